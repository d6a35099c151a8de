"""The Giants table driven with real mouse events on the viewport; assertions on the game state."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from giantapp.giants.actions import Bid
from tests.giants.helpers import at_placement, at_transport, hat_for_bos_moai, new_state, put_workers, roll

from .conftest import centre_of, click, drag, item, open_table


def test_dragging_a_worker_onto_a_hex_places_it(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    assert session.human_seat_to_act() == 0
    drag(table, centre_of(table, ("screen", 0, "worker", 0)), centre_of(table, ("hex", (5, 7))))
    state = session.full_state_copy()
    assert state.board_workers[0] == {(5, 7): 1}
    assert state.screen_workers[0] == 0
    assert state.current == 1  # the turn moved on
    assert ("figure", 0, "worker", (5, 7)) in table.scene.mirror.items


def test_a_worker_dropped_in_the_sea_snaps_back_and_says_why(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    worker = item(table, ("screen", 0, "worker", 0))
    home = worker.pos()
    sea = table.view.mapFromScene(table.scene.mirror.items[("hex", (1, 8))].sceneBoundingRect().center())
    sea = QPoint(sea.x() - 120, sea.y())  # west of the westernmost hex: open sea
    before = len(session.record.actions)
    drag(table, centre_of(table, ("screen", 0, "worker", 0)), sea)
    assert len(session.record.actions) == before
    assert session.full_state_copy().screen_workers[0] == 1
    assert worker.pos() == home
    assert "hex" in table.message_label.text()


def test_an_unreachable_drop_gives_the_rules_reason_and_changes_nothing(qtbot, settings):
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    put_workers(state, 0, (9, 6))
    session, table = open_table(qtbot, settings, state)
    drag(table, centre_of(table, ("object", "M1")), centre_of(table, ("hex", (3, 8))))
    after = session.full_state_copy()
    assert after.places["M1"] == ("front", 0)
    assert "cannot reach" in table.message_label.text()
    assert item(table, ("object", "M1")).zValue() < 100  # back in place, not left floating


def test_a_moai_carried_from_the_quarry_and_erected_on_an_ahu(qtbot, settings):
    state = at_transport(4)
    state.places["M1"] = ("front", 0)  # a size-1 moai won this round
    put_workers(state, 0, (9, 6))  # beside ahu A17, next to the moai quarry (9, 7)
    session, table = open_table(qtbot, settings, state)
    drag(table, centre_of(table, ("object", "M1")), centre_of(table, ("ahu", "A17")))
    after = session.full_state_copy()
    assert after.ahu_moai.get("A17") == "M1"
    assert after.ahu_owner["A17"] == 0
    assert after.places["M1"] == ("ahu", "A17")


def test_a_hat_placed_on_an_erected_moai(qtbot, settings):
    state = at_transport(4)
    hat_for_bos_moai(state)
    session, table = open_table(qtbot, settings, state)
    drag(table, centre_of(table, ("object", "H1")), centre_of(table, ("object", "M1")))
    after = session.full_state_copy()
    assert after.ahu_hat.get("A37") == "H1"


def test_a_plain_move_then_mark_with_the_button(qtbot, settings):
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    put_workers(state, 0, (9, 6))
    put_workers(state, 0, (9, 5))
    session, table = open_table(qtbot, settings, state)
    drag(table, centre_of(table, ("object", "M1")), centre_of(table, ("hex", (9, 5))))
    # (9, 5) is beside an ahu: the drop asks whether to erect there; the plain move is the last choice
    plain = table.choice_box.findChild(type(table.buttons["pass"]), f"choice_{len(table._choices) - 1}")
    assert len(table._choices) >= 2 and "erects" not in plain.text()
    qtbot.mouseClick(plain, Qt.MouseButton.LeftButton)
    QApplication.processEvents()  # the table redraws from the event loop
    after = session.full_state_copy()
    assert after.places["M1"] == ("hex", (9, 5))
    assert after.pending == ("mark", "M1", False)
    assert table.buttons["mark"].isVisible()
    qtbot.mouseClick(table.buttons["mark"], Qt.MouseButton.LeftButton)
    after = session.full_state_copy()
    assert after.marks["M1"] == 0 and after.pending is None


def test_click_to_select_then_click_to_target_places_a_worker(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    click(table, centre_of(table, ("screen", 0, "worker", 0)))
    assert table.selected == ("screen", 0, "worker", 0)
    assert table.board.marks.is_lit(("hex", (6, 8)))
    click(table, centre_of(table, ("hex", (6, 8))))
    assert session.full_state_copy().board_workers[0] == {(6, 8): 1}


def test_the_sorcerer_on_the_village_offers_its_action(qtbot, settings):
    state = at_placement(4)
    session, table = open_table(qtbot, settings, state)
    village = state.island.village
    drag(table, centre_of(table, ("screen", 0, "sorcerer")), centre_of(table, ("hex", village)))
    assert len(session.record.actions) == 0  # a choice is offered first
    buttons = [table.choice_box.findChild(type(table.buttons["pass"]), f"choice_{k}") for k in range(2)]
    assert all(b is not None for b in buttons)
    assert "village" in buttons[1].text()
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    after = session.full_state_copy()
    assert after.sorcerer[0] == village
    assert after.screen_workers[0] == 2  # the village brought a worker


def test_a_bid_entered_by_clicking_figures_behind_the_screen(qtbot, settings):
    state = new_state(4)
    roll(state, "W1", "W2", "W3", "B1")
    assert state.phase == "bid"
    session, table = open_table(qtbot, settings, state)
    seat = session.human_seat_to_act()
    click(table, centre_of(table, ("screen", seat, "marker", 1)))
    click(table, centre_of(table, ("screen", seat, "worker", 0)))
    click(table, centre_of(table, ("screen", seat, "sorcerer")))
    assert "1×marker" in table.buttons["bid"].text()
    qtbot.mouseClick(table.buttons["bid"], Qt.MouseButton.LeftButton)
    assert session.full_state_copy().bids[seat] == Bid(1, 1, True, False)


def test_pass_has_a_shortcut(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_P)
    assert session.full_state_copy().banners[0] is True


class FirstPlacement:
    """A computer player that always places a worker on the first hex it may (predictable for tests)."""

    def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
        from giantapp.giants.actions import Place

        return next((a for a in legal if isinstance(a, Place) and a.figure == "worker"), legal[-1])


def test_a_computer_move_is_animated_when_animations_are_on(qtbot, settings):
    from giantapp.app.giants_view.table import GiantsTable
    from giantapp.app.session import Session
    from giantapp.engine import GameRecord, Seat

    settings.animation_speed = 120
    state = at_placement(4)
    seats = [Seat(name="Ana")] + [Seat(name=n, kind="computer", level="random") for n in ("Bo", "Cy", "Di")]
    record = GameRecord(game="giants", players=4, options=dict(state.options), seats=seats)
    session = Session(record, state=state, settings=settings, agent_factory=lambda level, game: FirstPlacement())
    table = GiantsTable(session)
    qtbot.addWidget(table)
    table.resize(1600, 1000)
    table.show()
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert table.animations_started == 0
    drag(table, centre_of(table, ("screen", 0, "worker", 0)), centre_of(table, ("hex", (5, 7))))
    assert table.animations_started == 0  # your own drag is not replayed
    qtbot.waitUntil(lambda: len(session.record.actions) >= 2, timeout=5000)
    # the table draws (and animates) Bo's move from the event loop, a moment after the session applied it
    qtbot.waitUntil(lambda: table.animations_started >= 1, timeout=5000)  # Bo's worker slid onto the island
    session.shutdown()


def test_a_narrow_window_puts_the_players_below_the_island(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    assert table._mode == "wide"
    island = item(table, ("sea",)).sceneBoundingRect()
    assert item(table, ("panel", 0)).sceneBoundingRect().left() > island.right() - 10
    table.resize(760, 1000)
    qtbot.waitUntil(lambda: table._mode == "tall", timeout=3000)
    island = item(table, ("sea",)).sceneBoundingRect()
    assert item(table, ("panel", 0)).sceneBoundingRect().top() > island.bottom() - 10
    # still playable after the switch
    drag(table, centre_of(table, ("screen", 0, "worker", 0)), centre_of(table, ("hex", (5, 7))))
    assert session.full_state_copy().board_workers[0] == {(5, 7): 1}


def test_a_refusal_is_cleared_by_the_next_gesture(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    sea = table.view.mapFromScene(table.scene.mirror.items[("hex", (1, 8))].sceneBoundingRect().center())
    drag(table, centre_of(table, ("screen", 0, "worker", 0)), QPoint(sea.x() - 120, sea.y()))
    assert "hex" in table.message_label.text()
    click(table, centre_of(table, ("screen", 0, "worker", 0)))  # picks the worker up, plays nothing yet
    assert table.selected is not None and session.full_state_copy().screen_workers[0] == 1
    assert table.message_label.text() == ""


def test_clicking_a_piece_that_plays_no_part_now_says_so(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    before = len(session.record.actions)
    click(table, centre_of(table, ("supply", "hat")))
    assert "Nothing to do with that now" in table.message_label.text()
    assert len(session.record.actions) == before and table.selected is None
    click(table, centre_of(table, ("screen", 0, "worker", 0)))  # a piece that does play: no complaint
    assert table.selected is not None and table.message_label.text() == ""


def test_dragging_a_moai_that_cannot_move_says_why_and_moves_nothing(qtbot, settings):
    state = at_transport(4)
    state.places["M2"] = ("front", 1)  # before another seat's screen
    session, table = open_table(qtbot, settings, state)
    centre = table.view.mapToScene(table.view.viewport().rect().center())
    before = len(session.record.actions)
    drag(table, centre_of(table, ("object", "M2")), centre_of(table, ("hex", (9, 6))))
    assert "only they may move it" in table.message_label.text()
    assert len(session.record.actions) == before and session.full_state_copy().places["M2"] == ("front", 1)
    assert table.view.mapToScene(table.view.viewport().rect().center()) == centre  # not panned either


def test_clicking_a_moai_that_cannot_move_says_why_in_the_rules_words(qtbot, settings):
    # a slip of the mouse on a moai that cannot move (a press and release without a drag) gets the same
    # answer as its drag - the rules' reason - not a general "nothing to do"
    state = at_transport(4)
    state.places["M2"] = ("front", 1)  # before another seat's screen
    session, table = open_table(qtbot, settings, state)
    before = len(session.record.actions)
    click(table, centre_of(table, ("object", "M2")))
    assert table.message_label.text() == "Not possible: M2 stands in front of Bo's screen; only they may move it"
    assert len(session.record.actions) == before and table.selected is None
    assert session.full_state_copy().places["M2"] == ("front", 1)

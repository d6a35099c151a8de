"""Every other decision of the engine is reachable from the table: picks, looks, marks, recalls, chief, tablet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from giantapp.giants.actions import Bid
from tests.giants.helpers import at_placement, at_transport, new_state, put_object, put_workers, roll

from .conftest import centre_of, click, drag, item, open_table


def _choice(table, words: str) -> QPushButton:
    buttons = table.choice_box.findChildren(QPushButton)
    for button in buttons:
        if words in button.text():
            return button
    raise AssertionError(f"no choice with {words!r}: {[b.text() for b in buttons]}")


def test_picking_a_moai_by_clicking_it_on_the_display(qtbot, settings):
    state = new_state(4)
    roll(state, "W1", "W2", "W3", "B1")
    for seat in range(4):
        state.apply(seat, Bid(markers=1 if seat == 0 else 0, workers=1))
    assert state.phase == "pick" and state.to_act() == (0,)
    session, table = open_table(qtbot, settings, state)
    small = next(m for m in state.display if state.kinds[m] == "1")
    click(table, centre_of(table, ("object", small)))
    after = session.full_state_copy()
    assert after.places[small] == ("front", 0)


def test_the_chief_with_two_tablets_offers_the_sorcerer_action(qtbot, settings):
    state = at_placement(4)
    state.tablets[0] = 2
    state.tablets_supply -= 2
    session, table = open_table(qtbot, settings, state)
    drag(table, centre_of(table, ("screen", 0, "chief")), centre_of(table, ("hex", state.island.sorcerers_hut)))
    qtbot.mouseClick(_choice(table, "discards tablets"), Qt.MouseButton.LeftButton)
    after = session.full_state_copy()
    assert after.chief[0] == state.island.sorcerers_hut
    assert after.tablets[0] == 0 and after.screen_markers[0] == 3


def test_take_a_tablet_with_its_button(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    assert table.buttons["tablet"].isVisible()
    qtbot.mouseClick(table.buttons["tablet"], Qt.MouseButton.LeftButton)
    after = session.full_state_copy()
    assert after.tablets[0] == 1 and after.front_markers[0] == 1


def test_logs_go_with_the_worker_when_clicked_first(qtbot, settings):
    state = at_placement(4)
    state.screen_logs[0] = 3
    state.logs_supply -= 3
    session, table = open_table(qtbot, settings, state)
    click(table, centre_of(table, ("screen", 0, "log", 0)))
    click(table, centre_of(table, ("screen", 0, "log", 1)))
    assert table.interaction.logs == 2
    drag(table, centre_of(table, ("screen", 0, "worker", 0)), centre_of(table, ("hex", (6, 8))))
    after = session.full_state_copy()
    assert after.board_logs == {(6, 8): 2} and after.screen_logs[0] == 1


def test_look_under_a_face_down_base_by_clicking_it(qtbot, settings):
    state = at_transport(4, open_ownership=False)
    state.places["M1"] = ("ahu", "A17")
    state.ahu_moai["A17"] = "M1"
    state.ahu_owner["A17"] = 1
    state.screen_bases[1] -= 1
    state.tablets[0] = 1
    state.tablets_supply -= 1
    session, table = open_table(qtbot, settings, state)
    click(table, centre_of(table, ("base", "A17")))
    after = session.full_state_copy()
    assert (0, "A17") in after.looks and after.tablets[0] == 0


def test_mark_without_moving_by_clicking_the_object_twice(qtbot, settings):
    state = at_transport(4)
    put_object(state, "M2", (6, 8))
    put_workers(state, 0, (6, 7))
    session, table = open_table(qtbot, settings, state)
    click(table, centre_of(table, ("object", "M2")))
    assert table.selected == ("object", "M2")
    click(table, centre_of(table, ("object", "M2")))
    assert session.full_state_copy().marks.get("M2") == 0


def test_marking_an_unmoved_object_at_the_quarry(qtbot, settings):
    state = at_transport(4)
    state.phase = "quarry_mark"
    state.current = -1
    state.places["M1"] = ("hex", state.island.moai_quarry)
    state.quarry_queue = [(0, "M1")]
    session, table = open_table(qtbot, settings, state)
    assert "M1" in table.buttons["mark"].text()
    qtbot.mouseClick(table.buttons["mark"], Qt.MouseButton.LeftButton)
    assert session.full_state_copy().marks.get("M1") == 0


def test_recalling_a_marker_in_phase_five(qtbot, settings):
    state = new_state(4)
    state.round = 2
    put_object(state, "M1", (5, 7), mark=0)
    put_object(state, "M2", (6, 8), mark=0)
    state.phase = "return"
    state.return_done = [False, True, True, True]
    session, table = open_table(qtbot, settings, state)
    click(table, centre_of(table, ("object", "M1")))
    after = session.full_state_copy()
    assert "M1" not in after.marks and after.marks.get("M2") == 0
    assert table.buttons["done"].isVisible()
    qtbot.mouseClick(table.buttons["done"], Qt.MouseButton.LeftButton)
    # Ana leaves M2 marked; everyone is done, so phase 5 ends and round 3 begins
    assert [(a.seat, a.action) for a in session.record.actions[:2]] == [(0, "recall M1"), (0, "done")]
    after = session.full_state_copy()
    assert after.round == 3 and after.marks == {"M2": 0}


def test_favouring_another_player_gives_them_the_prestige(qtbot, settings):
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    put_workers(state, 0, (9, 6))
    put_workers(state, 2, (9, 6))
    session, table = open_table(qtbot, settings, state)
    table.favour.setCurrentIndex(table.favour.findData(2))
    drag(table, centre_of(table, ("object", "M1")), centre_of(table, ("hex", (9, 6))))
    # (9, 6) is beside ahu A17: the drop asks, erecting first; the plain move is the second choice
    assert "erects it on ahu A17" in _choice(table, "1.").text()
    qtbot.mouseClick(_choice(table, "2."), Qt.MouseButton.LeftButton)
    after = session.full_state_copy()
    assert after.places["M1"] == ("hex", (9, 6))
    assert after.prestige[2] == 1  # Cy's worker carried it


def test_the_carriers_list_is_filled_anew_only_when_its_entries_change(qtbot, settings):
    """A redraw for the same seat keeps the list and the player's choice in it; another seat to act gets its
    own list (every seat but its own), the choice kept where it still can be."""
    state = at_transport(4)
    session, table = open_table(qtbot, settings, state)
    table.favour.setCurrentIndex(table.favour.findData(2))
    fills = []
    table.favour.clear = lambda: (fills.append(1), type(table.favour).clear(table.favour))
    table._update_panel()
    assert fills == [] and table.favour.currentData() == 2 and table.interaction.favoured == 2
    entries = [table.favour.itemData(i) for i in range(table.favour.count())]
    assert entries == [None, 1, 2, 3]
    table.interaction.seat = 1
    table._update_panel()
    assert fills == [1] and [table.favour.itemData(i) for i in range(table.favour.count())] == [None, 0, 2, 3]
    assert table.favour.currentData() == 2


def test_every_legal_action_is_listed_in_words(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    texts = [table.actions.item(k).text() for k in range(table.actions.count())]
    assert len(texts) == len(session.legal_actions())
    assert any("Ana passes" in t for t in texts)
    pass_row = next(k for k, t in enumerate(texts) if "Ana passes" in t)
    table.actions.setCurrentRow(pass_row)
    table._play_item(table.actions.item(pass_row))
    assert session.full_state_copy().banners[0]


def test_a_cut_forest_turns_to_its_stump_side_on_the_table(qtbot, settings):
    state = at_placement(4)
    forest = next(iter(state.island.forests))
    session, table = open_table(qtbot, settings, state)
    assert "Forest (stump)" not in item(table, ("hex", forest)).toolTip()
    drag(table, centre_of(table, ("screen", 0, "sorcerer")), centre_of(table, ("hex", forest)))
    qtbot.mouseClick(_choice(table, "cuts the forest"), Qt.MouseButton.LeftButton)
    # the table redraws from the event loop, before the session hands the computer on to the next person
    table.board.redraw.flush()
    after = session.full_state_copy()
    assert forest in after.forest_used and after.screen_logs[0] == state.island.forests[forest]
    assert "Forest (stump)" in item(table, ("hex", forest)).toolTip()
    assert ("screen", 0, "log", 0) in table.scene.mirror.items  # the logs are now behind Ana's screen

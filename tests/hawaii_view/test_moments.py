"""The game's moments on the Hawaii table: the round end shown as a summary (the rules' numbers, in the
panel and in the log), other players' last moves ringed on the board, the running score breakdown, and
the table's keys for the Help menu."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from giantapp.app import i18n
from giantapp.app.hawaii_view.table import HawaiiTable
from giantapp.app.session import Session
from giantapp.hawaii.actions import Buy, EndRound
from tests.hawaii.helpers import give
from tests.hawaii.test_scoring import with_sums

from .conftest import Position, click


def _round_one_almost_over(open_screens: bool = True) -> Position:
    """Round 1 of three players (rules file, "Round end"; round tile 1: target 9, income 10 shells and 6
    feet, points 5 / 3 / 2): Ana's tokens add up to 14, Bo's to 10 with LONO I, Cy's to 4; Ana owns a shell
    hut I, Cy an irrigation II. Bo and Cy have ended the round on positions 2 and 3; Ana is the last out."""
    position = Position(players=3, open_screens=open_screens)
    state = position.state
    with_sums(state, [14, 10, 4])
    give(state, 0, "shell_hut", 1, 0)
    give(state, 1, "god_lono", 1, 0)
    give(state, 2, "irrigation", 2, 0)
    for seat, place in ((1, 2), (2, 3)):
        p = state.player[seat]
        p.ended, p.chief = True, f"order{place}"
        state.order_track[place - 1] = seat
    state.current = state.turn_order.index(0)
    return position


def _table(qtbot, settings, position, seat=0):
    session = Session(position.record, state=position.state, settings=settings, seed=1)
    table = HawaiiTable(session)
    qtbot.addWidget(table)
    table.resize(1280, 760)
    table.show()
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == seat, timeout=3000)
    return session, table


def test_the_round_end_is_summed_up_in_the_panel_and_the_log_with_the_rules_numbers(qtbot, settings):
    session, table = _table(qtbot, settings, _round_one_almost_over(open_screens=False))
    assert not table.panel.summary_box.isVisible()
    table.start_ending()
    QApplication.processEvents()
    one = next(b for b in table.panel.buttons if b.text().startswith("1."))
    qtbot.mouseClick(one, Qt.MouseButton.LeftButton)  # Ana ends the round on order position 1
    qtbot.waitUntil(lambda: table.round_summary is not None, timeout=3000)
    summary = table.round_summary
    ana, bo, cy = summary.seats
    # numbers written from the rules text: 14/9 first +5; 10/9 second +3 and LONO I +2; 4/9 missed
    assert (summary.round, ana.sum, ana.target, ana.rank, ana.points) == (1, 14, 9, "first", 5)
    assert (bo.sum, bo.rank, bo.round_points, bo.lono, bo.points) == (10, "second", 3, 2, 5)
    assert (cy.sum, cy.rank, cy.points) == (4, None, 0)
    assert (ana.income, bo.income, cy.income, cy.income_of_choice) == ((11, 6, 0), (10, 6, 0), (10, 6, 0), 1)
    # ...and equal to what the rules scored
    full = session.full_state_copy()
    assert [p.score for p in full.player] == [5, 5, 0] == [r.score for r in summary.seats]
    assert table.panel.summary_box.isVisible()
    words = table.panel.summary_label.text()
    for part in ("Round 1 scored", "Ana", "14 / 9", "1st", "+5", "Bo", "10 / 9", "2nd", "LONO +2", "Cy", "4 / 9",
                 "missed", "+0", "11 shells, 6 feet", "10 shells, 6 feet + 1 of choice"):
        assert part in words, part
    # the log says the same, in the engine's words of the last "end the round"
    lines = [text for _, text in session.history_log()]
    assert any("Round 1 scored: Ana 14/9 1st +5 (income 11 shells, 6 feet)" in line for line in lines), lines
    # closed screens: nobody's resources in the summary (Cy's 10 shells + 6 feet are income, not holdings)
    held = [tuple(p.resources) for p in full.player]
    assert all(f"{s} shells, {f} feet" not in words for s, f, _ in held if (s, f) not in ((11, 6), (10, 6)))
    # non-modal: the game goes on, and the summary can be closed
    qtbot.mouseClick(table.panel.summary_close, Qt.MouseButton.LeftButton)
    assert not table.panel.summary_box.isVisible()
    session.shutdown()


def test_another_players_last_move_is_ringed_until_the_viewer_moves(qtbot, settings):
    position = Position(players=3)
    session, table = _table(qtbot, settings, position)
    token = min((t for t in position.state.prices["huts_a"] if t is not None),
                key=lambda t: position.state.edition.token_by_id[t].value)
    assert session.submit(Buy("huts_a", "shell_hut", token, False, 0))
    while session.human_seat_to_act() == 0:  # Ana pays
        session.submit(session.legal_actions()[0])
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 1, timeout=3000)
    QApplication.processEvents()
    table.refresh()
    rings = {k: i for k, i in table.scene.mirror.items.items() if k[0] == "last"}
    spots = [i.info["spot"] for i in rings.values()]
    assert {i.info["seat"] for i in rings.values()} == {0}
    assert ("place", "huts_a") in spots and ("cell", 0, 0, 1) in spots  # the place, and the tile on Ana's realm
    place = table.scene.target_rect(("place", "huts_a"))
    assert any(i.sceneBoundingRect().contains(place) for i in rings.values())
    card = table.scene.item(("card", 0))  # Ana's realm is a card for Bo: the ring goes round it
    assert any(i.sceneBoundingRect().contains(card.sceneBoundingRect()) for i in rings.values())
    assert "Ana" in next(iter(rings.values())).toolTip()
    # Bo moves: Ana's move is seen, Bo's own is not ringed for Bo; Cy sees both
    assert session.submit(EndRound(1))
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 2, timeout=3000)
    QApplication.processEvents()
    table.refresh()
    seats = {i.info["seat"] for k, i in table.scene.mirror.items.items() if k[0] == "last"}
    assert seats == {0, 1}
    assert session.submit(EndRound(2))
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=3000)
    QApplication.processEvents()
    table.refresh()
    assert {i.info["seat"] for k, i in table.scene.mirror.items.items() if k[0] == "last"} == {1, 2}
    session.shutdown()


def test_the_score_breakdown_of_every_player_in_the_tooltips(qtbot, settings):
    position = _round_one_almost_over()
    position.state.player[1].add_points("islands", 3)  # points earlier in the round (an island's reward)
    session, table = _table(qtbot, settings, position)
    assert session.submit(EndRound(1))
    qtbot.waitUntil(lambda: table.round_summary is not None, timeout=3000)
    QApplication.processEvents()
    table.refresh()
    view = session.view_state()
    breakdown = view.score_breakdown()
    assert [b["total"] for b in breakdown] == [5, 8, 0]
    shown = table.scene.board_order(view)[0]
    tips = {shown: table.scene.item(("board_head", shown)).toolTip()}
    for seat in range(3):
        if seat != shown:
            tips[seat] = table.scene.item(("card", seat)).toolTip()
    assert "Ana: 5 points" in tips[0] and "Round scoring 5" in tips[0]
    assert "Bo: 8 points" in tips[1] and "Round scoring 3" in tips[1] and "LONO 2" in tips[1] and "Islands 3" in tips[1]
    assert "Cy: 0 points" in tips[2] and "Round scoring" not in tips[2]
    # a click on a card shows that realm large, with the same breakdown in its header
    card = table.scene.item(("card", 1))
    click(table.view, card.mapToScene(card.boundingRect().center()))
    assert table.scene.board_seat == 1 and "LONO 2" in table.scene.item(("board_head", 1)).toolTip()
    session.shutdown()


def test_the_table_lists_its_keys_translated(qtbot, settings, qapp):
    session, table = _table(qtbot, settings, Position())
    keys = table.shortcut_help()
    assert keys and all(isinstance(k, str) and isinstance(d, str) and k and d for k, d in keys)
    assert {"C", "F", "E", "Esc", "0"} <= {k for k, _ in keys}
    english = dict(keys)
    try:
        i18n.switch_language(qapp, "zh_TW")
        chinese = dict(table.shortcut_help())
    finally:
        i18n.switch_language(qapp, "en")
    assert chinese["F"] != english["F"] and chinese["Esc"] != english["Esc"]
    session.shutdown()




def test_undoing_the_round_end_takes_its_summary_away(qtbot, settings):
    position = _round_one_almost_over()
    give(position.state, 0, "irrigation", 2, 0)  # Ana chooses an irrigation resource next: she may still undo
    session, table = _table(qtbot, settings, position)
    assert session.submit(EndRound(1))
    qtbot.waitUntil(lambda: table.round_summary is not None, timeout=3000)
    QApplication.processEvents()
    assert session.full_state_copy().phase == "income" and session.can_undo()
    assert table.panel.summary_box.isVisibleTo(table)
    assert session.undo()
    QApplication.processEvents()
    assert not session.full_state_copy().player[0].ended  # the round is open again...
    assert table.round_summary is None and not table.panel.summary_box.isVisibleTo(table)  # ...and not summed up
    session.shutdown()


def test_the_hint_rings_what_its_move_would_touch_until_cleared(qtbot, settings):
    position = Position(players=3)
    session, table = _table(qtbot, settings, position)
    token = min((t for t in position.state.prices["huts_a"] if t is not None),
                key=lambda t: position.state.edition.token_by_id[t].value)
    buy = Buy("huts_a", "shell_hut", token, False, 0)
    assert buy in session.legal_actions()
    table.highlight_action(buy)  # what the hint dialog calls for its best move
    QApplication.processEvents()
    table.refresh()
    rings = [i for k, i in table.scene.mirror.items.items() if k[0] == "hint"]
    assert {i.info["spot"] for i in rings} >= {("place", "huts_a")}
    place = table.scene.target_rect(("place", "huts_a"))
    assert any(i.sceneBoundingRect().contains(place) for i in rings)
    assert all("suggests" in i.toolTip() and "Ana" in i.toolTip() for i in rings)
    assert len(session.record.actions) == position_actions(session)  # only shown, nothing played
    table.highlight_action(None)
    QApplication.processEvents()
    table.refresh()
    assert not any(k[0] == "hint" for k in table.scene.mirror.items)


def position_actions(session) -> int:
    return sum(1 for _ in session.record.actions)

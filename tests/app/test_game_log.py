"""The log folds a run of chance steps of one kind into one line; the record keeps every action."""

from __future__ import annotations

import re

from giantapp.app.game_log import HAWAII_DRAWS, GameLog, LogEntry
from giantapp.app.main_window import MainWindow
from giantapp.app.session import Session
from giantapp.engine import CHANCE, GameRecord, Seat, record_action
from giantapp.giants.actions import ChooseFirst, Roll


def hawaii_session(qtbot, settings, **kw):
    seats = [Seat("Ana"), Seat("Bo")]
    session = Session.new_game("hawaii", seats, {}, seed=11, settings=settings, **kw)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() is not None, timeout=5000)
    return session


def test_the_rounds_price_token_draws_are_one_line_with_every_draw_behind_it(qtbot, settings):
    session = hawaii_session(qtbot, settings)
    draws = [a for a in session.record.actions if a.seat == CHANCE and a.action.startswith("draw ")]
    assert len(draws) > 15  # the record keeps every single draw
    entries = session.log_entries()
    drawn = [e for e in entries if e.group == HAWAII_DRAWS]
    assert len(drawn) == 1
    line = drawn[0].text()
    assert line.startswith("Price tokens drawn for round 1: ")
    assert "on the places" in line and "on the order track" in line  # 2 players: 1 order token
    assert not re.search(r"\b0 ", line)  # nothing counted zero times is mentioned
    assert len(drawn[0].lines) == len(draws)
    assert all(text.startswith("Token T") for text in drawn[0].lines)
    # the four islands of the setup are one line too; every chance action is on some line
    assert any(e.text().startswith("Turned up at the docks: island (") and len(e.lines) == 4 for e in entries)
    assert sum(len(e.lines) for e in entries) == len(session.record.actions)
    assert len(entries) < 8


def test_the_window_shows_one_line_for_the_draws_with_each_draw_in_its_tooltip(qtbot, settings, data_dir):
    window = MainWindow(settings, autosave_path=data_dir / "auto.json")
    qtbot.addWidget(window)
    session = Session.new_game("hawaii", [Seat("Ana"), Seat("Bo")], {}, seed=11, settings=settings)
    window.install_session(session)
    qtbot.waitUntil(lambda: session.human_seat_to_act() is not None, timeout=5000)
    texts = [window.log_list.item(i).text() for i in range(window.log_list.count())]
    assert window.log_list.count() == len(session.log_entries())
    draws = [i for i, t in enumerate(texts) if t.startswith("Chance: Price tokens drawn for round 1")]
    assert len(draws) == 1
    tooltip = window.log_list.item(draws[0]).toolTip()
    assert tooltip.count("is drawn") == sum(1 for a in session.record.actions if a.action.startswith("draw "))
    assert not any("is drawn" in t for t in texts)


def test_a_resumed_game_gets_the_same_folded_log(qtbot, settings):
    session = hawaii_session(qtbot, settings)
    live = [(e.seat, e.text()) for e in session.log_entries()]
    resumed = Session(GameRecord.from_json(session.record.to_json()), settings=settings)
    assert [(e.seat, e.text()) for e in resumed.log_entries()] == live


def test_only_consecutive_chance_actions_of_one_kind_fold():
    log = GameLog()
    fact = ("T1", "place")
    log.add(CHANCE, "Token T1 is drawn", 0, (CHANCE,), (CHANCE,), (HAWAII_DRAWS, fact, 1))
    log.add(CHANCE, "Token T2 is drawn", 1, (CHANCE,), (0,), (HAWAII_DRAWS, ("T2", "cove"), 1))
    log.add(0, "Ana buys a hut", 2, (0,), (CHANCE,))
    log.add(CHANCE, "Token T3 is drawn", 3, (CHANCE,), (0,), (HAWAII_DRAWS, ("T3", "order"), 2))
    assert [len(e.lines) for e in log.entries] == [2, 1, 1]
    assert log.entries[0].text() == "Price tokens drawn for round 1: 1 on the places, 1 to the fishing cove"
    assert log.entries[2].text() == "Token T3 is drawn"  # a run of one says itself


def test_giants_chance_lines_read_as_sentences(qtbot, settings):
    from giantapp.giants.game import GiantsGame

    state = GiantsGame().new_game(4, {})
    record = GameRecord("giants", 4, options=dict(state.options), seats=[Seat(n) for n in ("Ana", "Bo", "Cy", "Di")])
    for action in (ChooseFirst(1), Roll((("W", 2), ("W", 0), ("W", 1), ("B", 3)))):
        state.apply(CHANCE, action)
        record_action(record, CHANCE, action)
    session = Session(record, settings=settings)
    texts = [e.text() for e in session.log_entries()]
    assert texts == ["Bo gets the first-player pawn", "The dice show white 2, 0, 1; brown 3"]


def test_an_entry_of_one_action_is_that_action():
    entry = LogEntry(0, ["Ana passes"])
    assert entry.text() == "Ana passes" and entry.details() == "Ana passes"

"""In the window: the hint for the person to decide (off the GUI thread, progress, cancel, one click plays,
noted in the save) and the history (written when a game ends, shown by Game → History…, a damaged file
set aside with a message)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QMessageBox

from giantapp.ai import RandomAgent, play_game
from giantapp.app import saves
from giantapp.app import main_window as main_window_module
from giantapp.app.game_history import GameHistory
from giantapp.app.hint_dialog import ask_hint
from giantapp.app.history_dialog import HistoryDialog
from giantapp.app.main_window import MainWindow
from giantapp.app.new_game_dialog import NewGameSetup
from giantapp.app.review_window import ReviewWindow
from giantapp.engine import GameRecord, Seat, get_game, replay


@pytest.fixture
def warnings(monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    return shown


@pytest.fixture
def main_window(qtbot, settings, data_dir, monkeypatch):
    monkeypatch.setattr(main_window_module.GameOverDialog, "exec", lambda self: 0)
    win = MainWindow(settings, autosave_path=data_dir / saves.AUTOSAVE_NAME)
    qtbot.addWidget(win)
    win.show()
    return win


def start_hawaii(qtbot, window, seed=3):
    setup = NewGameSetup("hawaii", [Seat("Ana"), Seat("Bot", "computer", "easy")], {}, seed=seed)
    assert window.start_new(setup)
    session = window.session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0 and len(session.legal_actions()) > 3, timeout=15000)
    return session


def test_the_hint_shows_three_moves_in_words_highlights_the_best_and_plays_it(qtbot, main_window, tmp_path):
    session = start_hawaii(qtbot, main_window)
    highlighted = []
    main_window.table.highlight_action = highlighted.append  # the board kit's hook, as a table would offer it
    position = session.action_count()
    dialog = ask_hint(main_window, iterations=4)
    assert dialog is not None and dialog.wait(60)
    qtbot.waitUntil(lambda: dialog.hint is not None, timeout=5000)
    hint = dialog.hint
    assert len(dialog.play_buttons) == len(hint.moves) == 3
    assert all(move.action in session.legal_actions() for move in hint.moves)
    for row, move in enumerate(hint.moves):
        words = dialog.findChild(type(dialog.heading), f"hint_words_{row}").text()
        assert words == move.words and move.notation not in words  # never notation in the window
        value = dialog.findChild(type(dialog.heading), f"hint_value_{row}").text()
        assert ("points" in value or "as good" in value) and "{" not in value
    assert highlighted == [hint.best.action]
    assert session.hints == [{"index": position, "seat": 0}]
    dialog.play_buttons[0].click()
    assert session.record.actions[position].action == hint.best.notation
    assert highlighted[-1] is None  # the highlight is cleared when the hint closes
    path = tmp_path / "with-hint.giantapp.json"
    session.save(path)
    assert saves.read_save(path).hints == [{"index": position, "seat": 0}]


def test_cancel_stops_the_search_and_notes_nothing(qtbot, main_window):
    session = start_hawaii(qtbot, main_window, seed=4)
    dialog = ask_hint(main_window, iterations=10_000_000)
    thread = dialog._thread
    qtbot.waitUntil(lambda: dialog.progress.value() >= 0 and thread.is_alive(), timeout=5000)
    dialog.cancel_button.click()
    thread.join(60)  # the search ends within one of its steps once stopped
    assert not thread.is_alive()
    assert session.hints == []


def test_a_hint_is_dropped_when_the_game_moves_on(qtbot, main_window):
    session = start_hawaii(qtbot, main_window, seed=5)
    dialog = ask_hint(main_window, iterations=10_000_000)
    thread = dialog._thread
    closed = []
    dialog.finished.connect(closed.append)
    assert session.submit(session.legal_actions()[0])
    assert closed  # the dialog went away with the position it was about
    thread.join(60)
    assert not thread.is_alive() and session.hints == []


def test_no_hint_when_no_person_is_to_decide(qtbot, main_window):
    assert ask_hint(main_window) is None  # no game
    setup = NewGameSetup("hawaii", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")], {}, seed=1)
    assert main_window.start_new(setup)
    assert ask_hint(main_window) is None
    assert "decision" in main_window.statusBar().currentMessage()


def play_duel_to_the_end(qtbot, window):
    setup = NewGameSetup("dice_duel", [Seat("Ana"), Seat("Cpu", "computer", "random")], {"rounds": 2}, seed=5)
    assert window.start_new(setup)
    session = window.session
    while not session.is_game_over():
        qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.is_game_over(), timeout=5000)
        if session.human_seat_to_act() is not None:
            window.table.play_selected()
    return session


def test_a_finished_game_goes_into_the_history_and_is_there_after_a_restart(qtbot, main_window, settings, data_dir):
    session = play_duel_to_the_end(qtbot, main_window)
    qtbot.waitUntil(lambda: (data_dir / "history.sqlite3").is_file(), timeout=5000)
    final = session.final_results()
    with GameHistory.open(data_dir / "history.sqlite3") as history:
        [past] = history.games()
        assert [s.score for s in past.seats] == final[0] and [s.name for s in past.seats] == ["Ana", "Cpu"]
    # a new window (the app started again) shows it and opens it in review
    fresh = MainWindow(settings, autosave_path=data_dir / saves.AUTOSAVE_NAME)
    qtbot.addWidget(fresh)
    dialog = fresh.learning.history()
    assert isinstance(dialog, HistoryDialog)
    page = dialog.pages["dice_duel"]
    assert page.list.rowCount() == 1 and "Ana" in page.list.item(0, 1).text()
    window = dialog.review(past.id)
    assert isinstance(window, ReviewWindow) and window.review.timeline.finished
    assert window.review.record.to_json() == session.record.to_json()
    dialog.close()


def test_a_damaged_history_is_set_aside_with_a_message_when_a_game_ends(qtbot, main_window, data_dir, warnings):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "history.sqlite3").write_bytes(b"SQLite format 3\x00" + b"\xff" * 3000)
    play_duel_to_the_end(qtbot, main_window)
    qtbot.waitUntil(lambda: bool(warnings), timeout=5000)
    assert "damaged" in warnings[0][1]
    assert any("damaged" in p.name for p in data_dir.iterdir())
    with GameHistory.open(data_dir / "history.sqlite3") as history:
        assert len(history.games()) == 1


def finished(seats, seed):
    state = get_game("hawaii").new_game(len(seats), {})
    record = GameRecord(game="hawaii", players=len(seats), options=dict(state.options), seats=seats)
    return play_game(state, [RandomAgent()] * len(seats), random.Random(seed), record=record).record


def test_the_history_window_shows_the_numbers_and_the_chart_of_a_game(qtbot, main_window, data_dir):
    records = [finished([Seat("Ana"), Seat("Bot", "computer", "hard")], seed) for seed in (1, 2, 3)]
    with GameHistory.open(data_dir / "history.sqlite3") as history:
        for record in records:
            history.add(record)
        summary = history.summary("hawaii")
    dialog = main_window.learning.history()  # a child of the window, deleted when closed
    page = dialog.pages["hawaii"]
    texts = [label.text() for label in page.findChildren(type(dialog.empty))]
    assert "3" in texts and f"{summary.best_score} (Ana)" in texts
    assert any("of 3" in text for text in texts)  # people's wins against the hard level
    assert page.list.rowCount() == 3
    page.list.selectRow(2)
    shown = page.selected_game()
    final, _ = replay(next(r for r in records if [s.score for s in shown.seats] == replay(r)[0].scores()))
    assert page.chart.points[-1][1] == final.scores() and page.chart.names == ["Ana", "Bot"]
    dialog.close()


def test_an_empty_history_says_so(qtbot, main_window):
    dialog = main_window.learning.history()  # a child of the window, deleted when closed
    assert dialog.pages == {} and "No finished games" in dialog.empty.text()
    assert not dialog.review_button.isEnabled()
    dialog.close()

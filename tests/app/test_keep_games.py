"""No ordinary action of a player loses an unfinished game: New, Open, Close, Quit and a second running
copy, on the real window and session. Each case checks that the earlier game is still on disk and
resumes action for action."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from giantapp.app import main_window as main_window_module
from giantapp.app import saves
from giantapp.app.main_window import MainWindow
from giantapp.app.new_game_dialog import NewGameSetup
from giantapp.engine import Seat

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_questions(monkeypatch):
    """New, Open, Close and Quit must not ask anything while the autosave works."""
    def fail(*args, **kwargs):
        raise AssertionError(f"asked: {args[2] if len(args) > 2 else args}")

    monkeypatch.setattr(QMessageBox, "question", fail)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: fail(None, None, self.text()))
    monkeypatch.setattr(main_window_module.GameOverDialog, "exec", lambda self: 0)


def window(qtbot, settings, folder):
    win = MainWindow(settings, autosave_dir=folder)
    qtbot.addWidget(win)
    win.show()
    return win


def duel(seed=5, rounds=4):
    return NewGameSetup("dice_duel", [Seat("Ana"), Seat("Cpu", "computer", "random")], {"rounds": rounds}, seed=seed)


def play(qtbot, win, human_actions):
    """Play ``human_actions`` of Ana's bids through the table; returns the record so far."""
    session = win.session
    for _ in range(human_actions):
        qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
        win.table.play_selected()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0 or session.is_game_over(), timeout=5000)
    return [(a.seat, a.action) for a in session.record.actions]


def on_disk(path):
    data, state = saves.load_save(path)
    return [(a.seat, a.action) for a in data.record.actions], state


def resumes_exactly(qtbot, win, path, actions):
    """Continue ``path`` in ``win``: the same actions, and the game goes on from there."""
    assert win.continue_game(path)
    session = win.session
    assert [(a.seat, a.action) for a in session.record.actions] == actions
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    win.table.play_selected()
    qtbot.waitUntil(lambda: session.action_count() > len(actions), timeout=5000)
    assert on_disk(path)[0][: len(actions)] == actions


def test_new_keeps_the_unfinished_game_without_asking(qtbot, settings, data_dir, no_questions):
    win = window(qtbot, settings, data_dir / "autosaves")
    assert win.start_new(duel())
    first = win.session.autosave_path
    actions = play(qtbot, win, 2)
    assert win.start_new(duel(seed=9))  # Game > New
    assert win.session.autosave_path != first
    assert on_disk(first)[0] == actions and not on_disk(first)[1].is_terminal()
    assert "kept" in win.statusBar().currentMessage()
    assert win.close_game()
    listed = [row.game.path for row in win.welcome.rows]
    assert first in listed
    resumes_exactly(qtbot, win, first, actions)


def test_open_keeps_the_unfinished_game_and_never_writes_the_opened_file(qtbot, settings, data_dir, tmp_path, no_questions):
    win = window(qtbot, settings, data_dir / "autosaves")
    assert win.start_new(duel(seed=21))
    other = tmp_path / "other.giantapp.json"
    play(qtbot, win, 1)
    win.session.save(other)
    opened_text = other.read_bytes()
    assert win.start_new(duel())
    first = win.session.autosave_path
    actions = play(qtbot, win, 3)
    assert win.open_file(other)  # Game > Open
    play(qtbot, win, 1)  # the opened game goes on in an autosave of its own
    assert other.read_bytes() == opened_text and win.session.autosave_path not in (first, other)
    assert on_disk(first)[0] == actions
    assert win.close_game()
    assert {row.game.path for row in win.welcome.rows} >= {first}
    resumes_exactly(qtbot, win, first, actions)


def test_quit_keeps_the_game_and_a_new_window_continues_it(qtbot, settings, data_dir, no_questions):
    folder = data_dir / "autosaves"
    win = window(qtbot, settings, folder)
    assert win.start_new(duel())
    path = win.session.autosave_path
    actions = play(qtbot, win, 2)
    assert win.close()  # Game > Quit
    assert on_disk(path)[0] == actions
    later = window(qtbot, settings, folder)
    assert [row.game.path for row in later.welcome.rows] == [path]
    resumes_exactly(qtbot, later, path, actions)


def test_finished_games_and_games_nobody_played_are_not_kept(qtbot, settings, data_dir, no_questions):
    folder = data_dir / "autosaves"
    win = window(qtbot, settings, folder)
    assert win.start_new(duel(rounds=1))
    untouched = win.session.autosave_path
    assert win.start_new(duel(rounds=1))  # nobody had decided anything in the first one
    assert not untouched.exists()
    finished = win.session.autosave_path
    while not win.session.is_game_over():
        play(qtbot, win, 1)
    assert win.close_game()
    assert not finished.exists() and win.welcome.rows == []


def test_a_second_window_cannot_take_a_game_another_plays(qtbot, settings, data_dir, no_questions):
    folder = data_dir / "autosaves"
    first = window(qtbot, settings, folder)
    assert first.start_new(duel())
    path = first.session.autosave_path
    actions = play(qtbot, first, 2)
    second = window(qtbot, settings, folder)  # a second running copy (flock: like another process)
    rows = second.welcome.rows
    assert [row.game.path for row in rows] == [path]
    assert rows[0].game.busy and not rows[0].continue_button.isEnabled() and not rows[0].delete_button.isEnabled()
    assert "another giantapp window" in rows[0].continue_button.text()
    assert not second.continue_game(path)
    assert second.session is None and "open in another giantapp window" in second.welcome.notices()[-1]
    assert not second.delete_game(path) and path.exists()
    # each copy's new game has a file of its own, so neither can overwrite the other's
    assert second.start_new(duel(seed=8))
    assert second.session.autosave_path != path
    play(qtbot, second, 1)
    actions = [(a.seat, a.action) for a in first.session.record.actions]  # its computer may have moved on
    assert on_disk(path)[0] == actions and len(actions) >= 5
    assert first.close()  # the first copy quits: now the game is free
    assert second.close_game()
    resumes_exactly(qtbot, second, path, actions)


def test_a_game_locked_by_another_process_is_refused_with_a_message(qtbot, settings, data_dir, no_questions):
    folder = data_dir / "autosaves"
    win = window(qtbot, settings, folder)
    assert win.start_new(duel())
    path = win.session.autosave_path
    actions = play(qtbot, win, 1)
    assert win.close_game()
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys\nfrom giantapp.app.file_lock import FileLock\n"
         "lock = FileLock(sys.argv[1])\nprint(lock.acquire(), flush=True)\nsys.stdin.read()", str(path)],
        cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "True"
        assert not win.continue_game(path)
        assert "another giantapp window" in win.welcome.notices()[-1]
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
        holder.stdout.close()
    resumes_exactly(qtbot, win, path, actions)  # the lock went with the process


def test_leaving_a_game_whose_autosave_fails_asks_first(qtbot, settings, data_dir, tmp_path, monkeypatch):
    monkeypatch.setattr(main_window_module.GameOverDialog, "exec", lambda self: 0)
    win = window(qtbot, settings, data_dir / "autosaves")
    assert win.start_new(duel())
    play(qtbot, win, 1)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    win.session._autosave_path = blocker / "game.giantapp.json"  # the disk refuses from now on
    play(qtbot, win, 1)
    assert win.session.autosave_error
    answers = []

    def choose(box, label):
        answers.append(box.text())
        for button in box.buttons():
            if box.buttonRole(button) == label or button.text() == label:
                return button
        raise AssertionError(label)

    chosen = {"label": QMessageBox.ButtonRole.RejectRole}
    monkeypatch.setattr(QMessageBox, "exec", lambda box: None)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: choose(box, chosen["label"]))
    session = win.session
    assert not win.close_game()  # Cancel: the game stays
    assert win.session is session and "could not be autosaved" in answers[-1]
    win.close()
    assert win.session is session  # Quit cancelled too
    chosen["label"] = QMessageBox.ButtonRole.DestructiveRole  # leave it unsaved
    assert win.start_new(duel(seed=2))
    assert win.session is not session and len(answers) == 3

"""The start page: a card per game that opens the new-game dialog on that game, Open, and every
unfinished game with Continue (what the game is, from the summary in its autosave) and Delete."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt, QTime
from PySide6.QtWidgets import QMessageBox, QPushButton

from giantapp.app import main_window as main_window_module
from giantapp.app import saves
from giantapp.app.main_window import MainWindow
from giantapp.app.new_game_dialog import NewGameDialog, NewGameSetup
from giantapp.app.welcome import FEATURED_GAMES, WelcomePage, when_text
from giantapp.engine import Seat, get_game

ROOT = Path(__file__).resolve().parents[2]


def test_cards_open_the_new_game_dialog_on_their_game(qtbot, settings, data_dir, monkeypatch):
    opened = []

    def fake_exec(dialog):
        opened.append(dialog.game_name())
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(main_window_module.NewGameDialog, "exec", fake_exec)
    win = MainWindow(settings, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(win)
    win.show()
    assert list(win.welcome.cards) == ["giants", "hawaii"]
    for game in ("hawaii", "giants"):
        card = win.welcome.cards[game]
        assert card.blurb.text() and "players" in card.players_label.text()
        qtbot.mouseClick(win.findChild(QPushButton, f"new_{game}"), Qt.MouseButton.LeftButton)
    assert opened == ["hawaii", "giants"]
    assert win.session is None and win.stack.currentWidget() is win.welcome
    assert not win.welcome.games_area.isVisibleTo(win)  # nothing to continue yet
    assert not win.welcome.notice.isVisibleTo(win)


@pytest.mark.parametrize("game", sorted(FEATURED_GAMES))
def test_the_cards_player_counts_are_the_rules_counts(qtbot, game):
    rules = get_game(game)
    page = WelcomePage()
    qtbot.addWidget(page)
    assert f"{rules.min_players}–{rules.max_players}" in page.cards[game].players_label.text()


def play_one_human_action(qtbot, win):
    qtbot.waitUntil(lambda: win.session.human_seat_to_act() == 0, timeout=5000)
    win.table.play_selected()
    qtbot.waitUntil(lambda: win.session.action_count() >= 3, timeout=5000)


def test_unfinished_games_are_listed_with_their_summary_and_continue(qtbot, settings, data_dir):
    win = MainWindow(settings, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(win)
    win.show()
    setup = NewGameSetup("dice_duel", [Seat("Ana"), Seat("Cpu", "computer", "random")], {"rounds": 3}, seed=3)
    assert win.start_new(setup)
    play_one_human_action(qtbot, win)
    actions = [(a.seat, a.action) for a in win.session.record.actions]
    round_number = win.session.full_state_copy().round_number()
    assert win.close_game()
    assert win.session is None and win.stack.currentWidget() is win.welcome
    assert len(win.welcome.rows) == 1
    row = win.welcome.rows[0]
    saved = row.game.summary.saved_time()
    assert saved is not None and abs((dt.datetime.now().astimezone() - saved).total_seconds()) < 120
    clock = QLocale().toString(QTime(saved.hour, saved.minute), QLocale.FormatType.ShortFormat)
    day = "today" if saved.date() == dt.date.today() else "yesterday"  # a test run across midnight
    assert row.continue_button.text() == f"Continue: Dice duel, 2 players, round {round_number}, {day} {clock}"
    assert row.names.text() == "Ana, Cpu"
    qtbot.mouseClick(row.continue_button, Qt.MouseButton.LeftButton)
    assert win.session is not None and win.stack.currentWidget() is win.table_page
    assert [(a.seat, a.action) for a in win.session.record.actions][: len(actions)] == actions
    assert win.session.autosave_path == row.game.path  # it goes on in the same file


def test_the_table_has_the_keyboard_after_continue(qtbot, settings, data_dir):
    from PySide6.QtWidgets import QApplication

    win = MainWindow(settings, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(win)
    win.show()
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=3000)
    setup = NewGameSetup("dice_duel", [Seat("Ana"), Seat("Cpu", "computer", "random")], {"rounds": 3}, seed=3)
    assert win.start_new(setup)
    play_one_human_action(qtbot, win)
    assert win.close_game()
    win.log_list.setFocus()  # something else had the keyboard before
    assert win.resume_autosave()
    focus = QApplication.focusWidget()
    assert focus is not None and (focus is win.table or win.table.isAncestorOf(focus))


def test_delete_asks_first_and_keeps_the_game_when_cancelled(qtbot, settings, data_dir, monkeypatch):
    win = MainWindow(settings, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(win)
    win.show()
    setup = NewGameSetup("dice_duel", [Seat("Ana"), Seat("Cpu", "computer", "random")], {"rounds": 3}, seed=3)
    assert win.start_new(setup)
    play_one_human_action(qtbot, win)
    path = win.session.autosave_path
    assert win.close_game()
    asked = []
    answer = [QMessageBox.StandardButton.Cancel]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or answer[0])
    qtbot.mouseClick(win.welcome.rows[0].delete_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "Ana, Cpu" in asked[0]
    assert path.is_file() and len(win.welcome.rows) == 1
    answer[0] = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(win.welcome.rows[0].delete_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 2
    assert not path.exists() and win.welcome.rows == []


def test_when_reads_as_people_say_it(qapp):
    from giantapp.app import i18n

    i18n.switch_language(qapp, "en")
    now = dt.datetime(2026, 3, 12, 9, 5).astimezone()
    evening = now.replace(hour=21, minute=40)
    clock = QLocale().toString(QTime(21, 40), QLocale.FormatType.ShortFormat)
    assert when_text(evening - dt.timedelta(days=1), now) == f"yesterday {clock}"
    assert when_text(evening, now) == f"today {clock}"
    assert when_text(evening - dt.timedelta(days=3), now) == f"{QLocale().dayName((evening - dt.timedelta(days=3)).isoweekday())} {clock}"
    older = when_text(evening - dt.timedelta(days=30), now)
    assert older.endswith(clock) and not older.startswith(("today", "yesterday"))
    assert when_text(None, now) == ""


def test_the_start_page_loads_no_rules_engine(tmp_path):
    """Start-up must stay fast: the page reads each autosave's summary and never imports the rules,
    networkx or shapely (checked in a fresh interpreter, with unfinished games of both titles)."""
    folder = tmp_path / "autosaves"
    folder.mkdir()
    for game, players in (("giants", 4), ("hawaii", 2)):
        summary = {"game": game, "players": players, "names": [f"P{i}" for i in range(players)], "round": 5,
                   "actions": 120, "finished": False, "saved_at": "2026-01-02T21:40:00+00:00"}
        head = {"format": "giantapp-save", "version": 1, "summary": summary}
        (folder / f"{game}-x{saves.SAVE_SUFFIX}").write_text(json.dumps(head)[:-1] + ', "record": {}}', encoding="utf-8")
    script = f"""
import sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from giantapp.app.main_window import MainWindow
from giantapp.app.settings import Settings
win = MainWindow(Settings(QSettings({str(tmp_path / 's.ini')!r}, QSettings.Format.IniFormat)), autosave_dir={str(folder)!r})
win.show()
app.processEvents()
print(len(win.welcome.rows))
print(sorted(m for m in sys.modules if m.split('.')[0] in ('networkx', 'shapely') or m in ('giantapp.giants.game', 'giantapp.hawaii.game', 'giantapp.giants.state', 'giantapp.hawaii.state')))
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    rows, imported = out.stdout.split("\n")[:2]
    assert rows == "2"
    assert imported == "[]"


def test_a_narrow_window_narrows_the_log_so_the_table_keeps_room(qtbot, settings, data_dir):
    win = MainWindow(settings, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    setup = NewGameSetup("dice_duel", [Seat("Ana"), Seat("Cpu", "computer", "random")], {"rounds": 2}, seed=3)
    assert win.start_new(setup)
    win.resizeDocks([win.log_dock], [400], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: win.log_dock.width() >= 350, timeout=3000)
    win.resize(800, 600)
    qtbot.waitUntil(lambda: win.log_dock.width() <= 800 // 5 + 10, timeout=3000)
    assert win.table.width() > win.log_dock.width()

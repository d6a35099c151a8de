"""The start page: a card per game that opens the new-game dialog on that game, Open, and Resume with
a line naming the unfinished game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from giantapp.app import main_window as main_window_module
from giantapp.app import saves
from giantapp.app.main_window import MainWindow
from giantapp.app.new_game_dialog import NewGameDialog, NewGameSetup
from giantapp.engine import Seat


def test_cards_open_the_new_game_dialog_on_their_game(qtbot, settings, data_dir, monkeypatch):
    opened = []

    def fake_exec(dialog):
        opened.append(dialog.game_name())
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(main_window_module.NewGameDialog, "exec", fake_exec)
    win = MainWindow(settings, autosave_path=data_dir / saves.AUTOSAVE_NAME)
    qtbot.addWidget(win)
    win.show()
    assert list(win.welcome.cards) == ["giants", "hawaii"]
    for game in ("hawaii", "giants"):
        card = win.welcome.cards[game]
        assert card.blurb.text() and "players" in card.players_label.text()
        qtbot.mouseClick(win.findChild(QPushButton, f"new_{game}"), Qt.MouseButton.LeftButton)
    assert opened == ["hawaii", "giants"]
    assert win.session is None and win.stack.currentWidget() is win.welcome
    assert not win.welcome.resume_button.isVisibleTo(win)  # nothing to resume yet


def test_resume_button_names_the_unfinished_game(qtbot, settings, data_dir):
    win = MainWindow(settings, autosave_path=data_dir / saves.AUTOSAVE_NAME)
    qtbot.addWidget(win)
    setup = NewGameSetup("dice_duel", [Seat("Ana"), Seat("Cpu", "computer", "random")], {"rounds": 2}, seed=3)
    assert win.start_new(setup)
    qtbot.waitUntil(lambda: win.session.human_seat_to_act() == 0, timeout=5000)
    win.table.play_selected()
    qtbot.waitUntil(lambda: win.session.action_count() >= 2, timeout=5000)
    win.session.shutdown()
    fresh = MainWindow(settings, autosave_path=data_dir / saves.AUTOSAVE_NAME)
    qtbot.addWidget(fresh)
    fresh.show()
    assert fresh.welcome.resume_button.isVisibleTo(fresh)
    assert "Ana, Cpu" in fresh.welcome.resume_detail.text()
    qtbot.mouseClick(fresh.welcome.resume_button, Qt.MouseButton.LeftButton)
    assert fresh.session is not None and fresh.session.record.game == "dice_duel"
    assert fresh.stack.currentWidget() is fresh.table_page


def test_the_table_has_the_keyboard_after_resume(qtbot, settings, data_dir):
    from PySide6.QtWidgets import QApplication

    win = MainWindow(settings, autosave_path=data_dir / saves.AUTOSAVE_NAME)
    qtbot.addWidget(win)
    win.show()
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=3000)
    setup = NewGameSetup("hawaii", [Seat("Ana"), Seat("Cpu", "computer", "random")], {}, seed=3)
    assert win.start_new(setup)
    win.log_list.setFocus()  # something else had the keyboard before
    assert win.resume_autosave()
    focus = QApplication.focusWidget()
    assert focus is not None and (focus is win.table or win.table.isAncestorOf(focus))


def test_a_narrow_window_narrows_the_log_so_the_table_keeps_room(qtbot, settings, data_dir):
    win = MainWindow(settings, autosave_path=data_dir / saves.AUTOSAVE_NAME)
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

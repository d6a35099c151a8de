"""The main window: menus and shortcuts, playing through the generic table, hand-offs with the real
gate (blanked table), saving and opening, refusing bad files, resume, game over."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from giantapp.app import main_window as main_window_module
from giantapp.app import privacy, saves
from giantapp.app.main_window import MainWindow
from giantapp.app.new_game_dialog import NewGameSetup
from giantapp.app.tables import GenericTable, make_table
from giantapp.engine import Seat
from tests.fixtures.dice_duel import HIDDEN


@pytest.fixture
def warnings(monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    return shown


@pytest.fixture
def window(qtbot, settings, data_dir, monkeypatch):
    monkeypatch.setattr(main_window_module.GameOverDialog, "exec", lambda self: 0)
    win = MainWindow(settings, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(win)
    win.show()
    return win


def duel(*seats, **options):
    return NewGameSetup("dice_duel", list(seats), {"rounds": 2, **options}, seed=5)


def play_table_until_over(qtbot, win, bars=None):
    """Play the table's selected action for every human and press the window's "Done — pass to …"
    button whenever it shows (``bars`` collects (button text, viewer, confirming seat) then)."""
    session = win.session
    while not session.is_game_over():
        qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or win.confirm_bar.isVisible()
                        or session.is_game_over(), timeout=5000)
        if win.confirm_bar.isVisible():
            pending = session.pending_confirmation()
            assert pending is not None and session.human_seat_to_act() is None
            if bars is not None:
                bars.append((win.confirm_button.text(), session.viewer, pending.seat))
            qtbot.mouseClick(win.confirm_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not win.confirm_bar.isVisible(), timeout=5000)
        elif session.human_seat_to_act() is not None:
            assert win.table.actions.count() > 0
            win.table.play_selected()


def test_menus_and_standard_shortcuts(window):
    titles = [menu.title().replace("&", "") for menu in window.menus.values()]
    assert titles == ["Game", "Edit", "View", "Help"]
    shortcuts = {a.objectName(): [s.toString() for s in a.shortcuts()] for a in window.findChildren(type(window.act_new))}
    assert "Ctrl+N" in shortcuts["new"] and "Ctrl+O" in shortcuts["open"] and "Ctrl+S" in shortcuts["save"]
    assert "Ctrl+Q" in shortcuts["quit"]
    assert shortcuts["undo"][0] == "Ctrl+Z" and "Ctrl+Shift+Z" in shortcuts["redo"]
    assert window.act_undo.shortcut() == QKeySequence("Ctrl+Z")
    assert not window.act_save.isEnabled()  # nothing to save on the welcome page


def test_play_a_game_through_the_generic_table_and_the_log(qtbot, window):
    assert window.start_new(duel(Seat("Ana"), Seat("Cpu", "computer", "random")))
    assert isinstance(window.table, GenericTable)
    play_table_until_over(qtbot, window)
    texts = [window.log_list.item(i).text() for i in range(window.log_list.count())]
    assert texts[0].startswith("Chance: roll")
    # chance lines recede in grey; a player's lines are in (a darker shade of) the player's colour
    assert window.log_list.item(0).foreground().color().name() == "#6b6b6b"
    ana = next(i for i, t in enumerate(texts) if t.startswith("Ana: "))
    assert window.log_list.item(ana).foreground().color().name() != "#6b6b6b"
    assert any(t.startswith("Ana: ") for t in texts) and any(t.startswith("Cpu: ") for t in texts)
    qtbot.waitUntil(lambda: "Game over" in window.status_label.text(), timeout=5000)


def test_real_gate_blanks_the_table_while_the_hand_off_dialog_is_open(qtbot, window, monkeypatch):
    seen = []

    def confirm(dialog):
        session = window.session
        view = session.view_state()
        seen.append((window.is_blanked(), window.table.isVisible(), session.viewer, list(view.chips), dialog.windowTitle()))
        return 1

    monkeypatch.setattr(privacy.HandOffDialog, "exec", confirm)
    assert window.start_new(duel(Seat("Ana"), Seat("Bo")))
    bars = []
    play_table_until_over(qtbot, window, bars)
    assert len(seen) >= 3
    # every hand-off after a bid followed the bidder's own "Done", pressed on the bidder's own view
    assert len(bars) >= 2 and all(viewer == seat for _, viewer, seat in bars)
    assert {text for text, _, _ in bars} == {"Done — pass to Ana", "Done — pass to Bo"}
    for blanked, table_visible, viewer, chips, _ in seen:
        assert blanked and not table_visible and viewer is None
        assert all(c == HIDDEN for c in chips)
    assert not window.is_blanked()


def test_hand_off_dialog_cannot_be_dismissed_without_confirming(qtbot):
    dialog = privacy.HandOffDialog("Bo")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.reject()
    assert dialog.isVisible()
    assert "Bo" in dialog.confirm_button.text()
    dialog.confirm_button.click()
    assert not dialog.isVisible() and dialog.result() == dialog.DialogCode.Accepted


@pytest.mark.parametrize("language", ["en", "zh_TW", "zh_CN"])
def test_hand_off_dialog_is_big_shows_its_whole_title_and_sits_over_the_window(qtbot, window, language):
    from giantapp.app import i18n

    i18n.switch_language(None, language)
    try:
        window.resize(1280, 800)
        window.show()
        dialog = privacy.HandOffDialog("Bo", window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
        # a title bar spends about 200 px on its buttons and icon: the title must still fit
        assert dialog.width() >= 480 and dialog.width() >= title + 200
        assert dialog.confirm_button.height() > dialog.confirm_button.fontMetrics().height() * 1.5
        centre, window_centre = dialog.frameGeometry().center(), window.frameGeometry().center()
        assert abs(centre.x() - window_centre.x()) <= 2 and abs(centre.y() - window_centre.y()) <= 2
    finally:
        i18n.switch_language(None, "en")


def test_undo_and_redo_from_the_edit_menu(qtbot, window):
    setup = NewGameSetup("relay", [Seat("Ana"), Seat("Bo")], {"turns": 2}, seed=1)
    assert window.start_new(setup)
    session = window.session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    from tests.app.relay_game import Move

    session.submit(Move("add"))
    assert window.act_undo.isEnabled() and not window.act_redo.isEnabled()
    window.act_undo.trigger()
    assert session.action_count() == 0 and window.act_redo.isEnabled()
    window.act_redo.trigger()
    assert session.action_count() == 1


def test_save_as_then_open_restores_the_game(qtbot, window, tmp_path, monkeypatch, warnings):
    assert window.start_new(duel(Seat("Ana"), Seat("Cpu", "computer", "random")))
    session = window.session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    window.table.play_selected()
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save_as()
    written = tmp_path / ("mine" + saves.SAVE_SUFFIX)
    assert written.is_file() and window.save_path == written
    count = len(json.loads(written.read_text(encoding="utf-8"))["record"]["actions"])
    shown = [window.log_list.item(i).text() for i in range(window.log_list.count())]
    assert window.open_file(written)
    assert window.session is not session and window.session.action_count() == count
    # the log is rebuilt from the record: the same lines as before saving
    assert [window.log_list.item(i).text() for i in range(window.log_list.count())] == shown
    assert warnings == []


def test_corrupted_file_gives_a_message_and_changes_nothing(qtbot, window, tmp_path, warnings):
    assert window.start_new(duel(Seat("Ana"), Seat("Cpu", "computer", "random")))
    session = window.session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    before = (session.action_count(), vars(session.full_state_copy()), window.table)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "giantapp-save", "version": 1, "record": {', encoding="utf-8")
    assert not window.open_file(bad)
    assert len(warnings) == 1 and "damaged or incomplete" in warnings[0][1]
    assert window.session is session and not session.closed
    assert (session.action_count(), vars(session.full_state_copy()), window.table) == before
    assert session.human_seat_to_act() == 0  # the game goes on


def test_game_over_dialog_shows_breakdown_and_plays_again(qtbot, window, monkeypatch):
    shown = []

    def again(dialog):
        _scores, _breakdown, winners = window.session.final_results()
        names = [("Ana", "Bo")[w] for w in winners]
        expected = f"{names[0]} wins!" if len(names) == 1 else f"Shared win: {', '.join(names)}"
        shown.append((dialog.winner_label.text(), dialog.table.rowCount(), dialog.table.columnCount(), expected))
        dialog.again_button.click()
        return 1

    monkeypatch.setattr(main_window_module.GameOverDialog, "exec", again)
    assert window.start_new(NewGameSetup("relay", [Seat("Ana", "computer", "random"), Seat("Bo", "computer", "random")], {"turns": 2}, seed=3))
    first = window.session
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    assert shown[0][0] == shown[0][3]  # the winners of the finished game, by name
    assert shown[0][1:3] == (2, 2)  # "points" + total rows, two seats
    qtbot.waitUntil(lambda: window.session is not first, timeout=5000)
    assert window.session.record.game == "relay" and [s.name for s in window.session.seats] == ["Ana", "Bo"]


def test_tables_fall_back_to_the_generic_table(qtbot, settings):
    from giantapp.app.session import Session

    session = Session.new_game("dice_duel", [Seat("A"), Seat("B")], {}, settings=settings)
    table = make_table(session)
    qtbot.addWidget(table)
    assert isinstance(table, GenericTable)


@pytest.mark.parametrize("game", ["giants", "hawaii"])
def test_real_titles_get_their_table_or_the_generic_one(qtbot, settings, game):
    """The title's own table when its module imports (the views are built in parallel), else the fallback."""
    import importlib

    from giantapp.app.session import Session
    from giantapp.app.tables import TABLES
    from giantapp.engine import get_game

    module_name, class_name = TABLES[game].split(":")
    try:
        expected = getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError):
        expected = GenericTable
    players = get_game(game).min_players
    session = Session.new_game(game, [Seat(f"P{i}") for i in range(players)], {}, seed=1, settings=settings)
    table = make_table(session)
    qtbot.addWidget(table)
    assert isinstance(table, expected)
    session.shutdown()


def test_generic_table_filters_actions_and_plays_from_the_keyboard(qtbot, window):
    assert window.start_new(duel(Seat("Ana"), Seat("Cpu", "computer", "random"), chips=5))
    session = window.session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    table = window.table
    assert [table.actions.item(i).text() for i in range(table.actions.count())] == ["bid 0", "bid 1", "bid 2", "bid 3"]
    table.filter.setText("2")
    visible = [table.actions.item(i).text() for i in range(table.actions.count()) if not table.actions.item(i).isHidden()]
    assert visible == ["bid 2"] and table.actions.currentItem().text() == "bid 2"
    table.play_selected()
    assert session.record.actions[-1].seat == 0 and session.record.actions[-1].action == "bid 2"


def test_a_refusal_in_the_status_bar_is_cleared_by_the_next_move(qtbot, window):
    setup = NewGameSetup("relay", [Seat("Ana"), Seat("Bo")], {"turns": 2}, seed=1)
    assert window.start_new(setup)
    session = window.session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    from tests.app.relay_game import Move

    assert not session.submit(Move("fly"))
    assert window.statusBar().currentMessage().startswith("Not possible")
    assert session.submit(Move("add"))
    assert window.statusBar().currentMessage() == ""
    window.statusBar().showMessage("Saved to somewhere", 5000)  # other news stays
    window._on_state_changed()
    assert window.statusBar().currentMessage() == "Saved to somewhere"


def test_a_refusal_in_the_status_bar_is_cleared_when_the_player_tries_again_on_the_board(qtbot, window):
    from PySide6.QtCore import QPoint

    setup = NewGameSetup("giants", [Seat("Ana"), Seat("Bo", "computer", "random"), Seat("Cy", "computer", "random")],
                         {}, seed=3)
    assert window.start_new(setup)
    session = window.session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=10000)
    from giantapp.giants.actions import Pass

    legal = session.legal_actions()
    wrong = next((a for a in (Pass(),) if a not in legal), None)
    assert wrong is not None, "a pass is always refused during the bid"
    assert not session.submit(wrong)
    assert window.statusBar().currentMessage().startswith("Not possible")
    view = window.table.view
    corner = QPoint(4, 4)  # the sea at the corner: a press there starts a pan gesture
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    assert window.statusBar().currentMessage() == ""

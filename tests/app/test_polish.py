"""What players notice: full screen and back, the rules window (centred, Esc and Ctrl+W close it), the
keyboard-shortcuts list read from the real actions, the collapsible log, the game-over dialog (no empty
rows, no focus box, a readable header, placed beside the board's final card) and key names in zh_TW."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import QApplication

from giantapp.app import i18n
from giantapp.app import main_window as main_window_module
from giantapp.app.game_over import GameOverDialog, best_spot, final_card_rect
from giantapp.app.log_dock import STRIP_WIDTH
from giantapp.app.main_window import MainWindow
from giantapp.app.new_game_dialog import NewGameSetup
from giantapp.app.session import Session
from giantapp.app.shortcuts_dialog import ShortcutsDialog, keys_text, plain_text
from giantapp.engine import Seat


@pytest.fixture
def window(qtbot, settings, data_dir, gate, monkeypatch):
    monkeypatch.setattr(main_window_module.GameOverDialog, "exec", lambda self: 0)
    win = MainWindow(settings, gate=gate, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(win)
    win.resize(1100, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def duel(window) -> None:
    assert window.start_new(NewGameSetup("dice_duel", [Seat("Ana"), Seat("Bo")], {"rounds": 2}, seed=5))


# --- full screen -----------------------------------------------------------------------------------
def test_leaving_full_screen_returns_to_the_maximized_window(qtbot, window):
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized, timeout=3000)
    maximized = window.geometry()
    window.act_full.trigger()
    qtbot.waitUntil(window.isFullScreen, timeout=3000)
    assert window.act_full.isChecked()
    window.act_full.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=3000)
    assert window.isMaximized() and not window.act_full.isChecked()
    qtbot.waitUntil(lambda: window.geometry() == maximized, timeout=3000)


def test_leaving_full_screen_returns_to_a_normal_window_at_its_size(qtbot, window):
    window.showNormal()
    window.resize(1000, 650)
    qtbot.waitUntil(lambda: window.size() == QSize(1000, 650), timeout=3000)
    window.toggle_full_screen()
    qtbot.waitUntil(window.isFullScreen, timeout=3000)
    window.toggle_full_screen()
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=3000)
    assert not window.isMaximized()
    qtbot.waitUntil(lambda: window.size() == QSize(1000, 650), timeout=3000)


# --- the rules window ------------------------------------------------------------------------------
def test_the_rules_window_opens_centred_over_the_main_window(qtbot, window):
    window.resize(760, 700)  # inside the test screen (800×800), so centring needs no clamping
    window.move(30, 40)
    window.show_rules()
    help_window = window._help
    qtbot.waitExposed(help_window)
    centre, expected = help_window.frameGeometry().center(), window.frameGeometry().center()
    assert abs(centre.x() - expected.x()) <= 2 and abs(centre.y() - expected.y()) <= 2
    assert help_window.pos() != QPoint(0, 0)


@pytest.mark.parametrize("key", ["Escape", "Ctrl+W"])
def test_esc_and_ctrl_w_close_the_rules_window_and_nothing_else(qtbot, window, key):
    duel(window)
    game = window.session
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)  # the game took the keyboard when it started
    window.show_rules()
    help_window = window._help
    qtbot.waitUntil(help_window.isActiveWindow, timeout=3000)
    qtbot.keyClick(help_window.search, QKeySequence(key)[0].key(), QKeySequence(key)[0].keyboardModifiers())
    qtbot.waitUntil(lambda: not help_window.isVisible(), timeout=3000)
    assert window.session is game  # Ctrl+W closed the rules, not the game


# --- keyboard shortcuts ----------------------------------------------------------------------------
def test_the_shortcuts_dialog_lists_every_keyed_action_of_the_window(qtbot, window):
    duel(window)
    dialog = ShortcutsDialog(window, window)
    qtbot.addWidget(dialog)
    listed = {(keys, text) for _, keys, text in dialog.rows()}
    keyed = [a for a in window.findChildren(QAction) if keys_text(a)]
    assert len(keyed) >= 12  # New, Open, Save, Undo, F11, Ctrl+L, Rules, the shortcuts themselves…
    for action in keyed:
        assert (keys_text(action), plain_text(action.text())) in listed
    assert ("Ctrl+/", "Keyboard shortcuts") in listed and ("F11", "Full screen") in {(k.split(" / ")[0], t) for k, t in listed}
    # the dice-duel table has no shortcut_help(): the dialog says where its keys are instead
    assert dialog.note.isVisibleTo(dialog) and "table" in dialog.note.text()


def test_the_shortcuts_dialog_asks_the_table_for_its_keys(qtbot, window):
    duel(window)
    window.table.shortcut_help = lambda: [("P", "Pass"), ("1–9", "Choose a listed option")]
    dialog = ShortcutsDialog(window, window)
    qtbot.addWidget(dialog)
    table_rows = [(keys, text) for section, keys, text in dialog.rows() if section.startswith("On the")]
    assert table_rows == [("P", "Pass"), ("1–9", "Choose a listed option")]
    assert not dialog.note.isVisibleTo(dialog)


def test_help_menu_opens_the_shortcuts_list(qtbot, window, monkeypatch):
    opened = []
    monkeypatch.setattr(ShortcutsDialog, "exec", lambda self: opened.append(self.rows()) or 0)
    assert window.act_shortcuts in window.menus["help"].actions()
    assert window.act_shortcuts.shortcut() == QKeySequence("Ctrl+/")
    window.act_shortcuts.trigger()
    assert opened and any(text == "Rules" for _, _, text in opened[0])


def test_mnemonics_and_dots_are_left_out():
    assert plain_text("&New game…") == "New game"
    assert plain_text("新遊戲(&N)…") == "新遊戲"
    assert plain_text("Save && quit") == "Save & quit"


# --- the log -------------------------------------------------------------------------------------
def test_the_log_collapses_to_a_strip_and_comes_back_at_its_width(qtbot, window, settings):
    window.resize(1400, 800)
    duel(window)
    dock = window.log_dock
    qtbot.waitUntil(lambda: not dock.is_collapsed() and dock.width() > 150, timeout=3000)
    window.resizeDocks([dock], [260], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(dock.width() - 260) <= 4, timeout=3000)
    table_before = window.table.width()
    dock.collapse_button.click()
    qtbot.waitUntil(lambda: dock.width() == STRIP_WIDTH, timeout=3000)
    qtbot.waitUntil(lambda: window.table.width() >= table_before + 200, timeout=3000)  # the table got the room
    assert not window.act_log.isChecked()
    assert settings.raw_value("window/log") == "collapsed"
    window.resize(1500, 800)  # the player's choice wins over the window's width
    qtbot.wait(20)
    assert dock.is_collapsed()
    dock.strip.click()
    qtbot.waitUntil(lambda: abs(dock.width() - 260) <= 4, timeout=3000)
    assert window.act_log.isChecked() and settings.raw_value("window/log") == "open"
    window.act_log.trigger()  # Ctrl+L
    assert dock.is_collapsed()


def test_a_narrow_window_starts_with_the_log_collapsed_until_the_player_opens_it(qtbot, window, settings):
    window.resize(1024, 700)
    duel(window)
    assert window.log_dock.is_collapsed() and window.log_dock.isVisible()
    window.toggle_log()
    assert not window.log_dock.is_collapsed()
    window.resize(1000, 700)
    qtbot.wait(20)
    assert not window.log_dock.is_collapsed()  # opened by hand: it stays open


# --- the game-over dialog --------------------------------------------------------------------------
def finished_hawaii(settings) -> Session:
    from tests.hawaii_view.test_scene import finished_position

    position = finished_position()
    return Session(position.record, state=position.state, settings=settings)


def test_the_game_over_dialog_has_no_empty_rows_no_focus_box_and_a_readable_header(qtbot, settings):
    session = finished_hawaii(settings)
    dialog = GameOverDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    rows_height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() + table.horizontalHeader().height() == rows_height  # not one empty pixel row
    assert all(table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount()))
    assert table.focusPolicy() == Qt.FocusPolicy.NoFocus and not table.hasFocus()
    assert table.selectedItems() == [] and table.currentItem() is None
    text = table.palette().color(table.palette().ColorRole.Text)
    base = table.palette().color(table.palette().ColorRole.Base)
    for seat in range(table.columnCount()):
        header = table.horizontalHeaderItem(seat)
        assert header.foreground().style() == Qt.BrushStyle.NoBrush  # the palette's text colour, not the seat's
        assert not header.icon().isNull()  # the seat's colour is the swatch beside the name
    assert _contrast(text, base) >= 4.5
    session.shutdown()


def _contrast(a: QColor, b: QColor) -> float:
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_game_over_dialog_leaves_the_final_card_visible(qtbot, window, settings, monkeypatch):
    shown = []

    def look(dialog):
        dialog.show()
        qtbot.waitUntil(lambda: dialog._placed == 2, timeout=3000)
        shown.append((QRect(dialog.frameGeometry()), final_card_rect(window)))
        dialog.close()
        return 0

    monkeypatch.setattr(main_window_module.GameOverDialog, "exec", look)
    window.resize(1280, 800)
    window.install_session(finished_hawaii(settings))
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    dialog_rect, card = shown[0]
    assert card is not None and card.width() > 100  # the table's "Final scoring" card was found on screen
    assert not dialog_rect.intersects(card)


def test_best_spot_is_centred_without_a_card_and_beside_it_with_one():
    window, screen, size = QRect(0, 0, 1280, 800), QRect(0, 0, 1280, 800), QSize(700, 320)
    assert best_spot(window, screen, size, None) == QPoint(289, 239)  # QRect.center() rounds down
    card = QRect(200, 100, 260, 200)
    spot = best_spot(window, screen, size, card)
    assert not QRect(spot, size).intersects(card) and screen.contains(QRect(spot, size))


# --- key names ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("language, backspace", [("zh_TW", "退格鍵"), ("zh_CN", "退格")])
def test_key_names_are_translated_in_both_chinese_scripts(qapp, language, backspace):
    try:
        i18n.switch_language(qapp, language)
        assert QKeySequence("Backspace").toString(QKeySequence.SequenceFormat.NativeText) == backspace
        assert QKeySequence("Return").toString(QKeySequence.SequenceFormat.NativeText) != "Return"
        # Qt's own words still come from Qt where we have none
        assert QApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    finally:
        i18n.switch_language(qapp, "en")


def test_long_log_lines_wrap_instead_of_being_cut(qtbot, window):
    window.resize(1400, 800)
    duel(window)
    dock = window.log_dock
    window.resizeDocks([dock], [200], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(dock.width() - 200) <= 4, timeout=3000)
    log = window.log_list
    log.addItem("Ana buys Breadfruit (II) for 4 shells, into village 1, and pays 4 shells, 1 foot, 1 fruit")
    item = log.item(log.count() - 1)
    line = log.fontMetrics().height()
    qtbot.waitUntil(lambda: log.visualItemRect(item).height() >= 2 * line, timeout=3000)
    assert log.visualItemRect(item).width() <= log.viewport().width()
    assert log.textElideMode() == Qt.TextElideMode.ElideNone
    window.resizeDocks([dock], [320], Qt.Orientation.Horizontal)  # wider: fewer lines, still all of it
    qtbot.waitUntil(lambda: log.visualItemRect(item).height() < 4 * line, timeout=3000)


def test_a_first_start_fits_the_window_to_a_small_screen_and_maximizes_it(qtbot, settings, data_dir):
    from giantapp.app.launch import fit_to_screen

    fresh = MainWindow(settings, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(fresh)
    area = fresh.screen().availableGeometry()  # the test screen is 800×800: smaller than the default window
    assert not fresh.geometry_restored
    assert fit_to_screen(fresh)
    assert fresh.width() <= area.width() and fresh.height() <= area.height()
    fresh.resize(700, 500)
    fresh.close()  # saves the geometry
    again = MainWindow(settings, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(again)
    assert again.geometry_restored and not fit_to_screen(again)  # the player's size is kept
    assert again.size() == QSize(700, 500)

"""The main window at ordinary sizes (1024×700, 1280×800) in every language: no text of the window
outside the table is cut, no font is smaller than 11 device pixels, and the log leaves the table room.

The table's own drawing is the tables' business (their tests measure it); here every visible widget of
the window that is not inside the table is walked: labels, buttons, the menu bar, the status bar, the
log dock with its title and collapsed strip.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QMenuBar, QPushButton, QRadioButton, QWidget

from giantapp.app import i18n
from giantapp.app.log_dock import STRIP_WIDTH, _Strip
from giantapp.app.main_window import MainWindow
from giantapp.app.new_game_dialog import NewGameSetup
from giantapp.engine import Seat

SIZES = [(1024, 700), (1280, 800)]
LANGUAGES = ["en", "zh_TW", "zh_CN"]
SMALLEST_PX = 11


@pytest.fixture
def language(qapp, request):
    i18n.switch_language(qapp, request.param)
    yield request.param
    i18n.switch_language(qapp, "en")


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def shown_widgets(window: QWidget, exclude: QWidget | None) -> list[QWidget]:
    """The window's visible widgets in the window itself (not popups), outside ``exclude``."""
    out = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not window:
            continue
        if exclude is not None and (widget is exclude or exclude.isAncestorOf(widget)):
            continue
        out.append(widget)
    return out


def cut_texts(widgets: list[QWidget]) -> list[str]:
    """Every text that does not fit its widget, as 'class name: text (needed > has)'."""
    problems = []
    for widget in widgets:
        metrics = QFontMetrics(widget.font())
        if isinstance(widget, QLabel):
            text = widget.text()
            rich = widget.textFormat() == Qt.TextFormat.RichText or (
                widget.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
            if not text or rich or not widget.pixmap().isNull():
                continue
            if widget.wordWrap():
                needed, has = widget.heightForWidth(widget.width()), widget.height()
            else:
                needed = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
                has = widget.contentsRect().width() - 2 * widget.margin()
            if needed > has + 1:
                problems.append(f"QLabel {widget.objectName()!r}: {text!r} ({needed} > {has})")
        elif isinstance(widget, _Strip):
            if widget.text_length() + metrics.height() + 14 > widget.height():
                problems.append(f"log strip: {widget.text()!r} ({widget.text_length()} > {widget.height()})")
        elif isinstance(widget, (QCheckBox, QRadioButton)):
            if widget.text() and widget.sizeHint().width() > widget.width() + 1:
                problems.append(f"{type(widget).__name__}: {widget.text()!r} ({widget.sizeHint().width()} > {widget.width()})")
        elif isinstance(widget, QAbstractButton):
            text = _plain(widget.text())
            if not text:
                continue
            needed = metrics.horizontalAdvance(text) + (widget.iconSize().width() + 4 if not widget.icon().isNull() else 0)
            has = widget.contentsRect().width() - (8 if isinstance(widget, QPushButton) else 2)
            if needed > has:
                problems.append(f"{type(widget).__name__} {widget.objectName()!r}: {text!r} ({needed} > {has})")
        elif isinstance(widget, QMenuBar):
            for action in widget.actions():
                text = _plain(action.text())
                has = widget.actionGeometry(action).width()
                if text and metrics.horizontalAdvance(text) > has:
                    problems.append(f"menu {text!r} ({metrics.horizontalAdvance(text)} > {has})")
    return problems


def smallest_font(widgets: list[QWidget]) -> tuple[float, str]:
    """The smallest font of a widget that shows text, in device pixels, and which widget it is."""
    smallest, who = 1e9, ""
    for widget in widgets:
        shows_text = (isinstance(widget, (QLabel, QAbstractButton)) and bool(widget.text())) or isinstance(widget, QMenuBar)
        if not shows_text:
            continue
        pixels = QFontInfo(widget.font()).pixelSize() * widget.devicePixelRatioF()
        if pixels < smallest:
            smallest, who = pixels, f"{type(widget).__name__} {widget.objectName()!r}"
    return smallest, who


def sized_window(qtbot, settings, data_dir, gate, size) -> MainWindow:
    window = MainWindow(settings, gate=gate, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def check(window: MainWindow) -> None:
    widgets = shown_widgets(window, window.table)
    assert len(widgets) > 5  # the walk really saw the window
    assert cut_texts(widgets) == []
    pixels, who = smallest_font(widgets)
    assert pixels >= SMALLEST_PX, f"{who} uses {pixels} px"


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_start_page_fits(qtbot, settings, data_dir, gate, language, size):
    window = sized_window(qtbot, settings, data_dir, gate, size)
    assert window.stack.currentWidget() is window.welcome
    check(window)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_giants_game_leaves_the_table_room_and_cuts_no_text(qtbot, settings, data_dir, gate, language, size):
    window = sized_window(qtbot, settings, data_dir, gate, size)
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cy")]
    assert window.start_new(NewGameSetup("giants", seats, {}, seed=4))
    gate.session = window.session
    qtbot.waitUntil(lambda: window.session.human_seat_to_act() is not None, timeout=10000)
    dock = window.log_dock
    # below 1280 px the log starts as its strip; at 1280 it is open at a fifth of the width at most
    if size[0] < 1280:
        assert dock.is_collapsed() and dock.width() == STRIP_WIDTH
    else:
        assert not dock.is_collapsed() and 150 <= dock.width() <= size[0] // 5
    assert window.table.width() >= size[0] - dock.width() - 20
    check(window)
    window.toggle_log()  # and the other state of the log, as the player may choose it
    qtbot.wait(10)
    check(window)


def test_the_checks_see_a_cut_label_and_a_tiny_font(qtbot):
    """The walk's own measure: a label too narrow for its text and a 8 px font are found."""
    holder = QWidget()
    qtbot.addWidget(holder)
    cut = QLabel("A sentence far too long for forty pixels", holder)
    cut.setObjectName("cut")
    cut.setFixedWidth(40)
    fine = QLabel("ok", holder)
    fine.move(0, 30)
    font = fine.font()
    font.setPixelSize(8)
    fine.setFont(font)
    fine.adjustSize()
    holder.show()
    widgets = shown_widgets(holder, None)
    assert [p.split(":")[0] for p in cut_texts(widgets)] == ["QLabel 'cut'"]
    assert smallest_font(widgets)[0] == 8


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_dialogs_of_the_window_cut_no_text(qtbot, settings, data_dir, gate, language):
    """The game-over dialog, the shortcuts list and the rules window, in every language."""
    from giantapp.app.game_over import GameOverDialog
    from giantapp.app.session import Session
    from giantapp.app.shortcuts_dialog import ShortcutsDialog
    from tests.hawaii_view.test_scene import finished_position

    window = sized_window(qtbot, settings, data_dir, gate, (1024, 700))
    position = finished_position()
    session = Session(position.record, state=position.state, settings=settings)
    over = GameOverDialog(session, window)
    shortcuts = ShortcutsDialog(window, window)
    qtbot.addWidget(over)
    qtbot.addWidget(shortcuts)
    window.show_rules()  # the rules window belongs to the main window
    for dialog in (over, shortcuts, window._help):
        dialog.show()
        qtbot.waitExposed(dialog)
        widgets = shown_widgets(dialog, None)
        assert cut_texts(widgets) == [], type(dialog).__name__
        pixels, who = smallest_font(widgets)
        assert pixels >= SMALLEST_PX, f"{who} uses {pixels} px"
        dialog.hide()
    # every score column is wide enough for its player's name beside the colour swatch
    header = over.table.horizontalHeader()
    for seat in range(over.table.columnCount()):
        name = over.table.horizontalHeaderItem(seat).text()
        bold = over.table.horizontalHeaderItem(seat).font()
        assert QFontMetrics(bold).horizontalAdvance(name) + header.iconSize().width() + 8 <= header.sectionSize(seat)
    session.shutdown()

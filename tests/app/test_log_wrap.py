"""Long log lines wrap (all of their words stay visible) instead of being cut with "…", also after the
dock is narrowed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidgetItem

from giantapp.app.main_window import MainWindow

LONG = "Ana's sorcerer goes to (1,9) and reserves ahu A33, then places the chief on (5,8) beside the quarry"


def test_a_long_log_line_wraps_and_is_never_elided(qtbot, settings, data_dir):
    window = MainWindow(settings, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.log_dock.show()
    log = window.log_list
    assert log.textElideMode() == Qt.TextElideMode.ElideNone
    for _ in range(3):
        log.addItem(QListWidgetItem(LONG))
    line = log.fontMetrics().height()
    heights = []
    for width in (300, 170):
        window.resizeDocks([window.log_dock], [width], Qt.Orientation.Horizontal)
        qtbot.waitUntil(lambda: abs(window.log_dock.width() - width) <= 2, timeout=5000)
        qtbot.waitUntil(lambda: log.visualItemRect(log.item(0)).width() <= log.viewport().width(), timeout=5000)
        rect = log.visualItemRect(log.item(0))
        heights.append(rect.height())
    assert heights[1] > heights[0] >= 2 * line  # narrower: more lines, not a cut line

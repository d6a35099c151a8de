"""The game log's dock: beside the table, collapsible to a thin strip so the table gets the width.

Why collapsible rather than closable: at 1024×700 or 1280×800 the tables' own side panels and a full
log would take almost half of the window. Collapsed, the log is a narrow strip with its name on it; one
click (or Ctrl+L, View → Game log) brings it back at the width it had. Until the player chooses, the
window collapses it below :data:`AUTO_EXPAND_WIDTH` and opens it above; the player's choice is
remembered (``window/log`` in the settings) and wins from then on.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QToolButton,
    QWidget,
)

#: windows at least this wide show the log open (until the player chooses otherwise)
AUTO_EXPAND_WIDTH = 1280
#: the width of the collapsed strip
STRIP_WIDTH = 30
#: the open log's width: a share of the window, within these bounds
DEFAULT_SHARE = 0.18
MIN_OPEN_WIDTH = 180
MAX_DEFAULT_WIDTH = 320


def default_width(window_width: int) -> int:
    """The open log's width in a window of ``window_width`` pixels when the player has not set one."""
    return max(MIN_OPEN_WIDTH, min(MAX_DEFAULT_WIDTH, int(window_width * DEFAULT_SHARE)))


def _is_cjk(text: str) -> bool:
    return any(0x3000 <= ord(c) <= 0x9FFF or 0xF900 <= ord(c) <= 0xFAFF for c in text)


class _Strip(QAbstractButton):
    """The collapsed log: a narrow full-height button with "Game log" written upwards."""

    def sizeHint(self) -> QSize:
        return QSize(STRIP_WIDTH, 120)

    def minimumSizeHint(self) -> QSize:
        return QSize(STRIP_WIDTH, 60)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        background = palette.button().color()
        if self.underMouse():
            background = background.darker(108)
        painter.fillRect(self.rect(), background)
        painter.setPen(palette.mid().color())
        painter.drawLine(0, 0, 0, self.height())
        painter.setPen(palette.buttonText().color())
        metrics = self.fontMetrics()
        arrow = "«"
        painter.drawText(QRectF(0, 6, self.width(), metrics.height()), Qt.AlignmentFlag.AlignHCenter, arrow)
        top = 14 + metrics.height()
        if _is_cjk(self.text()):  # Chinese is written top to bottom, each character upright
            for index, char in enumerate(self.text()):
                painter.drawText(QRectF(0, top + index * metrics.height(), self.width(), metrics.height()),
                                 Qt.AlignmentFlag.AlignHCenter, char)
        else:  # Latin text runs upwards along the strip
            painter.translate(self.width() / 2 + metrics.ascent() / 2 - metrics.descent() / 2, top)
            painter.rotate(90)
            painter.drawText(0, 0, self.text())
        painter.end()

    def text_length(self) -> int:
        """How long the strip's text is along the strip, in pixels."""
        metrics = self.fontMetrics()
        if _is_cjk(self.text()):
            return metrics.height() * len(self.text())
        return metrics.horizontalAdvance(self.text())

    def enterEvent(self, event) -> None:
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        self.update()
        super().leaveEvent(event)


class LogDock(QDockWidget):
    """A dock holding ``content`` (the log list) that collapses to a strip. ``collapsed_changed(bool)``
    tells the window; ``chosen`` is True once the player collapsed or opened it by hand."""

    collapsed_changed = Signal(bool)
    #: the player opened or collapsed the log (by the strip, the title's button or the menu)
    toggled_by_player = Signal(bool)

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log_dock")
        # no close button: collapsing replaces closing, so the log can always be brought back in place
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.content = content
        self._collapsed = False
        self._sized = False
        self.open_width: int | None = None  # the width the player last gave the open log

        self.pages = QStackedWidget()
        self.pages.addWidget(content)
        self.strip = _Strip()
        self.strip.setObjectName("log_strip")
        self.strip.setCursor(Qt.CursorShape.PointingHandCursor)
        self.strip.clicked.connect(lambda: self._player_sets(False))
        self.pages.addWidget(self.strip)
        self.setWidget(self.pages)

        self.title_bar = QWidget()
        self.title_bar.setObjectName("log_title")
        row = QHBoxLayout(self.title_bar)
        row.setContentsMargins(6, 2, 2, 2)
        self.title_label = QLabel()
        self.title_label.setObjectName("log_title_text")
        row.addWidget(self.title_label, 1)
        self.collapse_button = QToolButton()
        self.collapse_button.setObjectName("log_collapse")
        self.collapse_button.setText("»")
        self.collapse_button.setAutoRaise(True)
        self.collapse_button.clicked.connect(lambda: self._player_sets(True))
        row.addWidget(self.collapse_button)
        self.empty_title = QWidget()  # collapsed: the strip says everything
        self.empty_title.setFixedHeight(0)
        self.setTitleBarWidget(self.title_bar)
        self.retranslate()

    # --- state ---------------------------------------------------------------------------------
    def is_collapsed(self) -> bool:
        return self._collapsed

    def set_collapsed(self, collapsed: bool) -> None:
        """Collapse to the strip or open again at the width it had (the window's toggle calls this)."""
        if collapsed == self._collapsed:
            return
        if collapsed:
            if self.isVisible() and self.width() > STRIP_WIDTH * 2:
                self.open_width = self.width()
            self._collapsed = True
            self.pages.setCurrentWidget(self.strip)
            self.setTitleBarWidget(self.empty_title)
            self.title_bar.hide()
            self.setFixedWidth(STRIP_WIDTH)
        else:
            self._collapsed = False
            self.setMinimumWidth(MIN_OPEN_WIDTH // 2)
            self.setMaximumWidth(16777215)
            self.pages.setCurrentWidget(self.content)
            self.setTitleBarWidget(self.title_bar)
            self.title_bar.show()
            window = self.parentWidget()
            self._sized = True
            if window is not None and hasattr(window, "resizeDocks"):
                width = self.open_width or default_width(window.width())
                window.resizeDocks([self], [min(width, max(MIN_OPEN_WIDTH, window.width() // 3))],
                                   Qt.Orientation.Horizontal)
        self.collapsed_changed.emit(collapsed)

    def size_for(self, window: QWidget) -> None:
        """Open for the first time in this run: the default width for ``window``'s width (a share of it),
        so the table gets the rest; later the width the player gives it stays."""
        if self._sized or self._collapsed or not hasattr(window, "resizeDocks"):
            return
        self._sized = True
        window.resizeDocks([self], [default_width(window.width())], Qt.Orientation.Horizontal)

    def _player_sets(self, collapsed: bool) -> None:
        self.set_collapsed(collapsed)
        self.toggled_by_player.emit(collapsed)

    # --- words ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        title = self.tr("Game log")
        self.setWindowTitle(title)
        self.title_label.setText(title)
        self.strip.setText(title)
        self.strip.setToolTip(self.tr("Show the game log (Ctrl+L)"))
        self.strip.setAccessibleName(self.tr("Show the game log"))
        self.collapse_button.setToolTip(self.tr("Collapse the game log to give the table room (Ctrl+L)"))
        self.collapse_button.setAccessibleName(self.tr("Collapse the game log"))
        self.strip.setMinimumHeight(14 + self.strip.fontMetrics().height() + self.strip.text_length() + 8)
        self.strip.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "strip"):
            self.retranslate()
        super().changeEvent(event)

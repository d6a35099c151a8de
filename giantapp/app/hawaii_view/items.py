"""Scene items of the Hawaii table: one small painted item class, highlights and the drag ghost.

Why one generic item: every piece and space is "a rectangle painted by an art function" plus what it is
for the gestures (``role``: chief, supply, token, target…; ``key``: which place, cell or dock). The table
finds what lies under the mouse by role, so items hold no game logic and never change game state.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from . import art

Painter = Callable[[QPainter, QRectF], None]


class PaintItem(QGraphicsItem):
    """A rectangle drawn by ``paint`` (an art function). ``role``/``key`` say what it is for gestures;
    ``info`` holds what it shows in data form (for tests and accessibility)."""

    def __init__(self, rect: QRectF, paint: Painter, role: str | None = None, key: tuple | None = None,
                 tip: str | None = None, parent: QGraphicsItem | None = None, info: object = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self._paint = paint
        self.role = role
        self.key = key
        self.info = info
        if tip:
            self.setToolTip(tip)
        if role in ("chief", "supply", "token", "target", "cell", "boat"):
            self.setCursor(Qt.CursorShape.PointingHandCursor if role != "cell" else Qt.CursorShape.ArrowCursor)

    def boundingRect(self) -> QRectF:
        return self._rect

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D401 - Qt signature
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        self._paint(painter, self._rect)


class HighlightItem(QGraphicsItem):
    """A glowing frame over a legal target, with an optional label (e.g. the foot cost)."""

    COLOURS = {"target": art.HIGHLIGHT, "selected": QColor("#4da3ff"), "bad": art.BAD, "default": art.GOOD}

    def __init__(self, rect: QRectF, label: str = "", mode: str = "target", parent: QGraphicsItem | None = None,
                 key: tuple | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.label = label
        self.mode = mode
        self.key = key  # what it lights up (a target key), so a drag can show which one it is over
        self.hover = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(50)

    def boundingRect(self) -> QRectF:
        pad = 8.0
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = self.COLOURS["default"] if self.hover else self.COLOURS.get(self.mode, art.HIGHLIGHT)
        r = self._rect
        side = min(r.width(), r.height())
        glow = QColor(colour)
        glow.setAlpha(70 if self.mode != "selected" else 25)
        painter.setBrush(glow)
        painter.setPen(QPen(colour, max(3.0, side * 0.05)))
        painter.drawRoundedRect(r.adjusted(2, 2, -2, -2), side * 0.1, side * 0.1)
        if self.label:
            size = max(14.0, min(28.0, side * 0.3))
            badge = QRectF(r.left() + 4, r.top() + 4, size * (0.7 * len(self.label) + 1.2), size * 1.4)
            painter.setBrush(colour.darker(140) if self.mode != "target" else QColor("#7a5c00"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(badge, size * 0.4, size * 0.4)
            art.text(painter, badge, self.label, size, QColor("white"), True)


    def set_hover(self, hover: bool) -> None:
        """Green while a dragged piece is over this target (dropping here plays it)."""
        if hover != self.hover:
            self.hover = hover
            self.update()


class PreviewItem(HighlightItem):
    """A tile shown translucent where it would go while its purchase is being decided (not played yet)."""

    def __init__(self, rect: QRectF, tile: str) -> None:
        super().__init__(rect, "", "selected")
        self.tile = tile

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.save()
        painter.setOpacity(0.6)
        art.draw_tile(painter, self._rect.adjusted(3, 3, -3, -3), self.tile, 1)
        painter.restore()
        super().paint(painter, option, widget)


class GhostItem(QGraphicsItem):
    """What follows the mouse during a drag: a translucent copy of the dragged piece."""

    def __init__(self, rect: QRectF, paint: Painter) -> None:
        super().__init__()
        self._rect = QRectF(rect.translated(-rect.center()))
        self._paint = paint
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(100)
        self.setOpacity(0.8)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._paint(painter, self._rect)

    def centre_on(self, point: QPointF) -> None:
        self.setPos(point)

"""Scene items: one small class that draws a piece of art and knows what it stands for.

Every item carries a ``key`` (a tuple) naming the model thing it mirrors, e.g. ``("hex", (5, 6))``,
``("object", "M7")``, ``("screen", 2, "worker", 0)`` (a worker behind seat 2's screen) or
``("front", 1, "tablet", 0)``. The interaction layer maps keys to legal actions; tests read keys to
check what the scene shows (privacy) and to find where to press the mouse.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import art
from .geometry import HEX, hex_polygon

Painter = Callable[[QPainter], None]


class ArtItem(QGraphicsObject):
    """A vector-drawn thing with a key, a tooltip, and highlight / selection looks for interaction."""

    def __init__(self, key: tuple, rect: QRectF, draw: Painter, tooltip: str = "",
                 shape: QPainterPath | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self._rect = rect
        self._draw = draw
        self._shape = shape
        self.highlighted = False
        self.selected_look = False
        self.badge = ""  # a small count shown at the lower right ("×3")
        self.setData(0, key)
        if tooltip:
            self.setToolTip(tooltip)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        if self._shape is not None:
            return self._shape
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def set_selected_look(self, on: bool) -> None:
        if on != self.selected_look:
            self.selected_look = on
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.highlighted or self.selected_look:
            colour = art.SELECTED if self.selected_look else art.HIGHLIGHT
            glow = QColor(colour)
            glow.setAlpha(150)
            painter.setPen(QPen(glow, 3.5))
            glow.setAlpha(60)
            painter.setBrush(glow)
            painter.drawPath(self.shape())
        self._draw(painter)
        if self.badge:
            font = QFont()
            font.setPixelSize(9)
            font.setBold(True)
            painter.setFont(font)
            r = QRectF(self._rect.right() - 9, self._rect.bottom() - 9, 14, 11)
            painter.setPen(art.pen("#222222", 0.6))
            painter.setBrush(QColor("#fffbe8"))
            painter.drawRoundedRect(r, 3, 3)
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.badge)


class HexItem(ArtItem):
    """A land hex; lights up as a legal target and carries the hex's tooltip."""

    def __init__(self, key: tuple, draw: Painter, tooltip: str) -> None:
        poly = hex_polygon(HEX - 1.0)
        shape = QPainterPath()
        shape.addPolygon(poly)
        shape.closeSubpath()
        super().__init__(key, QRectF(-HEX, -HEX, 2 * HEX, 2 * HEX), draw, tooltip, shape)
        self.setZValue(0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._draw(painter)
        if self.highlighted or self.selected_look:
            glow = QColor(art.SELECTED if self.selected_look else art.HIGHLIGHT)
            glow.setAlpha(110)
            painter.setBrush(glow)
            edge = QColor(art.HIGHLIGHT).darker(130)
            painter.setPen(QPen(edge, 3))
            painter.drawPath(self.shape())


class TextItem(QGraphicsItem):
    """Plain words on the table (names, counts, headings), drawn as vector text."""

    def __init__(self, text: str, size: float = 12, bold: bool = False, colour: str = "#1d1a16",
                 width: float = 0, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.font = QFont()
        self.font.setPixelSize(int(size))
        self.font.setBold(bold)
        self.colour = QColor(colour)
        self.width = width or max(20.0, len(text) * size * 0.62)
        self.height = size * 1.45
        self.align = align
        self.setData(0, ("text", text))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(self.boundingRect(), int(self.align | Qt.AlignmentFlag.AlignVCenter), self.text)


class PanelItem(QGraphicsItem):
    """A rounded background panel (a player's area, the round strip)."""

    def __init__(self, key: tuple, rect: QRectF, fill: str, edge: str, edge_width: float = 1.5) -> None:
        super().__init__()
        self.key = key
        self.rect = rect
        self.fill = QColor(fill)
        self.edge = QColor(edge)
        self.edge_width = edge_width
        self.setData(0, key)
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self.edge, self.edge_width))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(self.rect, 10, 10)


class RouteItem(QGraphicsItem):
    """The relay path the engine proposes, drawn while an object is dragged over a reachable hex."""

    def __init__(self, points: list[QPointF], label: str = "") -> None:
        super().__init__()
        self.points = points
        self.label = label
        self.setZValue(40)
        self.setData(0, ("route",))
        path = QPainterPath()
        if points:
            path.moveTo(points[0])
            for pt in points[1:]:
                path.lineTo(pt)
        self.path = path

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-10, -40, 240, 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        outline = QPen(QColor(0, 0, 0, 120), 7)
        outline.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(outline)
        painter.drawPath(self.path)
        line = QPen(art.ROUTE, 3.5, Qt.PenStyle.DashLine)
        line.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(line)
        painter.drawPath(self.path)
        painter.setBrush(art.ROUTE)
        for pt in self.points[1:]:
            painter.drawEllipse(pt, 4, 4)
        if self.label and self.points:
            end = self.points[-1]
            font = QFont()
            font.setPixelSize(12)
            font.setBold(True)
            painter.setFont(font)
            width = painter.fontMetrics().horizontalAdvance(self.label) + 12
            box = QRectF(end.x() + 10, end.y() - 34, width, 20)
            painter.setPen(QPen(QColor("#333333"), 1))
            painter.setBrush(QColor(255, 251, 232, 235))
            painter.drawRoundedRect(box, 5, 5)
            painter.setPen(QColor("#1d1a16"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.label)


def centred(w: float, h: float) -> QRectF:
    return QRectF(-w / 2, -h / 2, w, h)


def at(item: QGraphicsItem, pos: QPointF) -> QGraphicsItem:
    item.setPos(pos)
    return item

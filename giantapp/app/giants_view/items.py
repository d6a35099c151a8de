"""Giants' own overlay item: the relay path shown while a moai or hat is dragged.

Every piece and space of the table is a keyed item of the board kit (``giantapp.app.board.items``),
described by :mod:`.scene`; only the route preview, which belongs to a drag in progress and to no piece
of the model, is drawn here.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import art


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

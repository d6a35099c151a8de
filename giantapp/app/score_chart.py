"""A line chart of every player's score round by round, drawn with QPainter (no chart library).

Why QPainter: the chart is a few lines and labels; PySide6-Essentials has no QtCharts and the bundle
must stay small. Each player's line has the seat's colour and its own point marker (circle, square,
triangle, diamond, cross), so the lines stay apart for colour-blind players and in print. The numbers
behind the picture are also the widget's accessible description and tooltip.
"""

from __future__ import annotations

import math
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

MARKERS = ("circle", "square", "triangle", "diamond", "cross")


class ScoreChart(QWidget):
    """Scores (y) after each round (x). ``set_data(names, colours, points)`` with points as
    ``[(round number, [score per seat]), ...]``; round 0 is the start."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_chart")
        self.names: list[str] = []
        self.colours: list[str] = []
        self.points: list[tuple[int, list[int]]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(260, 180)

    def sizeHint(self) -> QSize:
        return QSize(420, 260)

    def set_data(self, names: Sequence[str], colours: Sequence[str], points: Sequence[tuple[int, Sequence[int]]]) -> None:
        self.names = list(names)
        self.colours = list(colours)
        self.points = [(int(r), [int(s) for s in scores]) for r, scores in points]
        self._describe()
        self.update()

    def _describe(self) -> None:
        lines = []
        for seat, name in enumerate(self.names):
            values = ", ".join(str(scores[seat]) for _, scores in self.points if seat < len(scores))
            lines.append(self.tr("{name}: {values}").format(name=name, values=values))
        text = self.tr("Score after each round") + "\n" + "\n".join(lines)
        self.setAccessibleName(self.tr("Score after each round"))
        self.setAccessibleDescription(text)
        self.setToolTip(text)

    # --- drawing -----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        text_colour = palette.text().color()
        metrics = self.fontMetrics()
        line_height = metrics.height()
        if not self.points or not self.names:
            painter.setPen(text_colour)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No scores to show."))
            painter.end()
            return

        title = self.tr("Score after each round")
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(text_colour)
        painter.drawText(QRectF(0, 4, self.width(), line_height), Qt.AlignmentFlag.AlignHCenter, title)
        painter.setFont(self.font())

        legend_rows = self._legend_rows(metrics)
        top = 8 + line_height * 1.4
        # below the plot: half of the "0" label, the round numbers, the axis title, the legend
        bottom = self.height() - line_height * (2.6 + len(legend_rows)) - 12
        highest = max(1, max(max(scores) for _, scores in self.points))
        step = _nice_step(highest)
        top_value = step * math.ceil(highest / step)
        left = 16 + metrics.horizontalAdvance(str(top_value))
        right = self.width() - 12
        if bottom - top < 40 or right - left < 60:
            painter.end()
            return
        rounds = [r for r, _ in self.points]
        first, last = min(rounds), max(rounds)
        span = max(1, last - first)

        def x_of(round_number: float) -> float:
            return left + (round_number - first) / span * (right - left)

        def y_of(value: float) -> float:
            return bottom - value / top_value * (bottom - top)

        grid = QColor(text_colour)
        grid.setAlpha(50)
        value = 0
        while value <= top_value:
            y = y_of(value)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(left, y), QPointF(right, y))
            painter.setPen(text_colour)
            painter.drawText(QRectF(0, y - line_height / 2, left - 10, line_height),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value))
            value += step
        label_every = max(1, math.ceil(len(rounds) * metrics.horizontalAdvance("88") * 1.8 / max(1, right - left)))
        for index, number in enumerate(rounds):
            if index % label_every and number != last:
                continue
            x = x_of(number)
            text = self.tr("start") if number == 0 else str(number)
            width = metrics.horizontalAdvance(text)
            painter.drawText(QRectF(x - width / 2 - 2, bottom + line_height * 0.5 + 2, width + 4, line_height),
                             Qt.AlignmentFlag.AlignCenter, text)
        axis = self.tr("Round")
        painter.drawText(QRectF(left, bottom + line_height * 1.5 + 4, right - left, line_height),
                         Qt.AlignmentFlag.AlignHCenter, axis)

        for seat in range(len(self.names)):
            colour = QColor(self.colours[seat] if seat < len(self.colours) else "#808080")
            line = QColor(colour).darker(115)
            path = QPainterPath()
            coordinates = [QPointF(x_of(r), y_of(scores[seat])) for r, scores in self.points if seat < len(scores)]
            for index, point in enumerate(coordinates):
                path.moveTo(point) if index == 0 else path.lineTo(point)
            painter.setPen(QPen(line, 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            for point in coordinates:
                _marker(painter, point, MARKERS[seat % len(MARKERS)], colour, line)

        y = self.height() - 6 - line_height * len(legend_rows)
        for row in legend_rows:
            x = left
            for seat in row:
                colour = QColor(self.colours[seat] if seat < len(self.colours) else "#808080")
                _marker(painter, QPointF(x + 6, y + line_height / 2), MARKERS[seat % len(MARKERS)], colour, colour.darker(115))
                painter.setPen(text_colour)
                name = self.names[seat]
                painter.drawText(QRectF(x + 16, y, metrics.horizontalAdvance(name) + 4, line_height),
                                 Qt.AlignmentFlag.AlignVCenter, name)
                x += 16 + metrics.horizontalAdvance(name) + 18
            y += line_height
        painter.end()

    def _legend_rows(self, metrics) -> list[list[int]]:
        """Seats per legend line, wrapped to the widget's width."""
        rows: list[list[int]] = [[]]
        width = 10
        for seat, name in enumerate(self.names):
            needed = 16 + metrics.horizontalAdvance(name) + 18
            if rows[-1] and width + needed > self.width() - 10:
                rows.append([])
                width = 10
            rows[-1].append(seat)
            width += needed
        return rows


def _marker(painter: QPainter, centre: QPointF, shape: str, fill: QColor, edge: QColor, r: float = 4.5) -> None:
    painter.setPen(QPen(edge, 1.4))
    painter.setBrush(fill)
    x, y = centre.x(), centre.y()
    if shape == "circle":
        painter.drawEllipse(centre, r, r)
    elif shape == "square":
        painter.drawRect(QRectF(x - r, y - r, 2 * r, 2 * r))
    elif shape == "triangle":
        painter.drawPolygon(QPolygonF([QPointF(x, y - r - 1), QPointF(x + r + 1, y + r), QPointF(x - r - 1, y + r)]))
    elif shape == "diamond":
        painter.drawPolygon(QPolygonF([QPointF(x, y - r - 1), QPointF(x + r + 1, y), QPointF(x, y + r + 1), QPointF(x - r - 1, y)]))
    else:
        painter.setPen(QPen(edge, 2.6))
        painter.drawLine(QPointF(x - r, y - r), QPointF(x + r, y + r))
        painter.drawLine(QPointF(x - r, y + r), QPointF(x + r, y - r))


def _nice_step(highest: float) -> int:
    """A round grid step giving about four to eight lines up to ``highest``."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if highest / step <= 8:
            return step
    return 10 ** int(math.log10(highest))


def round_points(timeline) -> list[tuple[int, list[int]]]:
    """The chart's points from a timeline: the start, then every seat's score at the end of each round."""
    start = timeline.state_at(0).scores()
    return [(0, list(start))] + [(entry.round, list(entry.scores)) for entry in timeline.round_scores()]

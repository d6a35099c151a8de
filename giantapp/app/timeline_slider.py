"""The review's slider: one step per action, with a mark and a number where each round begins.

Why its own widget: a long Giants game has about a thousand actions; without the round marks the
slider is a featureless line, while the rounds are how players remember a game ("in round 4 I...").
The marks are drawn over the platform's own slider (``QStyle`` tells where the groove and each value
are), so it looks native in every style.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget


class RoundSlider(QSlider):
    """A horizontal slider over positions 0..N with round marks (``set_rounds``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("timeline_slider")
        self._rounds: list[tuple[int, int]] = []  # (position, round number)
        self.setPageStep(1)
        self.setSingleStep(1)
        self.setTracking(True)
        metrics = self.fontMetrics()
        self.setMinimumHeight(metrics.height() * 2 + 14)

    def set_rounds(self, marks: list[tuple[int, int]]) -> None:
        """Where each round begins: (position, round number)."""
        self._rounds = list(marks)
        self.update()

    def rounds(self) -> list[tuple[int, int]]:
        return list(self._rounds)

    def x_of(self, value: int) -> int:
        """The x coordinate of ``value`` on the groove (the centre of the handle there)."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style = self.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, self)
        span = max(1, groove.width() - handle.width())
        offset = QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), value, span, option.upsideDown)
        return groove.x() + handle.width() // 2 + offset

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._rounds or self.maximum() <= self.minimum():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self.palette().color(self.foregroundRole()))
        pen = QPen(colour)
        pen.setWidth(1)
        painter.setPen(pen)
        metrics = self.fontMetrics()
        height = self.height()
        last_label_end = -10_000
        for position, number in self._rounds:
            x = self.x_of(position)
            painter.drawLine(x, height - metrics.height() - 6, x, height - metrics.height() - 1)
            text = str(number)
            width = metrics.horizontalAdvance(text)
            left = x - width // 2
            if left > last_label_end + 4:  # leave out numbers that would overlap the previous one
                painter.drawText(QRect(left, height - metrics.height(), width + 2, metrics.height()),
                                 Qt.AlignmentFlag.AlignCenter, text)
                last_label_end = left + width
        painter.end()

"""Measuring what the Giants table draws: every text drawn by the board, with its size in device pixels.

Why a recording painter: the table's words are painted by the pieces themselves (hex labels, ahu ids,
counts, the players' areas), not only by text items; rendering the view through a QPainter subclass
that notes each ``drawText`` with the painter's transform at that moment gives the true size on screen.
The items' pixmap caches are switched off first, so every piece paints through this painter.
"""

from __future__ import annotations

import dataclasses
import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontInfo, QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QGraphicsItem, QLabel, QWidget



class RecordingPainter(QPainter):
    """Notes (text, pixel size on the device, key of the piece painting it) of every ``drawText`` called
    from Python painters."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.texts: list[tuple[str, float, tuple | None]] = []
        self.key: tuple | None = None

    def drawText(self, *args) -> None:  # noqa: N802 - Qt's name
        transform = self.worldTransform()
        scale = math.sqrt(abs(transform.determinant()))
        font = self.font()
        size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * self.device().logicalDpiY() / 72
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            self.texts.append((text, size * scale, self.key))
        super().drawText(*args)


def board_texts(table, with_keys: bool = False) -> list[tuple]:
    """Every text the board view shows now, as (text, device pixels) - with ``with_keys`` also the key of
    the piece that painted it - drawn as the viewport would."""
    view = table.view
    for item in table.scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    size = view.viewport().size()
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = RecordingPainter(image)
    specs = {}
    for item in table.scene.mirror.items.values():  # each piece tells the painter whose words it draws
        spec = item.spec
        specs[item] = spec

        def paint(p, r, *args, _paint=spec.paint, _key=spec.key):
            if isinstance(p, RecordingPainter):
                p.key = _key
            _paint(p, r, *args)

        item.spec = dataclasses.replace(spec, paint=paint)
    try:
        view.render(painter, QRectF(0, 0, size.width(), size.height()), view.viewport().rect())
    finally:
        for item, spec in specs.items():
            item.spec = spec
    painter.end()
    if not with_keys:
        return [(text, px) for text, px, _ in painter.texts]
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert not visible.isEmpty()
    return painter.texts


def widget_texts(root: QWidget) -> list[tuple[str, float, QWidget]]:
    """(text, font pixel size, widget) of every visible label and button under ``root``."""
    result = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or not isinstance(widget, (QLabel, QAbstractButton)):
            continue
        text = widget.text()
        if text.strip():
            result.append((text, QFontInfo(widget.font()).pixelSize(), widget))
    return result

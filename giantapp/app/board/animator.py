"""Slides: a piece moves along points (a relay hex by hex, a chief to its place, a refused piece home).

Why one owner for every running animation: an item that leaves the scene (the mirror removes it, the
scene is cleared) must stop moving first. The mirror calls :meth:`Animator.forget` before it removes
an item, so an animation never touches a deleted item and needs no guard against it.
"""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem


class Animator(QObject):
    """Starts, tracks and stops slides. ``running`` holds the animations in progress."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.running: list[QVariantAnimation] = []
        self.started = 0  # slides started so far (tests and diagnostics)
        self._items: dict[int, QGraphicsItem] = {}  # id(animation) -> the item it moves
        self._ends: dict[int, Callable[[], None]] = {}  # id(animation) -> puts everything at the end

    def slide(self, item: QGraphicsItem, points: list[QPointF], ms: int, remove: bool = False,
              done: Callable[[], None] | None = None) -> QVariantAnimation | None:
        """Move ``item`` along ``points`` (parent coordinates) in ``ms``; ``remove`` takes it off the
        scene at the end (a flying copy). Returns None (and puts the item at the end) when ``ms`` <= 0."""
        self.forget(item)
        if ms <= 0 or len(points) < 2:
            if remove and item.scene() is not None:
                item.scene().removeItem(item)
            elif points:
                item.setPos(points[-1])
            if done is not None:
                done()
            return None
        lengths = [0.0]
        for a, b in zip(points, points[1:]):
            lengths.append(lengths[-1] + max(1e-6, math.hypot(b.x() - a.x(), b.y() - a.y())))
        total = lengths[-1]

        def place(t: float) -> None:
            distance = float(t) * total
            for k in range(1, len(points)):
                if distance <= lengths[k] or k == len(points) - 1:
                    a, b = points[k - 1], points[k]
                    f = max(0.0, min(1.0, (distance - lengths[k - 1]) / (lengths[k] - lengths[k - 1])))
                    item.setPos(QPointF(a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f))
                    return

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(ms)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(place)

        def finished() -> None:
            self._drop(animation)
            if remove and item.scene() is not None:
                item.scene().removeItem(item)
            if done is not None:
                done()

        def jump_to_end() -> None:
            animation.stop()
            place(1.0)
            finished()

        animation.finished.connect(finished)
        place(0.0)
        self.running.append(animation)
        self._items[id(animation)] = item
        self._ends[id(animation)] = jump_to_end
        self.started += 1
        animation.start()
        return animation

    def forget(self, item: QGraphicsItem) -> None:
        """Stop whatever moves ``item`` (and its children) - it is leaving the scene or moving again."""
        for animation in list(self.running):
            moved = self._items.get(id(animation))
            if moved is item or (moved is not None and item.isAncestorOf(moved)):
                self._drop(animation)
                animation.stop()

    def finish_all(self) -> None:
        """Put every moving piece where its slide ends (a new state arrives; its own slides follow)."""
        for animation in list(self.running):
            end = self._ends.get(id(animation))
            if end is not None:
                end()

    def stop_all(self) -> None:
        """Stop every slide where it is (the scene is being cleared)."""
        for animation in list(self.running):
            self._drop(animation)
            animation.stop()

    def _drop(self, animation: QVariantAnimation) -> None:
        if animation in self.running:
            self.running.remove(animation)
        self._items.pop(id(animation), None)
        self._ends.pop(id(animation), None)

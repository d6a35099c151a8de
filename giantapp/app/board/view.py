"""The board view: zoom to the cursor, pan, fit to the window, keyboard zoom; mouse events to gestures.

Why a view of its own: both tables need the same navigation, and a press must become exactly one
gesture object (:mod:`.gestures`) that sees it through. The view's scene rectangle is the table's
content with a wide margin, so the table can be panned and zoomed about any point even when all of it
fits in the window; ``fit`` shows the content itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

if TYPE_CHECKING:  # pragma: no cover
    from .gestures import Gesture

#: zoom limits relative to the fitted scale
MIN_ZOOM = 0.5
MAX_ZOOM = 8.0
#: one wheel notch (120) zooms by this factor
WHEEL_STEP = 1.2
KEY_STEP = 1.25
PAN_STEP = 60


class BoardView(QGraphicsView):
    """See the module docstring. ``auto_fit`` stays on until the player zooms; a resize then refits."""

    resized = Signal()  # after the viewport changed size (the table may pick another arrangement)
    gesture_done = Signal()  # a gesture ended (released or cancelled): deferred redraws may run now
    gesture_started = Signal()  # a press became a gesture (the window clears a stale refusal then)

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.auto_fit = True
        self.content = QRectF()
        self.gesture: "Gesture | None" = None
        self.press_handler = None  # callable(view, event, scene_pos) -> Gesture | None (the board's)

    # --- geometry --------------------------------------------------------------------------------
    def set_content(self, rect: QRectF) -> None:
        """What the table covers; fitting shows it, the margin around it leaves room to pan."""
        if rect == self.content:
            return
        self.content = QRectF(rect)
        margin = max(rect.width(), rect.height())
        self.setSceneRect(rect.adjusted(-margin, -margin, margin, margin))
        if self.auto_fit:
            self.fit()

    def scene_point(self, viewport_pos: QPointF) -> QPointF:
        """The scene point under a viewport position (sub-pixel exact)."""
        inverted, ok = self.viewportTransform().inverted()
        return inverted.map(QPointF(viewport_pos))

    def fit_scale(self) -> float:
        rect = self.content
        viewport = self.viewport().rect()
        if rect.isEmpty() or viewport.isEmpty():
            return 1.0
        return min(viewport.width() / rect.width(), viewport.height() / rect.height())

    def zoom(self) -> float:
        return self.transform().m11()

    # --- navigation ------------------------------------------------------------------------------
    def fit(self) -> None:
        """Show the whole table as large as the window allows; resizes refit until the player zooms."""
        self.auto_fit = True
        if self.content.isEmpty():
            return
        self.fitInView(self.content, Qt.AspectRatioMode.KeepAspectRatio)

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` keeping the scene point under ``anchor`` (viewport position; default: the
        mouse if it is over the view, else the centre) where it is."""
        if anchor is None:
            cursor = self.viewport().mapFromGlobal(self.cursor().pos())
            anchor = QPointF(cursor) if self.viewport().rect().contains(cursor) else QPointF(self.viewport().rect().center())
        fitted = self.fit_scale()
        current = self.zoom()
        target = max(fitted * MIN_ZOOM, min(fitted * MAX_ZOOM, current * factor))
        if abs(target - current) < 1e-9:
            return
        self.auto_fit = False
        before = self.scene_point(anchor)
        self.scale(target / current, target / current)
        after = self.scene_point(anchor)
        self.pan_by((before.x() - after.x()) * target, (before.y() - after.y()) * target)

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the view by (dx, dy) viewport pixels (the table moves the other way)."""
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))

    # --- events ------------------------------------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta:
            self.zoom_by(WHEEL_STEP ** (delta / 120.0), event.position())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            dx = {Qt.Key.Key_Left: -PAN_STEP, Qt.Key.Key_Right: PAN_STEP}.get(key, 0)
            dy = {Qt.Key.Key_Up: -PAN_STEP, Qt.Key.Key_Down: PAN_STEP}.get(key, 0)
            self.pan_by(dx, dy)
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event) -> None:
        """Fonts or the style changed: the pieces' kept pictures are painted afresh."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.PaletteChange):
            from .items import forget_pictures

            forget_pictures()
            self.viewport().update()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.resized.emit()
        if self.auto_fit:
            self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.gesture is not None:  # a second button during a gesture: it ends the gesture
            self.cancel_gesture()
            event.accept()
            return
        handler = self.press_handler
        gesture = handler(self, event, self.scene_point(event.position())) if handler is not None else None
        if gesture is not None:
            self.gesture = gesture
            self.gesture_started.emit()
            gesture.press(event)
            if gesture.ended:
                self.gesture = None
                self.gesture_done.emit()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        gesture = self.gesture
        if gesture is not None:
            gesture.move(event)
            if gesture.ended:
                self.gesture = None
                self.gesture_done.emit()
            event.accept()
            return
        super().mouseMoveEvent(event)  # hover: tooltips and cursors

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        gesture, self.gesture = self.gesture, None
        if gesture is not None and not gesture.ended:
            gesture.release(event)
        event.accept()
        if gesture is not None:
            self.gesture_done.emit()

    def cancel_gesture(self) -> bool:
        """End the gesture in progress without playing anything; False if there was none."""
        gesture, self.gesture = self.gesture, None
        if gesture is None or gesture.ended:
            return False
        gesture.cancel()
        self.gesture_done.emit()
        return True

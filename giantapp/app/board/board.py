"""The board: one scene and view with its mirror, highlights, animator, message line and redraw timer.

Both tables compose one :class:`Board` and implement the small :class:`BoardHost` interface; the board
does everything the two tables used to do each in their own shape (zoom and pan, drag threshold,
ghost, highlights, snap-back with a reason, slides, the refusal line, redraw scheduling).

Redraw after, not during: the session's ``state_changed`` arrives inside ``submit`` - that is, inside a
mouse handler when a drop plays a move. :class:`RedrawTimer` turns any number of such signals into one
queued call from the event loop, so a scene is never rebuilt under the handler whose item it would
delete.
"""

from __future__ import annotations

from typing import Callable, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QPainterPath
from PySide6.QtWidgets import QGraphicsScene, QLabel, QWidget

from .animator import Animator
from .gestures import DragGesture, DragModel, Gesture, PanGesture
from .items import GhostItem, MarkItem, PieceItem
from .mirror import ItemMirror
from .outcome import Outcome, Refuse
from .view import BoardView

#: how long a refused piece takes to fly home, at most (ms)
SNAP_BACK_MS = 200


def _tr(text: str, **fields: object) -> str:
    translated = QCoreApplication.translate("Board", text)
    return translated.format(**fields) if fields else translated


class BoardHost(Protocol):
    """What a table tells its board (the board calls these; none of them may change game state)."""

    def drag_model(self, key: tuple) -> DragModel | None:
        """The gesture model for dragging the piece ``key`` now, or None (it can only be clicked)."""

    def click(self, key: tuple | None, scene_pos: QPointF) -> None:
        """A click on the piece ``key`` (None: on the background)."""

    def outline(self, key: tuple) -> QPainterPath | None:
        """The scene outline to light for a target key (None: nothing to light)."""

    def drag_started(self, model: DragModel) -> None: ...

    def drag_over(self, model: DragModel, target: tuple | None) -> None: ...

    def drag_finished(self, model: DragModel, outcome: Outcome) -> None: ...

    def cancel(self) -> None:
        """Drop the decision in progress (right button, Esc)."""

    def carry_out(self, outcome: Outcome) -> None:
        """Do what a gesture came to: submit, offer the choices, enter a stage, show a refusal."""

    def animation_ms(self) -> int: ...


class MessageLine(QLabel):
    """The line under the status that says why the last gesture was refused (cleared by the next)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("message")
        self.setWordWrap(True)
        self.setStyleSheet("color: #b02a2a; font-weight: bold;")

    def say(self, text: str) -> None:
        self.setText(text)

    def refuse(self, reason: str) -> None:
        """A refusal in the rules' words (or just cleared when no reason is known)."""
        self.setText(_tr("Not possible: {reason}", reason=reason) if reason else "")

    def clear(self) -> None:  # noqa: D102 - QLabel.clear, kept for symmetry with say/refuse
        self.setText("")


class RedrawTimer(QObject):
    """Coalesces requests into one call of ``callback`` from the event loop (never inside the caller), and
    at most one call per painted frame of the watched widget (:meth:`watch`).

    Why per painted frame: a redraw is seen only when the board is painted, and between a redraw and its
    paint the event loop turns a few times (the scene's dirty items, then the window's update request)
    while the session goes on - a computer answering at once, a chance step - each change asking for a
    redraw again. Those rebuilds would all be paid before the first paint. So after a redraw a new request
    waits for the watched widget's next paint (then runs at once from the event loop), or ``PAINT_WAIT_MS``
    if no paint comes (a redraw that changed nothing visible) or the widget is hidden (nothing is
    painted: requests run at once, as before).

    And the paint itself comes at once: a redraw from the event loop that changed the visible board is
    painted right after it (``paint_now``, see :meth:`_fire`), so a change arriving a moment later finds
    the board painted and is drawn without waiting (since 2026-12-02, third pass). After a redraw from the
    event loop that changed nothing by ``changes`` the same call is made as a probe: whatever else the
    redraw changed on the board (a highlight lit anew) is painted then; when nothing was painted at all,
    ``blank`` is emitted: the redraw changed nothing the board shows, and no paint will follow it (the
    redraw benchmark ends the frame of such a change there, see ``tools/bench_redraw.py``).
    """

    #: a redraw from the event loop changed nothing the watched widget shows: no paint followed it
    blank = Signal()

    #: a request after a redraw runs at the latest this long after it when no paint came meanwhile
    PAINT_WAIT_MS = 25

    def __init__(self, callback: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._callback = callback
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._fire)
        self._widget: QWidget | None = None
        self._changes: Callable[[], int] | None = None
        self._paint_now: Callable[[], None] | None = None
        self._unpainted = False  # a redraw ran and the watched widget has not been painted since
        self._waiting = False  # a request waits for that paint
        self._wait = QTimer(self)  # ...or for this timer, whichever comes first
        self._wait.setSingleShot(True)
        self._wait.setInterval(self.PAINT_WAIT_MS)
        self._wait.timeout.connect(self._painted)
        self.calls = 0  # how many times the callback ran from here (tests compare it)
        self._paints = 0  # paints of the watched widget seen so far

    def watch(self, widget: QWidget, changes: Callable[[], int] | None = None,
              paint_now: Callable[[], None] | None = None) -> None:
        """Pace redraws by the paints of ``widget`` (the board view's viewport). ``changes``: a counter of
        what a redraw changed that repaints (the mirror's ``drawn_changes``); a redraw that did not move it
        will not be painted, so the next request need not wait. ``paint_now``: paints what a redraw changed
        at once; called after a redraw from the event loop that changed something (see :meth:`_fire`)."""
        self._widget = widget
        self._changes = changes
        self._paint_now = paint_now
        widget.installEventFilter(self)

    @property
    def pending(self) -> bool:
        return self._timer.isActive() or self._waiting

    def request(self) -> None:
        if self._waiting or self._timer.isActive():
            return
        if self._unpainted and self._widget is not None and self._widget.isVisible():
            self._waiting = True  # the last redraw is not on screen yet: this one follows its paint
            if not self._wait.isActive():
                self._wait.start()
            return
        self._timer.start()

    def flush(self) -> None:
        """Run a pending redraw now (from code that is not a mouse handler, e.g. a benchmark)."""
        if self.pending:
            self.cancel()
            self._run()

    def cancel(self) -> None:
        self._timer.stop()
        self._waiting = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._widget and event.type() == QEvent.Type.Paint:
            self._paints += 1
            self._painted()
        return False

    def _painted(self) -> None:
        """The last redraw is on screen (or waited for long enough): a waiting request goes ahead."""
        self._unpainted = False
        self._wait.stop()
        if self._waiting:
            self._waiting = False
            self._timer.start()  # from the event loop: after the paint that is under way

    def _fire(self) -> None:
        """A redraw from the event loop, painted at once when it changed what the visible board shows: the
        paint would otherwise come a few turns of the event loop later (the scene's dirty items, then the
        window's update request), and a change arriving in those turns - a computer answering at once,
        a chance step - would have to wait for that paint before it is drawn itself. A redraw that changed
        nothing by the counter is probed the same way: if nothing at all is painted, ``blank``."""
        paints = self._paints
        changed = self._run()
        if self._paint_now is None or self._widget is None or not self._widget.isVisible():
            return
        self._paint_now()  # what changed (or, as a probe, whatever else may have)
        if not changed and self._paints == paints:
            self.blank.emit()

    def _run(self) -> bool:
        """Run the callback; whether it changed what repaints (True when there is no counter to tell)."""
        self.calls += 1
        before = self._changes() if self._changes is not None else None
        self._callback()
        changed = before is None or self._changes() != before
        if self._widget is not None and changed:
            self._unpainted = True
            self._wait.start()  # no paint within the wait: nothing visible changed after all
        return changed


class Marks:
    """The lit targets (and chosen pieces) over the scene, by target key."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: list[MarkItem] = []

    def light(self, outline: QPainterPath | QRectF, key: tuple | None = None, label: str = "",
              mode: str = "target") -> MarkItem:
        if isinstance(outline, QRectF):
            path = QPainterPath()
            r = outline.adjusted(2, 2, -2, -2)
            side = min(r.width(), r.height())
            path.addRoundedRect(r, side * 0.1, side * 0.1)
            outline = path
        mark = MarkItem(outline, key, label, mode)
        self.scene.addItem(mark)
        self.items.append(mark)
        return mark

    def clear(self) -> None:
        for mark in self.items:
            if mark.scene() is self.scene:
                self.scene.removeItem(mark)
        self.items = []

    def keys(self) -> set[tuple]:
        return {m.key for m in self.items if m.key is not None}

    def is_lit(self, key: tuple) -> bool:
        return any(m.key == key and m.mode == "target" for m in self.items)

    def hover(self, key: tuple | None) -> None:
        for mark in self.items:
            mark.set_hover(key is not None and mark.key == key and mark.mode == "target")

    def at(self, point: QPointF) -> MarkItem | None:
        for mark in reversed(self.items):
            if mark.key is not None and mark.mode == "target" and mark.contains_point(point):
                return mark
        return None


class Board(QObject):
    """Scene, view, mirror, marks, animator, message line and redraw timer of one table."""

    def __init__(self, scene: QGraphicsScene, host: BoardHost, redraw: Callable[[], None],
                 parent: QWidget | None = None, mirror: ItemMirror | None = None,
                 message: MessageLine | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.host = host
        self.view = BoardView(scene, parent)
        self.view.press_handler = self._press
        self.animator = Animator(self)
        self.mirror = mirror if mirror is not None else ItemMirror(scene)
        self.mirror.on_remove = self.animator.forget
        self.marks = Marks(scene)
        self.message = message if message is not None else MessageLine(parent)
        self.redraw = RedrawTimer(redraw, self)
        self.redraw.watch(self.view.viewport(), lambda: self.mirror.drawn_changes, self._paint_now)
        self.decor: list = []  # preview items of the decision in progress (see ``add_decor``)
        self.dimmed: list[PieceItem] = []
        self.pointed: list[MarkItem] = []  # outlines lit by ``point_at`` (a choice hovered outside the board)

    def _paint_now(self) -> None:
        """Paint the window's changes now, as the event loop would a moment later: the scene's queued
        processing of its dirty items (which asks the view for the regions to repaint), then the window's
        update request (which paints every widget marked dirty, the board among them)."""
        QCoreApplication.sendPostedEvents(self.scene, QEvent.Type.MetaCall)
        QCoreApplication.sendPostedEvents(self.view.window(), QEvent.Type.UpdateRequest)

    # --- what lies where -----------------------------------------------------------------------
    def piece_at(self, point: QPointF, skip: PieceItem | None = None) -> PieceItem | None:
        """The topmost piece with a gesture role under ``point``."""
        for item in self.scene.items(point):
            if isinstance(item, PieceItem) and item is not skip and item.role is not None:
                return item
        return None

    def target_at(self, point: QPointF, skip: PieceItem | None = None) -> tuple | None:
        """What a drop at ``point`` lands on: a lit target under it first, else the topmost keyed piece."""
        mark = self.marks.at(point)
        if mark is not None:
            return mark.key
        piece = self.piece_at(point, skip)
        return piece.key if piece is not None else None

    # --- gestures -----------------------------------------------------------------------------------
    def _press(self, view: BoardView, event: QMouseEvent, point: QPointF) -> Gesture | None:
        # a redraw still waiting (the position changed a moment ago) is done first, so that the gesture
        # starts on what the rules say now; no gesture exists yet whose items it could replace
        self.redraw.flush()
        button = event.button()
        if button == Qt.MouseButton.MiddleButton:
            return PanGesture(self, event.position())
        if button != Qt.MouseButton.LeftButton:
            self.host.cancel()  # the right button drops the decision in progress
            return None
        piece = self.piece_at(point)
        if piece is None:
            return PanGesture(self, event.position(), on_click=lambda p: self.host.click(None, p))
        return DragGesture(self, piece, self.host.drag_model(piece.key), self.host.click)

    def cancel_gesture(self) -> bool:
        return self.view.cancel_gesture()

    @property
    def busy(self) -> bool:
        """A gesture is in progress (the mouse button is held)."""
        return self.view.gesture is not None

    def light_targets(self, targets: dict[tuple, str]) -> None:
        for key, label in targets.items():
            outline = self.host.outline(key)
            if outline is not None:
                self.marks.light(outline, key, label)

    def ghost_of(self, item: PieceItem, opacity: float = 0.8) -> GhostItem:
        ghost = GhostItem(item.spec, item.sceneTransform().m11(), opacity)
        self.scene.addItem(ghost)
        return ghost

    def drop_ghost(self, ghost: GhostItem) -> None:
        self.animator.forget(ghost)
        if ghost.scene() is self.scene:
            self.scene.removeItem(ghost)

    def settle(self, outcome: Outcome, ghost: GhostItem | None, origin: QPointF) -> None:
        """After a drop: a refused piece flies home with the reason; anything else is carried out."""
        if ghost is not None:
            if isinstance(outcome, Refuse) or outcome is None:
                ms = min(SNAP_BACK_MS, self.host.animation_ms())
                self.animator.slide(ghost, [ghost.pos(), origin], ms, remove=True)
            else:
                self.drop_ghost(ghost)
        self.marks.hover(None)
        self.host.carry_out(outcome)

    # --- pointing at the board from outside it ------------------------------------------------------
    def point_at(self, outlines: list[QPainterPath | QRectF]) -> None:
        """Light ``outlines`` in the hover colour while the mouse is over something outside the board that
        stands for them (a choice button in a side panel). Replaces the previous pointing; the targets'
        marks (``marks``) are not touched. ``clear_pointer`` removes it."""
        self.clear_pointer()
        for outline in outlines:
            if isinstance(outline, QRectF):
                path = QPainterPath()
                path.addRoundedRect(outline, 4, 4)
                outline = path
            mark = MarkItem(outline, None, "", "hover")
            mark.hover = True
            mark.setZValue(160)
            self.scene.addItem(mark)
            self.pointed.append(mark)

    def clear_pointer(self) -> None:
        for mark in self.pointed:
            if mark.scene() is self.scene:
                self.scene.removeItem(mark)
        self.pointed = []

    # --- decoration of the decision in progress -------------------------------------------------------
    def add_decor(self, item) -> None:
        """An overlay (a preview ghost, a route) that ``clear_decor`` removes with the marks."""
        self.scene.addItem(item)
        self.decor.append(item)

    def dim(self, item: PieceItem) -> None:
        """Show a piece translucent while a preview stands for it (``clear_decor`` undoes it)."""
        item.set_dimmed(True)
        self.dimmed.append(item)

    def clear_decor(self) -> None:
        self.marks.clear()
        for item in self.decor:
            self.animator.forget(item)
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.decor = []
        for item in self.dimmed:
            item.set_dimmed(False)
        self.dimmed = []

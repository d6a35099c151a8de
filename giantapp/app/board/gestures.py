"""One small object per gesture: the view hands it the mouse events until it ends itself.

The model is Orange's ``UserInteraction``: instead of one click handler branching on what is selected,
a press creates the gesture that fits what was pressed (a piece to drag or click, the background to
pan) and that object sees the gesture through - ``press``, ``move``, ``release`` - or is cancelled
(Esc, right button, the table changing). A gesture never changes game state: a drop asks the game's
gesture model (Qt-free, see :class:`DragModel`) for an :mod:`outcome <.outcome>` and the board carries it
out after the mouse handler, through the session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from .outcome import Outcome

if TYPE_CHECKING:  # pragma: no cover
    from .board import Board
    from .items import GhostItem, PieceItem

#: how far (Manhattan, in pixels) the mouse moves with the button held before a press becomes a drag
DRAG_DISTANCE = 6


class DragModel(Protocol):
    """What a game says about dragging one piece (implemented without Qt by each game's gestures)."""

    def start(self) -> str | None:
        """None when the piece may be picked up now, else the reason it may not."""

    def targets(self) -> dict[tuple, str]:
        """The legal targets to light while dragging: target key -> badge text ("" for none)."""

    def hover(self, key: tuple | None) -> tuple | None:
        """The lit target a drop on the item keyed ``key`` would hit, or None."""

    def drop(self, key: tuple | None) -> Outcome:
        """What dropping on the item keyed ``key`` (None: on nothing) comes to."""


class Gesture:
    """Base class: a gesture in progress; ``ended`` once it is over (the view then drops it)."""

    def __init__(self, board: "Board") -> None:
        self.board = board
        self.ended = False

    def press(self, event: QMouseEvent) -> None:
        pass

    def move(self, event: QMouseEvent) -> None:
        pass

    def release(self, event: QMouseEvent) -> None:
        self.end()

    def cancel(self) -> None:
        """Stop at once (Esc, right button, a new position): undo any visual, play nothing."""
        self.end()

    def end(self) -> None:
        self.ended = True


class PanGesture(Gesture):
    """Dragging the background (or anything with the middle button) moves the view.

    A left press that is released without moving far is a click on the background: ``on_click`` gets
    its scene position (the tables cancel a selection with it).
    """

    def __init__(self, board: "Board", start: QPointF, on_click: Callable[[QPointF], None] | None = None) -> None:
        super().__init__(board)
        self.start = QPointF(start)
        self.last = QPointF(start)
        self.moved = False
        self.on_click = on_click

    def move(self, event: QMouseEvent) -> None:
        pos = event.position()
        if not self.moved and (pos - self.start).manhattanLength() < DRAG_DISTANCE:
            return
        self.moved = True
        delta = pos - self.last
        self.last = QPointF(pos)
        self.board.view.pan_by(-delta.x(), -delta.y())

    def release(self, event: QMouseEvent) -> None:
        self.end()
        if not self.moved and self.on_click is not None:
            self.on_click(self.board.view.scene_point(event.position()))


class DragGesture(Gesture):
    """Press on a piece: a click when released on the spot, a drag once the mouse moved far enough.

    While dragging, a translucent copy follows the mouse, the legal targets are lit (green under the
    mouse) and the piece itself is dimmed. On release the game's model decides; a refusal flies the
    copy home and shows the reason. Nothing here rebuilds the scene: the session's redraw comes later,
    from the event loop.
    """

    def __init__(self, board: "Board", item: "PieceItem", model: DragModel | None,
                 on_click: Callable[[tuple, QPointF], None]) -> None:
        super().__init__(board)
        self.item = item
        self.key = item.key
        self.model = model
        self.on_click = on_click
        self.start = QPointF()
        self.grab = QPointF()  # where on the piece it was pressed (scene offset from its centre)
        self.dragging = False
        self.refused = False
        self.ghost: "GhostItem | None" = None
        self.hovered: tuple | None = None
        self.origin = QPointF()
        self.pan: PanGesture | None = None  # a piece that cannot be dragged pans the view instead

    def press(self, event: QMouseEvent) -> None:
        self.start = QPointF(event.position())

    def move(self, event: QMouseEvent) -> None:
        if self.pan is not None:
            self.pan.move(event)
            return
        if not event.buttons() & Qt.MouseButton.LeftButton or self.refused:
            return
        pos = event.position()
        if not self.dragging:
            if (pos - self.start).manhattanLength() < DRAG_DISTANCE:
                return
            if self.model is None:  # a space or a piece that never moves: the table is panned
                self.pan = PanGesture(self.board, self.start)
                self.pan.move(event)
                return
            reason = self.model.start()
            if reason is not None:
                self.refused = True
                self.board.message.refuse(reason)
                return
            self._pick_up()
        scene_pos = self.board.view.scene_point(pos)
        if self.ghost is not None:
            self.ghost.centre_on(scene_pos - self.grab)
        target = self.board.target_at(scene_pos, skip=self.item)
        hovered = self.model.hover(target)
        if hovered != self.hovered:
            self.hovered = hovered
            self.board.marks.hover(hovered)
        self.board.host.drag_over(self.model, hovered)

    def _pick_up(self) -> None:
        board = self.board
        self.dragging = True
        board.message.clear()
        self.origin = self.item.sceneBoundingRect().center()
        self.grab = board.view.scene_point(self.start) - self.origin
        self.ghost = board.ghost_of(self.item)
        self.ghost.centre_on(self.origin)
        self.item.set_dimmed(True)
        board.host.drag_started(self.model)

    def release(self, event: QMouseEvent) -> None:
        self.end()
        board = self.board
        if self.pan is not None:
            return
        if not self.dragging:
            if not self.refused:
                self.on_click(self.key, board.view.scene_point(event.position()))
            return
        scene_pos = board.view.scene_point(event.position())
        target = board.target_at(scene_pos, skip=self.item)
        outcome = self.model.drop(target)
        ghost, self.ghost = self.ghost, None
        self.item.set_dimmed(False)
        board.host.drag_finished(self.model, outcome)
        board.settle(outcome, ghost, self.origin)

    def cancel(self) -> None:
        if self.ghost is not None:
            self.board.drop_ghost(self.ghost)
            self.ghost = None
        if self.dragging:
            self.item.set_dimmed(False)
            self.board.host.drag_finished(self.model, None)
        self.end()

"""Undo and redo for people's own actions, with the barriers that end them. Qt-free.

The policy (Board Game Arena's): a person may take back their own consecutive actions until a
barrier: a chance outcome, an action that reveals hidden information, a computer's or another seat's
action, or a hand-off of the keyboard. Taking back restores the snapshot taken before the action;
redo plays the taken-back action again through the rules (it may have become illegal meanwhile).

Why a class of its own: the session mediates between rules, computer players, views and saves; the
history is pure bookkeeping that can be tested headless, action by action (``tests/app/test_history``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from giantapp.engine import Action

S = TypeVar("S")


@dataclass(frozen=True)
class UndoStep(Generic[S]):
    """One action that can be taken back: who played it, what, the state before it and the record's
    length before it (where the record is cut back to)."""

    seat: int
    action: Action
    before: S
    record_len: int


class History(Generic[S]):
    """The undo and redo stacks of one game."""

    def __init__(self) -> None:
        self._undo: list[UndoStep[S]] = []
        self._redo: list[tuple[int, Action]] = []

    def played(self, seat: int, action: Action, before: S, record_len: int, *, barrier: bool, redoing: bool = False) -> None:
        """An action was applied. ``barrier``: nothing before it (or it) can be taken back any more.

        A new action of a person forgets what was taken back (``redoing`` keeps the rest of the redo
        stack, as the action *is* the next one on it); another seat's action ends the previous
        seat's run of undoable actions.
        """
        if barrier:
            self.barrier()
            return
        if self._undo and self._undo[-1].seat != seat:
            self._undo.clear()
        self._undo.append(UndoStep(seat, action, before, record_len))
        if not redoing:
            self._redo.clear()

    def barrier(self) -> None:
        """Nothing so far can be undone or redone (a hand-off, a reveal, chance, a computer's move)."""
        self._undo.clear()
        self._redo.clear()

    def undo_owner(self) -> int | None:
        """The seat whose action would be taken back next, or None when there is none."""
        return self._undo[-1].seat if self._undo else None

    def can_undo(self, holder: int | None) -> bool:
        """Whether the person holding the keyboard (``holder``; None: nobody in particular) may undo."""
        owner = self.undo_owner()
        return owner is not None and holder in (None, owner)

    def take_back(self) -> UndoStep[S]:
        """Pop the last undoable action; it becomes the next redo. IndexError when there is none."""
        step = self._undo.pop()
        self._redo.append((step.seat, step.action))
        return step

    def redo_seat(self) -> int | None:
        """The seat of the next action to redo, or None."""
        return self._redo[-1][0] if self._redo else None

    def pop_redo(self) -> tuple[int, Action]:
        """The next action to play again (IndexError when there is none)."""
        return self._redo.pop()

    def forget_redo(self) -> None:
        """The redo stack no longer applies (its next action was refused by the rules)."""
        self._redo.clear()

    def __len__(self) -> int:
        return len(self._undo)

"""The undo history on its own, without Qt or a game: barriers, owners, redo."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from giantapp.app.session.history import History
from giantapp.engine import Action


@dataclass(frozen=True)
class A(Action):
    name: str

    def notation(self) -> str:
        return self.name


def test_own_consecutive_actions_are_taken_back_newest_first_and_redone():
    history: History[str] = History()
    history.played(0, A("a"), "s0", 0, barrier=False)
    history.played(0, A("b"), "s1", 1, barrier=False)
    assert history.can_undo(0) and history.can_undo(None) and not history.can_undo(1)
    step = history.take_back()
    assert (step.seat, step.action, step.before, step.record_len) == (0, A("b"), "s1", 1)
    assert history.take_back().action == A("a")
    assert not history.can_undo(0) and len(history) == 0
    assert history.redo_seat() == 0
    assert history.pop_redo() == (0, A("a"))
    history.played(0, A("a"), "s0", 0, barrier=False, redoing=True)
    assert history.redo_seat() == 0  # redoing keeps the rest of the redo stack
    assert history.pop_redo() == (0, A("b"))
    assert history.redo_seat() is None
    with pytest.raises(IndexError):
        history.pop_redo()


def test_a_new_action_forgets_what_was_taken_back():
    history: History[str] = History()
    history.played(0, A("a"), "s0", 0, barrier=False)
    history.take_back()
    history.played(0, A("c"), "s0", 0, barrier=False)
    assert history.redo_seat() is None and history.undo_owner() == 0


def test_another_seats_action_ends_the_previous_run():
    history: History[str] = History()
    history.played(0, A("a"), "s0", 0, barrier=False)
    history.played(1, A("b"), "s1", 1, barrier=False)
    assert history.undo_owner() == 1 and len(history) == 1
    assert not history.can_undo(0)


@pytest.mark.parametrize("how", ["barrier action", "hand-off"])
def test_barriers_end_undo_and_redo(how):
    history: History[str] = History()
    history.played(0, A("a"), "s0", 0, barrier=False)
    history.played(0, A("b"), "s1", 1, barrier=False)
    history.take_back()
    if how == "barrier action":
        history.played(-1, A("roll"), "s1", 1, barrier=True)
    else:
        history.barrier()
    assert history.undo_owner() is None and history.redo_seat() is None
    assert not history.can_undo(None)


def test_refused_redo_is_forgotten():
    history: History[str] = History()
    history.played(0, A("a"), "s0", 0, barrier=False)
    history.take_back()
    history.forget_redo()
    assert history.redo_seat() is None


@pytest.mark.parametrize("module", ["session/history.py", "autosaves.py", "file_lock.py", "saves.py"])
def test_the_bookkeeping_modules_do_not_import_qt(module):
    """History, autosave store, lock and save format stay Qt-free (headless tests, subprocesses)."""
    import ast
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "giantapp" / "app" / module
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
            [node.module or ""] if isinstance(node, ast.ImportFrom) else []
        for name in names:
            assert name.split(".")[0] not in ("PySide6", "shiboken6"), f"{module} imports {name}"
            assert not name.startswith((".mediator", ".computers")) and name not in ("mediator", "computers")

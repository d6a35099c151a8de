"""What a gesture comes to, in plain data (no Qt): the games' gesture models answer with these.

Why plain data: a gesture model (``giants_view.gestures``, ``hawaii_view.gestures``) turns "this piece
onto that spot" into one of these by asking the rules' queries, and can be tested without a window;
the table then carries the outcome out (submit, list the choices, snap back with the reason).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union


@dataclass(frozen=True)
class Play:
    """One legal action: submit it."""

    action: Any


@dataclass(frozen=True)
class Choose:
    """Several legal actions fit the gesture: the player picks one in the panel."""

    actions: tuple[Any, ...]
    title: str = ""


@dataclass(frozen=True)
class Refuse:
    """No legal action fits: the piece goes back and the rules' reason is shown (empty: no reason)."""

    reason: str = ""


@dataclass(frozen=True)
class Stage:
    """The gesture was a step of a longer decision: the table enters this selection stage."""

    stage: tuple[Any, ...] | None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)


#: anything a gesture model's ``drop`` or ``click`` returns (None: nothing happens)
Outcome = Union[Play, Choose, Refuse, Stage, None]


def from_found(actions: list[Any] | tuple[Any, ...], reason: str | None, title: str = "") -> Outcome:
    """The outcome of a rules query: one action is played, several are offered, none is refused."""
    if len(actions) == 1:
        return Play(actions[0])
    if actions:
        return Choose(tuple(actions), title)
    return Refuse(reason or "")

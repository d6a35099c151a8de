"""A hint: what the hard computer player would do in a seat's place, and how it rates its best moves.

Why it is built this way:

- **Only the seat's observation, never more.** :func:`suggest` takes an observation and refuses a state
  redacted for anyone else (or not redacted at all), exactly like a computer player: a hint cannot
  learn another player's screen, a pending bid or the order of the deck, because it is never handed
  them. Hidden facts come from ``determinize``, as for every level.
- **The hard level's own search** (:meth:`HardAgent.rank`), with one change: sequential halving keeps
  three finalists to the end instead of two, so the three moves shown were compared on the same
  sampled worlds and the differences between their values mean something.
- **Cancellable at once**: the caller's stop event ends the search within one simulated step (the
  same budget object every level uses); ``progress`` hears the share of the budget used.

A value is the seat's expected lead over the best other seat, in points; each move also carries its
value relative to the best move (0 for the best, negative for worse ones).
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass, field
from typing import Any

from giantapp.engine import Action, GameState

from .hard import HardAgent, Progress

#: default thinking time of a hint (the hard level plays with 1 s; a person asking may wait a little longer)
HINT_BUDGET_MS = 3000
#: how many moves a hint shows
HINT_MOVES = 3


class HintAgent(HardAgent):
    """The hard level, keeping three finalists to the end (see the module docstring)."""

    name = "hint"
    halving_floor = HINT_MOVES


@dataclass(frozen=True)
class HintMove:
    """One suggested move: the action, its notation and its words, its expected lead (points) and that
    value minus the best move's (0 for the best)."""

    action: Action
    notation: str
    words: str
    value: float
    relative: float

    def to_json(self) -> dict[str, Any]:
        return {"notation": self.notation, "words": self.words, "value": round(self.value, 2),
                "relative": round(self.relative, 2)}


@dataclass
class Hint:
    """The best moves (at most three, best first) for ``seat``; ``cancelled`` when the stop event ended
    the search before its budget did (the moves are then the best so far, and callers drop them)."""

    seat: int
    moves: list[HintMove] = field(default_factory=list)
    cancelled: bool = False
    rounds: int = 0

    @property
    def best(self) -> HintMove:
        return self.moves[0]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat + 1, "moves": [move.to_json() for move in self.moves],
                "cancelled": self.cancelled, "rounds": self.rounds}


def suggest(
    observation: GameState,
    seat: int,
    *,
    rng: random.Random | None = None,
    budget_ms: int | None = None,
    iterations: int | None = None,
    stop: threading.Event | None = None,
    progress: Progress | None = None,
    count: int = HINT_MOVES,
) -> Hint:
    """The best ``count`` moves for ``seat`` judged on ``observation`` (which must be that seat's own).

    ``iterations`` makes the search a fixed number of steps (reproducible, for tests and ``--seed``);
    otherwise it thinks for ``budget_ms`` (default :data:`HINT_BUDGET_MS`). ValueError if the
    observation belongs to someone else or the seat has nothing to decide.
    """
    if observation.viewer != seat:
        raise ValueError(f"a hint for seat {seat + 1} must be computed from that seat's own observation")
    legal = observation.legal_actions(seat)
    if not legal:
        raise ValueError(f"seat {seat + 1} has nothing to decide now")
    agent = HintAgent(observation.game_name, iterations=iterations)
    budget = None if iterations is not None else (budget_ms or HINT_BUDGET_MS)
    ranking = agent.rank(observation, seat, legal, rng or random.Random(0), budget, stop, progress)
    top = ranking.moves[:max(1, count)]
    best = top[0].value
    moves = [HintMove(m.action, m.action.notation(), _words(observation, seat, m.action), m.value, m.value - best)
             for m in top]
    return Hint(seat, moves, cancelled=ranking.stopped, rounds=ranking.rounds)


def suggest_from_state(state: GameState, seat: int, **kwargs: Any) -> Hint:
    """A hint from a full state: takes ``seat``'s observation first, so nothing else reaches the search."""
    observation = state.observation(seat)
    observation.seat_names = state.seat_names
    return suggest(observation, seat, **kwargs)


def _words(observation: GameState, seat: int, action: Action) -> str:
    try:
        return observation.describe_action(seat, action)
    except Exception:  # a sentence is a convenience; the notation still says it
        return action.notation()

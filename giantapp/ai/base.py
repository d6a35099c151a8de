"""What a computer player is allowed to see: its seat's observation, its legal actions and a budget.

Agents never receive the full state (structurally: ``choose`` gets ``state.observation(seat)``), so a
computer opponent cannot cheat; where it needs hidden facts it samples them with ``determinize``.
"""

from __future__ import annotations

import abc
import random
import threading
from typing import Sequence

from giantapp.engine import Action, GameState


class Agent(abc.ABC):
    """A computer player. One instance may serve several seats; it must keep no per-game secrets."""

    name: str = "agent"

    @abc.abstractmethod
    def choose(
        self,
        observation: GameState,
        seat: int,
        legal: Sequence[Action],
        rng: random.Random,
        budget_ms: int | None = None,
        stop: threading.Event | None = None,
    ) -> Action:
        """Pick one of ``legal`` for ``seat`` knowing only ``observation``.

        ``stop`` is set by another thread when the answer is no longer wanted; a searching agent then
        returns its best move so far at once (the caller drops it)."""


class RandomAgent(Agent):
    """Uniformly random legal play: the baseline every level must beat, and the fuzzer of the rules."""

    name = "random"

    def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
        return legal[rng.randrange(len(legal))]

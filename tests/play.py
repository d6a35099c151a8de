"""Playing on by chance in tests: one random step of any title (chance's outcomes sampled)."""

from __future__ import annotations

import random

from giantapp.engine import CHANCE, Action, GameState


def random_step(state: GameState, rng: random.Random) -> Action:
    """Apply one random legal action of whoever acts (chance samples its own) and return it."""
    seat = state.to_act()[0]
    if seat == CHANCE:
        action = state.sample_chance(rng)
    else:
        legal = state.legal_actions(seat)
        action = legal[rng.randrange(len(legal))]
    state.apply(seat, action)
    return action

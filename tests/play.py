"""Playing on by chance in tests: one random step of any title (chance's outcomes sampled)."""

from __future__ import annotations

import random
from typing import Iterator

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


def every_view(state: GameState, seed: int) -> Iterator[tuple[int, GameState, object]]:
    """Play ``state`` to its end by random steps, giving (step, state, view) before each: the view is
    each viewer's in turn (public, seat 1, seat 2, ...), as hand-offs show one screen after another."""
    rng = random.Random(seed)
    players = state.players
    step = 0
    while not state.is_terminal():
        viewer = (step % (players + 1)) - 1
        yield step, state, state.observation(None if viewer < 0 else viewer)
        random_step(state, rng)
        step += 1


def easy_positions(game: str, players: int, seed: int, final: bool = False) -> Iterator[GameState]:
    """The positions before each decision of a game between easy computers (the same state object,
    played on after each yield), and with ``final`` the finished game last."""
    from giantapp.ai.levels import EasyAgent
    from giantapp.engine import get_game

    rng = random.Random(seed)
    state = get_game(game).new_game(players)
    easy = EasyAgent(game)
    while not state.is_terminal():
        if state.to_act() == (CHANCE,):
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        yield state
        seat = state.to_act()[0]
        observation = state.observation(seat)
        state.apply(seat, easy.choose(observation, seat, observation.legal_actions(seat), rng))
    if final:
        yield state

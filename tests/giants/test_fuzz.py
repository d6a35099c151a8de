"""Fuzz: at random points of random games, malformed or illegal actions are refused with a reason and
leave the state exactly as it was; anything accepted must have been listed as legal."""

import copy
import dataclasses
import random

import pytest

from giantapp.ai import RandomAgent
from giantapp.engine import CHANCE, IllegalAction, get_game
from giantapp.giants.actions import (
    Bid, ChooseFirst, Done, Look, Mark, Move, NoMark, Pass, Place, Power, Recall, Roll, Stop, Take, TakeTablet,
    parse_action,
)

GARBAGE = ["", "   ", "fly M1", "move", "move M1", "move M1 to", "move M1 to x,y", "move Q1 to 1,1", "bid x3",
           "bid m2 m3", "place dragon 1,1", "place worker 1", "sorcerer 4,7 dance", "sorcerer 3,6 reserve",
           "roll 7", "roll Wx", "first 0", "take H1", "move M1 to 1,1 via", "move M1 to 1,1 carriers Z9",
           "move M1 to 1,1 erect B7", "place worker 5,6 logs", "mark", "look 7", "recall", "done now",
           "move M1 to 1,1 via 1,1 via 2,2", "\x00", "bid m-1"]


def snapshot(state):
    return {k: copy.deepcopy(v) for k, v in vars(state).items() if not k.startswith("_") and k not in ("edition", "island")}


def random_hex(rng, state):
    if rng.random() < 0.15:
        return (rng.randint(-3, 14), rng.randint(-3, 14))
    return rng.choice(state.island.hexes)


def candidates(state, rng):
    """Actions of every kind with random (often wrong) arguments."""
    objs = list(state.kinds) + ["M99", "H40"]
    ahus = list(state.island.ahus) + ["A99"]
    h = random_hex(rng, state)
    obj = rng.choice(objs)
    path = tuple(random_hex(rng, state) for _ in range(rng.randint(0, 4)))
    options = [
        ChooseFirst(rng.randint(-1, 6)),
        Roll(tuple((rng.choice("WBX"), rng.randint(-1, 4)) for _ in range(rng.randint(0, 6)))),
        Bid(rng.randint(-1, 7), rng.randint(-1, 7), rng.random() < 0.5, rng.random() < 0.5),
        Take(obj), Stop(), Pass(), TakeTablet(), Done(),
        Place(rng.choice(["worker", "sorcerer", "chief", "giant"]), h, rng.randint(-1, 4)),
        Power(rng.choice(["sorcerer", "chief", "worker"]), h, rng.choice(["village", "hut", "forest", "reserve", "hat"]),
              rng.choice(ahus + [None]), rng.randint(0, 3)),
        Move(obj, h, rng.choice([None, "erect", "hat", "fly"]), rng.choice(ahus)),
        Move(obj, path[-1] if path else h, None, None, path,
             rng.choice([None, tuple(tuple(rng.choice(["W1", "W2", "C3", "S1", "L", "W9"]) for _ in range(rng.randint(0, 3)))
                                     for _ in path)])),
        Mark(obj), NoMark(obj), Look(rng.choice(ahus)), Recall(obj),
    ]
    return options


def mutate(action, rng, state):
    """A legal action with one field changed."""
    fields = [f.name for f in dataclasses.fields(action)]
    if not fields:
        return action
    name = rng.choice(fields)
    value = getattr(action, name)
    if isinstance(value, bool):
        new = not value
    elif isinstance(value, int):
        new = value + rng.choice([-2, -1, 1, 3])
    elif isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        new = random_hex(rng, state)
    elif isinstance(value, str):
        new = rng.choice(list(state.kinds) + list(state.island.ahus) + ["worker", "chief", "hut"])
    else:
        new = value
    try:
        return dataclasses.replace(action, **{name: new})
    except TypeError:
        return action


def accepted_was_legal(before, seat, action):
    legal = before.legal_actions(seat)
    if isinstance(action, Move):
        return action.without_route() in legal
    return action in legal


@pytest.mark.parametrize("players", [3, 4, 5])
def test_illegal_and_malformed_actions_change_nothing(players):
    rng = random.Random(players)
    game = get_game("giants")
    agent = RandomAgent()
    refused = accepted = 0
    for game_index in range(3):
        state = game.new_game(players, {"open_ownership": game_index % 2 == 0, "round_cap": 5})
        while not state.is_terminal():
            acting = state.to_act()
            if rng.random() < 0.25:
                for text in rng.sample(GARBAGE, 2):
                    with pytest.raises(IllegalAction) as info:
                        parse_action(text)
                    assert info.value.reason
                pool = candidates(state, rng)
                if acting != (CHANCE,):
                    legal = state.legal_actions(acting[0])
                    pool += [mutate(rng.choice(legal), rng, state) for _ in range(4)]
                    pool += [legal[0]]  # by a seat that is not acting
                for action in pool:
                    seat = rng.choice([CHANCE, *range(players), players, -5]) if rng.random() < 0.3 else (
                        acting[0] if action is not pool[-1] else (acting[0] + 1) % players)
                    trial = state.clone()
                    before = snapshot(trial)
                    try:
                        trial.apply(seat, action)
                    except IllegalAction as exc:
                        assert exc.reason and isinstance(exc.reason, str)
                        assert snapshot(trial) == before, f"{action} changed the state although refused"
                        refused += 1
                    else:
                        assert seat in state.to_act() and accepted_was_legal(state, seat, action), (
                            f"{action} by seat {seat} was accepted but is not legal")
                        accepted += 1
                # refusal through the real state too, for one sure-illegal action
                before = snapshot(state)
                with pytest.raises(IllegalAction, match="decision now"):
                    state.apply(CHANCE if acting != (CHANCE,) else 0, Pass())
                assert snapshot(state) == before
            if acting == (CHANCE,):
                state.apply(CHANCE, state.sample_chance(rng))
            else:
                seat = acting[0]
                legal = state.observation(seat).legal_actions(seat)
                state.apply(seat, agent.choose(None, seat, legal, rng))
    assert refused > 500

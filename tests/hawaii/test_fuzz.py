"""Malformed and illegal actions are refused with a reason and change nothing; legal ones all apply."""

from __future__ import annotations

import json
import random

import pytest

from giantapp.ai import RandomAgent
from giantapp.engine import CHANCE, IllegalAction
from giantapp.hawaii.actions import (Buy, DrawToken, EndRound, Fish, Irrigate, Kane, Pay, PlaceReward, RevealIsland,
                                     SetLayout, SetOrder, Visit, parse_action)
from giantapp.hawaii.game import HawaiiGame

from .helpers import ALL_TOKENS, ISLAND_IDS, PLACE_IDS, EDITION, check_invariants

GAME = HawaiiGame()
TILES = list(EDITION.tiles) + ["starting_hut", "dragon"]


@pytest.mark.parametrize("text", [
    "", "   ", "fly away", "buy", "buy huts_a shell_hut T3", "buy huts_a shell_hut T3 III", "buy huts_a shell_hut T3 I r0",
    "buy huts_a shell_hut T3 I row2", "buy huts_a kahuna T3 II", "buy huts_a shell_hut T3 x2 r1", "fish T1 boat 1",
    "fish T1,T2 boats 0", "fish T1 boats one", "visit boats 1", "visit x boats 1", "end", "end 0", "end two",
    "pay 1/2", "pay a/b/c", "pay -1/0/0", "place fruit_taro", "place fruit_taro 3", "kane maybe", "kane 1/1",
    "irrigate gold", "order 1,x", "order 0,1", "layout", "draw", "reveal",
])
def test_malformed_notation_is_refused_with_a_reason(text):
    with pytest.raises(IllegalAction) as info:
        parse_action(text)
    assert info.value.reason


def test_parse_refuses_non_text():
    with pytest.raises(IllegalAction):
        GAME.parse_action(None)  # type: ignore[arg-type]


def _candidates(state, rng):
    """Plausible but mostly illegal actions for the position."""
    seat = state.to_act()[0] if state.to_act() else 0
    out = [
        (seat, Buy(rng.choice(PLACE_IDS + ["volcano"]), rng.choice(TILES), rng.choice(ALL_TOKENS + ["T99"]),
                   rng.random() < 0.5, rng.choice([None, 0, 1, 2, 4, 5, 9]))),
        (seat, Fish(tuple(rng.sample(ALL_TOKENS, rng.randint(0, 3))), tuple(rng.sample(range(5), rng.randint(0, 2))))),
        (seat, Visit(rng.randint(0, 6), tuple(rng.sample(range(4), rng.randint(0, 3))))),
        (seat, EndRound(rng.randint(0, 7))),
        (seat, Pay(rng.randint(0, 9), rng.randint(0, 9), rng.randint(0, 9))),
        (seat, PlaceReward(rng.choice(TILES), rng.randint(0, 6))),
        (seat, Kane(rng.choice([None, (2, 0, 0), (1, 1, 0), (3, 0, 0), (0, 0, 1)]))),
        (seat, Irrigate(rng.choice(["shells", "feet", "fruit", "gold"]))),
        (CHANCE, DrawToken(rng.choice(ALL_TOKENS + ["T77"]))),
        (CHANCE, RevealIsland(rng.choice(ISLAND_IDS + ["atlantis"]))),
        (CHANCE, SetOrder(tuple(rng.sample(range(6), state.players)))),
        (CHANCE, SetLayout(tuple(rng.sample(PLACE_IDS, 9)))),
        ((seat + 1) % state.players, EndRound(1)),
        (7, EndRound(1)),
    ]
    return out


def test_fuzzed_actions_are_refused_without_changing_the_state_and_legal_ones_apply():
    rng = random.Random(5)
    agent = RandomAgent()
    refused = applied = 0
    for game_index in range(6):
        state = GAME.new_game(2 + game_index % 4, {"open_screens": game_index % 2 == 0})
        while not state.is_terminal():
            acting = state.to_act()
            if rng.random() < 0.3:
                legal = set(state.legal_actions(acting[0])) if acting[0] != CHANCE or state.phase != "layout" else set()
                before = json.dumps(state.to_json(), sort_keys=True)
                for seat, action in _candidates(state, rng):
                    if seat in acting and action in legal:
                        continue
                    if seat == CHANCE and state.phase == "layout" and isinstance(action, SetLayout):
                        continue  # a 9-place layout is refused below; layouts are not enumerated
                    with pytest.raises(IllegalAction) as info:
                        state.apply(seat, action)
                    assert info.value.reason
                    assert json.dumps(state.to_json(), sort_keys=True) == before, (seat, action)
                    refused += 1
                # every listed legal action applies cleanly to a copy
                for action in list(legal)[:25]:
                    copy = state.clone()
                    copy.apply(acting[0], action)
                    check_invariants(copy)
                    applied += 1
            if acting == (CHANCE,):
                action = state.sample_chance(rng)
                state.apply(CHANCE, action)
            else:
                seat = acting[0]
                state.apply(seat, agent.choose(state.observation(seat), seat, state.legal_actions(seat), rng))
    assert refused > 500 and applied > 500


def test_a_short_layout_is_refused():
    state = GAME.new_game(2)
    with pytest.raises(IllegalAction, match="every place exactly once"):
        state.apply(CHANCE, SetLayout(tuple(PLACE_IDS[:9])))
    with pytest.raises(IllegalAction, match="not chance's turn|decision"):
        state.apply(0, EndRound(1))
    with pytest.raises(IllegalAction, match="not an action"):
        state.apply(CHANCE, "layout")  # type: ignore[arg-type]

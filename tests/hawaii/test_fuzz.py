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


@pytest.mark.parametrize("text, reason", [
    ("", "an empty action"), ("   ", "an empty action"), ("fly away", "unknown Hawaii action 'fly'"),
    ("buy", "'buy' takes the form"), ("buy huts_a shell_hut T3", "'buy' takes the form"),
    ("buy huts_a shell_hut T3 III", "the side must be I, II, x1 or x2, not 'III'"),
    ("buy huts_a shell_hut T3 I r0", "the row must be written r1, r2, ..., not 'r0'"),
    ("buy huts_a shell_hut T3 I row2", "the row must be written r1, r2, ..., not 'row2'"),
    ("buy huts_a kahuna T3 II", "kahuna and tiki are bought x1 or x2"),
    ("buy huts_a shell_hut T3 x2 r1", "kahuna and tiki are bought x1 or x2"),
    ("fish T1 boat 1", "'fish' takes the form"), ("fish T1,T2 boats 0", "boat numbers start at 1, not 0"),
    ("fish T1 boats one", "cannot read 'one' as a comma-separated list of boat numbers"),
    ("visit boats 1", "'visit' takes the form"), ("visit x boats 1", "cannot read 'x' as a comma-separated list of dock"),
    ("visit 1,2 boats 1", "one dock number, not '1,2'"), ("end", "'end' takes the form"),
    ("end 0", "order position numbers start at 1, not 0"), ("end two", "cannot read 'two'"),
    ("end 1,2", "one order position number, not '1,2'"),
    ("pay 1/2", "cannot read '1/2' as shells/feet/fruit"), ("pay a/b/c", "cannot read 'a/b/c' as shells/feet/fruit"),
    ("pay -1/0/0", "cannot read '-1/0/0' as shells/feet/fruit"), ("place fruit_taro", "'place' takes the form"),
    ("place fruit_taro 3", "the row must be written r1, r2, ..., not '3'"),
    ("kane maybe", "cannot read 'maybe' as shells/feet/fruit"), ("kane 1/1", "cannot read '1/1' as shells/feet/fruit"),
    ("irrigate gold", "irrigation gives shells, feet or fruit, not 'gold'"),
    ("order 1,x", "cannot read '1,x' as a comma-separated list of seat numbers"),
    ("order 0,1", "seat numbers start at 1, not 0"), ("layout", "'layout' takes the form"),
    ("draw", "'draw' takes the form"), ("reveal", "'reveal' takes the form"),
])
def test_malformed_notation_is_refused_with_its_reason(text, reason):
    with pytest.raises(IllegalAction) as info:
        parse_action(text)
    assert info.value.reason.startswith(reason) or reason in info.value.reason, info.value.reason


def test_parse_refuses_non_text():
    with pytest.raises(IllegalAction, match="an action must be text, not NoneType"):
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
                listed = state.legal_actions(acting[0]) if acting[0] != CHANCE or state.phase != "layout" else []
                legal = set(listed)
                before = json.dumps(state.to_json(), sort_keys=True)
                for seat, action in _candidates(state, rng):
                    if seat in acting and action in legal:
                        continue
                    if seat == CHANCE and state.phase == "layout" and isinstance(action, SetLayout):
                        continue  # a 9-place layout is refused below; layouts are not enumerated
                    reason = state.explain(seat, action)
                    with pytest.raises(IllegalAction) as info:
                        state.apply(seat, action)
                    assert info.value.reason and info.value.reason == reason
                    assert json.dumps(state.to_json(), sort_keys=True) == before, (seat, action)
                    refused += 1
                # every listed legal action applies cleanly to a copy
                for action in listed[:: max(1, len(listed) // 25)]:
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
    with pytest.raises(IllegalAction, match=r"^it is not Seat 1's decision now \(waiting for chance\)$"):
        state.apply(0, EndRound(1))
    with pytest.raises(IllegalAction, match="^'layout' is not an action$"):
        state.apply(CHANCE, "layout")  # type: ignore[arg-type]

"""Listed = accepted, for every kind of action: from many positions (random play, and positions built to
be rare), every listed action applies, and of a generated set of near misses ``apply`` refuses exactly
those that are not listed, up to equal choices (``listed_form``), with the reason ``explain`` gives.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

from giantapp.engine import CHANCE, IllegalAction
from giantapp.hawaii.actions import (Buy, DrawToken, EndRound, Fish, Irrigate, Kane, Pay, PlaceReward, RevealIsland,
                                     SetOrder, Visit)
from giantapp.hawaii.game import HawaiiGame
from giantapp.hawaii.phases import PendingKind, Phase
from giantapp.hawaii.prices import mixed_options

from .helpers import (ALL_TOKENS, EDITION, ISLAND_IDS, check_invariants, clear_board_prices, give, put_island,
                      set_price, started)

GAME = HawaiiGame()
FRUITS = ("fruit_breadfruit", "fruit_taro", "fruit_coconut", "fruit_banana")


def _near_misses(state, seat, rng):
    """Actions of every kind close to the legal ones: right and wrong places, tokens, rows, boats, docks,
    positions and payments."""
    out = []
    if seat == CHANCE:
        out += [DrawToken(t) for t in ALL_TOKENS + ["T25"]]
        out += [RevealIsland(i) for i in ISLAND_IDS + ["atlantis"]]
        seats = list(range(state.players))
        out += [SetOrder(p) for p in itertools.islice(itertools.permutations(seats), 6)]
        out += [SetOrder(tuple(seats[:-1])), SetOrder(tuple(seats + [state.players]))]
        return out
    p = state.player[seat]
    realm = p.realm
    rows = [None] + list(range(len(realm.villages) + 2))
    for place in EDITION.places:
        slots = [t for t in state.prices[place.id] if t is not None]
        tokens = slots + [rng.choice(ALL_TOKENS)]
        for tile in place.tiles + (rng.choice(list(EDITION.tiles)),):
            for token in tokens:
                for double in (False, True):
                    for row in rows if tile not in ("kahuna", "tiki", "boat") else (None, 0):
                        out.append(Buy(place.id, tile, token, double, row))
    cove = sorted(state.cove, key=lambda t: int(t[1:]))
    boats = range(len(realm.boats))
    boat_sets = [c for n in range(0, 4) for c in itertools.combinations(boats, n)]
    boat_sets += [tuple(reversed(c)) for c in boat_sets if len(c) == 2][:2]
    token_sets = [c for n in range(1, 4) for c in itertools.combinations(cove, n)]
    token_sets += [tuple(reversed(c)) for c in token_sets if len(c) == 2][:2] + [(rng.choice(ALL_TOKENS),), ()]
    for tokens in token_sets:
        for b in boat_sets:
            out.append(Fish(tokens, b))
    for dock in range(0, len(state.docks) + 2):
        for b in boat_sets:
            out.append(Visit(dock, b))
    out += [EndRound(k) for k in range(0, state.players + 2)]
    pays = set(state.pending.options) if state.pending is not None else {(3, 1, 0)}
    for option in list(pays):
        for i in range(3):
            for delta in (-1, 1):
                changed = list(option)
                changed[i] += delta
                pays.add(tuple(changed))
    out += [Pay(*o) for o in pays]
    out += [PlaceReward(t, r) for t in FRUITS + ("hula_dancer", "shell_hut") for r in range(0, len(realm.villages) + 1)]
    out += [Kane(o) for o in mixed_options(2)] + [Kane(None), Kane((3, 0, 0)), Kane((1, 0, 0))]
    out += [Irrigate(r) for r in ("shells", "feet", "fruit", "gold")]
    return out


def light_invariants(state) -> None:
    """For hand-built positions whose supply was cut by hand (tiles are not conserved there)."""
    for p in state.player:
        assert min(p.resources) >= 0 and p.realm.problems(EDITION) == []
    assert min(n for tiles in state.supply.values() for n in tiles.values()) >= 0


def check_position(state, rng, seen: Counter, applied_sample: int = 12, invariants=check_invariants) -> None:
    """The whole claim for one position (see the module docstring)."""
    acting = state.to_act()
    if not acting or (acting == (CHANCE,) and state.phase == Phase.LAYOUT):
        return  # over, or the 10! layouts that are drawn and never listed
    seat = acting[0]
    seen[state.pending.kind if state.pending is not None else state.phase] += 1
    listed = state.legal_actions(seat)
    listed_set = set(listed)
    assert len(listed_set) == len(listed), "an action is listed twice"
    before = json.dumps(state.to_json(), sort_keys=True)
    for action in listed:
        assert state.explain(seat, action) is None, action
    for action in listed[:: max(1, len(listed) // applied_sample)]:
        trial = state.clone()
        trial.apply(seat, action)
        invariants(trial)
    candidates = _near_misses(state, seat, rng)
    refused = accepted = 0
    for action in candidates:
        reason = state.explain(seat, action)
        is_listed = (state.listed_form(seat, action) if seat != CHANCE else action) in listed_set
        assert (reason is None) == is_listed, (action, reason)
        if reason is None:
            accepted += 1
        else:
            refused += 1
    # apply itself on a sample of the candidates: refuses with explain's reason, accepts the rest
    for action in rng.sample(candidates, min(len(candidates), 25)):
        reason = state.explain(seat, action)
        trial = state.clone()
        try:
            trial.apply(seat, action)
        except IllegalAction as exc:
            assert exc.reason == reason, action
            assert json.dumps(trial.to_json(), sort_keys=True) == before
        else:
            assert reason is None, action
    assert json.dumps(state.to_json(), sort_keys=True) == before
    seen["refused"] += refused
    seen["accepted"] += accepted


def test_listed_is_accepted_for_every_kind_of_action_in_random_play():
    rng = random.Random(13)
    seen: Counter = Counter()
    for game_index in range(4):
        players = 2 + game_index % 3
        state = GAME.new_game(players, {"open_screens": True})
        step = 0
        while not state.is_terminal():
            acting = state.to_act()
            rare = state.pending is not None or state.phase in (Phase.INCOME, Phase.ORDER, Phase.ISLANDS)
            if rare or step % 9 == 0:
                check_position(state, rng, seen)
            if acting == (CHANCE,):
                state.apply(CHANCE, state.sample_chance(rng))
            else:
                legal = state.legal_actions(acting[0])
                others = [a for a in legal if not isinstance(a, EndRound)]
                pool = others if others and rng.random() < 0.9 else legal
                state.apply(acting[0], pool[rng.randrange(len(pool))])
            step += 1
    for stage in (Phase.CHIEFS, Phase.DRAW, Phase.ISLANDS, Phase.ORDER, PendingKind.PAY):
        assert seen[stage], (stage, seen)
    assert seen["refused"] > 5000 and seen["accepted"] > 200


def position(players=2, resources=(20, 10, 0)):
    state = started(players)
    clear_board_prices(state)
    for p in state.player:
        p.resources = list(resources)
    return state


def _rare_positions():
    """Positions random play rarely reaches: nearly empty supplies, full kahuna and tiki bars, a village
    sticking out, two exchange huts, equal boats, every follow-up decision."""
    out = []
    state = position()
    set_price(state, "kahunas", 0, "T0")
    set_price(state, "tikis", 0, "T1")
    state.supply["kahunas"]["kahuna"] = 1
    state.supply["tikis"]["tiki"] = 1
    out.append(state)
    state = position()
    set_price(state, "kahunas", 0, "T0")
    set_price(state, "tikis", 0, "T1")
    for _ in range(4):
        give(state, 0, "kahuna")
    for _ in range(5):
        give(state, 0, "tiki")
    out.append(state)
    state = position(resources=(6, 2, 3))
    for tile in ("surfer", "hula_dancer", "irrigation", "fruit_taro", "fruit_banana", "fruit_coconut"):
        give(state, 0, tile, 1, 0)
    give(state, 0, "exchange_hut", 1, 1)
    give(state, 0, "exchange_hut", 2, 2)
    set_price(state, "huts_a", 0, "T5")
    set_price(state, "longhouse_irrigation", 0, "T20")
    set_price(state, "gods", 0, "T15")
    out.append(state)
    state = position(resources=(3, 4, 2))
    for side in (1, 1, 2, 2):
        give(state, 0, "boat", side)
    state.player[0].boats_used[2] = True
    for t in ("T0", "T1", "T3", "T15", "T16"):
        state.bag.remove(t)
        state.cove.append(t)
    out.append(state)
    state = position(resources=(10, 10, 10))  # a payment waits
    set_price(state, "huts_a", 0, "T5")
    state.apply(0, Buy("huts_a", "shell_hut", "T5", False, 0))
    out.append(state)
    state = position(resources=(6, 5, 1))  # KANE's tiki waits
    set_price(state, "gods", 0, "T1")
    give(state, 0, "shell_hut", 1, 1)
    state.apply(0, Buy("gods", "god_kane", "T1", False, 1))
    out.append(state)
    state = position()  # a fruit reward waits
    give(state, 0, "boat", 1)
    give(state, 0, "shell_hut", 1, 1)
    put_island(state, 0, "isle_fruit")
    state.apply(0, Visit(1, (1,)))
    out.append(state)
    state = position()  # irrigation II income waits
    give(state, 0, "irrigation", 2)
    state.apply(0, EndRound(1))
    state.apply(1, EndRound(2))
    out.append(state)
    return out


def test_listed_is_accepted_in_rare_positions():
    rng = random.Random(19)
    seen: Counter = Counter()
    for state in _rare_positions():
        check_position(state, rng, seen, applied_sample=40, invariants=light_invariants)
    assert seen[PendingKind.PAY] and seen[PendingKind.KANE] and seen[PendingKind.PLACE] and seen[Phase.INCOME]
    assert seen[Phase.CHIEFS] == 4

"""Listed = accepted (issue 19): from many positions, every listed action applies, and a generated set of
near misses - every figure on every hex with every number of logs, every sorcerer action on every special
or coastal hex, every object to every hex with and without a goal on every ahu there, every mark, look,
recall and bid - is refused by ``apply`` exactly when it is not listed, with the state unchanged.

Positions come from random play (3 to 5 players, hidden and open ownership) and from positions built to
be rare: nearly empty supplies, crowned moai with hats waiting beside them, reserved ahus, a seat with
its last base, an object another player left unmarked, a second move waiting to erect.
"""

from __future__ import annotations

import random

import pytest

from giantapp.engine import CHANCE, IllegalAction, get_game
from giantapp.giants.actions import (
    FIGURES, POWERS, Bid, Done, Look, Mark, Move, NoMark, Pass, Place, Power, Recall, Stop, Take, TakeTablet,
)

from .helpers import at_placement, at_transport, put_figure, put_logs, put_object, put_workers


def near_misses(state, seat: int, rng: random.Random) -> list:
    """Candidate actions of ``seat`` in this phase, listed or not."""
    isl = state.island
    phase = state.phase
    objects = list(state.kinds)
    land = list(isl.hexes)
    sea = [(-1, 7), (20, 20)]
    if phase == "bid":
        markers = (state.screen_markers[seat] or 0) + 1
        workers = (state.screen_workers[seat] or 0) + 1
        return [Bid(m, w, s, c) for m in range(markers + 1) for w in range(workers + 1)
                for s in (False, True) for c in (False, True)]
    if phase == "pick":
        return [Take(m) for m in objects if m.startswith("M")] + [Stop(), Pass()]
    if phase == "place":
        actions: list = [TakeTablet(), Pass(), Stop()]
        for figure in FIGURES:
            actions += [Place(figure, h, logs) for h in land + sea for logs in range(4)]
        coastal = sorted(isl.ahus_of_hex)
        special = [isl.village, isl.sorcerers_hut, isl.hat_quarry, *isl.forests]
        hexes = sorted(set(coastal + special + rng.sample(land, 5)))
        other_ahu = rng.choice(sorted(isl.ahus))
        for figure in ("sorcerer", "chief", "worker"):
            for h in hexes:
                for power in POWERS:
                    ahus = [*isl.ahus_of_hex.get(h, ()), other_ahu] if power == "reserve" else [None, other_ahu]
                    for ahu in ahus:
                        actions += [Power(figure, h, power, ahu, logs) for logs in range(4)]
        return actions
    if phase == "transport":
        actions = [Pass(), TakeTablet()]
        for obj in objects:
            actions += [Move(obj, h) for h in land + sea[:1]]
            for h, ahus in isl.ahus_of_hex.items():
                actions += [Move(obj, h, goal, a) for a in ahus for goal in ("erect", "hat")]
            actions += [Mark(obj), NoMark(obj)]
        actions += [Look(a) for a in isl.ahus]
        return actions
    if phase == "quarry_mark":
        return [Mark(o) for o in objects] + [NoMark(o) for o in objects] + [Pass()]
    if phase == "return":
        return [Recall(o) for o in objects] + [Done(), Pass()]
    return []


def check_listed_equals_accepted(state, rng: random.Random, refused_sample: int = 60) -> tuple[int, int]:
    """Returns (accepted, refused) counts; fails on the first disagreement."""
    acting = state.to_act()
    if not acting or acting == (CHANCE,):
        return 0, 0
    seat = acting[0]
    legal = state.legal_actions(seat)
    listed = set(legal)
    assert len(listed) == len(legal), "an action is listed twice"
    for action in legal:  # every listed action applies
        trial = state.clone()
        trial.apply(seat, action)
    accepted = refused = 0
    refused_actions = []
    for action in near_misses(state, seat, rng):
        reason = state.explain(seat, action)
        if action in listed:
            assert reason is None, f"{action} is listed but refused: {reason}"
            accepted += 1
        else:
            assert reason is not None, f"{action} is accepted but not listed (phase {state.phase})"
            refused_actions.append((action, reason))
            refused += 1
    before = state.to_json()
    for action, reason in rng.sample(refused_actions, min(refused_sample, len(refused_actions))):
        trial = state.clone()
        with pytest.raises(IllegalAction) as info:
            trial.apply(seat, action)
        assert info.value.reason == reason
        assert trial.to_json() == before
    return accepted, refused


def random_positions(players: int, seed: int, every: int):
    rng = random.Random(seed)
    options = {"open_ownership": seed % 2 == 0, "round_cap": 6}
    state = get_game("giants").new_game(players, options)
    step = 0
    while not state.is_terminal():
        acting = state.to_act()
        if acting == (CHANCE,):
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        if step % every == 0:
            yield state
        step += 1
        seat = acting[0]
        legal = state.legal_actions(seat)
        # prefer erecting and crowning, so positions with crowned moai and last bases come up
        goals = [a for a in legal if isinstance(a, Move) and a.goal]
        state.apply(seat, rng.choice(goals) if goals and rng.random() < 0.7 else rng.choice(legal))


@pytest.mark.parametrize("players, seed", [(3, 1), (4, 2), (5, 3), (4, 4)])
def test_listed_equals_accepted_along_random_games(players, seed):
    rng = random.Random(seed)
    phases = set()
    total_accepted = total_refused = 0
    for state in random_positions(players, seed, every=4):
        accepted, refused = check_listed_equals_accepted(state, rng)
        total_accepted += accepted
        total_refused += refused
        phases.add(state.phase)
    assert {"bid", "pick", "place", "transport"} <= phases
    assert total_accepted > 100 and total_refused > 10000


# ---------------------------------------------------------------------------- positions built to be rare
def nearly_empty_supplies():
    """Placement with one moai of each size and one hat left, one tablet, no logs, an empty receptacle."""
    state = at_placement(4)
    kept = {"M17", "M29", "M35", "H14"}  # the last size-1, size-2 and size-3 moai and the last hat
    for obj in sorted(state.kinds):
        if obj not in kept:
            state.places[obj] = ("hex", state.island.moai_quarry)  # out of the supply, lying at the quarry
    state.tablets_supply = 1
    state.tablets = [29, 0, 0, 0]
    state.logs_supply, state.logs_removed = 0, 27
    state.receptacle_workers = [0, 0, 0, 0]
    state.receptacle_markers = [0, 0, 0, 0]
    return state


def crowned_and_reserved(seat_to_act: int = 0, **options):
    """Transport: A17 holds Seat 1's crowned moai, A18 Seat 2's bare one, A19 is reserved by Seat 3 and A16
    by Seat 1; hats and moai wait beside them, some marked, one left unmarked by Seat 2 this phase."""
    state = at_transport(4, **options)
    state.ahu_owner.update({"A17": 0, "A18": 1, "A19": 2, "A16": 0})
    state.ahu_moai.update({"A17": "M1", "A18": "M2"})
    state.ahu_hat["A17"] = "H1"
    state.places.update({"M1": ("ahu", "A17"), "M2": ("ahu", "A18"), "H1": ("ahu", "A17")})
    state.screen_bases = [state.screen_bases[0] - 2, state.screen_bases[1] - 1, state.screen_bases[2] - 1, 1]
    state.bases_box[3] += 5
    put_object(state, "H2", (9, 6), mark=0)
    put_object(state, "H3", (9, 8))
    put_object(state, "M20", (9, 5), mark=3)
    put_object(state, "M3", (8, 7))
    put_object(state, "M30", (9, 7))
    state.moved = {"M3": 1, "H3": 0}  # M3 left unmarked by Seat 2; H3 waits to crown (Seat 1's second move)
    state.places["M4"] = ("front", 0)  # a size-1 moai Seat 1 won this round
    for seat, h in ((0, (9, 6)), (0, (9, 8)), (0, (9, 5)), (1, (9, 8)), (2, (8, 7)), (3, (9, 5)), (3, (8, 8))):
        put_workers(state, seat, h)
    put_figure(state, 1, "chief", (9, 7))
    put_figure(state, 2, "sorcerer", (8, 8))
    put_logs(state, (8, 8), 2)
    state.tablets = [2, 1, 0, 3]
    state.tablets_supply -= 6
    state.current = seat_to_act
    return state


def last_base_placement():
    """Placement: Seat 1 has its last base and 2 tablets (the chief's action); every other ahu beside the
    village is taken."""
    state = at_placement(3)
    state.screen_bases[0] = 1
    state.bases_box[0] += 6
    state.tablets[0] = 2
    state.tablets_supply -= 2
    state.screen_logs[0] = 3
    state.logs_supply -= 3
    for a in ("A01", "A02", "A37"):
        state.ahu_owner[a] = 1
        state.screen_bases[1] -= 1
    return state


def no_tablet_left():
    state = nearly_empty_supplies()
    state.tablets_supply, state.tablets = 0, [30, 0, 0, 0]
    return state


RARE = {
    "nearly empty supplies": nearly_empty_supplies,
    "no tablet left": no_tablet_left,
    "crowned and reserved, Seat 1 to act": lambda: crowned_and_reserved(0),
    "crowned and reserved, Seat 2 to act": lambda: crowned_and_reserved(1),
    "crowned and reserved, Seat 4 to act, hidden ownership": lambda: crowned_and_reserved(3, open_ownership=False),
    "last base in placement": last_base_placement,
}


@pytest.mark.parametrize("name", sorted(RARE))
def test_listed_equals_accepted_in_rare_positions(name):
    state = RARE[name]()
    accepted, refused = check_listed_equals_accepted(state, random.Random(7), refused_sample=400)
    assert accepted > 0 and refused > 100


def test_the_rare_positions_offer_what_they_were_built_for():
    """The built positions really hold the rare cases (or the check above would test nothing special)."""
    crowned = crowned_and_reserved(0)
    legal = crowned.legal_actions(0)
    assert Move("H3", (9, 8), "hat", "A18") in legal  # Seat 1's waiting hat may crown the bare moai
    assert not any(isinstance(a, Move) and a.obj == "H3" and a.goal is None for a in legal)
    assert not any(isinstance(a, Move) and a.goal == "hat" and a.ahu == "A17" for a in legal)  # crowned
    assert not any(isinstance(a, Move) and a.obj == "M3" for a in legal) and Mark("M3") not in legal
    assert any(isinstance(a, Move) and a.goal == "erect" and a.ahu == "A16" for a in legal)  # own reserved
    assert not any(isinstance(a, Move) and a.goal == "erect" and a.ahu == "A19" for a in legal)  # Seat 3's
    hidden = crowned_and_reserved(3, open_ownership=False)
    assert {a.ahu for a in hidden.legal_actions(3) if isinstance(a, Look)} == {"A17", "A18"}
    last = last_base_placement()
    reserve = [a for a in last.legal_actions(0) if isinstance(a, Power) and a.power == "reserve"]
    assert reserve and all(a.ahu not in ("A01", "A02", "A37") for a in reserve)
    assert any(a.figure == "chief" for a in reserve)
    empty = nearly_empty_supplies()
    assert TakeTablet() in empty.legal_actions(0) and TakeTablet() not in no_tablet_left().legal_actions(0)
    assert empty.supply_of("1") == ["M17"] and empty.supply_of("hat") == ["H14"]

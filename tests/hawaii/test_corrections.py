"""The rules corrected in turn 2 (``../shared/rules/hawaii.md``, "corrected in turn 2"), each as a
position and an action, with the sentence of the original rules text it comes from.

Expected numbers are written here from the rules text (boat I 3 spaces, boat II 4 spaces of which one is
the printed foot, fishing boat 2 spaces; docks 1-4 cost 3/4/5/6 feet), never read from ``resources/``.
"""

from __future__ import annotations

import pytest

from giantapp.engine import IllegalAction
from giantapp.hawaii.actions import Buy, Fish, Pay, Visit
from giantapp.hawaii.phases import PendingKind

from .helpers import clear_board_prices, give, put_island, set_price, started


def position(players=2, resources=(20, 10, 0)):
    """Round 1, seat 0 to act, no prices on the board."""
    state = started(players)
    clear_board_prices(state)
    for p in state.player:
        p.resources = list(resources)
    assert state.to_act() == (0,)
    return state


def _cove(state, tokens):
    for t in tokens:
        state.bag.remove(t)
        state.cove.append(t)


def fishes(state, seat=0):
    return [a for a in state.legal_actions(seat) if isinstance(a, Fish)]


def visits(state, seat=0):
    return [a for a in state.legal_actions(seat) if isinstance(a, Visit)]


# --- boat II carries 4 --------------------------------------------------------------------------------

def test_boat_two_holds_four_tokens_and_its_printed_foot_pays_one():
    """Seed: 「II面：有三个空格，此外还有一个印上去的脚掌当作玩家付的」 - three empty spaces and a printed
    foot that counts as paid: 4 spaces, a trip using it costs one foot less."""
    state = position()
    give(state, 0, "boat", 2)
    _cove(state, ["T0", "T1", "T2", "T20"])  # fish 3, 3, 3, 1
    catch = Fish(("T0", "T1", "T2", "T20"), (1,))
    assert catch in fishes(state)
    assert state.trip_feet(0, catch) == 3
    state.apply(0, catch)
    p = state.player[0]
    assert p.fish_tokens == ["T0", "T1", "T2", "T20"] and p.boats_used == [False, True]
    assert p.resources == [20, 10 - 3, 0]


def test_a_fifth_token_needs_the_fishing_boat_too():
    """Seed: 「可以一次用好几艘船的格子，加起来使用」 - boats combine; boat II holds 4, the fishing boat 2."""
    state = position()
    give(state, 0, "boat", 2)
    _cove(state, ["T0", "T1", "T2", "T3", "T20"])
    five = ("T0", "T1", "T2", "T3", "T20")
    with pytest.raises(IllegalAction, match="those boats hold 4 spaces; 5 are needed"):
        state.apply(0, Fish(five, (1,)))
    assert Fish(five, (0, 1)) in fishes(state)
    state.apply(0, Fish(five, (0, 1)))
    assert state.player[0].resources == [20, 10 - 4, 0]  # 5 spaces, 1 already paid by the printed foot


def test_with_the_fishing_boat_a_boat_two_reaches_dock_four():
    """Seed: 「付出对应的脚印和船的空格子数……如付出4个格子时，可以用一艘2的船和一艘3的船」; dock 4 needs 6
    spaces and 6 feet: the fishing boat's 2 and boat II's 4, the printed foot paying one of the 6 feet."""
    state = position()
    give(state, 0, "boat", 2)
    put_island(state, 3, "isle_shells")
    assert Visit(4, (0, 1)) in visits(state)
    assert state.trip_feet(0, Visit(4, (0, 1))) == 5
    state.apply(0, Visit(4, (0, 1)))
    p = state.player[0]
    assert p.resources == [20 + 3, 10 - 5, 0]  # the island's 3 shells
    assert p.points["islands"] == 9  # dock 4 scores 9
    assert p.chief == "dock4"


def test_a_boat_one_with_the_fishing_boat_does_not_reach_dock_four():
    """Seed: 「I面：有三个空格」 - boat I has 3 spaces: 2 + 3 is short of dock 4's 6."""
    state = position()
    give(state, 0, "boat", 1)
    put_island(state, 3, "isle_shells")
    assert not [a for a in visits(state) if a.dock == 4]
    with pytest.raises(IllegalAction, match="those boats hold 5 spaces; 6 are needed"):
        state.apply(0, Visit(4, (0, 1)))


def test_boat_two_still_needs_one_real_resource():
    """Seed: 「但至少要付出1个资源才能用这艘船」 - at least one resource must be paid to use the boat."""
    state = position(resources=(20, 0, 0))
    give(state, 0, "boat", 2)
    _cove(state, ["T20"])
    catch = Fish(("T20",), (1,))
    assert state.trip_feet(0, catch) == 1  # one space, the printed foot does not make it free
    assert catch not in fishes(state)
    with pytest.raises(IllegalAction, match="cannot pay the feet for this catch"):
        state.apply(0, catch)
    state.player[0].resources = [20, 1, 0]
    state.apply(0, catch)
    assert state.player[0].resources == [20, 0, 0]


def test_fruit_pays_the_rest_beside_the_printed_foot_without_mixing():
    """Seed: 「玩家可以付出脚掌或水果使用这艘船(用水果不算混合付出的资源)」 - feet or fruit pay for the boat;
    fruit with the printed foot is not mixing, so no exchange hut is needed."""
    state = position(resources=(0, 0, 3))
    give(state, 0, "boat", 2)
    put_island(state, 1, "isle_feet")
    trip = Visit(2, (1,))  # dock 2: 4 feet and 4 spaces, one of them the printed foot
    assert trip in visits(state)
    state.apply(0, trip)
    assert state.player[0].resources == [0, 0 + 3, 0]  # 3 fruit paid; the island gives 3 feet
    state = position(resources=(0, 3, 3))
    give(state, 0, "boat", 2)
    state.apply(0, Visit(2, (1,)))
    assert state.pending.kind == PendingKind.PAY
    assert set(state.pending.options) == {(0, 3, 0), (0, 0, 3)}  # all feet or all fruit; no 2 + 1 mix
    with pytest.raises(IllegalAction, match="not a way to pay"):
        state.apply(0, Pay(0, 2, 1))
    state.apply(0, Pay(0, 0, 3))
    assert state.player[0].resources == [0, 3, 0]

"""Every refusal of the chief actions (``giantapp/hawaii/chiefs.py``), word for word.

Each case is a small position built for it, an action, and the English sentence the rules say, written
out with its fields filled in. ``refused`` asks ``explain`` and then ``apply``: both must give that
sentence and leave the state as it was. The Hawaii tests' translator (``conftest.py``) turns a text
asked for in any context but the Hawaii ones into a marker, so each comparison also checks the context.

One reason has no position: ``_row_reason``'s last line ("{tile} does not fit in village {row}") is
only said for a row the tile could take, and such a row is never refused (see the last test).
"""

from __future__ import annotations

import pytest

from giantapp.hawaii.actions import Buy, EndRound, Fish, Kane, Pay, PlaceReward, Visit
from giantapp.hawaii.phases import PendingKind

from .helpers import give, put_island, set_price
from .test_explain import _cove, position, refused


# --- one small builder per situation ---------------------------------------------------------------

def shop():
    """Seat 0 (20 shells, 10 feet) before a hut, a kahuna and a god are for sale. Village 1: the starting
    hut and PELE; village 2: a shell hut and LONO; villages 3-5 not started."""
    state = position()
    set_price(state, "huts_a", 0, "T5")  # a 3
    set_price(state, "kahunas", 0, "T0")  # a 2
    set_price(state, "gods", 0, "T1")  # a 2
    give(state, 0, "god_pele", 1, 0)
    give(state, 0, "shell_hut", 1, 1)
    give(state, 0, "god_lono", 1, 1)
    return state


def sold_out():
    """A foot hut is for sale but none is left."""
    state = shop()
    state.supply["huts_a"]["foot_hut"] = 0
    return state


def last_kahuna():
    state = shop()
    state.supply["kahunas"]["kahuna"] = 1
    return state


def four_kahunas():
    """Four of the five kahuna spaces are taken: room for one more, not two."""
    state = shop()
    state.player[0].realm.kahunas = 4
    state.player[0].realm.invalidate()
    return state


def gods_for_sale(resources):
    """A god (a 2) for sale four feet up from the beach; village 2 started with a shell hut."""
    state = position(resources=resources)
    set_price(state, "gods", 0, "T1")
    give(state, 0, "shell_hut", 1, 1)
    return state


def poor():
    """3 shells and 1 foot: neither the walk to the gods nor, doubled, their price."""
    return gods_for_sale((3, 1, 0))


def cove():
    """No feet and no fruit; fish tokens T0, T3 and T20 in the cove."""
    state = position(resources=(20, 0, 0))
    _cove(state, ["T0", "T3", "T20"])
    return state


def harbour():
    """2 feet, the fishing boat and a boat I; the shells island at dock 1 and dock 2 empty."""
    state = position(resources=(20, 2, 0))
    give(state, 0, "boat", 1)
    put_island(state, 0, "isle_shells")
    state.deck_up.append(state.docks[1])
    state.docks[1] = None
    return state


def order_track():
    """Three players; seat 1 (Seat 2) to act, seat 0 ended the round on order position 2."""
    state = position(players=3)
    state.apply(0, EndRound(2))
    assert state.to_act() == (1,)
    return state


def paying():
    """A shell hut bought with 10 of everything: the four ways to pay (in ascending order) wait for a Pay."""
    state = position(resources=(10, 10, 10))
    set_price(state, "huts_a", 0, "T5")
    state.apply(0, Buy("huts_a", "shell_hut", "T5", False, 0))
    assert state.pending.kind == PendingKind.PAY
    return state


def placing():
    """A fruit island's reward waits to be placed (any fruit, village 1 only)."""
    state = position()
    give(state, 0, "boat", 1)
    put_island(state, 0, "isle_fruit")
    state.apply(0, Visit(1, (1,)))
    assert state.pending.kind == PendingKind.PLACE
    return state


def kane():
    """KANE bought with 4 shells, 1 foot and 1 fruit left over: the tiki for 2 resources waits."""
    state = gods_for_sale((6, 5, 1))
    state.apply(0, Buy("gods", "god_kane", "T1", False, 1))
    assert state.pending.kind == PendingKind.KANE
    return state


def named(build):
    """The same position with the players' names the app gives (Ana, Ben, Cy)."""
    def with_names():
        state = build()
        state.seat_names = ("Ana", "Ben", "Cy")[: state.players]
        return state
    with_names.__name__ = f"{build.__name__}_named"
    return with_names


CASES = [
    # buying: the place, the tile, the supply, the token
    (shop, 0, Buy("volcano", "shell_hut", "T5", False, 0), "there is no place called volcano"),
    (shop, 0, Buy("huts_a", "surfer", "T5", False, 0), "Surfer is not sold at the Shell hut / Foot hut place"),
    (shop, 0, Buy("gods", "volcano", "T1", False, 0), "volcano is not sold at the KU / KANE / PELE / LONO / LAKA / KANALOA place"),
    (sold_out, 0, Buy("huts_a", "foot_hut", "T5", False, 0), "no Foot hut is left"),
    (shop, 0, Buy("huts_a", "shell_hut", "T9", False, 0), "price token T9 is not on the Shell hut / Foot hut place"),
    (shop, 0, Buy("kahunas", "kahuna", 7, False, None), "price token 7 is not on the Kahuna place"),
    # kahunas, tikis and boats
    (last_kahuna, 0, Buy("kahunas", "kahuna", "T0", True, None), "only one Kahuna is left"),
    (shop, 0, Buy("kahunas", "kahuna", "T0", False, 1), "a Kahuna takes no village row"),
    (four_kahunas, 0, Buy("kahunas", "kahuna", "T0", True, None), "there is no room for 2 Kahuna on the board"),
    # village tiles: the row
    (shop, 0, Buy("huts_a", "shell_hut", "T5", False, None), "say in which village row the Shell hut goes"),
    (shop, 0, Buy("huts_a", "foot_hut", "T5", False, -1), "there is no village row -1"),
    (shop, 0, Buy("huts_a", "foot_hut", "T5", False, "2"), "there is no village row 2"),
    (shop, 0, Buy("huts_a", "foot_hut", "T5", False, 5), "the realm has only 5 village rows"),
    (shop, 0, Buy("huts_a", "foot_hut", "T5", False, 3), "villages are started top to bottom without skipping a row"),
    (shop, 0, Buy("gods", "god_ku", "T1", False, 2), "a new village must start with a hut"),
    (shop, 0, Buy("huts_a", "shell_hut", "T5", False, 1), "village 2 already has a Shell hut"),
    (shop, 0, Buy("gods", "god_pele", "T1", False, 0), "village 1 already has a PELE"),
    (shop, 0, Buy("gods", "god_pele", "T1", False, 1), "each god only once in the realm"),
    (shop, 0, Buy("gods", "god_ku", "T1", False, 1), "village 2 already has a god"),
    (shop, 0, Buy("gods", "god_ku", "T1", False, 0), "village 1 already has a god"),
    # buying: the walk and the price
    (poor, 0, Buy("gods", "god_ku", "T1", False, 1), "Seat 1 cannot pay 4 feet and 2 shells"),
    (named(poor), 0, Buy("gods", "god_ku", "T1", True, 1), "Ana cannot pay 4 feet and 4 shells"),
    # fishing
    (cove, 0, Fish((), (0,)), "take at least one fish token"),
    (cove, 0, Fish(["T0"], (0,)), "take at least one fish token"),
    (cove, 0, Fish(("T1",), (0,)), "those fish tokens are not all in the cove"),
    (cove, 0, Fish(("T0", "T0"), (0,)), "those fish tokens are not all in the cove"),
    (cove, 0, Fish(("T3", "T0"), (0,)), "list the fish tokens in number order"),
    (cove, 0, Fish(("T0",), (0,)), "Seat 1 cannot pay the feet for this catch"),
    (named(cove), 0, Fish(("T0", "T3"), (0,)), "Ana cannot pay the feet for this catch"),
    # islands
    (harbour, 0, Visit(5, (1,)), "there is no dock 5"),
    (harbour, 0, Visit(0, (1,)), "there is no dock 0"),
    (harbour, 0, Visit(2, (0, 1)), "dock 2 has no island now"),
    (harbour, 0, Visit(1, (1,)), "Seat 1 cannot pay the feet to sail to dock 1"),
    (named(harbour), 0, Visit(3, (0, 1)), "Ana cannot pay the feet to sail to dock 3"),
    # ending the round
    (order_track, 1, EndRound(4), "there is no order position 4"),
    (order_track, 1, EndRound(0), "there is no order position 0"),
    (order_track, 1, EndRound(2), "order position 2 is taken"),
    # follow-up decisions
    (paying, 0, Pay(3, 1, 1), "pay 3/1/1 is not a way to pay this; choose one of 0/0/4, 0/1/3, 3/0/1, 3/1/0"),
    (placing, 0, PlaceReward("fruit_taro", 1), "the reward cannot go there: Taro in village 2"),
    (placing, 0, PlaceReward("shell_hut", 0), "the reward cannot go there: Shell hut in village 1"),
    (placing, 0, PlaceReward("fruit_taro", None), "say in which village row the Taro goes"),
    (kane, 0, Kane((0, 2, 0)), "KANE's tiki costs 2 resources in any mix that Seat 1 has"),
    (named(kane), 0, Kane((3, 0, 0)), "KANE's tiki costs 2 resources in any mix that Ana has"),
]


@pytest.mark.parametrize("build, seat, action, reason", CASES,
                         ids=[f"{c[0].__name__}-{c[3]}" for c in CASES])
def test_the_refusal_is_said_word_for_word_by_explain_and_apply(build, seat, action, reason):
    assert refused(build(), seat, action) == reason


def test_the_last_row_reason_is_said_only_for_a_row_the_tile_may_take():
    """``_row_reason`` (chiefs.py, its last line) names the broken village rule of a refused row; every
    refused row breaks one of the rules tried before it (too far down, a gap, no hut first, the same
    tile, a second god), so "does not fit" is never said through ``explain`` or ``apply``. Said here
    for a foot hut in village 2, where it fits."""
    state = shop()
    assert 1 in state.player[0].realm.legal_rows("foot_hut", state.edition)
    assert state.explain(0, Buy("huts_a", "foot_hut", "T5", False, 1)) is None
    assert state._row_reason(0, "foot_hut", 1) == "Foot hut does not fit in village 2"

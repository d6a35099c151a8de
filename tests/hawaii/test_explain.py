"""``explain`` says why ``apply`` would refuse an action, with apply's own checks, and changes nothing.

Each refusal below is a position and an action; the test asks ``explain``, then ``apply``, and checks
that both give the same reason and that neither changed the state.
"""

from __future__ import annotations

import json

import pytest

from giantapp.engine import CHANCE, IllegalAction
from giantapp.hawaii.actions import Buy, DrawToken, EndRound, Fish, Irrigate, Kane, Pay, PlaceReward, Visit
from giantapp.hawaii.phases import PendingKind

from .helpers import clear_board_prices, give, put_island, set_price, started


def position(players=2, resources=(20, 10, 0)):
    """Round 1, seat 0 to act, no prices on the board (each test puts the ones it needs)."""
    state = started(players)
    clear_board_prices(state)
    for p in state.player:
        p.resources = list(resources)
    assert state.to_act() == (0,)
    return state


def snapshot(state):
    return json.dumps(state.to_json(), sort_keys=True)


def refused(state, seat, action) -> str:
    """The reason explain gives, checked to be apply's reason, with the state untouched by both."""
    before = snapshot(state)
    reason = state.explain(seat, action)
    assert reason is not None, f"{action} was not refused"
    assert snapshot(state) == before
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert info.value.reason == reason
    assert snapshot(state) == before
    return reason


def _cove(state, tokens):
    for t in tokens:
        state.bag.remove(t)
        state.cove.append(t)


def test_every_listed_action_is_explained_as_legal_and_explain_changes_nothing():
    state = position()
    set_price(state, "huts_a", 0, "T5")
    set_price(state, "kahunas", 0, "T0")
    _cove(state, ["T3", "T20"])
    before = snapshot(state)
    legal = state.legal_actions(0)
    assert legal
    assert [state.explain(0, a) for a in legal] == [None] * len(legal)
    assert snapshot(state) == before


# --- purchases ------------------------------------------------------------------------------------

def test_purchase_refusals_name_the_broken_rule():
    state = position()
    set_price(state, "huts_a", 0, "T5")
    set_price(state, "kahunas", 0, "T0")
    set_price(state, "gods", 0, "T1")
    give(state, 0, "god_pele", 1)
    give(state, 0, "shell_hut", 1, 1)
    assert refused(state, 0, Buy("volcano", "shell_hut", "T5", False, 0)) == "there is no place called volcano"
    assert "is not sold at" in refused(state, 0, Buy("huts_a", "surfer", "T5", False, 0))
    assert "is not on the" in refused(state, 0, Buy("huts_a", "shell_hut", "T9", False, 0))
    assert "takes no village row" in refused(state, 0, Buy("kahunas", "kahuna", "T0", False, 1))
    assert "say in which village row" in refused(state, 0, Buy("huts_a", "shell_hut", "T5", False, None))
    assert refused(state, 0, Buy("huts_a", "shell_hut", "T5", False, 1)) == "village 2 already has a Shell hut"
    assert refused(state, 0, Buy("huts_a", "shell_hut", "T5", False, 3)) == (
        "villages are started top to bottom without skipping a row")
    assert refused(state, 0, Buy("huts_a", "shell_hut", "T5", False, 5)) == "the realm has only 5 village rows"
    assert refused(state, 0, Buy("gods", "god_ku", "T1", False, 2)) == "a new village must start with a hut"
    assert refused(state, 0, Buy("gods", "god_pele", "T1", False, 1)) == "each god only once in the realm"
    assert refused(state, 0, Buy("gods", "god_ku", "T1", False, 0)) == "village 1 already has a god"
    state.supply["huts_a"]["foot_hut"] = 0
    assert refused(state, 0, Buy("huts_a", "foot_hut", "T5", False, 0)) == "no Foot hut is left"


def test_a_double_kahuna_with_one_left_and_no_room_are_refused():
    state = position()
    set_price(state, "kahunas", 0, "T0")
    state.supply["kahunas"]["kahuna"] = 1
    assert refused(state, 0, Buy("kahunas", "kahuna", "T0", True, None)) == "only one Kahuna is left"
    assert state.explain(0, Buy("kahunas", "kahuna", "T0", False, None)) is None
    state.supply["kahunas"]["kahuna"] = 20
    state.player[0].realm.kahunas = 4
    state.player[0].realm.invalidate()
    assert refused(state, 0, Buy("kahunas", "kahuna", "T0", True, None)) == "there is no room for 2 Kahuna on the board"


def test_a_walk_or_price_the_seat_cannot_pay_is_refused_with_both_costs():
    state = position(resources=(3, 1, 0))
    set_price(state, "gods", 0, "T1")  # a 2, four places up: 4 feet from the beach
    give(state, 0, "shell_hut", 1, 1)
    assert refused(state, 0, Buy("gods", "god_ku", "T1", False, 1)) == "Seat 1 cannot pay 4 feet and 2 shells"
    set_price(state, "huts_a", 0, "T20")  # a 6, one foot away
    assert refused(state, 0, Buy("huts_a", "foot_hut", "T20", False, 0)) == "Seat 1 cannot pay 1 feet and 6 shells"


# --- fishing and islands ----------------------------------------------------------------------------

def test_fishing_refusals():
    state = position(resources=(20, 0, 0))
    _cove(state, ["T0", "T3", "T20"])  # fish 3, 2, 1
    assert refused(state, 0, Fish((), (0,))) == "take at least one fish token"
    assert refused(state, 0, Fish(("T1",), (0,))) == "those fish tokens are not all in the cove"
    assert refused(state, 0, Fish(("T3", "T0"), (0,))) == "list the fish tokens in number order"
    assert refused(state, 0, Fish(("T0",), (1,))) == "those are not Seat 1's boats"
    assert refused(state, 0, Fish(("T0", "T3", "T20"), (0,))) == "those boats hold 2 spaces; 3 are needed"
    assert refused(state, 0, Fish(("T0",), (0,))) == "Seat 1 cannot pay the feet for this catch"
    state.player[0].resources = [0, 5, 0]
    state.player[0].boats_used = [True]
    assert refused(state, 0, Fish(("T0",), (0,))) == "a boat used this round cannot sail again this round"


def test_visit_refusals():
    state = position(resources=(20, 2, 0))
    give(state, 0, "boat", 1)
    put_island(state, 0, "isle_shells")
    assert refused(state, 0, Visit(5, (1,))) == "there is no dock 5"
    assert refused(state, 0, Visit(1, (1,))) == "Seat 1 cannot pay the feet to sail to dock 1"
    assert refused(state, 0, Visit(3, (0,))) == "those boats hold 2 spaces; 5 are needed"
    assert refused(state, 0, Visit(1, (1, 0))) == "list the boats in number order"
    state.docks[1] = None
    assert refused(state, 0, Visit(2, (0, 1))) == "dock 2 has no island now"


def test_ending_refusals():
    state = position(players=3)
    state.apply(0, EndRound(2))
    assert refused(state, 1, EndRound(2)) == "order position 2 is taken"
    assert refused(state, 1, EndRound(4)) == "there is no order position 4"


# --- whose turn and which step ------------------------------------------------------------------------

def test_turn_and_step_refusals():
    state = position()
    assert refused(state, 1, EndRound(1)) == "it is not Seat 2's decision now (waiting for Seat 1)"
    assert refused(state, CHANCE, DrawToken("T0")) == "it is not chance's turn (waiting for Seat 1)"
    assert refused(state, 0, Pay(1, 0, 0)) == "pay 1/0/0 is not a chief action (buy, fish, visit or end)"
    assert refused(state, 0, "end 1") == "'end 1' is not an action"
    state = position(resources=(10, 10, 10))
    set_price(state, "huts_a", 0, "T5")
    state.apply(0, Buy("huts_a", "shell_hut", "T5", False, 0))
    assert state.pending.kind == PendingKind.PAY
    assert refused(state, 0, EndRound(1)) == "Seat 1 must choose how to pay (pay S/F/R)"
    assert refused(state, 0, Pay(3, 1, 1)).startswith("pay 3/1/1 is not a way to pay this; choose one of")
    assert refused(state, 0, Kane(None)) == "Seat 1 must choose how to pay (pay S/F/R)"
    assert state.explain(0, Pay(3, 1, 0)) is None


def test_follow_up_refusals():
    state = position(resources=(6, 5, 1))
    set_price(state, "gods", 0, "T1")
    give(state, 0, "shell_hut", 1, 1)
    state.apply(0, Buy("gods", "god_kane", "T1", False, 1))
    assert state.pending.kind == PendingKind.KANE
    assert refused(state, 0, Kane((0, 2, 0))) == "KANE's tiki costs 2 resources in any mix that Seat 1 has"
    assert refused(state, 0, Irrigate("fruit")) == "Seat 1 must decide on KANE's tiki (kane S/F/R or kane skip)"
    state = position()
    give(state, 0, "boat", 1)
    put_island(state, 0, "isle_fruit")
    state.apply(0, Visit(1, (1,)))
    assert state.pending.kind == PendingKind.PLACE
    assert refused(state, 0, PlaceReward("fruit_taro", 1)) == "the reward cannot go there: Taro in village 2"
    assert refused(state, 0, Pay(0, 0, 0)) == "Seat 1 must place the island's reward (place TILE rROW)"


def test_a_view_that_cannot_see_the_acting_seat_explains_that():
    state = started(2, open_screens=False)
    seat = state.to_act()[0]
    view = state.observation(1 - seat)
    assert refused(view, seat, EndRound(1)) == "this view does not know the acting seat's resources"

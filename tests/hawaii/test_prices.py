"""Price drawing with scripted draws, the order track's sort, and the ways to pay."""

from __future__ import annotations

import pytest

from giantapp.engine import CHANCE, IllegalAction
from giantapp.hawaii.actions import DrawToken
from giantapp.hawaii.data import FEET, SHELLS
from giantapp.hawaii.phases import Phase
from giantapp.hawaii.prices import hut_assignments, mixed_options, payment_options

from .helpers import ALL_TOKENS, EDITION, check_invariants, started


def _script(first, last, players):
    """Draws: ``first`` at the start, ``last`` for the order track, the bag order in between."""
    middle = [t for t in ALL_TOKENS if t not in first and t not in last]
    circles = sum(p.circles for p in EDITION.places)
    return list(first) + middle[: circles - len(first)] + list(last)


def test_the_numbered_circle_flips_to_the_cove_when_the_sum_exceeds_the_limit():
    # huts_a (limit 8): T20 (6) on the plain circle, T21 (6) on the numbered one: 12 > 8 -> cove
    # huts_b (limit 8): T5 (3) and T15 (5): 8 is not above 8 -> stays
    state = started(3, draws=_script(["T20", "T21", "T5", "T15"], ["T11", "T10"], 3))
    assert state.prices["huts_a"] == ["T20", None]
    assert "T21" in state.cove
    assert state.prices["huts_b"] == ["T5", "T15"]
    check_invariants(state)


def test_the_order_track_sorts_ascending_and_a_spear_counts_higher_at_equal_value():
    # T10 is a 4 with spears, T11 a plain 4: the plain one goes to position 2
    state = started(3, draws=_script([], ["T10", "T11"], 3))
    assert state.order_tokens == [None, "T11", "T10"]
    state = started(3, draws=_script([], ["T24", "T0"], 3))
    assert state.order_tokens == [None, "T0", "T24"]


def test_a_single_circle_place_keeps_a_token_equal_to_its_limit():
    gods = EDITION.place("gods")
    assert gods.circles == 1 and gods.limit == 5  # the gods' place: one circle, limit 5 (the spec)
    order = [p.id for p in EDITION.places]
    before = sum(p.circles for p in EDITION.places if order.index(p.id) < order.index("gods"))
    prefix = [t for t in ALL_TOKENS if t not in ("T15", "T20")][:before]
    state = started(2, draws=prefix + ["T15"])  # a 5
    assert state.prices["gods"] == ["T15"]
    state = started(2, draws=prefix + ["T20"])  # a 6 -> cove
    assert state.prices["gods"] == [None] and "T20" in state.cove


def test_draw_refuses_a_token_not_in_the_bag():
    state = started(2)
    state2 = started(2)
    state2.phase = Phase.DRAW
    state2.draw_queue = [("huts_a", 0)]
    held = state2.prices["huts_a"][0]
    with pytest.raises(IllegalAction, match="not in the bag"):
        state2.apply(CHANCE, DrawToken(held))
    with pytest.raises(IllegalAction, match="not chance's turn"):
        state.apply(CHANCE, DrawToken(state.bag[0]))


def test_chance_outcomes_are_uniform_over_the_bag():
    state = started(2)
    state.phase = Phase.DRAW
    state.draw_queue = [("order", 0)]
    outcomes = state.chance_outcomes()
    assert sorted(a.token for a, _ in outcomes) == sorted(state.bag)
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9


def test_payment_without_huts_is_whole_costs_in_their_resource_or_in_fruit():
    options = set(payment_options(((FEET, 2), (SHELLS, 3))))
    assert options == {(3, 2, 0), (3, 0, 2), (0, 2, 3), (0, 0, 5)}


def test_an_exchange_hut_mixes_its_units_into_one_payment():
    one = set(payment_options(((FEET, 3),), (1,)))
    assert (1, 2, 0) in one and (0, 2, 1) in one  # one foot replaced by a shell or a fruit
    assert (2, 1, 0) not in one  # two units need more huts
    assert (2, 1, 0) in set(payment_options(((FEET, 3),), (2,)))  # side II: two units
    # one hut per payment: two huts I never add up to two units in one payment
    assert set(payment_options(((FEET, 3),), (1, 1))) == one
    assert set(payment_options(((FEET, 3),), (1, 2))) == set(payment_options(((FEET, 3),), (2,)))
    # paying the 2 feet of a walk wholly in shells needs two units in that one payment
    both = ((FEET, 2), (SHELLS, 3))
    assert (5, 0, 0) not in payment_options(both, (1,))
    assert (5, 0, 0) not in payment_options(both, (1, 1))
    assert (5, 0, 0) in payment_options(both, (2,))
    # a hut serves one payment of the turn: with two huts I, one mixes the walk and the other the price
    far = ((FEET, 3), (SHELLS, 4))
    assert (3, 2, 2) in payment_options(far, (1, 1))  # walk 2 feet + 1 fruit, price 3 shells + 1 fruit
    assert (3, 2, 2) not in payment_options(far, (1,)) and (3, 2, 2) not in payment_options(far, (2,))


def test_hut_assignments_give_each_payment_at_most_one_hut():
    assert hut_assignments(1, (1, 2)) == {(0,), (1,), (2,)}
    assert hut_assignments(2, (1, 2)) == {(0, 0), (1, 0), (0, 1), (2, 0), (0, 2), (1, 2), (2, 1)}
    assert hut_assignments(2, (2,)) == {(0, 0), (2, 0), (0, 2)}
    assert hut_assignments(2, ()) == {(0, 0)}


def test_kane_mixing_offers_every_split_of_two():
    assert set(mixed_options(2)) == {(2, 0, 0), (1, 1, 0), (1, 0, 1), (0, 2, 0), (0, 1, 1), (0, 0, 2)}

"""The last tiles of a supply: a double purchase with exactly two left, and island rewards with exactly
one left, are still had (rules: "Buy a place tile" - paying double gives two kahunas or tikis; "Visit an
island" - the reward's tiles come from the main board's supply, as many as are left)."""

from __future__ import annotations

from giantapp.hawaii.actions import Buy, Visit

from .helpers import give, put_island, set_price
from .test_explain import position


def test_a_double_kahuna_with_exactly_two_left_takes_both():
    state = position()
    set_price(state, "kahunas", 0, "T0")
    state.supply["kahunas"]["kahuna"] = 2
    state.apply(0, Buy("kahunas", "kahuna", "T0", True, None))
    assert state.supply["kahunas"]["kahuna"] == 0 and state.player[0].realm.kahunas == 2


def _visiting(island: str):
    state = position()
    give(state, 0, "boat", 1)
    put_island(state, 0, island)
    return state


def test_an_island_s_two_kahunas_with_one_left_give_that_one():
    state = _visiting("isle_kahunas")
    state.supply["kahunas"]["kahuna"] = 1
    state.apply(0, Visit(1, (1,)))
    assert state.supply["kahunas"]["kahuna"] == 0 and state.player[0].realm.kahunas == 1


def test_a_fruit_reward_with_one_fruit_tile_left_places_that_one():
    state = _visiting("isle_fruit")
    for fruit in state.supply["fruit"]:
        state.supply["fruit"][fruit] = 0
    state.supply["fruit"]["fruit_coconut"] = 1
    state.apply(0, Visit(1, (1,)))
    assert state.supply["fruit"]["fruit_coconut"] == 0
    assert ("fruit_coconut", 2) in state.player[0].realm.villages[0]  # the reward is side II

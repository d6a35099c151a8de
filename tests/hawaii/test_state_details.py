"""The parts of Hawaii's state that other code reads without a rule deciding: the state dump every
equality test and replay check compares, chance's outcomes and their odds, the refusals of chance's
steps and of an irrigation choice, and a hidden seat's resources in a view.

Expected values are written from the rules text (hawaii.md: the order of play is drawn at random; each
price token is drawn from the bag; irrigation II gives one resource of choice) and from the state's own
field names, which saves of a game in progress and the tests' snapshots depend on.
"""

from __future__ import annotations

import itertools
import math
import random

import pytest

from giantapp.engine import CHANCE, IllegalAction
from giantapp.hawaii.actions import DrawToken, EndRound, Irrigate, RevealIsland, SetLayout, SetOrder
from giantapp.hawaii.game import HawaiiGame

from .helpers import ISLAND_IDS, PLACE_IDS, give, started
from .test_chief_refusals import paying, placing
from .test_explain import refused

STATE_FIELDS = {
    "game", "players", "options", "phase", "round", "layout", "prices", "supply", "cove", "bag", "order_tokens",
    "order_track", "turn_order", "current", "docks", "deck_down", "deck_up", "pending", "income_queue",
    "draw_queue", "order_drawn", "players_state",
}
PLAYER_FIELDS = {"resources", "realm", "price_tokens", "chief", "points", "boats_used", "ended", "removed_villages"}


def test_the_state_dump_names_every_field_and_each_player_s():
    state = started(3)
    dump = state.to_json()
    assert STATE_FIELDS <= set(dump), STATE_FIELDS - set(dump)
    assert dump["options"] == {"open_screens": True} and dump["turn_order"] == [0, 1, 2]
    assert dump["deck_up"] == list(state.deck_up) and dump["order_tokens"] == list(state.order_tokens)
    players = dump["players_state"]
    assert len(players) == 3 and all(PLAYER_FIELDS <= set(p) for p in players)
    assert players[0]["price_tokens"] == [] and players[0]["removed_villages"] == []


def test_a_waiting_payment_is_in_the_dump_with_its_action_and_ways_to_pay():
    state = paying()
    pending = state.to_json()["pending"]
    assert pending["kind"] == "pay" and pending["seat"] == 0
    assert pending["action"] == "buy huts_a shell_hut T5 I r1"
    assert pending["options"] == [[0, 0, 4], [0, 1, 3], [3, 0, 1], [3, 1, 0]]
    assert started(2).to_json()["pending"] is None


def test_the_player_order_is_drawn_with_every_order_equally_likely():
    state = HawaiiGame().new_game(3, {"open_screens": True})
    state.apply(CHANCE, SetLayout(tuple(PLACE_IDS)))
    for island in ISLAND_IDS[:4]:
        state.apply(CHANCE, RevealIsland(island))
    outcomes = state.chance_outcomes()
    assert sorted(a.seats for a, _ in outcomes) == sorted(itertools.permutations(range(3)))
    assert all(p == pytest.approx(1 / 6) for _, p in outcomes)
    assert math.fsum(p for _, p in outcomes) == pytest.approx(1.0)


def test_each_price_token_and_island_is_drawn_with_equal_odds():
    state = HawaiiGame().new_game(2, {"open_screens": True})
    state.apply(CHANCE, SetLayout(tuple(PLACE_IDS)))
    islands = state.chance_outcomes()
    assert all(p == pytest.approx(1 / len(islands)) for _, p in islands) and len(islands) == len(ISLAND_IDS)
    for island in ISLAND_IDS[:4]:
        state.apply(CHANCE, RevealIsland(island))
    state.apply(CHANCE, SetOrder((0, 1)))
    draws = state.chance_outcomes()
    assert {a.token for a, _ in draws} == set(state.bag)
    assert all(p == pytest.approx(1 / len(state.bag)) for _, p in draws)


def test_chance_is_told_what_its_step_expects_and_a_player_is_not_sampled():
    state = HawaiiGame().new_game(2, {"open_screens": True})
    assert refused(state, CHANCE, DrawToken("T0")) == "chance must lay out the places now (layout ...)"
    state.apply(CHANCE, SetLayout(tuple(PLACE_IDS)))
    assert refused(state, CHANCE, DrawToken("T0")) == "chance must reveal an island now (reveal ...)"
    for island in ISLAND_IDS[:4]:
        state.apply(CHANCE, RevealIsland(island))
    assert refused(state, CHANCE, DrawToken("T0")) == "chance must draw the player order now (order ...)"
    state.apply(CHANCE, SetOrder((0, 1)))
    assert refused(state, CHANCE, SetOrder((0, 1))) == "chance must draw a price token now (draw T..)"
    while state.phase == "draw" or state.phase == "islands":
        state.apply(CHANCE, state.sample_chance(random.Random(0)))
    with pytest.raises(IllegalAction) as info:
        state.sample_chance(random.Random(0))
    assert info.value.reason == "it is not chance's turn"
    assert refused(state, 0, Irrigate("shells")) == "irrigate shells is not a chief action (buy, fish, visit or end)"


def _irrigation_income():
    """Seat 0 with irrigation II (one resource of choice) waits to choose its income."""
    state = started(2)
    give(state, 0, "irrigation", 2, 0)
    state.apply(0, EndRound(1))
    state.apply(1, EndRound(2))
    assert state.phase == "income" and state.to_act() == (0,)
    return state


def test_irrigation_income_is_shells_feet_or_fruit_and_nothing_else():
    state = _irrigation_income()
    assert refused(state, 0, Irrigate("gold")) == "irrigation gives shells, feet or fruit, not 'gold'"
    assert refused(state, 0, EndRound(1)) == "Seat 1 must choose irrigation income (irrigate shells|feet|fruit)"
    state.seat_names = ["Ana", "Ben"]
    assert refused(state, 0, EndRound(1)) == "Ana must choose irrigation income (irrigate shells|feet|fruit)"


def test_a_hidden_seat_s_resources_are_refused_by_name_in_a_view():
    state = started(2, open_screens=False)
    view = state.observation(0)
    assert view.resources_of(0) == state.player[0].resources
    with pytest.raises(IllegalAction) as info:
        view.resources_of(1)
    assert info.value.reason == "Seat 2's resources are behind a screen in this view"


def test_a_view_lists_the_face_down_deck_in_the_edition_s_order_whatever_its_true_order():
    state = started(2)
    hidden = list(state.deck_down)
    edition_order = [i for i in ISLAND_IDS if i in hidden]
    for shuffled in (hidden, hidden[::-1]):
        state.deck_down = list(shuffled)
        assert state.observation(0).deck_down == edition_order


def test_an_empty_bag_leaves_the_rest_empty_and_sorts_the_order_tokens_drawn_so_far():
    """Not possible with the shipped edition (25 tokens for 20 circles and at most 4 order positions), so
    the bag is made short by hand: 4 players need 3 order tokens, the bag runs out after 2. Those two go
    under positions 2 and 3, lowest first (rules: "Drawing prices"), and position 4 stays empty."""
    state = HawaiiGame().new_game(4, {"open_screens": True})
    state.apply(CHANCE, SetLayout(tuple(PLACE_IDS)))
    for island in ISLAND_IDS[:4]:
        state.apply(CHANCE, RevealIsland(island))
    state.apply(CHANCE, SetOrder((0, 1, 2, 3)))
    state.bag = [t for t in state.bag if t not in ("T22", "T23", "T24")]  # 22 tokens: 20 circles, 2 orders
    circles = [t for t in state.bag if t not in ("T1", "T20")]
    while state.draw_queue and state.draw_queue[0][0] != "order":
        state.apply(CHANCE, DrawToken(circles.pop(0)))
    state.apply(CHANCE, DrawToken("T20"))  # value 6
    state.apply(CHANCE, DrawToken("T1"))  # value 2: the bag is empty now
    assert state.bag == [] and state.draw_queue == []
    assert state.order_tokens == [None, "T1", "T20", None]
    assert state.to_json()["order_drawn"] == [] and state.phase == "chiefs"


def test_chance_s_own_steps_are_refused_by_name():
    state = HawaiiGame().new_game(2, {"open_screens": True})
    assert refused(state, CHANCE, SetLayout(tuple(PLACE_IDS[:-1]))) == "a layout must name every place exactly once"
    state.apply(CHANCE, SetLayout(tuple(PLACE_IDS)))
    state.apply(CHANCE, RevealIsland(ISLAND_IDS[0]))
    assert refused(state, CHANCE, RevealIsland(ISLAND_IDS[0])) == f"island {ISLAND_IDS[0]} is not in the deck to be drawn"
    for island in ISLAND_IDS[1:4]:
        state.apply(CHANCE, RevealIsland(island))
    assert refused(state, CHANCE, SetOrder((0, 0))) == "a player order must name every seat exactly once"
    state.apply(CHANCE, SetOrder((1, 0)))
    assert refused(state, CHANCE, DrawToken("T99")) == "token T99 is not in the bag"


def test_resources_come_with_the_player_order_and_fruit_goes_by_order_position():
    """Setup step 4 (seed: 「给每个人一开始的13个贝壳和7个脚掌……分别给次序2345的玩家2345个水果当补偿」):
    nobody has anything before the order is drawn; then 13 shells and 7 feet each, and the players at
    order positions 2, 3 get 2, 3 fruit (position 1 none)."""
    state = HawaiiGame().new_game(3, {"open_screens": True})
    state.apply(CHANCE, SetLayout(tuple(PLACE_IDS)))
    for island in ISLAND_IDS[:4]:
        state.apply(CHANCE, RevealIsland(island))
    assert [p.resources for p in state.player] == [[0, 0, 0]] * 3
    state.apply(CHANCE, SetOrder((2, 0, 1)))
    assert [p.resources for p in state.player] == [[13, 7, 2], [13, 7, 3], [13, 7, 0]]


def test_nothing_is_played_after_the_game_is_over():
    state = started(2)
    rng = random.Random(4)
    while not state.is_terminal():
        seat = state.to_act()[0]
        state.apply(seat, state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat)))
    assert refused(state, 0, EndRound(1)) == "the game is over"


def test_a_waiting_reward_s_choices_are_in_the_dump():
    state = placing()
    assert state.to_json()["pending"]["choices"] == [list(c) for c in state.pending.choices]
    assert len(state.pending.choices) > 1


def test_a_view_and_its_copies_keep_the_last_round_s_result_and_whose_view_it_is():
    """The player cards show each seat's last round ("Round 1: 1st, +N") from the observation."""
    state = started(2)
    state.apply(0, EndRound(1))
    state.apply(1, EndRound(2))
    assert state.player[0].last_round is not None and state.player[0].last_round["round"] == 1
    view = state.observation(1)
    assert [p.last_round for p in view.player] == [p.last_round for p in state.player]
    copy = view.clone()
    assert copy.viewer == 1 and [p.last_round for p in copy.player] == [p.last_round for p in state.player]

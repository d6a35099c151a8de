"""The chief phase: moving and buying, fishing, islands, ending the round, and the tile effects in play."""

from __future__ import annotations

import pytest

from giantapp.engine import CHANCE, IllegalAction
from giantapp.hawaii.actions import Buy, EndRound, Fish, Kane, Pay, PlaceReward, RevealIsland, Visit

from .helpers import check_invariants, clear_board_prices, give, put_island, set_price, started


def position(players=2, resources=(20, 10, 0)):
    """Round 1, seat 0 to act, no prices on the board (tests put the ones they need)."""
    state = started(players)
    clear_board_prices(state)
    for p in state.player:
        p.resources = list(resources)
    assert state.to_act() == (0,)
    return state


def buys(state, seat=0):
    return [a for a in state.legal_actions(seat) if isinstance(a, Buy)]


# --- moving and buying ---------------------------------------------------------------------------

def test_a_single_price_purchase_pays_feet_and_shells_and_places_the_tile():
    state = position()
    set_price(state, "huts_a", 0, "T5")  # a 3
    legal = buys(state)
    assert Buy("huts_a", "shell_hut", "T5", False, 0) in legal
    assert Buy("huts_a", "shell_hut", "T5", False, 1) in legal  # a hut may open village 2
    assert Buy("huts_a", "shell_hut", "T5", True, 1) in legal
    state.apply(0, Buy("huts_a", "shell_hut", "T5", False, 1))
    p = state.player[0]
    assert p.resources == [17, 9, 0]  # 3 shells, 1 foot from the beach
    assert p.chief == "huts_a" and p.price_tokens == ["T5"]
    assert p.realm.villages[1] == [("shell_hut", 1)]
    assert state.supply["huts_a"]["shell_hut"] == 5 - 1  # 5 shell huts in the game
    assert state.prices["huts_a"] == [None, None]
    assert state.to_act() == (1,)
    check_invariants(state)


def test_double_price_gives_side_two_and_still_counts_face_value():
    state = position()
    set_price(state, "huts_a", 1, "T5")
    state.apply(0, Buy("huts_a", "foot_hut", "T5", True, 0))
    assert state.player[0].resources == [14, 9, 0]
    assert state.player[0].realm.villages[0][-1] == ("foot_hut", 2)
    assert state.round_sum(0) == 3


def test_double_price_for_kahuna_and_tiki_gives_two_with_their_bonuses():
    state = position()
    set_price(state, "kahunas", 0, "T0")  # a 2
    state.apply(0, Buy("kahunas", "kahuna", "T0", True, None))
    p = state.player[0]
    assert p.realm.kahunas == 2
    # 4 shells + 3 feet (beach -> row 3), then the row-2 kahuna space's shell
    assert p.resources == [20 - 4 + 1, 10 - 3, 0]
    assert state.supply["kahunas"]["kahuna"] == 25 - 2  # 25 kahunas in the game
    state.apply(1, EndRound(1))
    set_price(state, "tikis", 0, "T1")
    p.resources = [10, 10, 0]
    state.apply(0, Buy("tikis", "tiki", "T1", True, None))
    assert p.realm.tikis == 2 and p.resources == [6, 8, 0]  # from the kahunas: 2 steps to the tikis


def test_the_walk_costs_the_shortest_route_and_staying_costs_one():
    state = position()
    assert state.reachable_places(0) == {}
    for place in ("huts_a", "gods", "hula"):
        set_price(state, place, 0, {"huts_a": "T0", "gods": "T1", "hula": "T2"}[place])
    assert state.reachable_places(0) == {"huts_a": 1, "hula": 2, "gods": 4}
    state.player[0].chief = "huts_a"
    assert state.reachable_places(0) == {"huts_a": 1, "hula": 1, "gods": 3}
    state.player[0].chief = "cove"
    assert state.reachable_places(0)["gods"] == 4
    state.player[0].resources = [20, 3, 0]  # 3 feet: the gods' place (4 feet away) is out of reach
    assert state.reachable_places(0) == {"huts_a": 1, "hula": 2}
    assert state.reachable_places(1) == {}  # not seat 2's turn


@pytest.mark.parametrize("side, cap", [(1, 2), (2, 1)])
def test_pele_caps_every_walk(side, cap):
    state = position()
    give(state, 0, "god_pele", side)
    set_price(state, "gods", 0, "T1")
    set_price(state, "huts_a", 0, "T0")
    # village 1 has a god and village 2 is not started: no god can be placed, so the gods are no destination
    assert state.reachable_places(0) == {"huts_a": 1}
    give(state, 0, "shell_hut", 1, 1)
    assert state.reachable_places(0) == {"gods": cap, "huts_a": 1}
    state.apply(0, Buy("gods", "god_lono", "T1", False, 1))
    assert state.player[0].resources == [18, 10 - cap, 0]


def test_fruit_pays_a_whole_cost_and_a_choice_waits_for_pay():
    state = position(resources=(0, 0, 10))
    set_price(state, "huts_a", 0, "T5")
    state.apply(0, Buy("huts_a", "shell_hut", "T5", False, 0))
    assert state.player[0].resources == [0, 0, 6]  # the only way: all in fruit
    state = position(resources=(3, 0, 1))
    set_price(state, "huts_a", 0, "T5")
    state.apply(0, Buy("huts_a", "shell_hut", "T5", False, 0))
    assert state.player[0].resources == [0, 0, 0]  # feet in fruit, shells in shells
    state = position(resources=(2, 0, 1))
    set_price(state, "huts_a", 0, "T5")
    assert buys(state) == []  # 2 shells + 1 fruit cannot pay 3 shells and a foot without mixing
    with pytest.raises(IllegalAction, match="cannot pay 1 feet and 3 shells"):
        state.apply(0, Buy("huts_a", "shell_hut", "T5", False, 0))
    state = position(resources=(10, 10, 10))
    set_price(state, "huts_a", 0, "T5")
    state.apply(0, Buy("huts_a", "shell_hut", "T5", False, 0))
    assert state.pending.kind == "pay" and state.to_act() == (0,)
    assert set(state.legal_actions(0)) == {Pay(3, 1, 0), Pay(3, 0, 1), Pay(0, 1, 3), Pay(0, 0, 4)}
    with pytest.raises(IllegalAction, match="not a way to pay"):
        state.apply(0, Pay(2, 1, 1))
    state.apply(0, Pay(0, 1, 3))
    assert state.player[0].resources == [10, 9, 7] and state.pending is None and state.to_act() == (1,)


def test_exchange_huts_allow_mixing_their_units():
    state = position(resources=(4, 0, 0))
    set_price(state, "huts_a", 0, "T5")
    assert buys(state) == []  # no feet and no fruit for the walk
    give(state, 0, "exchange_hut", 1)
    assert Buy("huts_a", "shell_hut", "T5", False, 0) in buys(state)
    state.apply(0, Buy("huts_a", "shell_hut", "T5", False, 0))
    assert state.player[0].resources == [0, 0, 0]  # the foot paid with a shell through the hut
    state = position(resources=(3, 0, 3))
    give(state, 0, "exchange_hut", 1)
    set_price(state, "huts_a", 0, "T5")
    state.apply(0, Buy("huts_a", "shell_hut", "T5", False, 0))
    options = set(state.pending.options)
    assert options == {(3, 0, 1), (2, 0, 2), (1, 0, 3)}  # one unit mixed into one payment
    state.apply(0, Pay(2, 0, 2))
    assert state.player[0].resources == [1, 0, 1]


def test_a_tile_that_cannot_be_placed_cannot_be_bought():
    state = position()
    give(state, 0, "god_pele", 1)
    give(state, 0, "shell_hut", 1, 1)
    set_price(state, "gods", 0, "T1")
    legal = {a.tile for a in buys(state)}
    assert "god_pele" not in legal and "god_ku" in legal
    with pytest.raises(IllegalAction, match="each god only once"):
        state.apply(0, Buy("gods", "god_pele", "T1", False, 1))
    with pytest.raises(IllegalAction, match="already has a god"):
        state.apply(0, Buy("gods", "god_ku", "T1", False, 0))
    with pytest.raises(IllegalAction, match="top to bottom"):
        state.apply(0, Buy("gods", "god_ku", "T1", False, 3))
    with pytest.raises(IllegalAction, match="must start with a hut"):
        state.apply(0, Buy("gods", "god_ku", "T1", False, 2))
    state.player[0].realm.kahunas = 5  # a kahuna beside each of the 5 rows
    state.player[0].realm.invalidate()
    set_price(state, "kahunas", 0, "T0")
    assert not [a for a in buys(state) if a.tile == "kahuna"]
    with pytest.raises(IllegalAction, match="no room"):
        state.apply(0, Buy("kahunas", "kahuna", "T0", False, None))


@pytest.mark.parametrize("hut_side, ku_side, points", [(1, 2, 1 + 2), (2, 1, 2 + 1), (1, 1, 2)])
def test_spear_bonus_adds_up_over_huts_and_ku(hut_side, ku_side, points):
    state = position()
    give(state, 0, "spear_hut", hut_side)
    give(state, 0, "god_ku", ku_side)
    set_price(state, "huts_a", 0, "T0")  # spears
    state.apply(0, Buy("huts_a", "shell_hut", "T0", False, 1))
    assert state.player[0].points["spears"] == points


def test_spear_huts_and_ku_score_for_spear_tokens_but_not_the_token_paying_for_the_hut():
    state = position()
    set_price(state, "huts_b", 0, "T0")  # a 2 with spears
    state.apply(0, Buy("huts_b", "spear_hut", "T0", True, 0))
    assert state.player[0].points.get("spears", 0) == 0  # the hut's own token does not count
    state.apply(1, EndRound(1))
    give(state, 0, "god_ku", 1)
    set_price(state, "huts_b", 0, "T6")  # no spears
    state.apply(0, Buy("huts_b", "exchange_hut", "T6", False, 1))
    assert state.player[0].points.get("spears", 0) == 0
    state.bag.remove("T10")
    state.order_tokens[1] = "T10"  # a spear token under position 2
    state.apply(0, EndRound(2))
    assert state.player[0].points["spears"] == 2 + 1  # spear hut II and KU I
    check_invariants(state)


def test_kane_offers_a_tiki_for_two_resources_of_any_mix():
    state = position(resources=(6, 5, 1))
    set_price(state, "gods", 0, "T1")  # a 2
    give(state, 0, "shell_hut", 1, 1)
    state.apply(0, Buy("gods", "god_kane", "T1", False, 1))
    p = state.player[0]
    assert p.resources == [4, 1, 1]  # 2 shells, 4 feet to the top row
    assert state.pending.kind == "kane" and state.to_act() == (0,)
    assert set(state.legal_actions(0)) == {Kane((2, 0, 0)), Kane((1, 1, 0)), Kane((1, 0, 1)), Kane((0, 1, 1)), Kane(None)}
    with pytest.raises(IllegalAction, match="2 resources"):
        state.apply(0, Kane((0, 2, 0)))
    before_tikis = state.supply["tikis"]["tiki"]
    state.apply(0, Kane((1, 0, 1)))
    assert p.realm.tikis == 1 and state.supply["tikis"]["tiki"] == before_tikis - 1
    assert p.resources == [3, 1, 0] and state.to_act() == (1,)
    check_invariants(state)


def test_kane_tiki_can_be_skipped_and_is_not_offered_without_a_tiki():
    state = position()
    give(state, 0, "shell_hut", 1, 1)
    set_price(state, "gods", 0, "T1")
    state.supply["tikis"]["tiki"] = 0
    state.apply(0, Buy("gods", "god_kane", "T1", False, 1))
    assert state.pending is None and state.to_act() == (1,)
    state = position()
    give(state, 0, "shell_hut", 1, 1)
    set_price(state, "gods", 0, "T1")
    state.apply(0, Buy("gods", "god_kane", "T1", True, 1))
    before = list(state.player[0].resources)
    with pytest.raises(IllegalAction, match="KANE"):
        state.apply(0, Pay(1, 1, 0))
    state.apply(0, Kane(None))
    assert state.player[0].resources == before and state.player[0].realm.tikis == 0


# --- fishing ------------------------------------------------------------------------------------

def _cove(state, tokens):
    for t in tokens:
        state.bag.remove(t)
        state.cove.append(t)


def test_fishing_costs_a_foot_and_a_boat_space_per_token_and_exhausts_the_boat():
    state = position()
    _cove(state, ["T0", "T3", "T20"])  # fish 3, 2, 1
    fish = [a for a in state.legal_actions(0) if isinstance(a, Fish)]
    assert Fish(("T0",), (0,)) in fish and Fish(("T0", "T3"), (0,)) in fish
    assert not [a for a in fish if len(a.tokens) == 3]  # the fishing boat has 2 spaces
    state.apply(0, Fish(("T0",), (0,)))
    p = state.player[0]
    assert p.fish_tokens == ["T0"] and p.resources == [20, 9, 0] and p.boats_used == [True]
    assert p.chief == "cove" and state.round_sum(0) == 3
    state.apply(1, EndRound(2))
    assert not [a for a in state.legal_actions(0) if isinstance(a, Fish)]  # its unused space is lost
    with pytest.raises(IllegalAction, match="cannot sail again"):
        state.apply(0, Fish(("T3",), (0,)))


def test_boats_combine_and_only_the_boats_needed_sail():
    state = position()
    give(state, 0, "boat", 1)
    _cove(state, ["T0", "T1", "T2", "T20"])
    fish = [a for a in state.legal_actions(0) if isinstance(a, Fish)]
    assert Fish(("T0", "T1", "T2", "T20"), (0, 1)) in fish  # 2 + 3 spaces
    assert Fish(("T0", "T1"), (1,)) in fish and Fish(("T0", "T1"), (0,)) in fish
    assert Fish(("T0", "T1"), (0, 1)) not in fish  # no boat beyond what is needed
    with pytest.raises(IllegalAction, match="does not need"):
        state.apply(0, Fish(("T0", "T1"), (0, 1)))
    state.apply(0, Fish(("T0", "T1", "T2", "T20"), (0, 1)))
    assert state.player[0].resources == [20, 10 - 4, 0]  # a foot per token
    assert state.player[0].boats_used == [True, True]


# --- islands ------------------------------------------------------------------------------------

def test_visiting_an_island_pays_the_dock_scores_it_and_takes_a_side_two_reward():
    state = position()
    give(state, 0, "boat", 1)
    put_island(state, 0, "isle_shells")
    island = state.docks[0]
    visits = [a for a in state.legal_actions(0) if isinstance(a, Visit)]
    assert Visit(1, (1,)) in visits and Visit(1, (0, 1)) not in visits  # 3 spaces: boat I alone
    assert Visit(2, (0, 1)) in visits and Visit(3, (0, 1)) in visits  # boats combine: 2 + 3 spaces
    assert not [a for a in visits if a.dock == 4]  # 6 spaces needed
    state.apply(0, Visit(1, (1,)))
    p = state.player[0]
    assert p.points["islands"] == 2  # dock 1: 3 feet, 2 points
    assert p.resources == [20 + 3, 10 - 3, 0]  # the island's 3 shells
    assert state.docks[0] is None and state.deck_up == [island] and p.chief == "dock1"
    assert p.price_tokens == []
    check_invariants(state)


def test_island_rewards_come_from_the_supply_on_side_two_and_are_lost_when_unplaceable():
    state = position()
    give(state, 0, "boat", 1)
    put_island(state, 0, "isle_hula")
    check_invariants(state)
    left = state.supply["hula"]["hula_dancer"]
    state.apply(0, Visit(1, (1,)))
    assert state.player[0].realm.villages[0][-1] == ("hula_dancer", 2)
    assert state.supply["hula"]["hula_dancer"] == left - 1
    # the second visit to a hula island: village 1 has one, no other village -> lost
    state.apply(1, EndRound(2))
    state.player[0].boats_used = [False, False]
    put_island(state, 0, "isle_hula")
    state.apply(0, Visit(1, (1,)))
    assert state.player[0].realm.count("hula_dancer") == 1 and state.supply["hula"]["hula_dancer"] == left - 1
    assert state.player[0].points["islands"] == 2 * 2
    check_invariants(state)


def test_a_fruit_reward_with_a_choice_waits_for_place():
    state = position()
    give(state, 0, "boat", 1)
    put_island(state, 0, "isle_fruit")
    check_invariants(state)
    state.apply(0, Visit(1, (1,)))
    assert state.pending.kind == "place"
    fruits = ("fruit_breadfruit", "fruit_taro", "fruit_coconut", "fruit_banana")
    assert set(state.legal_actions(0)) == {PlaceReward(f, 0) for f in fruits}
    with pytest.raises(IllegalAction, match="cannot go there"):
        state.apply(0, PlaceReward("fruit_taro", 1))
    state.apply(0, PlaceReward("fruit_taro", 0))
    assert state.player[0].realm.villages[0][-1] == ("fruit_taro", 2)
    assert state.to_act() == (1,)


def test_islands_slide_refill_and_the_deck_reshuffles_when_a_face_up_island_comes_up():
    state = position()
    first = list(state.docks)
    give(state, 0, "boat", 1)
    state.apply(0, Visit(1, (1,)))
    if state.pending is not None:
        state.apply(0, state.legal_actions(0)[0])
    state.apply(1, EndRound(1))
    state.apply(0, EndRound(2))
    while state.phase == "income":
        state.apply(state.to_act()[0], state.legal_actions(state.to_act()[0])[0])
    assert state.docks == first[1:] + [None]  # slid towards dock 1
    while state.phase == "draw":
        state.apply(CHANCE, state.chance_outcomes()[0][0])
    assert state.phase == "islands"
    assert first[0] not in state._reveal_pool()  # face-up islands wait at the bottom
    # now empty the face-down pool: the next reveal reshuffles the face-up ones
    state.deck_up.extend(state.deck_down)
    state.deck_down = []
    pool = state._reveal_pool()
    assert first[0] in pool
    state.apply(CHANCE, RevealIsland(first[0]))
    assert state.docks[-1] == first[0] and state.deck_up == [] and first[0] not in state.deck_down
    assert state.phase == "chiefs"
    check_invariants(state)


# --- ending the round ---------------------------------------------------------------------------

def test_ending_the_round_takes_the_token_and_the_seat_is_skipped():
    state = position(players=3)
    tokens = list(state.order_tokens)
    state.order_tokens = [None, "T2", "T24"]
    for t in ("T2", "T24"):
        if t in state.bag:
            state.bag.remove(t)
    state.bag.extend(t for t in tokens if t is not None and t not in ("T2", "T24"))
    state.apply(0, EndRound(3))
    assert state.player[0].price_tokens == ["T24"] and state.player[0].ended
    with pytest.raises(IllegalAction, match="is taken"):
        state.apply(1, EndRound(3))
    assert EndRound(3) not in state.legal_actions(1)
    state.apply(1, EndRound(1))
    state.apply(2, EndRound(2))  # last seat: the round ends; seat 1 (position 1) starts round 2
    assert state.round == 2
    while state.to_act() == (CHANCE,):
        state.apply(CHANCE, state.sample_chance(__import__("random").Random(1)))
    assert state.turn_order == [1, 2, 0] and state.to_act() == (1,)
    assert all(p.chief == "beach" and not p.ended and not p.price_tokens for p in state.player)


def test_players_who_ended_are_skipped():
    state = position(players=3)
    state.apply(0, EndRound(1))
    state.apply(1, EndRound(2))
    assert state.to_act() == (2,)
    set_price(state, "huts_a", 0, "T0")
    state.apply(2, Buy("huts_a", "shell_hut", "T0", False, 0))
    assert state.to_act() == (2,)


def test_exchange_hut_two_mixes_two_units():
    state = position(resources=(5, 0, 0))
    set_price(state, "hula", 0, "T5")  # 3 shells, 2 feet from the beach
    give(state, 0, "exchange_hut", 1)
    assert buys(state) == []  # both feet in shells need two units
    state = position(resources=(5, 0, 0))
    set_price(state, "hula", 0, "T5")
    give(state, 0, "exchange_hut", 2)
    state.apply(0, Buy("hula", "hula_dancer", "T5", False, 0))
    assert state.player[0].resources == [0, 0, 0]


def test_counting_the_legal_actions_of_a_small_position():
    state = position()
    set_price(state, "huts_a", 0, "T5")
    legal = state.legal_actions(0)
    # shell hut and foot hut, each on side I or II, into village 1 or a new village 2: 8 purchases;
    # no fish in the cove; the fishing boat alone reaches no dock; 2 free order positions
    assert len([a for a in legal if isinstance(a, Buy)]) == 8
    assert [a for a in legal if not isinstance(a, Buy)] == [EndRound(1), EndRound(2)]
    give(state, 0, "boat", 1)
    state.cove.append(state.bag.pop())
    legal = state.legal_actions(0)
    assert len([a for a in legal if isinstance(a, Visit)]) == 3  # docks 1-3 (3, 4, 5 spaces); dock 4 needs 6
    assert len([a for a in legal if isinstance(a, Fish)]) == 2  # one token, by the fishing boat or the boat


def test_only_chance_reveals_information():
    state = position()
    assert state.reveals_information(CHANCE, RevealIsland("isle_tiki"))
    assert not state.reveals_information(0, EndRound(1))


def test_listed_purchases_are_exactly_the_accepted_ones_over_many_purses():
    import itertools

    from giantapp.hawaii.data import load_edition

    edition = load_edition()
    base = position()
    set_price(base, "huts_a", 0, "T5")  # 3
    set_price(base, "hula", 1, "T20")  # 6
    give(base, 0, "shell_hut", 1, 1)
    candidates = [Buy(place, tile, token, double, row)
                  for place, token in (("huts_a", "T5"), ("hula", "T20"))
                  for tile in edition.place(place).tiles for double in (False, True) for row in (0, 1, 2)]
    for huts in ((), (1,)):
        for purse in itertools.product(range(0, 8, 2), range(0, 4), range(0, 9, 2)):
            state = base.clone()
            for units in huts:
                give(state, 0, "exchange_hut", units, 1)
            state.player[0].resources = list(purse)
            listed = {a for a in state.legal_actions(0) if isinstance(a, Buy)}
            accepted = set()
            for action in candidates:
                trial = state.clone()
                try:
                    trial.apply(0, action)
                except IllegalAction:
                    continue
                accepted.add(action)
            assert listed == accepted, (purse, huts)


def test_listed_catches_and_trips_are_exactly_the_accepted_ones():
    import itertools

    base = position()
    give(base, 0, "boat", 1)
    give(base, 0, "boat", 2)
    give(base, 0, "boat", 1)  # two equal boats I
    _cove(base, ["T0", "T1", "T3", "T20"])  # fish 3, 3, 2, 1
    token_sets = [c for n in range(1, 5) for c in itertools.permutations(["T0", "T1", "T3", "T20"], n)]
    boat_sets = [c for n in range(0, 4) for c in itertools.permutations(range(4), n)]
    candidates = [Fish(t, b) for t in token_sets for b in boat_sets] + [Visit(d, b) for d in range(1, 5) for b in boat_sets]
    for purse in ((0, 0, 0), (0, 1, 0), (0, 2, 0), (0, 0, 3), (0, 4, 0), (3, 6, 3)):
        for used in ((False, False, False, False), (True, False, False, False), (False, False, True, False),
                     (False, True, False, False)):
            state = base.clone()
            state.player[0].resources = list(purse)
            state.player[0].boats_used = list(used)
            listed = {a for a in state.legal_actions(0) if isinstance(a, (Fish, Visit))}
            accepted = set()
            for action in candidates:
                trial = state.clone()
                try:
                    trial.apply(0, action)
                except IllegalAction:
                    assert state.listed_form(0, action) not in listed, action
                    continue
                accepted.add(action)
                # any of several equal choices is accepted; the list holds one of each
                assert state.listed_form(0, action) in listed, action
            assert listed <= accepted, (purse, used)
            assert listed or purse[1] + purse[2] == 0


def test_kahuna_tiki_and_boat_rewards_are_placed_at_once_with_their_bonuses():
    state = position()
    give(state, 0, "boat", 1)
    put_island(state, 0, "isle_kahunas")
    state.player[0].realm.kahunas = 4  # room for one of the two (5 rows)
    state.player[0].realm.invalidate()
    left = state.supply["kahunas"]["kahuna"]
    state.apply(0, Visit(1, (1,)))
    p = state.player[0]
    assert p.realm.kahunas == 5 and state.supply["kahunas"]["kahuna"] == left - 1
    assert p.resources == [20, 10 - 3 + 1, 0]  # the row-5 kahuna space prints a foot
    state.apply(1, EndRound(1))
    p.boats_used = [False, False]
    put_island(state, 0, "isle_tiki")
    state.apply(0, Visit(1, (1,)))
    assert p.realm.tikis == 1 and state.pending is None
    state = position()
    give(state, 0, "boat", 1)
    put_island(state, 0, "isle_boat")
    state.apply(0, Visit(1, (1,)))
    assert state.player[0].realm.boats == [0, 1, 2] and state.player[0].boats_used == [False, True, False]
    check_invariants(state)


def test_kane_offers_no_tiki_when_the_top_bar_is_full():
    """KANE's tiki must be placed like any tiki: with all 5 tiki spaces taken it is not offered (offering
    it would leave a tiki with no space to go to)."""
    state = position(resources=(10, 10, 0))
    give(state, 0, "shell_hut", 1, 1)
    for _ in range(5):
        give(state, 0, "tiki")
    assert state.supply["tikis"]["tiki"] > 0  # tikis are left in the supply: only the room is missing
    set_price(state, "gods", 0, "T1")
    state.apply(0, Buy("gods", "god_kane", "T1", False, 1))
    assert state.pending is None and state.to_act() == (1,)
    assert state.player[0].realm.tikis == 5
    # with one space left the same purchase offers it
    state = position(resources=(10, 10, 0))
    give(state, 0, "shell_hut", 1, 1)
    for _ in range(4):
        give(state, 0, "tiki")
    set_price(state, "gods", 0, "T1")
    state.apply(0, Buy("gods", "god_kane", "T1", False, 1))
    assert state.pending is not None and state.pending.kind == "kane"
    state.apply(0, Kane((2, 0, 0)))
    assert state.player[0].realm.tikis == 5 and state.player[0].resources[0] == 10 - 2 - 2 + 1  # column 1: a shell
    check_invariants(state)


@pytest.mark.parametrize("tile, place", [("kahuna", "kahunas"), ("tiki", "tikis")])
def test_a_double_purchase_needs_two_left_in_the_supply(tile, place):
    """Paying double gives two kahunas (or tikis): with one left in the supply only the single purchase
    is listed and accepted, and the supply never goes below zero."""
    state = position()
    set_price(state, place, 0, "T0")
    state.supply[place][tile] = 1
    single, double = Buy(place, tile, "T0", False, None), Buy(place, tile, "T0", True, None)
    listed = buys(state)
    assert single in listed and double not in listed
    with pytest.raises(IllegalAction, match=f"^only one {tile.capitalize()} is left$"):
        state.apply(0, double)
    state.supply[place][tile] = 2
    assert double in buys(state)
    state.supply[place][tile] = 1
    state.apply(0, single)
    assert state.supply[place][tile] == 0  # never -1
    assert state.player[0].realm.kahunas + state.player[0].realm.tikis == 1

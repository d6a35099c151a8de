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


# --- villages may stick out of the board to the right ----------------------------------------------

FULL_ROW = ["surfer", "hula_dancer", "irrigation", "fruit_taro", "fruit_banana", "fruit_coconut"]


def fill_village_one(state, seat=0, tiles=FULL_ROW):
    for tile in tiles:
        give(state, seat, tile, 1, 0)


def test_a_village_may_grow_past_the_seventh_column():
    """Seed: 「长方形的板块需要放在你的图版的角中(可以凸出去，但就是要放在里面，不能在海上)」 - the tiles may
    stick out of the board, only not into the sea (on the left)."""
    state = position()
    fill_village_one(state)
    assert state.player[0].realm.width(0, state.edition) == 7  # the printed board: 7 columns
    set_price(state, "huts_a", 0, "T5")
    buy = Buy("huts_a", "shell_hut", "T5", False, 0)
    assert buy in state.legal_actions(0) and state.explain(0, buy) is None
    assert state.legal_cells(0, "shell_hut") == [(0, 7), (1, 0)]  # column 8 of village 1, or village 2
    state.apply(0, buy)
    realm = state.player[0].realm
    assert realm.villages[0][-1] == ("shell_hut", 1) and realm.width(0, state.edition) == 8
    assert state.realm_columns(0) == 8 and state.realm_columns(1) == 7
    assert state.observation(1).realm_columns(0) == 8


def test_the_long_house_may_stick_out_too():
    """Seed: 「可以凸出去」, and the rules file: "the long house may stick out too" (two columns, one tile)."""
    state = position()
    fill_village_one(state, tiles=FULL_ROW[:5])  # 6 columns used
    set_price(state, "longhouse_irrigation", 0, "T5")
    buy = Buy("longhouse_irrigation", "long_house", "T5", True, 0)
    assert buy in state.legal_actions(0)
    state.apply(0, buy)
    assert state.player[0].realm.width(0, state.edition) == 8 and state.realm_columns(0) == 8
    assert state.player[0].realm.grid(state.edition)[0][6:] == [("long_house", 2, True), ("long_house", 2, False)]


def test_only_the_no_duplicate_rule_limits_a_village():
    """Seed: 「同一个村庄内不能有相同的板块(就算是不同面也不行)」 - a village is limited by the no-duplicate rule
    alone: with every village tile type once it takes no more, however wide it is."""
    state = position()
    realm = state.player[0].realm
    non_gods = [t for t, spec in state.edition.tiles.items() if not spec.god and t not in ("kahuna", "tiki", "boat")]
    fill_village_one(state, tiles=non_gods)
    give(state, 0, "god_lono", 1, 0)
    assert realm.width(0, state.edition) == 1 + len(non_gods) + 1 + 1  # the long house is 2 wide
    assert all(0 not in realm.legal_rows(t, state.edition) for t in non_gods + ["god_ku"])
    assert realm.problems(state.edition) == []


def test_final_scoring_counts_a_village_that_sticks_out():
    """Seed: 「草裙舞者……每个和她同村庄的可以得到1分(包含她自己和起始的小屋)」 and 「灌溉系统……同个村庄中有
    1,2,3,4个水果板块则得到1,3,6,10分」: tiles past column 7 count like any other."""
    from giantapp.hawaii import scoring

    state = position()
    fill_village_one(state)
    give(state, 0, "fruit_breadfruit", 1, 0)  # column 8
    give(state, 0, "shell_hut", 1, 0)  # column 9
    give(state, 0, "tiki")  # column 5: the village reaches under it
    points, removed = scoring.final_breakdown(state, 0)
    assert removed == []
    assert points["hula"] == 9  # 9 tiles, herself and the starting hut included, 1 point each (side I)
    assert points["irrigation"] == 10  # 4 fruit tiles
    state.player[0].realm.tikis = 0
    state.player[0].realm.invalidate()
    points, removed = scoring.final_breakdown(state, 0)
    assert removed == [0] and points["hula"] == 0  # no tiki: removed however wide


# --- one exchange hut per payment ----------------------------------------------------------------------

def test_two_exchange_huts_never_mix_together_in_one_payment():
    """Seed: 「交换小屋的功能每个玩家每次可以使用一次，但不能混合他们的作用」 - each may be used once, but their
    effects may not be combined: a 2-foot walk paid in shells needs 2 units in one payment, which two
    huts I (1 unit each) do not give."""
    state = position(resources=(5, 0, 0))
    set_price(state, "hula", 0, "T5")  # a 3; the hula place is 2 feet from the beach
    give(state, 0, "exchange_hut", 1)
    give(state, 0, "exchange_hut", 1, 1)
    buy = Buy("hula", "hula_dancer", "T5", False, 0)
    assert buy not in state.legal_actions(0)
    assert state.explain(0, buy) == "Seat 1 cannot pay 2 feet and 3 shells"
    with pytest.raises(IllegalAction, match="cannot pay 2 feet and 3 shells"):
        state.apply(0, buy)


def test_one_exchange_hut_two_mixes_two_units_in_one_payment():
    """Seed: 「II面：付出资源时，可以用两个代替另两个」 - side II replaces two units in its payment."""
    state = position(resources=(5, 0, 0))
    set_price(state, "hula", 0, "T5")
    give(state, 0, "exchange_hut", 2)
    state.apply(0, Buy("hula", "hula_dancer", "T5", False, 0))
    assert state.player[0].resources == [0, 0, 0]


def test_two_huts_may_serve_the_two_payments_of_one_purchase():
    """Seed: 「每个玩家每次可以使用一次」 - each hut once; **decision**: a purchase pays two costs (the walk and
    the price), each its own payment, so one hut may mix the walk and the other the price."""
    state = position(resources=(3, 2, 2))
    set_price(state, "gods", 0, "T12")  # a 4; the gods' place: 4 feet from the beach, 3 from huts_a
    assert state.move_cost(0, "gods") == 4
    state.player[0].chief = "huts_a"
    assert state.move_cost(0, "gods") == 3
    give(state, 0, "exchange_hut", 1)
    give(state, 0, "exchange_hut", 1, 1)
    buy = Buy("gods", "god_ku", "T12", False, 1)
    assert buy in state.legal_actions(0)
    state.apply(0, buy)  # the only way: walk 2 feet + 1 fruit, price 3 shells + 1 fruit
    assert state.player[0].resources == [0, 0, 0]
    state = position(resources=(3, 2, 2))
    set_price(state, "gods", 0, "T12")
    state.player[0].chief = "huts_a"
    give(state, 0, "exchange_hut", 1)  # one hut cannot mix both payments
    give(state, 0, "shell_hut", 1, 1)
    assert state.explain(0, Buy("gods", "god_ku", "T12", False, 1)) == "Seat 1 cannot pay 3 feet and 4 shells"


# --- equal choices are equal ----------------------------------------------------------------------------

def test_any_of_several_equal_fish_tokens_may_be_named():
    """Seed: 「每拿取一个鱼指示物(不管上面有几条鱼和背面是多少)，需要付出一个脚掌」 and the rules file: "Any of
    several equal fish tokens ... may be named in notation (the choice between equals changes nothing)"."""
    state = position()
    _cove(state, ["T15", "T16"])  # both show 1 fish
    assert Fish(("T15",), (0,)) in fishes(state) and Fish(("T16",), (0,)) not in fishes(state)  # one listed
    catch = Fish(("T16",), (0,))
    assert state.explain(0, catch) is None
    assert state.listed_form(0, catch) == Fish(("T15",), (0,))
    state.apply(0, catch)
    assert state.player[0].fish_tokens == ["T16"] and state.cove == ["T15"]  # the token named is taken
    assert state.round_sum(0) == 1


def test_any_of_several_equal_boats_may_be_named():
    """Seed: 「付出对应的脚印和船的空格子数(同上所述，而可以一次用好几艘船的格子，加起来使用)」 - which of two
    equal boats carries the trip changes nothing."""
    state = position()
    give(state, 0, "boat", 1)
    give(state, 0, "boat", 1)  # boats 2 and 3 (indexes 1 and 2) are equal boats I
    put_island(state, 0, "isle_shells")
    assert Visit(1, (1,)) in visits(state) and Visit(1, (2,)) not in visits(state)
    trip = Visit(1, (2,))
    assert state.explain(0, trip) is None and state.listed_form(0, trip) == Visit(1, (1,))
    state.apply(0, trip)
    assert state.player[0].boats_used == [False, False, True]  # the boat named sailed


def test_a_record_stores_the_equal_choice_as_named_and_replays_it_identically():
    """The record holds the action as the player named it (fully determined: these tokens, these boats;
    ``normalize`` leaves it as it is), so a replay takes the same token and sails the same boat."""
    from giantapp.engine import CHANCE, GameRecord, record_action, replay
    from giantapp.engine.record import Seat
    from giantapp.hawaii.actions import DrawToken, EndRound, RevealIsland, SetLayout, SetOrder
    from giantapp.hawaii.game import HawaiiGame

    from .helpers import ISLAND_IDS, PLACE_IDS

    record = GameRecord("hawaii", 2, {"open_screens": True}, [Seat("A"), Seat("B")])
    state = HawaiiGame().new_game(2, {"open_screens": True})

    def play(seat, action):
        assert state.normalize(seat, action) == action  # nothing is left to the engine
        record_action(record, seat, action)
        state.apply(seat, action)

    play(CHANCE, SetLayout(tuple(PLACE_IDS)))
    for island in ISLAND_IDS[:4]:
        play(CHANCE, RevealIsland(island))
    play(CHANCE, SetOrder((0, 1)))
    while state.phase == "draw":  # drawing from the end of the bag sends several 1-fish tokens to the cove
        play(CHANCE, DrawToken(state.bag[-1]))
    ones = sorted((t for t in state.cove if state.edition.token(t).fish == 1), key=lambda t: int(t[1:]))
    assert len(ones) >= 2
    named = Fish((ones[1],), (0,))  # not the lowest-numbered of its kind
    play(0, named)
    assert state.pending is None
    play(1, EndRound(1))
    assert f"fish {ones[1]} boats 1" in [a.action for a in record.actions]
    replayed, failure = replay(GameRecord.loads(record.dumps()))
    assert failure is None
    assert replayed.to_json() == state.to_json()
    assert replayed.player[0].fish_tokens == [ones[1]]

"""Round scoring, income and final scoring, each with a worked example."""

from __future__ import annotations

import pytest

from giantapp.engine import IllegalAction
from giantapp.hawaii import scoring
from giantapp.hawaii.actions import EndRound, Irrigate
from giantapp.hawaii.income import Income, tile_income
from giantapp.hawaii.phases import Phase

from .helpers import EDITION, check_invariants, clear_board_prices, give, started

VALUE = {t.id: t.value for t in EDITION.tokens}


def with_sums(state, sums):
    """Hand each seat price tokens (from the bag) adding up exactly to its sum."""
    clear_board_prices(state)
    for seat, target in enumerate(sums):
        total = 0
        while total < target:
            need = target - total
            token = max((t for t in state.bag if VALUE[t] <= need and need - VALUE[t] != 1), key=lambda t: VALUE[t])
            state.bag.remove(token)
            state.player[seat].price_tokens.append(token)
            total += VALUE[token]
        assert state.round_sum(seat) == target


def round_points(state):
    return [p.points.get("rounds", 0) for p in state.player]


def test_round_places_first_second_and_qualified():
    state = started(4)
    with_sums(state, [14, 11, 9, 8])  # round 1: target 9, points 5 / 3 / 2
    scoring.score_round(state)
    assert round_points(state) == [5, 3, 2, 0]
    assert state.player[3].last_round["rank"] is None and state.player[0].last_round["rank"] == "first"


def test_a_tie_for_first_scores_first_for_all_and_nobody_second():
    state = started(4)
    with_sums(state, [12, 12, 10, 9])
    scoring.score_round(state)
    assert round_points(state) == [5, 5, 2, 2]


def test_a_tie_for_second_scores_second_for_all_tied():
    state = started(4)
    with_sums(state, [14, 11, 11, 9])
    scoring.score_round(state)
    assert round_points(state) == [5, 3, 3, 2]


def test_surfers_lower_the_target_and_fish_count():
    state = started(3)
    with_sums(state, [6, 7, 4])
    give(state, 0, "surfer", 1)  # target 9 - 2 = 7: 6 fails
    give(state, 1, "surfer", 1)  # 7 qualifies
    give(state, 2, "surfer", 2)
    give(state, 2, "shell_hut", 1, 1)
    give(state, 2, "surfer", 2, 1)  # target 9 - 8 = 1
    state.bag.remove("T24")
    state.player[2].fish_tokens.append("T24")  # one fish
    assert state.round_target(0) == 7 and state.round_target(2) == 1
    assert state.round_sum(2) == 5
    scoring.score_round(state)
    assert round_points(state) == [0, 5, 3]


def test_the_round_target_never_drops_below_zero():
    state = started(2)
    for row in range(3):
        if row:
            give(state, 0, ["shell_hut", "foot_hut"][row - 1], 1, row)
        give(state, 0, "surfer", 2, row)
    assert state.round_target(0) == 0


@pytest.mark.parametrize("side, bonus", [(1, 2), (2, 4)])
def test_lono_scores_only_when_qualified(side, bonus):
    state = started(2)
    with_sums(state, [9, 8])
    give(state, 0, "god_lono", side)
    give(state, 1, "god_lono", side)
    scoring.score_round(state)
    assert state.player[0].points["lono"] == bonus and "lono" not in state.player[1].points


def test_income_counts_every_tile_and_irrigation_two_is_a_choice():
    state = started(2)
    for tile, side, row in [("shell_hut", 1, 0), ("foot_hut", 2, 0), ("fruit_taro", 2, 0), ("fruit_banana", 1, 0),
                            ("god_kane", 2, 0), ("irrigation", 2, 0), ("shell_hut", 2, 1), ("god_ku", 1, 1)]:
        give(state, 0, tile, side, row)
    for tile, side, row in [("foot_hut", 1, 0), ("god_kane", 1, 0), ("irrigation", 1, 0), ("fruit_coconut", 1, 0),
                            ("spear_hut", 1, 1), ("god_ku", 2, 1)]:
        give(state, 1, tile, side, row)
    state.player[0].resources = [0, 0, 0]
    state.player[1].resources = [0, 0, 0]
    # round 1's tile gives 10 shells and 6 feet; shell hut I/II +1/+2, KANE II +2, foot hut II +2, KU +1,
    # fruit II/I +2/+1, irrigation II one resource of choice
    assert state.income(0) == Income((10 + 1 + 2 + 2, 6 + 2 + 1, 2 + 1), 1)
    assert state.income(1) == Income((10 + 1, 6 + 1 + 1, 1), 0)  # irrigation I: no income
    assert tile_income(EDITION, state.player[1].realm) == Income((1, 2, 1), 0)
    state.apply(0, EndRound(2))
    state.apply(1, EndRound(1))
    assert state.phase == "income" and state.to_act() == (0,)
    assert state.player[0].resources == [10 + 1 + 2 + 2, 6 + 2 + 1, 2 + 1]
    assert state.player[1].resources == [10 + 1, 6 + 1 + 1, 1]
    assert state.legal_actions(0) == [Irrigate("shells"), Irrigate("feet"), Irrigate("fruit")]
    with pytest.raises(IllegalAction, match="irrigation income"):
        state.apply(0, EndRound(1))
    state.apply(0, Irrigate("fruit"))
    assert state.player[0].resources[2] == 4
    assert state.phase == "draw" and state.round == 2
    assert state.turn_order == [1, 0]


def _realm(state, seat, villages, kahunas=0, tikis=0, boats=()):
    """Build seat's realm from the supply: villages as lists of (tile, side) after the starting hut."""
    for row, village in enumerate(villages):
        for tile, side in village:
            give(state, seat, tile, side, row)
    for _ in range(kahunas):
        give(state, seat, "kahuna")
    for _ in range(tikis):
        give(state, seat, "tiki")
    for side in boats:
        give(state, seat, "boat", side)


def _worked_example():
    """Seat 0's realm of the final-scoring example: three villages, three kahunas, two tikis, one boat."""
    state = started(2)
    _realm(state, 0, [
        [("hula_dancer", 2), ("fruit_taro", 1), ("fruit_banana", 2), ("irrigation", 1), ("long_house", 2)],
        [("shell_hut", 1), ("god_laka", 2), ("fruit_coconut", 1)],
        [("foot_hut", 1), ("surfer", 1), ("god_kanaloa", 1), ("hula_dancer", 1)],
    ], kahunas=3, tikis=2, boats=(1,))
    return state


def test_final_scoring_worked_example():
    state = _worked_example()
    check_invariants(state)
    points, removed = scoring.final_breakdown(state, 0)
    # tikis on columns 5 and 4: village 2 (3 columns wide) does not reach column 4 and is removed
    assert removed == [1]
    assert points["kahunas"] == 3 + 5  # rows 1 and 3; row 2's kahuna goes with its village
    assert points["irrigation"] == 3  # two fruit tiles in the village
    assert points["hula"] == 2 * 6 + 1 * 4  # II with 6 tiles (starting hut and long house included), I with 4
    assert points["long_house"] == 5
    assert points["laka"] == 0  # LAKA's village is removed
    assert points["kanaloa"] == 2 * (2 + 1)  # fishing boat + boat, one surviving surfer


def test_laka_counts_fruit_symbols_over_the_surviving_realm():
    state = started(2)
    _realm(state, 0, [
        [("fruit_taro", 2), ("fruit_banana", 1), ("god_laka", 2)],
        [("shell_hut", 1), ("fruit_taro", 1)],
    ], tikis=5)
    points, removed = scoring.final_breakdown(state, 0)
    assert removed == []
    assert points["laka"] == 2 * (2 + 1 + 1)
    assert points["irrigation"] == 0


def test_laka_one_scores_one_per_symbol():
    state = started(2)
    _realm(state, 0, [[("fruit_taro", 2), ("god_laka", 1)]], tikis=5)
    assert scoring.final_breakdown(state, 0)[0]["laka"] == 2


def test_kanaloa_two_counts_every_boat_and_surviving_surfer():
    state = started(2)
    _realm(state, 0, [[("god_kanaloa", 2), ("surfer", 2)], [("shell_hut", 1), ("surfer", 1)]], tikis=5, boats=(1, 2))
    points, _ = scoring.final_breakdown(state, 0)
    assert points["kanaloa"] == 4 * (3 + 2)


def test_without_a_tiki_every_village_is_removed():
    state = started(2)
    _realm(state, 0, [[("hula_dancer", 2), ("long_house", 2)]], kahunas=2)
    points, removed = scoring.final_breakdown(state, 0)
    assert removed == [0] and all(v == 0 for v in points.values())


def test_irrigation_scale_and_hula_count_the_whole_village():
    state = started(2)
    _realm(state, 0, [[("fruit_taro", 1), ("fruit_banana", 1), ("fruit_coconut", 2), ("fruit_breadfruit", 1),
                       ("irrigation", 2), ("hula_dancer", 1)]], tikis=1)
    points, removed = scoring.final_breakdown(state, 0)
    assert removed == [] and points["irrigation"] == 10 and points["hula"] == 7


def test_final_scoring_at_game_end_records_removed_villages_and_the_order_bonus():
    state = started(2)
    _realm(state, 1, [[("hula_dancer", 1)], [("shell_hut", 1)]], tikis=5)
    state.player[1].realm.tikis = 0  # village 1 reaches nothing now
    state.player[1].realm.invalidate()
    state.supply["tikis"]["tiki"] += 5
    state.round = 5
    state.apply(0, EndRound(2))
    state.apply(1, EndRound(1))
    assert state.is_terminal()
    assert state.player[1].removed_villages == [0, 1]
    assert state.player[1].points["order_bonus"] == 2
    assert "order_bonus" not in state.player[0].points
    breakdown = state.score_breakdown()
    assert breakdown[1]["order_bonus"] == 2 and breakdown[1]["total"] == state.scores()[1]
    check_invariants(state)


def test_ties_go_to_most_resources_left_then_are_shared():
    state = started(3)
    for p in state.player:
        p.points = {"rounds": 10}
    state.phase = Phase.OVER
    state.player[0].resources = [1, 1, 1]
    state.player[1].resources = [0, 4, 0]
    state.player[2].resources = [2, 0, 0]
    assert state.winners() == [1]
    state.player[0].resources = [2, 1, 1]
    assert state.winners() == [0, 1]
    state.player[2].points = {"rounds": 11}
    assert state.winners() == [2]


def test_the_final_breakdown_has_the_six_end_categories_even_when_all_are_zero():
    state = started(2)
    _realm(state, 0, [[("shell_hut", 1), ("spear_hut", 1), ("fruit_taro", 1)]], tikis=5)
    points, removed = scoring.final_breakdown(state, 0)
    assert removed == []
    assert points == {"kahunas": 0, "irrigation": 0, "hula": 0, "long_house": 0, "laka": 0, "kanaloa": 0}


def test_irrigation_and_long_houses_in_two_villages_both_score():
    """One irrigation and one long house per village (no two tiles of a type in a village), but every
    surviving village scores its own: irrigation 1 (one fruit tile) + 3 (two), long house II 5 + 5."""
    state = started(2)
    _realm(state, 0, [
        [("fruit_taro", 1), ("irrigation", 1), ("long_house", 2)],
        [("long_house", 2), ("fruit_banana", 1), ("fruit_coconut", 2), ("irrigation", 2)],
    ], tikis=5)
    points, removed = scoring.final_breakdown(state, 0)
    assert removed == []
    assert points["irrigation"] == 1 + 3
    assert points["long_house"] == 5 + 5


def test_an_edition_whose_kanaloa_skips_the_fishing_boat_counts_only_bought_boats():
    """Our edition counts the fishing boat ("the fishing boat too"); the edition file may say otherwise,
    and then KANALOA I scores 2 per bought boat and surfer: one boat and one surfer, 2 × 2."""
    import dataclasses

    state = started(2)
    _realm(state, 0, [[("god_kanaloa", 1), ("surfer", 1)]], tikis=5, boats=(1,))
    assert scoring.final_breakdown(state, 0)[0]["kanaloa"] == 2 * (2 + 1)
    state.edition = dataclasses.replace(state.edition, kanaloa_counts_fishing_boat=False)
    assert scoring.final_breakdown(state, 0)[0]["kanaloa"] == 2 * (1 + 1)


def test_the_game_end_adds_every_final_category_to_the_score():
    """The worked example's realm at the end of round 5: 8 kahuna, 3 irrigation, 16 hula, 5 long house
    and 6 KANALOA points are added to seat 0's score, and seat 1 at order position 1 gains 2."""
    state = _worked_example()
    clear_board_prices(state)
    state.round = 5
    before = state.scores()[0]
    state.apply(0, EndRound(2))
    state.apply(1, EndRound(1))
    assert state.is_terminal()
    points = state.player[0].points
    assert {c: points.get(c, 0) for c in ("kahunas", "irrigation", "hula", "long_house", "laka", "kanaloa")} == {
        "kahunas": 8, "irrigation": 3, "hula": 16, "long_house": 5, "laka": 0, "kanaloa": 6}
    assert state.player[0].removed_villages == [1]
    rounds = points.get("rounds", 0) + points.get("lono", 0)
    assert state.scores()[0] == before + rounds + 8 + 3 + 16 + 5 + 6
    assert state.player[1].points.get("order_bonus") == 2


def _two_tied_at_the_end(open_screens: bool, third_left: list[int]):
    """Ana and Bo end on 10 points, Cy on 9; Ana has 1 resource left, Bo 2."""
    state = started(3, open_screens=open_screens)
    for p, points in zip(state.player, (10, 10, 9)):
        p.points = {"rounds": points}
    state.phase = Phase.OVER
    state.player[0].resources = [0, 0, 1]
    state.player[1].resources = [1, 1, 0]
    state.player[2].resources = third_left
    return state


def test_a_tie_of_two_goes_to_the_one_with_more_left():
    assert _two_tied_at_the_end(True, [9, 9, 9]).winners() == [1]


def test_the_tie_break_reads_hidden_screens_from_the_public_record():
    """With closed screens another seat's resources are hidden, yet a perfect memory knows them: an
    observation names the same winner as the table (seat 1, with 2 left against seat 0's 1)."""
    state = _two_tied_at_the_end(False, [0, 0, 0])
    assert state.winners() == [1]
    for seat in (0, 2, None):
        obs = state.observation(seat)
        assert obs.player[1].resources is None
        assert obs.winners() == [1]

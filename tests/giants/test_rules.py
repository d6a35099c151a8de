"""Scenario tests of phases 1-5 and the scoring, from crafted positions and the rules' own example."""

import pytest

from giantapp.engine import CHANCE, IllegalAction
from giantapp.giants.actions import (
    Bid, Done, Look, Mark, Move, NoMark, Pass, Place, Power, Recall, Roll, Stop, Take, TakeTablet, parse_action,
)

from .helpers import at_placement, at_transport, new_state, put_object, put_workers, roll

BLUE, GREEN, RED, YELLOW, PURPLE = range(5)


def test_seed_auction_example():
    """5 players, display 1,2,2,3: exactly the sequence of the rules' example."""
    state = new_state(5)
    state.round = 2  # no first-round substitution
    roll(state, "W1", "W2", "W2", "B3", "B0")
    assert [state.kinds[m] for m in state.display] == ["1", "2", "2", "3"]
    assert state.display == ["M1", "M18", "M19", "M30"]
    # Blue has 3 tablets, Green 1; Red and Yellow have equal tablets; Red sits earlier in turn order
    state.tablets[BLUE], state.tablets[GREEN] = 3, 1
    state.tablets_supply -= 4
    for seat in (BLUE, GREEN):
        state.screen_markers[seat] += 1  # 3 markers to bid
        state.receptacle_markers[seat] -= 1
    state.screen_workers[GREEN] += 2
    state.receptacle_workers[GREEN] -= 2
    state.screen_workers[RED] += 1
    state.receptacle_workers[RED] -= 1
    bids = {
        PURPLE: Bid(),
        BLUE: Bid(markers=3, chief=True),
        GREEN: Bid(markers=3, workers=3),
        RED: Bid(markers=1, workers=2),
        YELLOW: Bid(markers=1, workers=1),
    }
    assert state.to_act() == (0, 1, 2, 3, 4)
    for seat in (PURPLE, BLUE, GREEN, RED):
        assert not state.reveals_information(seat, bids[seat])
        state.apply(seat, bids[seat])
        # others cannot see a pending bid
        assert state.observation(YELLOW).bids[seat] == "hidden"
    assert state.to_act() == (YELLOW,)
    assert state.reveals_information(YELLOW, bids[YELLOW])  # the last bid reveals them all
    state.apply(YELLOW, bids[YELLOW])
    assert state.phase == "pick"
    assert state.pick_order == [BLUE, GREEN, RED, YELLOW, PURPLE]
    assert state.to_act() == (BLUE,)
    state.apply(BLUE, Take("M30"))  # Blue takes the 3
    assert state.to_act() == (GREEN,)
    state.apply(GREEN, Take("M1"))  # Green takes a 1
    assert state.to_act() == (RED,)
    assert Take("M18") in state.legal_actions(RED) and Take("M1") not in state.legal_actions(RED)
    state.apply(RED, Take("M18"))  # Red takes a 2
    # Yellow (1 sculptor) cannot take the last 2 and Purple bid nothing: Green picks again
    assert state.to_act() == (GREEN,)
    assert state.legal_actions(GREEN) == [Take("M19"), Stop()]
    state.apply(GREEN, Take("M19"))
    assert state.phase == "place" and state.to_act() == (BLUE,)
    owners = {m: state.places[m] for m in ("M1", "M18", "M19", "M30")}
    assert owners == {"M30": ("front", BLUE), "M1": ("front", GREEN), "M18": ("front", RED), "M19": ("front", GREEN)}
    # every bid marker and sculptor stays in front of the screen until phase 5
    assert state.front_markers == [3, 3, 1, 1, 0] and state.front_workers == [0, 3, 2, 1, 0]
    assert state.chief[BLUE] == "front"
    assert not any(isinstance(a, Place) and a.figure == "chief" for a in state.legal_actions(BLUE))


def test_choosing_order_ties_go_to_tablets_then_turn_order():
    state = new_state(3, first_player=2)
    state.round = 2
    roll(state, "W1", "W1", "W1")
    state.tablets = [0, 2, 0]
    state.tablets_supply -= 2
    for seat in range(3):
        state.apply(seat, Bid(markers=1, workers=1))
    # seat 1 has more tablets; seats 2 and 0 tie, and seat 2 holds the first-player pawn
    assert state.pick_order == [1, 2, 0]


def test_leftover_display_returns_to_supply_and_stop_leaves_picking():
    state = new_state(3)
    state.round = 2
    roll(state, "W1", "W1", "W2")
    for seat in range(3):
        state.apply(seat, Bid(workers=1) if seat == 0 else Bid())
    assert state.to_act() == (0,)
    state.apply(0, Stop())
    assert state.phase == "place"
    assert all(state.places[m] == ("supply",) for m in ("M1", "M2", "M18"))
    assert state.display == []


def test_first_round_dice_substitution_and_later_rounds():
    state = new_state(4)
    roll(state, "W0", "W3", "W1", "B3")
    assert [state.kinds[m] for m in state.display] == ["1", "2", "1", "2"]
    later = new_state(4)
    later.round = 2
    roll(later, "W0", "W3", "W1", "B3")
    assert [later.kinds[m] for m in later.display] == ["3", "1", "3"]


def test_exhausted_size_counts_as_broken():
    state = new_state(3)
    state.round = 2
    for obj, kind in state.kinds.items():
        if kind == "3":
            state.places[obj] = ("hex", (5, 7))
    roll(state, "W3", "W3", "W2")
    assert [state.kinds[m] for m in state.display] == ["2"]
    # and when nothing reaches the display, the auction is skipped
    state2 = new_state(3)
    state2.round = 2
    roll(state2, "W0", "W0", "W0")
    assert state2.phase == "place"


def test_roll_is_validated():
    state = new_state(4)
    before = state.to_json()
    for faces, reason in [
        ((("W", 1),), "has 4 dice"),
        ((("W", 1), ("W", 1), ("B", 1), ("W", 1)), "out of place"),
        ((("W", 1), ("W", 1), ("W", 7), ("B", 1)), "no face 7"),
    ]:
        with pytest.raises(IllegalAction) as info:
            state.apply(CHANCE, Roll(faces))
        assert reason in info.value.reason
    assert state.to_json() == before
    outcomes = state.chance_outcomes()
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9 and len(outcomes) == 4 ** 4


def test_placement_actions_and_sorcerer_powers():
    state = at_placement(3)
    isl = state.island
    state.screen_logs[0] = 3
    state.logs_supply -= 3
    legal = state.legal_actions(0)
    assert Place("worker", (5, 7), 2) in legal and Place("worker", (5, 7), 3) not in legal
    assert Place("chief", (5, 7)) in legal
    assert Power("sorcerer", isl.village, "village") in legal
    assert Power("chief", isl.village, "village") not in legal  # needs 2 tablets
    state.apply(0, Power("sorcerer", isl.village, "village", logs=1))
    assert state.screen_workers[0] == 2 and state.receptacle_workers[0] == 4
    assert state.board_logs == {isl.village: 1} and state.sorcerer[0] == isl.village
    # seat 1 cuts a forest; nobody can cut it again
    forest = (6, 5)  # giants-island.json: the forest on (6,5) holds 6 logs
    state.apply(1, Power("sorcerer", forest, "forest"))
    assert state.screen_logs[1] == 6 and forest in state.forest_used
    with pytest.raises(IllegalAction) as info:
        state.apply(2, Power("sorcerer", forest, "forest"))
    assert "stump" in info.value.reason
    # the chief's action costs 2 tablets, once per round
    state.tablets[2] = 2
    state.tablets_supply -= 2
    state.apply(2, Power("chief", isl.sorcerers_hut, "hut"))
    assert state.tablets[2] == 0 and state.tablets_supply == 30  # the rules' 30 tablets, all back in the supply
    assert state.screen_markers[2] == 3 and state.chief_power_used[2]
    # action D: a marker in front of the screen for a tablet
    state.apply(0, TakeTablet())
    assert state.front_markers[0] == 1 and state.tablets[0] == 1


def test_reserving_an_ahu():
    state = at_placement(4)
    ahu = "A17"
    beside = state.island.ahus[ahu].adjacent[0]
    state.apply(0, Power("sorcerer", beside, "reserve", ahu))
    assert state.ahu_owner == {ahu: 0} and state.screen_bases[0] == 5
    with pytest.raises(IllegalAction) as info:
        state.apply(1, Power("sorcerer", beside, "reserve", ahu))
    assert "already reserved" in info.value.reason
    # phase 4: only seat 0 may erect there, and it does not spend another base
    state.phase, state.current = "transport", 1
    put_workers(state, 1, beside, 2)
    state.places["M18"] = ("front", 1)
    assert not [a for a in state.legal_actions(1) if isinstance(a, Move) and a.goal]
    with pytest.raises(IllegalAction) as info:
        state.apply(1, Move("M18", beside, "erect", ahu))
    assert "reserved by another player" in info.value.reason
    state.current = 0
    state.places["M1"] = ("front", 0)
    state.apply(0, Move("M1", beside, "erect", ahu))
    assert state.ahu_moai == {ahu: "M1"} and state.screen_bases[0] == 5


def test_capture_only_when_the_mover_can_erect_or_mark():
    state = at_transport()
    beside = (9, 6)
    put_object(state, "M18", state.island.moai_quarry)  # unmarked: anybody's
    put_workers(state, 1, beside, 2)
    state.screen_markers[1] = 0
    state.receptacle_markers[1] += 2
    state.current = 1
    legal = [a for a in state.legal_actions(1) if isinstance(a, Move)]
    assert legal == [Move("M18", beside, "erect", "A17")]  # no marker: only erecting captures
    with pytest.raises(IllegalAction) as info:
        state.apply(1, Move("M18", beside))
    assert "capture it only if you erect it or mark it" in info.value.reason
    # with a marker the capture is allowed, and marking is then forced
    state.screen_markers[1] = 1
    state.receptacle_markers[1] -= 1
    state.apply(1, Move("M18", beside))
    assert state.legal_actions(1) == [Mark("M18")]
    with pytest.raises(IllegalAction, match="M18 was captured: you must mark it"):
        state.apply(1, NoMark("M18"))
    state.apply(1, Mark("M18"))
    assert state.marks == {"M18": 1} and state.screen_markers[1] == 0
    # marked: only seat 1 (its marker) may move it, in this phase and later ones
    state.current = 2
    put_workers(state, 2, (8, 6), 2)
    with pytest.raises(IllegalAction) as info:
        state.apply(2, Move("M18", (8, 6)))
    assert "carries Seat 2's marker" in info.value.reason
    state.moved.clear()
    with pytest.raises(IllegalAction) as info:
        state.apply(2, Move("M18", (8, 6)))
    assert "carries Seat 2's marker" in info.value.reason


def test_a_moved_object_makes_no_second_plain_move_in_the_phase():
    state = at_transport()
    put_object(state, "M1", state.island.moai_quarry, mark=0)
    put_workers(state, 0, (8, 7), 1)
    put_workers(state, 0, (8, 8), 1)
    state.apply(0, Move("M1", (8, 7)))
    assert state.moved == {"M1": 0}
    state.current = 0
    assert not any(isinstance(a, Move) and a.obj == "M1" for a in state.legal_actions(0))  # no ahu in reach
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(0, Move("M1", (8, 8)))
    assert info.value.reason == "M1 has already moved in this transport phase; it may move again only to be erected"
    assert state.to_json() == before
    state.banners = [True] * state.players  # everyone has passed: the phase ends, the set is cleared
    state._end_transport()
    assert state.moved == {}


def test_marker_returns_on_erecting_and_base_is_spent():
    state = at_transport()
    beside = (9, 6)
    put_object(state, "M30", state.island.moai_quarry, mark=0)
    put_workers(state, 0, beside, 3)
    assert state.screen_markers[0] == 2
    state.apply(0, Move("M30", beside, "erect", "A17"))
    assert state.marks == {} and state.screen_markers[0] == 3
    assert state.ahu_owner == {"A17": 0} and state.ahu_moai == {"A17": "M30"} and state.screen_bases[0] == 5
    assert state.places["M30"] == ("ahu", "A17")
    assert state.to_act() == (1,)


def test_erecting_needs_an_own_figure_beside_the_ahu():
    state = at_transport()
    beside = (9, 6)
    put_object(state, "M1", state.island.moai_quarry, mark=0)
    put_workers(state, 1, beside)
    assert Move("M1", beside) in state.legal_actions(0)
    assert Move("M1", beside, "erect", "A17") not in state.legal_actions(0)
    with pytest.raises(IllegalAction) as info:
        state.apply(0, Move("M1", beside, "erect", "A17"))
    assert "figure of your own" in info.value.reason


def test_zero_step_erect_and_mark_decision_after_moving_own_moai():
    state = at_transport()
    beside = (9, 6)
    put_object(state, "M1", beside, mark=0)
    put_workers(state, 0, beside)
    assert Move("M1", beside, "erect", "A17") in state.legal_actions(0)
    state.apply(0, Move("M1", beside, "erect", "A17"))
    assert state.ahu_moai == {"A17": "M1"}
    # moving an own (front) moai without erecting offers mark / no-mark
    state.current = 0
    state.places["M2"] = ("front", 0)
    state.apply(0, Move("M2", beside))
    assert state.legal_actions(0) == [Mark("M2"), NoMark("M2")]
    state.apply(0, NoMark("M2"))
    assert "M2" not in state.marks and state.to_act() == (1,)


def test_hat_scores_for_the_moai_owner_whoever_carries_it():
    state = at_transport(live_scoring=True)
    beside = (9, 6)
    state.ahu_owner["A17"], state.ahu_moai["A17"] = 0, "M18"
    state.screen_bases[0] -= 1
    state.places["M18"] = ("ahu", "A17")
    assert state.scores()[0] == 1 * 2  # moai_value 1 x size 2, live
    put_object(state, "H1", beside, mark=1)
    put_workers(state, 1, beside)
    state.current = 1
    state.apply(1, Move("H1", beside, "hat", "A17"))
    assert state.ahu_hat == {"A17": "H1"}
    # giants-island.json: A17 has moai value 1 and hat value 4
    assert state.score_breakdown()[0] == {"prestige": 0, "moai": 2, "hats": 4, "tablets": 0}
    assert state.scores()[1] == 0
    # one hat per moai
    put_object(state, "H2", beside, mark=1)
    state.current = 1
    assert Move("H2", beside, "hat", "A17") not in state.legal_actions(1)


def finish_transport(state):
    """Everybody passes phase 4 (seat 0 last)."""
    state.banners = [True] * state.players
    state.banners[0] = False
    state.current = 0
    state.apply(0, Pass())


def erect_for(state, seat, ahus):
    for index, ahu in enumerate(ahus):
        obj = f"M{index + 1}"
        state.places[obj] = ("ahu", ahu)
        state.ahu_owner[ahu], state.ahu_moai[ahu] = seat, obj
        state.screen_bases[seat] -= 1


def test_end_when_every_base_carries_a_moai_but_not_with_a_reserved_empty_ahu():
    state = at_transport(4)  # 6 bases each
    erect_for(state, 0, ["A01", "A02", "A03", "A04", "A05"])
    state.ahu_owner["A06"] = 0
    state.screen_bases[0] -= 1
    assert state.screen_bases[0] == 0
    finish_transport(state)
    assert state.phase == "return" or state.phase == "roll"
    assert not state.is_terminal()
    state2 = at_transport(4)
    erect_for(state2, 0, ["A01", "A02", "A03", "A04", "A05", "A06"])
    finish_transport(state2)
    assert state2.is_terminal() and state2.to_act() == ()
    assert state2.winners() == [0]


def test_round_cap_ends_the_game():
    state = at_transport(3, round_cap=2)
    finish_transport(state)
    assert state.is_terminal()
    state = at_transport(3, round_cap=3)
    finish_transport(state)
    assert not state.is_terminal() and state.round == 3 and state.phase == "roll"
    assert state.first_player == 1  # the pawn passed to the next seat


def test_tablets_score_3_per_pair_at_the_end_only():
    state = at_transport(3, round_cap=2)
    state.tablets = [5, 1, 2]
    state.tablets_supply -= 8
    assert state.scores() == [0, 0, 0]
    finish_transport(state)
    assert [b["tablets"] for b in state.score_breakdown()] == [6, 0, 3]
    assert state.winners() == [0]


def test_final_scoring_and_tie_break_on_tablets():
    state = at_transport(3, round_cap=2)
    erect_for(state, 1, ["A33"])  # moai_value 6 x size 1
    state.ahu_hat["A33"] = "H1"
    state.places["H1"] = ("ahu", "A33")
    state.prestige = [10, 0, 8]
    state.tablets = [0, 0, 2]
    state.tablets_supply -= 2
    finish_transport(state)
    # giants-island.json: A33 has moai value 6 and hat value 1; tablets: 3 per pair
    assert state.scores() == [10, 6 + 1, 8 + 3]
    assert state.winners() == [2]
    tie = at_transport(3, round_cap=2)
    tie.prestige = [7, 4, 3]
    tie.tablets = [1, 2, 0]
    tie.tablets_supply -= 3
    finish_transport(tie)
    assert tie.scores() == [7, 7, 3] and tie.winners() == [1]  # tie -> more tablets
    shared = at_transport(3, round_cap=2)
    shared.prestige = [3, 3, 0]
    shared.tablets = [1, 1, 0]
    shared.tablets_supply -= 2
    finish_transport(shared)
    assert shared.winners() == [0, 1]


def test_unmoved_objects_return_to_quarries_and_owner_may_mark():
    state = at_transport(3)
    state.places["M18"] = ("front", 1)
    state.places["H1"] = ("front", 2)
    state.places["M1"] = ("front", 1)
    put_workers(state, 0, (5, 7))
    from .helpers import put_logs
    put_logs(state, (5, 7), 2)
    finish_transport(state)
    assert state.phase == "quarry_mark"
    assert state.places["M18"] == ("hex", state.island.moai_quarry)
    assert state.places["H1"] == ("hex", state.island.hat_quarry)
    assert state.board_logs == {} and state.logs_removed == 2
    assert state.to_act() == (1,) and state.legal_actions(1) == [Mark("M1"), NoMark("M1")]
    state.apply(1, Mark("M1"))
    state.apply(1, NoMark("M18"))
    assert state.to_act() == (2,)
    state.apply(2, Mark("H1"))
    # phase 5: seats with markers out decide recall / done
    assert state.phase == "return" and set(state.to_act()) == {1, 2}
    assert state.legal_actions(1) == [Recall("M1"), Done()]
    state.apply(2, Recall("H1"))
    assert state.screen_markers[2] == 2
    state.apply(1, Done())
    assert state.phase == "roll" and state.round == 3 and state.marks == {"M1": 1}
    assert state.board_workers[0] == {} and state.screen_workers[0] == 2


def test_hidden_ownership_and_looking():
    state = at_transport(3, open_ownership=False)
    erect_for(state, 1, ["A33"])
    state.tablets[0] = 2
    state.tablets_supply -= 2
    obs = state.observation(0)
    assert obs.ahu_owner["A33"] == -2 and obs.hidden_owner_pool == [1]
    assert state.observation(1).ahu_owner["A33"] == 1
    assert Look("A33") in state.legal_actions(0)
    assert state.reveals_information(0, Look("A33"))
    state.apply(0, Look("A33"))
    assert state.tablets[0] == 1 and state.to_act() == (0,)  # a free action, 1 tablet
    assert state.observation(0).ahu_owner["A33"] == 1
    assert state.observation(2).ahu_owner["A33"] == -2
    # one look per base: with a tablet left, the second look under A33 is refused for that reason
    assert Look("A33") not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="you have already looked under ahu A33"):
        state.apply(0, Look("A33"))
    assert state.tablets[0] == 1
    open_state = at_transport(3)
    erect_for(open_state, 1, ["A33"])
    assert open_state.observation(0).ahu_owner["A33"] == 1
    assert not [a for a in open_state.legal_actions(0) if isinstance(a, Look)]


def test_notation_round_trip_examples():
    for text in [
        "first 3", "roll W2 W0 W3 B1", "bid", "bid m2 w1 s c", "take M7", "stop", "place worker 5,6 logs 2",
        "place chief 5,6", "sorcerer 4,7 village logs 1", "sorcerer 3,6 reserve A01", "chief 4,7 hut", "tablet",
        "pass", "move M7 to 5,6", "move M7 to 5,6 erect A07", "move H2 to 5,6 hat A07",
        "move M7 to 5,6 via 4,6;5,6", "move M7 to 5,6 via 4,6;5,6 carriers W2+L;C3", "mark M7", "no-mark M7",
        "look A07", "recall M7", "done",
    ]:
        assert parse_action(text).notation() == text


def test_count_legal_actions_perft_style():
    state = at_placement(4)
    # 57 hexes x (worker, sorcerer, chief) + sorcerer actions (village, hut, 7 forests, 37 ahu to
    # reserve, hat quarry) + tablet + pass
    assert len(state.island.hexes) == 57
    assert len(state.legal_actions(0)) == 57 * 3 + 47 + 2
    bidding = new_state(4)
    bidding.round = 2
    roll(bidding, "W1", "W2", "W3", "B1")
    # markers 0-2 x workers 0-1 x sorcerer yes/no x chief yes/no
    assert len(bidding.legal_actions(0)) == 3 * 2 * 2 * 2
    assert bidding.legal_actions(CHANCE) == []


def test_words_for_the_log_and_status():
    state = at_placement(4)
    assert state.describe_action(0, Place("worker", (5, 7), 2)) == "Seat 1 places a worker with 2 log(s) on (5,7)"
    assert state.describe_action(2, Power("chief", state.island.village, "village")).startswith("Seat 3's chief")
    assert state.status_text() == "Round 2, phase 3 (placement): waiting for Seat 1"
    assert new_state(3, first_player=-1).status_text() == "Round 1, choosing the first player: waiting for chance"
    assert new_state(3).describe_action(CHANCE, Roll((("W", 1), ("W", 0), ("W", 3)))) == "The dice show white 1, 0, 3"
    assert new_state(4).describe_action(CHANCE, Roll((("W", 2), ("B", 1), ("W", 0)))) == "The dice show white 2, 0; brown 1"


def test_chance_outcomes_are_legal_and_reveal_information():
    state = new_state(3, first_player=-1)
    outcomes = state.chance_outcomes()
    assert [a.seat for a, _ in outcomes] == [0, 1, 2]
    assert state.reveals_information(CHANCE, outcomes[0][0])
    state.apply(CHANCE, outcomes[1][0])
    assert state.first_player == 1 and state.phase == "roll"
    rolls = state.chance_outcomes()
    assert len(rolls) == 64 and abs(sum(p for _, p in rolls) - 1) < 1e-9
    probability = dict((a.notation(), p) for a, p in rolls)
    assert probability["roll W3 W3 W3"] == pytest.approx((1 / 6) ** 3)
    assert probability["roll W1 W2 W1"] == pytest.approx((2 / 6) ** 3)
    for action, _ in rolls:
        trial = state.clone()
        trial.apply(CHANCE, action)
        assert trial.phase in ("bid", "place")
    assert not state.reveals_information(0, Pass())


def test_a_revealed_bid_is_described_with_its_contents():
    from giantapp.giants.actions import Bid

    state = at_transport()
    said = state.describe_action(0, Bid(markers=1, workers=2, sorcerer=True))
    assert said == "Seat 1 bid 1 marker with 2 workers, the sorcerer"
    assert state.describe_action(1, Bid()) == "Seat 2 bid nothing"
    assert state.describe_action(2, Bid(markers=3, chief=True)) == "Seat 3 bid 3 markers with the chief"


def test_the_hats_of_two_crowned_moai_add_up_for_their_owner():
    state = at_transport(live_scoring=True)
    # giants-island.json: A01 moai value 5, hat value 2; A17 moai value 1, hat value 4
    for ahu, moai, hat in (("A01", "M18", "H1"), ("A17", "M19", "H2")):
        state.ahu_owner[ahu], state.ahu_moai[ahu], state.ahu_hat[ahu] = 0, moai, hat
        state.places[moai] = state.places[hat] = ("ahu", ahu)
        state.screen_bases[0] -= 1
    sizes = int(state.kinds["M18"]), int(state.kinds["M19"])
    assert state.score_breakdown()[0] == {"prestige": 0, "moai": 5 * sizes[0] + 1 * sizes[1], "hats": 2 + 4,
                                          "tablets": 0}
    assert state.scores()[0] == 5 * sizes[0] + sizes[1] + 6

"""Parts of the Giants state other code reads without a rule deciding them: the phases' names (the
status line and the log say them), chance's odds for the first player, the refusals of a non-action
and of a decision out of turn, what the table is told a hat can do from a hex, and the fields a new
round and the game's end leave behind."""

from __future__ import annotations

import math
import random

import pytest

from giantapp.engine import CHANCE, IllegalAction
from giantapp.engine.registry import get_game
from giantapp.giants.actions import Pass

from .helpers import at_transport, hat_for_bos_moai, new_state, put_object, put_workers

PHASE_NAMES = {
    "first_player": "choosing the first player",
    "roll": "phase 1 (roll for moai)",
    "bid": "phase 2 (secret auction)",
    "pick": "phase 2 (choosing moai)",
    "place": "phase 3 (placement)",
    "transport": "phase 4 (transport)",
    "quarry_mark": "the end of phase 4 (marking unmoved objects)",
    "return": "phase 5 (new round)",
    "over": "the end of the game",
}


@pytest.mark.parametrize(("phase", "name"), sorted(PHASE_NAMES.items()))
def test_every_phase_has_its_name(phase, name):
    state = new_state(4)
    state.phase = phase
    assert state.phase_name() == name


def test_the_first_player_is_drawn_with_equal_odds():
    state = get_game("giants").new_game(5)
    assert state.phase == "first_player"
    outcomes = state.chance_outcomes()
    assert [a.seat for a, _ in outcomes] == [0, 1, 2, 3, 4]
    assert all(p == pytest.approx(1 / 5) for _, p in outcomes) and math.fsum(p for _, p in outcomes) == pytest.approx(1.0)


def _play_until(state, done, seed: int = 3):
    rng = random.Random(seed)
    while not done(state):
        seat = state.to_act()[0]
        state.apply(seat, state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat)))
    return state


def test_a_non_action_and_a_decision_out_of_turn_are_refused_by_name():
    state = at_transport(4)
    with pytest.raises(IllegalAction) as info:
        state.apply(0, "pass")
    assert info.value.reason == "'pass' is not an action"
    assert state.explain(1, Pass()) == "it is not Seat 2's decision now (waiting for Seat 1)"
    assert state.explain(CHANCE, Pass()) == "it is not chance's decision now (waiting for Seat 1)"
    bidding = _play_until(new_state(4), lambda s: s.phase == "bid" and len(s.to_act()) == 3)
    waiting = bidding.to_act()
    done = next(s for s in range(4) if s not in waiting)
    names = ", ".join(f"Seat {s + 1}" for s in waiting)
    assert bidding.explain(done, Pass()) == f"it is not Seat {done + 1}'s decision now (waiting for {names})"
    rolling = _play_until(new_state(4), lambda s: s.phase == "roll")
    assert rolling.explain(0, Pass()) == "it is not Seat 1's decision now (waiting for chance)"


def test_the_table_is_told_which_moai_a_hat_can_crown_from_a_hex():
    state = at_transport(4)
    hat_for_bos_moai(state)
    option = next(o for o in state.transport_options(0, "H1") if o.dest == (2, 7))
    assert option.hats == ("A37",) and option.erect == ()


def test_a_new_round_starts_with_no_dice_and_no_pick_strength_and_the_end_with_nobody_to_act():
    state = _play_until(new_state(4), lambda s: s.round == 2)
    assert state.phase == "roll" and state.dice == () and state.pick_strength == [0, 0, 0, 0]
    assert state.to_json()["dice"] == []
    over = _play_until(new_state(3), lambda s: s.is_terminal(), seed=5)
    assert over.phase == "over" and over.current == -1 and over.to_act() == ()


def test_nothing_is_played_after_the_end():
    over = _play_until(new_state(3), lambda s: s.is_terminal(), seed=5)
    with pytest.raises(IllegalAction) as info:
        over.apply(0, Pass())
    assert info.value.reason == "the game is over"


def test_a_revealed_bid_s_strength_is_a_whole_number_of_the_figures_strengths():
    """Phase 2: a bid's strength is its workers (1 each), sorcerer (1) and chief (3) - whole numbers, as
    the panels and the log show them."""
    state = _play_until(new_state(4), lambda s: s.phase == "pick")
    assert all(type(v) is int for v in state.pick_strength) and any(state.pick_strength)


def test_every_hat_placed_does_not_end_the_game_while_moai_wait():
    """[decision] the game ends when no one can ever erect another moai; hats do not count: with all 14
    hats on moai and moai still to erect (and bases behind the screens), it goes on."""
    state = at_transport(4)
    hats = sorted(o for o, k in state.kinds.items() if k == "hat")
    for hat, ahu in zip(hats, sorted(state.island.ahus)):
        state.places[hat] = ("ahu", ahu)
    assert not state._game_ends()


def test_before_the_first_reveal_there_are_no_revealed_bids_in_the_state_or_its_dump():
    """The table shows revealed bids only when there are some (``is not None``): a new game has none,
    in its dump too, and a loaded one has none either."""
    state = new_state()
    assert state.revealed_bids is None and state.to_json()["revealed_bids"] is None
    assert state.clone().revealed_bids is None


def test_a_chance_step_asked_for_when_a_player_decides_is_refused_by_name():
    state = at_transport()
    with pytest.raises(IllegalAction) as info:
        state.sample_chance(random.Random(1))
    assert info.value.reason == "no chance step now"


def test_only_the_seat_to_act_is_offered_transport_options():
    state = at_transport()
    seat = state.to_act()[0]
    put_object(state, "M1", (3, 7), mark=seat)
    put_workers(state, seat, (4, 7))
    obj = "M1"
    assert state.transport_options(seat, obj)
    others = [s for s in range(state.players) if s != seat]
    assert all(state.transport_options(s, obj) == [] for s in others)


def test_no_transport_options_while_a_move_waits_for_its_mark_decision():
    """After moving a moai from the front, the mover first says whether to mark it: nothing else moves."""
    from giantapp.giants.actions import Mark, Move, NoMark

    state = at_transport()
    state.current = 0
    beside = (9, 6)
    put_workers(state, 0, beside)
    put_object(state, "M1", (3, 7), mark=0)
    put_workers(state, 0, (4, 7))
    assert state.transport_options(0, "M1")
    state.places["M2"] = ("front", 0)
    state.apply(0, Move("M2", beside))
    assert state.legal_actions(0) == [Mark("M2"), NoMark("M2")] and state.to_act() == (0,)
    assert state.transport_options(0, "M1") == []

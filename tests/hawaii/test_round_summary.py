"""The round summary query: what the rules scored and paid at a round end, per player, in numbers and
in the log's words; public facts only (it works on observations with closed screens)."""

from __future__ import annotations

import random

from giantapp.engine import CHANCE
from giantapp.hawaii.actions import EndRound
from giantapp.hawaii.game import HawaiiGame
from giantapp.hawaii.round_summary import round_summary, summary_of, would_end_round

from .helpers import give, started
from .test_scoring import with_sums


def hand_built(open_screens: bool = True):
    """Round 1 of three players (rules file, "Round end"; round tile 1: target 9, income 10 shells and 6
    feet, points 5 / 3 / 2). Ana's tokens add up to 14, Bo's to 10 with LONO I, Cy's to 4; Ana owns a shell
    hut I, Cy an irrigation II. Bo and Cy have ended; Ana is the last chief out."""
    state = started(3, open_screens=open_screens)
    with_sums(state, [14, 10, 4])
    give(state, 0, "shell_hut", 1, 0)
    give(state, 1, "god_lono", 1, 0)
    give(state, 2, "irrigation", 2, 0)
    for seat, position in ((1, 2), (2, 3)):
        p = state.player[seat]
        p.ended = True
        p.chief = f"order{position}"
        state.order_track[position - 1] = seat
    state.current = state.turn_order.index(0)
    return state


def test_the_hand_built_round_end_in_numbers_from_the_rules_text():
    state = hand_built()
    assert would_end_round(state, 0, EndRound(1)) and not would_end_round(state, 1, EndRound(1))
    before = state.clone()
    state.apply(0, EndRound(1))
    summary = round_summary(before, state)
    assert summary is not None and summary.round == 1 and not summary.last
    ana, bo, cy = summary.seats
    # sums and targets: 14 / 9, 10 / 9, 4 / 9
    assert (ana.sum, ana.target, bo.sum, bo.target, cy.sum, cy.target) == (14, 9, 10, 9, 4, 9)
    # 14 first (5), 10 second (3) plus LONO I (2), 4 misses the target (0)
    assert (ana.rank, bo.rank, cy.rank) == ("first", "second", None)
    assert (ana.points, bo.round_points, bo.lono, bo.points, cy.points) == (5, 3, 2, 5, 0)
    assert ana.qualified and bo.qualified and not cy.qualified
    assert (ana.score, bo.score, cy.score) == (5, 5, 0)
    # income: 10 shells and 6 feet each; +1 shell for the shell hut I; irrigation II: one of choice
    assert (ana.income, bo.income, cy.income) == ((11, 6, 0), (10, 6, 0), (10, 6, 0))
    assert (ana.income_of_choice, bo.income_of_choice, cy.income_of_choice) == (0, 0, 1)
    # the same numbers as the rules wrote on the players
    assert [p.score for p in state.player] == [5, 5, 0]


def test_the_log_sentence_of_the_last_end_says_the_summary_and_changes_nothing():
    state = hand_built(open_screens=False)
    state.seat_names = ("Ana", "Bo", "Cy")
    public = state.observation(None)
    public.seat_names = state.seat_names
    copy = public.clone()
    words = public.describe_action(0, EndRound(1))
    assert words.startswith("Ana ends the round on order position 1. Round 1 scored: ")
    assert "Ana 14/9 1st +5 (income 11 shells, 6 feet)" in words
    assert "Bo 10/9 2nd +5 (income 10 shells, 6 feet)" in words
    assert "Cy 4/9 missed +0 (income 10 shells, 6 feet + 1 of choice)" in words
    assert public.player[0].ended is False and public.phase == copy.phase and public.player[0].score == 0
    # an end that is not the last one says no summary
    state2 = started(3)
    assert "scored" not in state2.describe_action(0, EndRound(1))


def test_summaries_of_random_games_equal_what_the_rules_scored():
    for seed in range(3):
        rng = random.Random(seed)
        state = HawaiiGame().new_game(3, {"open_screens": seed % 2 == 0})
        ends = 0
        while not state.is_terminal():
            seat = state.to_act()[0]
            if seat == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            action = rng.choice(state.legal_actions(seat))
            before = state.clone()
            predicted = summary_of(state.observation((seat + 1) % 3), seat, action)
            state.apply(seat, action)
            summary = round_summary(before, state)
            assert summary == predicted
            if summary is not None:
                ends += 1
                for row, p in zip(summary.seats, state.player):
                    assert p.last_round["round"] == summary.round
                    assert (row.sum, row.target, row.rank) == (p.last_round["sum"], p.last_round["target"], p.last_round["rank"])
                    if not summary.last:
                        assert row.score == p.score
        assert ends == 5

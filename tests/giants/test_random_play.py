"""Random play: hundreds of complete games over 3, 4 and 5 players with invariants after every action.

Every game ends: play_game fails a game that does not (so each transport phase ends, with the turn-2
repeat-move rule checked on every move). Most games use a small round limit (an option) so that 300+ complete games stay fast; a few play the
full default length. Also checks that the observation of the acting seat offers the same actions as
the full state, that every legal action's notation reads back, and that records replay exactly.
"""

import random

import pytest

from giantapp.ai import RandomAgent, play_game
from giantapp.engine import CHANCE, GameRecord, get_game, replay
from giantapp.giants.actions import Move, parse_action

from .invariants import check_invariants

GAMES = 300


def random_options(rng: random.Random) -> dict:
    return {
        "quick_game": rng.random() < 0.3,
        "live_scoring": rng.random() < 0.3,
        "open_screens": rng.random() < 0.2,
        "open_ownership": rng.random() < 0.6,
        "round_cap": rng.choice([1, 2, 3, 3, 4, 5]),
    }


def play_checked(players: int, options: dict, seed: int):
    game = get_game("giants")
    state = game.new_game(players, options)
    rng = random.Random(seed)
    last_scores = state.scores()
    steps = {"n": 0}
    moves_this_phase: dict[tuple[int, str], int] = {}

    def on_step(before, seat, action):
        nonlocal last_scores
        check_invariants(before)
        if isinstance(action, Move):
            # decision, turn 2: a second move in the same phase ends by erecting or placing; never a third
            key = (before.round, action.obj)
            moves_this_phase[key] = moves_this_phase.get(key, 0) + 1
            assert moves_this_phase[key] == 1 or (moves_this_phase[key] == 2 and action.goal is not None), (key, action)
        scores = before.scores()
        assert all(a >= b for a, b in zip(scores, last_scores)), (last_scores, scores)
        last_scores = scores
        steps["n"] += 1
        if steps["n"] % 5 == 0:
            text = before.describe_action(seat, action)
            assert text and "{" not in text and ("Seat" in text or seat == CHANCE), text
            status = before.status_text()
            assert "Round" in status and "{" not in status, status
        if seat != CHANCE and steps["n"] % 7 == 0:
            assert parse_action(action.notation()) == action
            assert seat in before.to_act()
            assert set(before.observation(seat).legal_actions(seat)) == set(before.legal_actions(seat))

    played = play_game(state, [RandomAgent()] * players, rng, on_step=on_step, max_actions=20000)
    check_invariants(played.state)
    assert played.state.is_terminal() and played.state.winners()
    assert played.state.status_text().startswith("Game over")
    breakdown = played.state.score_breakdown()
    assert [sum(b.values()) for b in breakdown] == played.state.scores()
    assert all(set(b) == {"prestige", "moai", "hats", "tablets"} for b in breakdown)
    final = played.state.scores()
    assert all(a >= b for a, b in zip(final, last_scores))
    assert all(final[w] == max(final) for w in played.state.winners())
    return played


@pytest.mark.parametrize("players", [3, 4, 5])
def test_hundreds_of_random_games_keep_the_invariants(players):
    """GAMES // 3 complete games per player count (300 in all), split so parallel runs balance."""
    rng = random.Random(2024 + players)
    ended_by_cap = 0
    count = GAMES // 3
    for index in range(count):
        options = random_options(rng)
        played = play_checked(players, options, seed=players * 1000 + index)
        ended_by_cap += played.state.round == options["round_cap"]
    assert ended_by_cap >= count // 2


@pytest.mark.parametrize("players", [3, 4, 5])
def test_full_length_games_and_exact_replay(players):
    played = play_checked(players, {"open_ownership": players != 4}, seed=100 + players)
    text = played.record.dumps()
    record = GameRecord.loads(text)
    state, failure = replay(record)
    assert failure is None
    assert state.to_json() == played.state.to_json()
    assert state.scores() == played.state.scores()

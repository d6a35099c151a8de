"""Random play: 300+ complete games over 2-5 players, invariants checked after every action."""

from __future__ import annotations

import random

import pytest

from giantapp.ai import RandomAgent, play_game
from giantapp.ai.base import Agent
from giantapp.engine import CHANCE, GameRecord, replay
from giantapp.hawaii.actions import EndRound
from giantapp.hawaii.game import HawaiiGame

from .helpers import check_invariants

GAME = HawaiiGame()


class EagerAgent(Agent):
    """Random, but rarely ends its round: long rounds, full boards, sold-out places, island reshuffles."""

    name = "eager"

    def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
        others = [a for a in legal if not isinstance(a, EndRound)]
        if others and rng.random() < 0.97:
            return others[rng.randrange(len(others))]
        return legal[rng.randrange(len(legal))]


def _play(players: int, seed: int, open_screens: bool, agent: Agent | None = None):
    state = GAME.new_game(players, {"open_screens": open_screens})
    seen = {"steps": 0, "scores": [0] * players}
    last_round = {"round": 1}

    def on_step(before, seat, action):
        check_invariants(before)
        assert before.round >= last_round["round"]
        last_round["round"] = before.round
        scores = before.scores()
        assert all(a >= b for a, b in zip(scores, seen["scores"])), "scores only grow"
        seen["scores"] = scores
        text = action.notation()
        assert GAME.parse_action(text) == action
        assert before.describe_action(seat, action)
        if seat != CHANCE:
            # the observation offers exactly the full state's actions
            if seen["steps"] % 11 == 0:
                assert before.observation(seat).legal_actions(seat) == before.legal_actions(seat)
        seen["steps"] += 1

    played = play_game(state, [agent or RandomAgent()] * players, random.Random(seed), on_step=on_step)
    final = played.state
    check_invariants(final)
    assert final.is_terminal() and final.round == 5
    breakdown = final.score_breakdown()
    for seat in range(players):
        row = dict(breakdown[seat])
        total = row.pop("total")
        assert sum(row.values()) == total == final.scores()[seat]
    return played


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_invariant(players):
    for k in range(75):
        agent = EagerAgent() if k % 5 == 0 else None
        _play(players, 1000 * players + k, open_screens=(k % 3 != 0), agent=agent)


def test_a_record_replays_to_the_same_end():
    played = _play(4, 99, open_screens=False)
    record = GameRecord.loads(played.record.dumps())
    state, failure = replay(record)
    assert failure is None
    assert state.scores() == played.state.scores()
    assert state.to_json() == played.state.to_json()

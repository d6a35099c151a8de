"""The generic engine machinery, exercised through the dice duel fixture game."""

import json
import random

import pytest

from giantapp.ai import RandomAgent, play_game
from giantapp.engine import CHANCE, GameRecord, IllegalAction, RecordError, replay
from tests.fixtures.dice_duel import Bid, Roll


def test_simultaneous_step_lists_every_seat_and_hides_bids(dice_duel):
    state = dice_duel.new_game(3)
    assert state.to_act() == (CHANCE,)
    state.apply(CHANCE, Roll(4))
    assert state.to_act() == (0, 1, 2)
    state.apply(1, Bid(2))
    assert state.to_act() == (0, 2)
    obs = state.observation(0)
    assert obs.bids[1] != 2 and obs.viewer == 0
    assert obs.legal_actions(0) == [Bid(0), Bid(1), Bid(2), Bid(3)]
    state.apply(0, Bid(1))
    state.apply(2, Bid(0))
    assert state.score == [0, 4, 0]


def test_illegal_action_leaves_state_unchanged(dice_duel):
    state = dice_duel.new_game(2)
    state.apply(CHANCE, Roll(3))
    before = json.dumps(state.__dict__, default=str, sort_keys=True)
    refused = [
        (0, Roll(2), "roll 2 is not a legal action now"),
        (CHANCE, Roll(5), r"it is not chance's decision now \(waiting for Seat 1, Seat 2\)"),
        (0, Bid(4), "bid 4 is not a legal action now"),
        (5, Bid(1), r"it is not Seat 6's decision now \(waiting for Seat 1, Seat 2\)"),
    ]
    for seat, action, reason in refused:
        with pytest.raises(IllegalAction, match=f"^{reason}$"):
            state.apply(seat, action)
        assert json.dumps(state.__dict__, default=str, sort_keys=True) == before


def test_record_round_trip_replays_exactly(dice_duel):
    played = play_game(dice_duel.new_game(3), [RandomAgent()] * 3, random.Random(7))
    text = played.record.dumps()
    record = GameRecord.loads(text)
    state, failure = replay(record)
    assert failure is None
    assert state.is_terminal() and state.scores() == played.state.scores()
    assert record.to_json() == json.loads(text)


def test_replay_reports_first_illegal_action(dice_duel):
    played = play_game(dice_duel.new_game(2), [RandomAgent()] * 2, random.Random(3))
    record = played.record
    record.actions[3].action = "bid 9"
    state, failure = replay(record)
    assert failure is not None and failure.index == 3 and failure.action == "bid 9"
    assert "not a legal action" in failure.reason


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "not valid JSON"),
        ("[1, 2]", "not a JSON object"),
        ('{"format": "other"}', "not a giantapp game record"),
        ('{"format": "giantapp-record", "version": 99, "game": "dice_duel", "players": 2}', "newer giantapp"),
        ('{"format": "giantapp-record", "version": 1, "game": "chess", "players": 2}', "unknown game"),
        ('{"format": "giantapp-record", "version": 1, "game": "dice_duel", "players": 9}', "2 to 4 players"),
        ('{"format": "giantapp-record", "version": 1, "game": "dice_duel", "players": 2, "options": {"rounds": 0}}', "at least 1"),
        ('{"format": "giantapp-record", "version": 1, "game": "dice_duel", "players": 2, "actions": [{"seat": 7, "action": "x"}]}', "invalid seat"),
    ],
)
def test_malformed_records_are_refused_with_a_reason(text, message):
    with pytest.raises(RecordError) as info:
        GameRecord.loads(text)
    assert message in str(info.value)


def test_determinize_is_consistent_with_observation(dice_duel):
    state = dice_duel.new_game(3)
    state.apply(CHANCE, Roll(6))
    for seat in range(3):
        state.apply(seat, Bid(1))
    state.apply(CHANCE, Roll(2))
    state.apply(2, Bid(3))
    obs = state.observation(0)
    full = obs.determinize(random.Random(1))
    assert full.chips == state.chips
    assert full.bids[0] is None and full.bids[2] in range(0, 4)
    full.apply(0, Bid(0))  # the sampled world is playable


def test_sentences_name_players_when_the_app_gives_names():
    from giantapp.engine import get_game
    from giantapp.giants.actions import Pass as GiantsPass

    state = get_game("giants").new_game(3, {"first_player": 0})
    assert state.seat_label(1) == "Seat 2"
    obs = state.observation(0)
    obs.seat_names = ("Ana", "Bo", "Cy")
    assert obs.seat_label(1) == "Bo"
    assert obs.describe_action(2, GiantsPass()) == "Cy passes"

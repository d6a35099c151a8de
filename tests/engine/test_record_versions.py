"""Record versions: 2 is written from now on (actions as performed), 1 is still read and replayed, and a
version-1 record that replays completely can be upgraded in place."""

import json
import random

import pytest

from giantapp.ai import RandomAgent, play_game
from giantapp.engine import GameRecord, RecordError, replay


def test_new_records_are_version_2(dice_duel):
    played = play_game(dice_duel.new_game(2), [RandomAgent()] * 2, random.Random(1))
    assert played.record.version == 2 and json.loads(played.record.dumps())["version"] == 2


@pytest.mark.parametrize("version", [1, 2])
def test_versions_1_and_2_load_and_keep_their_number(dice_duel, version):
    played = play_game(dice_duel.new_game(2), [RandomAgent()] * 2, random.Random(2))
    data = json.loads(played.record.dumps())
    data["version"] = version
    record = GameRecord.from_json(data)
    assert record.version == version
    assert json.loads(record.dumps())["version"] == version  # nothing claims more than it holds
    state, failure = replay(record)
    assert failure is None and state.scores() == played.state.scores()
    replay(record, normalize=True)
    assert record.version == 2  # upgraded: every action is now stored as performed


def test_a_newer_version_is_refused_with_a_message():
    text = '{"format": "giantapp-record", "version": 3, "game": "dice_duel", "players": 2}'
    with pytest.raises(RecordError, match="record version 3; this one reads up to 2"):
        GameRecord.loads(text)

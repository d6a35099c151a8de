"""Hints are honest: the save says which decisions used one; saves without the key read as before."""

from __future__ import annotations

import json

import pytest

from giantapp.app import saves
from giantapp.app.hints_used import hints_before, hints_per_seat
from giantapp.engine import GameRecord, RecordError, Seat


def small_save(hints=None) -> saves.SaveData:
    record = GameRecord(game="hawaii", players=2, options={}, seats=[Seat("Ana"), Seat("Bo")])
    return saves.SaveData(record=record, seed=4, hints=list(hints or []))


def test_hints_round_trip_through_a_save(tmp_path):
    path = tmp_path / "g.giantapp.json"
    saves.write_save(path, small_save([{"index": 3, "seat": 1}, {"index": 9, "seat": 0}]))
    data = saves.read_save(path)
    assert data.hints == [{"index": 3, "seat": 1}, {"index": 9, "seat": 0}]


def test_a_save_without_hints_has_no_key_and_old_saves_read_as_none(tmp_path):
    path = tmp_path / "g.giantapp.json"
    saves.write_save(path, small_save())
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert "hints" not in raw  # what older giantapps wrote, byte for byte the same keys
    assert saves.read_save(path).hints == []


@pytest.mark.parametrize("bad", ["three", [{"index": -1, "seat": 0}], [{"index": 2, "seat": 7}], [{"index": True, "seat": 0}], [5]])
def test_a_damaged_hint_list_is_refused_with_a_message(tmp_path, bad):
    path = tmp_path / "g.giantapp.json"
    saves.write_save(path, small_save())
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["hints"] = bad
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(RecordError, match="hints"):
        saves.read_save(path)


def test_counting_hints_per_seat_and_keeping_the_earlier_ones():
    hints = [{"index": 3, "seat": 1}, {"index": 3, "seat": 1}, {"index": 8, "seat": 1}, {"index": 12, "seat": 0}]
    assert hints_per_seat(hints, 2) == [1, 2]  # asking twice for one decision is one hinted decision
    assert hints_before(hints, 8) == [{"index": 3, "seat": 1}, {"index": 3, "seat": 1}]

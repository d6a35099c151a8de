"""Start-up: the window, its start page and the resume offer appear without the rules or their libraries.

The subprocess tests start the real command (``python -m giantapp``) offscreen with the benchmark's
paint probe (tools/bench_launch.py) and look at which modules were imported when the start page (or
the resume question) was first painted. No timing is asserted: speed is the benchmark's business.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

import pytest

from giantapp.app import saves
from giantapp.app.session import Session
from giantapp.cli.main import window_only
from giantapp.engine import GameRecord, Seat, record_action
from tests.fixtures.dice_duel import Bid
from tools import bench_launch

HEAVY = {"networkx", "shapely", "numpy", "giantapp.giants", "giantapp.hawaii", "giantapp.ai"}


@pytest.fixture
def home():
    folder = Path(tempfile.mkdtemp(prefix="giantapp-startup-"))
    (folder / "data").mkdir()
    (folder / "config").mkdir()
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_the_probe_watches_exactly_the_heavy_modules():
    assert set(bench_launch.HEAVY) == HEAVY


def test_the_start_page_is_painted_without_the_rules(home):
    env = bench_launch.child_env(home, "central", "offscreen")
    elapsed, loaded = bench_launch.run_once(bench_launch.GIANTAPP, env, timeout=120)
    assert elapsed > 0
    assert loaded == []


def test_the_resume_question_is_painted_without_the_rules(home):
    bench_launch.write_autosave(home / "data")
    env = bench_launch.child_env(home, "dialog", "offscreen")
    _, loaded = bench_launch.run_once(bench_launch.GIANTAPP, env, timeout=120)
    assert loaded == []


def test_the_bare_window_is_probed_the_same_way(home):
    _, loaded = bench_launch.run_once(bench_launch.BARE, bench_launch.child_env(home, "central", "offscreen"), timeout=120)
    assert loaded == []


# --- the autosave says whether its game is over, so the offer needs no replay -------------------------
def duel_record(actions: int | None) -> GameRecord:
    """A dice duel of Ana and Bo (rolls of 3, bids of 1): ``actions`` actions, or to the end (None)."""
    from tests.fixtures.dice_duel import DiceDuel, Roll

    state = DiceDuel().new_game(2)
    record = GameRecord(game="dice_duel", players=2, options=dict(state.options), seats=[Seat("Ana"), Seat("Bo")])
    while not state.is_terminal() and (actions is None or len(record.actions) < actions):
        seat = state.to_act()[0]
        action = Roll(3) if seat == -1 else Bid(1)
        record_action(record, seat, action)
        state.apply(seat, action)
    return record


def test_a_session_writes_whether_its_game_is_over(qtbot, settings, data_dir):
    path = data_dir / saves.AUTOSAVE_NAME
    session = Session.new_game("dice_duel", [Seat("Ana", "computer", "random"), Seat("Bo", "computer", "random")],
                               {"rounds": 1}, seed=4, settings=settings, autosave_path=path)
    session.start()
    assert json.loads(path.read_text(encoding="utf-8"))["over"] is False
    qtbot.waitUntil(session.is_game_over, timeout=5000)
    qtbot.waitUntil(lambda: json.loads(path.read_text(encoding="utf-8"))["over"] is True, timeout=5000)
    assert saves.unfinished_save(path) is None
    assert saves.read_save(path).over is True


def test_an_unfinished_save_is_offered_from_its_outline(tmp_path):
    path = tmp_path / "auto.json"
    record = duel_record(3)
    saves.write_save(path, saves.SaveData(record=record, seed=5, over=False))
    data = saves.unfinished_save(path)
    assert data is not None and data.over is False and data.seed == 5
    assert [seat.name for seat in data.record.seats] == ["Ana", "Bo"]
    assert [(a.seat, a.action) for a in data.record.actions] == [(a.seat, a.action) for a in record.actions]
    saves.write_save(path, saves.SaveData(record=record, seed=5, over=True))
    assert saves.unfinished_save(path) is None


def test_an_older_save_without_the_flag_is_replayed_to_decide(tmp_path):
    path = tmp_path / "old.json"
    saves.write_save(path, saves.SaveData(record=duel_record(3), seed=5))
    assert "over" not in json.loads(path.read_text(encoding="utf-8"))
    assert saves.unfinished_save(path) is not None
    saves.write_save(path, saves.SaveData(record=duel_record(None), seed=5))
    assert saves.unfinished_save(path) is None


@pytest.mark.parametrize("damage", [
    lambda d: d.update(over="no"),  # not a bool: read as an older save, which replays fine
])
def test_an_unusable_flag_falls_back_to_the_replay(tmp_path, damage):
    path = tmp_path / "auto.json"
    saves.write_save(path, saves.SaveData(record=duel_record(3), seed=5, over=False))
    data = json.loads(path.read_text(encoding="utf-8"))
    damage(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert saves.unfinished_save(path) is not None


@pytest.mark.parametrize("text", [
    "", "{", "null", '{"format": "giantapp-save", "version": 1, "record": {}}',
])
def test_an_unreadable_autosave_is_not_offered(tmp_path, text):
    path = tmp_path / "auto.json"
    path.write_text(text, encoding="utf-8")
    assert saves.unfinished_save(path) is None


def test_a_flagged_save_of_an_unknown_game_or_with_broken_seats_is_not_offered(tmp_path):
    path = tmp_path / "auto.json"
    saves.write_save(path, saves.SaveData(record=duel_record(2), seed=5, over=False))
    data = json.loads(path.read_text(encoding="utf-8"))
    for change in ({"game": "chess"}, {"seats": [{"name": ""}, {"name": "Bo"}]}, {"actions": [{"seat": "x"}]}):
        broken = json.loads(json.dumps(data))
        broken["record"].update(change)
        broken["checksum"] = saves.record_checksum(broken["record"])
        path.write_text(json.dumps(broken), encoding="utf-8")
        assert saves.unfinished_save(path) is None, change
    tampered = json.loads(json.dumps(data))
    tampered["record"]["actions"].pop()  # the checksum no longer matches
    path.write_text(json.dumps(tampered), encoding="utf-8")
    assert saves.unfinished_save(path) is None


# --- the command line opens the window without loading its subcommands ------------------------------
@pytest.mark.parametrize("argv, window", [
    ([], True), (["--open", "game.json"], True), (["--open=game.json"], True), (["--version"], True),
    (["replay", "x.json"], False), (["--help"], False), (["-h"], False), (["--bogus"], False),
    (["selftest"], False),
])
def test_only_a_window_command_skips_the_subcommands(argv, window):
    assert window_only(argv) is window

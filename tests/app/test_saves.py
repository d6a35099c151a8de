"""Save files: exact round trips, atomic writes, and clear refusals of damaged or foreign files."""

from __future__ import annotations

import json

import pytest

from giantapp.app import saves
from giantapp.app.session import Session
from giantapp.engine import RecordError, Seat
from tests.fixtures.dice_duel import Bid


def mixed_session(settings, data_dir, seed=11):
    seats = [Seat("Ana", colour="#0072b2"), Seat("Cpu", "computer", "random"), Seat("Bo")]
    return Session.new_game("dice_duel", seats, {"rounds": 3, "chips": 6}, seed=seed, settings=settings,
                            autosave_path=data_dir / saves.AUTOSAVE_NAME)


def play_until(qtbot, session, count):
    """Humans always bid 1; returns when ``count`` actions are in the record."""
    session.start()
    def done():
        return session.action_count() >= count or session.is_game_over()

    while not done():
        qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.pending_confirmation() is not None
                        or done(), timeout=5000)
        if done():
            break
        if session.pending_confirmation() is not None:  # "Done — pass to …" before the hand-off
            assert session.confirm()
            continue
        session.submit(Bid(1))


def test_save_in_the_middle_and_load_gives_identical_state_and_seats(qtbot, settings, data_dir, tmp_path):
    session = mixed_session(settings, data_dir)
    play_until(qtbot, session, 6)
    session.shutdown()
    path = tmp_path / "middle.giantapp.json"
    session.save(path)
    data, state = saves.load_save(path)
    loaded = Session.from_save(data, state, settings=settings)
    assert vars(loaded.full_state_copy()) == vars(session.full_state_copy())
    assert [s.to_json() for s in loaded.seats] == [s.to_json() for s in session.seats]
    assert loaded.seats[1].kind == "computer" and loaded.seats[1].level == "random"
    assert loaded.record.options == session.record.options == {"rounds": 3, "chips": 6}
    assert loaded.seed == session.seed
    assert [(a.seat, a.action) for a in loaded.record.actions] == [(a.seat, a.action) for a in session.record.actions]
    # the replay command reads the same file through its "record" key
    from giantapp.cli.replay import load_any

    assert len(load_any(str(path)).actions) == session.action_count()


def test_a_loaded_game_continues_exactly_like_the_original(qtbot, settings, data_dir, tmp_path):
    original = mixed_session(settings, data_dir, seed=99)
    play_until(qtbot, original, 5)
    original.shutdown()
    path = tmp_path / "fork.json"
    original.save(path)
    data, state = saves.load_save(path)
    resumed = Session.from_save(data, state, settings=settings)
    twin = Session.from_save(*saves.load_save(path), settings=settings)
    for session in (resumed, twin):
        play_until(qtbot, session, 30)
        qtbot.waitUntil(session.is_game_over, timeout=5000)
    # the same seed gives the computer the same choices; within a simultaneous step the order in
    # which the bids reached the record may differ (threads), the outcome may not
    assert vars(resumed.full_state_copy()) == vars(twin.full_state_copy())
    assert sorted((a.seat, a.action) for a in resumed.record.actions) == sorted((a.seat, a.action) for a in twin.record.actions)


def test_write_is_atomic_and_leaves_no_temporary_files(settings, data_dir, tmp_path):
    session = mixed_session(settings, data_dir)
    target = tmp_path / "a" / "b" / "game.json"
    session.save(target)
    session.save(target)
    assert sorted(p.name for p in target.parent.iterdir()) == ["game.json"]
    text = target.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["format"] == "giantapp-save" and data["version"] == 1 and data["record"]["game"] == "dice_duel"
    assert set(data) >= {"record", "seed", "viewer", "saved_at", "checksum"}


def test_autosave_directory_follows_the_environment(data_dir):
    assert saves.autosave_path() == data_dir / saves.AUTOSAVE_NAME


def _valid_save(settings, data_dir, tmp_path):
    session = mixed_session(settings, data_dir)
    session._state.apply(-1, session.game.parse_action("roll 4"))  # one chance action, as the session would
    from giantapp.engine import record_action

    record_action(session.record, -1, session.game.parse_action("roll 4"))
    path = tmp_path / "valid.json"
    session.save(path)
    return path


def _rewrite(path, change):
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def _fix_checksum(data):
    data["checksum"] = saves.record_checksum(data["record"])


CORRUPTIONS = {
    "truncated": (lambda p: p.write_text(p.read_text(encoding="utf-8")[: len(p.read_text(encoding="utf-8")) // 2], encoding="utf-8"), "damaged or incomplete"),
    "empty": (lambda p: p.write_text("", encoding="utf-8"), "empty"),
    "binary": (lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe"), "not a text file"),
    "foreign_json": (lambda p: p.write_text("[1, 2, 3]", encoding="utf-8"), "not a giantapp saved game"),
    "a_record": (lambda p: _rewrite(p, lambda d: d.clear() or d.update({"format": "giantapp-record", "version": 1})), "game record, not a saved game"),
    "newer_version": (lambda p: _rewrite(p, lambda d: d.update(version=99)), "newer giantapp"),
    "edited_name": (lambda p: _rewrite(p, lambda d: d["record"]["seats"][0].update(name="Mallory")), "altered or damaged"),
    "illegal_action": (
        lambda p: _rewrite(p, lambda d: (d["record"]["actions"].append({"seat": 0, "action": "bid 9"}), _fix_checksum(d))),
        "refused by the rules",
    ),
    "unknown_game": (lambda p: _rewrite(p, lambda d: (d["record"].update(game="chess"), _fix_checksum(d))), "unknown game"),
    "bad_seed": (lambda p: _rewrite(p, lambda d: d.update(seed="abc")), "seed"),
    "bad_viewer": (lambda p: _rewrite(p, lambda d: d.update(viewer=7)), "viewer"),
}


@pytest.mark.parametrize("kind", sorted(CORRUPTIONS))
def test_damaged_or_foreign_files_are_refused_with_a_clear_message(kind, settings, data_dir, tmp_path):
    path = _valid_save(settings, data_dir, tmp_path)
    saves.load_save(path)  # valid before the damage
    damage, words = CORRUPTIONS[kind]
    damage(path)
    with pytest.raises(RecordError, match=words):
        saves.load_save(path)


def test_missing_file_is_a_clear_message(tmp_path):
    with pytest.raises(RecordError, match="cannot read"):
        saves.load_save(tmp_path / "nope.json")

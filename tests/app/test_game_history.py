"""The SQLite history of finished games: written once per game, kept across restarts, summarised per
title, upgraded by schema version, and a damaged file set aside (never a crash, never deleted)."""

from __future__ import annotations

import random
import sqlite3

import pytest

from giantapp.ai import RandomAgent, play_game
from giantapp.app import game_history
from giantapp.app.game_history import GameHistory, HistoryUnavailable
from giantapp.engine import GameRecord, RecordError, Seat, get_game, replay


def finished(game: str, seats: list[Seat], seed: int, **options) -> GameRecord:
    state = get_game(game).new_game(len(seats), options)
    record = GameRecord(game=game, players=len(seats), options=dict(state.options), seats=seats)
    return play_game(state, [RandomAgent()] * len(seats), random.Random(seed), record=record).record


def ana_against(level: str, seed: int) -> GameRecord:
    return finished("hawaii", [Seat("Ana"), Seat("Bot", "computer", level)], seed)


def test_a_finished_game_is_written_and_survives_a_restart(tmp_path):
    path = tmp_path / "history.sqlite3"
    record = ana_against("hard", 1)
    final, _ = replay(record)
    with GameHistory.open(path) as history:
        assert history.notice is None
        game_id = history.add(record, hints=[{"index": 5, "seat": 0}, {"index": 9, "seat": 0}])
        assert game_id is not None
    with GameHistory.open(path) as history:  # a new process would see exactly this
        [past] = history.games()
        assert past.id == game_id and past.game == "hawaii" and past.actions == len(record.actions)
        assert [s.score for s in past.seats] == final.scores()
        assert [s.seat for s in past.winners] == final.winners()
        assert past.hints == 2 and past.seats[0].hints == 2 and past.seats[1].hints == 0
        assert past.seats[1].level == "hard" and past.seats[0].level is None
        assert past.round_scores[-1] == (final.round_number(), tuple(final.scores()))
        assert history.record(game_id).to_json() == record.to_json()
        assert history.titles() == ["hawaii"]


def test_the_same_game_is_counted_once_and_only_finished_games_are_kept(tmp_path):
    record = ana_against("easy", 2)
    with GameHistory.open(tmp_path / "h.sqlite3") as history:
        assert history.add(record) is not None
        assert history.add(GameRecord.from_json(record.to_json())) is None
        unfinished = GameRecord.from_json(record.to_json())
        unfinished.actions = unfinished.actions[:20]
        with pytest.raises(RecordError):
            history.add(unfinished)
        assert len(history.games()) == 1


def test_the_summary_counts_wins_against_each_level_and_peoples_scores(tmp_path):
    records = [ana_against("easy", seed) for seed in range(3, 7)] + [ana_against("hard", seed) for seed in range(7, 10)]
    records.append(finished("hawaii", [Seat("Ana"), Seat("Bo")], 11))  # hotseat: no computer level
    records.append(finished("hawaii", [Seat("A", "computer", "easy"), Seat("B", "computer", "hard")], 12))  # nobody's
    expected_wins = {"easy": 0, "hard": 0}
    human_scores = []
    for record in records:
        final, _ = replay(record)
        humans = [i for i, s in enumerate(record.seats) if s.kind == "human"]
        human_scores += [final.scores()[i] for i in humans]
        levels = {s.level for s in record.seats if s.kind == "computer"}
        if humans and levels:
            for level in levels:
                expected_wins[level] += any(w in humans for w in final.winners())
    with GameHistory.open(tmp_path / "h.sqlite3") as history:
        for record in records:
            history.add(record)
        history.add(finished("giants", [Seat("Ana"), Seat("C", "computer", "normal"), Seat("D", "computer", "normal")],
                             13, round_cap=1))
        summary = history.summary("hawaii")
        assert summary.games == len(records)
        assert [(r.level, r.played, r.won) for r in summary.levels] == [
            ("easy", 4, expected_wins["easy"]), ("hard", 3, expected_wins["hard"])]
        assert summary.best_score == max(human_scores)
        assert summary.average_score == pytest.approx(sum(human_scores) / len(human_scores))
        giants = history.summary("giants")
        assert giants.games == 1 and [r.level for r in giants.levels] == ["normal"]
        assert len(history.games("giants")) == 1 and len(history.games()) == len(records) + 1


def test_a_damaged_file_is_set_aside_and_a_new_history_started(tmp_path):
    path = tmp_path / "history.sqlite3"
    with GameHistory.open(path) as history:
        history.add(ana_against("easy", 20))
    damaged = path.read_bytes()[:1500] + b"\x00garbage" * 200  # a torn write
    path.write_bytes(damaged)
    with GameHistory.open(path) as history:
        assert history.notice and "damaged" in history.notice
        assert history.games() == []
        history.add(ana_against("easy", 21))
        assert len(history.games()) == 1
    aside = [p for p in tmp_path.iterdir() if "damaged" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged  # kept as it was, for rescue
    assert aside[0].name in history.notice


def test_a_file_that_is_no_database_at_all_is_set_aside(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_text("this is not a database, it is a note", encoding="utf-8")
    with GameHistory.open(path) as history:
        assert history.notice is not None and history.games() == []
    assert any("damaged" in p.name for p in tmp_path.iterdir())


def test_tables_missing_from_a_current_version_file_count_as_damage(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {game_history.schema_version()}")
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
    db.commit()
    db.close()
    with GameHistory.open(path) as history:
        assert history.notice is not None
        assert history.add(ana_against("easy", 22)) is not None


def test_a_file_from_a_newer_giantapp_is_left_alone(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    before = path.read_bytes()
    with pytest.raises(HistoryUnavailable, match="newer giantapp"):
        GameHistory.open(path)
    assert path.read_bytes() == before and len(list(tmp_path.iterdir())) == 1


def test_an_older_file_is_upgraded_step_by_step_and_keeps_its_games(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    with GameHistory.open(path) as history:
        history.add(ana_against("easy", 23))

    def add_notes(db):
        db.execute("ALTER TABLE games ADD COLUMN notes TEXT NOT NULL DEFAULT ''")

    monkeypatch.setattr(game_history, "MIGRATIONS", game_history.MIGRATIONS + [add_notes])
    with GameHistory.open(path) as history:
        assert history.notice is None and len(history.games()) == 1
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    assert db.execute("SELECT notes FROM games").fetchall() == [("",)]
    db.close()


def test_the_default_file_lives_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("GIANTAPP_DATA_DIR", str(tmp_path / "data"))
    with GameHistory.open() as history:
        assert history.path == tmp_path / "data" / "history.sqlite3"
    assert (tmp_path / "data" / "history.sqlite3").is_file()

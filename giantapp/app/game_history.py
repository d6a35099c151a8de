"""The local history of finished games: a SQLite file in the app's data folder (standard library only).

Why SQLite and this shape:

- One file that grows by a row per game, queried for the History window's numbers (games per title,
  wins against each computer level, best and average scores) without loading every game.
- Each row keeps the whole game record, so any past game opens in review; a game is identified by the
  checksum of its record, so the same game is never counted twice (a finished save opened again, a
  game-over dialog shown again after a language switch).
- The schema is versioned with ``PRAGMA user_version`` and upgraded step by step by :data:`MIGRATIONS`
  when the file is opened; a file from a newer giantapp is left untouched and not used.
- Nothing a player did is ever lost, and a damaged file never stops the app: a file SQLite cannot read
  (or whose tables are not what its version promises) is renamed ``history-damaged-<time>.sqlite3``
  beside it, a new history is started, and :attr:`GameHistory.notice` says so for the window to show.

Pure Python (no Qt), like ``saves``: tests and tools use it without a display. Messages for people go
through the pure layers' ``tr``.
"""

from __future__ import annotations

import datetime as _dt
import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from giantapp.engine import GameRecord, RecordError
from giantapp.engine.i18n import tr
from giantapp.engine.timeline import Timeline

from .hints_used import hints_per_seat
from .saves import data_dir, record_checksum

HISTORY_NAME = "history.sqlite3"


def _v1(db: sqlite3.Connection) -> None:
    db.executescript(
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            fingerprint TEXT NOT NULL UNIQUE,
            game TEXT NOT NULL,
            finished_at TEXT NOT NULL,
            players INTEGER NOT NULL,
            actions INTEGER NOT NULL,
            hints INTEGER NOT NULL DEFAULT 0,
            round_scores TEXT NOT NULL,
            record TEXT NOT NULL
        );
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT,
            score INTEGER NOT NULL,
            won INTEGER NOT NULL,
            hints INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (game_id, seat)
        );
        CREATE INDEX games_by_title ON games (game, finished_at);
        """
    )


#: schema upgrades: entry k turns a version-k file into version k+1 (append, never edit, an entry)
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_v1]
#: tables (with their columns) that the current version must have
EXPECTED_COLUMNS = {
    "games": {"id", "fingerprint", "game", "finished_at", "players", "actions", "hints", "round_scores", "record"},
    "seats": {"game_id", "seat", "name", "kind", "level", "score", "won", "hints"},
}


def schema_version() -> int:
    return len(MIGRATIONS)


def history_path() -> Path:
    return data_dir() / HISTORY_NAME


class HistoryUnavailable(Exception):
    """The history cannot be used this time (a newer giantapp's file, a folder that cannot be written);
    the message says why. Nothing was changed."""


class _Damaged(Exception):
    pass


@dataclass(frozen=True)
class PastSeat:
    seat: int
    name: str
    kind: str
    level: str | None
    score: int
    won: bool
    hints: int


@dataclass(frozen=True)
class PastGame:
    """One finished game as the history list shows it (the record is read only when opened)."""

    id: int
    game: str
    finished_at: str
    actions: int
    hints: int
    seats: tuple[PastSeat, ...]
    round_scores: tuple[tuple[int, tuple[int, ...]], ...]

    @property
    def winners(self) -> list[PastSeat]:
        return [seat for seat in self.seats if seat.won]


@dataclass(frozen=True)
class LevelRecord:
    """Games in which people played against at least one computer of ``level``, and how many a person won."""

    level: str
    played: int
    won: int


@dataclass
class TitleSummary:
    """The numbers of one title: games, people's wins against each computer level, people's scores."""

    game: str
    games: int = 0
    levels: list[LevelRecord] = field(default_factory=list)
    best_score: int | None = None
    best_name: str = ""
    average_score: float | None = None
    hinted_games: int = 0


class GameHistory:
    """An open history file. Build it with :meth:`open`; ``notice`` is a message for people when the
    old file was damaged and set aside (None otherwise)."""

    def __init__(self, db: sqlite3.Connection, path: Path, notice: str | None = None) -> None:
        self._db = db
        self.path = path
        self.notice = notice

    # --- opening -----------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path | None = None) -> "GameHistory":
        """Open (creating and upgrading as needed) the history at ``path`` (default: the data folder).

        A damaged file is set aside and a new one started (see the module docstring); a file from a
        newer giantapp or a folder that cannot be written raises :class:`HistoryUnavailable`.
        """
        target = Path(path) if path is not None else history_path()
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise HistoryUnavailable(tr("History", "the history folder {folder} cannot be created: {reason}",
                                        folder=target.parent, reason=exc.strerror or exc)) from None
        notice = None
        try:
            db = cls._connect(target)
        except _Damaged:
            aside = _set_aside(target)
            notice = tr("History", "The game history was damaged. It was kept as {file} and a new history was started.",
                        file=aside.name)
            try:
                db = cls._connect(target)
            except _Damaged as exc:  # a new, empty file that still fails: the folder itself is the trouble
                raise HistoryUnavailable(tr("History", "a new history cannot be started in {folder}: {reason}",
                                            folder=target.parent, reason=str(exc))) from None
        return cls(db, target, notice)

    @staticmethod
    def _connect(target: Path) -> sqlite3.Connection:
        try:
            db = sqlite3.connect(str(target), timeout=5)
        except sqlite3.Error as exc:
            raise _Damaged(str(exc)) from None
        try:
            db.execute("PRAGMA foreign_keys = ON")
            check = db.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise _Damaged(str(check))
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > schema_version():
                db.close()
                raise HistoryUnavailable(tr(
                    "History", "the game history was written by a newer giantapp (version {version}; this one "
                    "reads up to {supported}); it is left as it is", version=version, supported=schema_version()))
            for step in range(version, schema_version()):
                with db:
                    MIGRATIONS[step](db)
                    db.execute(f"PRAGMA user_version = {step + 1}")
            _check_tables(db)
        except sqlite3.DatabaseError as exc:
            db.close()
            raise _Damaged(str(exc)) from None
        except _Damaged:
            db.close()
            raise
        return db

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "GameHistory":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # --- writing -----------------------------------------------------------------------------
    def add(self, record: GameRecord, hints: Sequence[dict[str, int]] = (), finished_at: str | None = None) -> int | None:
        """Add a finished game; its id, or None if this very game is already in the history.

        ``hints``: the save's hint entries (``{"index", "seat"}``), counted per seat and decision. RecordError if the
        record does not replay to the end of a game (only finished games belong here).
        """
        timeline = Timeline(record)
        if timeline.failure is not None or not timeline.finished:
            raise RecordError(tr("History", "only a finished game can be added to the history"))
        final = timeline.state_at(timeline.length)
        scores, winners = final.scores(), set(final.winners())
        per_seat = hints_per_seat(list(hints), record.players)
        record_json = record.to_json()
        fingerprint = record_checksum(record_json)
        rounds = [[entry.round, list(entry.scores)] for entry in timeline.round_scores()]
        when = finished_at or _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
        try:
            with self._db:
                cursor = self._db.execute(
                    "INSERT OR IGNORE INTO games (fingerprint, game, finished_at, players, actions, hints, round_scores,"
                    " record) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (fingerprint, record.game, when, record.players, timeline.length, sum(per_seat),
                     json.dumps(rounds), json.dumps(record_json, ensure_ascii=False)),
                )
                if cursor.rowcount == 0:
                    return None
                game_id = int(cursor.lastrowid)
                self._db.executemany(
                    "INSERT INTO seats (game_id, seat, name, kind, level, score, won, hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [(game_id, index, seat.name, seat.kind, seat.level if seat.kind == "computer" else None,
                      int(scores[index]), int(index in winners), per_seat[index])
                     for index, seat in enumerate(record.seats)],
                )
        except sqlite3.Error as exc:
            raise HistoryUnavailable(tr("History", "the game could not be added to the history: {reason}",
                                        reason=str(exc))) from None
        return game_id

    # --- reading -----------------------------------------------------------------------------
    def titles(self) -> list[str]:
        """The titles with at least one game, most played first."""
        rows = self._db.execute("SELECT game, COUNT(*) AS n FROM games GROUP BY game ORDER BY n DESC, game").fetchall()
        return [row[0] for row in rows]

    def games(self, game: str | None = None, limit: int = 500) -> list[PastGame]:
        """Past games, newest first (of one title when ``game`` is given)."""
        where, args = ("WHERE game = ?", [game]) if game else ("", [])
        rows = self._db.execute(
            f"SELECT id, game, finished_at, actions, hints, round_scores FROM games {where} "
            "ORDER BY finished_at DESC, id DESC LIMIT ?", (*args, limit)).fetchall()
        seats: dict[int, list[PastSeat]] = {row[0]: [] for row in rows}
        if rows:
            marks = ",".join("?" * len(rows))
            for game_id, seat, name, kind, level, score, won, hints in self._db.execute(
                    f"SELECT game_id, seat, name, kind, level, score, won, hints FROM seats WHERE game_id IN ({marks}) "
                    "ORDER BY game_id, seat", [row[0] for row in rows]):
                seats[game_id].append(PastSeat(seat, name, kind, level, score, bool(won), hints))
        return [PastGame(row[0], row[1], row[2], row[3], row[4], tuple(seats[row[0]]), _rounds(row[5])) for row in rows]

    def record(self, game_id: int) -> GameRecord:
        """The record of a past game, to review; RecordError if it is missing or cannot be read."""
        row = self._db.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise RecordError(tr("History", "this game is no longer in the history"))
        try:
            return GameRecord.from_json(json.loads(row[0]))
        except (ValueError, TypeError) as exc:
            raise RecordError(tr("History", "this game's record in the history cannot be read: {reason}", reason=str(exc))) from None

    def summary(self, game: str) -> TitleSummary:
        """Games of ``game``, people's wins against each computer level, people's best and average score."""
        db = self._db
        result = TitleSummary(game)
        result.games = db.execute("SELECT COUNT(*) FROM games WHERE game = ?", (game,)).fetchone()[0]
        result.hinted_games = db.execute("SELECT COUNT(*) FROM games WHERE game = ? AND hints > 0", (game,)).fetchone()[0]
        levels = db.execute(
            """
            SELECT c.level, COUNT(DISTINCT g.id),
                   COUNT(DISTINCT CASE WHEN EXISTS (SELECT 1 FROM seats w WHERE w.game_id = g.id
                                                    AND w.kind = 'human' AND w.won = 1) THEN g.id END)
            FROM games g JOIN seats c ON c.game_id = g.id AND c.kind = 'computer'
            WHERE g.game = ? AND EXISTS (SELECT 1 FROM seats h WHERE h.game_id = g.id AND h.kind = 'human')
            GROUP BY c.level
            """, (game,)).fetchall()
        order = {"easy": 0, "normal": 1, "hard": 2}
        result.levels = sorted((LevelRecord(level or "?", played, won) for level, played, won in levels),
                               key=lambda r: (order.get(r.level, 9), r.level))
        best = db.execute(
            "SELECT s.score, s.name FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE g.game = ? AND s.kind = 'human' ORDER BY s.score DESC, g.finished_at LIMIT 1", (game,)).fetchone()
        if best is not None:
            result.best_score, result.best_name = int(best[0]), str(best[1])
        average = db.execute(
            "SELECT AVG(s.score) FROM seats s JOIN games g ON g.id = s.game_id WHERE g.game = ? AND s.kind = 'human'",
            (game,)).fetchone()[0]
        result.average_score = None if average is None else float(average)
        return result


def _rounds(text: str) -> tuple[tuple[int, tuple[int, ...]], ...]:
    try:
        return tuple((int(r), tuple(int(s) for s in scores)) for r, scores in json.loads(text))
    except (ValueError, TypeError):
        return ()


def _check_tables(db: sqlite3.Connection) -> None:
    for table, columns in EXPECTED_COLUMNS.items():
        found = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        if not columns <= found:
            raise _Damaged(f"table {table} lacks {', '.join(sorted(columns - found))}")


def _set_aside(target: Path) -> Path:
    """Rename a damaged history (never delete it: it may still be rescued) and return its new path."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = target.with_name(f"{target.stem}-damaged-{stamp}{target.suffix}")
    number = 1
    while aside.exists():
        number += 1
        aside = target.with_name(f"{target.stem}-damaged-{stamp}-{number}{target.suffix}")
    target.replace(aside)
    for suffix in ("-journal", "-wal", "-shm"):
        leftover = target.with_name(target.name + suffix)
        if leftover.exists():
            leftover.replace(aside.with_name(aside.name + suffix))
    return aside

"""Save files and the autosave: JSON with a format name and version, written atomically.

Format (``giantapp replay`` reads the ``record`` key of such a file)::

    {"format": "giantapp-save", "version": 1,
     "record": <GameRecord.to_json(): game, players, options, seats with kind/level/colour, actions>,
     "seed": <int: seeds the session's random numbers, so computer decisions continue identically>,
     "viewer": <int or null: whose view was on screen>,
     "saved_at": "<ISO 8601 UTC>",
     "checksum": "<sha256 of the canonical record JSON>",
     "over": <bool: whether the saved game has ended; optional, absent in older saves>}

Why: a save is the game record plus just enough to resume exactly; it replays through the rules on
load, so a file edited by hand into an illegal position is refused with the rules' reason. The
checksum turns silent damage (a flipped byte that still parses) into a clear message. Writing goes to a
temporary file in the same folder, is flushed (and fsync'ed for explicit saves), and then
``os.replace``s the target, so a crash at any moment leaves either the old or the new file, never half
of one. ``over`` lets the start page and the resume offer tell an unfinished autosave without
replaying it (:func:`unfinished_save`), so they need neither the rules nor their libraries.

Pure Python (no Qt) so tests and subprocesses can use it without a display.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from giantapp.engine import GameRecord, GameState, RecordedAction, RecordError, Seat, game_info, replay
from giantapp.engine.i18n import tr

SAVE_FORMAT = "giantapp-save"
SAVE_VERSION = 1
SAVE_SUFFIX = ".giantapp.json"
AUTOSAVE_NAME = "autosave" + SAVE_SUFFIX
#: the environment variable that moves the user data directory (tests, portable installs)
DATA_DIR_ENV = "GIANTAPP_DATA_DIR"
#: a save larger than this is not a save (protects against opening a huge unrelated file)
MAX_SAVE_BYTES = 64 * 1024 * 1024


@dataclass
class SaveData:
    """Everything a save holds, read and checked."""

    record: GameRecord
    seed: int
    viewer: int | None = None
    saved_at: str = ""
    #: whether the game has ended (None: not known, an older save)
    over: bool | None = None


def data_dir() -> Path:
    """The user data directory (platformdirs), or ``$GIANTAPP_DATA_DIR`` when set."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("giantapp", "giantapp"))


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def _canonical(record_json: dict[str, Any]) -> str:
    return json.dumps(record_json, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def record_checksum(record_json: dict[str, Any]) -> str:
    return hashlib.sha256(_canonical(record_json).encode("utf-8")).hexdigest()


def save_to_json(data: SaveData) -> dict[str, Any]:
    return json.loads(save_to_text(data))


def save_to_text(data: SaveData) -> str:
    """The file's text. The record is serialised once, canonically, and its checksum taken from that
    very text: an autosave after every action must stay cheap for long games."""
    record_text = _canonical(data.record.to_json())
    head = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "seed": data.seed,
        "viewer": data.viewer,
        "saved_at": data.saved_at or _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "checksum": hashlib.sha256(record_text.encode("utf-8")).hexdigest(),
    }
    if data.over is not None:
        head["over"] = bool(data.over)
    head_text = json.dumps(head, ensure_ascii=False)
    return head_text[:-1] + ', "record": ' + record_text + "}\n"


def write_save(path: str | Path, data: SaveData, durable: bool = True) -> None:
    """Write atomically: temp file in the same folder, (fsync,) os.replace. OSError on failure.

    ``durable=False`` skips the fsyncs: the file still survives the process being killed at any moment
    (the kernel holds the written data; the rename is atomic), only a power cut within the kernel's
    flush interval could lose the newest version. The autosave after every action uses it, because
    an fsync can block the GUI thread for tens of milliseconds on a busy disk.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = save_to_text(data)
    fd, tmp_name = tempfile.mkstemp(prefix=".giantapp-", suffix=".tmp", dir=str(target.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    if durable:
        _fsync_dir(target.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless to skip where directories cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(str(folder), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def parse_save(text: str) -> SaveData:
    """Read a save's text; RecordError names what is wrong. Does not replay (see ``load_save``)."""
    data = _parse_head(text)
    record = GameRecord.from_json(data["record"])
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError(tr("Engine", "the saved game has no valid random seed"))
    viewer = data.get("viewer")
    if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool) or not 0 <= viewer < record.players):
        raise RecordError(tr("Engine", "the saved game names an invalid viewer {viewer}", viewer=repr(viewer)))
    saved_at = data.get("saved_at", "")
    over = data.get("over")
    return SaveData(record=record, seed=seed, viewer=viewer, saved_at=saved_at if isinstance(saved_at, str) else "",
                    over=over if isinstance(over, bool) else None)


def _parse_head(text: str) -> dict[str, Any]:
    """The save's JSON object with format, version and checksum checked (the record is not read)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if not text.strip():
            raise RecordError(tr("Engine", "the file is empty")) from None
        raise RecordError(tr("Engine", "the file is damaged or incomplete: it is not valid JSON (line {line}, column {column}: {detail})", line=exc.lineno, column=exc.colno, detail=exc.msg)
        ) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        if isinstance(data, dict) and data.get("format") == "giantapp-record":
            raise RecordError(tr("Engine", "this is a game record, not a saved game; check it with `giantapp replay`"))
        raise RecordError(tr("Engine", "this is not a giantapp saved game"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError(tr("Engine", "the saved game has no valid version number"))
    if version > SAVE_VERSION:
        raise RecordError(tr("Engine", "the game was saved by a newer giantapp (save version {version}; this one reads up to {supported})", version=version, supported=SAVE_VERSION)
        )
    if version < 1:
        raise RecordError(tr("Engine", "the saved game has an invalid version {version}", version=version))
    record_json = data.get("record")
    if not isinstance(record_json, dict):
        raise RecordError(tr("Engine", "the saved game holds no game record"))
    checksum = data.get("checksum")
    if checksum is not None and checksum != record_checksum(record_json):
        raise RecordError(tr("Engine", "the saved game was altered or damaged (its checksum does not match its contents)"))
    return data


def read_save(path: str | Path) -> SaveData:
    """Read and check a save file (without replaying it)."""
    return parse_save(_read_text(path))


def _read_text(path: str | Path) -> str:
    source = Path(path)
    try:
        size = source.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise RecordError(tr("Engine", "{file} is too large to be a saved game ({size} bytes)", file=source.name, size=size))
        raw = source.read_bytes()
    except OSError as exc:
        raise RecordError(tr("Engine", "cannot read {file}: {reason}", file=source, reason=exc.strerror or exc)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(tr("Engine", "{file} is not a text file, so it is not a saved game", file=source.name)) from None
    return text


def replay_save(data: SaveData) -> GameState:
    """Rebuild the saved position through the rules; RecordError at the first refused action."""
    try:
        state, failure = replay(data.record)
    except (ValueError, KeyError, TypeError) as exc:  # an engine choking on malformed notation
        raise RecordError(tr("Engine", "the saved game cannot be replayed: {reason}", reason=exc)) from None
    if failure is not None:
        raise RecordError(tr("Engine", "the saved game cannot be replayed: action {number} ({action}) is refused by the rules: {reason}", number=failure.index + 1, action=repr(failure.action), reason=failure.reason)
        )
    return state


def load_save(path: str | Path) -> tuple[SaveData, GameState]:
    """Read, check and replay a save. Any problem raises RecordError with a message for people."""
    data = read_save(path)
    return data, replay_save(data)


def unfinished_save(path: str | Path) -> SaveData | None:
    """The save at ``path`` if it holds a game that has not ended, else None (also when it is unreadable).

    Why without the rules: the start page and the resume offer call this before the first paint, and
    the rules with their libraries take longer to import than the whole window takes to appear. A save
    that says whether its game is ``over`` is read for its shape only (file, checksum, game name,
    seats, actions; its record is not checked against the rules), so resuming it may still be refused,
    with the rules' reason, by ``load_save``. An older save without ``over`` is replayed to find out.
    """
    try:
        head = _parse_head(_read_text(path))
    except RecordError:
        return None
    over = head.get("over")
    if not isinstance(over, bool):
        try:
            data, state = load_save(path)
        except RecordError:
            return None
        return None if state.is_terminal() else data
    if over:
        return None
    record = _record_outline(head["record"])
    seed = head.get("seed")
    if record is None or not isinstance(seed, int) or isinstance(seed, bool):
        return None
    saved_at = head.get("saved_at")
    return SaveData(record=record, seed=seed, viewer=None, saved_at=saved_at if isinstance(saved_at, str) else "",
                    over=False)


def _record_outline(data: dict[str, Any]) -> GameRecord | None:
    """Game, seats and actions of a record, read without the rules (options are left out); None if
    the record is not even shaped like one, or names a game this giantapp does not know."""
    game, players, raw_seats, raw_actions = data.get("game"), data.get("players"), data.get("seats"), data.get("actions")
    if (not isinstance(game, str) or not isinstance(players, int) or isinstance(players, bool)
            or not isinstance(raw_seats, list) or len(raw_seats) != players or not isinstance(raw_actions, list)):
        return None
    try:
        game_info(game)
        seats = [Seat.from_json(seat, index) for index, seat in enumerate(raw_seats)]
    except (ValueError, RecordError):
        return None
    actions = []
    for entry in raw_actions:
        seat, text = (entry.get("seat"), entry.get("action")) if isinstance(entry, dict) else (None, None)
        if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(text, str):
            return None
        actions.append(RecordedAction(seat, text))
    return GameRecord(game=game, players=players, seats=seats, actions=actions)

"""Save files and autosaves: JSON with a format name and version, written atomically and durably.

Format (``giantapp replay`` reads the ``record`` key of such a file)::

    {"format": "giantapp-save", "version": 1,
     "summary": {"game", "players", "names", "round", "actions", "finished", "saved_at"},
     "seed": <int: seeds the session's random numbers, so computer decisions continue identically>,
     "viewer": <int or null: whose view was on screen>,
     "saved_at": "<ISO 8601 UTC>",
     "checksum": "<sha256 of the canonical record JSON>",
     "hints": [{"index": N, "seat": S}, ...],   (optional: decisions taken after a hint, see hints_used)
     "record": <GameRecord.to_json(): game, players, options, seats with kind/level/colour, actions>}

Why:

- A save is the game record plus just enough to resume exactly; it replays through the rules on load,
  so a file edited by hand into an illegal position is refused with the rules' reason. The checksum
  turns silent damage (a flipped byte that still parses) into a clear message.
- The ``summary`` comes first and is written at autosave time (the session asks the state for its
  round): the start page lists unfinished games by reading only the first ``SUMMARY_READ_BYTES`` of
  each file, without the rules engines (``read_summary``). It is informative only; loading a game
  never trusts it.
- Every file is read through ``engine.untrusted``: regular files only, at most
  ``untrusted.MAX_FILE_BYTES``, JSON within stated limits, so no file can crash or stall the app.
- Writing goes to a temporary file in the target's folder, then ``os.replace``s the target, so a
  crash or a kill at any moment leaves the old file or the new one, whole. Explicit saves fsync the
  file and the folder first. Autosaves do not fsync in the GUI thread (it costs up to a frame, see
  ``write_save``); instead a background thread keeps a fsync'ed copy of each autosave beside it
  (``.NAME.bak``, see ``DurableCopies``), so after a power cut a damaged or empty autosave is never
  the only copy: ``load_save_or_copy`` falls back to that copy. Saving over a file keeps its
  permissions, and a symbolic link is written through (the file it points to is replaced; the link
  stays).

Pure Python (no Qt) so tests and subprocesses can use it without a display.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import re
import stat
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from giantapp.engine import GameRecord, GameState, RecordError, replay
from giantapp.engine.i18n import tr
from giantapp.engine.record import MAX_NAME_LENGTH
from giantapp.engine.untrusted import MAX_FILE_BYTES, check_plain, parse_json, read_bounded, decode_text

from .hints_used import parse_hints

SAVE_FORMAT = "giantapp-save"
SAVE_VERSION = 1
SAVE_SUFFIX = ".giantapp.json"
#: the single autosave file of giantapp before one autosave per game (moved into AUTOSAVE_FOLDER)
AUTOSAVE_NAME = "autosave" + SAVE_SUFFIX
#: the folder of the data directory holding one autosave per game
AUTOSAVE_FOLDER = "autosaves"
#: the environment variable that moves the user data directory (tests, portable installs)
DATA_DIR_ENV = "GIANTAPP_DATA_DIR"
#: a save larger than this is not a save (the same limit as every record: see engine.untrusted)
MAX_SAVE_BYTES = MAX_FILE_BYTES
#: how much of a file the start page reads for its summary
SUMMARY_READ_BYTES = 64 * 1024
#: temporary files of an interrupted write look like this; older than STALE_TEMP_SECONDS they are removed
TEMP_PREFIX, TEMP_SUFFIX = ".giantapp-", ".tmp"
STALE_TEMP_SECONDS = 120

_HEAD = re.compile(r'\{"format": "giantapp-save", "version": ([0-9]{1,4}), "summary": ')


@dataclass
class SaveData:
    """Everything a save holds, read and checked."""

    record: GameRecord
    seed: int
    viewer: int | None = None
    saved_at: str = ""
    hints: list[dict[str, int]] = field(default_factory=list)


@dataclass(frozen=True)
class Summary:
    """What the start page shows of a saved game, readable without the rules."""

    game: str
    players: int
    names: tuple[str, ...] = field(default_factory=tuple)
    round: int | None = None
    actions: int = 0
    finished: bool = False
    saved_at: str = ""

    @classmethod
    def of(cls, record: GameRecord, round_number: int | None, finished: bool) -> "Summary":
        return cls(record.game, record.players, tuple(seat.name for seat in record.seats), round_number,
                   len(record.actions), finished)

    def to_json(self, saved_at: str) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "names": list(self.names), "round": self.round,
                "actions": self.actions, "finished": self.finished, "saved_at": saved_at}

    @classmethod
    def from_json(cls, data: Any) -> "Summary":
        """Check every field (the file may be hostile); RecordError says which one is wrong."""

        def whole(value: Any, low: int, high: int) -> bool:
            return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high

        if not isinstance(data, dict):
            raise RecordError(tr("Engine", "the summary of the saved game is not an object"))
        check_plain(data)
        game, players, names = data.get("game"), data.get("players"), data.get("names")
        round_number, actions, finished, saved_at = data.get("round"), data.get("actions"), data.get("finished"), data.get("saved_at", "")
        if not isinstance(game, str) or not 0 < len(game) <= 40:
            raise RecordError(tr("Engine", "the summary of the saved game does not say which game it is"))
        if not whole(players, 1, 20) or not isinstance(names, list) or len(names) != players:
            raise RecordError(tr("Engine", "the summary of the saved game has no valid players"))
        if not all(isinstance(name, str) and 0 < len(name) <= MAX_NAME_LENGTH for name in names):
            raise RecordError(tr("Engine", "the summary of the saved game has no valid players"))
        if not (round_number is None or whole(round_number, 0, 100_000)) or not whole(actions, 0, 10_000_000):
            raise RecordError(tr("Engine", "the summary of the saved game has no valid round or action count"))
        if not isinstance(finished, bool) or not isinstance(saved_at, str) or len(saved_at) > 40:
            raise RecordError(tr("Engine", "the summary of the saved game is damaged"))
        return cls(game, players, tuple(names), round_number, actions, finished, saved_at)

    def saved_time(self) -> _dt.datetime | None:
        """When it was saved, in local time (None if unknown)."""
        try:
            moment = _dt.datetime.fromisoformat(self.saved_at)
        except ValueError:
            return None
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=_dt.timezone.utc)
        return moment.astimezone()


def data_dir() -> Path:
    """The user data directory (platformdirs), or ``$GIANTAPP_DATA_DIR`` when set."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("giantapp", "giantapp"))


def autosave_dir() -> Path:
    """The folder with one autosave per game."""
    return data_dir() / AUTOSAVE_FOLDER


def autosave_path() -> Path:
    """Where giantapp before one autosave per game kept its single autosave (moved on first start)."""
    return data_dir() / AUTOSAVE_NAME


def _canonical(record_json: dict[str, Any]) -> str:
    return json.dumps(record_json, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def record_checksum(record_json: dict[str, Any]) -> str:
    return hashlib.sha256(_canonical(record_json).encode("utf-8")).hexdigest()


def save_to_json(data: SaveData, summary: Summary | None = None) -> dict[str, Any]:
    return json.loads(save_to_text(data, summary))


def save_to_text(data: SaveData, summary: Summary | None = None) -> str:
    """The file's text. The record is serialised once, canonically, and its checksum taken from that
    very text: an autosave after every action must stay cheap for long games."""
    record_text = _canonical(data.record.to_json())
    saved_at = data.saved_at or _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    head: dict[str, Any] = {"format": SAVE_FORMAT, "version": SAVE_VERSION}
    if summary is not None:
        head["summary"] = summary.to_json(saved_at)
    head.update({
        "seed": data.seed,
        "viewer": data.viewer,
        "saved_at": saved_at,
        "checksum": hashlib.sha256(record_text.encode("utf-8")).hexdigest(),
    })
    if data.hints:
        head["hints"] = data.hints
    head_text = json.dumps(head, ensure_ascii=False)
    return head_text[:-1] + ', "record": ' + record_text + "}\n"


def write_save(path: str | Path, data: SaveData, durable: bool = True, summary: Summary | None = None) -> None:
    """Write atomically: temp file, os.replace. ``durable``: fsync the file and the folder first
    (explicit saves); otherwise (autosaves) a fsync'ed copy follows in the background (``DurableCopies``).

    OSError on failure, and then the old file is untouched. Text that cannot be written as UTF-8 (a
    lone surrogate in a name) is an OSError too, before anything is touched.

    fsync decision, measured with ``tools/bench_autosave.py`` (a 600-action four-player Giants save,
    20.6 KB, ext4, this project's 2-core machine under a load average of about 8 from other work;
    three runs of 200 writes each, also in the README, "Saves"): the autosave as written now (no fsync
    in the GUI thread) took p50 1.4-3.8 ms, p95 4.8-9.9 ms; fsync'ing the file before the rename in
    the GUI thread took p50 8-12 ms, p95 12-22 ms, i.e. up to more than a 16 ms frame; an explicit save
    (file and folder fsync'ed) p50 11-17 ms. Without any fsync a power cut can leave the renamed file
    empty on filesystems that reorder data and metadata (XFS, btrfs, ext4 without auto_da_alloc).
    So the GUI thread writes without fsync (a kill or a crash still loses nothing: the kernel has the
    data and the rename is atomic; ``tests/app/test_autosave_kill.py``), and a background thread makes
    the fsync'ed copy (p50 11-16 ms, off the GUI thread), at most a few actions behind.
    """
    target = Path(os.path.realpath(path))  # through a symbolic link: the link stays, its file is replaced
    text = save_to_text(data, summary)
    try:
        payload = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise OSError(0, tr("Engine", "the game holds text that cannot be saved ({reason})", reason=exc.reason)) from None
    _write_bytes(target, payload, fsync=durable)
    if durable:
        _fsync_dir(target.parent)
    else:
        durable_copies.submit(target, payload)


def _write_bytes(target: Path, payload: bytes, fsync: bool) -> None:
    """Temp file in the target's folder, (fsync,) keep the target's permissions, os.replace."""
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mode = 0o666 & ~_umask()
    fd, tmp_name = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=str(target.parent))
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            if fsync:
                os.fsync(handle.fileno())
        os.chmod(tmp_name, mode)
        os.replace(tmp_name, target)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise


def durable_copy_path(path: str | Path) -> Path:
    """Where the fsync'ed copy of an autosave is kept (hidden, beside it; never listed as a game)."""
    target = Path(path)
    return target.with_name(f".{target.name}.bak")


class DurableCopies:
    """A background thread that keeps a fsync'ed copy of each autosave (``durable_copy_path``).

    Only the newest text per file is written (older ones still waiting are skipped), so a burst of
    actions costs one fsync. ``flush`` waits for the copies (the window calls it when a game is left;
    tests use it). A failing copy is only logged: the autosave itself was written.
    """

    def __init__(self) -> None:
        self._pending: dict[Path, bytes] = {}
        self._busy = 0
        self._condition = threading.Condition()
        self._thread: threading.Thread | None = None

    def submit(self, target: Path, payload: bytes) -> None:
        with self._condition:
            self._pending[target] = payload
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="giantapp-durable-copies", daemon=True)
                self._thread.start()
            self._condition.notify_all()

    def forget(self, target: Path) -> None:
        """Do not write a copy of ``target`` any more (its game was deleted)."""
        with self._condition:
            self._pending.pop(Path(os.path.realpath(target)), None)
            self._pending.pop(Path(target), None)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every submitted copy is written; False if that took longer than ``timeout``."""
        deadline = time.monotonic() + timeout
        with self._condition:
            while self._pending or self._busy:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                self._condition.wait(remaining)
        return True

    def _run(self) -> None:
        import logging

        while True:
            with self._condition:
                while not self._pending:
                    if not self._condition.wait(30):
                        if not self._pending:
                            self._thread = None
                            return
                target, payload = self._pending.popitem()
                self._busy += 1
            try:
                if target.exists():  # a game deleted meanwhile gets no copy
                    _write_bytes(durable_copy_path(target), payload, fsync=True)
                    _fsync_dir(target.parent)
            except OSError as exc:
                logging.getLogger(__name__).warning("the durable copy of %s failed: %s", target, exc)
            finally:
                with self._condition:
                    self._busy -= 1
                    self._condition.notify_all()


#: the one background writer of durable copies
durable_copies = DurableCopies()


_UMASK: int | None = None


def _umask() -> int:
    """The process's umask (read once: reading it means setting it)."""
    global _UMASK
    if _UMASK is None:
        _UMASK = os.umask(0o022)
        os.umask(_UMASK)
    return _UMASK


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


def remove_stale_temporaries(folder: str | Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete ``.giantapp-*.tmp`` files a killed save left in ``folder``; the ones removed.

    Only files older than ``older_than`` seconds go: a younger one may be another running copy's
    write in progress (a write takes milliseconds).
    """
    removed = []
    now = time.time()
    try:
        candidates = list(Path(folder).glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for candidate in candidates:
        try:
            info = candidate.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            continue
    return removed


def parse_save(text: str) -> SaveData:
    """Read a save's text; RecordError names what is wrong. Does not replay (see ``load_save``)."""
    data = parse_json(text)
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
    record = GameRecord.from_json(record_json)
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError(tr("Engine", "the saved game has no valid random seed"))
    viewer = data.get("viewer")
    if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool) or not 0 <= viewer < record.players):
        raise RecordError(tr("Engine", "the saved game names an invalid viewer {viewer}", viewer=repr(viewer)[:40]))
    saved_at = data.get("saved_at", "")
    return SaveData(record=record, seed=seed, viewer=viewer, saved_at=saved_at if isinstance(saved_at, str) else "",
                    hints=parse_hints(data.get("hints"), record.players))


def read_save(path: str | Path) -> SaveData:
    """Read and check a save file (without replaying it): a regular file of at most MAX_SAVE_BYTES."""
    return parse_save(decode_text(read_bounded(path, MAX_SAVE_BYTES), path))


def read_summary(path: str | Path) -> Summary:
    """The summary of a save, reading at most SUMMARY_READ_BYTES and never the rules.

    A file without a valid summary (written before summaries, by hand, or damaged there) is read whole,
    within the save limits, and summarised from its record; its round is then unknown. RecordError if
    the file is no readable save at all.
    """
    raw = read_bounded(path, MAX_SAVE_BYTES) if _small(path) else _read_prefix(path)
    text = _decode_prefix(raw, path)
    match = _HEAD.match(text)
    if match is not None:
        try:
            summary, _ = json.JSONDecoder(parse_int=_plain_int, parse_constant=_no_constant).raw_decode(text, match.end())
            return Summary.from_json(summary)
        except (ValueError, RecursionError, RecordError):
            pass  # a damaged summary alone does not make the game unreadable: read it whole
    data = read_save(path)
    return Summary(data.record.game, data.record.players, tuple(s.name for s in data.record.seats), None,
                   len(data.record.actions), False, data.saved_at)


def _small(path: str | Path) -> bool:
    try:
        return os.stat(path).st_size <= SUMMARY_READ_BYTES
    except OSError:
        return True  # let read_bounded say why


def _read_prefix(path: str | Path) -> bytes:
    """The first SUMMARY_READ_BYTES of a regular file (read_bounded refuses longer files whole)."""
    name = str(path)
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise RecordError(tr("Engine", "cannot read {file}: {reason}", file=name, reason=exc.strerror or exc)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return read_bounded(path)  # says what it is instead
        return os.read(fd, SUMMARY_READ_BYTES)
    except OSError as exc:
        raise RecordError(tr("Engine", "cannot read {file}: {reason}", file=name, reason=exc.strerror or exc)) from None
    finally:
        os.close(fd)


def _decode_prefix(raw: bytes, path: str | Path) -> str:
    """UTF-8 text of a file's beginning; a character cut in two at the very end is dropped."""
    for cut in range(4):
        try:
            return raw[: len(raw) - cut].decode("utf-8-sig")
        except UnicodeDecodeError:
            continue
    return decode_text(raw, path)  # raises with the reason


def _plain_int(text: str) -> int:
    if len(text) > 18:
        raise ValueError("number too long")
    return int(text)


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def replay_save(data: SaveData) -> GameState:
    """Rebuild the saved position through the rules; RecordError at the first refused action."""
    try:
        state, failure = replay(data.record, normalize=True)  # a version-1 record becomes version 2
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


def load_save_or_copy(path: str | Path) -> tuple[SaveData, GameState, bool]:
    """``load_save``, falling back to the autosave's durable copy (True as the third value) when the
    file itself cannot be used (after a power cut it may be empty). RecordError with the file's own
    reason when neither can."""
    try:
        return (*load_save(path), False)
    except RecordError as exc:
        copy = durable_copy_path(path)
        if not os.path.lexists(copy):
            raise
        try:
            return (*load_save(copy), True)
        except RecordError:
            raise exc from None

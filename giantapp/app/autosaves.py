"""Unfinished games: one autosave file per game, listed on the start page. Qt-free.

Why one file per game: with a single autosave slot, starting or opening a game overwrote the only copy
of the unfinished one, and two running copies of the app overwrote each other's game. Now every game
that a window plays writes its own file in ``saves.autosave_dir()``, and the window holds that file's
lock (``file_lock``) while it plays it, so a second copy cannot take it over.

The start page reads only each file's summary (``saves.read_summary``: the first 64 KB, no rules
engine), so it opens fast whatever the games. A file that cannot be read is moved aside into
``unreadable/`` (renamed if needed, never deleted) and reported with the reason, and the page goes on.
Finished games and games nobody has made a decision in yet are not kept: the window that played
them removes them when it leaves them (a file whose summary says "finished" is not listed, but never
deleted on the summary's word alone). Temporary files of an interrupted write are cleaned up here.
"""

from __future__ import annotations

import datetime as _dt
import logging
import os
import re
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from giantapp.engine import RecordError

from . import saves
from .file_lock import FileLock, is_locked, lock_path_for

log = logging.getLogger(__name__)

#: the subfolder where unreadable autosaves are kept
UNREADABLE_FOLDER = "unreadable"


@dataclass(frozen=True)
class Unfinished:
    """An unfinished game on the start page. ``busy``: another running copy plays it now."""

    path: Path
    summary: saves.Summary
    busy: bool = False


@dataclass(frozen=True)
class Unreadable:
    """A file that could not be read: where it was, why, and where it is now kept (None: not moved)."""

    path: Path
    reason: str
    moved_to: Path | None


class AutosaveStore:
    """The autosave folder. ``legacy`` is the single autosave file of earlier versions, adopted on scan."""

    def __init__(self, folder: str | Path, legacy: str | Path | None = None) -> None:
        self.folder = Path(folder)
        self.legacy = Path(legacy) if legacy is not None else None

    def new_path(self, game: str) -> Path:
        """A fresh file name for a new game's autosave (the time it began and a random tag)."""
        stem = re.sub(r"[^A-Za-z0-9_]+", "_", game)[:24] or "game"
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        return self.folder / f"{stem}-{stamp}-{secrets.token_hex(3)}{saves.SAVE_SUFFIX}"

    def contains(self, path: str | Path) -> bool:
        """Whether ``path`` is one of this store's autosaves."""
        try:
            return Path(path).resolve().parent == self.folder.resolve()
        except OSError:
            return False

    def scan(self) -> tuple[list[Unfinished], list[Unreadable]]:
        """The unfinished games, newest first, and the files that had to be moved aside."""
        problems: list[Unreadable] = []
        self._adopt_legacy(problems)
        if not self.folder.is_dir():
            return [], problems
        saves.remove_stale_temporaries(self.folder)
        games: list[Unfinished] = []
        try:
            paths = sorted(self.folder.glob("*" + saves.SAVE_SUFFIX))
        except OSError as exc:
            log.warning("cannot list %s: %s", self.folder, exc)
            return [], problems
        self._remove_orphan_copies()
        for path in paths:
            busy = is_locked(path)
            try:
                summary = saves.read_summary(path)
            except RecordError as exc:
                if busy:  # another copy owns it and writes it whole: leave it alone
                    continue
                try:  # after a power cut the file may be empty: its durable copy still tells the game
                    summary = saves.read_summary(saves.durable_copy_path(path))
                except RecordError:
                    problems.append(self.move_aside(path, str(exc)))
                    continue
            if summary.finished:  # not listed; deleted only by the window that saw the game end (the
                continue          # summary is informative: it must never be the reason a game is lost)
            games.append(Unfinished(path, summary, busy))
        games.sort(key=lambda game: game.summary.saved_at, reverse=True)
        return games, problems

    def _adopt_legacy(self, problems: list[Unreadable]) -> None:
        """Move the single autosave of earlier versions into the folder, as one game among others."""
        legacy = self.legacy
        if legacy is None or not os.path.lexists(legacy):
            return
        target = self.folder / f"autosave-{_dt.datetime.now().strftime('%Y%m%d-%H%M%S')}{saves.SAVE_SUFFIX}"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            os.replace(legacy, target)
        except OSError as exc:
            log.warning("cannot move the old autosave %s into %s: %s", legacy, self.folder, exc)
            problems.append(Unreadable(legacy, exc.strerror or str(exc), None))

    def _remove_orphan_copies(self) -> None:
        """Durable copies whose game was deleted (a copy written just after the deletion)."""
        now = time.time()
        for copy in self.folder.glob(".*" + saves.SAVE_SUFFIX + ".bak"):
            game = copy.with_name(copy.name[1:-len(".bak")])
            try:
                if not os.path.lexists(game) and now - copy.lstat().st_mtime > saves.STALE_TEMP_SECONDS:
                    copy.unlink()
            except OSError:
                continue

    def move_aside(self, path: str | Path, reason: str) -> Unreadable:
        """Keep an unreadable file under ``unreadable/`` (a new name if one is taken) and say so."""
        source = Path(path)
        folder = source.parent / UNREADABLE_FOLDER
        try:
            folder.mkdir(exist_ok=True)
            target = folder / source.name
            number = 1
            while os.path.lexists(target):
                number += 1
                target = folder / f"{source.name}.{number}"
            os.rename(source, target)
        except OSError as exc:
            log.warning("cannot move the unreadable %s aside: %s", source, exc)
            return Unreadable(source, reason, None)
        log.warning("moved the unreadable %s to %s: %s", source, target, reason)
        return Unreadable(source, reason, target)

    def remove(self, path: str | Path) -> None:
        """Delete one autosave, its durable copy and its lock file (a finished game, or the player asked to)."""
        saves.durable_copies.forget(Path(path))
        for victim in (Path(path), saves.durable_copy_path(path), lock_path_for(path)):
            try:
                victim.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                log.warning("cannot delete %s: %s", victim, exc)

    def claim(self, path: str | Path) -> FileLock | None:
        """The lock of ``path`` for this window, or None when another running copy holds it."""
        lock = FileLock(path)
        try:
            if not lock.acquire():
                return None
        except OSError as exc:  # a folder where no lock can be made: play on, unlocked, but say it in the log
            log.warning("cannot lock %s: %s", path, exc)
        return lock

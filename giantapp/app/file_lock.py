"""An advisory lock on a file, held while a window plays the game of that file.

Why: two running copies of giantapp must never write one game's autosave in turns (the last writer
won and a game was lost). Each window holds the lock of its game's autosave; a second copy that tries
to continue the same game finds it taken and says so. The operating system releases the lock when the
process ends, even by a kill or a crash, so a lock can never outlive its holder and nothing needs
cleaning up. On POSIX ``flock`` locks belong to an open file, so two windows of one process (and
tests) exclude each other exactly like two processes.

The lock lives in a small companion file (``.NAME.lock`` beside ``NAME``), because autosaves are
replaced by renaming a new file over them, which would drop a lock held on the file itself.
"""

from __future__ import annotations

import os
from pathlib import Path

if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False

    def _unlock(fd: int) -> None:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            return False

    def _unlock(fd: int) -> None:
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass


def lock_path_for(path: str | Path) -> Path:
    """The companion lock file of ``path``."""
    target = Path(path)
    return target.with_name(f".{target.name}.lock")


class FileLock:
    """The lock of one file. ``acquire()`` never waits: False means another holder has it."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.lock_file = lock_path_for(self.path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock if it is free (True), or leave everything as it was (False).

        OSError if the lock file cannot be created at all (a read-only folder).
        """
        if self._fd is not None:
            return True
        self.lock_file.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(str(self.lock_file), os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o600)
        if not _try_lock(fd):
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        _unlock(fd)
        os.close(fd)

    def __del__(self) -> None:
        self.release()


def is_locked(path: str | Path) -> bool:
    """Whether another holder (another running copy, another window) has the lock of ``path`` now."""
    if not lock_path_for(path).exists():
        return False
    probe = FileLock(path)
    try:
        free = probe.acquire()
    except OSError:
        return False
    probe.release()
    return not free

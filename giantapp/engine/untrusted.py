"""Reading files nobody vouches for (saves, records, autosaves): bounded, regular files only, safe JSON.

Why: a save or a record may come from anywhere (a download, a damaged disk, a hostile hand), and
Python's defaults turn such input into crashes far from where it was read: JSON nested deeply enough
for ``RecursionError``, integers beyond the 4300-digit conversion limit (``ValueError``),
``Infinity``/``NaN``/``1e999`` (``OverflowError`` in ``int()``), strings with lone surrogates
(``UnicodeEncodeError`` when the game is autosaved again). Reading a path blindly can also block
forever (a FIFO) or fill the memory (``/dev/zero`` reports a size of 0). So every such file goes
through here:

- only regular files are read (opened non-blocking, so a FIFO cannot stall us), and at most
  ``limit`` bytes: one more byte than that is a refusal, whatever ``st_size`` says;
- JSON: integers of at most ``MAX_INT_DIGITS`` digits, finite numbers only, no ``NaN``/``Infinity``,
  nesting at most ``MAX_DEPTH`` levels, every string valid Unicode (no lone surrogates).

Every refusal is a ``RecordError`` whose message says why, for people. Pure Python, no Qt.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any

from .errors import RecordError
from .i18n import tr

#: the largest save or record read (a long four-player game is well under 200 KB)
MAX_FILE_BYTES = 8 * 1024 * 1024
#: how deeply JSON objects and lists may nest (a record needs 4 levels)
MAX_DEPTH = 32
#: the most digits an integer may have (seeds, seats, counts; 18 digits fit in 64 bits)
MAX_INT_DIGITS = 18


class _Refused(Exception):
    """Raised inside the JSON hooks; turned into a RecordError by ``parse_json``."""


def read_bounded(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``, refusing anything else and anything over ``limit`` bytes."""
    name = str(path)
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise RecordError(tr("Engine", "cannot read {file}: {reason}", file=name, reason=exc.strerror or exc)) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = (tr("Engine", "a folder") if stat.S_ISDIR(mode)
                    else tr("Engine", "a pipe") if stat.S_ISFIFO(mode)
                    else tr("Engine", "a device") if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                    else tr("Engine", "not a regular file"))
            raise RecordError(tr("Engine", "cannot read {file}: it is {kind}, not a file", file=name, kind=kind))
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1024 * 1024, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise RecordError(tr("Engine", "cannot read {file}: {reason}", file=name, reason=exc.strerror or exc)) from None
    finally:
        os.close(fd)
    if size > limit:
        raise RecordError(tr("Engine", "{file} is larger than {limit} MB, too large for a saved game or record",
                             file=Path(name).name, limit=limit // (1024 * 1024)))
    return b"".join(chunks)


def decode_text(raw: bytes, file: str | Path) -> str:
    """UTF-8 text (a byte-order mark is allowed); RecordError for anything else."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordError(tr("Engine", "{file} is not a text file", file=Path(str(file)).name)) from None


def _int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise _Refused(tr("Engine", "it holds a number of {digits} digits (at most {limit} are allowed)",
                          digits=digits, limit=MAX_INT_DIGITS))
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(tr("Engine", "it holds a number too large to use ({value})", value=text[:20]))
    return value


def _constant(name: str) -> Any:
    raise _Refused(tr("Engine", "it holds {name}, which is not a number a game can use", name=name))


def parse_json(text: str) -> Any:
    """``json.loads`` with the limits above; RecordError("the file is damaged…") names the problem."""
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except _Refused as exc:
        raise RecordError(tr("Engine", "the file cannot be used: {reason}", reason=str(exc))) from None
    except json.JSONDecodeError as exc:
        if not text.strip():
            raise RecordError(tr("Engine", "the file is empty (not valid JSON)")) from None
        raise RecordError(tr("Engine", "the file is damaged or incomplete: it is not valid JSON (line {line}, column {column}: {detail})",
                             line=exc.lineno, column=exc.colno, detail=exc.msg)) from None
    except RecursionError:
        raise RecordError(tr("Engine", "the file cannot be used: it is nested more than {limit} levels deep", limit=MAX_DEPTH)) from None
    check_plain(data)
    return data


def check_plain(data: Any) -> None:
    """RecordError unless ``data`` nests at most MAX_DEPTH levels and all its text is valid Unicode.

    Iterative, so a deep structure built by code (not only parsed) cannot overflow the stack here.
    """
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise RecordError(tr("Engine", "the file cannot be used: it is nested more than {limit} levels deep", limit=MAX_DEPTH))
            if isinstance(value, dict):
                for key, item in value.items():
                    if isinstance(key, str):
                        _check_text(key)
                    stack.append((item, depth + 1))
            else:
                stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, float) and not math.isfinite(value):
            raise RecordError(tr("Engine", "the file cannot be used: it holds a number too large to use ({value})", value=repr(value)))


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise RecordError(tr("Engine", "the file cannot be used: it holds text that is not valid Unicode (a lone surrogate)")) from None


def read_json_file(path: str | Path, limit: int = MAX_FILE_BYTES) -> Any:
    """Read, decode and parse ``path`` with every limit of this module."""
    return parse_json(decode_text(read_bounded(path, limit), path))

"""`giantapp replay FILE`: validate a game record from the start, action by action.

Exit status: 0 every action is legal, 1 the rules refuse an action (``{"ok": false, "index", "action",
"reason"}``), 2 the file cannot be read as a record (``{"ok": false, "error"}``): not a regular file,
larger than ``untrusted.MAX_FILE_BYTES``, not UTF-8, not JSON within the limits of ``engine.untrusted``,
or not a record. Scripts can tell a refusal from an unreadable file, and no input prints a traceback.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from typing import Any

from giantapp.engine import GameRecord, RecordError, replay
from giantapp.engine.untrusted import read_json_file

log = logging.getLogger(__name__)


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "replay",
        help="validate a game record and print the result",
        description="Replay a game record (or a save file) from the start. Exit 0 when every action is "
        "legal, 1 at the first illegal action, 2 when the file cannot be read as a record (not a regular "
        "file, over 8 MB, not UTF-8 JSON, or not a record).",
    )
    p.add_argument("file", help="a record written by selfplay --save-records, or a saved game")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=run)


def load_any(path: str) -> GameRecord:
    """A record, or the record inside a save file; RecordError says why the file is not one."""
    data: Any = read_json_file(path)
    if isinstance(data, dict) and data.get("format") == "giantapp-save":
        data = data.get("record")
        if not isinstance(data, dict):
            raise RecordError("the saved game holds no game record")
    return GameRecord.from_json(data)


def _say(text: str, stream: Any) -> None:
    """One line that cannot fail to print, whatever the text holds and the terminal's encoding."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    stream.write(text.encode(encoding, "backslashreplace").decode(encoding, "replace") + "\n")
    stream.flush()


def _unreadable(args: argparse.Namespace, reason: str) -> int:
    if args.json:
        _say(json.dumps({"ok": False, "error": reason}), sys.stdout)
    else:
        _say(f"giantapp replay: {args.file}: {' '.join(reason.split())}", sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    try:
        return _replay(args)
    except RecordError as exc:
        return _unreadable(args, str(exc))
    except MemoryError:
        return _unreadable(args, "the record is too large to replay in memory")
    except Exception as exc:  # the last line of defence: a bug, but never a traceback for the caller
        log.debug("replay failed", exc_info=True)
        return _unreadable(args, f"internal error while replaying ({type(exc).__name__}: {exc})")


def _replay(args: argparse.Namespace) -> int:
    record = load_any(args.file)
    state, failure = replay(record)
    if failure is not None:
        result = {"ok": False, "index": failure.index, "action": failure.action, "reason": failure.reason}
        if args.json:
            _say(json.dumps(result), sys.stdout)
        else:
            _say(f"action {failure.index} ({failure.action!r}) is illegal: {failure.reason}", sys.stdout)
        return 1
    terminal = state.is_terminal()
    result = {
        "ok": True,
        "actions": len(record.actions),
        "terminal": terminal,
        "scores": state.scores(),
        "winners": state.winners() if terminal else [],
    }
    if args.json:
        _say(json.dumps(result), sys.stdout)
    else:
        _say(f"ok: {result['actions']} actions replayed; game over: {'yes' if terminal else 'no'}", sys.stdout)
        _say(f"scores: {result['scores']}", sys.stdout)
        if terminal:
            _say("winners: " + ", ".join(record.seats[s].name for s in result["winners"]), sys.stdout)
    return 0

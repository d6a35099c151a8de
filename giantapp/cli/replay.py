"""`giantapp replay FILE`: validate a game record from the start, action by action."""

from __future__ import annotations

import argparse
import json
import sys

from giantapp.engine import GameRecord, RecordError, replay


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "replay",
        help="validate a game record and print the result",
        description="Replay a game record (or a save file) from the start. Exit 0 when every action is "
        "legal, 1 at the first illegal action, 2 when the file cannot be read as a record.",
    )
    p.add_argument("file", help="a record written by selfplay --save-records, or a saved game")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=run)


def load_any(path: str) -> GameRecord:
    """A record, or the record inside a save file."""
    from giantapp.engine.record import GameRecord as Record

    record_text = None
    try:
        with open(path, encoding="utf-8") as handle:
            record_text = handle.read()
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not a text file") from None
    try:
        data = json.loads(record_text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"the file is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    if isinstance(data, dict) and data.get("format") == "giantapp-save":
        data = data.get("record")
    return Record.from_json(data)


def run(args: argparse.Namespace) -> int:
    try:
        record = load_any(args.file)
        state, failure = replay(record)
    except RecordError as exc:
        if args.json:
            print(json.dumps({"ok": False, "error": str(exc)}))
        else:
            print(f"giantapp replay: {args.file}: {exc}", file=sys.stderr)
        return 2
    if failure is not None:
        result = {"ok": False, "index": failure.index, "action": failure.action, "reason": failure.reason}
        if args.json:
            print(json.dumps(result, ensure_ascii=False))
        else:
            print(f"action {failure.index} ({failure.action!r}) is illegal: {failure.reason}")
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
        print(json.dumps(result))
    else:
        print(f"ok: {result['actions']} actions replayed; game over: {'yes' if terminal else 'no'}")
        print(f"scores: {result['scores']}")
        if terminal:
            print("winners: " + ", ".join(record.seats[s].name for s in result["winners"]))
    return 0

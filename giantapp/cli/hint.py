"""`giantapp hint`: what the hard computer player would do for one seat at one position of a record.

The same search as the window's "What would the computer do?" (``giantapp.ai.hint``), on that seat's
observation only. Prints the best three moves with notation, words and values; ``--json`` prints one
object ``{"seat", "at", "to_act", "budget_ms", "rounds", "moves": [{"notation", "words", "value",
"relative"}, ...]}``. Exit 2 with a message for a file that is not a record, a position outside it or a
seat that has nothing to decide there.
"""

from __future__ import annotations

import argparse
import json
import random
import sys


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "hint",
        help="what the hard computer player would do for a seat at a position of a record",
        description="Replay a record (or a saved game) to a position and ask the hard computer player for "
        "the best three moves of one seat, judged only on what that seat may know.",
    )
    p.add_argument("--record", required=True, metavar="FILE", help="a game record or a saved game")
    p.add_argument("--at", type=int, default=None, metavar="N", help="the position after N actions (default: the end)")
    p.add_argument("--seat", type=int, required=True, metavar="K", help="the seat to advise (1-based)")
    p.add_argument("--budget-ms", type=int, default=None, metavar="MS",
                   help="thinking time in milliseconds (default 3000)")
    p.add_argument("--seed", type=int, default=0, help="seed of the sampled worlds (default 0)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=run)


def _fail(message: str) -> int:
    print(f"giantapp hint: error: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    from giantapp.ai.hint import HINT_BUDGET_MS, suggest_from_state
    from giantapp.engine import CHANCE, RecordError, replay

    from .replay import load_any

    try:
        record = load_any(args.record)
    except RecordError as exc:
        return _fail(f"{args.record}: {exc}")
    total = len(record.actions)
    at = total if args.at is None else args.at
    if not 0 <= at <= total:
        return _fail(f"--at must be between 0 and {total} (the record has {total} actions), not {args.at}")
    if not 1 <= args.seat <= record.players:
        return _fail(f"--seat must be between 1 and {record.players}, not {args.seat}")
    if args.budget_ms is not None and not 1 <= args.budget_ms <= 600_000:
        return _fail(f"--budget-ms must be between 1 and 600000, not {args.budget_ms}")
    state, failure = replay(record, upto=at)
    if failure is not None:
        return _fail(f"action {failure.index} ({failure.action!r}) is illegal: {failure.reason}")
    seat = args.seat - 1
    acting = state.to_act()
    if seat not in acting:
        if not acting:
            who = "nobody (the game is over)"
        elif acting == (CHANCE,):
            who = "chance"
        else:
            who = "seat " + ", ".join(str(s + 1) for s in acting)
        return _fail(f"seat {args.seat} has nothing to decide after {at} actions (to decide: {who})")
    state.seat_names = tuple(s.name for s in record.seats)
    budget = args.budget_ms or HINT_BUDGET_MS
    hint = suggest_from_state(state, seat, rng=random.Random(args.seed), budget_ms=budget)
    if args.json:
        result = {"seat": args.seat, "at": at, "to_act": [s + 1 for s in acting], "budget_ms": budget,
                  "rounds": hint.rounds, "moves": [move.to_json() for move in hint.moves]}
        print(json.dumps(result, ensure_ascii=False))
        return 0
    name = record.seats[seat].name
    print(f"{name} (seat {args.seat}) after {at} actions; the hard computer player would play:")
    for rank, move in enumerate(hint.moves, 1):
        compared = "best" if rank == 1 else f"{move.relative:+.1f} points against the best"
        print(f"{rank}. {move.words}  [{move.notation}]  expected lead {move.value:+.1f} ({compared})")
    return 0

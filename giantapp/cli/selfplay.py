"""`giantapp selfplay`: computer-vs-computer games, headless, printing numbers to measure by."""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from giantapp.ai import make_agent, play_game
from giantapp.ai.registry import level_names
from giantapp.engine import get_game


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "selfplay",
        help="play computer-vs-computer games headless and print statistics",
        description="Play complete games between computer players and print games, errors, speed, wins, "
        "mean scores and decision times per seat.",
    )
    p.add_argument("--game", required=True, choices=["giants", "hawaii"])
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game; game i uses seed+i")
    p.add_argument("--agents", required=True, help="comma-separated level per seat: " + ", ".join(level_names()))
    p.add_argument("--budget-ms", type=int, default=None, help="thinking time per decision for search levels")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option (repeatable)")
    p.add_argument("--save-records", metavar="DIR", help="write each game's record into DIR")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=run)


def wilson_interval(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a rate (Wilson score), sound even near 0 and 1."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def parse_options(pairs: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError(f"--option takes NAME=VALUE, not {pair!r}")
        name, value = pair.split("=", 1)
        options[name.strip()] = value.strip()
    return options


def run(args: argparse.Namespace) -> int:
    def fail(message: str) -> int:
        print(f"giantapp selfplay: error: {message}", file=sys.stderr)
        return 2

    try:
        game = get_game(args.game)
        game.check_players(args.players)
        options = game.validate_options(parse_options(args.option))
    except ValueError as exc:
        return fail(str(exc))
    if args.games < 1:
        return fail(f"--games must be at least 1, not {args.games}")
    levels = [name.strip() for name in args.agents.split(",")]
    if len(levels) != args.players:
        return fail(f"--agents names {len(levels)} agents for {args.players} players")
    try:
        agents = [make_agent(level, args.game) for level in levels]
    except ValueError as exc:
        return fail(str(exc))
    if args.budget_ms is not None and args.budget_ms < 1:
        return fail("--budget-ms must be positive")
    out_dir = Path(args.save_records) if args.save_records else None
    if out_dir is not None:
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return fail(f"cannot create {out_dir}: {exc.strerror or exc}")

    players = args.players
    wins = [0] * players
    credit = [0.0] * players
    score_sums = [0.0] * players
    decision: dict[str, list[float]] = {level: [] for level in levels}
    errors: list[str] = []
    total_actions = 0
    finished = 0
    started = time.perf_counter()
    for index in range(args.games):
        seed = args.seed + index
        rng = random.Random(seed)
        try:
            state = game.new_game(players, options)
            played = play_game(state, agents, rng, budget_ms=args.budget_ms)
        except Exception as exc:  # a rules or agent bug: count it, keep measuring
            errors.append(f"game {index} (seed {seed}): {type(exc).__name__}: {exc}")
            if len(errors) == 1 and not args.json:
                traceback.print_exc()
            continue
        finished += 1
        total_actions += played.actions
        scores = played.state.scores()
        winners = played.state.winners()
        for seat in range(players):
            score_sums[seat] += scores[seat]
        for seat in winners:
            wins[seat] += 1
            credit[seat] += 1.0 / len(winners)
        for seat, times in played.decision_ms.items():
            decision[levels[seat]].extend(times)
        if out_dir is not None:
            for i, seat in enumerate(played.record.seats):
                seat.name = f"{levels[i]} {i + 1}"
            (out_dir / f"{args.game}-{seed}.json").write_text(played.record.dumps(), encoding="utf-8")
    seconds = time.perf_counter() - started
    intervals = [wilson_interval(c, finished) for c in credit]
    result = {
        "game": args.game,
        "players": players,
        "games": finished,
        "errors": len(errors),
        "seconds": round(seconds, 3),
        "actions": total_actions,
        "actions_per_second": round(total_actions / seconds, 1) if seconds > 0 else 0.0,
        "agents": levels,
        "wins": wins,
        "win_rate": [round(c / finished, 4) if finished else 0.0 for c in credit],
        "win_rate_ci95": [[round(lo, 4), round(hi, 4)] for lo, hi in intervals],
        "par": round(1 / players, 4),
        "mean_scores": [round(s / finished, 2) if finished else 0.0 for s in score_sums],
        "decision_ms": {
            level: {"p50": round(percentile(t, 0.5), 3), "p95": round(percentile(t, 0.95), 3), "n": len(t)}
            for level, t in decision.items()
        },
    }
    if errors:
        result["error_messages"] = errors[:10]
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 1 if errors else 0

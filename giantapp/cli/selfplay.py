"""`giantapp selfplay`: computer-vs-computer games, headless, printing numbers to measure by."""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import signal
import sys
import threading
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
    p.add_argument("--agents", required=True,
                   help="comma-separated level per seat, optionally with its own thinking time as LEVEL:MS "
                   "(e.g. hard:300,normal,normal,normal); levels: " + ", ".join(level_names()))
    p.add_argument("--budget-ms", type=int, default=None, help="thinking time per decision for search levels")
    p.add_argument("--jobs", type=int, default=1,
                   help="games played at once in worker processes (default 1); the results do not depend on it")
    p.add_argument("--progress", action="store_true",
                   help="print a line per finished game to standard error (long benchmark runs)")
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


def parse_agents(text: str, players: int) -> tuple[list[str], list[str], list[int | None]]:
    """(labels, levels, per-seat budgets) from ``easy,hard:300,...``; ValueError with the reason."""
    labels = [part.strip() for part in text.split(",")]
    if len(labels) != players:
        raise ValueError(f"--agents names {len(labels)} agents for {players} players")
    levels: list[str] = []
    budgets: list[int | None] = []
    for label in labels:
        level, _, ms = label.partition(":")
        if level not in level_names():
            raise ValueError(f"unknown computer level {level!r}; known: {', '.join(level_names())}")
        if ms:
            if not ms.isdigit() or int(ms) < 1:
                raise ValueError(f"thinking time in {label!r} must be a positive number of milliseconds")
            budgets.append(int(ms))
        else:
            budgets.append(None)
        levels.append(level)
    return labels, levels, budgets


def _play_one(job: tuple) -> dict[str, Any]:
    """One game (in this process or a worker): the numbers the summary needs, or the error."""
    game_name, players, options, levels, budgets, budget_ms, seed, want_record = job
    game = get_game(game_name)
    agents = [make_agent(level, game_name) for level in levels]
    rng = random.Random(seed)
    try:
        state = game.new_game(players, options)
        played = play_game(state, agents, rng, budget_ms=budget_ms, seat_budgets_ms=budgets)
    except Exception as exc:  # a rules or agent bug: count it, keep measuring
        return {"seed": seed, "error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()}
    result: dict[str, Any] = {
        "seed": seed,
        "actions": played.actions,
        "scores": list(played.state.scores()),
        "winners": list(played.state.winners()),
        "decision_ms": {seat: times for seat, times in played.decision_ms.items()},
    }
    if want_record:
        result["record"] = played.record
    return result


def _ignore_interrupts() -> None:
    """Workers leave Ctrl+C to the main process, which stops them and still prints the summary."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def _report_progress(index: int, games: int, played: dict[str, Any], credit: list[float], finished: int,
                     started: float) -> None:
    """One stderr line per game: which game, its outcome, and the first seat's running win rate."""
    elapsed = time.perf_counter() - started
    if "error" in played:
        outcome = "error: " + played["error"]
    else:
        winners = played["winners"]
        share = (1.0 / len(winners)) if 0 in winners else 0.0
        rate = (credit[0] + share) / (finished + 1)
        outcome = (f"scores {played['scores']}, winners {[w + 1 for w in winners]}, "
                   f"seat 1 so far {rate:.1%}")
    print(f"game {index + 1}/{games} (seed {played['seed']}): {outcome} [{elapsed:.0f} s]", file=sys.stderr, flush=True)


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
    if args.jobs < 1:
        return fail(f"--jobs must be at least 1, not {args.jobs}")
    try:
        labels, levels, budgets = parse_agents(args.agents, args.players)
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
    decision: dict[str, list[float]] = {label: [] for label in labels}
    errors: list[str] = []
    total_actions = 0
    finished = 0
    started = time.perf_counter()
    jobs = [(args.game, players, options, levels, budgets, args.budget_ms, args.seed + index, out_dir is not None)
            for index in range(args.games)]
    if args.jobs == 1:
        results = map(_play_one, jobs)
        pool = None
    else:
        pool = multiprocessing.get_context("spawn").Pool(min(args.jobs, args.games), initializer=_ignore_interrupts)
        results = pool.imap(_play_one, jobs)  # in seed order, so the summary does not depend on --jobs
    interrupted = False
    # `kill` stops a run as Ctrl+C does (only the main thread may set a handler; elsewhere Ctrl+C alone)
    previous_term = (signal.signal(signal.SIGTERM, _interrupt)
                     if threading.current_thread() is threading.main_thread() else None)
    try:
        for index, played in enumerate(results):
            if args.progress:
                _report_progress(index, args.games, played, credit, finished, started)
            if "error" in played:
                errors.append(f"game {index} (seed {played['seed']}): {played['error']}")
                if len(errors) == 1 and not args.json:
                    print(played["trace"], file=sys.stderr)
                continue
            finished += 1
            total_actions += played["actions"]
            for seat in range(players):
                score_sums[seat] += played["scores"][seat]
            winners = played["winners"]
            for seat in winners:
                wins[seat] += 1
                credit[seat] += 1.0 / len(winners)
            for seat, times in played["decision_ms"].items():
                decision[labels[seat]].extend(times)
            if out_dir is not None:
                record = played["record"]
                for i, seat in enumerate(record.seats):
                    seat.name = f"{labels[i]} {i + 1}"
                (out_dir / f"{args.game}-{played['seed']}.json").write_text(record.dumps(), encoding="utf-8")
    except KeyboardInterrupt:
        # A long benchmark cut short (Ctrl+C, or SIGTERM below) still prints what its finished games showed.
        interrupted = True
    finally:
        if previous_term is not None:
            signal.signal(signal.SIGTERM, previous_term)
        if pool is not None:
            if interrupted:
                pool.terminate()  # the games in flight are not waited for
            else:
                pool.close()
            pool.join()
    seconds = time.perf_counter() - started
    intervals = [wilson_interval(c, finished) for c in credit]
    result = {
        "game": args.game,
        "players": players,
        "games": finished,
        "games_requested": args.games,
        "interrupted": interrupted,
        "errors": len(errors),
        "seconds": round(seconds, 3),
        "jobs": args.jobs,
        "actions": total_actions,
        "actions_per_second": round(total_actions / seconds, 1) if seconds > 0 else 0.0,
        "agents": labels,
        "wins": wins,
        "win_rate": [round(c / finished, 4) if finished else 0.0 for c in credit],
        "win_rate_ci95": [[round(lo, 4), round(hi, 4)] for lo, hi in intervals],
        "par": round(1 / players, 4),
        "mean_scores": [round(s / finished, 2) if finished else 0.0 for s in score_sums],
        "decision_ms": {
            label: {"p50": round(percentile(t, 0.5), 3), "p95": round(percentile(t, 0.95), 3), "n": len(t)}
            for label, t in decision.items()
        },
    }
    if errors:
        result["error_messages"] = errors[:10]
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    if interrupted:
        print(f"giantapp selfplay: stopped after {finished + len(errors)} of {args.games} games; "
              "the summary counts those", file=sys.stderr)
        return 130
    return 1 if errors else 0

#!/usr/bin/env python3
"""Hard-player variants against the shipped hard, paired by seed: is a change of the search a gain?

    python tools/bench_hard_variants.py --game hawaii --seed 4000 --games 40 --jobs 2 \\
        --variant "" --variant "playout_width=8,finalists=4" --variant "knowledge.hard_playout_turns=2"

Why paired leads, not win rates: 200 four-player games are needed to tell 41% from 50% wins, and
a Giants game takes the better part of a minute of a core. The hard seat's *lead over the best other
seat* at the end varies less than a win, and comparing each variant with the baseline game by game on
the same seeds (same setup, same chance stream at the start) removes most of the setup's luck. The
normals and hard think for a wall-clock time, so the same seed does not replay the same game: keep the
machine otherwise idle during a run, and read the printed 95% interval before believing a difference.

A variant is a comma-separated list of ``NAME=VALUE``: a ``HardAgent`` class setting (``finalists``,
``one_step_weight``, ``playout_width``, ``playout_temperature``, ``halving_first``, ...) or, with a
``knowledge.`` prefix, a setting of the title's knowledge (``knowledge.hard_playout_turns``). The
empty variant is the baseline (hard as shipped); the first variant is the one the others are compared
with. Seat 1 plays the variant, the other seats ``--others``.

Output (one line): ``{"bench": "hard_variants", "game", "seed", "games", "others", "budget_ms",
"variants": [{"variant", "games", "wins", "win_rate", "lead", "decision_ms": {"p50", "p95"},
"paired_lead_change", "paired_lead_ci95"}]}``; ``lead`` is the mean of the hard seat's final score
minus the best other seat's; the paired figures are null for the first variant. With ``--progress``,
one line per game on standard error.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def parse_variant(text: str) -> list[tuple[str, str]]:
    """``[(name, value), ...]`` from ``a=1,b=2``; ValueError names an unknown or malformed setting."""
    from giantapp.ai.hard import HardAgent
    from giantapp.ai.knowledge import Knowledge

    pairs = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, sep, value = part.partition("=")
        if not sep or not value:
            raise ValueError(f"a variant's setting is NAME=VALUE, not {part!r}")
        owner, attribute = (Knowledge, name[len("knowledge."):]) if name.startswith("knowledge.") else (HardAgent, name)
        current = getattr(owner, attribute, None)
        if not isinstance(current, (int, float)) or isinstance(current, bool):
            raise ValueError(f"{name!r} is not a numeric setting of {owner.__name__}")
        try:
            type(current)(value)
        except ValueError:
            raise ValueError(f"{name}={value!r}: not a {type(current).__name__}") from None
        pairs.append((name, value))
    return pairs


def build_hard(game: str, variant: list[tuple[str, str]]):
    """A hard agent for ``game`` with the variant's settings on this instance and its own knowledge
    (the shipped classes stay untouched, so other seats and variants are unaffected)."""
    from giantapp.ai.hard import HardAgent

    agent = HardAgent(game)
    for name, value in variant:
        if name.startswith("knowledge."):
            attribute = name[len("knowledge."):]
            setattr(agent.knowledge, attribute, type(getattr(agent.knowledge, attribute))(value))
        else:
            setattr(agent, name, type(getattr(agent, name))(value))
    return agent


def play(job: tuple) -> dict:
    """One game: the variant on seat 0, ``others`` on the rest."""
    game_name, text, seed, players, others, budget_ms = job
    from giantapp.ai import make_agent, play_game
    from giantapp.engine import get_game

    game = get_game(game_name)
    agents = [build_hard(game_name, parse_variant(text))] + [make_agent(others, game_name) for _ in range(players - 1)]
    state = game.new_game(players, game.validate_options({}))
    budgets = [budget_ms] + [None] * (players - 1)
    played = play_game(state, agents, random.Random(seed), seat_budgets_ms=budgets)
    scores = list(played.state.scores())
    winners = list(played.state.winners())
    return {"variant": text, "seed": seed, "scores": scores, "win": (1 / len(winners)) if 0 in winners else 0.0,
            "lead": scores[0] - max(scores[1:]), "decision_ms": played.decision_ms.get(0, [])}


def summarise(results: list[dict], variants: list[str]) -> list[dict]:
    """Each variant's wins, mean lead and decision times; its lead's change against the first variant
    on the seeds both finished, with a 95% interval (normal approximation of the paired differences)."""
    from giantapp.cli.selfplay import percentile  # the same decision-time figures as `giantapp selfplay`

    by = {v: {r["seed"]: r for r in results if r["variant"] == v} for v in variants}
    base = by[variants[0]]
    out = []
    for v in variants:
        games = by[v]
        n = len(games)
        times = [t for r in games.values() for t in r["decision_ms"]]
        entry = {
            "variant": v, "games": n, "wins": round(sum(r["win"] for r in games.values()), 3),
            "win_rate": round(sum(r["win"] for r in games.values()) / n, 4) if n else 0.0,
            "lead": round(sum(r["lead"] for r in games.values()) / n, 2) if n else 0.0,
            "decision_ms": {"p50": round(percentile(times, 0.5), 1), "p95": round(percentile(times, 0.95), 1)},
            "paired_lead_change": None, "paired_lead_ci95": None,
        }
        common = sorted(s for s in games if s in base)
        if v != variants[0] and common:
            diffs = [games[s]["lead"] - base[s]["lead"] for s in common]
            mean = sum(diffs) / len(diffs)
            sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)) if len(diffs) > 1 else 0.0
            half = 1.96 * sd / math.sqrt(len(diffs))
            entry["paired_lead_change"] = round(mean, 2)
            entry["paired_lead_ci95"] = [round(mean - half, 2), round(mean + half, 2)]
        out.append(entry)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] + " Prints one JSON line.")
    parser.add_argument("--game", required=True, choices=["giants", "hawaii"])
    parser.add_argument("--seed", type=int, default=4000, help="seed of the first game (game i: seed+i)")
    parser.add_argument("--games", type=int, default=40, help="games per variant (default 40)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", action="append", default=None,
                        help='NAME=VALUE,... (repeatable; "" is the shipped hard; the first is the baseline)')
    parser.add_argument("--others", default="normal", help="level of the other seats (default normal)")
    parser.add_argument("--budget-ms", type=int, default=None, help="the hard seat's time (default its own 1 s)")
    parser.add_argument("--jobs", type=int, default=1, help="games at once in worker processes")
    parser.add_argument("--progress", action="store_true", help="a line per game on standard error")
    args = parser.parse_args(argv)
    variants = args.variant if args.variant is not None else [""]
    from giantapp.ai.registry import level_names
    from giantapp.engine import get_game

    try:
        get_game(args.game).check_players(args.players)
        if args.others not in level_names():
            raise ValueError(f"unknown level {args.others!r}; known: {', '.join(level_names())}")
        if args.games < 1 or args.jobs < 1 or (args.budget_ms is not None and args.budget_ms < 1):
            raise ValueError("--games, --jobs and --budget-ms must be positive")
        for v in variants:
            parse_variant(v)
    except ValueError as exc:
        parser.error(str(exc))
    jobs = [(args.game, v, args.seed + i, args.players, args.others, args.budget_ms)
            for v in variants for i in range(args.games)]
    results = []
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    try:
        for r in (pool.imap(play, jobs) if pool else map(play, jobs)):
            results.append(r)
            if args.progress:
                print(f"{r['variant'] or 'baseline'} seed {r['seed']}: scores {r['scores']}, lead {r['lead']:+d}",
                      file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    print(json.dumps({"bench": "hard_variants", "game": args.game, "seed": args.seed, "games": args.games,
                      "others": args.others, "budget_ms": args.budget_ms,
                      "variants": summarise(results, variants)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

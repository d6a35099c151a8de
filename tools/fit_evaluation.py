#!/usr/bin/env python3
"""Fit the weights of a title's position evaluation to games played by the computer players.

    python tools/fit_evaluation.py --game hawaii --games 300 --seed 9000 --jobs 2 --write

Why. Every level judges a position by the same estimate of each seat's final score: points already
scored plus a weighted sum of position features (``HawaiiKnowledge.features``). The hand-set weights
are guesses; the games themselves say what a feature turned into by the end. This tool plays
``--games`` games between ``--agents`` (four normals by default), records at every decision each seat's
features and what it has for certain, and fits, per bucket (the title's stage of the game, alike for
every seat or nearly), the weights that best predict the points each seat still scored from there to
the end. The fit is a ridge regression
pulled towards the hand-set weights (``--ridge``), so a bucket with few positions keeps the hand's
judgement, and no weight goes below its floor (the title's ``FITTED.floors``: a plain regression reads
correlation as worth). One game in five (by seed) is held out: the printed errors on those games say
whether the fitted weights predict final scores better than the hand-set ones.

``--record PATH`` keeps the played games (one JSON line each), and ``--replay PATH`` fits to them
again without playing, so a change of the fit can be tried in seconds:

    python tools/fit_evaluation.py --game hawaii --games 300 --jobs 2 --record games.jsonl
    python tools/fit_evaluation.py --game hawaii --replay games.jsonl --ridge 0.1

Output (one line): ``{"bench": "fit_evaluation", "game", "games", "seed", "agents", "positions",
"held_out_games", "rmse": {"hand", "fitted"}, "margin_rmse": {"hand", "fitted"}, "buckets": {bucket:
positions}}``; ``margin_rmse`` is the error of each seat's predicted lead over the best other seat,
which is what a search compares. With ``--write``, the weights go to the title's shipped file (only
the hard level uses them, through ``Knowledge.fitted_evaluation``), with ``--write PATH`` to PATH.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
from pathlib import Path
from typing import Sequence

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: the titles whose knowledge has features and a fitted-weights file
TITLES = {"hawaii": "giantapp.ai.hawaii_knowledge", "giants": "giantapp.ai.giants_knowledge"}


def _module(game: str):
    import importlib

    return importlib.import_module(TITLES[game])


def play(job: tuple) -> dict:
    """One game: per decision, every seat's (bucket, features, what it has for certain); then the final
    scores."""
    game_name, seed, agents_text = job
    from giantapp.ai import make_agent, play_game
    from giantapp.ai.knowledge import knowledge_for
    from giantapp.engine import CHANCE, get_game

    game = get_game(game_name)
    names = agents_text.split(",")
    agents = [make_agent(name, game_name) for name in names]
    knowledge = knowledge_for(game_name)
    state = game.new_game(len(names), game.validate_options({}))
    rows: list[tuple[int, str, list[float], float]] = []

    def on_step(before, seat, action) -> None:
        if seat == CHANCE or before.is_terminal():
            return
        for s, (bucket, features, so_far) in enumerate(knowledge.feature_rows(before)):
            rows.append((s, bucket, features, so_far))

    played = play_game(state, agents, random.Random(seed), on_step=on_step)
    return {"seed": seed, "rows": rows, "scores": [float(s) for s in played.state.scores()]}


def design(results: list[dict], centered: bool = False) -> dict[str, tuple[list[list[float]], list[float], list[tuple[int, int, int]]]]:
    """Per bucket: rows ``[1, features...]``, targets (points still scored beyond what was certain), and
    (game, position, seat). ``centered``: each seat's row and target minus the average seat's at the same
    position, so what the whole table shares (a long game, a rich draw) is not read as any feature's
    worth - a lead, which is what a search compares, never sees it either."""
    out: dict[str, tuple[list, list, list]] = {}
    for g, result in enumerate(results):
        rows = result["rows"]
        players = len(result["scores"])
        for position, first in enumerate(range(0, len(rows), players)):
            at = rows[first:first + players]
            xs = [[1.0] + list(features) for _, _, features, _ in at]
            ys = [result["scores"][seat] - so_far for seat, _, _, so_far in at]
            if centered:
                mean_x = [sum(column) / players for column in zip(*xs)]
                mean_y = sum(ys) / players
                xs = [[v - m for v, m in zip(x, mean_x)] for x in xs]
                ys = [y - mean_y for y in ys]
            for (seat, bucket, _, _), x_row, y_value in zip(at, xs, ys):
                x, y, keys = out.setdefault(bucket, ([], [], []))
                x.append(x_row)
                y.append(y_value)
                keys.append((g, position, seat))
    return out


def fit(rows: list[list[float]], targets: list[float], prior: tuple[float, ...], ridge: float,
        floors: Sequence[float | None] | None = None) -> list[float]:
    """Least squares pulled towards ``prior``: minimise |Xw - y|^2 + ridge * n * |w - prior|^2, with
    ``w[i] >= floors[i]`` where a floor is given (None: free). Plain regression on games reads
    correlation as worth (seats that end with unspent resources scored less, so resources would be
    worth less than nothing, and a search would throw them away); the floors keep every weight where a
    search can trust it. Solved exactly by coordinate descent on the convex quadratic."""
    import numpy as np

    x = np.asarray(rows, dtype=float)
    y = np.asarray(targets, dtype=float)
    w0 = np.asarray(prior, dtype=float)
    scale = ridge * len(rows) * np.eye(x.shape[1])
    scale[0, 0] = 1e-9 * len(rows)  # the intercept is free
    a = x.T @ x + scale
    b = x.T @ y + scale @ w0
    w = np.linalg.solve(a, b)
    low = [(-math.inf if f is None else float(f)) for f in (floors or [None] * len(w))]
    if all(w[i] >= low[i] for i in range(len(w))):
        return [float(v) for v in w]
    w = np.maximum(w, low)
    for _ in range(10000):
        largest = 0.0
        for i in range(len(w)):
            if a[i, i] <= 0:
                continue
            new = max(low[i], w[i] + (b[i] - a[i] @ w) / a[i, i])
            largest = max(largest, abs(new - w[i]))
            w[i] = new
        if largest < 1e-10:
            break
    return [float(v) for v in w]


def predictions(results: list[dict], weights_of, intercept: bool = True) -> dict[tuple[int, int], list[float]]:
    """(game, position) -> every seat's predicted final score under ``weights_of(bucket)``; without
    ``intercept`` as the evaluation sees it (leaving the intercept out changes only leads between a
    seat still acting and one done)."""
    out: dict[tuple[int, int], list[float]] = {}
    for g, result in enumerate(results):
        position = -1
        for seat, bucket, features, so_far in result["rows"]:
            if seat == 0:
                position += 1
            weights = weights_of(bucket)
            value = so_far + (weights[0] if intercept else 0.0) + sum(w * f for w, f in zip(weights[1:], features))
            out.setdefault((g, position), []).append(value)
    return out


def errors(results: list[dict], weights_of) -> tuple[float, float]:
    """Root mean square error of the final scores, and of each seat's lead over the best other seat as
    the evaluation predicts it (without the intercept)."""
    from giantapp.ai.knowledge import margin

    squared, margin_squared, count = 0.0, 0.0, 0
    leads = predictions(results, weights_of, intercept=False)
    for key, values in predictions(results, weights_of).items():
        final = results[key[0]]["scores"]
        for seat, value in enumerate(values):
            squared += (value - final[seat]) ** 2
            margin_squared += (margin(leads[key], seat) - margin(final, seat)) ** 2
            count += 1
    return math.sqrt(squared / count), math.sqrt(margin_squared / count)


def play_all(args: argparse.Namespace) -> list[dict]:
    """Play the games (in ``--jobs`` processes), writing each to ``--record`` as it ends."""
    jobs = [(args.game, args.seed + i, args.agents) for i in range(args.games)]
    results: list[dict] = []
    record = open(args.record, "w", encoding="utf-8") if args.record else None
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    try:
        for r in (pool.imap(play, jobs) if pool else map(play, jobs)):
            results.append(r)
            if record is not None:
                record.write(json.dumps({"game": args.game, "agents": args.agents, **r}) + "\n")
                record.flush()
            if args.progress:
                print(f"seed {r['seed']}: {len(r['rows'])} rows, scores {r['scores']}", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
        if record is not None:
            record.close()
    return results


def load_record(path: Path, game: str) -> list[dict]:
    """The games of a ``--record`` file; ValueError names the first line that is not one of ``game``'s."""
    results = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            r = json.loads(line)
            ok = (r["game"] == game and isinstance(r["seed"], int) and isinstance(r["scores"], list)
                  and all(len(row) == 4 for row in r["rows"]))
        except (json.JSONDecodeError, KeyError, TypeError):
            ok = False
        if not ok:
            raise ValueError(f"line {number} is not a recorded {game} game")
        results.append({"seed": r["seed"], "rows": [tuple(row) for row in r["rows"]], "scores": r["scores"],
                        "agents": str(r.get("agents", "?"))})
    if not results:
        raise ValueError("no games recorded")
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[1].strip().split("\n")[0])
    parser.add_argument("--game", required=True, choices=sorted(TITLES))
    parser.add_argument("--games", type=int, default=300, help="games to play (one in five is held out)")
    parser.add_argument("--seed", type=int, default=9000, help="seed of the first game (game i: seed+i)")
    parser.add_argument("--agents", default="normal,normal,normal,normal", help="level per seat")
    parser.add_argument("--ridge", type=float, default=0.05, help="pull towards the hand-set weights")
    parser.add_argument("--centered", action="store_true",
                        help="fit leads over the average seat instead of points (see design())")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--write", nargs="?", const="", default=None, metavar="PATH",
                        help="write the fitted weights to PATH (without PATH: the shipped file)")
    parser.add_argument("--record", metavar="PATH", help="also write the played games' rows to PATH (JSON lines)")
    parser.add_argument("--replay", metavar="PATH", help="fit to the games recorded in PATH instead of playing")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    from giantapp.ai.registry import level_names
    from giantapp.engine import get_game

    names = args.agents.split(",")
    try:
        get_game(args.game).check_players(len(names))
        unknown = [n for n in names if n not in level_names()]
        if unknown:
            raise ValueError(f"unknown level {unknown[0]!r}; known: {', '.join(level_names())}")
        if args.games < 5 or args.jobs < 1 or args.ridge < 0:
            raise ValueError("--games must be at least 5, --jobs positive and --ridge not negative")
    except ValueError as exc:
        parser.error(str(exc))
    module = _module(args.game)
    spec = module.FITTED
    if args.replay:
        try:
            results = load_record(Path(args.replay), args.game)
        except (OSError, ValueError) as exc:
            parser.error(f"--replay {args.replay}: {exc}")
    else:
        results = play_all(args)
    results.sort(key=lambda r: r["seed"])
    seed = results[0]["seed"]
    agents = results[0].get("agents", args.agents)
    held = [r for r in results if r["seed"] % 5 == 0]
    train = [r for r in results if r["seed"] % 5 != 0]
    fitted = {bucket: fit(x, y, spec.hand_weights(bucket), args.ridge, spec.floors)
              for bucket, (x, y, _) in sorted(design(train, args.centered).items())}

    def fitted_of(bucket: str):
        return fitted.get(bucket) or spec.hand_weights(bucket)

    hand = errors(held, spec.hand_weights)
    got = errors(held, fitted_of)
    if args.write is not None:
        from giantapp.resources import resource_path

        path = Path(args.write) if args.write else resource_path(*spec.file)
        path.write_text(json.dumps({
            "about": "weights of the position evaluation fitted by tools/fit_evaluation.py "
                     "(intercept first, then one per feature); only the hard level uses them",
            "fitted_with": {"games": len(train), "seed": seed, "agents": agents, "ridge": args.ridge,
                            "centered": args.centered},
            "features": list(spec.features),
            "weights": {b: [round(w, 4) for w in ws] for b, ws in fitted.items()},
        }, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({"bench": "fit_evaluation", "game": args.game, "games": len(results), "seed": seed,
                      "agents": agents, "positions": sum(len(r["rows"]) for r in results),
                      "held_out_games": len(held),
                      "rmse": {"hand": round(hand[0], 2), "fitted": round(got[0], 2)},
                      "margin_rmse": {"hand": round(hand[1], 2), "fitted": round(got[1], 2)},
                      "buckets": {b: len(x) for b, (x, _, _) in sorted(design(train).items())}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

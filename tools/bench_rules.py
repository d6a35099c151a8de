#!/usr/bin/env python3
"""Rules benchmark: random playouts with full legal-action generation, both games, against python-chess.

    python tools/bench_rules.py                       # 40 games of each title, 4 players; one JSON line
    python tools/bench_rules.py --games 50 --profile /tmp/rules.prof

Why python-chess: an absolute "actions per second" says little on a shared machine whose speed drifts;
python-chess's random playouts (generate every legal move, push one), timed in the same run and
interleaved game by game with ours, are a well-known pure-Python yardstick, so the ratio is what is
reported and compared with the target (issue 17: >= 2x). python-chess is optional (the ``bench``
extra: ``pip install -e .[bench]``); without it the chess figures are null.

Two loops per title, both on the same seeds (game i uses seed S+i; chance is sampled from the same
generator as the random choices, so every run plays exactly the same games):

- ``observed``: what ``giantapp selfplay`` with random agents does: the acting seat's
  ``observation(seat)``, its ``legal_actions(seat)``, a random choice, ``apply`` on the full state.
- ``full``: what a computer player's search does on a sampled world: ``legal_actions`` and ``apply``
  on the full state, no observation.

Times are the process's CPU time (``time.process_time``), not wall-clock time: on a shared machine
the wall clock also counts the time other programs had the processor, the CPU time hardly does.

Each loop's ``digest`` (sha256 of every action's notation and the final scores) lets a change of the
rules' speed be checked for changing nothing: the digests must stay the same. A chess playout ends at
checkmate or stalemate, insufficient material, the 75-move rule or 400 plies (fivefold repetition is
not checked: it replays the whole move stack at every ply).

Output (one line): ``{"bench": "rules", "games", "players", "seed", "giants": {"observed": {...},
"full": {...}}, "hawaii": {...}, "chess": {...} or null, "ratios": {...}}``; each loop gives games,
actions, seconds, actions_per_s and digest; ``ratios`` divides each loop's actions_per_s by chess's
moves_per_s.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from giantapp.engine import CHANCE, GameState, get_game  # noqa: E402

TITLES = ("giants", "hawaii")
LOOPS = ("observed", "full")
CHESS_MAX_PLIES = 400
#: a game that has not ended after this many actions is a broken engine, not a long game
MAX_ACTIONS = 20_000


class Tally:
    """Games, actions and seconds of one loop, and the digest of everything it played."""

    def __init__(self) -> None:
        self.games = 0
        self.actions = 0
        self.seconds = 0.0
        self.digest = hashlib.sha256()

    def result(self, unit: str = "actions") -> dict[str, Any]:
        rate = self.actions / self.seconds if self.seconds > 0 else 0.0
        return {"games": self.games, unit: self.actions, "seconds": round(self.seconds, 3),
                f"{unit}_per_s": round(rate, 1), "digest": self.digest.hexdigest()[:16]}


def new_state(title: str, players: int) -> GameState:
    return get_game(title).new_game(players)


def play_random(state: GameState, rng: random.Random, observed: bool, tally: Tally) -> None:
    """One random game to its end; only the loop itself is timed (not the setup of the state)."""
    notations: list[str] = []
    count = 0
    started = time.process_time()
    while not state.is_terminal():
        seat = state.to_act()[0]
        if seat == CHANCE:
            action = state.sample_chance(rng)
        else:
            legal = state.observation(seat).legal_actions(seat) if observed else state.legal_actions(seat)
            action = legal[rng.randrange(len(legal))]
        state.apply(seat, action)
        notations.append(str(action))
        count += 1
        if count > MAX_ACTIONS:
            raise RuntimeError(f"{state.game_name}: no end after {MAX_ACTIONS} actions")
    tally.seconds += time.process_time() - started
    tally.games += 1
    tally.actions += count
    tally.digest.update(("\n".join(notations) + "|" + json.dumps(state.scores())).encode("utf-8"))


def play_chess(chess: Any, rng: random.Random, tally: Tally) -> None:
    """One random chess game: every legal move generated, one pushed (see the module doc for the end)."""
    board = chess.Board()
    count = 0
    started = time.process_time()
    while count < CHESS_MAX_PLIES:
        moves = list(board.legal_moves)
        if not moves or board.is_insufficient_material() or board.is_seventyfive_moves():
            break
        board.push(moves[rng.randrange(len(moves))])
        count += 1
    tally.seconds += time.process_time() - started
    tally.games += 1
    tally.actions += count
    tally.digest.update(board.fen().encode("ascii"))


def load_chess() -> Any | None:
    try:
        import chess
    except ImportError:
        return None
    return chess


def run(games: int, players: int, seed: int, chess_games: int, titles: tuple[str, ...] = TITLES,
        profile: cProfile.Profile | None = None, loops: tuple[str, ...] = LOOPS) -> dict[str, Any]:
    """Interleaved: game i of every loop and of chess, then game i+1, so drift hits all alike."""
    chess = load_chess() if chess_games > 0 else None
    tallies = {(title, loop): Tally() for title in titles for loop in loops}
    chess_tally = Tally()
    step: Callable[[Callable[[], None]], None]
    if profile is None:
        def step(work: Callable[[], None]) -> None:
            work()
    else:
        def step(work: Callable[[], None]) -> None:
            profile.runcall(work)
    for index in range(max(games, chess_games if chess else 0)):
        if index < games:
            for title in titles:
                for loop in loops:
                    state = new_state(title, players)
                    rng = random.Random(seed + index)
                    step(lambda: play_random(state, rng, loop == "observed", tallies[(title, loop)]))
        if chess is not None and index < chess_games:
            play_chess(chess, random.Random(seed + index), chess_tally)
    result: dict[str, Any] = {"bench": "rules", "games": games, "players": players, "seed": seed}
    for title in titles:
        result[title] = {loop: tallies[(title, loop)].result() for loop in loops}
    result["chess"] = None
    result["ratios"] = {}
    if chess is not None and chess_tally.actions:
        chess_result = chess_tally.result("moves")
        chess_result["version"] = chess.__version__
        result["chess"] = chess_result
        for title in titles:
            for loop in loops:
                ours = result[title][loop]["actions_per_s"]
                result["ratios"][f"{title}_{loop}"] = round(ours / chess_result["moves_per_s"], 2)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     epilog="Prints one JSON line. Deterministic: the same arguments play the same games.")
    parser.add_argument("--games", type=int, default=40, help="random games of each title and loop (default 40)")
    parser.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    parser.add_argument("--seed", type=int, default=1000, help="game i uses seed SEED+i (default 1000)")
    parser.add_argument("--chess-games", type=int, default=None,
                        help="python-chess playouts (default: twice --games, about as many moves as Giants "
                        "has actions; 0 skips chess)")
    parser.add_argument("--game", choices=TITLES, action="append", help="only this title (repeatable)")
    parser.add_argument("--loop", choices=LOOPS, action="append",
                        help="only this loop (repeatable). Both loops play the same games, and the rules "
                        "keep some answers for the whole process, so the second loop of a run finds them "
                        "ready; one loop alone shows a loop without that help")
    parser.add_argument("--profile", metavar="FILE", help="write cProfile statistics of our playouts "
                        "(not chess's) to FILE (read with python -m pstats FILE)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    titles = tuple(args.game) if args.game else TITLES
    for title in titles:
        info = get_game(title)
        if not info.min_players <= args.players <= info.max_players:
            parser.error(f"{title} is for {info.min_players} to {info.max_players} players, not {args.players}")
    chess_games = 2 * args.games if args.chess_games is None else max(0, args.chess_games)
    profile = cProfile.Profile() if args.profile else None
    loops = tuple(args.loop) if args.loop else LOOPS
    result = run(args.games, args.players, args.seed, chess_games, titles, profile, loops)
    if profile is not None:
        profile.dump_stats(args.profile)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Benchmark: how long one autosave takes in the GUI thread, with and without fsync. Prints one JSON line.

Why: the session autosaves after every action in the GUI thread, so a write must stay well under a
frame (16 ms); and after a power cut an autosave must not be an empty file as the only copy. This
measures, on a real save (a four-player Giants game of ``--actions`` actions played by the random
computer player), written ``--repeat`` times into ``--dir`` (default: a fresh folder inside the user
data directory, where autosaves live; /tmp may be a RAM disk where fsync costs nothing):

- ``autosave``: what the GUI thread pays now (``write_save(durable=False)``: no fsync; the fsync'ed
  copy is made by a background thread, waited for outside the timing, as actions come seconds apart);
- ``fsync_in_gui``: the same write with the file fsync'ed before the rename (the alternative);
- ``explicit_save``: Game > Save (``durable=True``: file and folder fsync'ed);
- ``durable_copy``: one background copy (file and folder fsync'ed), off the GUI thread;
- ``text_ms``: building the file's text (part of every way).

    python tools/bench_autosave.py [--actions 600] [--repeat 200] [--dir DIR]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def game_record(actions: int):
    from giantapp.engine import CHANCE, GameRecord, Seat, get_game, record_action

    game = get_game("giants")
    options = game.validate_options({})
    state = game.new_game(4, options)
    record = GameRecord(game="giants", players=4, options=options, seats=[Seat(f"Player {i + 1}") for i in range(4)])
    rng = random.Random(1)
    while len(record.actions) < actions and state.to_act():
        seat = state.to_act()[0]
        action = state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record_action(record, seat, action)
    return record, state


def percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {"p50": round(statistics.median(ordered), 3), "p95": round(ordered[int(len(ordered) * 0.95) - 1], 3),
            "max": round(ordered[-1], 3)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--actions", type=int, default=600)
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--dir", help="where to write (default: a fresh folder in the user data directory)")
    args = parser.parse_args()

    from giantapp.app import saves

    record, state = game_record(args.actions)
    data = saves.SaveData(record=record, seed=1)
    summary = saves.Summary.of(record, state.round_number(), state.is_terminal())
    base = Path(args.dir) if args.dir else saves.data_dir()
    base.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="bench-autosave-", dir=base))
    target = folder / "bench.giantapp.json"
    results = {}
    try:
        text_ms = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            saves.save_to_text(data, summary)
            text_ms.append((time.perf_counter() - start) * 1000)
        def autosave() -> None:
            saves.write_save(target, data, durable=False, summary=summary)

        def fsync_in_gui() -> None:
            saves._write_bytes(target, saves.save_to_text(data, summary).encode("utf-8"), fsync=True)

        def explicit_save() -> None:
            saves.write_save(target, data, durable=True, summary=summary)

        def durable_copy() -> None:
            saves._write_bytes(saves.durable_copy_path(target), saves.save_to_text(data, summary).encode("utf-8"), fsync=True)
            saves._fsync_dir(folder)

        for way, write in (("autosave", autosave), ("fsync_in_gui", fsync_in_gui), ("explicit_save", explicit_save),
                           ("durable_copy", durable_copy)):
            samples = []
            for _ in range(args.repeat):
                start = time.perf_counter()
                write()
                samples.append((time.perf_counter() - start) * 1000)
                saves.durable_copies.flush()
            results[way] = percentiles(samples)
    finally:
        saves.durable_copies.flush()
        for leftover in folder.iterdir():
            leftover.unlink()
        folder.rmdir()
    try:
        filesystem = subprocess.run(["df", "--output=fstype", str(base)], capture_output=True, text=True, timeout=10).stdout.split()[-1]
    except (OSError, subprocess.SubprocessError, IndexError):
        filesystem = "?"
    print(json.dumps({"actions": len(record.actions), "bytes": len(saves.save_to_text(data, summary).encode()),
                      "repeat": args.repeat, "filesystem": filesystem, "text_ms": percentiles(text_ms), **results}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

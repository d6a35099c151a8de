#!/usr/bin/env python3
"""Start-up benchmark: from the command to a painted main window, giantapp against a bare PySide6 window.

    python tools/bench_launch.py                 # 7 alternating runs of each, one JSON line
    python tools/bench_launch.py --repeats 15 --resume

Why both in one run: the machine is shared and its speed drifts; only the ratio of two programs timed
side by side, alternating, says whether giantapp starts slowly. The bare program imports Qt Widgets,
shows an empty ``QMainWindow`` and turns the event loop once, the least any Qt window costs.

"Painted" means: the window's central widget has received its first paint event and the event loop has
come back (so the whole window was drawn and flushed); the child then reports the time and exits at
once. The same probe (a ``QApplication`` subclass with an application-wide event filter, installed
before either program creates its application) is used for both, under ``offscreen`` and under a real
X server (Xvfb) alike. giantapp runs as ``python -m giantapp`` from its own command line, with a fresh
settings and data folder, so no remembered window state or autosave changes what it shows. Each
program runs once uncounted first, to warm the file cache and write the bytecode caches an installed
app has (``PYTHONDONTWRITEBYTECODE`` is not passed on).

``--resume`` adds a third program: giantapp with an unfinished autosaved game, timed until the start page
listing it is painted (that start must not wait for the rules engines either: the list is read from
each autosave's summary).

Output (one line): ``{"bench": "launch", "platform", "repeats", "bare_ms", "giantapp_ms",
["giantapp_resume_ms"], "ratio", "ratio_of_minimums", ["resume_ratio"], "heavy_modules_at_paint"}``;
every ``*_ms`` is ``{"median", "min", "max", "runs"}``; ``ratio`` and ``resume_ratio`` are of the
medians (the target), ``ratio_of_minimums`` is the least disturbed pair on a busy machine. Where the
system reports it (POSIX), ``*_cpu_ms`` and ``cpu_ratio`` give the same for the CPU time the children
used (all their threads, and helpers such as ldd), which other programs on a shared machine disturb
much less than the wall clock.
``heavy_modules_at_paint`` lists which of networkx, shapely, numpy and the rules and computer-player
packages were imported when the measured paint happened (the start must need none of them).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKER = "GIANTAPP-BENCH-PAINTED"
#: modules whose presence at the first paint is reported (they are the expensive ones)
HEAVY = ("networkx", "shapely", "numpy", "giantapp.giants", "giantapp.hawaii", "giantapp.ai")

#: Installed in the child before the program under test creates its QApplication (see module doc).
PROBE = r"""
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6 import QtWidgets

_target = os.environ["GIANTAPP_BENCH_TARGET"]  # "central" or "dialog"
_heavy = os.environ["GIANTAPP_BENCH_HEAVY"].split(",")


class _Probe(QObject):
    done = False

    def eventFilter(self, obj, event):
        if not self.done and event.type() == QEvent.Type.Paint and self._is_target(obj):
            self.done = True
            self.loaded = [name for name in _heavy if name in sys.modules]  # what the paint waited for
            QTimer.singleShot(0, self._report)  # after the whole window has been painted and flushed
        return False

    @staticmethod
    def _is_target(obj):
        if _target == "dialog":
            return isinstance(obj, QtWidgets.QMessageBox)
        parent = obj.parent() if isinstance(obj, QtWidgets.QWidget) else None
        return isinstance(parent, QtWidgets.QMainWindow) and parent.centralWidget() is obj

    def _report(self):
        sys.stdout.write("%s %.6f %s\n" % (MARKER, time.monotonic(), ",".join(self.loaded) or "-"))
        sys.stdout.flush()
        os._exit(0)


_Base = QtWidgets.QApplication


class QApplication(_Base):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._bench_probe = _Probe()
        self.installEventFilter(self._bench_probe)


QtWidgets.QApplication = QApplication
"""

BARE = r"""
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
app = QApplication([])
window = QMainWindow()
window.setCentralWidget(QWidget())
window.show()
app.exec()
"""

GIANTAPP = r"""
import runpy
sys.argv = ["giantapp"]
runpy.run_module("giantapp", run_name="__main__", alter_sys=True)
"""


def child_code(program: str) -> str:
    # The probe imports PySide6.QtWidgets first; both programs import it anyway before any window
    # exists, so the order changes nothing but where the time is spent.
    return f"MARKER = {MARKER!r}\n" + PROBE + program


def children_cpu() -> float | None:
    """CPU seconds used so far by finished child processes (and theirs); None where unknown."""
    try:
        import resource
    except ImportError:  # not POSIX
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(program: str, env: dict[str, str], timeout: float) -> tuple[float, list[str]]:
    """Milliseconds from spawning the child to its report of the first paint, and the heavy modules."""
    return run_measured(program, env, timeout)[:2]


def run_measured(program: str, env: dict[str, str], timeout: float) -> tuple[float, list[str], float | None]:
    """Like ``run_once``, plus the child's CPU milliseconds (all its threads and helpers, e.g. ldd)."""
    cpu_before = children_cpu()
    start = time.monotonic()
    child = subprocess.Popen([sys.executable, "-c", child_code(program)], env=env, cwd=str(ROOT),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = child.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        raise RuntimeError(f"bench_launch: no painted window within {timeout:.0f} s\n{err[-2000:]}")
    for line in out.splitlines():
        if line.startswith(MARKER):
            _, stamp, loaded = line.split(" ", 2)
            cpu_after = children_cpu()
            cpu = None if cpu_before is None or cpu_after is None else (cpu_after - cpu_before) * 1000.0
            return (float(stamp) - start) * 1000.0, [] if loaded == "-" else loaded.split(","), cpu
    raise RuntimeError(f"bench_launch: the child exited ({child.returncode}) without painting\n{err[-2000:]}")


def write_autosave(data_dir: Path) -> Path:
    """A deterministic unfinished Giants game (seed 7, 40 random actions) as an autosave of the start
    page's list (with its summary, as the session writes it); the file's path."""
    sys.path.insert(0, str(ROOT))
    import random

    from giantapp.app import saves
    from giantapp.engine import CHANCE, GameRecord, Seat, get_game, record_action

    state = get_game("giants").new_game(4)
    record = GameRecord(game="giants", players=4, options=dict(getattr(state, "options", {}) or {}),
                        seats=[Seat(name) for name in ("Ana", "Bo", "Cy", "Di")])
    rng = random.Random(7)
    for _ in range(40):
        seat = state.to_act()[0]
        action = state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        record_action(record, seat, action)
        state.apply(seat, action)
    path = data_dir / saves.AUTOSAVE_FOLDER / f"giants-bench{saves.SAVE_SUFFIX}"
    path.parent.mkdir(parents=True, exist_ok=True)
    summary = saves.Summary.of(record, state.round_number(), state.is_terminal())
    saves.write_save(path, saves.SaveData(record=record, seed=7), summary=summary)
    return path


def summary(runs: list[float]) -> dict[str, object]:
    return {"median": round(statistics.median(runs), 1), "min": round(min(runs), 1),
            "max": round(max(runs), 1), "runs": [round(r, 1) for r in runs]}


def child_env(home: Path, target: str, platform: str | None) -> dict[str, str]:
    env = dict(os.environ)
    # An installed app has its bytecode cached (pip and PyInstaller compile it); so may the children.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update({
        "GIANTAPP_BENCH_TARGET": target,
        "GIANTAPP_BENCH_HEAVY": ",".join(HEAVY),
        "GIANTAPP_DATA_DIR": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "PYTHONPATH": os.pathsep.join([str(ROOT)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])),
    })
    if platform:
        env["QT_QPA_PLATFORM"] = platform
    elif not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     epilog="Prints one JSON line. Without a display, runs offscreen.")
    parser.add_argument("--repeats", type=int, default=7, help="runs of each program, alternating (default 7)")
    parser.add_argument("--platform", help="QT_QPA_PLATFORM for the children (default: as set, else offscreen "
                        "when there is no display)")
    parser.add_argument("--resume", action="store_true", help="also time a start with an unfinished autosaved game "
                        "up to the painted start page that lists it")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds a child may take (default 60)")
    args = parser.parse_args(argv)
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")

    scratch = Path(tempfile.mkdtemp(prefix="giantapp-bench-launch-"))
    try:
        plain, resume = scratch / "plain", scratch / "resume"
        for home in (plain, resume):
            (home / "data").mkdir(parents=True)
            (home / "config").mkdir()
        programs = {"bare": (BARE, child_env(plain, "central", args.platform)),
                    "giantapp": (GIANTAPP, child_env(plain, "central", args.platform))}
        if args.resume:
            write_autosave(resume / "data")
            programs["giantapp_resume"] = (GIANTAPP, child_env(resume, "central", args.platform))
        times: dict[str, list[float]] = {name: [] for name in programs}
        cpus: dict[str, list[float]] = {name: [] for name in programs}
        heavy: dict[str, list[str]] = {}
        for program, env in programs.values():  # warm the file and bytecode caches; not counted
            run_once(program, env, args.timeout)
        for _ in range(args.repeats):
            for name, (program, env) in programs.items():
                elapsed, loaded, cpu = run_measured(program, env, args.timeout)
                times[name].append(elapsed)
                if cpu is not None:
                    cpus[name].append(cpu)
                heavy[name] = loaded
        platform = programs["bare"][1].get("QT_QPA_PLATFORM") or "native"
    except RuntimeError as exc:
        print(exc, file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    result: dict[str, object] = {"bench": "launch", "platform": platform, "repeats": args.repeats}
    bare = statistics.median(times["bare"])
    for name, runs in times.items():
        result[f"{name}_ms"] = summary(runs)
    result["ratio"] = round(statistics.median(times["giantapp"]) / bare, 2)
    result["ratio_of_minimums"] = round(min(times["giantapp"]) / min(times["bare"]), 2)
    if all(cpus.values()):
        for name, runs in cpus.items():
            result[f"{name}_cpu_ms"] = summary(runs)
        result["cpu_ratio"] = round(statistics.median(cpus["giantapp"]) / statistics.median(cpus["bare"]), 2)
    if "giantapp_resume" in times:
        result["resume_ratio"] = round(statistics.median(times["giantapp_resume"]) / bare, 2)
    result["heavy_modules_at_paint"] = {name: heavy.get(name, []) for name in programs if name != "bare"}
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())

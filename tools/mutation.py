#!/usr/bin/env python3
"""Mutation testing of the rules modules as a benchmark: ``python3 dev.py mutants [MODULE ...]``.

Why: line coverage of the rules is high, yet one-line bugs passed the whole suite because the code ran
and its result was never checked. A mutant is such a one-line bug made on purpose (``<`` for ``<=``,
``break`` for ``continue``, a constant changed); the score is the share of mutants the tests catch.
It is a benchmark that prints numbers, not part of the normal test run: a module takes minutes.

How: mutmut (the ``mutation`` extra) mutates one module at a time in a scratch copy of the repository
(``.mutation/<module>/``, never the work tree), runs the module's test folders once to learn which tests
reach which function, then runs for each mutant only the tests that reach its function, on both cores.

Equivalent mutants (changes no test can see because the behaviour does not change, e.g. a default that
is never used) are listed in ``tests/mutation/equivalent.md`` with a one-line reason; they are left out
of the score. They are matched by module, function and the changed line, not by mutmut's numbers (which
shift whenever a function changes); an entry that matches no mutant any more is reported as stale.

Score = (killed + timed out) / (mutants - equivalent). Survivors are printed with their changed line,
so each is either killed by a new test or added to the equivalents with its reason.

Usage::

    python3 dev.py mutants                       # every module below (long: see the README for times)
    python3 dev.py mutants giants/scoring.py     # one module (also: giants.scoring, giants/scoring)
    python3 dev.py mutants --list                # the modules and the tests each is checked against
    python3 dev.py mutants --count               # how many mutants each module has (runs no test)
    python3 dev.py mutants hawaii/moves.py --resume   # reuse the cached results of an earlier run
    python3 dev.py mutants hawaii/moves.py --retest   # after new tests: test only the survivors again
    python3 dev.py mutants giants/state.py --sample 300   # a seeded random sample: a score with its
                                                          # 95% interval in a fraction of the time

A sample is drawn with a fixed seed (``--seed``) from every mutant of the module, so two runs test the
same mutants; with ``--resume`` the draw is taken from the mutants not tested yet, so samples add up
to the whole module. Mutants not tested ("not checked") are left out of every count.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".mutation"
EQUIVALENTS = ROOT / "tests" / "mutation" / "equivalent.md"

#: module (under giantapp/) -> the test paths whose tests may kill its mutants; mutmut runs, for each
#: mutant, only those of these tests that reach the mutated function
TARGETS: dict[str, tuple[str, ...]] = {
    "giants/transport.py": ("tests/giants",),
    "giants/state.py": ("tests/giants",),
    "giants/observation.py": ("tests/giants", "tests/privacy/test_observations.py"),
    "giants/scoring.py": ("tests/giants",),
    "hawaii/chiefs.py": ("tests/hawaii",),
    "hawaii/moves.py": ("tests/hawaii",),
    "hawaii/scoring.py": ("tests/hawaii",),
    "hawaii/state.py": ("tests/hawaii", "tests/privacy/test_observations.py"),
    # the session of the issue ("app/session.py") is a package since it was split: its mediator and the
    # undo history are what it decides with. Its targets are the session's own tests, not all of tests/app
    # nor the window's privacy tests: mutmut runs every test that reaches a mutated function for each
    # surviving mutant, and nearly every test reaches the session's constructor and ``_apply``; the
    # window's tests (tests/privacy/test_views.py alone: about 5 minutes, test_render_seat, test_keep_games,
    # test_autosave_kill: another minute) made each survivor cost over 6 minutes on the 2-core machine
    "app/session/mediator.py": ("tests/app/test_session.py", "tests/app/test_confirm_flow.py",
                                "tests/app/test_autosave.py", "tests/app/test_real_engines.py",
                                "tests/app/test_history.py", "tests/app/test_hints_saved.py",
                                "tests/app/test_session_setup.py", "tests/app/test_session_texts.py",
                                "tests/app/test_session_flow.py", "tests/app/test_session_undo_rules.py",
                                "tests/app/test_session_details.py", "tests/app/test_game_log.py"),
    "app/session/history.py": ("tests/app/test_history.py", "tests/app/test_session.py",
                               "tests/app/test_confirm_flow.py", "tests/app/test_autosave.py"),
}

#: modules whose tests start Qt and computer-player threads: mutmut's default runs the tests in its own
#: process and forks it per mutant, which crashed (a segmentation fault in the first, tracing run of
#: tests/app); a fork server keeps mutmut's process free of Qt and threads
FORKSERVER = {"app/session/mediator.py", "app/session/history.py"}

#: mutmut's statuses that count as caught
CAUGHT = {"killed", "timeout", "caught by type check"}


# --- the equivalents file ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Equivalent:
    """One equivalent mutant: in ``module``'s ``function`` the line ``original`` became ``mutant``."""

    module: str
    function: str
    original: str
    mutant: str
    why: str

    @property
    def key(self) -> tuple[str, str, str, str]:
        return (self.module, self.function, _squash(self.original), _squash(self.mutant))


def _squash(code: str) -> str:
    return re.sub(r"\s+", " ", code).strip()


def _cell(text: str) -> str:
    """A table cell: backticks around code are dropped, ``\\|`` is a literal bar."""
    text = text.strip().replace("\\|", "|")
    if len(text) >= 2 and text.startswith("`") and text.endswith("`"):
        text = text[1:-1]
    return text


def _split_row(line: str) -> list[str]:
    cells = re.split(r"(?<!\\)\|", line.strip())
    return [_cell(c) for c in cells[1:-1]]


HEADER = ["module", "function", "original line", "mutant line", "why the behaviour cannot change"]


def read_equivalents(path: Path = EQUIVALENTS) -> list[Equivalent]:
    """The rows of the equivalents table; ValueError naming the line for a malformed row."""
    rows: list[Equivalent] = []
    in_table = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip().startswith("|"):
            in_table = False
            continue
        cells = _split_row(line)
        if [c.lower() for c in cells] == HEADER:
            in_table = True
            continue
        if not in_table or set("".join(cells)) <= set("-: "):
            continue
        if len(cells) != 5 or not all(cells):
            raise ValueError(f"{path.name}:{number}: a row needs 5 filled cells ({' | '.join(HEADER)})")
        rows.append(Equivalent(*cells))
    return rows


# --- mutmut's results ----------------------------------------------------------------------------------
@dataclass
class Mutant:
    name: str  # mutmut's, e.g. giantapp.giants.scoring.x_breakdown__mutmut_38
    status: str
    function: str = ""
    original: str = ""
    mutant: str = ""

    def key(self, module: str) -> tuple[str, str, str, str]:
        return (module, self.function, _squash(self.original), _squash(self.mutant))


def function_of(name: str) -> str:
    """``giantapp.giants.state.xǁGiantsStateǁapply__mutmut_3`` -> ``GiantsState.apply``."""
    tail = name.rsplit(".", 1)[-1]
    tail = re.sub(r"__mutmut_\d+$", "", tail)
    if tail.startswith("xǁ"):
        parts = tail[2:].split("ǁ")
        return ".".join(p for p in parts if p)
    return tail[2:] if tail.startswith("x_") else tail


def parse_results(text: str) -> list[Mutant]:
    """``mutmut results --all true`` lines (``name: status``) as mutants."""
    mutants = []
    for line in text.splitlines():
        match = re.match(r"^\s*(\S+__mutmut_\d+): (.+?)\s*$", line)
        if match:
            mutants.append(Mutant(match.group(1), match.group(2), function_of(match.group(1))))
    return mutants


def changed_lines(diff: str) -> tuple[str, str]:
    """The removed and the added code of a mutant's diff, each joined into one line."""
    removed = [line[1:] for line in diff.splitlines() if line.startswith("-") and not line.startswith("---")]
    added = [line[1:] for line in diff.splitlines() if line.startswith("+") and not line.startswith("+++")]
    return " ⏎ ".join(s.strip() for s in removed), " ⏎ ".join(s.strip() for s in added)


@dataclass
class Report:
    module: str
    mutants: list[Mutant]
    equivalents: list[Equivalent]
    seconds: float
    counts: dict[str, int] = field(default_factory=dict)
    equivalent_hits: list[Mutant] = field(default_factory=list)
    survivors: list[Mutant] = field(default_factory=list)
    stale: list[Equivalent] = field(default_factory=list)

    #: mutants of the module in all (tested or not)
    total: int = 0

    def __post_init__(self) -> None:
        mine = {e.key: e for e in self.equivalents if e.module == self.module}
        matched = set()
        self.total = self.total or len(self.mutants)
        self.mutants = [m for m in self.mutants if m.status != "not checked"]
        for m in self.mutants:
            self.counts[m.status] = self.counts.get(m.status, 0) + 1
            if m.status in CAUGHT:
                continue
            if m.key(self.module) in mine:
                self.equivalent_hits.append(m)
                matched.add(m.key(self.module))
            else:
                self.survivors.append(m)
        # a row can only be called stale when every mutant was tested (an untested one may be its match)
        complete = len(self.mutants) >= self.total
        self.stale = [e for k, e in mine.items() if k not in matched] if complete else []

    @property
    def caught(self) -> int:
        return sum(self.counts.get(s, 0) for s in CAUGHT)

    @property
    def score(self) -> float | None:
        judged = len(self.mutants) - len(self.equivalent_hits)
        return self.caught / judged if judged else None

    @property
    def interval(self) -> tuple[float, float] | None:
        """Wilson's 95% interval of the score, for a run that tested only part of the module."""
        judged = len(self.mutants) - len(self.equivalent_hits)
        if not judged or len(self.mutants) >= self.total:
            return None
        z, p = 1.96, self.caught / judged
        centre = (p + z * z / (2 * judged)) / (1 + z * z / judged)
        half = z * math.sqrt(p * (1 - p) / judged + z * z / (4 * judged * judged)) / (1 + z * z / judged)
        return max(0.0, centre - half), min(1.0, centre + half)

    def score_text(self) -> str:
        if self.score is None:
            return "–"
        interval = self.interval
        if interval is None:
            return f"{self.score:.1%}"
        return f"{self.score:.1%} ({interval[0]:.1%}–{interval[1]:.1%}, {len(self.mutants)} of {self.total} tested)"

    def summary_row(self) -> str:
        return (f"| {self.module} | {len(self.mutants)} | {self.caught} | {len(self.survivors)} | "
                f"{len(self.equivalent_hits)} | {self.score_text()} | {self.seconds / 60:.1f} |")

    def text(self) -> str:
        tested = "" if len(self.mutants) >= self.total else f" tested of {self.total}"
        lines = [f"{self.module}: {len(self.mutants)} mutants{tested} in {self.seconds / 60:.1f} min; "
                 + ", ".join(f"{status} {n}" for status, n in sorted(self.counts.items()))]
        lines.append(f"  equivalent (tests/mutation/equivalent.md): {len(self.equivalent_hits)}; "
                     f"score {self.score_text()} "
                     f"= caught {self.caught} / (mutants {len(self.mutants)} - equivalent {len(self.equivalent_hits)})")
        if len(self.mutants) < self.total and self.interval is not None:
            lines.append("  (a part of the module: the interval is where the whole module's score lies, 95%)")
        if self.survivors:
            lines.append("  not caught (kill it with a test, or list it as equivalent with the reason):")
            for m in self.survivors:
                lines.append(f"    [{m.status}] {m.function}: `{m.original}` -> `{m.mutant}`   ({m.name})")
        for e in self.stale:
            lines.append(f"  stale equivalent (no such mutant now; remove it): {e.function}: `{e.original}` -> `{e.mutant}`")
        return "\n".join(lines)


# --- running one module ---------------------------------------------------------------------------
def normalise(module: str) -> str:
    """``giants.scoring``, ``giants/scoring``, ``giantapp/giants/scoring.py`` -> ``giants/scoring.py``."""
    text = module.strip().replace("\\", "/")
    text = text.removeprefix("giantapp/").removeprefix("giantapp.")
    if text.endswith(".py"):
        text = text[:-3]
    text = text.replace(".", "/") + ".py"
    if text not in TARGETS:
        raise ValueError(f"no mutation target {module!r}; known: {', '.join(TARGETS)}")
    return text


def scratch_for(module: str) -> Path:
    return SCRATCH / module.removesuffix(".py").replace("/", "-")


def prepare(module: str, resume: bool) -> Path:
    """A scratch copy of the sources, tests and data with mutmut's settings for ``module``."""
    folder = scratch_for(module)
    if not resume and folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache", ".hypothesis")
    for name in ("giantapp", "tests", "resources", "tools"):  # tools: some tests import the benchmarks
        if (folder / name).exists():
            shutil.rmtree(folder / name)
        shutil.copytree(ROOT / name, folder / name, ignore=ignore)
    tests = ", ".join(json.dumps(t) for t in TARGETS[module])
    settings = (
        "\n\n# written by tools/mutation.py for one module\n[tool.mutmut]\n"
        'source_paths = ["giantapp"]\n'
        f'only_mutate = ["giantapp/{module}"]\n'
        'also_copy = ["resources", "tools"]\n'
        f"pytest_add_cli_args_test_selection = [{tests}]\n"
        # source scans read the scratch sources, which hold every mutant's text beside the original
        'pytest_add_cli_args = ["-p", "no:xdist", "-p", "no:cacheprovider", "-m", "not bundle and not source_scan"]\n'
        + ('process_isolation = "forkserver"\n' if module in FORKSERVER else "")
    )
    (folder / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text(encoding="utf-8") + settings,
                                           encoding="utf-8")
    return folder


def mutmut(folder: Path, *args: str, capture: bool = True) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [str(Path(sys.executable).parent / "mutmut"), *args]
    return subprocess.run(command, cwd=folder, env=env, text=True, check=False,
                          stdout=subprocess.PIPE if capture else None, stderr=subprocess.STDOUT if capture else None)


def run_module(module: str, children: int, resume: bool, equivalents: list[Equivalent], retest: bool = False,
               sample: int = 0, seed: int = 0) -> Report:
    folder = prepare(module, resume)
    print(f"== {module}: mutating in {folder.relative_to(ROOT)} against {', '.join(TARGETS[module])}", flush=True)
    again: list[str] = []
    if retest:  # mutmut keeps a mutant's verdict unless the mutant is named: name those not caught
        earlier = parse_results(mutmut(folder, "results", "--all", "true").stdout)
        again = [m.name for m in earlier if m.status not in CAUGHT and m.status != "not checked"]
        print(f"   testing again the {len(again)} mutants not caught before", flush=True)
    names = mutant_names(folder, module)
    if sample:
        tested = {m.name for m in parse_results(mutmut(folder, "results", "--all", "true").stdout)
                  if m.status != "not checked"} if resume else set()
        pool = sorted(set(names) - tested)
        drawn = random.Random(seed).sample(pool, min(sample, len(pool)))
        again = sorted(set(again) | set(drawn))
        print(f"   a sample of {len(drawn)} of the {len(pool)} mutants not tested yet (seed {seed})", flush=True)
        if not again:
            raise RuntimeError(f"every mutant of {module} has been tested; nothing left to sample")
    started = time.monotonic()
    done = mutmut(folder, "run", "--max-children", str(children), *again, capture=False)
    seconds = time.monotonic() - started
    if done.returncode != 0:  # a crash leaves every mutant "not checked": no score to report
        raise RuntimeError(f"mutmut failed for {module} (exit {done.returncode}); see the output above")
    results = mutmut(folder, "results", "--all", "true")
    mutants = parse_results(results.stdout)
    for m in mutants:
        if m.status not in CAUGHT and m.status != "not checked":  # an interrupted run: ~1 s a show
            m.original, m.mutant = changed_lines(mutmut(folder, "show", m.name).stdout)
    report = Report(module, mutants, equivalents, seconds, total=len(names))
    (folder / "report.txt").write_text(report.text() + "\n", encoding="utf-8")
    return report


#: makes the mutants of the scratch copy without testing them, and prints how many ``argv[1]`` has
#: (mutmut's own generation step, as ``mutmut run`` does it first)
COUNT_SCRIPT = """
import json, os, sys
from pathlib import Path
import mutmut.__main__ as m
m.set_mutant_under_test("mutant_generation")
os.makedirs("mutants", exist_ok=True)
m.copy_src_dir()
m.copy_also_copy_files()
m.setup_source_paths()
m.create_mutants(2)
meta = Path("mutants") / (sys.argv[1] + ".meta")
print(json.dumps(sorted(json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"])))
"""


def mutant_names(folder: Path, module: str) -> list[str]:
    """The names of every mutant mutmut makes of ``module`` in the prepared ``folder`` (no test is run).

    After an earlier run the names are read from mutmut's own file, which making the mutants again would
    overwrite with blank verdicts."""
    meta = folder / "mutants" / "giantapp" / f"{module}.meta"
    if meta.exists():
        return sorted(json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"])
    done = subprocess.run([str(Path(sys.executable)), "-c", COUNT_SCRIPT, f"giantapp/{module}"], cwd=folder, text=True,
                          capture_output=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"could not make the mutants of {module}: {done.stderr.strip()[-500:]}")
    return json.loads(done.stdout.splitlines()[-1])


def count_mutants(module: str) -> int:
    """How many mutants mutmut makes of ``module`` (no test is run)."""
    return len(mutant_names(prepare(module, resume=False), module))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="dev.py mutants", description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", metavar="MODULE", help="modules under giantapp/ (default: all)")
    parser.add_argument("--list", action="store_true", help="list the modules and their tests, run nothing")
    parser.add_argument("--count", action="store_true", help="count each module's mutants, run no test")
    parser.add_argument("--resume", action="store_true",
                        help="keep the results of an earlier run of the module (after an interruption)")
    parser.add_argument("--retest", action="store_true",
                        help="with --resume: test again the mutants not caught before (after new tests), "
                             "keeping the others' results")
    parser.add_argument("--sample", type=int, default=0, metavar="N",
                        help="test a seeded random sample of N mutants (with --resume: of those not tested yet)")
    parser.add_argument("--seed", type=int, default=0, help="the sample's seed (default 0)")
    parser.add_argument("--max-children", type=int, default=os.cpu_count() or 2, metavar="N",
                        help="mutants tested at once (default: the number of cores)")
    args = parser.parse_args(argv)
    if args.list:
        for module, tests in TARGETS.items():
            print(f"{module:24} {' '.join(tests)}")
        return 0
    try:
        modules = [normalise(m) for m in args.modules] or list(TARGETS)
        equivalents = read_equivalents()
    except ValueError as exc:
        print(f"dev.py mutants: {exc}", file=sys.stderr)
        return 2
    if args.count:
        for module in modules:
            try:
                print(f"{module:24} {count_mutants(module)} mutants", flush=True)
            except RuntimeError as exc:
                print(f"dev.py mutants: {exc}", file=sys.stderr)
                return 1
        return 0
    reports = []
    for module in modules:
        try:
            reports.append(run_module(module, args.max_children, args.resume or args.retest, equivalents, args.retest,
                                      args.sample, args.seed))
        except RuntimeError as exc:
            print(f"dev.py mutants: {exc}", file=sys.stderr)
            return 1
        print(reports[-1].text(), flush=True)
    print("\n| module | mutants | caught | not caught | equivalent | score | minutes |")
    print("|---|---|---|---|---|---|---|")
    for report in reports:
        print(report.summary_row())
    return 0


if __name__ == "__main__":
    sys.exit(main())

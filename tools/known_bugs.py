#!/usr/bin/env python3
"""Issue 19's known bugs, each put back on purpose, each caught by a named test: ``python3 dev.py known-bugs``.

Why: each bug below is a one-line change that once passed the whole test suite. Tests were added since;
this benchmark proves, bug by bug, that the tests named for it now fail when the bug comes back. It is a
benchmark that prints a table, not part of the normal test run (each bug runs its tests in a fresh copy).

How, for each bug: the repository's ``giantapp/``, ``tests/``, ``resources/``, ``tools/`` and
``pyproject.toml`` are copied into a scratch folder under /tmp (the work tree is never touched); the
bug's original snippet, which must occur exactly once in its file (else the list is stale and the run
stops), is replaced by the mutated one; the named tests run there with the scratch folder first on
PYTHONPATH (and the run checks that ``giantapp`` and its resources are imported from the scratch copy).
Every named test failing: CAUGHT; all passing: MISSED; only some failing: PARTLY (the list
names a test that does not catch the bug, which counts as a failure of the run too). Finally the same tests run on an unmutated copy and must
pass (otherwise "caught" would mean nothing).

Usage::

    python tools/known_bugs.py                 # every bug; a table, then one JSON line
    python tools/known_bugs.py --only 3 8      # some bugs (ids as in --list)
    python tools/known_bugs.py --list          # the bugs, their mutations and tests; runs nothing

Exit code 0 when every bug run is CAUGHT and the unmutated tests pass, 1 otherwise, 2 when the list is
stale (a snippet not found exactly once) or a scratch copy is not what gets imported.

``tests/mutation/test_known_bugs.py`` checks, without running any test, that every original snippet is
still in the sources exactly once, so a refactor that removes one forces this list to be updated.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: what a scratch copy holds (everything the tests import or read)
COPIED = ("giantapp", "tests", "resources", "tools", "pyproject.toml")
#: seconds one test run may take; a mutant that hangs its tests counts as caught (as in mutation testing)
TIMEOUT = 900
#: the project's virtual environment (``dev.py`` creates it) when there is one: it has pytest and Qt
PYTHON = next((str(p) for p in (ROOT / ".venv" / "bin" / "python", ROOT / ".venv" / "Scripts" / "python.exe")
               if p.exists()), sys.executable)


@dataclass(frozen=True)
class KnownBug:
    """One bug of issue 19: in ``file``, ``original`` (exactly once there) becomes ``mutated``."""

    id: str
    what: str
    file: str
    original: str
    mutated: str
    tests: tuple[str, ...]


BUGS: tuple[KnownBug, ...] = (
    KnownBug(
        "1", "Giants: at equal prestige the relay takes a borrowed chief over borrowed workers",
        "giantapp/giants/transport.py",
        "if option_ws and (not option_chief or option_ws[0] <= option_chief[0]):",
        "if option_ws and (not option_chief or option_ws[0] < option_chief[0]):",
        ("tests/giants/test_transport.py::test_at_equal_prestige_borrowed_workers_carry_before_a_borrowed_chief",)),
    KnownBug(
        "2", "Giants: a second hat on a crowned moai accepted by apply (the legal-action list still right)",
        "giantapp/giants/checks.py",
        "        if ahu in state.ahu_hat:\n",
        "        if ahu in state.ahu_hat and quiet:\n",
        ("tests/giants/test_rare_rules.py::test_a_crowned_moai_takes_no_second_hat",
         "tests/giants/test_listed_equals_accepted.py::test_listed_equals_accepted_in_rare_positions")),
    KnownBug(
        "2b", "Giants: a second hat on a crowned moai listed and accepted",
        "giantapp/giants/checks.py",
        "        if ahu in state.ahu_hat:\n",
        "        if False:\n",
        ("tests/giants/test_rare_rules.py::test_a_crowned_moai_takes_no_second_hat",
         "tests/giants/test_listed_equals_accepted.py::test_the_rare_positions_offer_what_they_were_built_for")),
    KnownBug(
        "3", "Giants: a second look under the same ahu accepted",
        "giantapp/giants/checks.py",
        "if (seat, ahu) in state.looks:",
        "if (ahu, seat) in state.looks:",
        ("tests/giants/test_rules.py::test_hidden_ownership_and_looking",)),
    KnownBug(
        "4", "Giants: the game end 'nobody can ever erect again' never fires",
        "giantapp/giants/state.py",
        "        return not room\n",
        "        return False\n",
        ("tests/giants/test_rare_rules.py::test_the_game_ends_when_nobody_can_ever_erect_again",)),
    KnownBug(
        "5", "Giants: the chief's once-per-round power is never reset",
        "giantapp/giants/state.py",
        "self.chief_power_used[s] = False",
        "self.chief_power_used[s] = self.chief_power_used[s]",
        ("tests/giants/test_rare_rules.py::test_the_chief_may_act_again_in_the_next_round",)),
    KnownBug(
        "6", "Giants privacy: other seats' bases behind the screen no longer hidden",
        "giantapp/giants/observation.py",
        "obs.screen_bases[s] = None",
        "obs.screen_bases[s] = state.screen_bases[s]",
        ("tests/giants/test_observation.py::test_bases_and_logs_behind_other_screens_hidden_unless_open_screens",
         "tests/privacy/test_observations.py::test_giants_observations_keep_every_secret")),
    KnownBug(
        "6b", "Giants privacy: other seats' logs behind the screen no longer hidden",
        "giantapp/giants/observation.py",
        "obs.screen_logs[s] = None",
        "obs.screen_logs[s] = state.screen_logs[s]",
        ("tests/giants/test_observation.py::test_bases_and_logs_behind_other_screens_hidden_unless_open_screens",
         "tests/privacy/test_observations.py::test_giants_observations_keep_every_secret")),
    KnownBug(
        "7", "`giantapp render --seat K` draws the public view, though it says seat K",
        "giantapp/cli/render.py",
        "session = Session(record, state=state, viewer=viewer)",
        "session = Session(record, state=state, viewer=None)",
        ("tests/privacy/test_render_seat.py",)),
    KnownBug(
        "7b", "`giantapp render --seat K` drops K before drawing: the public view is drawn",
        "giantapp/cli/render.py",
        "return render_png(record, state, None if args.seat is None else args.seat - 1, args.out, (width, height))",
        "return render_png(record, state, None, args.out, (width, height))",
        ("tests/privacy/test_render_seat.py",)),
    KnownBug(
        "8", "Hawaii: KANE's tiki offered with no room left on the board",
        "giantapp/hawaii/chiefs.py",
        "if self.supply[tiki_place][TIKI] <= 0 or not self.player[seat].realm.room_for(TIKI, 1, e):",
        "if self.supply[tiki_place][TIKI] <= 0:",
        ("tests/hawaii/test_chiefs.py::test_kane_offers_no_tiki_when_the_top_bar_is_full",)),
    KnownBug(
        "9", "Hawaii: a double kahuna or tiki accepted with one left in the supply",
        "giantapp/hawaii/chiefs.py",
        "if count == 2 and self.supply[a.place][a.tile] < 2:",
        "if count == 2 and self.supply[a.place][a.tile] < 1:",
        ("tests/hawaii/test_chiefs.py::test_a_double_purchase_needs_two_left_in_the_supply",)),
    KnownBug(
        "9b", "Hawaii: a double kahuna or tiki listed with one left in the supply",
        "giantapp/hawaii/moves.py",
        "if count >= 2 and realm.room_for(tile, 2, edition):",
        "if count >= 1 and realm.room_for(tile, 2, edition):",
        ("tests/hawaii/test_chiefs.py::test_a_double_purchase_needs_two_left_in_the_supply",)),
    KnownBug(
        "10", "Hawaii: a wrong dock value in the edition data (dock 4 scores 8, not 9)",
        "resources/hawaii/edition.json",
        '{"dock": 4, "feet": 6, "points": 9}',
        '{"dock": 4, "feet": 6, "points": 8}',
        ("tests/spec/test_resources_match_spec.py::test_resources_agree_with_the_spec_json",
         "tests/hawaii/test_data.py::test_the_shipped_edition_has_the_numbers_of_the_rules_text")),
    KnownBug(
        "11", "Session: undo no longer writes the autosave (the file keeps the undone action)",
        "giantapp/app/session/mediator.py",
        "        self._changed()\n        self._autosave()\n        taken_back = ",
        "        self._changed()\n        taken_back = ",
        ("tests/app/test_autosave.py::test_undo_and_redo_are_autosaved",)),
)


class StaleList(Exception):
    """A snippet of the list is not in its file exactly once, or a scratch copy is not what is imported."""


def snippet_problems(root: Path = ROOT, bugs: tuple[KnownBug, ...] = BUGS) -> list[str]:
    """Why the list does not fit the sources under ``root`` (empty when every original is there once)."""
    problems = []
    for bug in bugs:
        path = root / bug.file
        if not path.is_file():
            problems.append(f"bug {bug.id}: {bug.file} does not exist")
            continue
        count = path.read_text(encoding="utf-8").count(bug.original)
        if count != 1:
            problems.append(f"bug {bug.id}: the original snippet occurs {count} times in {bug.file}, not once: "
                            f"{bug.original!r}")
    return problems


def _changed_lines(bug: KnownBug) -> list[str]:
    """The mutation as diff lines ("- old", "+ new"), without the unchanged context."""
    import difflib
    return [line for line in difflib.ndiff(bug.original.splitlines(), bug.mutated.splitlines()) if line[:1] in "+-"]


def changed_line_count(bug: KnownBug) -> int:
    """How many lines the mutation changes (the list promises one-line changes)."""
    diff = _changed_lines(bug)
    return max(sum(1 for line in diff if line[0] == "-"), sum(1 for line in diff if line[0] == "+"))


def scratch_copy(label: str) -> Path:
    """A fresh copy of what the tests need, under /tmp."""
    scratch = Path(tempfile.mkdtemp(prefix=f"giantapp-known-bug-{label}-", dir="/tmp"))
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache", ".hypothesis")
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, scratch / name, ignore=ignore)
        else:
            shutil.copy2(source, scratch / name)
    return scratch


def mutate(scratch: Path, bug: KnownBug) -> None:
    path = scratch / bug.file
    text = path.read_text(encoding="utf-8")
    if text.count(bug.original) != 1:
        raise StaleList(f"bug {bug.id}: the original snippet occurs {text.count(bug.original)} times in "
                        f"{bug.file}, not once - update tools/known_bugs.py: {bug.original!r}")
    path.write_text(text.replace(bug.original, bug.mutated), encoding="utf-8")


def _env(scratch: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1")
    env["PYTHONPATH"] = os.pathsep.join([str(scratch), *filter(None, [os.environ.get("PYTHONPATH")])])
    return env


def check_imports_from(scratch: Path) -> None:
    """The scratch copy's giantapp and resources are what the tests will import (not the work tree's)."""
    probe = ("import giantapp, giantapp.resources as r; "
             "print(giantapp.__file__); print(r.resources_root())")
    out = subprocess.run([PYTHON, "-c", probe], cwd=scratch, env=_env(scratch),
                         capture_output=True, text=True, check=False)
    lines = out.stdout.split()
    if out.returncode != 0 or len(lines) != 2 or not all(Path(p).resolve().is_relative_to(scratch.resolve())
                                                         for p in lines):
        raise StaleList(f"the scratch copy {scratch} is not what gets imported: {out.stdout.strip()!r} "
                        f"{out.stderr.strip()[-300:]!r}")


def _belongs(case: tuple[str, str], node: str) -> bool:
    """Whether a JUnit test case (classname, name) is one of the tests ``node`` names."""
    classname, name = case
    path, _, function = node.partition("::")
    module = path.removesuffix(".py").replace("/", ".")
    if not function:
        return classname == module or classname.startswith(module + ".")
    return (classname == module or classname.startswith(module + ".")) and (
        name == function or name.split("[")[0] == function.split("[")[0] and "[" not in function)


def run_tests(scratch: Path, tests: tuple[str, ...]) -> dict:
    """Run ``tests`` in ``scratch``: {"status": "passed" | "failed" | "timeout" | "error", "summary": pytest's
    last line, "seconds", "failing": the named tests (nodes of ``tests``) with at least one failing case}."""
    report = scratch / "known-bugs-junit.xml"
    report.unlink(missing_ok=True)
    command = [PYTHON, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
               f"--junitxml={report}", *tests]
    start = time.monotonic()
    try:
        out = subprocess.run(command, cwd=scratch, env=_env(scratch), capture_output=True, text=True,
                             timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "summary": f"no result after {TIMEOUT} s",
                "seconds": round(time.monotonic() - start, 1), "failing": list(tests)}
    seconds = round(time.monotonic() - start, 1)
    last = (out.stdout.strip().splitlines() or [""])[-1]
    status = {0: "passed", 1: "failed"}.get(out.returncode, "error")
    if status == "error":
        last = f"pytest exit {out.returncode}: {last or out.stderr.strip()[-200:]}"
    failed_cases = []
    if report.is_file():
        import xml.etree.ElementTree as ET
        for case in ET.parse(report).iter("testcase"):
            if case.find("failure") is not None or case.find("error") is not None:
                failed_cases.append((case.get("classname", ""), case.get("name", "")))
    failing = [node for node in tests if any(_belongs(case, node) for case in failed_cases)]
    return {"status": status, "summary": last, "seconds": seconds, "failing": failing}


def run_bug(bug: KnownBug, keep: bool) -> dict:
    scratch = scratch_copy(bug.id)
    try:
        mutate(scratch, bug)
        check_imports_from(scratch)
        result = run_tests(scratch, bug.tests)
    finally:
        if not keep:
            shutil.rmtree(scratch, ignore_errors=True)
    if result["status"] == "error":
        verdict = "ERROR"
    elif result["status"] == "timeout" or len(result["failing"]) == len(bug.tests):
        verdict = "CAUGHT"  # every named test fails (or the tests hang)
    elif result["failing"]:
        verdict = "PARTLY"  # caught, but not by every test named for it: the list says more than is true
    else:
        verdict = "MISSED"
    return {"id": bug.id, "verdict": verdict, **result}


def run_unmutated(bugs: list[KnownBug], keep: bool) -> dict[str, str]:
    """{bug id: "passed" | ...} for the bugs' tests on an unmutated copy: all at once, per bug if that fails."""
    scratch = scratch_copy("unmutated")
    try:
        check_imports_from(scratch)
        every = tuple(dict.fromkeys(t for bug in bugs for t in bug.tests))
        if run_tests(scratch, every)["status"] == "passed":
            return {bug.id: "passed" for bug in bugs}
        return {bug.id: run_tests(scratch, bug.tests)["status"] for bug in bugs}
    finally:
        if not keep:
            shutil.rmtree(scratch, ignore_errors=True)


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def list_bugs(bugs: list[KnownBug]) -> None:
    for bug in bugs:
        print(f"{bug.id}: {bug.what}\n    {bug.file}")
        for line in _changed_lines(bug):
            print(f"    {line[0]} {line[2:].strip()}")
        for test in bug.tests:
            print(f"    test: {test}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="+", metavar="ID", help="run only these bugs (ids as in --list)")
    parser.add_argument("--list", action="store_true", help="print the bugs and their tests; run nothing")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folders (to look at a run)")
    args = parser.parse_args(argv)
    bugs = list(BUGS)
    if args.only:
        unknown = sorted(set(args.only) - {bug.id for bug in BUGS})
        if unknown:
            parser.error(f"no known bug with id {', '.join(unknown)}; ids: {' '.join(b.id for b in BUGS)}")
        bugs = [bug for bug in BUGS if bug.id in args.only]
    if args.list:
        list_bugs(bugs)
        return 0
    stale = snippet_problems(ROOT, tuple(bugs))
    if stale:
        print("the list of known bugs is stale:\n" + "\n".join(stale), file=sys.stderr)
        return 2
    results = []
    try:
        for bug in bugs:
            print(f"[known-bugs] bug {bug.id}: {bug.what}", flush=True)
            result = run_bug(bug, args.keep)
            print(f"[known-bugs]   {result['verdict']} ({result['summary']}, {result['seconds']} s)", flush=True)
            results.append(result)
        print("[known-bugs] the same tests without any mutation", flush=True)
        unmutated = run_unmutated(bugs, args.keep)
    except StaleList as exc:
        print(exc, file=sys.stderr)
        return 2
    for result in results:
        result["unmutated"] = unmutated[result["id"]]
    by_id = {bug.id: bug for bug in bugs}
    rows = [["bug", "verdict", "failing", "unmutated", "file", "what", "tests"]]
    for r in results:
        bug = by_id[r["id"]]
        rows.append([bug.id, r["verdict"], f"{len(r['failing'])}/{len(bug.tests)}", r["unmutated"], bug.file,
                     bug.what, " ".join(t.split("::")[-1] if "::" in t else t for t in bug.tests)])
    print()
    print(_table(rows))
    missed = [r["id"] for r in results if r["verdict"] != "CAUGHT"]
    broken = [r["id"] for r in results if r["unmutated"] != "passed"]
    print(json.dumps({"bugs": len(results), "caught": len(results) - len(missed), "missed": missed,
                      "unmutated_failing": broken, "results": results}))
    return 1 if missed or broken else 0


if __name__ == "__main__":
    sys.exit(main())

"""tools/known_bugs.py (``python3 dev.py known-bugs``): issue 19's bugs as data, each a one-line mutation
and the tests that must catch it. Running them is a benchmark (minutes); this only checks, without running
any test, that the list still fits the sources, so a refactor that removes a snippet forces an update."""

from __future__ import annotations

from pathlib import Path

from tools.known_bugs import BUGS, ROOT, KnownBug, changed_line_count, main, snippet_problems


def test_every_original_snippet_is_in_its_file_exactly_once():
    assert snippet_problems(ROOT) == []


def test_every_entry_is_a_one_line_change_with_named_tests_that_exist():
    assert len({bug.id for bug in BUGS}) == len(BUGS)
    for bug in BUGS:
        assert bug.what and bug.original != bug.mutated, bug.id
        assert changed_line_count(bug) == 1, f"bug {bug.id} changes more than one line"
        assert bug.tests, f"bug {bug.id} names no test"
        for node in bug.tests:
            path, _, name = node.partition("::")
            source = ROOT / path
            assert source.is_file(), f"bug {bug.id}: {path} does not exist"
            assert not name or f"def {name.split('[')[0]}(" in source.read_text(encoding="utf-8"), \
                f"bug {bug.id}: {path} has no test {name}"


def test_a_missing_or_repeated_snippet_is_reported(tmp_path: Path):
    (tmp_path / "f.py").write_text("x = 1\nx = 1\n", encoding="utf-8")
    twice = KnownBug("t", "what", "f.py", "x = 1", "x = 2", ("tests/x.py",))
    gone = KnownBug("u", "what", "f.py", "y = 1", "y = 2", ("tests/x.py",))
    missing = KnownBug("v", "what", "g.py", "y = 1", "y = 2", ("tests/x.py",))
    problems = snippet_problems(tmp_path, (twice, gone, missing))
    assert [p.split(":")[0] for p in problems] == ["bug t", "bug u", "bug v"]
    assert "occurs 2 times" in problems[0] and "occurs 0 times" in problems[1] and "does not exist" in problems[2]


def test_list_prints_every_bug_and_runs_nothing(capsys):
    assert main(["--list"]) == 0
    out = capsys.readouterr().out
    assert all(f"{bug.id}: {bug.what}" in out for bug in BUGS)

"""tools/mutation.py (``python3 dev.py mutants``): the equivalents file, mutmut's results and the score.

The mutation run itself is a benchmark (minutes per module) and is not part of the test suite; these
tests check the parts that decide what it reports."""

from __future__ import annotations

import pytest

from tools.mutation import (
    EQUIVALENTS, TARGETS, Equivalent, Mutant, Report, changed_lines, function_of, normalise, parse_results,
    read_equivalents,
)


def test_the_equivalents_file_reads_and_names_only_known_modules():
    rows = read_equivalents(EQUIVALENTS)
    assert rows, "tests/mutation/equivalent.md lists no mutant"
    assert {row.module for row in rows} <= set(TARGETS)
    assert all(row.why and row.original != row.mutant for row in rows)


def test_a_table_row_keeps_code_with_bars_and_a_malformed_row_is_named(tmp_path):
    path = tmp_path / "equivalent.md"
    path.write_text(
        "Some words.\n\n"
        "| module | function | original line | mutant line | why the behaviour cannot change |\n"
        "|---|---|---|---|---|\n"
        "| giants/state.py | GiantsState.f | `a = b \\| c` | `a = b & c` | b and c are never both set |\n"
        "\n| not | the | table |\n",
        encoding="utf-8")
    assert read_equivalents(path) == [Equivalent("giants/state.py", "GiantsState.f", "a = b | c", "a = b & c",
                                                 "b and c are never both set")]
    path.write_text(path.read_text(encoding="utf-8").replace("| b and c are never both set |", "| |"),
                    encoding="utf-8")
    with pytest.raises(ValueError, match=r"equivalent.md:5: a row needs 5 filled cells"):
        read_equivalents(path)


def test_mutant_names_give_the_function():
    assert function_of("giantapp.giants.scoring.x_breakdown__mutmut_38") == "breakdown"
    assert function_of("giantapp.giants.state.xǁGiantsStateǁ_apply_look__mutmut_3") == "GiantsState._apply_look"


def test_results_and_diffs_are_read_from_mutmuts_output():
    text = ("    giantapp.giants.scoring.x_breakdown__mutmut_1: killed\n"
            "    giantapp.giants.scoring.x_breakdown__mutmut_22: survived\n"
            "    giantapp.giants.scoring.x_winners__mutmut_2: no tests\n")
    assert [(m.name.rsplit("_", 1)[-1], m.status, m.function) for m in parse_results(text)] == [
        ("1", "killed", "breakdown"), ("22", "survived", "breakdown"), ("2", "no tests", "winners")]
    diff = ("# giantapp.giants.scoring.x_breakdown__mutmut_22: survived\n--- giantapp/giants/scoring.py\n"
            "+++ giantapp/giants/scoring.py\n@@ -5,7 +5,7 @@\n         for ahu_id, moai in x:\n"
            "-            owner = state.ahu_owner.get(ahu_id, -1)\n+            owner = state.ahu_owner.get(ahu_id, None)\n")
    assert changed_lines(diff) == ("owner = state.ahu_owner.get(ahu_id, -1)", "owner = state.ahu_owner.get(ahu_id, None)")


def test_the_score_leaves_out_listed_equivalents_and_reports_stale_ones():
    mutants = [Mutant(f"m.x_f__mutmut_{i}", "killed", "f") for i in range(7)]
    mutants += [Mutant("m.x_f__mutmut_7", "timeout", "f"),
                Mutant("m.x_f__mutmut_8", "survived", "f", "x = 1", "x = 2"),
                Mutant("m.x_f__mutmut_9", "survived", "f", "y  =  1", "y = 2"),
                Mutant("m.x_f__mutmut_10", "no tests", "f", "z = 1", "z = 2")]
    equivalents = [Equivalent("giants/scoring.py", "f", "y = 1", "y = 2", "y is never read"),
                   Equivalent("giants/scoring.py", "f", "w = 1", "w = 2", "gone since"),
                   Equivalent("hawaii/moves.py", "f", "x = 1", "x = 2", "another module")]
    report = Report("giants/scoring.py", mutants, equivalents, seconds=90)
    assert report.caught == 8  # killed and timed out
    assert [m.name for m in report.equivalent_hits] == ["m.x_f__mutmut_9"]  # spaces do not matter
    assert [m.name for m in report.survivors] == ["m.x_f__mutmut_8", "m.x_f__mutmut_10"]
    assert [e.original for e in report.stale] == ["w = 1"]
    assert report.score == pytest.approx(8 / 10)
    assert report.summary_row() == "| giants/scoring.py | 11 | 8 | 2 | 1 | 80.0% | 1.5 |"
    assert "stale equivalent" in report.text() and "`x = 1` -> `x = 2`" in report.text()


def test_module_names_are_read_in_several_spellings():
    for spelling in ("giants/scoring.py", "giants.scoring", "giants/scoring", "giantapp/giants/scoring.py"):
        assert normalise(spelling) == "giants/scoring.py"
    with pytest.raises(ValueError, match="no mutation target 'giants/words.py'"):
        normalise("giants/words.py")


def test_a_part_of_a_module_is_scored_on_what_was_tested_with_its_interval():
    mutants = [Mutant(f"m.x_f__mutmut_{i}", "killed", "f") for i in range(90)]
    mutants += [Mutant(f"m.x_f__mutmut_{i}", "survived", "f", f"x = {i}", "x = 0") for i in range(90, 100)]
    mutants += [Mutant(f"m.x_f__mutmut_{i}", "not checked", "f") for i in range(100, 400)]
    equivalents = [Equivalent("giants/scoring.py", "f", "w = 1", "w = 2", "matches an untested mutant, maybe")]
    report = Report("giants/scoring.py", mutants, equivalents, seconds=60, total=400)
    assert len(report.mutants) == 100 and len(report.survivors) == 10  # the untested are neither
    assert report.score == pytest.approx(0.9)
    low, high = report.interval
    assert low == pytest.approx(0.826, abs=0.001) and high == pytest.approx(0.945, abs=0.001)  # Wilson, 95%
    assert report.stale == []  # an untested mutant may be the row's match
    assert report.summary_row() == "| giants/scoring.py | 100 | 90 | 10 | 0 | 90.0% (82.6%–94.5%, 100 of 400 tested) | 1.0 |"
    complete = Report("giants/scoring.py", mutants[:100], [], seconds=60)
    assert complete.interval is None and complete.score_text() == "90.0%"

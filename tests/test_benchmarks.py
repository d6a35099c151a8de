"""The benchmark commands run in a tiny mode and print one JSON line with their figures.

No timing is asserted (speed targets are the benchmarks' business, and the machine is shared): these
tests check that each command still works, measures what it says (the real tables, both games,
python-chess beside the rules) and reports it in the documented shape.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_tool(name: str, *args: str, timeout: float = 300) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / name), *args], capture_output=True, text=True,
                          env=env, cwd=str(ROOT), timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == 1, done.stdout
    return json.loads(lines[0])


def summary_ok(figures: dict | None, n: int | None = None) -> None:
    assert figures is not None and set(figures) == {"p50", "p95", "max", "n"}
    assert 0 <= figures["p50"] <= figures["p95"] <= figures["max"]
    if n is not None:
        assert figures["n"] == n


@pytest.mark.parametrize("tool", ["bench_launch.py", "bench_redraw.py", "bench_rules.py", "bench_hard_variants.py"])
def test_every_benchmark_explains_itself(tool):
    done = subprocess.run([sys.executable, str(ROOT / "tools" / tool), "--help"], capture_output=True, text=True,
                          cwd=str(ROOT), timeout=120)
    assert done.returncode == 0 and "usage:" in done.stdout and "JSON" in done.stdout


def test_bench_rules_plays_both_games_and_chess():
    out = run_tool("bench_rules.py", "--games", "1", "--seed", "5")
    assert out["bench"] == "rules" and (out["games"], out["players"], out["seed"]) == (1, 4, 5)
    for title in ("giants", "hawaii"):
        assert set(out[title]) == {"observed", "full"}
        for loop in out[title].values():
            assert set(loop) == {"games", "actions", "seconds", "actions_per_s", "digest"}
            assert loop["games"] == 1 and loop["actions"] > 50 and loop["actions_per_s"] > 0
        # both loops play the same seeded game, so they agree on every action
        assert out[title]["observed"]["digest"] == out[title]["full"]["digest"]
    chess = out["chess"]
    assert chess is not None, "python-chess belongs to the test setup (dev.py installs the bench extra)"
    assert chess["games"] == 2 and chess["moves"] > 0  # twice --games by default and chess["moves_per_s"] > 0
    assert set(out["ratios"]) == {"giants_observed", "giants_full", "hawaii_observed", "hawaii_full"}
    assert all(ratio > 0 for ratio in out["ratios"].values())


def test_bench_rules_is_deterministic_and_runs_without_chess():
    first = run_tool("bench_rules.py", "--games", "1", "--game", "hawaii", "--chess-games", "0")
    again = run_tool("bench_rules.py", "--games", "1", "--game", "hawaii", "--chess-games", "0")
    assert first["chess"] is None and first["ratios"] == {} and "giants" not in first
    assert first["hawaii"]["full"]["digest"] == again["hawaii"]["full"]["digest"]
    assert first["hawaii"]["full"]["actions"] == again["hawaii"]["full"]["actions"]


def test_bench_redraw_times_the_real_tables_of_both_games():
    out = run_tool("bench_redraw.py", "--updates", "4", "--animated", "12", "--round", "2")
    assert out["bench"] == "redraw" and out["platform"] == "offscreen" and out["size"] == "1280x800"
    for title, table in (("giants", "GiantsTable"), ("hawaii", "HawaiiTable")):
        figures = out[title]
        assert figures["table"] == table  # the title's own table, not the generic fallback
        assert figures["players"] == 5 and figures["round"] == 2 and figures["restarts"] == 0
        assert figures["updates"] >= 16
        summary_ok(figures["update"], figures["updates"])
        summary_ok(figures["update_cpu"], figures["updates"])
        summary_ok(figures["frame"])
        summary_ok(figures["frame_cpu"], figures["frame"]["n"])
        assert figures["frame"]["n"] >= 4
        assert 0 <= figures["blank_frames"] <= figures["frame"]["n"]
        animation = figures["animation"]  # twelve computer moves and draws: something slid
        assert set(animation) == {"frame_interval", "frame_cpu", "frames", "late_frames"}
        summary_ok(animation["frame_interval"], animation["frames"])
        summary_ok(animation["frame_cpu"], animation["frames"])
        assert 0 <= animation["late_frames"] <= animation["frames"]


def test_bench_redraw_ends_a_frame_at_a_blank_redraw_or_at_the_paint_after_its_own_redraw():
    """The redraw benchmark's frames: a change whose redraw changed nothing on the board (``blank_redraw``)
    ends there; a change drawn by a redraw that changed the board ends at the paint after it, even when a
    blank redraw of a later change comes first."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_redraw", ROOT / "tools" / "bench_redraw.py")
    bench_redraw = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench_redraw)

    class Table:
        redraws = 0

    bench = bench_redraw.Bench(None, "giants", None, 1, (10, 10), None)
    bench.table, bench.watch = Table(), object()
    bench._on_begin()  # change A, before the first redraw
    bench.table.redraws = 1
    bench._on_blank()  # A's redraw changed nothing: A's frame ends
    assert len(bench.frame_ms) == 1 and bench.blank_frames == 1 and bench._unpainted == []
    bench._on_begin()  # change B, drawn by redraw 2, which changes the board
    bench.table.redraws = 2
    bench._on_begin()  # change C, drawn by the blank redraw 3
    bench.table.redraws = 3
    bench._on_blank()
    assert len(bench.frame_ms) == 2 and [c[2] for c in bench._unpainted] == [1]  # B waits for its paint
    bench._on_paint(3, 0.0, 0.0)
    assert len(bench.frame_ms) == 3 and bench._unpainted == [] and bench.blank_frames == 2


def test_bench_launch_compares_giantapp_with_a_bare_window():
    out = run_tool("bench_launch.py", "--repeats", "1", "--resume", "--platform", "offscreen")
    assert out["bench"] == "launch" and out["platform"] == "offscreen" and out["repeats"] == 1
    for name in ("bare_ms", "giantapp_ms", "giantapp_resume_ms"):
        assert set(out[name]) == {"median", "min", "max", "runs"} and len(out[name]["runs"]) == 1
        assert out[name]["median"] > 0
    assert out["ratio"] > 0 and out["resume_ratio"] > 0 and out["ratio_of_minimums"] > 0
    if os.name == "posix":  # the children's CPU time, reported where the system has it
        for name in ("bare_cpu_ms", "giantapp_cpu_ms", "giantapp_resume_cpu_ms"):
            assert len(out[name]["runs"]) == 1 and out[name]["median"] > 0
        assert out["cpu_ratio"] > 0
    assert out["heavy_modules_at_paint"] == {"giantapp": [], "giantapp_resume": []}


def test_bench_hard_variants_pairs_variants_by_seed():
    out = run_tool("bench_hard_variants.py", "--game", "hawaii", "--games", "2", "--seed", "7", "--others", "random",
                   "--budget-ms", "5", "--variant", "", "--variant", "finalists=3,knowledge.hard_playout_turns=1")
    assert (out["bench"], out["game"], out["seed"], out["games"], out["others"]) == ("hard_variants", "hawaii", 7, 2, "random")
    base, variant = out["variants"]
    assert base["variant"] == "" and variant["variant"] == "finalists=3,knowledge.hard_playout_turns=1"
    for entry in (base, variant):
        assert entry["games"] == 2 and 0 <= entry["wins"] <= 2 and entry["win_rate"] == round(entry["wins"] / 2, 4)
        assert 0 < entry["decision_ms"]["p50"] <= entry["decision_ms"]["p95"]
    assert base["paired_lead_change"] is None
    low, high = variant["paired_lead_ci95"]
    assert low <= variant["paired_lead_change"] <= high
    assert variant["paired_lead_change"] == round(variant["lead"] - base["lead"], 2)  # both finished the same seeds


def test_bench_hard_variants_refuses_unknown_settings():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_hard_variants.py"), "--game", "giants",
                           "--variant", "patience=3"], capture_output=True, text=True, cwd=str(ROOT), timeout=120)
    assert done.returncode == 2 and "'patience' is not a numeric setting of HardAgent" in done.stderr


def test_a_variant_changes_only_its_own_agent():
    from giantapp.ai.hard import HardAgent
    from giantapp.ai.knowledge import Knowledge
    from tools import bench_hard_variants as tool

    shipped = HardAgent("giants")
    before = (shipped.finalists, shipped.knowledge.hard_playout_turns)
    base_turns = Knowledge.hard_playout_turns
    agent = tool.build_hard("giants", tool.parse_variant(f"finalists={before[0] + 1}, knowledge.hard_playout_turns={before[1] + 1}"))
    assert (agent.finalists, agent.knowledge.hard_playout_turns) == (before[0] + 1, before[1] + 1)
    assert (HardAgent.finalists, HardAgent("giants").knowledge.hard_playout_turns) == before
    assert Knowledge.hard_playout_turns == base_turns  # the base class is not touched either
    with pytest.raises(ValueError, match="NAME=VALUE"):
        tool.parse_variant("finalists")

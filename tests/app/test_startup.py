"""Start-up: the window and its start page (with the list of unfinished games) appear without the rules
or their libraries.

The subprocess tests start the real command (``python -m giantapp``) offscreen with the benchmark's
paint probe (tools/bench_launch.py) and look at which modules were imported when the start page was
first painted. No timing is asserted: speed is the benchmark's business.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from giantapp.app import saves
from giantapp.cli.main import window_only
from tools import bench_launch

HEAVY = {"networkx", "shapely", "numpy", "giantapp.giants", "giantapp.hawaii", "giantapp.ai"}


@pytest.fixture
def home():
    folder = Path(tempfile.mkdtemp(prefix="giantapp-startup-"))
    (folder / "data").mkdir()
    (folder / "config").mkdir()
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_the_probe_watches_exactly_the_heavy_modules():
    assert set(bench_launch.HEAVY) == HEAVY


def test_the_start_page_is_painted_without_the_rules(home):
    env = bench_launch.child_env(home, "central", "offscreen")
    elapsed, loaded = bench_launch.run_once(bench_launch.GIANTAPP, env, timeout=120)
    assert elapsed > 0
    assert loaded == []


def test_the_start_page_listing_an_unfinished_game_is_painted_without_the_rules(home):
    path = bench_launch.write_autosave(home / "data")
    assert saves.read_summary(path).names == ("Ana", "Bo", "Cy", "Di")
    env = bench_launch.child_env(home, "central", "offscreen")
    _, loaded = bench_launch.run_once(bench_launch.GIANTAPP, env, timeout=120)
    assert loaded == []


def test_the_bare_window_is_probed_the_same_way(home):
    _, loaded = bench_launch.run_once(bench_launch.BARE, bench_launch.child_env(home, "central", "offscreen"), timeout=120)
    assert loaded == []


# --- the command line opens the window without loading its subcommands ------------------------------
@pytest.mark.parametrize("argv, window", [
    ([], True), (["--open", "game.json"], True), (["--open=game.json"], True), (["--version"], True),
    (["--review", "game.json"], True), (["--review=game.json"], True),
    (["replay", "x.json"], False), (["--help"], False), (["-h"], False), (["--bogus"], False),
    (["selftest"], False), (["hint", "--record", "x.json", "--seat", "1"], False),
])
def test_only_a_window_command_skips_the_subcommands(argv, window):
    assert window_only(argv) is window

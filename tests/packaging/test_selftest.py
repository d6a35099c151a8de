"""`giantapp --selftest` from the source checkout: each check, its failure messages and the exit code."""

import json
import shutil

import pytest

from giantapp.cli import main as cli
from giantapp.cli import selftest


def test_resources_check_counts_every_kind_of_file(qapp):
    check = selftest.check_resources()
    assert check.ok, check.detail
    assert "6 help texts" in check.detail and "2 translations" in check.detail


def test_a_broken_resource_fails_with_its_name(qapp, tmp_path, monkeypatch):
    from giantapp import resources

    copy = tmp_path / "resources"
    shutil.copytree(resources.resources_root(), copy)
    (copy / "help" / "tooltips.json").write_text("{ not json", encoding="utf-8")
    (copy / "help" / "hawaii.zh_CN.md").unlink()
    (copy / "icons" / "giantapp.svg").write_text("<svg", encoding="utf-8")
    monkeypatch.setattr(resources, "resources_root", lambda: copy)
    check = selftest.check_resources()
    assert not check.ok
    assert "help/tooltips.json" in check.detail
    assert "hawaii.zh_CN.md" in check.detail
    assert "icons/giantapp.svg: not a valid SVG" in check.detail


def test_languages_check_sees_every_language_change_the_text(qapp):
    check = selftest.check_languages()
    assert check.ok, check.detail
    assert "zh_TW: 中石像（2 號）" in check.detail and "zh_CN: 中石像（2 号）" in check.detail


def test_a_short_computer_game_is_played_to_the_end(qapp):
    check, played = selftest.check_game("hawaii", seed=3, max_actions=20_000)
    assert check.ok and played.state.is_terminal()
    assert f"{played.actions} actions" in check.detail
    check, played = selftest.check_game("giants", seed=3, max_actions=20_000, level="random")
    assert check.ok and "(random)" in check.detail and played.state.is_terminal()


def test_a_game_that_does_not_end_is_a_failed_check(qapp):
    check = selftest._guarded("hawaii game", lambda: selftest.check_game("hawaii", seed=3, max_actions=5)[0])
    assert not check.ok and "did not end within 5 actions" in check.detail


def test_the_command_prints_every_check_and_exits_1_on_a_failure(qapp, capsys, monkeypatch):
    monkeypatch.setattr(selftest, "check_board",
                        lambda name, played, shots: selftest.Check(f"{name} board", False, "no table here"))
    code = cli.main(["--selftest", "--game", "hawaii", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 1
    assert [c["name"] for c in out["checks"]] == ["resources", "languages", "hawaii game", "hawaii board", "history"]
    assert out["failed"] == 1 and out["where"] == "source"


def test_bad_arguments_are_refused_with_a_message(qapp, capsys):
    assert cli.main(["selftest", "--max-actions", "0"]) == 2
    assert "--max-actions must be at least 1" in capsys.readouterr().err
    assert cli.main(["selftest", "--level", "genius"]) == 2
    assert "unknown level 'genius'; known: random" in capsys.readouterr().err
    with pytest.raises(SystemExit) as info:
        cli.main(["selftest", "--game", "chess"])
    assert info.value.code == 2
    assert "invalid choice: 'chess'" in capsys.readouterr().err


def test_the_history_check_writes_and_reads_the_played_games(qapp):
    _, played = selftest.check_game("hawaii", seed=3, max_actions=20_000)
    check = selftest.check_history({"hawaii": played})
    assert check.ok and "games written and read back: 1 (SQLite" in check.detail

"""The headless command line: --version, replay and selfplay, on the fixture game and bad input."""

import json
import random

import pytest

from giantapp import __version__
from giantapp.ai import RandomAgent, play_game
from giantapp.cli.main import main


def test_version(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_replay_ok_and_illegal(tmp_path, capsys, dice_duel):
    played = play_game(dice_duel.new_game(2), [RandomAgent()] * 2, random.Random(5))
    path = tmp_path / "game.json"
    path.write_text(played.record.dumps())
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == {"ok": True, "actions": len(played.record.actions), "terminal": True,
                   "scores": played.state.scores(), "winners": played.state.winners()}
    data = played.record.to_json()
    data["actions"][2]["action"] = "bid 7"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out == {"ok": False, "index": 2, "action": "bid 7", "reason": "bid 7 is not a legal action now"}


@pytest.mark.parametrize("content", ["", "{", "null", '{"format": "giantapp-record"}', "\x00\x01"])
def test_replay_malformed_file_is_a_clear_error(tmp_path, capsys, content):
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "giantapp replay" in err and "Traceback" not in err


def test_replay_missing_file(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args, message",
    [
        (["--game", "giants", "--players", "9", "--agents", "random"], "players"),
        (["--game", "giants", "--players", "3", "--agents", "random,random"], "agents"),
        (["--game", "giants", "--players", "3", "--agents", "random,random,genius"], "unknown computer level"),
        (["--game", "giants", "--players", "3", "--agents", "random,random,hard:fast"], "milliseconds"),
        (["--game", "giants", "--players", "3", "--agents", "random,random,hard:0"], "milliseconds"),
        (["--game", "giants", "--players", "3", "--agents", "random,random,random", "--jobs", "0"], "--jobs"),
    ],
)
def test_selfplay_bad_arguments(capsys, args, message):
    assert main(["selfplay", *args]) == 2
    assert message in capsys.readouterr().err


def _selfplay_json(capsys, *extra):
    code = main(["selfplay", "--game", "hawaii", "--players", "3", "--games", "4", "--seed", "11",
                 "--agents", "easy,random,random:5", "--json", *extra])
    assert code == 0
    return json.loads(capsys.readouterr().out)


def test_selfplay_summary_does_not_depend_on_jobs(capsys):
    alone = _selfplay_json(capsys)
    parallel = _selfplay_json(capsys, "--jobs", "2")
    assert parallel["jobs"] == 2 and alone["jobs"] == 1
    for key in ("games", "errors", "actions", "wins", "win_rate", "win_rate_ci95", "mean_scores"):
        assert parallel[key] == alone[key], key
    assert alone["games"] == 4 and sum(alone["wins"]) >= 4
    # a seat with its own thinking time is reported under its own label
    assert alone["agents"] == ["easy", "random", "random:5"]
    assert set(alone["decision_ms"]) == {"easy", "random", "random:5"}
    assert alone["decision_ms"]["easy"]["n"] > 0


def test_selfplay_seat_budget_reaches_the_agent():
    from giantapp.ai import RandomAgent, play_game
    from giantapp.engine import get_game

    seen: list[int | None] = []

    class Recorder(RandomAgent):
        def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
            seen.append((seat, budget_ms))
            return super().choose(observation, seat, legal, rng, budget_ms, stop)

    game = get_game("hawaii")
    play_game(game.new_game(2, game.validate_options({})), [Recorder(), Recorder()], random.Random(2),
              budget_ms=40, seat_budgets_ms=[None, 7])
    assert {b for s, b in seen if s == 0} == {40}
    assert {b for s, b in seen if s == 1} == {7}


def test_selfplay_progress_goes_to_stderr_one_line_per_game(capsys):
    code = main(["selfplay", "--game", "hawaii", "--players", "2", "--games", "3", "--seed", "4",
                 "--agents", "random,random", "--json", "--progress"])
    assert code == 0
    captured = capsys.readouterr()
    summary = json.loads(captured.out)  # stdout stays one JSON object
    lines = captured.err.strip().splitlines()
    assert [line.split(" (")[0] for line in lines] == ["game 1/3", "game 2/3", "game 3/3"]
    assert lines[-1].split("seat 1 so far ")[1].startswith(f"{summary['win_rate'][0]:.1%}")


def test_selfplay_stopped_early_still_prints_the_finished_games(capsys, monkeypatch):
    from giantapp.cli import selfplay

    real, calls = selfplay._play_one, []

    def play_then_stop(job):
        calls.append(job)
        if len(calls) == 3:
            raise KeyboardInterrupt  # Ctrl+C during the third game
        return real(job)

    monkeypatch.setattr(selfplay, "_play_one", play_then_stop)
    code = main(["selfplay", "--game", "hawaii", "--players", "2", "--games", "5", "--seed", "4",
                 "--agents", "random,random", "--json"])
    captured = capsys.readouterr()
    summary = json.loads(captured.out)
    assert code == 130
    assert summary["interrupted"] is True
    assert (summary["games"], summary["games_requested"]) == (2, 5)
    assert sum(summary["wins"]) >= 2 and summary["decision_ms"]["random"]["n"] > 0
    assert "stopped after 2 of 5 games" in captured.err


def test_selfplay_terminated_prints_the_summary_and_stops_its_workers(tmp_path):
    import os
    import signal
    import subprocess
    import sys

    process = subprocess.Popen(
        [sys.executable, "-m", "giantapp", "selfplay", "--game", "hawaii", "--players", "2", "--games", "100000",
         "--seed", "4", "--agents", "random,random", "--jobs", "2", "--progress", "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    try:
        first = process.stderr.readline()
        assert first.startswith("game 1/100000"), first
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 130
    summary = json.loads(out)
    assert summary["interrupted"] is True and 1 <= summary["games"] < 100000
    assert summary["games_requested"] == 100000
    assert "stopped after" in err

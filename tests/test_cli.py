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
    assert out["ok"] is False and out["index"] == 2 and out["action"] == "bid 7" and out["reason"]


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
    ],
)
def test_selfplay_bad_arguments(capsys, args, message):
    assert main(["selfplay", *args]) == 2
    assert message in capsys.readouterr().err

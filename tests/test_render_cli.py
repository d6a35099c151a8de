"""`giantapp render` draws real positions to PNG and refuses bad arguments without a traceback."""

import random

import pytest
from PySide6.QtGui import QImage

from giantapp.ai import RandomAgent, play_game
from giantapp.cli.main import main
from giantapp.engine import get_game


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    folder = tmp_path_factory.mktemp("records")
    paths = {}
    for name, players in (("giants", 3), ("hawaii", 2)):
        played = play_game(get_game(name).new_game(players), [RandomAgent()] * players, random.Random(11))
        path = folder / f"{name}.json"
        path.write_text(played.record.dumps(), encoding="utf-8")
        paths[name] = (path, len(played.record.actions))
    return paths


@pytest.mark.parametrize("game", ["giants", "hawaii"])
def test_render_writes_the_table_as_a_seat_sees_it(qapp, tmp_path, records, capsys, game):
    path, total = records[game]
    out = tmp_path / "table.png"
    assert main(["render", "--game", game, "--record", str(path), "--at", str(total // 2),
                 "--seat", "1", "--out", str(out), "--size", "800x500"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 500)
    colours = {image.pixel(x, y) for x in range(0, 800, 40) for y in range(0, 500, 40)}
    assert len(colours) > 5  # something was drawn, not a blank widget
    assert "seat 1" in capsys.readouterr().out


@pytest.mark.parametrize(
    "extra, message",
    [
        (["--at", "-1"], "--at must be between"),
        (["--at", "999999"], "--at must be between"),
        (["--seat", "0"], "--seat must be between"),
        (["--seat", "9"], "--seat must be between"),
        (["--size", "big"], "--size takes"),
        (["--out", "x.jpg"], "must name a .png"),
    ],
)
def test_render_bad_arguments(tmp_path, records, capsys, extra, message):
    path, _ = records["giants"]
    args = ["render", "--game", "giants", "--record", str(path), "--out", str(tmp_path / "a.png"), *extra]
    if "--out" in extra:
        args = ["render", "--game", "giants", "--record", str(path), *extra]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_render_wrong_game(tmp_path, records, capsys):
    path, _ = records["giants"]
    assert main(["render", "--game", "hawaii", "--record", str(path), "--out", str(tmp_path / "a.png")]) == 2
    assert "is a giants record" in capsys.readouterr().err

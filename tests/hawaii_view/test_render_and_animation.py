"""The render command draws the real table; computer moves are animated when animations are on."""

from __future__ import annotations

from PySide6.QtGui import QImage

from giantapp.cli.main import main
from giantapp.hawaii.actions import Buy

from .conftest import Position
from .test_scene import finished_position


def test_render_command_writes_the_table_as_a_seat_sees_it(tmp_path, qapp, capsys):
    position = finished_position(seed=5)
    record_file = tmp_path / "game.json"
    record_file.write_text(position.record.dumps(), encoding="utf-8")
    out = tmp_path / "table.png"
    assert main(["render", "--game", "hawaii", "--record", str(record_file), "--at", "60", "--seat", "2",
                 "--out", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1600, 1000)
    # the island's sand and grass are there (not a blank or generic table)
    colours = {image.pixelColor(x, y).name() for x in range(0, 1600, 23) for y in range(0, 1000, 23)}
    assert "#86b86a" in colours and "#fbf4e1" in colours


def test_a_computer_move_is_animated_from_where_the_chief_stood(qtbot, settings):
    from giantapp.app.session import Session
    from giantapp.app.hawaii_view.table import HawaiiTable

    settings.animation_speed = 400
    position = Position()
    token = next(t for t in position.state.prices["huts_a"] if t is not None)
    before = position.state.observation(0)
    position.play(0, Buy("huts_a", "shell_hut", token, False, 0))
    session = Session(position.record, state=position.state, settings=settings)
    table = HawaiiTable(session)
    qtbot.addWidget(table)
    session.last_action = (0, Buy("huts_a", "shell_hut", token, False, 0), before)
    table.refresh()
    chief = table.scene.chiefs[0]
    start = table.scene.chief_centre(before, 0)
    end = table.scene.chief_centre(session.view_state(), 0)
    assert table.board.animator.running and chief.pos() == start
    assert len(table.board.animator.running) == 3  # the chief, the tile and the price token

    qtbot.waitUntil(lambda: not table.board.animator.running, timeout=3000)
    assert chief.pos() == end and start != end
    session.shutdown()


def test_a_whole_computer_game_on_the_table_with_animations(qtbot, settings):
    """Three computer seats play a full game while the table redraws and animates every move."""
    from giantapp.app.session import Session
    from giantapp.app.hawaii_view.table import HawaiiTable
    from giantapp.engine import Seat

    settings.animation_speed = 1
    seats = [Seat(name=n, kind="computer", level="random") for n in ("A", "B", "C")]
    session = Session.new_game("hawaii", seats, {"open_screens": False}, seed=9, settings=settings, viewer=1)
    table = HawaiiTable(session)
    qtbot.addWidget(table)
    session.start()
    qtbot.waitUntil(session.is_game_over, timeout=60_000)
    qtbot.waitUntil(lambda: table.scene.summary is not None, timeout=5_000)
    assert table.scene.summary.info["breakdown"] == session.full_state_copy().score_breakdown()
    assert table.scene.resource_items[0].info is None and table.scene.resource_items[2].info is None
    assert table.scene.resource_items[1].info == tuple(session.full_state_copy().player[1].resources)
    session.shutdown()

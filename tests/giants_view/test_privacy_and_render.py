"""What the Giants table shows: only the viewer's own screen, every part of the table, and the render command."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QImage

from giantapp.app.giants_view.table import GiantsTable
from giantapp.app.session import Session
from giantapp.engine import CHANCE, GameRecord, Seat, get_game, record_action


def random_record(players: int, actions: int, seed: int, **options) -> GameRecord:
    """A record of a seeded random game (chance and choices random), cut after ``actions`` actions."""
    game = get_game("giants")
    options = game.validate_options(options)
    record = GameRecord(game="giants", players=players, options=options,
                        seats=[Seat(name=f"P{s + 1}", kind="computer", level="random") for s in range(players)])
    state = game.new_game(players, options)
    rng = random.Random(seed)
    while len(record.actions) < actions and not state.is_terminal():
        acting = state.to_act()
        if acting == (CHANCE,):
            seat, action = CHANCE, state.sample_chance(rng)
        else:
            seat = acting[0]
            action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record_action(record, seat, action)
    return record


def table_for(qtbot, record: GameRecord, viewer: int | None):
    from giantapp.engine import replay

    state, failure = replay(record)
    assert failure is None
    session = Session(record, state=state, viewer=viewer)
    table = GiantsTable(session)
    qtbot.addWidget(table)
    return session, table, state


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3)])
def test_the_scene_never_holds_another_seats_screen(qtbot, players, seed):
    record = random_record(players, 400, seed)
    for cut in (20, 90, 160, 260, len(record.actions)):
        part = GameRecord(game="giants", players=players, options=record.options, seats=record.seats,
                          actions=record.actions[:cut])
        for viewer in (*range(players), None):  # None: the public view shown while a hand-off is pending
            session, table, state = table_for(qtbot, part, viewer)
            assert session.viewer == viewer
            keys = set(table.scene.mirror.items)
            shown = {k[1] for k in keys if k[0] == "screen"}
            assert shown <= {viewer}, f"after {cut} actions the view of {viewer} shows screens {shown}"
            if viewer is not None and (state.screen_workers[viewer] or state.screen_markers[viewer]):
                assert viewer in shown
            closed = {k[1] for k in keys if k[0] == "screen_closed"}
            assert closed == set(range(players)) - {viewer}
            session.shutdown()


def test_open_screens_show_every_screen(qtbot):
    record = random_record(4, 60, 5, open_screens=True)
    session, table, state = table_for(qtbot, record, 2)
    shown = {k[1] for k in table.scene.mirror.items if k[0] == "screen"}
    assert shown == {s for s in range(4) if state.screen_workers[s] or state.screen_markers[s]}
    assert not any(k[0] == "screen_closed" for k in table.scene.mirror.items)


def test_everything_on_the_island_and_around_it_is_drawn(qtbot):
    record = random_record(4, 260, 2)
    session, table, state = table_for(qtbot, record, 0)
    keys = set(table.scene.mirror.items)
    assert {("hex", h) for h in state.island.hexes} <= keys
    assert {("ahu", a) for a in state.island.ahus} <= keys
    for obj, place in state.places.items():
        if place[0] in ("ahu", "front", "display"):
            assert ("object", obj) in keys, obj
    on_hexes = {place[1] for place in state.places.values() if place[0] == "hex"}
    drawn = {table.scene.mirror.items[k].data(0)[1] for k in keys if k[0] == "object"}
    assert {h for h in on_hexes} == {state.places[o][1] for o in drawn if state.places[o][0] == "hex"}
    for s in range(4):
        for h in state.board_workers[s]:
            assert ("figure", s, "worker", h) in keys
        assert ("panel", s) in keys
    assert ("pawn", state.first_player) in keys
    for s in range(4):
        assert (("banner", s) in keys) == state.banners[s]
    for ahu, owner in state.ahu_owner.items():
        assert ("base", ahu) in keys


def test_render_command_draws_the_table(tmp_path, qapp):
    from giantapp.cli.render import render_png
    from giantapp.engine import replay

    record = random_record(4, 150, 7)
    state, _ = replay(record)
    out = tmp_path / "table.png"
    assert render_png(record, state, 1, str(out), (1600, 1000)) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1600, 1000)
    # the picture is not blank: many distinct colours
    colours = {image.pixel(x, y) for x in range(0, 1600, 37) for y in range(0, 1000, 31)}
    assert len(colours) > 40


def test_the_window_gets_the_giants_table_not_the_generic_fallback(qtbot):
    from giantapp.app.tables import make_table

    record = random_record(3, 40, 9)
    session, _table, _state = table_for(qtbot, record, 0)
    table = make_table(session)
    qtbot.addWidget(table)
    assert isinstance(table, GiantsTable)
    for name in ("zoom_in", "zoom_out", "zoom_fit"):
        assert callable(getattr(table, name))

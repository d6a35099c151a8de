"""`giantapp render --seat K` draws the table as seat K sees it: K's own secret is in the picture, and
nothing of it reaches the picture of any other seat or the public one.

Giants: two records that differ only in which base seat K looked under (same dice, same moves, the same
tablet spent). K's picture shows the owner of the base it looked under, so K's pictures of the two records
differ; every other seat's picture and the public picture are the same for both (nobody else knows).
Were the command to draw the public view, K's pictures would be the same too. Hawaii with closed screens:
seat K's picture shows K's resources, which the public picture hides."""

from __future__ import annotations

import random

from giantapp.cli.main import main
from giantapp.engine import CHANCE, GameRecord, Seat, get_game, record_action
from giantapp.giants.actions import Look


def _png(tmp_path, record: GameRecord, name: str, seat: int | None) -> bytes:
    path = tmp_path / f"{name}.json"
    path.write_text(record.dumps(), encoding="utf-8")
    out = tmp_path / f"{name}-{seat}.png"
    args = ["render", "--game", record.game, "--record", str(path), "--out", str(out), "--size", "1200x800"]
    if seat is not None:
        args += ["--seat", str(seat + 1)]
    assert main(args) == 0
    return out.read_bytes()


def _played(game_name: str, players: int, seed: int, stop, **options) -> tuple[GameRecord, object]:
    """A seeded random game played until ``stop(state)`` holds; its record and state."""
    game = get_game(game_name)
    options = game.validate_options(options)
    record = GameRecord(game=game_name, players=players, options=options,
                        seats=[Seat(name=f"P{s + 1}", kind="computer", level="random") for s in range(players)])
    state = game.new_game(players, options)
    rng = random.Random(seed)
    while not stop(state):
        assert not state.is_terminal(), "the game ended before the position was reached"
        acting = state.to_act()
        seat = CHANCE if acting == (CHANCE,) else acting[0]
        action = state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record_action(record, seat, action)
    return record, state


def test_render_seat_draws_what_that_seat_saw_under_a_base(qapp, tmp_path):
    def two_looks(state):
        acting = state.to_act()
        return len(acting) == 1 and acting[0] >= 0 and sum(
            isinstance(a, Look) for a in state.legal_actions(acting[0])) >= 2

    record, state = _played("giants", 4, 21, two_looks, open_ownership=False)
    seat = state.to_act()[0]
    x, y = [a for a in state.legal_actions(seat) if isinstance(a, Look)][:2]
    looked = {}
    for name, look in (("x", x), ("y", y)):
        world = GameRecord(game=record.game, players=record.players, options=dict(record.options),
                           seats=list(record.seats), actions=list(record.actions))
        record_action(world, seat, look)
        looked[name] = world
    mine = {name: _png(tmp_path, world, name, seat) for name, world in looked.items()}
    assert mine["x"] != mine["y"], "render --seat K does not show what seat K saw under the base"
    assert mine["x"] != _png(tmp_path, looked["x"], "x", None), "render --seat K draws the public view"
    for other in (*[s for s in range(4) if s != seat], None):
        assert _png(tmp_path, looked["x"], "x", other) == _png(tmp_path, looked["y"], "y", other), (
            f"the picture of {other} shows which owner seat {seat} saw")


def test_render_seat_draws_that_seats_resources_behind_a_closed_screen(qapp, tmp_path):
    record, state = _played("hawaii", 3, 22, lambda s: s.phase == "chiefs" and s.round == 2, open_screens=False)
    public = _png(tmp_path, record, "h", None)
    for seat in range(3):
        assert _png(tmp_path, record, "h", seat) != public, f"render --seat {seat + 1} draws the public view"

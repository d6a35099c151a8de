"""Crafted Giants positions for scenario tests (boardgame.io style): start a game, then set fields."""

from __future__ import annotations

from giantapp.engine import get_game
from giantapp.giants.actions import Roll
from giantapp.giants.state import GiantsState


def new_state(players: int = 4, **options) -> GiantsState:
    """A game with seat 0 as first player, before the first roll."""
    options.setdefault("first_player", 0)
    return get_game("giants").new_game(players, options)


def at_transport(players: int = 4, **options) -> GiantsState:
    """An empty island in phase 4, round 2, seat 0 to act, every screen as at setup."""
    state = new_state(players, **options)
    state.round = 2
    state.phase = "transport"
    state.current = 0
    state.banners = [False] * players
    return state


def at_placement(players: int = 4, **options) -> GiantsState:
    state = new_state(players, **options)
    state.round = 2
    state.phase = "place"
    state.current = 0
    return state


def put_workers(state: GiantsState, seat: int, h, count: int = 1) -> None:
    """Move ``count`` workers of ``seat`` from the receptacle onto hex ``h`` (keeps the totals right)."""
    state.receptacle_workers[seat] -= count
    assert state.receptacle_workers[seat] >= 0
    state.board_workers[seat][h] = state.board_workers[seat].get(h, 0) + count
    state._board_changed()


def put_logs(state: GiantsState, h, count: int) -> None:
    state.logs_supply -= count
    state.board_logs[h] = state.board_logs.get(h, 0) + count
    state._board_changed()


def put_figure(state: GiantsState, seat: int, figure: str, h) -> None:
    getattr(state, figure)[seat] = h
    state._board_changed()


def put_object(state: GiantsState, obj: str, h, mark: int | None = None) -> None:
    state.places[obj] = ("hex", h)
    if mark is not None:
        state.receptacle_markers[mark] -= 1
        state.marks[obj] = mark


def roll(state: GiantsState, *faces: str) -> None:
    state.apply(-1, Roll(tuple((f[0], int(f[1:])) for f in faces)))


def hat_for_bos_moai(state: GiantsState) -> None:
    """M1 erected on A37 for Bo (seat 1), hat H1 in front of Ana's (seat 0) screen, and Ana's worker on
    (2, 7): beside A37 and next to the hat quarry (2, 8), so Ana can crown Bo's moai."""
    state.places["M1"] = ("ahu", "A37")
    state.ahu_moai["A37"] = "M1"
    state.ahu_owner["A37"] = 1
    state.screen_bases[1] -= 1
    state.places["H1"] = ("front", 0)
    put_workers(state, 0, (2, 7))

"""Pairs of worlds that differ only in one secret, for every hidden field of both games.

A :class:`Secret` holds world B (world A is the position it was made from), the seat allowed to know the
difference (``owner``; None when nobody may, like the Giants receptacle or the Hawaii bag) and the seats
that must not (``blind``). World B is made by changing exactly that hidden field by hand, so the public
history of both worlds is the same; a pending Giants bid is made by the rules instead (the same record
with another bid), so the log of both worlds comes from real records.

Positions come from seeded random games (every kind of secret occurs in them: face-down bases, looks,
logs behind screens, pending bids, the Hawaii islands turned up and price tokens drawn).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterator

from giantapp.engine import CHANCE, GameRecord, GameState, Seat, get_game, record_action
from giantapp.giants.actions import Bid

GIANTS_KINDS = ("bid", "screen_workers", "screen_markers", "screen_bases", "screen_logs", "base_owner", "look",
                "receptacle")
HAWAII_KINDS = ("resources", "bag", "deck")


@dataclass
class Secret:
    kind: str
    owner: int | None
    blind: tuple[int, ...]
    world: GameState
    record: GameRecord | None = None  # world B's own record, when it differs from world A's
    note: str = ""


class Position:
    """A position of a recorded game: ``state`` after the first ``length`` actions of ``source``."""

    def __init__(self, source: GameRecord, length: int, state: GameState) -> None:
        self._source = source
        self._length = length
        self._record: GameRecord | None = None
        self.state = state

    @property
    def record(self) -> GameRecord:
        """The record up to this position (copied when first asked for: most positions never need it)."""
        if self._record is None:
            self._record = _copy_record(self._source, self._length)
        return self._record


def random_positions(game_name: str, players: int, seed: int, every: int = 1, **options) -> Iterator[Position]:
    """Every ``every``-th position of a seeded random game (chance and choices random), with its record."""
    game = get_game(game_name)
    options = game.validate_options(options)
    record = GameRecord(game=game_name, players=players, options=options,
                        seats=[Seat(name=f"P{s + 1}", kind="computer", level="random") for s in range(players)])
    state = game.new_game(players, options)
    rng = random.Random(seed)
    count = 0
    while not state.is_terminal():
        acting = state.to_act()
        if acting == (CHANCE,):
            seat, action = CHANCE, state.sample_chance(rng)
        else:
            seat = acting[rng.randrange(len(acting))]
            action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record_action(record, seat, action)
        count += 1
        if count % every == 0 and not state.is_terminal():
            yield Position(record, count, state.clone())


def _copy_record(record: GameRecord, length: int | None = None) -> GameRecord:
    return GameRecord(game=record.game, players=record.players, options=dict(record.options),
                      seats=[Seat(**s.to_json()) for s in record.seats], actions=list(record.actions[:length]))


def _others(state: GameState, *seats: int) -> tuple[int, ...]:
    return tuple(s for s in range(state.players) if s not in seats)


# --- Giants ----------------------------------------------------------------------------------------------
def giants_secrets(position: Position, kinds: tuple[str, ...] = GIANTS_KINDS) -> Iterator[Secret]:
    """Every secret of ``position`` that can be changed, one world B per kind and seat."""
    state = position.state
    n = state.players
    for k in range(n):
        if "bid" in kinds and state.phase == "bid" and isinstance(state.bids[k], Bid):
            yield _other_bid(position, k)
        if not state.options["open_screens"]:
            for name in ("screen_workers", "screen_markers", "screen_bases", "screen_logs"):
                if name in kinds:
                    yield Secret(name, k, _others(state, k), _screen_changed(state, k, name))
        if "receptacle" in kinds:
            world = state.clone()
            world.receptacle_workers[k] += 1
            world.receptacle_markers[k] += 1
            yield Secret("receptacle", None, tuple(range(n)), world)
        if "look" in kinds and not state.ownership_public():
            unseen = [a for a in sorted(state.ahu_moai) if state.ahu_owner[a] != k and (k, a) not in state.looks]
            if unseen:
                world = state.clone()
                world.looks.add((k, unseen[0]))
                yield Secret("look", k, _others(state, k), world, note=f"seat {k} looked under {unseen[0]}")
    if "base_owner" in kinds and not state.ownership_public():
        erected = sorted(state.ahu_moai)
        for i, x in enumerate(erected):
            for y in erected[i + 1:]:
                j, k = state.ahu_owner[x], state.ahu_owner[y]
                if j == k:
                    continue
                world = state.clone()
                world.ahu_owner[x], world.ahu_owner[y] = k, j
                lookers = {s for s, a in state.looks if a in (x, y)}
                yield Secret("base_owner", k, tuple(s for s in _others(state, j, k) if s not in lookers), world,
                             note=f"bases under {x} (seat {j}) and {y} (seat {k}) swapped")
                break
            else:
                continue
            break


def _screen_changed(state, seat: int, name: str):
    """World B: one more (or one fewer) of ``name`` behind ``seat``'s screen; workers and markers come
    from (or go to) the receptacle, which nobody may count either, so the colour's total stays right."""
    world = state.clone()
    screen = getattr(world, name)
    receptacle = {"screen_workers": world.receptacle_workers, "screen_markers": world.receptacle_markers}.get(name)
    if receptacle is not None and receptacle[seat] == 0 and screen[seat] > 0:
        screen[seat] -= 1
        receptacle[seat] += 1
    else:
        screen[seat] += 1
        if receptacle is not None:
            receptacle[seat] -= 1
    return world


def _other_bid(position: Position, seat: int) -> Secret:
    """World B: the same record with another bid of ``seat`` (made by the rules, so the log is real)."""
    from giantapp.engine import replay

    state = position.state
    record = _copy_record(position.record)
    index = max(i for i, entry in enumerate(record.actions) if entry.seat == seat)
    before, failure = replay(record, upto=index)
    assert failure is None
    mine = state.bids[seat]
    other = next(b for b in reversed(before.legal_actions(seat)) if b != mine)
    game = get_game(record.game)
    world = before.clone()
    world.apply(seat, other)
    record.actions[index] = type(record.actions[index])(seat, other.notation())
    for entry in record.actions[index + 1:]:  # the other seats' bids made since (the bid is still open)
        world.apply(entry.seat, game.parse_action(entry.action))
    return Secret("bid", seat, _others(state, seat), world, record, note=f"{mine} or {other}")


# --- Hawaii ----------------------------------------------------------------------------------------------
def hawaii_secrets(position: Position, kinds: tuple[str, ...] = HAWAII_KINDS) -> Iterator[Secret]:
    state = position.state
    n = state.players
    if "resources" in kinds and not state.options["open_screens"]:
        for k in range(n):
            if state.player[k].resources is not None:
                world = state.clone()
                world.player[k].resources[0] += 1
                world.player[k].resources[2] += 2
                yield Secret("resources", k, _others(state, k), world)
    if "bag" in kinds and len(set(state.bag)) > 1:
        world = state.clone()
        world.bag.reverse()
        yield Secret("bag", None, tuple(range(n)), world, note="the bag in another order")
    if "deck" in kinds and len(state.deck_down) > 1:
        world = state.clone()
        world.deck_down.reverse()
        yield Secret("deck", None, tuple(range(n)), world, note="the face-down islands in another order")

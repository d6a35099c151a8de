"""Focused rules questions for gestures: "this figure or object onto that hex or ahu" -> the legal
actions, or the rules' reason why none.

python-chess's ``Board.find_move(from, to)`` is the model: the rules turn what a gesture said into
the move - here fully determined, with the relay's path and carriers, as a record stores it - and
when nothing fits they give the reason (``state.explain``, the checks ``apply`` runs). Relay policy
stays in :mod:`.transport`: the cheapest relay is the engine's, a favoured player's help comes from
``transport.favoured_carriers``; this module only composes them for one gesture. Qt-free.

Targets: ``("hex", (q, r))`` and ``("ahu", id)``; None when a drop landed on neither.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from giantapp.engine import Action, GameState, IllegalAction
from giantapp.engine.i18n import tr

from . import transport
from .actions import Move, Place, Power, Take
from .island import Hex
from .state import GiantsState

Target = tuple


@dataclass(frozen=True)
class Found:
    """The legal actions a gesture can mean (the best first), or - when there are none - the reason."""

    actions: tuple[Action, ...] = ()
    reason: str | None = None

    def __bool__(self) -> bool:
        return bool(self.actions)


def _legal(state: GiantsState, seat: int, legal: Sequence[Action] | None) -> Sequence[Action]:
    return state.legal_actions(seat) if legal is None else legal


def explain(state: GiantsState, seat: int, action: Action) -> str | None:
    """``state.explain``, also on an observation (what a view holds).

    The contract's fallback probes ``apply`` on a copy, and an observation refuses every ``apply``; the
    acting seat's own actions depend only on what that seat may see, so until the engine answers
    ``explain`` itself, a world consistent with the observation is asked instead."""
    if getattr(state, "redacted", False) and type(state).explain is GameState.explain:
        world = state.determinize(random.Random(0))
        world.seat_names = state.seat_names
        return world.explain(seat, action)
    return state.explain(seat, action)


def _off_island() -> str:
    return tr("Giants", "drop it on a hex of the island")


# --- phase 3: figures --------------------------------------------------------------------------------
def find_placement(state: GiantsState, seat: int, figure: str, target: Target | None, logs: int = 0,
                   legal: Sequence[Action] | None = None) -> Found:
    """The placements (plain, or with a sorcerer action) of ``figure`` with ``logs`` logs onto
    ``target``; the chief always goes without logs. None fit: the rules' reason for the plain one."""
    if target is None:
        return Found((), _off_island())
    logs = 0 if figure == "chief" else logs
    found: list[Action] = []
    for a in _legal(state, seat, legal):
        if not isinstance(a, (Place, Power)) or a.figure != figure or a.logs != logs:
            continue
        if (target[0] == "hex" and a.hex == target[1]) or (target[0] == "ahu" and isinstance(a, Power) and a.ahu == target[1]):
            found.append(a)
    if found:
        return Found(tuple(found))
    if target[0] == "hex":
        probe: Action = Place(figure, target[1], logs)
    else:
        ahu = state.island.ahus.get(target[1])
        if ahu is None:
            return Found((), _off_island())
        probe = Power(figure, ahu.adjacent[0], "reserve", ahu.id, logs)
    return Found((), explain(state, seat, probe))


# --- phase 4: moai and hats ----------------------------------------------------------------------------
def find_move(state: GiantsState, seat: int, obj: str, target: Target | None,
              legal: Sequence[Action] | None = None, favoured: int | None = None) -> Found:
    """The moves of ``obj`` onto ``target``, each with its relay (path and carriers), plain moves first.

    Several destinations may serve one goal (an ahu has two or three hexes beside it): for each goal the
    one whose relay gives away the least prestige is kept (the transport rules' own order). With
    ``favoured``, the carriers let that player help wherever it can (``transport.favoured_carriers``).
    """
    if target is None:
        return Found((), _off_island())
    moves = [a for a in _legal(state, seat, legal) if isinstance(a, Move) and a.obj == obj]
    plain = {a.dest for a in moves if a.goal is None}
    if target[0] == "hex":
        # the plain move there; erecting or crowning from that hex only where no plain move ends there
        # (its own start, say): a drop on an ahu asks for those
        fits = [a for a in moves if a.dest == target[1] and (a.goal is None or a.dest not in plain)]
    else:
        fits = [a for a in moves if a.goal is not None and a.ahu == target[1]]
    if not fits:
        return Found((), explain(state, seat, _natural_move(state, obj, target)))
    start = state.move_start(seat, obj)
    best: dict[tuple, tuple[tuple[int, int], Move]] = {}
    for a in fits:
        key = (a.goal, a.ahu) if a.goal else (None, a.dest)
        route = relay(state, seat, a, favoured, start)
        cost = (route.total, len(route.path)) if route is not None else (1 << 30, 0)
        if key not in best or cost < best[key][0]:
            best[key] = (cost, a if route is None else Move(a.obj, a.dest, a.goal, a.ahu, route.path, route.carriers))
    ordered = sorted(best.values(), key=lambda item: (item[1].goal is not None, item[0]))
    return Found(tuple(move for _, move in ordered))


def why_object_stays(state: GiantsState, seat: int, obj: str, legal: Sequence[Action] | None = None) -> str | None:
    """Why ``seat`` cannot move ``obj`` at all now, or None when some move of it is legal.

    What a table answers a drag of a moai or hat with, before anything is picked up: the object's own
    problem (not on the island, erected, before another's screen, not this seat's turn...) when there is
    one, else the rules' reason for the step to its first neighbouring hex (which names the strength the
    crews beside it lack, or the phase that moves nothing). A moai on the quarry display is not moved but
    taken: its reason is the take's (the sculptor strength it needs)."""
    if obj in state.display:
        return explain(state, seat, Take(obj))
    if any(isinstance(a, Move) and a.obj == obj for a in _legal(state, seat, legal)):
        return None
    try:
        start = state.move_start(seat, obj)
    except IllegalAction as exc:
        return str(exc)
    step = next(iter(state.island.neighbours.get(start, ())), start)
    return explain(state, seat, Move(obj, step))


def _natural_move(state: GiantsState, obj: str, target: Target) -> Move:
    """The move a drop on ``target`` means in words: onto the hex, or erecting / crowning on the ahu."""
    if target[0] == "hex":
        return Move(obj, target[1])
    ahu = state.island.ahus.get(target[1])
    dest = ahu.adjacent[0] if ahu is not None else (0, 0)
    return Move(obj, dest, "hat" if state.kind_of(obj) == "hat" else "erect", target[1])


def relay(state: GiantsState, seat: int, move: Move, favoured: int | None = None,
          start: Hex | None = None) -> transport.Route | None:
    """The relay ``move`` would use: its own path if it names one, else the engine's cheapest relay, with
    the carriers changed to let ``favoured`` help where it can (None: the move cannot be carried)."""
    try:
        if start is None:
            start = state.move_start(seat, move.obj)
        if move.path is not None:
            return transport.validate_path(state, seat, move.obj, start, move.path, move.carriers)
        route = transport.cheapest_route(state, seat, move.obj, start, move.dest)
    except IllegalAction:
        return None
    if route is None or favoured is None or favoured == seat or not route.path:
        return route
    kind = state.kind_of(move.obj)
    need = state.edition.carry_need[kind]
    crews = state.crews()
    carriers = []
    helped = False
    for h, cheapest in zip(route.path, route.carriers):
        tokens = transport.favoured_carriers(crews.get(h, state.empty_crew), seat, favoured, need, state.strengths)
        helped = helped or tokens is not None
        carriers.append(tokens if tokens is not None else cheapest)
    if not helped:
        return route
    try:
        return transport.validate_path(state, seat, move.obj, start, route.path, tuple(carriers))
    except IllegalAction:
        return route  # the favoured carriers do not make a legal relay: the engine's stays


def relay_path(state: GiantsState, seat: int, move: Move) -> tuple[Hex, ...]:
    """Every hex a move took, its start first: from the move itself when it names its path (a recorded,
    normalised move), else from the relay the rules choose for it in ``state`` (the position before)."""
    try:
        start = state.move_start(seat, move.obj)
    except IllegalAction:
        return ()
    if move.path is None:
        move = state.normalize(seat, move)
    if move.path is not None:
        return (start, *move.path)
    route = relay(state, seat, move, None, start)
    return (start, *route.path) if route is not None else ()


def find_drop(state: GiantsState, seat: int, obj: str, target: Target | None,
              legal: Sequence[Action] | None = None, favoured: int | None = None) -> Found:
    """What dropping ``obj`` on ``target`` can mean, the most likely first.

    On an ahu (or the moai standing on it) this is :func:`find_move`. On a hex, a moai or hat dropped
    beside an ahu where it may be erected or crowned probably means that (the badge is small; the hex
    beside it is where the moai must arrive anyway): those moves come first, then the plain move onto
    the hex, so a table offers the choice rather than quietly just moving it."""
    found = find_move(state, seat, obj, target, legal, favoured)
    if target is None or target[0] != "hex":
        return found
    moves = [a for a in _legal(state, seat, legal) if isinstance(a, Move) and a.obj == obj]
    ahus = sorted({a.ahu for a in moves if a.goal is not None and a.dest == target[1]})
    goals: list[Action] = []
    for ahu in ahus:
        here = [a for a in moves if a.goal is not None and a.ahu == ahu and a.dest == target[1]]
        goals += find_move(state, seat, obj, ("ahu", ahu), here, favoured).actions
    if not goals:
        return found
    plain = [a for a in found.actions if isinstance(a, Move) and a.goal is None]
    return Found(tuple(goals + plain))


def action_targets(move: Action) -> tuple[Target, ...]:
    """The places an action ends on, as gesture targets: the hex, and the ahu when it erects, crowns or
    reserves (for a table to mark or highlight them)."""
    result: list[Target] = []
    if isinstance(move, Move):
        result.append(("hex", move.dest))
        if move.goal is not None and move.ahu:
            result.append(("ahu", move.ahu))
    elif isinstance(move, (Place, Power)):
        result.append(("hex", move.hex))
        if isinstance(move, Power) and move.ahu:
            result.append(("ahu", move.ahu))
    return tuple(result)

"""Focused rules questions for gestures: "this piece onto that spot" -> the legal actions, or why not.

python-chess's ``Board.find_move(from, to)`` is the model: the rules, not the view, turn what a
gesture said into the legal action(s), and when there is none they give the reason. Every reason
here is either the engine's own (``state.explain``, the very checks ``apply`` runs) or a placement
fact of the player board that no action can express (a tile dropped in the wrong column of a row it
may join, a kahuna dropped among the villages). The views ask these and never word a rule
themselves. Qt-free, like every module of the rules.

Spots on a player board (what a drop landed on): ``("cell", row, column)`` (0-based), ``("kahuna",)``
the kahuna column, ``("tiki",)`` the tiki bar, ``("water",)`` where boats lie; None for anything that
is not the acting seat's own board. Chief targets: ``("place", id)``, ``("cove",)``, ``("dock", n)``,
``("order", n)``, ``("beach",)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from giantapp.engine import Action
from giantapp.engine.i18n import tr

from .actions import Buy, EndRound, Fish, PlaceReward, Visit
from .data import BOAT, KAHUNA, TIKI
from .moves import _token_index
from .names import place_name
from .state import HawaiiState

Spot = tuple


@dataclass(frozen=True)
class Found:
    """The legal actions a gesture can mean (best first), or - when there are none - the reason."""

    actions: tuple[Action, ...] = ()
    reason: str | None = None

    def __bool__(self) -> bool:
        return bool(self.actions)


def _legal(state: HawaiiState, seat: int, legal: Sequence[Action] | None) -> Sequence[Action]:
    return state.legal_actions(seat) if legal is None else legal


def _price(state: HawaiiState, a: Buy) -> tuple:
    values = state.edition.token_by_id  # type: ignore[attr-defined]
    return (values[a.token].value * (2 if a.double else 1), a.double, _token_index(a.token))


def spot_of_tile(tile: str) -> str:
    """The kind of board spot a tile type goes on: "kahuna", "tiki", "water" or "cell" (a village)."""
    return {KAHUNA: "kahuna", TIKI: "tiki", BOAT: "water"}.get(tile, "cell")


# --- buying ------------------------------------------------------------------------------------------
def purchases_onto(state: HawaiiState, seat: int, place: str, tile: str, spot: Spot | None,
                   legal: Sequence[Action] | None = None, token: str | None = None) -> Found:
    """The legal purchases of ``tile`` at ``place`` that put it on ``spot`` (cheapest first).

    ``token``, when given, narrows them to that price token. No purchase: the reason - where the
    tile belongs when the spot is of the wrong kind, the right end of the row when the row is right
    but the column is not, otherwise the engine's reason for buying it into that row.
    """
    if spot is None:
        return Found((), tr("Hawaii", "drop the tile on your own realm"))
    wanted = spot_of_tile(tile)
    if spot[0] != wanted:
        return Found((), {
            "kahuna": tr("Hawaii", "a kahuna goes in the kahuna column beside the villages"),
            "tiki": tr("Hawaii", "a tiki goes on the tiki bar above the villages"),
            "water": tr("Hawaii", "a boat goes in the water below the villages"),
            "cell": tr("Hawaii", "village tiles go in a village row"),
        }[wanted])
    row = None
    if wanted == "cell":
        row, column = spot[1], spot[2]
        width = state.edition.tiles[tile].width
        starts = dict(state.legal_cells(seat, tile))  # row -> the column where the tile would start
        start = starts.get(row)
        if start is not None and not start <= column < start + width:
            return Found((), tr("Hawaii", "in village {n} the tile goes at the right end, next to the last tile "
                                          "(column {c})", n=row + 1, c=start + 1))
    buys = [a for a in _legal(state, seat, legal) if isinstance(a, Buy) and a.place == place and a.tile == tile
            and a.row == row and (token is None or a.token == token)]
    if buys:
        return Found(tuple(sorted(buys, key=lambda a: _price(state, a))))
    tokens = _tokens(state, place)
    if token is not None and token in tokens:
        tokens = [token]
    if not tokens:
        return Found((), _no_token(state, place))
    return Found((), _first_reason(state, seat, (Buy(place, tile, tokens[0], False, row),)))


def why_not_buy(state: HawaiiState, seat: int, place: str, tile: str | None = None,
                legal: Sequence[Action] | None = None) -> str | None:
    """None when ``seat`` can buy ``tile`` (any tile when None) at ``place`` now, else the reason."""
    if any(isinstance(a, Buy) and a.place == place and (tile is None or a.tile == tile)
           for a in _legal(state, seat, legal)):
        return None
    tokens = _tokens(state, place)
    tiles = [tile] if tile is not None else [t for t, left in state.supply[place].items() if left > 0]
    if not tiles:
        tiles = list(state.supply[place])
    if not tokens:
        if tile is not None and state.supply[place].get(tile, 0) <= 0:
            return _first_reason(state, seat, (Buy(place, tile, "", False, None),))
        return _no_token(state, place)
    # the cheapest token into a row the tile may join first: then the reason is the price or the walk
    probes = [Buy(place, t, tokens[0], False, row) for t in tiles for row in _rows_to_try(state, seat, t)]
    return _first_reason(state, seat, probes)


def _tokens(state: HawaiiState, place: str) -> list[str]:
    values = state.edition.token_by_id  # type: ignore[attr-defined]
    return sorted((t for t in state.prices.get(place, ()) if t is not None), key=lambda t: (values[t].value, _token_index(t)))


def _no_token(state: HawaiiState, place: str) -> str:
    return tr("Hawaii", "no price token lies on the {place} place this round", place=place_name(place))


def _rows_to_try(state: HawaiiState, seat: int, tile: str) -> list[int | None]:
    if spot_of_tile(tile) != "cell":
        return [None]
    realm = state.player[seat].realm
    rows: list[int | None] = list(realm.legal_rows(tile, state.edition))
    if rows:
        return rows
    hut = state.edition.tiles[tile].hut
    return [len(realm.villages) if hut else len(realm.villages) - 1]


def _first_reason(state: HawaiiState, seat: int, probes: Iterable[Action]) -> str | None:
    """The engine's reason for the first of ``probes`` it refuses (None when it would accept them all)."""
    for action in probes:
        reason = state.explain(seat, action)
        if reason is not None:
            return reason
    return None


# --- the chief's walk ----------------------------------------------------------------------------
def chief_moves_to(state: HawaiiState, seat: int, target: tuple, legal: Sequence[Action] | None = None) -> Found:
    """The legal actions that take ``seat``'s chief to ``target`` (see the module docstring), or why none."""
    actions = _legal(state, seat, legal)
    kind = target[0]
    if kind == "place":
        found = [a for a in actions if isinstance(a, Buy) and a.place == target[1]]
        return Found(tuple(found)) if found else Found((), why_not_buy(state, seat, target[1], legal=actions))
    if kind == "cove":
        found = [a for a in actions if isinstance(a, Fish)]
        if found:
            return Found(tuple(found))
        if not state.cove:
            return Found((), tr("Hawaii", "there are no fish tokens in the cove"))
        lowest = min(state.cove, key=_token_index)
        return Found((), _first_reason(state, seat, (Fish((lowest,), _boats_for(state, seat, 1)),)))
    if kind == "dock":
        found = [a for a in actions if isinstance(a, Visit) and a.dock == target[1]]
        if found:
            return Found(tuple(found))
        dock = target[1]
        need = state.edition.docks[dock - 1].feet if 1 <= dock <= len(state.edition.docks) else 1
        return Found((), _first_reason(state, seat, (Visit(dock, _boats_for(state, seat, need)),)))
    if kind == "order":
        found = [a for a in actions if isinstance(a, EndRound) and a.position == target[1]]
        return Found(tuple(found)) if found else Found((), state.explain(seat, EndRound(target[1])))
    if kind == "beach":
        return Found((), tr("Hawaii", "the chief cannot go back to the beach; end the round on an order position instead"))
    return Found()


def _boats_for(state: HawaiiState, seat: int, need: int) -> tuple[int, ...]:
    """The boats a trip of ``need`` spaces would use (the rules' own choice), else every free boat."""
    choices = state._boat_choices(seat, need)
    if choices:
        return choices[0][0]
    p = state.player[seat]
    free = tuple(b for b in range(len(p.realm.boats)) if not p.boats_used[b])
    return free or (0,)


def trip_feet(state: HawaiiState, seat: int, action: Fish | Visit) -> int:
    """The feet a catch or trip costs ``seat`` (the boats' printed feet counted, as the rules count)."""
    return state.trip_feet(seat, action)


def why_chief_stays(state: HawaiiState, seat: int, owner: int, legal: Sequence[Action] | None = None) -> str | None:
    """Why ``seat`` cannot pick up the chief of ``owner`` now (None: it can)."""
    if owner != seat:
        return tr("Hawaii", "that is {player}'s chief; you move only your own", player=state.seat_label(owner))
    actions = _legal(state, seat, legal)
    if any(isinstance(a, (Buy, Fish, Visit, EndRound)) for a in actions):
        return None
    pending = state.pending
    if pending is not None and pending.seat == seat:
        return {
            "pay": tr("Hawaii", "first choose how to pay"),
            "place": tr("Hawaii", "first place the island's reward"),
            "kane": tr("Hawaii", "first decide on KANE's tiki"),
        }.get(pending.kind, tr("Hawaii", "first finish the decision in progress"))
    if state.phase == "income":
        return tr("Hawaii", "first choose your irrigation income")
    return state.explain(seat, EndRound(1))


def reward_onto(state: HawaiiState, seat: int, row: int, legal: Sequence[Action] | None = None) -> Found:
    """The island reward placements into village ``row``, or the engine's reason why it cannot go there."""
    rewards = [a for a in _legal(state, seat, legal) if isinstance(a, PlaceReward)]
    here = [a for a in rewards if a.row == row]
    if here or not rewards:
        return Found(tuple(here))
    return Found((), state.explain(seat, PlaceReward(rewards[0].tile, row)))

"""Building Hawaii positions by hand for tests, and the invariants every position must keep."""

from __future__ import annotations

from collections import Counter

from giantapp.engine import CHANCE
from giantapp.hawaii.actions import DrawToken, RevealIsland, SetLayout, SetOrder
from giantapp.hawaii.data import STARTING_HUT, load_edition
from giantapp.hawaii.game import HawaiiGame
from giantapp.hawaii.state import PHASES, HawaiiState

EDITION = load_edition()
PLACE_IDS = [p.id for p in EDITION.places]
ISLAND_IDS = [i.id for i in EDITION.islands]
ALL_TOKENS = [t.id for t in EDITION.tokens]


def started(players: int = 2, layout: list[str] | None = None, islands: list[str] | None = None,
            order: list[int] | None = None, draws: list[str] | None = None, open_screens: bool = True) -> HawaiiState:
    """A game after setup with scripted chance: the layout (edition order by default), the first
    islands, the player order (seat order by default) and the draws (given tokens first, then the bag
    in token order)."""
    state = HawaiiGame().new_game(players, {"open_screens": open_screens})
    state.apply(CHANCE, SetLayout(tuple(layout or PLACE_IDS)))
    for island in islands or ISLAND_IDS[:4]:
        state.apply(CHANCE, RevealIsland(island))
    state.apply(CHANCE, SetOrder(tuple(order or range(players))))
    run_draws(state, draws)
    return state


def run_draws(state: HawaiiState, draws: list[str] | None = None) -> None:
    scripted = list(draws or [])
    while state.phase == "draw":
        token = scripted.pop(0) if scripted else state.bag[0]
        state.apply(CHANCE, DrawToken(token))
    while state.phase == "islands":
        state.apply(CHANCE, RevealIsland(state._reveal_pool()[0]))


def clear_board_prices(state: HawaiiState) -> None:
    """Put every token back in the bag (for hand-built price positions)."""
    for slots in state.prices.values():
        for i, t in enumerate(slots):
            if t is not None:
                state.bag.append(t)
                slots[i] = None
    state.bag.extend(state.cove)
    state.cove = []
    state.bag.extend(t for t in state.order_tokens if t is not None)
    state.order_tokens = [None] * state.players
    state.bag.sort(key=lambda t: int(t[1:]))


def set_price(state: HawaiiState, place: str, slot: int, token: str) -> None:
    state.bag.remove(token)
    state.prices[place][slot] = token


def put_island(state: HawaiiState, dock: int, island: str) -> None:
    """Put ``island`` on dock ``dock`` (0-based), swapping with wherever it was (deck or another dock)."""
    current = state.docks[dock]
    if island == current:
        return
    if island in state.docks:
        state.docks[state.docks.index(island)] = current
    else:
        pile = state.deck_down if island in state.deck_down else state.deck_up
        pile[pile.index(island)] = current
        if current is None:
            pile.remove(None)
    state.docks[dock] = island


def give(state: HawaiiState, seat: int, tile: str, side: int = 1, row: int | None = None) -> None:
    """Put a tile on seat's board from the supply, legally (row: None = first legal row)."""
    realm = state.player[seat].realm
    place = EDITION.place_of_tile(tile)
    assert state.supply[place][tile] > 0
    if tile not in ("kahuna", "tiki", "boat"):
        rows = realm.legal_rows(tile, EDITION)
        assert rows, f"{tile} cannot be placed"
        row = rows[0] if row is None else row
        assert row in rows, f"{tile} cannot go to row {row}"
    state.supply[place][tile] -= 1
    realm.place(tile, side, row, EDITION)
    if tile == "boat":
        state.player[seat].boats_used.append(False)


_SORTED_TOKENS = sorted(ALL_TOKENS)
_SORTED_ISLANDS = sorted(ISLAND_IDS)
_TILE_COUNTS = {name: t.count for name, t in EDITION.tiles.items()}
_SUPPLY_KEYS = {p.id: set(p.tiles) for p in EDITION.places}
_LEGAL_REALMS: set = set()


def _realm_key(realm):
    return (tuple(tuple(v) for v in realm.villages), realm.kahunas, realm.tikis, tuple(realm.boats))


def check_invariants(state: HawaiiState) -> None:
    """Every token and tile in exactly one place, no negative resources, legal boards, sane flow."""
    assert state.phase in PHASES
    assert 1 <= state.round <= EDITION.rounds
    tokens = list(state.bag) + [t for s in state.prices.values() for t in s if t is not None] + list(state.cove)
    tokens += [t for t in state.order_tokens if t is not None] + list(state.order_drawn)
    for p in state.player:
        tokens += p.price_tokens + p.fish_tokens
    tokens.sort()
    assert tokens == _SORTED_TOKENS, Counter(tokens) - Counter(ALL_TOKENS)
    counts: Counter = Counter()
    for place, tiles in state.supply.items():
        assert set(tiles) == _SUPPLY_KEYS[place]
        for tile, n in tiles.items():
            assert n >= 0
        counts.update(tiles)
    for p in state.player:
        assert p.resources is not None and min(p.resources) >= 0, p.resources
        realm = p.realm
        key = _realm_key(realm)
        if key not in _LEGAL_REALMS:
            assert realm.problems(EDITION) == []
            _LEGAL_REALMS.add(key)
        for village in realm.villages:
            for tile, _ in village:
                counts[tile] += 1
        counts["kahuna"] += realm.kahunas
        counts["tiki"] += realm.tikis
        counts["boat"] += len(realm.boats) - 1
        assert len(p.boats_used) == len(realm.boats)
        assert min(p.points.values(), default=0) >= 0
    del counts[STARTING_HUT]
    assert counts == _TILE_COUNTS
    islands = [i for i in state.docks if i is not None] + state.deck_down + state.deck_up
    islands.sort()
    assert islands == _SORTED_ISLANDS
    seated = [s for s in state.order_track if s is not None]
    assert len(seated) == len(set(seated))
    for s in seated:
        assert state.player[s].ended
    if state.phase == "chiefs" and state.pending is None:
        assert not state.player[state.turn_order[state.current]].ended
    if state.is_terminal():
        assert state.round == EDITION.rounds
        assert state.winners()

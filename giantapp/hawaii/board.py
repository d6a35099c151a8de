"""A player's board (the realm): villages, kahunas, tikis, boats, and where a tile may legally go.

Data model (read by the views; all indexes 0-based, the rules text counts from 1):

- ``villages``: the started villages top to bottom; each is the list of its tiles left to right as
  ``(tile_type, side)`` pairs (side 1 or 2). Village 0 always starts with ``(STARTING_HUT, 1)``, the
  printed starting hut. A village is filled left to right without gaps, so a list is enough; the long
  house (``width`` 2 in the edition) takes two columns. :meth:`Realm.grid` gives the cell view.
- ``kahunas``: how many kahunas stand beside the rows; they fill rows 0, 1, ... top to bottom (a row
  not yet started may get one).
- ``tikis``: how many tikis stand on the top bar; they fill ``edition.tiki_columns`` in order (right to
  left).
- ``boats``: the boats in the water, ``boats[0]`` is the printed fishing boat (side 0), then each
  bought boat's side (1 or 2) in the order gained.

Placement rules (``../shared/rules/hawaii.md``, "Building the realm"): a village tile goes at the right
end of a started village or starts the next village (column 0, only a hut, villages top to bottom
without skipping, at most ``board_rows`` villages); no two tiles of one type in a village; at most one
god per village and each god once per realm. A village may stick out of the printed board to the right,
the long house included (seed: 「可以凸出去，但就是要放在里面，不能在海上」): the no-duplicate rule is its only
limit, so a realm may use more columns than the printed ``board_columns`` (:meth:`Realm.columns`).
"""

from __future__ import annotations

from typing import Iterator

from .data import BOAT, KAHUNA, STARTING_HUT, TIKI, Edition


class Realm:
    __slots__ = ("villages", "kahunas", "tikis", "boats", "cache")

    def __init__(self) -> None:
        self.villages: list[list[tuple[str, int]]] = [[(STARTING_HUT, 1)]]
        self.kahunas = 0
        self.tikis = 0
        self.boats: list[int] = [0]
        # derived facts (legal rows per tile, exchange units, ...) for the hot loop; replaced (never
        # mutated in place after a change) by place(), so copies may share it safely. Code that edits
        # the fields directly (tests building a position) calls invalidate() afterwards.
        self.cache: dict = {}

    def copy(self) -> "Realm":
        other = Realm.__new__(Realm)
        other.villages = [list(v) for v in self.villages]
        other.kahunas = self.kahunas
        other.tikis = self.tikis
        other.boats = list(self.boats)
        other.cache = self.cache
        return other

    def invalidate(self) -> None:
        """Forget derived facts after a direct edit of the fields (place() does this itself)."""
        self.cache = {}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Realm) and (self.villages, self.kahunas, self.tikis, self.boats) == (
            other.villages, other.kahunas, other.tikis, other.boats)

    def to_json(self) -> dict:
        return {"villages": [[[t, s] for t, s in v] for v in self.villages], "kahunas": self.kahunas,
                "tikis": self.tikis, "boats": list(self.boats)}

    # --- reading ----------------------------------------------------------------------------
    def tiles(self) -> Iterator[tuple[int, str, int]]:
        """Every village tile as (row, tile_type, side), the starting hut included."""
        for r, village in enumerate(self.villages):
            for tile, side in village:
                yield r, tile, side

    def count(self, tile: str) -> int:
        return sum(1 for village in self.villages for t, _ in village if t == tile)

    def sides(self, tile: str) -> list[int]:
        """The sides of every ``tile`` in the villages (e.g. [1, 2] for two shell huts)."""
        return [s for village in self.villages for t, s in village if t == tile]

    def gods(self, edition: Edition) -> set[str]:
        god_types = edition.god_types  # type: ignore[attr-defined]
        return {t for village in self.villages for t, _ in village if t in god_types}

    def width(self, row: int, edition: Edition) -> int:
        if row >= len(self.villages):
            return 0
        tiles = edition.tiles
        return sum(tiles[t].width if t != STARTING_HUT else 1 for t, _ in self.villages[row])

    def columns(self, edition: Edition) -> int:
        """Columns the realm uses: the printed board's, or more where a village sticks out to the right."""
        return max([edition.board_columns] + [self.width(r, edition) for r in range(len(self.villages))])

    def grid(self, edition: Edition) -> list[list[tuple[str, int, bool] | None]]:
        """rows × :meth:`columns`; a cell holds (tile_type, side, is_first_cell) or None. For drawing."""
        columns = self.columns(edition)
        out: list[list[tuple[str, int, bool] | None]] = [[None] * columns for _ in range(edition.board_rows)]
        for r, village in enumerate(self.villages):
            c = 0
            for tile, side in village:
                w = edition.tiles[tile].width if tile != STARTING_HUT else 1
                for k in range(w):
                    out[r][c + k] = (tile, side, k == 0)
                c += w
        return out

    def tiki_columns(self, edition: Edition) -> tuple[int, ...]:
        """0-based columns under the placed tikis."""
        return tuple(c - 1 for c in edition.tiki_columns[: self.tikis])

    # --- legality ---------------------------------------------------------------------------
    def legal_rows(self, tile: str, edition: Edition) -> list[int]:
        """Rows where a village tile of type ``tile`` may go now (a new row is len(villages))."""
        key = ("rows", tile)
        rows = self.cache.get(key)
        if rows is None:
            rows = self.cache[key] = self._legal_rows(tile, edition)
        return rows

    def _legal_rows(self, tile: str, edition: Edition) -> list[int]:
        spec = edition.tiles[tile]
        god = spec.god
        types, with_god, everything = self._village_types(edition)
        if god and tile in everything:
            return []  # each god once per realm
        # no column limit: a village may stick out of the board to the right
        out = [r for r, kinds in enumerate(types) if tile not in kinds and not (god and with_god[r])]
        if spec.hut and len(self.villages) < edition.board_rows:
            out.append(len(self.villages))
        return out

    def _village_types(self, edition: Edition) -> tuple[list[set[str]], list[bool], set[str]]:
        """Per village the tile types in it and whether it holds a god, and every type in the villages
        (once per realm contents: every legal-row question reads them)."""
        info = self.cache.get("types")
        if info is None:
            gods = edition.god_types  # type: ignore[attr-defined]
            types = [{t for t, _ in village} for village in self.villages]
            info = self.cache["types"] = (types, [not kinds.isdisjoint(gods) for kinds in types],
                                          set().union(*types))
        return info

    def room_for(self, tile: str, count: int, edition: Edition) -> bool:
        """Whether ``count`` tiles of ``tile`` can all be placed now."""
        if tile == KAHUNA:
            return self.kahunas + count <= edition.board_rows
        if tile == TIKI:
            return self.tikis + count <= len(edition.tiki_columns)
        if tile == BOAT:
            return True
        return count == 1 and bool(self.legal_rows(tile, edition))

    def cells_for(self, tile: str, count: int, edition: Edition) -> list[tuple[int, int]]:
        """The (row, column) cells, 0-based, a tile would take: one per legal choice for village tiles,
        the fixed next spaces for kahunas (column -1) and tikis (row -1), none for boats."""
        if tile == KAHUNA:
            return [(self.kahunas + k, -1) for k in range(count)] if self.room_for(tile, count, edition) else []
        if tile == TIKI:
            return [(-1, edition.tiki_columns[self.tikis + k] - 1) for k in range(count)] if self.room_for(tile, count, edition) else []
        if tile == BOAT:
            return []
        return [(r, self.width(r, edition)) for r in self.legal_rows(tile, edition)]

    # --- changing ---------------------------------------------------------------------------
    def place(self, tile: str, side: int, row: int | None, edition: Edition) -> tuple[int, int, int]:
        """Put one tile (already checked legal); return the printed bonus (shells, feet, fruit) covered."""
        self.cache = {}
        if tile == KAHUNA:
            bonus = edition.kahuna_bonus[self.kahunas]
            self.kahunas += 1
            return bonus
        if tile == TIKI:
            bonus = edition.tiki_bonus[self.tikis]
            self.tikis += 1
            return bonus
        if tile == BOAT:
            self.boats.append(side)
            return (0, 0, 0)
        assert row is not None
        if row == len(self.villages):
            self.villages.append([(tile, side)])
        else:
            self.villages[row].append((tile, side))
        return (0, 0, 0)

    def problems(self, edition: Edition) -> list[str]:
        """Every way this realm breaks the placement rules (empty when legal): an invariant for tests."""
        out = []
        if not self.villages or not self.villages[0] or self.villages[0][0] != (STARTING_HUT, 1):
            out.append("village 1 does not begin with the starting hut")
        if len(self.villages) > edition.board_rows:
            out.append("more villages than rows")
        seen_gods: set[str] = set()
        for r, village in enumerate(self.villages):
            if not village:
                out.append(f"village {r + 1} is empty")
                continue
            first = village[0][0]
            if r > 0 and not edition.tiles[first].hut:
                out.append(f"village {r + 1} does not start with a hut")
            types = [t for t, _ in village]
            if len(set(types)) != len(types):
                out.append(f"village {r + 1} holds a type twice")
            gods = [t for t in types if t in edition.god_types]  # type: ignore[attr-defined]
            if len(gods) > 1:
                out.append(f"village {r + 1} holds two gods")
            for g in gods:
                if g in seen_gods:
                    out.append(f"god {g} appears twice in the realm")
                seen_gods.add(g)
            for t, s in village:
                if t in (KAHUNA, TIKI, BOAT):
                    out.append(f"village {r + 1} holds a {t}")
                elif t != STARTING_HUT and s not in ((1, 2) if edition.tiles[t].two_sided else (1,)):
                    out.append(f"village {r + 1} holds {t} on side {s}")
        if not 0 <= self.kahunas <= edition.board_rows:
            out.append("kahuna count out of range")
        if not 0 <= self.tikis <= len(edition.tiki_columns):
            out.append("tiki count out of range")
        if not self.boats or self.boats[0] != 0 or any(b not in (1, 2) for b in self.boats[1:]):
            out.append("boats are malformed")
        return out

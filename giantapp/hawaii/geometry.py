"""The main island's geometry: place rectangles, adjacency and walking costs (shapely, at setup only).

Why geometry and not a typed table: the rows have different widths (2-3-3-2), so which places touch
diagonally follows from how the rectangles are laid, and the view draws the same rectangles.

Layout: every place is a ``PLACE_W`` × ``PLACE_H`` rectangle. Row 0 is the bottom row (at the beach),
rows are centred on the widest row, so in a 2-3-3-2 layout the bottom places sit half a place in from
the edges and each touches two places of the row above (one along a side, one at a corner or across a
shared stretch of edge). Two places are adjacent when their rectangles intersect (shared side or only a
corner: diagonals count). The beach is a strip under the bottom row; a place touches the beach when its
rectangle touches that strip.

Walking costs (in feet, before PELE): beach → place = 1 + steps from the nearest beach place; place →
other place = the number of steps on the shortest path; staying on the same place = 1. The path never
runs over the beach (**decision**: the beach is a destination, not a shortcut between places).

Everything here is computed once per layout and cached; the rules' hot loop reads plain dicts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import networkx as nx
from shapely.geometry import box

PLACE_W = 2.0
PLACE_H = 1.0
BEACH = "beach"


@dataclass(frozen=True)
class Layout:
    """One laid-out main island. ``order`` lists place ids in board order (bottom-left to top-right)."""

    order: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]  # bottom to top, each left to right
    rects: dict[str, tuple[float, float, float, float]]  # place -> (x0, y0, x1, y1), y grows upwards
    beach_rect: tuple[float, float, float, float]
    adjacent: dict[str, frozenset[str]]
    beach_places: frozenset[str]
    distance: dict[str, dict[str, int]]  # steps between places (0 to itself)
    cost_from: dict[str, dict[str, int]]  # origin (place id or BEACH) -> destination place -> feet

    def __hash__(self) -> int:
        return hash(self.order)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Layout) and other.order == self.order

    def move_cost(self, origin: str, destination: str) -> int:
        """Feet to walk from ``origin`` (a place id, or anything on the beach) to place ``destination``."""
        return self.costs_from(origin)[destination]

    def costs_from(self, origin: str) -> dict[str, int]:
        """Feet to walk from ``origin`` to each place: a chief not on a place (the beach, the cove, a dock,
        the order track) starts from the beach. One table for a whole list of purchases (speed)."""
        table = self.cost_from.get(origin)
        return self.cost_from[BEACH] if table is None else table


def row_rectangles(rows: tuple[int, ...]) -> list[list[tuple[float, float, float, float]]]:
    """Rectangles per row, bottom to top, each row centred on the widest one."""
    widest = max(rows) * PLACE_W
    out = []
    for r, n in enumerate(rows):
        x0 = (widest - n * PLACE_W) / 2.0
        out.append([(x0 + i * PLACE_W, r * PLACE_H, x0 + (i + 1) * PLACE_W, (r + 1) * PLACE_H) for i in range(n)])
    return out


@lru_cache(maxsize=64)
def build_layout(order: tuple[str, ...], rows: tuple[int, ...]) -> Layout:
    """Lay ``order`` into ``rows`` (bottom to top) and derive adjacency and costs with shapely/networkx."""
    if sum(rows) != len(order):
        raise ValueError(f"{len(order)} places do not fill rows {rows}")
    rects_by_row = row_rectangles(rows)
    rects: dict[str, tuple[float, float, float, float]] = {}
    place_rows: list[tuple[str, ...]] = []
    it = iter(order)
    for row in rects_by_row:
        names = []
        for rect in row:
            name = next(it)
            rects[name] = rect
            names.append(name)
        place_rows.append(tuple(names))
    widest = max(rows) * PLACE_W
    beach_rect = (0.0, -PLACE_H, widest, 0.0)
    shapes = {name: box(*rect) for name, rect in rects.items()}
    beach_shape = box(*beach_rect)
    graph = nx.Graph()
    graph.add_nodes_from(order)
    names = list(order)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if shapes[a].intersects(shapes[b]):  # a shared side or a shared corner
                graph.add_edge(a, b)
    beach_places = frozenset(n for n in names if shapes[n].intersects(beach_shape))
    adjacent = {n: frozenset(graph.neighbors(n)) for n in names}
    distance = {n: dict(d) for n, d in nx.all_pairs_shortest_path_length(graph)}
    for n in names:
        if len(distance[n]) != len(names):
            raise ValueError("the places do not form one connected island")
    cost_from: dict[str, dict[str, int]] = {}
    cost_from[BEACH] = {d: 1 + min(distance[b][d] for b in beach_places) for d in names}
    for o in names:
        cost_from[o] = {d: (1 if d == o else distance[o][d]) for d in names}
    return Layout(order, tuple(place_rows), rects, beach_rect, adjacent, beach_places, distance, cost_from)

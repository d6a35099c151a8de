"""The 2-3-3-2 layout: adjacency from touching rectangles (corners count), beach contact, costs."""

from __future__ import annotations

from giantapp.hawaii.geometry import BEACH, build_layout

ROWS = (2, 3, 3, 2)
NAMES = tuple("abcdefghij")  # rows: a b | c d e | f g h | i j


def test_adjacency_follows_the_rectangles_including_corners():
    layout = build_layout(NAMES, ROWS)
    assert layout.rows == (("a", "b"), ("c", "d", "e"), ("f", "g", "h"), ("i", "j"))
    # a bottom place touches the place above it along an edge and its neighbour across a corner
    assert layout.adjacent["a"] == {"b", "c", "d"}
    # rows of three: straight up plus both diagonals (corner contact)
    assert layout.adjacent["c"] == {"a", "d", "f", "g"}
    assert layout.adjacent["d"] == {"a", "b", "c", "e", "f", "g", "h"}
    assert layout.adjacent["j"] == {"g", "h", "i"}
    assert "e" not in layout.adjacent["a"] and "h" not in layout.adjacent["c"]
    for x, ys in layout.adjacent.items():
        for y in ys:
            assert x in layout.adjacent[y]


def test_only_the_bottom_row_touches_the_beach_and_costs_are_shortest_paths():
    layout = build_layout(NAMES, ROWS)
    assert layout.beach_places == {"a", "b"}
    assert [layout.move_cost(BEACH, p) for p in NAMES] == [1, 1, 2, 2, 2, 3, 3, 3, 4, 4]
    assert layout.move_cost("a", "a") == 1  # staying to buy again
    assert layout.move_cost("a", "j") == 3  # a -> d -> g -> j
    assert layout.move_cost("c", "e") == 2  # same row, two steps
    assert layout.move_cost("cove", "c") == 2  # the cove and docks lie on the beach
    assert layout.rects["a"] == (1.0, 0.0, 3.0, 1.0)
    assert layout.beach_rect[3] == 0.0


def test_a_layout_is_computed_once():
    assert build_layout(NAMES, ROWS) is build_layout(NAMES, ROWS)

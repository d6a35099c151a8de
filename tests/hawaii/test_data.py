"""Loading the edition: the shipped file is complete, malformed files fail with the field named."""

from __future__ import annotations

import copy
import json

import pytest

from giantapp.engine import DataError
from giantapp.hawaii.data import load_edition, parse_edition
from giantapp.resources import resource_path

RAW = json.loads(resource_path("hawaii", "edition.json").read_text(encoding="utf-8"))


def test_shipped_edition_loads_with_the_published_counts():
    e = load_edition()
    assert sum(t.count for t in e.tiles.values()) == 126
    assert len(e.tokens) == 25 and e.tokens[0].id == "T0" and e.tokens[24].id == "T24"
    assert len(e.places) == 10 and e.layout_rows == (2, 3, 3, 2)
    assert len(e.round_tiles) == e.rounds == 5
    assert e.round_tiles[0].target == 9 and (e.round_tiles[0].shells, e.round_tiles[0].feet) == (10, 6)
    assert e.fruit_by_position == (0, 2, 3, 4, 5)
    assert e.tiki_columns == (5, 4, 3, 2, 1)
    assert e.kahuna_bonus[1] == (1, 0, 0) and e.tiki_bonus[2] == (0, 1, 0)
    assert e.place_of_tile("god_pele") == "gods"
    assert e.income["god_ku"] == ((0, 1, 0), (0, 1, 0))


def _broken(path, value):
    raw = copy.deepcopy(RAW)
    target = raw
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return raw


@pytest.mark.parametrize("path, value, message", [
    (("rounds",), "five", "rounds must be a whole number"),
    (("start",), KeyError, "edition.start is missing"),
    (("price_tokens", "tokens", 3, "value"), 0, "price_tokens.tokens[3].value must be at least 1"),
    (("tiles", "boat", "count"), -1, "tiles.boat.count"),
    (("tiles", "surfer", "colour"), "red", "unknown field"),
    (("places", "list", 0, "tiles"), ["shell_hut", "dragon"], "unknown tile type 'dragon'"),
    (("places", "list", 1, "tiles"), ["shell_hut"], "lies on two places"),
    (("places", "layout_rows_bottom_to_top"), [2, 3, 3, 3], "holds 11 places"),
    (("round_tiles", "list", 2, "round"), 7, "round_tiles.list[2].round must be 3"),
    (("player_board", "kahuna_spaces", 0, "row"), 2, "kahunas go top to bottom"),
    (("player_board", "tiki_spaces_in_fill_order", 0, "column"), 1, "distinct columns"),
    (("docks", 1, "feet"), 0, "docks[1].feet must be at least 1"),
    (("boats", "side_2_printed_feet"), 5, "cannot outnumber them"),
    (("islands", "list", 0, "reward"), {"tile": "volcano"}, "unknown tile type 'volcano'"),
    (("islands", "list", 6, "reward"), {"tile": "shell_hut", "count": 2}, "only for kahunas and tikis"),
    (("scoring", "lono_points"), [2], "must have 2 entries"),
    (("effects", "income", "shell_hut"), {"gold": [1, 2]}, "effects.income.shell_hut"),
    (("effects", "move_cap", "god_zeus"), [1, 1], "unknown tile type 'god_zeus'"),
])
def test_malformed_edition_names_the_field(path, value, message):
    with pytest.raises(DataError) as info:
        parse_edition(_broken(path, value))
    assert message in str(info.value)


def test_too_few_tokens_for_the_circles_is_refused():
    raw = copy.deepcopy(RAW)
    raw["price_tokens"]["tokens"] = raw["price_tokens"]["tokens"][:20]
    with pytest.raises(DataError, match="cannot fill 24 circles"):
        parse_edition(raw)

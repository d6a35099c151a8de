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


def test_the_shipped_edition_has_the_numbers_of_the_rules_text():
    """Every number below is copied from ``../shared/rules/hawaii.md`` and ``hawaii-edition.json`` (the
    spec), never read from ``resources/``: a wrong number in the shipped file fails here."""
    e = load_edition()
    assert (e.min_players, e.max_players, e.rounds) == (2, 5, 5)
    assert (e.start_shells, e.start_feet, e.fruit_by_position) == (13, 7, (0, 2, 3, 4, 5))
    assert [(t.value, t.spear, t.fish) for t in e.tokens] == [
        (2, True, 3), (2, False, 3), (2, False, 3), (2, False, 2), (2, False, 2),
        (3, True, 2), (3, False, 2), (3, False, 2), (3, False, 2), (3, False, 1),
        (4, True, 2), (4, False, 2), (4, False, 1), (4, False, 1), (4, False, 1),
        (5, True, 1), (5, False, 1), (5, False, 1), (5, False, 1), (5, False, 1),
        (6, True, 1), (6, False, 1), (6, False, 1), (6, False, 1), (6, False, 1)]
    assert {n: t.count for n, t in e.tiles.items()} == {
        "shell_hut": 5, "foot_hut": 5, "spear_hut": 5, "exchange_hut": 5, "long_house": 5, "irrigation": 5,
        "hula_dancer": 10, "fruit_breadfruit": 4, "fruit_taro": 4, "fruit_coconut": 4, "fruit_banana": 4,
        "boat": 8, "surfer": 10, "kahuna": 25, "tiki": 15, "god_ku": 2, "god_kane": 2, "god_pele": 2,
        "god_lono": 2, "god_laka": 2, "god_kanaloa": 2}
    assert {n for n, t in e.tiles.items() if t.hut} == {"shell_hut", "foot_hut", "spear_hut", "exchange_hut", "long_house"}
    assert {n: t.width for n, t in e.tiles.items() if t.width != 1} == {"long_house": 2}
    assert [(p.id, p.tiles, p.circles, p.limit) for p in e.places] == [
        ("huts_a", ("shell_hut", "foot_hut"), 2, 8), ("huts_b", ("spear_hut", "exchange_hut"), 2, 8),
        ("longhouse_irrigation", ("long_house", "irrigation"), 2, 9), ("hula", ("hula_dancer",), 2, 8),
        ("fruit", ("fruit_breadfruit", "fruit_taro", "fruit_coconut", "fruit_banana"), 2, 8),
        ("boats", ("boat",), 2, 9), ("surfers", ("surfer",), 2, 8), ("kahunas", ("kahuna",), 3, 11),
        ("tikis", ("tiki",), 2, 8),
        ("gods", ("god_ku", "god_kane", "god_pele", "god_lono", "god_laka", "god_kanaloa"), 1, 5)]
    assert e.layout_rows == (2, 3, 3, 2)
    assert [(r.target, r.shells, r.feet, r.first, r.second, r.qualified) for r in e.round_tiles] == [
        (9, 10, 6, 5, 3, 2), (11, 8, 5, 7, 4, 2), (13, 6, 4, 9, 5, 3), (15, 4, 3, 11, 6, 3), (17, 0, 0, 13, 7, 4)]
    assert (e.board_rows, e.board_columns, e.starting_hut) == (5, 7, (1, 1))
    assert e.kahuna_points == (3, 4, 5, 6, 7)
    assert e.kahuna_bonus == ((0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 0, 0), (0, 1, 0))
    assert e.tiki_columns == (5, 4, 3, 2, 1)
    assert e.tiki_bonus == ((0, 0, 0), (0, 0, 0), (0, 1, 0), (0, 0, 0), (1, 0, 0))
    # boats: fishing boat 2 spaces; boat I 3; boat II 4, one of them the printed foot (turn-2 correction)
    assert (e.fishing_boat_spaces, e.boat_spaces, e.boat2_printed_feet) == (2, (3, 4), 1)
    assert [(d.dock, d.feet, d.points) for d in e.docks] == [(1, 3, 2), (2, 4, 3), (3, 5, 4), (4, 6, 9)]
    assert [(i.id, i.tile, i.side, i.count, i.shells, i.feet) for i in e.islands] == [
        ("isle_shell_hut", "shell_hut", 2, 1, 0, 0), ("isle_foot_hut", "foot_hut", 2, 1, 0, 0),
        ("isle_boat", "boat", 2, 1, 0, 0), ("isle_surfer", "surfer", 2, 1, 0, 0),
        ("isle_hula", "hula_dancer", 2, 1, 0, 0), ("isle_fruit", "fruit_any", 2, 1, 0, 0),
        ("isle_kahunas", "kahuna", 1, 2, 0, 0), ("isle_tiki", "tiki", 1, 1, 0, 0),
        ("isle_shells", None, 1, 0, 3, 0), ("isle_feet", None, 1, 0, 0, 3)]
    assert e.irrigation == (0, 1, 3, 6, 10)
    assert (e.order1_bonus, e.surfer_reduction, e.spear_points, e.lono_points) == (2, (2, 4), (1, 2), (2, 4))
    assert (e.laka_points, e.kanaloa_points, e.hula_points, e.long_house_2_points) == ((1, 2), (2, 4), (1, 2), 5)
    assert e.kanaloa_counts_fishing_boat is True
    # the tile table of hawaii.md ("Tile effects"), side I / side II
    assert e.income == {
        "shell_hut": ((1, 0, 0), (2, 0, 0)), "foot_hut": ((0, 1, 0), (0, 2, 0)),
        "fruit_breadfruit": ((0, 0, 1), (0, 0, 2)), "fruit_taro": ((0, 0, 1), (0, 0, 2)),
        "fruit_coconut": ((0, 0, 1), (0, 0, 2)), "fruit_banana": ((0, 0, 1), (0, 0, 2)),
        "god_kane": ((1, 0, 0), (2, 0, 0)), "god_ku": ((0, 1, 0), (0, 1, 0))}
    assert e.income_of_choice == {"irrigation": (0, 1)}
    assert e.spear_tiles == frozenset({"spear_hut", "god_ku"})
    assert e.exchange_units == {"exchange_hut": (1, 2)}
    assert e.move_cap == {"god_pele": (2, 1)}
    assert (e.fruit_symbols, e.kane_tiki_resources) == ((1, 2), 2)

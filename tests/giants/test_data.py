"""The edition tables and the island load, and broken data is refused with a message naming the field."""

import copy
import json

import pytest

from giantapp.engine import DataError, get_game
from giantapp.giants.data import load_edition, parse_edition
from giantapp.giants.island import load_island, parse_island
from giantapp.resources import resource_path


def raw(name):
    return json.loads(resource_path("giants", name).read_text(encoding="utf-8"))


def test_shipped_data_loads():
    ed = load_edition()
    isl = load_island()
    assert ed.moai == {1: 17, 2: 12, 3: 6} and ed.hats == 14 and ed.tablets == 30 and ed.logs == 27
    assert ed.setup[3].dice == ("W", "W", "W") and ed.setup[5].bases == 5
    assert ed.dice["W"].faces == (0, 1, 1, 2, 2, 3) and ed.dice["B"].faces == (0, 1, 1, 1, 2, 3)
    assert len(isl.ahus) == 37 and len(isl.forests) == 7 and sum(isl.forests.values()) == ed.logs
    assert isl.graph.number_of_nodes() == len(isl.hexes)
    assert all(isl.graph.has_edge(h, n) for h in isl.hexes for n in isl.neighbours[h])


def test_island_copy_matches_the_shared_rules_file():
    shared = resource_path("giants", "island.json").resolve().parents[2].parent / "shared" / "rules" / "giants-island.json"
    if shared.exists():  # the checkout sits beside shared/ during development and CI
        assert json.loads(shared.read_text()) == raw("island.json")


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.pop("dice"), "missing 'dice'"),
        (lambda d: d["supply"]["moai"].pop("3"), "supply.moai"),
        (lambda d: d["dice"]["W"].update(faces=[0, 1, 9]), "no moai size"),
        (lambda d: d["setup"].pop("4"), "3, 4 and 5 players"),
        (lambda d: d["setup"]["5"].update(bases=9), "more than the 7 bases"),
        (lambda d: d["setup"]["3"].update(dice=["W", "Q"]), "known die letters"),
        (lambda d: d["strength"].update(chief=-1), "strength.chief"),
        (lambda d: d["carry_need"].update({"3": 4}), "chief must be able to carry"),
        (lambda d: d.update(format="other"), "format"),
        (lambda d: d["start"].update(workers=9), "more figures than a colour has"),
    ],
)
def test_broken_edition_is_refused(change, message):
    data = copy.deepcopy(raw("edition.json"))
    change(data)
    with pytest.raises(DataError) as info:
        parse_edition(data)
    assert message in str(info.value)


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d["land"].append([1, 8]), "listed twice"),
        (lambda d: d.update(village=[40, 40]), "village (40,40) is not a land hex"),
        (lambda d: d["ahus"][0].update(adjacent=[[0, 0]]), "not land"),
        (lambda d: d["ahus"][1].update(id="A01"), "listed twice"),
        (lambda d: d["forest"][0].update(logs=0), "positive whole number"),
        (lambda d: d["land"].append([20, 20]), "one connected island"),
        (lambda d: d["directions"].update({"0": "E"}), "no offset"),
        (lambda d: d["ahus"][0].update(moai_value="five"), "moai_value"),
        (lambda d: d.update(hat_quarry=d["village"]), "share a hex"),
    ],
)
def test_broken_island_is_refused(change, message):
    data = copy.deepcopy(raw("island.json"))
    change(data)
    with pytest.raises(DataError) as info:
        parse_island(data)
    assert message in str(info.value)


def test_options_and_players():
    game = get_game("giants")
    assert [o.name for o in game.options()] == [
        "quick_game", "live_scoring", "open_screens", "open_ownership", "round_cap", "first_player"]
    with pytest.raises(ValueError):
        game.new_game(2)
    with pytest.raises(ValueError, match="first_player"):
        game.new_game(3, {"first_player": 3})
    with pytest.raises(ValueError, match="round_cap"):
        game.new_game(3, {"round_cap": 0})
    quick = game.new_game(4, {"quick_game": True, "first_player": 2})
    assert quick.screen_workers == [2] * 4 and quick.first_player == 2 and quick.phase == "roll"
    assert game.new_game(5).phase == "first_player"
    assert quick.screen_bases == [6] * 4 and quick.bases_box == [1] * 4

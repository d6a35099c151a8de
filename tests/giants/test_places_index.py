"""The places keep an index of the objects phase 4 can move or mark (``state.Places``: by kind and place,
and those on a hex), brought up to date by every assignment: it must always equal the index built from
nothing out of the places themselves - after every action of whole random games, in a clone, an
observation, a determinized world, a pickled copy, a state replayed from its record, and after the
direct edits the tests make to set up positions."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from giantapp.ai import RandomAgent, play_game
from giantapp.engine import CHANCE, GameRecord, get_game, replay
from giantapp.giants.state import Places

from ..play import random_step


def index_from_nothing(places: dict, kinds: dict) -> tuple[dict, tuple]:
    """({(kind, place): ids in id order}, ids on a hex in id order), from a plain walk of the objects."""
    plain = dict(places)
    lots: dict = {}
    on_hex = []
    for obj in kinds:  # id order: M1.., then H1..
        if obj not in plain:
            continue
        place = plain[obj]
        if place[0] in ("hex", "front"):
            lots.setdefault((kinds[obj], place), []).append(obj)
        if place[0] == "hex":
            on_hex.append(obj)
    return {key: tuple(objs) for key, objs in lots.items()}, tuple(on_hex)


def assert_index_right(state) -> None:
    places = state.places
    assert type(places) is Places
    assert (places.lots, places.on_hex) == index_from_nothing(places, state.kinds)
    assert list(places) == list(state.kinds)  # the places' own order is the id order


def test_the_index_follows_every_action_of_whole_random_games():
    game = get_game("giants")
    for seed in range(6):
        rng = random.Random(500 + seed)
        state = game.new_game(3 + seed % 3)
        assert_index_right(state)
        steps = 0
        while not state.is_terminal():
            before = state.clone()
            random_step(state, rng)
            steps += 1
            assert_index_right(state)
            assert_index_right(before)  # the clone kept its own index, untouched by the action
            if steps % 11 == 0:
                seat = state.to_act()[0] if state.to_act() else 0
                seat = 0 if seat == CHANCE else seat
                observation = state.observation(seat)
                assert_index_right(observation)
                world = observation.determinize(random.Random(steps))
                assert_index_right(world)
                assert world.places == state.places
                if not state.is_terminal():
                    random_step(world, random.Random(steps))  # the world moves on alone
                    assert_index_right(world)
                    assert_index_right(state)
            if steps % 37 == 0:
                for copied in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state)):
                    assert_index_right(copied)
                    assert copied.places == state.places
        assert steps > 200


def test_a_state_replayed_from_its_record_has_the_same_index():
    game = get_game("giants")
    played = play_game(game.new_game(4), [RandomAgent()] * 4, random.Random(17))
    record = GameRecord.loads(played.record.dumps())
    state, failure = replay(record)
    assert failure is None
    assert_index_right(state)
    assert (state.places.lots, state.places.on_hex) == (played.state.places.lots, played.state.places.on_hex)
    assert vars(state)["places"] == vars(played.state)["places"]


def test_direct_edits_of_the_places_keep_the_index():
    state = get_game("giants").new_game(4, {"first_player": 0})
    places = state.places
    places["M1"] = ("hex", (3, 4))
    places["M2"] = ("hex", (3, 4))
    places["H1"] = ("front", 2)
    places["M3"] = ("front", 2)
    assert_index_right(state)
    assert places.lots[("1", ("hex", (3, 4)))] == ("M1", "M2")
    places["M1"] = ("hex", (3, 4))  # the same place again
    places["M2"] = ("hex", (5, 5))
    places["M1"] = ("ahu", "A07")
    assert_index_right(state)
    assert ("1", ("hex", (3, 4))) not in places.lots and places.on_hex == ("M2",)
    places.update({"M4": ("hex", (5, 5))}, M5=("front", 1))
    places.setdefault("M4", ("supply",))
    assert_index_right(state)
    assert places.pop("M5") == ("front", 1)
    del places["M4"]
    assert (places.lots, places.on_hex) == index_from_nothing(places, state.kinds)
    places |= {"M4": ("hex", (1, 1)), "M5": ("supply",)}  # back, after the others: still in id order
    assert places.on_hex == ("M2", "M4")
    assert (places.lots, places.on_hex) == index_from_nothing(places, state.kinds)
    places.clear()
    assert places.lots == {} and places.on_hex == ()


def test_a_copy_shares_nothing_that_changes():
    state = get_game("giants").new_game(3, {"first_player": 0})
    state.places["M1"] = ("hex", (3, 4))
    twin = state.clone()
    twin.places["M1"] = ("hex", (5, 5))
    twin.places["M2"] = ("front", 0)
    assert state.places["M1"] == ("hex", (3, 4)) and state.places["M2"] == ("supply",)
    assert_index_right(state)
    assert_index_right(twin)
    assert state.places.lots == {("1", ("hex", (3, 4))): ("M1",)}


@pytest.mark.parametrize("players", [3, 5])
def test_places_compare_as_the_plain_dict_they_are(players):
    state = get_game("giants").new_game(players)
    plain = dict(state.places)
    assert state.places == plain and plain == state.places
    assert isinstance(state.places, dict)
    assert repr(state.places) == repr(plain)

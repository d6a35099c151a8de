"""Log sentences and the status line, one per kind of action and phase."""

from __future__ import annotations

from giantapp.engine import CHANCE
from giantapp.hawaii.actions import (Buy, DrawToken, EndRound, Fish, Irrigate, Kane, Pay, PlaceReward, RevealIsland,
                                     SetLayout, SetOrder, Visit)
from giantapp.hawaii.game import HawaiiGame
from giantapp.hawaii.names import island_name, place_name, tile_name

from .helpers import PLACE_IDS, started


def test_every_action_has_a_sentence():
    state = started(3)
    say = state.describe_action
    assert say(CHANCE, SetLayout(tuple(PLACE_IDS))) == "The places are laid out"
    assert say(CHANCE, SetOrder((2, 0, 1))) == "Player order: Seat 3, Seat 1, Seat 2"
    assert say(CHANCE, DrawToken("T0")) == "Token T0 (value 2, 3 fish) is drawn"
    assert say(CHANCE, RevealIsland("isle_kahunas")) == "The island (2 × Kahuna) is turned up"
    assert say(0, Buy("huts_a", "shell_hut", "T5", True, 1)) == "Seat 1 buys Shell hut (II) for 6 shells, into village 2"
    assert say(0, Buy("kahunas", "kahuna", "T5", True, None)) == "Seat 1 buys 2 × Kahuna for 6 shells"
    assert say(0, Buy("boats", "boat", "T0", False, None)) == "Seat 1 buys Boat (I) for 2 shells"
    assert say(1, Fish(("T0", "T1"), (0,))) == "Seat 2 fishes 2 token(s) with 6 fish"
    assert say(1, Visit(1, (0, 1))) == f"Seat 2 sails to dock 1: {island_name(state.docks[0])}"
    assert say(2, EndRound(3)) == "Seat 3 ends the round on order position 3"
    assert say(2, Pay(1, 2, 0)) == "Seat 3 pays 1 shell, 2 feet"
    assert say(2, PlaceReward("fruit_taro", 0)) == "Seat 3 places Taro in village 1"
    assert say(0, Kane(None)) == "Seat 1 takes no tiki with KANE"
    assert say(0, Kane((1, 0, 1))) == "Seat 1 pays 1 shell, 1 fruit for a tiki with KANE"
    assert say(0, Irrigate("fruit")) == "Seat 1 takes 1 fruit from irrigation"
    assert say(0, Irrigate("feet")) == "Seat 1 takes 1 foot from irrigation"
    assert island_name("isle_shells") == "island (3 Shells)"
    assert island_name("isle_fruit") == "island (a fruit of choice)"
    assert tile_name("god_pele") == "PELE" and tile_name("new_thing") == "new thing"
    assert place_name("huts_a") == "Shell hut / Foot hut"


def test_status_follows_the_phases():
    state = HawaiiGame().new_game(2)
    assert state.status_text() == "Round 1: setting up"
    state = started(2)
    assert state.status_text() == "Round 1: Seat 1 to act"
    state.apply(0, EndRound(2))
    state.apply(1, EndRound(1))
    assert state.status_text() == "Round 2: setting up"

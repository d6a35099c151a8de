"""What each seat may know: screens, the bag, the island deck; determinize; words and notation."""

from __future__ import annotations

import random

import pytest

from giantapp.engine import CHANCE, IllegalAction
from giantapp.hawaii.actions import Buy, EndRound, parse_action
from giantapp.hawaii.game import HawaiiGame
from giantapp.hawaii.phases import Phase

from .helpers import started


def test_closed_screens_hide_other_seats_resources_and_determinize_restores_them():
    state = started(3, open_screens=False)
    obs = state.observation(1)
    assert obs.viewer == 1
    assert obs.player[1].resources == state.player[1].resources
    assert obs.player[0].resources is None and obs.player[2].resources is None
    assert obs.player[0].price_tokens == state.player[0].price_tokens  # tokens in front are public
    assert obs.legal_actions(1) == []  # not seat 2's turn
    seat = state.to_act()[0]
    assert state.observation(seat).legal_actions(seat) == state.legal_actions(seat)
    full = obs.determinize(random.Random(1))
    assert full.viewer is None
    assert [p.resources for p in full.player] == [p.resources for p in state.player]
    assert full.to_json() == state.to_json()
    spectator = state.observation(None)
    assert all(p.resources is None for p in spectator.player)
    assert state.to_act() == (0,) and obs.legal_actions(0) == []  # seat 1 cannot see what seat 0 may afford
    with pytest.raises(IllegalAction, match="^this view does not know the acting seat's resources$"):
        obs.apply(0, EndRound(1))


def test_open_screens_show_everything_and_the_observation_is_independent():
    state = started(2, open_screens=True)
    obs = state.observation(1)
    assert [p.resources for p in obs.player] == [p.resources for p in state.player]
    obs.player[0].resources[0] = 99
    obs.supply["huts_a"]["shell_hut"] = 0
    assert state.player[0].resources[0] != 99 and state.supply["huts_a"]["shell_hut"] > 0


def test_the_island_deck_order_is_never_stored():
    state = started(2)
    # only the composition of the face-down pool exists; each reveal is a chance draw from it
    assert sorted(state.deck_down) == sorted(set(state.deck_down))
    state.phase = Phase.ISLANDS
    assert len(state.chance_outcomes()) == len(state.deck_down)


def test_words_and_status():
    state = started(2)
    seat = state.to_act()[0]
    assert "Round 1" in state.status_text()
    for action in state.legal_actions(seat)[:40]:
        text = state.describe_action(seat, action)
        assert text.startswith(f"Seat {seat + 1}")
        assert parse_action(action.notation()) == action
    buy = next(a for a in state.legal_actions(seat) if isinstance(a, Buy))
    assert "shells" in state.describe_action(seat, buy)
    fresh = HawaiiGame().new_game(2)
    assert fresh.to_act() == (CHANCE,)
    assert fresh.describe_action(CHANCE, fresh.sample_chance(random.Random(0))) == "The places are laid out"
    assert fresh.status_text() == "Round 1: setting up"


def test_game_options_and_players():
    game = HawaiiGame()
    assert game.name == "hawaii" and (game.min_players, game.max_players) == (2, 5)
    assert [o.name for o in game.options()] == ["open_screens"]
    assert game.new_game(2).options == {"open_screens": True}
    assert game.new_game(2, {"open_screens": "false"}).options == {"open_screens": False}
    with pytest.raises(ValueError):
        game.new_game(6)
    with pytest.raises(ValueError):
        game.new_game(2, {"screens": True})
    state = game.new_game(4)
    assert state.to_act() == (CHANCE,) and state.phase == "layout"
    assert state.chance_outcomes() is None  # 10! layouts: sampled, not listed


def test_helpers_for_the_views():
    state = started(2)
    seat = state.to_act()[0]
    reach = state.reachable_places(seat)
    assert reach["huts_a"] == 1 and reach["huts_b"] == 1
    buys = state.purchase_actions(seat, "huts_a")
    assert buys and all(b.place == "huts_a" for b in buys)
    assert set(buys) == {a for a in state.legal_actions(seat) if isinstance(a, Buy) and a.place == "huts_a"}
    assert state.purchase_actions(1 - seat, "huts_a") == []
    assert state.legal_cells(seat, "shell_hut") == [(0, 1), (1, 0)]
    assert state.legal_cells(seat, "kahuna", double=True) == [(0, -1), (1, -1)]
    assert state.legal_cells(seat, "boat") == []
    assert state.layout.rects["huts_a"] == (1.0, 0.0, 3.0, 1.0)


def test_an_observation_lists_no_actions_for_a_seat_whose_resources_it_cannot_see():
    state = started(2, open_screens=False)
    seat = state.to_act()[0]
    other = 1 - seat
    assert state.observation(other).legal_actions(seat) == []
    assert state.observation(seat).legal_actions(seat) == state.legal_actions(seat)

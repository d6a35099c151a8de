"""The registry names every title, its title and player range without importing its rules, and those
facts agree with the rules' own Game (and, for Hawaii, with its edition data)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from giantapp.engine import game_info, game_names, get_game


@pytest.mark.parametrize("name", game_names())
def test_the_registry_agrees_with_each_title(name):
    info, game = game_info(name), get_game(name)
    assert (info.name, info.title, info.min_players, info.max_players) == (game.name, game.title, game.min_players, game.max_players)


def test_hawaii_players_come_from_its_edition():
    from giantapp.hawaii.data import load_edition

    edition = load_edition()
    assert (game_info("hawaii").min_players, game_info("hawaii").max_players) == (edition.min_players, edition.max_players)


def test_an_unknown_title_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown game 'chess'; known games: giants, hawaii"):
        game_info("chess")
    with pytest.raises(ValueError, match="unknown game"):
        get_game("chess")


def test_the_registry_imports_no_rules_until_a_game_is_asked_for():
    code = (
        "import sys\n"
        "from giantapp.engine import game_info, game_names, get_game\n"
        "print([(game_info(n).title, game_info(n).min_players) for n in game_names()])\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('networkx', 'shapely', 'numpy') or m.startswith(('giantapp.giants', 'giantapp.hawaii', 'giantapp.ai'))))\n"
        "get_game('giants')\n"
        "print('giantapp.giants.game' in sys.modules, 'networkx' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()
    assert out == ["[('Giants', 3), ('Hawaii', 2)]", "[]", "True True"]

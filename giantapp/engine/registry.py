"""Where titles are looked up by name, so the CLI, the app and records name games the same way.

Why two levels: a title's ``Game`` object needs its rules package, and importing the rules costs most
of a start (networkx for Giants, shapely and numpy for Hawaii). The start page, the menus and the resume
offer only need a title's name, title and player range, so those are declared here as ``GameInfo``
and the rules are imported on the first ``get_game`` (when a game starts, opens or is replayed).
``tests/engine/test_registry.py`` checks that every ``GameInfo`` agrees with its ``Game``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from .state import Game


@dataclass(frozen=True)
class GameInfo:
    """What the window shows of a title before its rules are loaded."""

    name: str
    title: str
    min_players: int
    max_players: int
    #: "module:attribute" of the title's Game class, imported by ``get_game``
    target: str = ""


#: the titles. Their player ranges are the rules' (Hawaii's comes from its edition's "players" entry);
#: the registry test fails if a rules package or its data disagrees with a line here.
_GAMES: dict[str, GameInfo] = {
    "giants": GameInfo("giants", "Giants", 3, 5, "giantapp.giants.game:GiantsGame"),
    "hawaii": GameInfo("hawaii", "Hawaii", 2, 5, "giantapp.hawaii.game:HawaiiGame"),
}
_TEST_GAMES: dict[str, Game] = {}


def game_names() -> list[str]:
    return sorted(_GAMES)


def register_test_game(game: Game) -> None:
    """Tests register small fixture games here to exercise the generic machinery."""
    _TEST_GAMES[game.name] = game


def game_info(name: str) -> GameInfo:
    """Name, title and player range of ``name`` without importing its rules; ValueError if unknown."""
    if name in _TEST_GAMES:
        game = _TEST_GAMES[name]
        return GameInfo(game.name, game.title or game.name, game.min_players, game.max_players)
    info = _GAMES.get(name)
    if info is None:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(game_names())}")
    return info


def get_game(name: str) -> Game:
    """The Game for ``name`` (its rules are imported on first use); ValueError with the known names."""
    if name in _TEST_GAMES:
        return _TEST_GAMES[name]
    info = game_info(name)
    module_name, attribute = info.target.split(":")
    factory = getattr(importlib.import_module(module_name), attribute)
    return factory()

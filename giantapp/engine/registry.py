"""Where titles are looked up by name, so the CLI, the app and records name games the same way."""

from __future__ import annotations

import importlib

from .state import Game

#: game name -> "module:attribute" of its Game object; imported lazily so one title's
#: import cost (networkx, shapely) is only paid when it is played.
_GAMES = {
    "giants": "giantapp.giants.game:GiantsGame",
    "hawaii": "giantapp.hawaii.game:HawaiiGame",
}
_TEST_GAMES: dict[str, Game] = {}


def game_names() -> list[str]:
    return sorted(_GAMES)


def register_test_game(game: Game) -> None:
    """Tests register small fixture games here to exercise the generic machinery."""
    _TEST_GAMES[game.name] = game


def get_game(name: str) -> Game:
    """The Game for ``name``; ValueError with the known names if there is none."""
    if name in _TEST_GAMES:
        return _TEST_GAMES[name]
    target = _GAMES.get(name)
    if target is None:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(game_names())}")
    module_name, attribute = target.split(":")
    factory = getattr(importlib.import_module(module_name), attribute)
    return factory()

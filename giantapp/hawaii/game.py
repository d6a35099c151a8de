"""The Hawaii title: seats, options, notation and a new game (the registry imports ``HawaiiGame``)."""

from __future__ import annotations

from typing import Any

from giantapp.engine import Action, Game, OptionSpec
from giantapp.engine.i18n import tr

from .actions import parse_action
from .data import Edition, load_edition
from .state import HawaiiState


class HawaiiGame(Game):
    name = "hawaii"
    title = "Hawaii"
    min_players = 2
    max_players = 5

    def __init__(self, edition: Edition | None = None) -> None:
        self.edition = edition or load_edition()
        self.min_players = self.edition.min_players
        self.max_players = self.edition.max_players

    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec("open_screens", "bool", True, tr("Hawaii", "Open screens"),
                       help=tr("Hawaii", "Everyone sees every player's shells, feet and fruit (as the best-known online version plays).")),
        ]

    def new_game(self, players: int, options: dict[str, Any] | None = None) -> HawaiiState:
        """A game before setup: the first decisions are chance's (layout, islands, player order, prices)."""
        self.check_players(players)
        return HawaiiState(self.edition, players, self.validate_options(options))

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

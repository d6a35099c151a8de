"""The Giants title on the engine contract: options, new games and the notation reader."""

from __future__ import annotations

from typing import Any

from giantapp.engine import Action, Game, OptionSpec
from giantapp.engine.i18n import tr

from .actions import parse_action
from .data import load_edition
from .island import load_island
from .state import GiantsState


class GiantsGame(Game):
    """Giants for 3-5 players. See ``shared/rules/giants.md`` and resources/help/giants-decisions.md."""

    name = "giants"
    title = "Giants"
    min_players = 3
    max_players = 5

    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec("quick_game", "bool", False, tr("Giants", "Quick game"), tr("Giants", "Every player starts with 2 workers.")),
            OptionSpec("live_scoring", "bool", False, tr("Giants", "Live scoring"),
                       tr("Giants", "Moai and hats score the moment they are erected or placed (ownership becomes public).")),
            OptionSpec("open_screens", "bool", False, tr("Giants", "Open screens"),
                       tr("Giants", "Everyone sees what stands behind every screen (friendly play, teaching).")),
            OptionSpec("open_ownership", "bool", True, tr("Giants", "Open ownership"),
                       tr("Giants", "Owners of erected moai are shown to all; off: bases lie face down and looking costs a tablet.")),
            OptionSpec("round_cap", "int", load_edition().round_cap, tr("Giants", "Round limit"),
                       tr("Giants", "The game ends after this round at the latest."), minimum=1, maximum=99),
            OptionSpec("first_player", "int", -1, tr("Giants", "First player"),
                       tr("Giants", "-1: chosen at random; otherwise the seat (0 = first seat) that starts."), minimum=-1, maximum=4),
        ]

    def new_game(self, players: int, options: dict[str, Any] | None = None) -> GiantsState:
        self.check_players(players)
        opts = self.validate_options(options)
        if opts["first_player"] >= players:
            raise ValueError(tr("Giants", "option 'first_player' must be a seat from 0 to {last} (or -1), not {value}", last=players - 1, value=opts['first_player']))
        return GiantsState(players, opts, load_edition(), load_island())

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

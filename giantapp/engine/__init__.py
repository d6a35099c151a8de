"""Game-agnostic contract shared by both titles: states, actions, chance, observations, records.

No Qt here, ever (a test enforces it): the rules must run headless, in tests and in computer players.
"""

from .errors import DataError, IllegalAction, RecordError
from .record import GameRecord, RecordedAction, ReplayFailure, Seat, record_action, replay
from .registry import GameInfo, game_info, game_names, get_game
from .state import CHANCE, Action, Game, GameState, OptionSpec, check_legal

__all__ = [
    "CHANCE", "Action", "DataError", "Game", "GameInfo", "GameRecord", "GameState", "IllegalAction", "OptionSpec",
    "RecordError", "RecordedAction", "ReplayFailure", "Seat", "check_legal", "game_info", "game_names", "get_game",
    "record_action", "replay",
]

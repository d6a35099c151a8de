"""Computer players. Pure Python, no Qt: they see observations only, never the full state."""

from .base import Agent, RandomAgent
from .play import PlayedGame, play_game
from .registry import level_names, make_agent

__all__ = ["Agent", "PlayedGame", "RandomAgent", "level_names", "make_agent", "play_game"]

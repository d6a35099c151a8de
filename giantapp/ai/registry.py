"""Computer players by level name, as the CLI and the new-game dialog name them."""

from __future__ import annotations

import importlib

from .base import Agent, RandomAgent

_LEVELS: dict[str, str] = {
    "random": "giantapp.ai.base:RandomAgent",
    "easy": "giantapp.ai.levels:EasyAgent",
    "normal": "giantapp.ai.levels:NormalAgent",
    "hard": "giantapp.ai.hard:HardAgent",
}


def level_names() -> list[str]:
    return list(_LEVELS)


def register_level(name: str, target: str) -> None:
    """Add a level ("module:Class"); the class is built with the game name as its only argument."""
    _LEVELS[name] = target


def make_agent(level: str, game: str) -> Agent:
    """A fresh agent of ``level`` for ``game``; ValueError lists the known levels."""
    target = _LEVELS.get(level)
    if target is None:
        raise ValueError(f"unknown computer level {level!r}; known: {', '.join(_LEVELS)}")
    module_name, attribute = target.split(":")
    cls = getattr(importlib.import_module(module_name), attribute)
    if cls is RandomAgent:
        return RandomAgent()
    return cls(game)

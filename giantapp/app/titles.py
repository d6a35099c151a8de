"""The games' titles as players read them, in the language in effect.

Why here: the rules packages name their title in English (``Game.title``, used in messages of the pure
layers and in files); everything a player sees in the window (new-game dialog, window title, start page,
resume question) goes through :func:`game_title`, whose literal strings the translation tools find. The
Chinese titles follow the originals in shared/seeds: 神秘巨石像 (Giants) and 夏威夷 (Hawaii).
Titles come from the registry's ``GameInfo``, so naming a game never imports its rules.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from giantapp.engine import game_info


def game_title(name: str) -> str:
    """The translated title of the game registered as ``name``; an unknown title reads as its own name."""
    if name == "giants":
        return QCoreApplication.translate("GameTitles", "Giants")
    if name == "hawaii":
        return QCoreApplication.translate("GameTitles", "Hawaii")
    try:
        return game_info(name).title or name
    except ValueError:
        return name

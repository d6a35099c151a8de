"""The one error type every rules engine raises, so callers handle bad input in one place."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action that the rules refuse. ``reason`` is meant to be shown to a player as is.

    Raising it is a promise: the state the action was applied to is exactly as it was before.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class DataError(Exception):
    """Edition data (maps, tile tables) failed validation at load: the message names the field."""


class RecordError(Exception):
    """A game record or save file that cannot be read: the message says why, for the player."""

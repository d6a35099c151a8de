"""Words on the board: the app's rich tooltips, remembered per language.

Why: a table describes every piece on every redraw (that is what keeps it true to the observation),
and most tooltips are the same from one redraw to the next; building each rich text again was the
largest part of a redraw. The language is part of the key, so a switch shows the new words at once.
"""

from __future__ import annotations

from functools import lru_cache

from giantapp.app import i18n


@lru_cache(maxsize=8192)
def _tooltip(language: str, game: str, kind: str, detail: str) -> str:
    return i18n.tooltip(game, kind, detail)


def tooltip(game: str, kind: str, detail: str = "") -> str:
    """``giantapp.app.i18n.tooltip`` for the language in effect, computed once per distinct text."""
    return _tooltip(i18n.current_language(), game, kind, detail)

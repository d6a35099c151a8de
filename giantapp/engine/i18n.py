"""Translation hook for the pure layers, which may not import Qt.

Rules and computer-player code write player-visible text as ``tr("Giants", "Seat {seat} passes", seat=2)``.
The app installs Qt's translator with :func:`install_translator` at start-up; headless use keeps
the English source text. The strings are found for the ``.ts`` files by the project's extraction
script (``tr("Context", "literal")`` calls with literal arguments), so always pass literals.
"""

from __future__ import annotations

from typing import Any, Callable

_translate: Callable[[str, str], str] = lambda context, text: text


def install_translator(function: Callable[[str, str], str]) -> None:
    """Route every ``tr`` through ``function(context, text)`` (the app passes QCoreApplication.translate)."""
    global _translate
    _translate = function


def tr(context: str, text: str, **fields: Any) -> str:
    """``text`` translated in ``context``, then formatted with ``fields``."""
    translated = _translate(context, text)
    if fields:
        try:
            return translated.format(**fields)
        except (KeyError, IndexError, ValueError):
            return text.format(**fields)
    return translated


def noop(context: str, text: str) -> str:
    """Mark a string for translation where it is stored now and translated later with ``tr``."""
    return text

"""Numbers in action notation: ASCII digits only, and only a few of them.

Why: ``str.isdigit()`` and ``int()`` accept far more than a notation means: ``"²"`` and ``"①"`` are
digits to ``isdigit()`` but not to ``int()`` (a ValueError escaped the parsers), ``"٣"`` is 3 to
``int()``, and a number of thousands of digits exceeds Python's conversion limit. Notation numbers
(seats, counts, rows, die faces, hex coordinates) are small, so the parsers of both titles read them
here and refuse anything else with the rules' ``IllegalAction``.
"""

from __future__ import annotations

#: no notation number needs more digits than this (hex coordinates, counts, rows, positions)
MAX_NOTATION_DIGITS = 4


def ascii_int(token: str, max_digits: int = MAX_NOTATION_DIGITS) -> int | None:
    """The value of ``token`` when it is 1 to ``max_digits`` ASCII digits, else None."""
    if 0 < len(token) <= max_digits and token.isascii() and token.isdigit():
        return int(token)
    return None


def ascii_signed_int(token: str, max_digits: int = MAX_NOTATION_DIGITS) -> int | None:
    """Like ``ascii_int`` with an optional leading minus sign (hex coordinates may be negative)."""
    if token.startswith("-"):
        value = ascii_int(token[1:], max_digits)
        return None if value is None else -value
    return ascii_int(token, max_digits)

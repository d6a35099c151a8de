"""Which decisions of a game were taken after asking the computer for a hint (kept in the save).

Why: a hint is honest only if everyone can see afterwards that it was used. Each time a hint is shown,
the session notes ``{"index": N, "seat": S}``: seat S saw the computer's suggestion for the decision
at record position N (the N+1-th action). The note stays when that move is taken back with undo: the
player has still seen the hint. Saves carry the list in an optional ``"hints"`` key (absent in saves
from before, and in games without hints), the game-over dialog and the history count it.

Pure Python (no Qt), used by ``saves``.
"""

from __future__ import annotations

from typing import Any

from giantapp.engine import RecordError
from giantapp.engine.i18n import tr


def hint_entry(index: int, seat: int) -> dict[str, int]:
    return {"index": int(index), "seat": int(seat)}


def parse_hints(raw: Any, players: int) -> list[dict[str, int]]:
    """The ``hints`` of a save (missing: none); RecordError says what is wrong with a damaged list."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise RecordError(tr("Engine", "the saved game's list of hints is damaged"))
    out = []
    for entry in raw:
        index = entry.get("index") if isinstance(entry, dict) else None
        seat = entry.get("seat") if isinstance(entry, dict) else None
        if (not isinstance(index, int) or isinstance(index, bool) or index < 0
                or not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players):
            raise RecordError(tr("Engine", "the saved game's list of hints is damaged"))
        out.append(hint_entry(index, seat))
    return out


def hints_per_seat(hints: list[dict[str, int]], players: int) -> list[int]:
    """How many decisions of each seat used a hint (one per decision, however often it was asked)."""
    seen: set[tuple[int, int]] = set()
    counts = [0] * players
    for entry in hints:
        key = (entry["index"], entry["seat"])
        if key not in seen and 0 <= entry["seat"] < players:
            seen.add(key)
            counts[entry["seat"]] += 1
    return counts


def hints_before(hints: list[dict[str, int]], position: int) -> list[dict[str, int]]:
    """The hints of decisions before ``position`` (a game continued from there keeps only those)."""
    return [dict(entry) for entry in hints if entry["index"] < position]

"""Income at the end of a round (``../shared/rules/hawaii.md``, "Round end", step 2).

The round tile's shells and feet go to everyone; shell huts, foot huts, fruit tiles, KANE and KU add
their side's income (edition ``effects.income``); each irrigation II adds one resource of its owner's
choice (``effects.income_of_choice``). One function computes it for the rules, the views and the
computer players alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Realm
from .data import Edition, RoundTile


@dataclass(frozen=True)
class Income:
    """What one income brings: fixed (shells, feet, fruit), and resources the owner chooses (one each)."""

    resources: tuple[int, int, int]
    of_choice: int


def tile_income(edition: Edition, realm: Realm) -> Income:
    """The income of a realm's tiles alone (without the round tile)."""
    gain = [0, 0, 0]
    choice = 0
    for _, tile, side in realm.tiles():
        fixed = edition.income.get(tile)
        if fixed is not None:
            for i in range(3):
                gain[i] += fixed[side - 1][i]
        chosen = edition.income_of_choice.get(tile)
        if chosen is not None:
            choice += chosen[side - 1]
    return Income((gain[0], gain[1], gain[2]), choice)


def round_income(edition: Edition, round_tile: RoundTile, realm: Realm) -> Income:
    """The income a realm receives after the round of ``round_tile``: the tile's shells and feet plus
    the realm's tiles."""
    tiles = tile_income(edition, realm)
    s, f, r = tiles.resources
    return Income((s + round_tile.shells, f + round_tile.feet, r), tiles.of_choice)

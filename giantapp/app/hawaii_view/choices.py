"""What the acting player can do now, sorted for gestures: every answer is read from the legal actions.

Why a separate model: a gesture (drag the chief to a place, a tile onto a cell, the chief onto the cove)
only *narrows* the legal actions; the rules stay the single authority. This module holds no Qt, so the
mapping from gestures to actions is testable on its own, and the table only asks questions such as
"which places can the chief reach and at what cost" or "which purchases match this drop".
"""

from __future__ import annotations

from dataclasses import dataclass

from giantapp.engine import Action
from giantapp.hawaii import queries
from giantapp.hawaii.actions import Buy, EndRound, Fish, Irrigate, Kane, Pay, PlaceReward, Visit
from giantapp.hawaii.data import BOAT, KAHUNA, TIKI

#: a drop target on the player board: ("row", r) a village row, ("kahuna",), ("tiki",), ("boat",)
BoardTarget = tuple


def board_target(tile: str, row: int | None) -> BoardTarget:
    """Where on the board a tile of this type with this row lands (one target per legal choice)."""
    if tile == KAHUNA:
        return ("kahuna",)
    if tile == TIKI:
        return ("tiki",)
    if tile == BOAT:
        return ("boat",)
    return ("row", row)


@dataclass
class Choices:
    """The legal actions of ``seat`` in ``state`` (an observation that knows seat's resources)."""

    state: object
    seat: int | None
    legal: list[Action]

    def __post_init__(self) -> None:
        self.buys = [a for a in self.legal if isinstance(a, Buy)]
        self.fishes = [a for a in self.legal if isinstance(a, Fish)]
        self.visits = [a for a in self.legal if isinstance(a, Visit)]
        self.ends = [a for a in self.legal if isinstance(a, EndRound)]
        self.pays = [a for a in self.legal if isinstance(a, Pay)]
        self.rewards = [a for a in self.legal if isinstance(a, PlaceReward)]
        self.kanes = [a for a in self.legal if isinstance(a, Kane)]
        self.irrigates = [a for a in self.legal if isinstance(a, Irrigate)]

    # --- what stage the decision is in -----------------------------------------------------------
    @property
    def chief_turn(self) -> bool:
        """The acting seat moves its chief now (buy, fish, visit or end the round)."""
        return bool(self.buys or self.fishes or self.visits or self.ends)

    @property
    def follow_up(self) -> str | None:
        """The kind of follow-up decision waiting ("pay", "place", "kane", "income"), or None."""
        if self.pays:
            return "pay"
        if self.rewards:
            return "place"
        if self.kanes:
            return "kane"
        if self.irrigates:
            return "income"
        return None

    # --- the chief ------------------------------------------------------------------------------
    def chief_targets(self) -> dict[tuple, int | None]:
        """Where the chief may go now -> foot cost shown on the target (None: no walk cost shown).

        Keys: ("place", id), ("cove",), ("dock", n), ("order", position).
        """
        out: dict[tuple, int | None] = {}
        for a in self.buys:
            key = ("place", a.place)
            if key not in out:
                out[key] = self._walk_cost(a.place)
        if self.fishes:
            out[("cove",)] = min(self.trip_feet(a) for a in self.fishes)
        for a in self.visits:
            key = ("dock", a.dock)
            cost = self.trip_feet(a)
            if key not in out or (cost is not None and out[key] is not None and cost < out[key]):
                out[key] = cost
        for a in self.ends:
            out[("order", a.position)] = None
        return out

    def _walk_cost(self, place: str) -> int:
        return int(self.state.move_cost(self.seat, place))  # type: ignore[attr-defined]

    def trip_feet(self, action: Fish | Visit) -> int:
        """Feet a catch or trip costs (the rules' count: printed feet on boats included)."""
        return queries.trip_feet(self.state, self.seat, action)

    # --- buying -------------------------------------------------------------------------------
    def tiles_at(self, place: str) -> list[str]:
        seen: list[str] = []
        for a in self.buys:
            if a.place == place and a.tile not in seen:
                seen.append(a.tile)
        return seen

    def tokens_at(self, place: str, tile: str | None = None) -> list[str]:
        seen: list[str] = []
        for a in self.buys:
            if a.place == place and (tile is None or a.tile == tile) and a.token not in seen:
                seen.append(a.token)
        return seen

    def board_targets(self, place: str, tile: str) -> list[BoardTarget]:
        """The board targets where ``tile`` bought at ``place`` may go (for highlighting cells)."""
        out: list[BoardTarget] = []
        for a in self.buys:
            if a.place == place and a.tile == tile:
                t = board_target(a.tile, a.row)
                if t not in out:
                    out.append(t)
        return out

    def purchases(self, place: str, tile: str, target: BoardTarget | None = None, token: str | None = None) -> list[Buy]:
        """The legal purchases matching what the gestures said so far, cheapest first."""
        out = [a for a in self.buys if a.place == place and a.tile == tile
               and (target is None or board_target(a.tile, a.row) == target)
               and (token is None or a.token == token)]
        values = getattr(self.state, "edition").token_by_id  # type: ignore[attr-defined]
        return sorted(out, key=lambda a: (values[a.token].value * (2 if a.double else 1), a.double, a.token))

    # --- fishing and islands ----------------------------------------------------------------------
    def fish_options(self) -> list[Fish]:
        """Catches, the sensible default first: most fish, then fewest feet, then fewest boats."""
        tok = self.state.edition.token_by_id  # type: ignore[attr-defined]

        def key(a: Fish):
            return (-sum(tok[t].fish for t in a.tokens), self.trip_feet(a) or 0, len(a.boats), a.boats, a.tokens)

        return sorted(self.fishes, key=key)

    def visit_options(self, dock: int) -> list[Visit]:
        """Ways to sail to ``dock``, the default first: fewest feet, then fewest boats, lowest numbers."""
        return sorted((a for a in self.visits if a.dock == dock),
                      key=lambda a: (self.trip_feet(a) or 0, len(a.boats), a.boats))

    # --- follow-ups ----------------------------------------------------------------------------
    def reward_targets(self) -> dict[BoardTarget, list[PlaceReward]]:
        out: dict[BoardTarget, list[PlaceReward]] = {}
        for a in self.rewards:
            out.setdefault(("row", a.row), []).append(a)
        return out

"""Hawaii's gestures as plain objects (no Qt): what a press, a drag or a click on the table comes to.

A decision at the Hawaii table often takes several steps - the chief to a place, then a tile onto the
realm, then the price token and the side - so :class:`Decision` keeps the *stage* reached (``stage``,
see below) and answers every gesture with an :mod:`outcome <giantapp.app.board.outcome>`. The legal
actions (narrowed by :class:`~.choices.Choices`) say what is possible; the rules' queries
(:mod:`giantapp.hawaii.queries`) turn "this piece onto that spot" into the purchases it means or the
reason it is refused. Nothing here words a rule.

Stages: ``("chief",)`` the chief is in hand; ``("place", P)`` it stands at place P; ``("tile", P, tile)``
a tile of P is in hand; ``("buy", P, tile, target)`` the tile has its target, the token and side are
open; ``("fish",)`` / ``("visit", dock)`` the catch or trip is being chosen; ``("end",)`` the round is
being ended. Board targets: ``("row", r)``, ``("kahuna",)``, ``("tiki",)``, ``("boat",)``.
"""

from __future__ import annotations

from giantapp.app.board.outcome import Choose, Outcome, Play, Refuse, Stage
from giantapp.engine.i18n import tr
from giantapp.hawaii import queries
from giantapp.hawaii.actions import EndRound

from .choices import BoardTarget, Choices, board_target

#: keys of the pieces on a realm that stand for a board spot of the acting seat (see ``spot``)
BOARD_KEYS = ("cell", "kahuna_space", "tiki_space", "water", "boat")


def feet_label(cost: int | None) -> str:
    return "" if cost is None else tr("HawaiiTable", "{n} ft", n=cost)


class Decision:
    """The decision in progress at the table (see the module docstring); rebuilt on every new position."""

    def __init__(self) -> None:
        self.choices = Choices(None, None, [])
        self.stage: tuple | None = None
        self.token: tuple[str, str] | None = None  # a price token picked in advance: (place, token)
        self.boat_pick: int | None = None  # a boat clicked during a fishing/visit choice (preferred)

    def update(self, state, seat: int | None, legal: list) -> None:
        """A new position: the legal actions of the seat at the keyboard; the stage starts afresh."""
        self.choices = Choices(state, seat, legal)
        self.reset()

    def reset(self) -> None:
        self.stage = None
        self.token = None
        self.boat_pick = None

    @property
    def seat(self) -> int | None:
        return self.choices.seat

    @property
    def state(self):
        return self.choices.state

    # --- drags -------------------------------------------------------------------------------------
    def drag_model(self, key: tuple):
        if key[0] == "chief":
            return ChiefDrag(self, key[1])
        if key[0] == "supply":
            return TileDrag(self, key[1], key[2])
        return None

    # --- the chief -----------------------------------------------------------------------------------
    def chief_to(self, key: tuple | None) -> Outcome:
        """The chief is dropped (or the target clicked) on ``key``."""
        key = on_place(key)
        c = self.choices
        if key is None:
            self.stage = None
            return Refuse()
        targets = c.chief_targets()
        kind = key[0]
        if key in targets:
            if kind == "place":
                tiles = c.tiles_at(key[1])
                # one kind of tile there: it is in hand at once, its cells light up
                self.stage = ("tile", key[1], tiles[0]) if len(tiles) == 1 else ("place", key[1])
                return Stage(self.stage)
            if kind == "cove":
                return self._trip(c.fish_options(), ("fish",))
            if kind == "dock":
                return self._trip(c.visit_options(key[1]), ("visit", key[1]))
            if kind == "order":
                return Play(EndRound(key[1]))
        self.stage = None
        if kind in ("place", "cove", "dock", "order", "beach"):
            return Refuse(queries.chief_moves_to(self.state, self.seat, key, c.legal).reason or "")
        return Refuse()

    def _trip(self, options: list, stage: tuple) -> Outcome:
        if len(options) == 1:
            return Play(options[0])
        self.stage = stage
        return Stage(stage)

    def select_chief(self) -> Outcome:
        if not self.choices.chief_turn:
            return None
        self.stage = ("chief",)
        return Stage(self.stage)

    def start_fishing(self) -> Outcome:
        if not self.choices.fishes:
            return None
        return self.chief_to(("cove",))

    def start_ending(self) -> Outcome:
        if not self.choices.ends:
            return None
        self.stage = ("end",)
        return Stage(self.stage)

    # --- tiles -------------------------------------------------------------------------------------
    def spot(self, key: tuple | None, tile: str) -> tuple | None:
        """The spot of the acting seat's board a drop on ``key`` names (None: not the own board)."""
        if key is None:
            return None
        seat = self.seat
        kind = key[0]
        if kind == "row":
            start = dict(self.state.legal_cells(seat, tile)).get(key[1], 0)
            return ("cell", key[1], start)
        if kind in ("kahuna", "tiki"):
            return key
        if kind == "boat" and len(key) == 1:
            return ("water",)
        if kind not in BOARD_KEYS or key[1] != seat:
            return None
        if kind == "cell":
            return ("cell", key[2], key[3])
        return {"kahuna_space": ("kahuna",), "tiki_space": ("tiki",), "water": ("water",), "boat": ("water",)}[kind]

    def tile_to(self, place: str, tile: str, key: tuple | None) -> Outcome:
        """A tile of ``place`` is dropped (or its spot clicked) on ``key``."""
        c = self.choices
        token = self.token[1] if self.token and self.token[0] == place else None
        spot = self.spot(key, tile)
        found = queries.purchases_onto(self.state, self.seat, place, tile, spot, c.legal, token)
        if not found and token is not None:  # the token picked before does not fit: any token will do
            found = queries.purchases_onto(self.state, self.seat, place, tile, spot, c.legal)
        if not found:
            self.stage = ("tile", place, tile)  # refused: the tile stays in hand
            return Refuse(found.reason or "")
        return self.choose_target(place, tile, board_target(tile, found.actions[0].row))

    def choose_target(self, place: str, tile: str, target: BoardTarget) -> Outcome:
        """The tile's target is known: one purchase left is played, several wait for token and side."""
        token = self.token[1] if self.token and self.token[0] == place else None
        options = self.choices.purchases(place, tile, target, token) or self.choices.purchases(place, tile, target)
        if len(options) == 1:
            return Play(options[0])
        if not options:
            self.stage = ("tile", place, tile)
            return Refuse(queries.purchases_onto(self.state, self.seat, place, tile, None).reason or "")
        self.stage = ("buy", place, tile, target)
        return Stage(self.stage)

    def pick_tile(self, place: str, tile: str) -> Outcome:
        if tile in self.choices.tiles_at(place):
            self.stage = ("tile", place, tile)
            return Stage(self.stage)
        return Refuse(self.why_not_tile(place, tile))

    def why_not_tile(self, place: str, tile: str | None) -> str:
        return queries.why_not_buy(self.state, self.seat, place, tile, self.choices.legal) or ""

    # --- clicks --------------------------------------------------------------------------------------
    def click(self, key: tuple | None) -> Outcome:
        """Click-to-select, click-to-target: the same decisions as the drags."""
        c = self.choices
        if c.follow_up == "place":
            if key is not None and key[0] == "cell" and key[1] == c.seat:
                found = queries.reward_onto(self.state, c.seat, key[2], c.legal)
                if len(found.actions) == 1:
                    return Play(found.actions[0])
                if found.actions:
                    return Choose(found.actions)
                return Refuse(found.reason or "")
            return None
        if key is None:
            self.reset()
            return Stage(None)
        stage = self.stage
        kind = key[0]
        if kind == "boat" and stage and stage[0] in ("fish", "visit") and key[1] == c.seat:
            self.boat_pick = key[2]
            return Stage(stage)
        if kind == "chief":
            reason = queries.why_chief_stays(self.state, c.seat, key[1], c.legal)
            if reason is not None:
                return Refuse(reason)
            self.stage = None if stage == ("chief",) else ("chief",)
            return Stage(self.stage)
        if kind == "supply":
            return self.pick_tile(key[1], key[2])
        if kind == "token":
            place, token = key[1], key[2]
            if token not in c.tokens_at(place):
                return Refuse(self.why_not_tile(place, None))
            self.token = (place, token)
            if not (stage and stage[0] in ("place", "tile", "buy") and stage[1] == place):
                self.stage = ("place", place)
            return Stage(self.stage)
        if stage and stage[0] in ("chief", "end"):
            return self.chief_to(key)
        if stage and stage[0] == "tile":
            if kind in BOARD_KEYS:
                return self.tile_to(stage[1], stage[2], key)
            self.reset()
            return Stage(None)
        if kind in ("place", "cove", "dock") and c.chief_turn:
            # a click on a place, the cove or a dock without a selection: the chief is implied (nothing is
            # played yet: a purchase, catch or trip still needs its choices)
            return self.chief_to(key)
        if stage is not None:
            self.reset()
            return Stage(None)
        return None

    def preferred(self, options: list) -> list:
        """Options with the clicked boat's first (the default button is the first)."""
        if self.boat_pick is None:
            return options
        return sorted(options, key=lambda a: self.boat_pick not in a.boats)


class ChiefDrag:
    """Dragging the acting seat's chief (see :class:`giantapp.app.board.gestures.DragModel`)."""

    def __init__(self, decision: Decision, owner: int) -> None:
        self.decision = decision
        self.owner = owner

    def start(self) -> str | None:
        d = self.decision
        reason = queries.why_chief_stays(d.state, d.seat, self.owner, d.choices.legal)
        if reason is None:
            d.stage = ("chief",)
        return reason

    def targets(self) -> dict[tuple, str]:
        return {key: feet_label(cost) for key, cost in self.decision.choices.chief_targets().items()}

    def hover(self, key: tuple | None) -> tuple | None:
        key = on_place(key)
        return key if key is not None and key in self.decision.choices.chief_targets() else None

    def drop(self, key: tuple | None) -> Outcome:
        return self.decision.chief_to(key)


def on_place(key: tuple | None) -> tuple | None:
    """A tile stack or price token lying on a place is that place for the chief: a drop on what a
    place shows lands on the place."""
    if key is not None and key[0] in ("supply", "token"):
        return ("place", key[1])
    return key


class TileDrag:
    """Dragging a tile from a place onto the realm."""

    def __init__(self, decision: Decision, place: str, tile: str) -> None:
        self.decision = decision
        self.place = place
        self.tile = tile

    def start(self) -> str | None:
        d = self.decision
        if self.tile not in d.choices.tiles_at(self.place):
            return d.why_not_tile(self.place, self.tile)
        d.stage = ("tile", self.place, self.tile)
        return None

    def targets(self) -> dict[tuple, str]:
        return {t: "" for t in self.decision.choices.board_targets(self.place, self.tile)}

    def hover(self, key: tuple | None) -> tuple | None:
        d = self.decision
        spot = d.spot(key, self.tile)
        if spot is None:
            return None
        found = queries.purchases_onto(d.state, d.seat, self.place, self.tile, spot, d.choices.legal)
        return board_target(self.tile, found.actions[0].row) if found else None

    def drop(self, key: tuple | None) -> Outcome:
        return self.decision.tile_to(self.place, self.tile, key)

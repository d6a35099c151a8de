"""The Hawaii game state: one authoritative object the rules change and the views read.

Data model (all public unless said otherwise; seats 0-based; place, tile, token, island ids are the
edition's, tokens ``T0``..``T24``):

- ``edition``: the loaded :class:`~giantapp.hawaii.data.Edition`; ``options``: {"open_screens": bool}.
- ``phase``: a :class:`~giantapp.hawaii.phases.Phase` (a ``StrEnum``: saved as its word): LAYOUT
  (chance lays the places), ISLANDS (chance turns islands onto empty docks), ORDER (chance draws the
  first player order), DRAW (chance draws price tokens), CHIEFS (the chief phase), INCOME (irrigation
  II owners choose a resource), OVER.
- ``round``: 1..edition.rounds. ``round_tile``: the current :class:`RoundTile`.
- ``layout``: the :class:`~giantapp.hawaii.geometry.Layout` (None before "layout"): place order, rows
  bottom to top, ``rects`` per place (x0, y0, x1, y1; y grows up), ``beach_rect``, adjacency, costs.
- ``supply``: place id -> {tile type: tiles left}. ``prices``: place id -> list of circle slots
  (token id or None); the last slot is the numbered circle. ``cove``: fish tokens in the cove.
- ``bag``: token ids in the bag (its contents are public: everything not elsewhere; draws are chance).
- ``order_tokens``: per order position (index 0 = position 1) the token lying under it or None;
  ``order_track``: per position the seat whose chief ended the round there, or None.
- ``turn_order``: seats in this round's order; ``current``: index into it of the seat to act.
- ``docks``: per dock (index 0 = dock 1) the island id or None. ``deck_down``: the face-down islands
  (their order is never stored: each reveal is a chance draw); ``deck_up``: face-up islands at the
  bottom of the deck, oldest first.
- ``pending``: a follow-up decision of one seat (:class:`~giantapp.hawaii.chiefs.Pending`) or None; its
  ``kind`` is a :class:`~giantapp.hawaii.phases.PendingKind`: PAY (choose a payment for ``action``),
  PLACE (choose where an island reward goes), KANE (KANE's optional tiki).
- ``income_queue``: seats that still choose irrigation II income, one entry per tile.
- ``draw_queue``: the circles still to fill in the "draw" phase (place id and slot, or "order");
  ``order_drawn``: order-track tokens drawn so far (sorted onto the track after the last one);
  ``started``: the first player order has been drawn.
- ``players``: the number of seats; ``player``: one :class:`PlayerState` per seat:
  ``resources`` [shells, feet, fruit] (None for another seat behind a closed screen in an observation),
  ``realm`` (:class:`~giantapp.hawaii.board.Realm`), ``price_tokens`` and ``fish_tokens`` in front,
  ``points`` score by category, ``chief`` ("beach", a place id, "cove", "dock2", "order3"),
  ``boats_used`` (parallel to realm.boats), ``ended`` (round ended), ``removed_villages`` (rows removed
  at final scoring), ``last_round`` (round sum, whether qualified, points scored; for the views).

Rules queries for the views and the computer players (each is the rules' one computation; nobody
copies it): ``explain(seat, action)`` (why ``apply`` would refuse it, or None), ``listed_form(seat,
action)`` (the listed one of several equal choices), ``purchase_actions(seat, place)``,
``reachable_places(seat)`` (place -> feet), ``legal_cells(seat, tile, double)``, ``move_cost(seat,
place)``, ``trip_feet(seat, fish_or_visit)`` (boat II's printed foot counted), ``income(seat)``,
``realm_columns(seat)`` (villages may stick out past the printed columns), ``round_sum``,
``round_target``, ``exchange_units``, ``move_cap``; ``score_breakdown()`` by
:data:`~giantapp.hawaii.scoring.CATEGORIES`.

Hidden information: only resources behind closed screens. Every gain and payment is a public action,
so a perfect memory knows them; an observation therefore keeps them in ``PlayerState.memory`` (which
views must not show) and ``determinize`` restores them from it — the same reasoning as the engine's
fixture game.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Collection

from giantapp.engine import CHANCE, Action, GameState, IllegalAction
from giantapp.engine.caches import register_clear
from giantapp.engine.i18n import tr

from . import scoring
from .actions import (Buy, DrawToken, EndRound, Fish, Irrigate, Kane, Pay, PlaceReward, RevealIsland, SetLayout,
                      SetOrder, Visit)
from .board import Realm
from .chiefs import ChiefActions, Pending
from .data import KAHUNA, RESOURCES, TIKI, Edition, RoundTile
from .geometry import BEACH, Layout, build_layout
from .income import Income, round_income
from .moves import LegalMoves, _token_index
from .phases import (CHANCE_PHASES, CHIEFS, DRAW, INCOME, ISLANDS, LAYOUT, ORDER, OVER, PAY, PHASES, PLACE,
                     PendingKind, Phase)
from .prices import sort_order_tokens

__all__ = ["HawaiiState", "PlayerState", "PHASES", "Phase", "PendingKind"]


class PlayerState:
    __slots__ = ("resources", "realm", "price_tokens", "fish_tokens", "points", "chief", "boats_used", "ended",
                 "removed_villages", "memory", "last_round")

    def __init__(self) -> None:
        self.resources: list[int] | None = [0, 0, 0]
        self.realm = Realm()
        self.price_tokens: list[str] = []
        self.fish_tokens: list[str] = []
        self.points: dict[str, int] = {}
        self.chief = BEACH
        self.boats_used: list[bool] = [False]
        self.ended = False
        self.removed_villages: list[int] = []
        self.memory: tuple[int, int, int] | None = None
        self.last_round: dict[str, Any] | None = None

    def copy(self) -> "PlayerState":
        o = PlayerState.__new__(PlayerState)
        o.resources = None if self.resources is None else list(self.resources)
        o.realm = self.realm.copy()
        o.price_tokens = list(self.price_tokens)
        o.fish_tokens = list(self.fish_tokens)
        o.points = dict(self.points)
        o.chief = self.chief
        o.boats_used = list(self.boats_used)
        o.ended = self.ended
        o.removed_villages = list(self.removed_villages)
        o.memory = self.memory
        o.last_round = None if self.last_round is None else dict(self.last_round)
        return o

    @property
    def score(self) -> int:
        return sum(self.points.values())

    def add_points(self, category: str, value: int) -> None:
        if value:
            self.points[category] = self.points.get(category, 0) + value

    def to_json(self) -> dict[str, Any]:
        return {"resources": self.resources, "realm": self.realm.to_json(), "price_tokens": list(self.price_tokens),
                "fish_tokens": list(self.fish_tokens), "points": dict(self.points), "chief": self.chief,
                "boats_used": list(self.boats_used), "ended": self.ended, "removed_villages": list(self.removed_villages)}


class HawaiiState(LegalMoves, ChiefActions, GameState):
    game_name = "hawaii"

    def __init__(self, edition: Edition, players: int, options: dict[str, Any]) -> None:
        self.edition = edition
        self.players = players
        self.options = dict(options)
        self.viewer: int | None = None
        self.phase = LAYOUT
        self.round = 1
        self.layout: Layout | None = None
        self.supply: dict[str, dict[str, int]] = {p.id: {t: edition.tiles[t].count for t in p.tiles} for p in edition.places}
        self.prices: dict[str, list[str | None]] = {p.id: [None] * p.circles for p in edition.places}
        self.cove: list[str] = []
        self.bag: list[str] = [t.id for t in edition.tokens]
        self.order_tokens: list[str | None] = [None] * players
        self.order_track: list[int | None] = [None] * players
        self.turn_order: list[int] = list(range(players))
        self.current = 0
        self.docks: list[str | None] = [None] * len(edition.docks)
        self.deck_down: list[str] = [i.id for i in edition.islands]
        self.deck_up: list[str] = []
        self.pending: Pending | None = None
        self.income_queue: list[int] = []
        self.draw_queue: list[tuple[str, int]] = []  # ("place id", slot) or ("order", 0)
        self.order_drawn: list[str] = []
        self.player: list[PlayerState] = [PlayerState() for _ in range(players)]
        self.started = False  # the first player order has been drawn

    # --- copies -----------------------------------------------------------------------------
    def clone(self) -> "HawaiiState":
        o = HawaiiState.__new__(HawaiiState)
        o.edition = self.edition
        o.players = self.players
        o.options = dict(self.options)
        o.viewer = self.viewer
        o.phase = self.phase
        o.round = self.round
        o.layout = self.layout
        o.supply = {k: dict(v) for k, v in self.supply.items()}
        o.prices = {k: list(v) for k, v in self.prices.items()}
        o.cove = list(self.cove)
        o.bag = list(self.bag)
        o.order_tokens = list(self.order_tokens)
        o.order_track = list(self.order_track)
        o.turn_order = list(self.turn_order)
        o.current = self.current
        o.docks = list(self.docks)
        o.deck_down = list(self.deck_down)
        o.deck_up = list(self.deck_up)
        o.pending = self.pending
        o.income_queue = list(self.income_queue)
        o.draw_queue = list(self.draw_queue)
        o.order_drawn = list(self.order_drawn)
        o.player = [p.copy() for p in self.player]
        o.started = self.started
        return o

    def observation(self, seat: int | None) -> "HawaiiState":
        obs = self.clone()
        obs.viewer = seat
        # the bag and the face-down islands are hidden from all but their contents: an observation holds
        # them in a fixed order, so it can never carry the order they are stored in
        obs.bag.sort(key=_token_index)
        obs.deck_down.sort(key=[i.id for i in self.edition.islands].index)
        if not self.options.get("open_screens", True):
            for s, p in enumerate(obs.player):
                if s != seat and p.resources is not None:
                    # **decision**: a perfect memory knows them from the public record (see module doc)
                    p.memory = (p.resources[0], p.resources[1], p.resources[2])
                    p.resources = None
        return obs

    def determinize(self, rng: random.Random) -> "HawaiiState":
        full = self.clone()
        full.viewer = None
        for p in full.player:
            if p.resources is None:
                if p.memory is None:
                    raise ValueError("this observation lacks the public record of a hidden seat's resources")
                p.resources = list(p.memory)
                p.memory = None
        return full

    # --- reading helpers (also for the views) ------------------------------------------------
    @property
    def round_tile(self) -> RoundTile:
        return self.edition.round_tiles[self.round - 1]

    def resources_of(self, seat: int) -> list[int]:
        res = self.player[seat].resources
        if res is None:
            raise IllegalAction(tr("Hawaii", "{player}'s resources are behind a screen in this view", player=self.seat_label(seat)))
        return res

    def tile_levels(self, seat: int, tiles: Collection[str]) -> list[int]:
        """Sides of every tile of the given types in seat's villages."""
        return [s for _, t, s in self.player[seat].realm.tiles() if t in tiles]

    def exchange_units(self, seat: int) -> tuple[int, ...]:
        """Units of each exchange hut seat owns, sorted (for payment_options' cache)."""
        realm = self.player[seat].realm
        units = realm.cache.get("exchange")
        if units is None:
            table = self.edition.exchange_units
            units = realm.cache["exchange"] = tuple(sorted(table[t][s - 1] for _, t, s in realm.tiles() if t in table))
        return units

    def move_cap(self, seat: int) -> int | None:
        """PELE's cap on one walk, or None."""
        realm = self.player[seat].realm
        if "cap" not in realm.cache:
            table = self.edition.move_cap
            caps = [table[t][s - 1] for _, t, s in realm.tiles() if t in table]
            realm.cache["cap"] = min(caps) if caps else None
        return realm.cache["cap"]

    def move_cost(self, seat: int, place: str) -> int:
        """Feet for seat's chief to walk to ``place`` now (PELE applied)."""
        assert self.layout is not None
        cost = self.layout.move_cost(self.player[seat].chief, place)
        cap = self.move_cap(seat)
        return min(cost, cap) if cap is not None else cost

    def reachable_places(self, seat: int) -> dict[str, int]:
        """The places seat's chief may walk to now, with the feet the walk costs (PELE applied): exactly
        the places of seat's legal purchases, since a walk must end in a purchase the seat can pay for
        and place ("The destination must hold a tile and a price token, and the player must be able to
        pay and to place the tile legally"). Empty unless seat's chief acts now. For the views' targets;
        ``explain`` of a purchase says why another place is not one."""
        places = {a.place for a in self.purchase_actions(seat)}
        return {p: self.move_cost(seat, p) for p in self.layout.order if p in places} if places else {}

    def legal_cells(self, seat: int, tile: str, double: bool = False) -> list[tuple[int, int]]:
        """Cells (row, column; 0-based) where seat's board takes ``tile`` now by the placement rules alone
        (whether it can be bought is ``purchase_actions``' business): for a village tile one cell per
        legal village, the right end of a started village (a column past the printed board when the
        village sticks out) or column 0 of the next village; for kahunas the next rows (column -1), for
        tikis the next top-bar columns (row -1), two of each when ``double``; none for boats (they lie in
        the water). For the views' drop targets."""
        count = 2 if double and tile in (KAHUNA, TIKI) else 1
        return self.player[seat].realm.cells_for(tile, count, self.edition)

    def realm_columns(self, seat: int) -> int:
        """Columns seat's realm uses now: the printed board's, or more where a village sticks out to the
        right (villages may; the no-duplicate rule is their only limit). For the views' board width."""
        return self.player[seat].realm.columns(self.edition)

    def purchase_actions(self, seat: int, place: str | None = None) -> list[Buy]:
        """Seat's legal purchases now, at ``place`` or (None) everywhere: the very ``Buy`` actions of
        ``legal_actions``. Empty unless seat's chief acts now (no follow-up waiting)."""
        if (self.phase != CHIEFS or self.pending is not None or self.to_act() != (seat,)
                or self.player[seat].resources is None):
            return []
        return list(self._buy_actions(seat, only=place))

    def income(self, seat: int) -> Income:
        """What seat receives at the end of this round: the round tile's shells and feet plus its tiles'
        income, and how many resources it chooses (irrigation II). Not paid after the last round."""
        return round_income(self.edition, self.round_tile, self.player[seat].realm)

    def round_sum(self, seat: int) -> int:
        """Face values of seat's price tokens plus the fish on its fish tokens (round scoring)."""
        tok = self.edition.token_by_id  # type: ignore[attr-defined]
        p = self.player[seat]
        return sum(tok[t].value for t in p.price_tokens) + sum(tok[t].fish for t in p.fish_tokens)

    def round_target(self, seat: int) -> int:
        reduction = self.edition.surfer_reduction
        cut = sum(reduction[s - 1] for _, t, s in self.player[seat].realm.tiles() if t == "surfer")
        return max(0, self.round_tile.target - cut)

    # --- whose decision -----------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == OVER:
            return ()
        if phase in CHANCE_PHASES:
            return (CHANCE,)
        if self.pending is not None:
            return (self.pending.seat,)
        if phase == INCOME:
            return (self.income_queue[0],)
        return (self.turn_order[self.current],)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return [p.score for p in self.player]

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        return scoring.winners(self)

    def score_breakdown(self) -> list[dict[str, int]]:
        out = []
        for p in self.player:
            row = {c: p.points.get(c, 0) for c in scoring.CATEGORIES}
            row["total"] = p.score
            out.append(row)
        return out

    # --- chance --------------------------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[Action, float]] | None:
        if self.to_act() != (CHANCE,):
            return None
        if self.phase == DRAW:
            n = len(self.bag)
            return [(DrawToken(t), 1.0 / n) for t in self.bag]
        if self.phase == ISLANDS:
            pool = self._reveal_pool()
            return [(RevealIsland(i), 1.0 / len(pool)) for i in pool]
        if self.phase == ORDER and self.players <= 5:
            from itertools import permutations

            perms = list(permutations(range(self.players)))
            return [(SetOrder(p), 1.0 / len(perms)) for p in perms]
        return None

    def sample_chance(self, rng: random.Random) -> Action:
        if self.to_act() != (CHANCE,):
            raise IllegalAction(tr("Hawaii", "it is not chance's turn"))
        if self.phase == LAYOUT:
            order = [p.id for p in self.edition.places]
            rng.shuffle(order)
            return SetLayout(tuple(order))
        if self.phase == ORDER:
            seats = list(range(self.players))
            rng.shuffle(seats)
            return SetOrder(tuple(seats))
        if self.phase == DRAW:
            return DrawToken(self.bag[rng.randrange(len(self.bag))])
        pool = self._reveal_pool()
        return RevealIsland(pool[rng.randrange(len(pool))])

    def _reveal_pool(self) -> list[str]:
        # **decision**: turning up an island is a chance draw from the face-down islands (no stored order)
        # the deck is reshuffled when a face-up island would come up: then every island in it is face down
        return self.deck_down if self.deck_down else self.deck_up

    def reveals_information(self, seat: int, action: Action) -> bool:
        return seat == CHANCE

    # --- legal actions -------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        acting = self.to_act()
        if seat not in acting:
            return []
        if seat == CHANCE:
            outcomes = self.chance_outcomes()
            if outcomes is not None:
                return [a for a, _ in outcomes]
            return []  # the layout has too many outcomes to list; sample_chance draws one
        if self.player[seat].resources is None:
            return []  # an observation that cannot see this seat's resources cannot say what it may do
        pending = self.pending
        if pending is not None:
            if pending.kind == PAY:
                return [Pay(*o) for o in pending.options]
            if pending.kind == PLACE:
                return [PlaceReward(t, r) for t, r in pending.choices]
            return [Kane(o) for o in pending.options] + [Kane(None)]
        if self.phase == INCOME:
            return [Irrigate(r) for r in RESOURCES]
        out: list[Action] = self._buy_actions(seat)  # a new list
        out.extend(self._fish_actions(seat))
        out.extend(self._visit_actions(seat))
        out.extend(_ends(tuple(self.order_track)))
        return out

    # --- apply and explain ------------------------------------------------------------------------
    def explain(self, seat: int, action: Action) -> str | None:
        """Why ``apply`` would refuse ``action`` for ``seat`` now, or None when it is legal.

        It runs the very checks ``apply`` runs (``_check``), which change nothing, so views ask it
        instead of composing a reason or submitting to learn one. Equal choices are legal alike: any of
        several fish tokens with the same fish, or boats of the same kind (see ``listed_form``).
        """
        try:
            self._check(seat, action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def apply(self, seat: int, action: Action) -> None:
        """Check ``action`` (every check before the first change), then carry it out exactly as named."""
        perform, plan = self._check(seat, action)
        perform(self, seat, action, plan)

    def _stage(self) -> Phase | PendingKind:
        """What is being decided now: the phase, or inside the chief phase a pending follow-up."""
        return self.pending.kind if self.pending is not None else self.phase

    def _check(self, seat: int, action: Action) -> tuple[Any, Any]:
        """Raise IllegalAction with the reason, or return (the perform method, what it needs)."""
        if type(action) not in _ACTION_TYPES and not isinstance(action, Action):  # known types first (speed)
            raise IllegalAction(tr("Hawaii", "{action!r} is not an action", action=action))
        acting = self.to_act()
        if not acting:
            raise IllegalAction(tr("Hawaii", "the game is over"))
        if seat not in acting:
            who = tr("Hawaii", "chance") if acting == (CHANCE,) else self.seat_label(acting[0])
            if seat == CHANCE:
                raise IllegalAction(tr("Hawaii", "it is not chance's turn (waiting for {who})", who=who))
            raise IllegalAction(tr("Hawaii", "it is not {player}'s decision now (waiting for {who})",
                                   player=self.seat_label(seat), who=who))
        if seat != CHANCE and self.player[seat].resources is None:
            raise IllegalAction(tr("Hawaii", "this view does not know the acting seat's resources"))
        stage = self._stage()
        handler = _HANDLERS.get((stage, type(action)))
        if handler is None:
            raise IllegalAction(_expected(self, stage, seat, action))
        check, perform = handler
        return perform, check(self, seat, action)

    # chance
    def _check_layout(self, seat: int, action: SetLayout) -> None:
        ids = sorted(p.id for p in self.edition.places)
        if not isinstance(action.order, tuple) or sorted(map(str, action.order)) != ids:
            raise IllegalAction(tr("Hawaii", "a layout must name every place exactly once"))

    def _perform_layout(self, seat: int, action: SetLayout, _: None) -> None:
        self.layout = build_layout(tuple(action.order), self.edition.layout_rows)
        self.phase = ISLANDS

    def _check_reveal(self, seat: int, action: RevealIsland) -> None:
        if action.island not in self._reveal_pool():
            raise IllegalAction(tr("Hawaii", "island {island} is not in the deck to be drawn", island=action.island))

    def _perform_reveal(self, seat: int, action: RevealIsland, _: None) -> None:
        if not self.deck_down:  # reshuffle: every face-up island goes face down
            self.deck_down, self.deck_up = self.deck_up, []
        self.deck_down.remove(action.island)
        self.docks[self.docks.index(None)] = action.island
        self._after_islands()

    def _check_order(self, seat: int, action: SetOrder) -> None:
        if not isinstance(action.seats, tuple) or sorted(action.seats) != list(range(self.players)):
            raise IllegalAction(tr("Hawaii", "a player order must name every seat exactly once"))

    def _perform_order(self, seat: int, action: SetOrder, _: None) -> None:
        self.turn_order = list(action.seats)
        self.started = True
        e = self.edition
        # **decision**: start fruit goes by position in this first player order
        for position, s in enumerate(self.turn_order):
            self.player[s].resources = [e.start_shells, e.start_feet, e.fruit_by_position[position]]
        self._start_draws()

    def _check_draw(self, seat: int, action: DrawToken) -> None:
        if action.token not in self.bag:
            raise IllegalAction(tr("Hawaii", "token {token} is not in the bag", token=action.token))

    def _perform_draw(self, seat: int, action: DrawToken, _: None) -> None:
        self._draw(action.token)

    # income
    def _check_irrigate(self, seat: int, action: Irrigate) -> None:
        if action.resource not in RESOURCES:
            raise IllegalAction(tr("Hawaii", "irrigation gives shells, feet or fruit, not {resource!r}", resource=action.resource))

    def _perform_irrigate(self, seat: int, action: Irrigate, _: None) -> None:
        self.player[seat].resources[RESOURCES.index(action.resource)] += 1
        self.income_queue.pop(0)
        if not self.income_queue:
            self._cleanup()

    def _after_islands(self) -> None:
        if None in self.docks and (self.deck_down or self.deck_up):
            return  # more islands to reveal
        if not self.started:
            self.phase = ORDER  # setup: the player order comes after the islands
            return
        self.phase = CHIEFS
        self.current = 0

    def _start_draws(self) -> None:
        """Queue one slot per circle of every place with tiles left (board order), then N-1 order slots.
        **Decision**: a sold-out place gets no tokens (nothing can be bought there)."""
        assert self.layout is not None
        queue: list[tuple[str, int]] = []
        for place in self.layout.order:
            if any(self.supply[place].values()):
                queue.extend((place, i) for i in range(self.edition.place(place).circles))
        queue.extend(("order", 0) for _ in range(self.players - 1))
        self.draw_queue = queue
        self.order_drawn = []
        self.phase = DRAW
        self._finish_draws_if_done()

    def _draw(self, token: str) -> None:
        where, slot = self.draw_queue.pop(0)
        self.bag.remove(token)
        if where == "order":
            self.order_drawn.append(token)
            if len(self.order_drawn) == self.players - 1:
                for i, t in enumerate(sort_order_tokens(self.edition, self.order_drawn)):
                    self.order_tokens[i + 1] = t
                self.order_drawn = []
        else:
            place = self.edition.place(where)
            if slot == place.circles - 1:  # the numbered circle
                tok = self.edition.token_by_id  # type: ignore[attr-defined]
                total = sum(tok[t].value for t in self.prices[where] if t is not None) + tok[token].value
                if total > place.limit:
                    self.cove.append(token)
                else:
                    self.prices[where][slot] = token
            else:
                self.prices[where][slot] = token
        self._finish_draws_if_done()

    def _finish_draws_if_done(self) -> None:
        if self.draw_queue and not self.bag:
            # **decision**: an empty bag leaves the remaining circles empty (cannot happen with the
            # shipped edition: its 25 tokens cover the 20 circles and 4 order positions)
            self.draw_queue = []
            if self.order_drawn:
                for i, t in enumerate(sort_order_tokens(self.edition, self.order_drawn)):
                    self.order_tokens[i + 1] = t
                self.order_drawn = []
        if self.draw_queue:
            return
        if None in self.docks and (self.deck_down or self.deck_up):
            self.phase = ISLANDS
        else:
            self.phase = CHIEFS
            self.current = 0

    # --- chief actions -----------------------------------------------------------------------
    # --- turn and round flow ------------------------------------------------------------------
    def _next_turn(self) -> None:
        n = len(self.turn_order)
        for step in range(1, n + 1):
            i = (self.current + step) % n
            if not self.player[self.turn_order[i]].ended:
                self.current = i
                return
        self._round_end()

    def _round_end(self) -> None:
        scoring.score_round(self)
        if self.round >= self.edition.rounds:
            scoring.final_scoring(self)
            self.phase = OVER
            return
        queue = []
        for s in self.turn_order:
            income = self.income(s)
            self._gain(s, income.resources)
            queue.extend([s] * income.of_choice)  # **decision**: irrigation II's resource is chosen now, one per tile
        self.income_queue = queue
        if queue:
            self.phase = INCOME
        else:
            self._cleanup()

    def _cleanup(self) -> None:
        self.round += 1
        self.turn_order = [s for s in self.order_track if s is not None]
        for p in self.player:
            p.chief = BEACH
            p.ended = False
            p.boats_used = [False] * len(p.realm.boats)
            self.bag.extend(p.price_tokens)
            self.bag.extend(p.fish_tokens)
            p.price_tokens = []
            p.fish_tokens = []
        for slots in self.prices.values():
            for i, t in enumerate(slots):
                if t is not None:
                    self.bag.append(t)
                    slots[i] = None
        self.bag.extend(self.cove)
        self.cove = []
        self.bag.extend(t for t in self.order_tokens if t is not None)
        self.order_tokens = [None] * self.players
        self.order_track = [None] * self.players
        self.bag.sort(key=_token_index)
        # slide the remaining islands towards dock 1; the empty docks are filled after the draws
        remaining = [i for i in self.docks if i is not None]
        self.docks = remaining + [None] * (len(self.docks) - len(remaining))
        self.current = 0
        self._start_draws()

    # --- words -------------------------------------------------------------------------------
    def describe_action(self, seat: int, action: Action) -> str:
        from .words import describe_action

        return describe_action(self, seat, action)

    def status_text(self) -> str:
        from .words import status_text

        return status_text(self)

    def round_number(self) -> int:
        return self.round

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_name, "players": self.players, "options": dict(self.options), "phase": self.phase,
            "round": self.round, "layout": list(self.layout.order) if self.layout else None,
            "supply": {k: dict(v) for k, v in self.supply.items()}, "prices": {k: list(v) for k, v in self.prices.items()},
            "cove": list(self.cove), "bag": sorted(self.bag, key=_token_index), "order_tokens": list(self.order_tokens),
            "order_track": list(self.order_track), "turn_order": list(self.turn_order), "current": self.current,
            "docks": list(self.docks), "deck_down": sorted(self.deck_down), "deck_up": list(self.deck_up),
            "pending": None if self.pending is None else {"kind": self.pending.kind, "seat": self.pending.seat,
                                                          "action": str(self.pending.action) if self.pending.action else None,
                                                          "options": [list(o) for o in self.pending.options],
                                                          "choices": [list(c) for c in self.pending.choices]},
            "income_queue": list(self.income_queue), "draw_queue": [list(q) for q in self.draw_queue],
            "order_drawn": list(self.order_drawn), "players_state": [p.to_json() for p in self.player],
        }


@lru_cache(maxsize=1024)
def _ends(order_track: tuple[int | None, ...]) -> tuple[EndRound, ...]:
    """Ending the round on each free order position (one tuple per track, the actions are values)."""
    return tuple(EndRound(i + 1) for i, s in enumerate(order_track) if s is None)


def _expected(state: HawaiiState, stage: Phase | PendingKind, seat: int, action: Action) -> str:
    """The reason for an action of the wrong kind: what the current step expects instead."""
    player = state.seat_label(seat) if seat != CHANCE else tr("Hawaii", "chance")
    if stage == Phase.LAYOUT:
        return tr("Hawaii", "chance must lay out the places now (layout ...)")
    if stage == Phase.ISLANDS:
        return tr("Hawaii", "chance must reveal an island now (reveal ...)")
    if stage == Phase.ORDER:
        return tr("Hawaii", "chance must draw the player order now (order ...)")
    if stage == Phase.DRAW:
        return tr("Hawaii", "chance must draw a price token now (draw T..)")
    if stage == Phase.INCOME:
        return tr("Hawaii", "{player} must choose irrigation income (irrigate shells|feet|fruit)", player=player)
    if stage == PendingKind.PAY:
        return tr("Hawaii", "{player} must choose how to pay (pay S/F/R)", player=player)
    if stage == PendingKind.PLACE:
        return tr("Hawaii", "{player} must place the island's reward (place TILE rROW)", player=player)
    if stage == PendingKind.KANE:
        return tr("Hawaii", "{player} must decide on KANE's tiki (kane S/F/R or kane skip)", player=player)
    return tr("Hawaii", "{action} is not a chief action (buy, fish, visit or end)", action=action)


#: (what is being decided, action type) -> (check, perform). The check raises IllegalAction or returns
#: what perform needs; it never changes the state, so ``explain`` is exactly ``apply``'s checks.
_HANDLERS: dict[tuple[Phase | PendingKind, type], tuple[Any, Any]] = {
    (Phase.LAYOUT, SetLayout): (HawaiiState._check_layout, HawaiiState._perform_layout),
    (Phase.ISLANDS, RevealIsland): (HawaiiState._check_reveal, HawaiiState._perform_reveal),
    (Phase.ORDER, SetOrder): (HawaiiState._check_order, HawaiiState._perform_order),
    (Phase.DRAW, DrawToken): (HawaiiState._check_draw, HawaiiState._perform_draw),
    (Phase.CHIEFS, Buy): (HawaiiState._check_buy, HawaiiState._perform_buy),
    (Phase.CHIEFS, Fish): (HawaiiState._check_fish, HawaiiState._perform_fish),
    (Phase.CHIEFS, Visit): (HawaiiState._check_visit, HawaiiState._perform_visit),
    (Phase.CHIEFS, EndRound): (HawaiiState._check_end, HawaiiState._perform_end),
    (PendingKind.PAY, Pay): (HawaiiState._check_pay, HawaiiState._perform_pay),
    (PendingKind.PLACE, PlaceReward): (HawaiiState._check_place, HawaiiState._perform_place),
    (PendingKind.KANE, Kane): (HawaiiState._check_kane, HawaiiState._perform_kane),
    (Phase.INCOME, Irrigate): (HawaiiState._check_irrigate, HawaiiState._perform_irrigate),
}
#: the action types the handlers take (all Actions), to skip the ABC instance check for them
_ACTION_TYPES = frozenset(kind for _, kind in _HANDLERS)


register_clear(_ends.cache_clear)

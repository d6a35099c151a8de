"""The Hawaii game state: one authoritative object the rules change and the views read.

Data model (all public unless said otherwise; seats 0-based; place, tile, token, island ids are the
edition's, tokens ``T0``..``T24``):

- ``edition``: the loaded :class:`~giantapp.hawaii.data.Edition`; ``options``: {"open_screens": bool}.
- ``phase``: "layout" (chance lays the places), "islands" (chance turns islands onto empty docks),
  "order" (chance draws the first player order), "draw" (chance draws price tokens), "chiefs" (the
  chief phase), "income" (irrigation II owners choose a resource), "over".
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
- ``pending``: a follow-up decision of one seat (:class:`Pending`) or None: "pay" (choose a payment
  for ``action``), "place" (choose where an island reward goes), "kane" (KANE's optional tiki).
- ``income_queue``: seats that still choose irrigation II income, one entry per tile.
- ``players``: list of :class:`PlayerState`:
  ``resources`` [shells, feet, fruit] (None for another seat behind a closed screen in an observation),
  ``realm`` (:class:`~giantapp.hawaii.board.Realm`), ``price_tokens`` and ``fish_tokens`` in front,
  ``points`` score by category, ``chief`` ("beach", a place id, "cove", "dock2", "order3"),
  ``boats_used`` (parallel to realm.boats), ``ended`` (round ended), ``removed_villages`` (rows removed
  at final scoring), ``last_round`` (round sum, whether qualified, points scored; for the views).

Hidden information: only resources behind closed screens. Every gain and payment is a public action,
so a perfect memory knows them; an observation therefore keeps them in ``PlayerState.memory`` (which
views must not show) and ``determinize`` restores them from it — the same reasoning as the engine's
fixture game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from giantapp.engine import CHANCE, Action, GameState, IllegalAction
from giantapp.engine.i18n import tr

from . import scoring
from .actions import (Buy, DrawToken, EndRound, Fish, Irrigate, Kane, Pay, PlaceReward, RevealIsland, SetLayout,
                      SetOrder, Visit, make_buy)
from .board import Realm
from .data import BOAT, FEET, FRUIT_ANY, KAHUNA, RESOURCES, SHELLS, TIKI, Edition, RoundTile
from .geometry import BEACH, Layout, build_layout
from .prices import affordable, mixed_options, payment_options, sort_order_tokens

PHASES = ("layout", "islands", "order", "draw", "chiefs", "income", "over")


@dataclass(frozen=True)
class Pending:
    """A follow-up decision. kind "pay": ``action`` waits for one of ``options`` (payment totals);
    "place": the island reward waits for one of ``choices`` ((tile, row) pairs); "kane": KANE's tiki,
    ``options`` are the affordable 2-resource payments."""

    kind: str
    seat: int
    action: Action | None = None
    options: tuple[tuple[int, int, int], ...] = ()
    choices: tuple[tuple[str, int], ...] = ()


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


class HawaiiState(GameState):
    game_name = "hawaii"

    def __init__(self, edition: Edition, players: int, options: dict[str, Any]) -> None:
        self.edition = edition
        self.players = players
        self.options = dict(options)
        self.viewer: int | None = None
        self.phase = "layout"
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
        if not self.options.get("open_screens", True):
            for s, p in enumerate(obs.player):
                if s != seat and p.resources is not None:
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
            raise IllegalAction(f"seat {seat + 1}'s resources are behind a screen in this view")
        return res

    def tile_levels(self, seat: int, tiles) -> list[int]:
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
        """Places seat could walk to and buy at (tile and price there): place -> foot cost. For the UI."""
        if self.layout is None:
            return {}
        return {p: self.move_cost(seat, p) for p in self.layout.order
                if any(self.supply[p].values()) and any(t is not None for t in self.prices[p])}

    def legal_cells(self, seat: int, tile: str, double: bool = False) -> list[tuple[int, int]]:
        """Cells (row, column; 0-based) where seat may put ``tile`` now. Kahunas give column -1, tikis row
        -1; boats give none (they lie in the water). For the UI's drop targets."""
        count = 2 if double and tile in (KAHUNA, TIKI) else 1
        return self.player[seat].realm.cells_for(tile, count, self.edition)

    def purchase_actions(self, seat: int, place: str) -> list[Buy]:
        """The legal purchases at ``place`` for seat now."""
        if self.phase != "chiefs" or self.pending is not None or self.to_act() != (seat,):
            return []
        return [a for a in self._buy_actions(seat, only=place)]

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
        if phase == "over":
            return ()
        if phase in ("layout", "islands", "order", "draw"):
            return (CHANCE,)
        if self.pending is not None:
            return (self.pending.seat,)
        if phase == "income":
            return (self.income_queue[0],)
        return (self.turn_order[self.current],)

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[int]:
        return [p.score for p in self.player]

    def winners(self) -> list[int]:
        if self.phase != "over":
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
        if self.phase == "draw":
            n = len(self.bag)
            return [(DrawToken(t), 1.0 / n) for t in self.bag]
        if self.phase == "islands":
            pool = self._reveal_pool()
            return [(RevealIsland(i), 1.0 / len(pool)) for i in pool]
        if self.phase == "order" and self.players <= 5:
            from itertools import permutations

            perms = list(permutations(range(self.players)))
            return [(SetOrder(p), 1.0 / len(perms)) for p in perms]
        return None

    def sample_chance(self, rng: random.Random) -> Action:
        if self.to_act() != (CHANCE,):
            raise IllegalAction("it is not chance's turn")
        if self.phase == "layout":
            order = [p.id for p in self.edition.places]
            rng.shuffle(order)
            return SetLayout(tuple(order))
        if self.phase == "order":
            seats = list(range(self.players))
            rng.shuffle(seats)
            return SetOrder(tuple(seats))
        if self.phase == "draw":
            return DrawToken(self.bag[rng.randrange(len(self.bag))])
        pool = self._reveal_pool()
        return RevealIsland(pool[rng.randrange(len(pool))])

    def _reveal_pool(self) -> list[str]:
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
        pending = self.pending
        if pending is not None:
            if pending.kind == "pay":
                return [Pay(*o) for o in pending.options]
            if pending.kind == "place":
                return [PlaceReward(t, r) for t, r in pending.choices]
            return [Kane(o) for o in pending.options] + [Kane(None)]
        if self.phase == "income":
            return [Irrigate(r) for r in RESOURCES]
        out: list[Action] = list(self._buy_actions(seat))
        out.extend(self._fish_actions(seat))
        out.extend(self._visit_actions(seat))
        out.extend(EndRound(i + 1) for i, s in enumerate(self.order_track) if s is None)
        return out

    def _payments(self, seat: int, costs: tuple[tuple[int, int], ...]) -> list[tuple[int, int, int]]:
        res = self.player[seat].resources
        if res is None:
            return []
        return affordable(payment_options(costs, self.exchange_units(seat)), res)

    def _buy_actions(self, seat: int, only: str | None = None):
        assert self.layout is not None
        edition = self.edition
        tokens = edition.token_by_id  # type: ignore[attr-defined]
        realm = self.player[seat].realm
        res = self.player[seat].resources
        if res is None:
            return
        huts = self.exchange_units(seat)
        cap = self.move_cap(seat)
        chief = self.player[seat].chief
        afford_cache: dict[tuple[int, int], bool] = {}

        def afford(fc: int, sc: int) -> bool:
            key = (fc, sc)
            ok = afford_cache.get(key)
            if ok is None:
                if huts:
                    ok = bool(affordable(payment_options(((FEET, fc), (SHELLS, sc)), huts), res))
                else:  # fast path: each cost wholly in its resource or in fruit
                    sh, ft, fr = res
                    ok = (sh >= sc and (ft >= fc or fr >= fc)) or (ft >= fc and fr >= sc) or fr >= fc + sc
                afford_cache[key] = ok
            return ok

        layout = self.layout
        for place in layout.order:
            if only is not None and place != only:
                continue
            slots = [t for t in self.prices[place] if t is not None]
            if not slots:
                continue
            choices = []  # (tile, [(double, row), ...]) that fit the board
            for tile, left in self.supply[place].items():
                if left <= 0:
                    continue
                if tile in (KAHUNA, TIKI):
                    variants = [(False, None)] if realm.room_for(tile, 1, edition) else []
                    if left >= 2 and realm.room_for(tile, 2, edition):
                        variants.append((True, None))
                elif tile == BOAT:
                    variants = [(False, None), (True, None)]
                else:
                    rows = realm.legal_rows(tile, edition)
                    variants = [(d, r) for d in (False, True) for r in rows]
                if variants:
                    choices.append((tile, variants))
            if not choices:
                continue
            fc = layout.move_cost(chief, place)
            if cap is not None and fc > cap:
                fc = cap
            for token in slots:
                value = tokens[token].value
                single, double_ok = afford(fc, value), afford(fc, 2 * value)
                if not (single or double_ok):
                    continue
                for tile, variants in choices:
                    for double, row in variants:
                        if double_ok if double else single:
                            yield make_buy(place, tile, token, double, row)

    def _boat_choices(self, seat: int, need: int) -> list[tuple[tuple[int, ...], int]]:
        """Minimal sets of unused boats (lowest-numbered of each kind) holding ``need`` spaces, with the
        printed feet they pay. **Decision**: equal boats are interchangeable, so only the lowest-numbered
        ones of each kind are offered, and no boat beyond what the trip needs."""
        edition = self.edition
        p = self.player[seat]
        unused = tuple((i, side) for i, side in enumerate(p.realm.boats) if not p.boats_used[i])
        return _minimal_boat_sets(unused, need, edition.fishing_boat_spaces, edition.boat_spaces,
                                  edition.boat2_printed_feet)

    def _trip_feet(self, need_feet: int, printed: int) -> int:
        # boat II's printed foot pays part of the cost, but one real resource must still be paid
        return max(1, need_feet - printed)

    def _fish_actions(self, seat: int):
        if not self.cove:
            return
        p = self.player[seat]
        tok = self.edition.token_by_id  # type: ignore[attr-defined]
        groups: dict[int, list[str]] = {}
        for t in sorted(self.cove, key=_token_index):
            groups.setdefault(tok[t].fish, []).append(t)
        fish_values = sorted(groups)
        free = sum(self._space(seat, i) for i in range(len(p.realm.boats)) if not p.boats_used[i])
        counts_list = [()]
        for v in fish_values:
            counts_list = [c + (n,) for c in counts_list for n in range(len(groups[v]) + 1)]
        boat_cache: dict[int, list] = {}
        for counts in counts_list:
            k = sum(counts)
            if k == 0 or k > free:
                continue
            tokens = tuple(sorted((t for v, n in zip(fish_values, counts) for t in groups[v][:n]), key=_token_index))
            if k not in boat_cache:
                boat_cache[k] = self._boat_choices(seat, k)
            for boats, printed in boat_cache[k]:
                if self._payments(seat, ((FEET, self._trip_feet(k, printed)),)):
                    yield Fish(tokens, boats)

    def _space(self, seat: int, index: int) -> int:
        side = self.player[seat].realm.boats[index]
        e = self.edition
        return e.fishing_boat_spaces if side == 0 else e.boat_spaces[side - 1]

    def _visit_actions(self, seat: int):
        for d, island in enumerate(self.docks):
            if island is None:
                continue
            need = self.edition.docks[d].feet
            for boats, printed in self._boat_choices(seat, need):
                if self._payments(seat, ((FEET, self._trip_feet(need, printed)),)):
                    yield Visit(d + 1, boats)

    # --- apply -------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> None:
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not an action")
        acting = self.to_act()
        if not acting:
            raise IllegalAction("the game is over")
        if seat not in acting:
            who = "chance" if acting == (CHANCE,) else f"seat {acting[0] + 1}"
            raise IllegalAction(f"it is not seat {seat + 1}'s decision now (waiting for {who})" if seat != CHANCE
                                else f"it is not chance's turn (waiting for {who})")
        if seat == CHANCE:
            self._apply_chance(action)
            return
        if self.player[seat].resources is None:
            raise IllegalAction("this view does not know the acting seat's resources")
        pending = self.pending
        if pending is not None:
            self._apply_pending(seat, pending, action)
            return
        if self.phase == "income":
            if not isinstance(action, Irrigate):
                raise IllegalAction(tr("Hawaii", "seat {seat} must choose irrigation income (irrigate shells|feet|fruit)", seat=seat + 1))
            if action.resource not in RESOURCES:
                raise IllegalAction(f"irrigation gives shells, feet or fruit, not {action.resource!r}")
            self.player[seat].resources[RESOURCES.index(action.resource)] += 1
            self.income_queue.pop(0)
            if not self.income_queue:
                self._cleanup()
            return
        if isinstance(action, Buy):
            self._start_buy(seat, action)
        elif isinstance(action, Fish):
            self._start_fish(seat, action)
        elif isinstance(action, Visit):
            self._start_visit(seat, action)
        elif isinstance(action, EndRound):
            self._end_round(seat, action)
        else:
            raise IllegalAction(f"{action} is not a chief action (buy, fish, visit or end)")

    # chance
    def _apply_chance(self, action: Action) -> None:
        phase = self.phase
        if phase == "layout":
            if not isinstance(action, SetLayout):
                raise IllegalAction("chance must lay out the places now (layout ...)")
            ids = [p.id for p in self.edition.places]
            if sorted(action.order) != sorted(ids):
                raise IllegalAction("a layout must name every place exactly once")
            self.layout = build_layout(tuple(action.order), self.edition.layout_rows)
            self.phase = "islands"
            return
        if phase == "islands":
            if not isinstance(action, RevealIsland):
                raise IllegalAction("chance must reveal an island now (reveal ...)")
            pool = self._reveal_pool()
            if action.island not in pool:
                raise IllegalAction(f"island {action.island} is not in the deck to be drawn")
            if not self.deck_down:  # reshuffle: every face-up island goes face down
                self.deck_down, self.deck_up = self.deck_up, []
            self.deck_down.remove(action.island)
            self.docks[self.docks.index(None)] = action.island
            self._after_islands()
            return
        if phase == "order":
            if not isinstance(action, SetOrder):
                raise IllegalAction("chance must draw the player order now (order ...)")
            if sorted(action.seats) != list(range(self.players)):
                raise IllegalAction("a player order must name every seat exactly once")
            self.turn_order = list(action.seats)
            self.started = True
            e = self.edition
            for position, s in enumerate(self.turn_order):
                self.player[s].resources = [e.start_shells, e.start_feet, e.fruit_by_position[position]]
            self._start_draws()
            return
        if phase == "draw":
            if not isinstance(action, DrawToken):
                raise IllegalAction("chance must draw a price token now (draw T..)")
            if action.token not in self.bag:
                raise IllegalAction(f"token {action.token} is not in the bag")
            self._draw(action.token)
            return
        raise IllegalAction("it is not chance's turn")

    def _after_islands(self) -> None:
        if None in self.docks and (self.deck_down or self.deck_up):
            return  # more islands to reveal
        if not self.started:
            self.phase = "order"  # setup: the player order comes after the islands
            return
        self.phase = "chiefs"
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
        self.phase = "draw"
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
            self.phase = "islands"
        else:
            self.phase = "chiefs"
            self.current = 0

    # --- chief actions -----------------------------------------------------------------------
    def _check_buy(self, seat: int, a: Buy) -> list[tuple[int, int, int]]:
        """Reasons first, then the affordable payments of a legal purchase."""
        e = self.edition
        assert self.layout is not None
        if a.place not in self.supply:
            raise IllegalAction(tr("Hawaii", "there is no place called {place}", place=a.place))
        if a.tile not in e.tiles or e.place_of_tile(a.tile) != a.place:
            raise IllegalAction(tr("Hawaii", "{tile} is not sold at {place}", tile=a.tile, place=a.place))
        if self.supply[a.place][a.tile] <= 0:
            raise IllegalAction(tr("Hawaii", "{place} has no {tile} left", place=a.place, tile=a.tile))
        if a.token not in self.prices[a.place]:
            raise IllegalAction(tr("Hawaii", "price token {token} is not on {place}", token=a.token, place=a.place))
        realm = self.player[seat].realm
        count = 2 if a.double and a.tile in (KAHUNA, TIKI) else 1
        if count == 2 and self.supply[a.place][a.tile] < 2:
            raise IllegalAction(tr("Hawaii", "{place} has only one {tile} left", place=a.place, tile=a.tile))
        if a.tile in (KAHUNA, TIKI, BOAT):
            if a.row is not None:
                raise IllegalAction(tr("Hawaii", "a {tile} takes no village row", tile=a.tile))
            if not realm.room_for(a.tile, count, e):
                raise IllegalAction(tr("Hawaii", "there is no room for {count} {tile} on the board", count=count, tile=a.tile))
        else:
            if a.row is None:
                raise IllegalAction(tr("Hawaii", "say in which village row the {tile} goes", tile=a.tile))
            if a.row not in realm.legal_rows(a.tile, e):
                raise IllegalAction(self._row_reason(seat, a.tile, a.row))
        fc = self.move_cost(seat, a.place)
        sc = e.token(a.token).value * (2 if a.double else 1)
        options = self._payments(seat, ((FEET, fc), (SHELLS, sc)))
        if not options:
            raise IllegalAction(tr("Hawaii", "seat {seat} cannot pay {feet} feet and {shells} shells", seat=seat + 1, feet=fc, shells=sc))
        return options

    def _row_reason(self, seat: int, tile: str, row: int) -> str:
        e = self.edition
        realm = self.player[seat].realm
        if row > len(realm.villages) or row >= e.board_rows:
            return tr("Hawaii", "villages are started top to bottom without skipping a row")
        if row == len(realm.villages):
            return tr("Hawaii", "a new village must start with a hut")
        village = realm.villages[row]
        if any(t == tile for t, _ in village):
            return tr("Hawaii", "village {row} already has a {tile}", row=row + 1, tile=tile)
        if tile in e.god_types:  # type: ignore[attr-defined]
            if tile in realm.gods(e):
                return tr("Hawaii", "each god only once in the realm")
            return tr("Hawaii", "village {row} already has a god", row=row + 1)
        return tr("Hawaii", "{tile} does not fit in village {row}", tile=tile, row=row + 1)

    def _start_buy(self, seat: int, a: Buy) -> None:
        options = self._check_buy(seat, a)
        if len(options) == 1:
            self._do_buy(seat, a, options[0])
        else:
            self.pending = Pending("pay", seat, a, tuple(options))

    def _pay(self, seat: int, payment: tuple[int, int, int]) -> None:
        res = self.player[seat].resources
        for i in range(3):
            res[i] -= payment[i]

    def _gain(self, seat: int, bonus: tuple[int, int, int]) -> None:
        res = self.player[seat].resources
        for i in range(3):
            res[i] += bonus[i]

    def _spear_level(self, seat: int) -> int:
        pts = self.edition.spear_points
        return sum(pts[s - 1] for s in self.tile_levels(seat, self.edition.spear_tiles))

    def _take_token(self, seat: int, token: str) -> None:
        """Put a price token in front of seat; a spear scores seat's spear huts and KU (as they are now)."""
        self.player[seat].price_tokens.append(token)
        if self.edition.token(token).spear:
            self.player[seat].add_points("spears", self._spear_level(seat))

    def _do_buy(self, seat: int, a: Buy, payment: tuple[int, int, int]) -> None:
        e = self.edition
        p = self.player[seat]
        self._pay(seat, payment)
        p.chief = a.place
        slots = self.prices[a.place]
        slots[slots.index(a.token)] = None
        # the spear bonus counts the huts owned before this purchase (not the hut paid with this token)
        self._take_token(seat, a.token)
        count = 2 if a.double and a.tile in (KAHUNA, TIKI) else 1
        side = 2 if a.double and e.tiles[a.tile].two_sided else 1
        self.supply[a.place][a.tile] -= count
        for _ in range(count):
            self._gain(seat, p.realm.place(a.tile, side, a.row, e))
        if a.tile == BOAT:
            p.boats_used.append(False)
        if a.tile == "god_kane":
            options = self._kane_options(seat)
            if options:
                self.pending = Pending("kane", seat, a, tuple(options))
                return
        self._next_turn()

    def _kane_options(self, seat: int) -> list[tuple[int, int, int]]:
        e = self.edition
        tiki_place = e.place_of_tile(TIKI)
        if self.supply[tiki_place][TIKI] <= 0 or not self.player[seat].realm.room_for(TIKI, 1, e):
            return []
        return affordable(mixed_options(e.kane_tiki_resources), self.player[seat].resources)

    def _start_fish(self, seat: int, a: Fish) -> None:
        p = self.player[seat]
        tok = self.edition.token_by_id  # type: ignore[attr-defined]
        if not a.tokens:
            raise IllegalAction(tr("Hawaii", "take at least one fish token"))
        if len(set(a.tokens)) != len(a.tokens) or any(t not in self.cove for t in a.tokens):
            raise IllegalAction(tr("Hawaii", "those fish tokens are not all in the cove"))
        # equal tokens are interchangeable: the lowest-numbered of each fish count are taken
        for v in {tok[t].fish for t in a.tokens}:
            group = sorted((t for t in self.cove if tok[t].fish == v), key=_token_index)
            n = sum(1 for t in a.tokens if tok[t].fish == v)
            if sorted((t for t in a.tokens if tok[t].fish == v), key=_token_index) != group[:n]:
                raise IllegalAction(tr("Hawaii", "take equal fish tokens lowest number first ({tokens})", tokens=",".join(group[:n])))
        printed = self._check_boats(seat, a.boats, len(a.tokens))
        options = self._payments(seat, ((FEET, self._trip_feet(len(a.tokens), printed)),))
        if not options:
            raise IllegalAction(tr("Hawaii", "seat {seat} cannot pay the feet for this catch", seat=seat + 1))
        if len(options) == 1:
            self._do_fish(seat, a, options[0])
        else:
            self.pending = Pending("pay", seat, a, tuple(options))

    def _check_boats(self, seat: int, boats: tuple[int, ...], need: int) -> int:
        p = self.player[seat]
        if len(set(boats)) != len(boats) or any(not 0 <= b < len(p.realm.boats) for b in boats):
            raise IllegalAction(tr("Hawaii", "those are not seat {seat}'s boats", seat=seat + 1))
        if any(p.boats_used[b] for b in boats):
            raise IllegalAction(tr("Hawaii", "a boat used this round cannot sail again this round"))
        choices = {b: printed for b, printed in self._boat_choices(seat, need)}
        key = tuple(sorted(boats))
        if key not in choices:
            space = sum(self._space(seat, b) for b in boats)
            if space < need:
                raise IllegalAction(tr("Hawaii", "those boats hold {space} spaces; {need} are needed", space=space, need=need))
            raise IllegalAction(tr("Hawaii", "use only the boats needed, lowest-numbered first among equal boats"))
        return choices[key]

    def _do_fish(self, seat: int, a: Fish, payment: tuple[int, int, int]) -> None:
        p = self.player[seat]
        self._pay(seat, payment)
        for b in a.boats:
            p.boats_used[b] = True
        for t in a.tokens:
            self.cove.remove(t)
            p.fish_tokens.append(t)
        p.chief = "cove"
        self._next_turn()

    def _start_visit(self, seat: int, a: Visit) -> None:
        if not 1 <= a.dock <= len(self.docks):
            raise IllegalAction(tr("Hawaii", "there is no dock {dock}", dock=a.dock))
        if self.docks[a.dock - 1] is None:
            raise IllegalAction(tr("Hawaii", "dock {dock} has no island now", dock=a.dock))
        need = self.edition.docks[a.dock - 1].feet
        printed = self._check_boats(seat, a.boats, need)
        options = self._payments(seat, ((FEET, self._trip_feet(need, printed)),))
        if not options:
            raise IllegalAction(tr("Hawaii", "seat {seat} cannot pay the feet to sail to dock {dock}", seat=seat + 1, dock=a.dock))
        if len(options) == 1:
            self._do_visit(seat, a, options[0])
        else:
            self.pending = Pending("pay", seat, a, tuple(options))

    def _do_visit(self, seat: int, a: Visit, payment: tuple[int, int, int]) -> None:
        e = self.edition
        p = self.player[seat]
        self._pay(seat, payment)
        for b in a.boats:
            p.boats_used[b] = True
        island_id = self.docks[a.dock - 1]
        self.docks[a.dock - 1] = None
        self.deck_up.append(island_id)
        p.chief = f"dock{a.dock}"
        p.add_points("islands", e.docks[a.dock - 1].points)
        island = e.island_by_id[island_id]  # type: ignore[attr-defined]
        if island.tile is None:
            self._gain(seat, (island.shells, island.feet, 0))
            self._next_turn()
            return
        if island.tile in (KAHUNA, TIKI, BOAT):
            place = e.place_of_tile(island.tile)
            for _ in range(island.count):
                # **decision**: as many as the supply and the board allow are placed, the rest is lost
                if self.supply[place][island.tile] <= 0 or not p.realm.room_for(island.tile, 1, e):
                    break
                self.supply[place][island.tile] -= 1
                self._gain(seat, p.realm.place(island.tile, island.side, None, e))
                if island.tile == BOAT:
                    p.boats_used.append(False)
            self._next_turn()
            return
        kinds = e.fruit_types if island.tile == FRUIT_ANY else (island.tile,)  # type: ignore[attr-defined]
        choices = tuple((t, r) for t in kinds if self.supply[e.place_of_tile(t)][t] > 0 for r in p.realm.legal_rows(t, e))
        if not choices:
            self._next_turn()  # sold out or unplaceable: the reward is lost
        elif len(choices) == 1:
            self._place_reward(seat, choices[0][0], choices[0][1])
            self._next_turn()
        else:
            self.pending = Pending("place", seat, a, choices=choices)

    def _place_reward(self, seat: int, tile: str, row: int) -> None:
        e = self.edition
        self.supply[e.place_of_tile(tile)][tile] -= 1
        side = 2 if e.tiles[tile].two_sided else 1
        self._gain(seat, self.player[seat].realm.place(tile, side, row, e))

    def _end_round(self, seat: int, a: EndRound) -> None:
        if not 1 <= a.position <= self.players:
            raise IllegalAction(tr("Hawaii", "there is no order position {position}", position=a.position))
        if self.order_track[a.position - 1] is not None:
            raise IllegalAction(tr("Hawaii", "order position {position} is taken", position=a.position))
        p = self.player[seat]
        self.order_track[a.position - 1] = seat
        p.chief = f"order{a.position}"
        p.ended = True
        token = self.order_tokens[a.position - 1]
        if token is not None:
            self.order_tokens[a.position - 1] = None
            self._take_token(seat, token)
        self._next_turn()

    def _apply_pending(self, seat: int, pending: Pending, action: Action) -> None:
        if pending.kind == "pay":
            if not isinstance(action, Pay):
                raise IllegalAction(tr("Hawaii", "seat {seat} must choose how to pay (pay S/F/R)", seat=seat + 1))
            if action.triple not in pending.options:
                ways = ", ".join("/".join(map(str, o)) for o in pending.options)
                raise IllegalAction(tr("Hawaii", "{payment} is not a way to pay this; choose one of {ways}", payment=action.notation(), ways=ways))
            self.pending = None
            a = pending.action
            if isinstance(a, Buy):
                self._do_buy(seat, a, action.triple)
            elif isinstance(a, Fish):
                self._do_fish(seat, a, action.triple)
            else:
                self._do_visit(seat, a, action.triple)
            return
        if pending.kind == "place":
            if not isinstance(action, PlaceReward):
                raise IllegalAction(tr("Hawaii", "seat {seat} must place the island's reward (place TILE rROW)", seat=seat + 1))
            if (action.tile, action.row) not in pending.choices:
                raise IllegalAction(tr("Hawaii", "the reward cannot go there: {tile} in village {row}", tile=action.tile, row=action.row + 1))
            self.pending = None
            self._place_reward(seat, action.tile, action.row)
            self._next_turn()
            return
        if not isinstance(action, Kane):
            raise IllegalAction(tr("Hawaii", "seat {seat} must decide on KANE's tiki (kane S/F/R or kane skip)", seat=seat + 1))
        if action.payment is not None and tuple(action.payment) not in pending.options:
            raise IllegalAction(tr("Hawaii", "KANE's tiki costs {n} resources in any mix that seat {seat} has", n=self.edition.kane_tiki_resources, seat=seat + 1))
        self.pending = None
        if action.payment is not None:
            e = self.edition
            self._pay(seat, tuple(action.payment))
            self.supply[e.place_of_tile(TIKI)][TIKI] -= 1
            self._gain(seat, self.player[seat].realm.place(TIKI, 1, None, e))
        self._next_turn()

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
            self.phase = "over"
            return
        e = self.edition
        tile = self.round_tile
        queue = []
        for s in self.turn_order:
            gain = [tile.shells, tile.feet, 0]
            choice = 0
            for _, t, side in self.player[s].realm.tiles():
                inc = e.income.get(t)
                if inc is not None:
                    for i in range(3):
                        gain[i] += inc[side - 1][i]
                ch = e.income_of_choice.get(t)
                if ch is not None:
                    choice += ch[side - 1]
            self._gain(s, (gain[0], gain[1], gain[2]))
            queue.extend([s] * choice)
        self.income_queue = queue
        if queue:
            self.phase = "income"
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


@lru_cache(maxsize=4096)
def _minimal_boat_sets(unused: tuple[tuple[int, int], ...], need: int, fishing_spaces: int,
                       boat_spaces: tuple[int, int], printed_feet: int) -> list[tuple[tuple[int, ...], int]]:
    """See ``HawaiiState._boat_choices``; ``unused`` lists (boat index, side) of the unused boats."""
    by_kind: dict[int, list[int]] = {0: [], 1: [], 2: []}
    for i, side in unused:
        by_kind[side].append(i)
    space = (fishing_spaces, boat_spaces[0], boat_spaces[1])
    out = []
    for a in range(len(by_kind[0]) + 1):
        for b in range(len(by_kind[1]) + 1):
            for c in range(len(by_kind[2]) + 1):
                counts = (a, b, c)
                total = a * space[0] + b * space[1] + c * space[2]
                if total < need or total == 0:
                    continue
                if any(counts[k] and total - space[k] >= need for k in range(3)):
                    continue  # not minimal
                boats = tuple(sorted(by_kind[0][:a] + by_kind[1][:b] + by_kind[2][:c]))
                out.append((boats, c * printed_feet))
    return out


def _token_index(token_id: str) -> int:
    return int(token_id[1:])

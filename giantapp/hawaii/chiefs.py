"""Checking and carrying out chief actions and their follow-up decisions (pay, place, KANE).

A mixin of :class:`~giantapp.hawaii.state.HawaiiState`. Each action has a pair of methods, and the
state's dispatch table (``state._HANDLERS``) names them: ``_check_*`` raises :class:`IllegalAction` with
a reason or returns what the action needs (the ways to pay), and never changes anything, so
``explain`` runs exactly these checks; ``_perform_*`` then carries the action out.
"""

from __future__ import annotations

from dataclasses import dataclass

from giantapp.engine import Action, IllegalAction
from giantapp.engine.i18n import tr

from .actions import Buy, EndRound, Fish, Kane, Pay, PlaceReward, Visit
from .data import BOAT, FEET, FRUIT_ANY, KAHUNA, SHELLS, TIKI
from .moves import _token_index, feet_for_trip
from .names import place_name, tile_name
from .phases import KANE, PAY, PLACE, PendingKind
from .prices import affordable, mixed_options

Payment = tuple[int, int, int]


@dataclass(frozen=True)
class Pending:
    """A follow-up decision. kind PAY: ``action`` waits for one of ``options`` (payment totals); PLACE:
    the island reward waits for one of ``choices`` ((tile, row) pairs); KANE: KANE's tiki, ``options``
    are the affordable 2-resource payments."""

    kind: PendingKind
    seat: int
    action: Action | None = None
    options: tuple[Payment, ...] = ()
    choices: tuple[tuple[str, int], ...] = ()


class ChiefActions:
    """The chief phase's actions (mixed into HawaiiState)."""

    # --- buying ---------------------------------------------------------------------------------
    def _check_buy(self, seat: int, a: Buy) -> list[Payment]:
        """Reasons first, then the affordable payments of a legal purchase."""
        e = self.edition
        assert self.layout is not None
        if a.place not in self.supply:
            raise IllegalAction(tr("Hawaii", "there is no place called {place}", place=a.place))
        if a.tile not in e.tiles or e.place_of_tile(a.tile) != a.place:
            raise IllegalAction(tr("Hawaii", "{tile} is not sold at the {place} place", tile=tile_name(a.tile), place=place_name(a.place)))
        if self.supply[a.place][a.tile] <= 0:
            raise IllegalAction(tr("Hawaii", "no {tile} is left", tile=tile_name(a.tile)))
        if not isinstance(a.token, str) or a.token not in self.prices[a.place]:
            raise IllegalAction(tr("Hawaii", "price token {token} is not on the {place} place", token=a.token, place=place_name(a.place)))
        realm = self.player[seat].realm
        count = 2 if a.double and a.tile in (KAHUNA, TIKI) else 1
        # **decision**: a double kahuna/tiki needs two in the supply and room for both
        if count == 2 and self.supply[a.place][a.tile] < 2:
            raise IllegalAction(tr("Hawaii", "only one {tile} is left", tile=tile_name(a.tile)))
        if a.tile in (KAHUNA, TIKI, BOAT):
            if a.row is not None:
                raise IllegalAction(tr("Hawaii", "a {tile} takes no village row", tile=tile_name(a.tile)))
            if not realm.room_for(a.tile, count, e):
                raise IllegalAction(tr("Hawaii", "there is no room for {count} {tile} on the board", count=count, tile=tile_name(a.tile)))
        else:
            if a.row is None:
                raise IllegalAction(tr("Hawaii", "say in which village row the {tile} goes", tile=tile_name(a.tile)))
            if not isinstance(a.row, int) or a.row < 0:
                raise IllegalAction(tr("Hawaii", "there is no village row {row}", row=a.row))
            if a.row not in realm.legal_rows(a.tile, e):
                raise IllegalAction(self._row_reason(seat, a.tile, a.row))
        fc = self.move_cost(seat, a.place)
        sc = e.token(a.token).value * (2 if a.double else 1)
        options = self._payments(seat, ((FEET, fc), (SHELLS, sc)))
        if not options:
            raise IllegalAction(tr("Hawaii", "{player} cannot pay {feet} feet and {shells} shells", player=self.seat_label(seat), feet=fc, shells=sc))
        return options

    def _row_reason(self, seat: int, tile: str, row: int) -> str:
        e = self.edition
        realm = self.player[seat].realm
        if row >= e.board_rows:
            return tr("Hawaii", "the realm has only {rows} village rows", rows=e.board_rows)
        if row > len(realm.villages):
            return tr("Hawaii", "villages are started top to bottom without skipping a row")
        if row == len(realm.villages):
            return tr("Hawaii", "a new village must start with a hut")
        village = realm.villages[row]
        if any(t == tile for t, _ in village):
            return tr("Hawaii", "village {row} already has a {tile}", row=row + 1, tile=tile_name(tile))
        if tile in e.god_types:  # type: ignore[attr-defined]
            if tile in realm.gods(e):
                return tr("Hawaii", "each god only once in the realm")
            return tr("Hawaii", "village {row} already has a god", row=row + 1)
        return tr("Hawaii", "{tile} does not fit in village {row}", tile=tile_name(tile), row=row + 1)

    def _perform_buy(self, seat: int, a: Buy, options: list[Payment]) -> None:
        self._pay_now_or_ask(seat, a, options)

    def _pay_now_or_ask(self, seat: int, a: Buy | Fish | Visit, options: list[Payment]) -> None:
        # **decision**: a single way to pay is taken without asking; several wait for a Pay
        if len(options) == 1:
            self._carry_out(seat, a, options[0])
        else:
            self.pending = Pending(PAY, seat, a, tuple(options))

    def _carry_out(self, seat: int, a: Action, payment: Payment) -> None:
        if isinstance(a, Buy):
            self._do_buy(seat, a, payment)
        elif isinstance(a, Fish):
            self._do_fish(seat, a, payment)
        else:
            assert isinstance(a, Visit)
            self._do_visit(seat, a, payment)

    def _pay(self, seat: int, payment: Payment) -> None:
        res = self.player[seat].resources
        for i in range(3):
            res[i] -= payment[i]

    def _gain(self, seat: int, bonus: Payment) -> None:
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

    def _do_buy(self, seat: int, a: Buy, payment: Payment) -> None:
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
                self.pending = Pending(KANE, seat, a, tuple(options))
                return
        self._next_turn()

    def _kane_options(self, seat: int) -> list[Payment]:
        # **decision**: offered only when a tiki is in supply, fits the board and 2 resources can be paid
        e = self.edition
        tiki_place = e.place_of_tile(TIKI)
        if self.supply[tiki_place][TIKI] <= 0 or not self.player[seat].realm.room_for(TIKI, 1, e):
            return []
        return affordable(mixed_options(e.kane_tiki_resources), self.player[seat].resources)

    # --- fishing --------------------------------------------------------------------------------
    def _check_fish(self, seat: int, a: Fish) -> list[Payment]:
        if not isinstance(a.tokens, tuple) or not a.tokens:
            raise IllegalAction(tr("Hawaii", "take at least one fish token"))
        if len(set(a.tokens)) != len(a.tokens) or any(t not in self.cove for t in a.tokens):
            raise IllegalAction(tr("Hawaii", "those fish tokens are not all in the cove"))
        if list(a.tokens) != sorted(a.tokens, key=_token_index):
            # one spelling per catch (the order of the tokens is no choice)
            raise IllegalAction(tr("Hawaii", "list the fish tokens in number order"))
        # any of several tokens with the same fish may be named: the choice between equals changes nothing,
        # and the tokens named are the ones taken (legal_actions lists the lowest-numbered, see listed_form)
        printed = self._check_boats(seat, a.boats, len(a.tokens))
        options = self._payments(seat, ((FEET, feet_for_trip(len(a.tokens), printed)),))
        if not options:
            raise IllegalAction(tr("Hawaii", "{player} cannot pay the feet for this catch", player=self.seat_label(seat)))
        return options

    def _perform_fish(self, seat: int, a: Fish, options: list[Payment]) -> None:
        self._pay_now_or_ask(seat, a, options)

    def _do_fish(self, seat: int, a: Fish, payment: Payment) -> None:
        p = self.player[seat]
        self._pay(seat, payment)
        for b in a.boats:
            p.boats_used[b] = True
        for t in a.tokens:
            self.cove.remove(t)
            p.fish_tokens.append(t)
        p.chief = "cove"
        self._next_turn()

    # --- islands --------------------------------------------------------------------------------
    def _check_visit(self, seat: int, a: Visit) -> list[Payment]:
        if not isinstance(a.dock, int) or not 1 <= a.dock <= len(self.docks):
            raise IllegalAction(tr("Hawaii", "there is no dock {dock}", dock=a.dock))
        if self.docks[a.dock - 1] is None:
            raise IllegalAction(tr("Hawaii", "dock {dock} has no island now", dock=a.dock))
        need = self.edition.docks[a.dock - 1].feet
        printed = self._check_boats(seat, a.boats, need)
        options = self._payments(seat, ((FEET, feet_for_trip(need, printed)),))
        if not options:
            raise IllegalAction(tr("Hawaii", "{player} cannot pay the feet to sail to dock {dock}", player=self.seat_label(seat), dock=a.dock))
        return options

    def _perform_visit(self, seat: int, a: Visit, options: list[Payment]) -> None:
        self._pay_now_or_ask(seat, a, options)

    def _do_visit(self, seat: int, a: Visit, payment: Payment) -> None:
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
        # **decision**: a fruit reward lets the player choose the type and the village; one possible
        # placement is made without asking; none: the reward is lost
        kinds = e.fruit_types if island.tile == FRUIT_ANY else (island.tile,)  # type: ignore[attr-defined]
        choices = tuple((t, r) for t in kinds if self.supply[e.place_of_tile(t)][t] > 0 for r in p.realm.legal_rows(t, e))
        if not choices:
            self._next_turn()  # sold out or unplaceable: the reward is lost
        elif len(choices) == 1:
            self._place_reward(seat, choices[0][0], choices[0][1])
            self._next_turn()
        else:
            self.pending = Pending(PLACE, seat, a, choices=choices)

    def _place_reward(self, seat: int, tile: str, row: int) -> None:
        e = self.edition
        self.supply[e.place_of_tile(tile)][tile] -= 1
        side = 2 if e.tiles[tile].two_sided else 1
        self._gain(seat, self.player[seat].realm.place(tile, side, row, e))

    # --- ending the round -------------------------------------------------------------------------
    def _check_end(self, seat: int, a: EndRound) -> None:
        if not isinstance(a.position, int) or not 1 <= a.position <= self.players:
            raise IllegalAction(tr("Hawaii", "there is no order position {position}", position=a.position))
        if self.order_track[a.position - 1] is not None:
            raise IllegalAction(tr("Hawaii", "order position {position} is taken", position=a.position))

    def _perform_end(self, seat: int, a: EndRound, _: None) -> None:
        p = self.player[seat]
        self.order_track[a.position - 1] = seat
        p.chief = f"order{a.position}"
        p.ended = True
        token = self.order_tokens[a.position - 1]
        if token is not None:
            self.order_tokens[a.position - 1] = None
            self._take_token(seat, token)
        self._next_turn()

    # --- follow-up decisions ------------------------------------------------------------------------
    def _check_pay(self, seat: int, a: Pay) -> None:
        pending = self.pending
        if a.triple not in pending.options:
            ways = ", ".join("/".join(map(str, o)) for o in pending.options)
            raise IllegalAction(tr("Hawaii", "{payment} is not a way to pay this; choose one of {ways}", payment=a.notation(), ways=ways))

    def _perform_pay(self, seat: int, a: Pay, _: None) -> None:
        waiting = self.pending.action
        self.pending = None
        self._carry_out(seat, waiting, a.triple)

    def _check_place(self, seat: int, a: PlaceReward) -> None:
        if (a.tile, a.row) not in self.pending.choices:
            if not isinstance(a.row, int):  # every reward tile goes into a village row
                raise IllegalAction(tr("Hawaii", "say in which village row the {tile} goes", tile=tile_name(a.tile)))
            raise IllegalAction(tr("Hawaii", "the reward cannot go there: {tile} in village {row}", tile=tile_name(a.tile), row=a.row + 1))

    def _perform_place(self, seat: int, a: PlaceReward, _: None) -> None:
        self.pending = None
        self._place_reward(seat, a.tile, a.row)
        self._next_turn()

    def _check_kane(self, seat: int, a: Kane) -> None:
        if a.payment is not None and tuple(a.payment) not in self.pending.options:
            raise IllegalAction(tr("Hawaii", "KANE's tiki costs {n} resources in any mix that {player} has", n=self.edition.kane_tiki_resources, player=self.seat_label(seat)))

    def _perform_kane(self, seat: int, a: Kane, _: None) -> None:
        self.pending = None
        if a.payment is not None:
            e = self.edition
            self._pay(seat, tuple(a.payment))
            self.supply[e.place_of_tile(TIKI)][TIKI] -= 1
            self._gain(seat, self.player[seat].realm.place(TIKI, 1, None, e))
        self._next_turn()

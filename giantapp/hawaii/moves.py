"""Legal chief actions: purchases, catches and trips a seat can make now (the hot loop of every search).

A mixin of :class:`~giantapp.hawaii.state.HawaiiState`; it reads the state and never changes it. The
same predicates (placement, payment, boats) serve validation in :mod:`giantapp.hawaii.chiefs`, so what
is listed is exactly what ``apply`` accepts, up to equal choices: fish tokens with the same number of
fish, and boats of the same kind, are the same choice. ``legal_actions`` lists one representative of
each (the lowest-numbered tokens and boats, see :meth:`LegalMoves.listed_form`); ``apply`` accepts any
of them and performs exactly what was named.
"""

from __future__ import annotations

from functools import lru_cache

from giantapp.engine import Action
from giantapp.engine.caches import OwnerCaches, register_clear
from giantapp.engine.i18n import tr
from giantapp.engine.errors import IllegalAction

from .actions import Buy, Fish, Visit, make_buy
from .data import BOAT, FEET, KAHUNA, SHELLS, TIKI
from .prices import affordable, cheapest_payments, payment_options

#: boat kinds by side: 0 the printed fishing boat, 1 a boat on side I, 2 a boat on side II
BOAT_KINDS = (0, 1, 2)


def feet_for_trip(spaces: int, printed_feet: int) -> int:
    """Feet a catch or an island trip costs: one per boat space it needs, less the printed feet of the
    boats II that sail (those spaces are already paid), but at least one real resource is still paid
    (seed: 「但至少要付出1个资源才能用这艘船」). Views and computer players ask this; nobody copies it."""
    return max(1, spaces - printed_feet)


class LegalMoves:
    """Generation of purchases, catches and trips (mixed into HawaiiState)."""

    def _payments(self, seat: int, costs: tuple[tuple[int, int], ...]) -> list[tuple[int, int, int]]:
        res = self.player[seat].resources
        if res is None:
            return []
        return affordable(payment_options(costs, self.exchange_units(seat)), res)

    def _can_pay_feet(self, seat: int, feet: int) -> bool:
        """Whether ``seat`` can pay ``feet`` feet now: ``bool(self._payments(seat, ((FEET, feet),)))``,
        remembered per (feet, huts, resources) for every state of the edition (speed)."""
        res = self.player[seat].resources
        if res is None:
            return False
        return _can_pay(_shared(self.edition), feet, 0, self.exchange_units(seat), res[0], res[1], res[2])

    def _buy_actions(self, seat: int, only: str | None = None) -> list[Buy]:
        """Seat's legal purchases, place by place in board order, then token by token in circle order, then
        tile by tile, each tile's single purchases before its double ones.

        Why it is built from three shared tables (speed; each keyed by exactly the facts it reads): what
        fits the board depends on the realm's contents and the supply (``_offer``); which of a token's
        single and double prices can be paid depends on the walk's feet, the exchange huts and the
        resources (``_paid``, kept per token value); and the purchases a token offers for one kind of fit are the same
        objects in every game (``_token_buys``). So most of a list is copied from lists made before.
        """
        assert self.layout is not None
        edition = self.edition
        player = self.player[seat]
        res = player.resources
        if res is None:
            return []
        realm = player.realm
        huts = self.exchange_units(seat)
        cap = self.move_cap(seat)
        chief = player.chief
        shared = _shared(edition)
        # placement variants depend on the realm's contents only (and on 2+ tiles being left): shared
        # by every realm with the same contents, in any game of this edition
        number = realm.cache.get("number")
        if number is None:
            number = realm.cache["number"] = _realm_number(shared, realm)
        values = shared.get("values")
        if values is None:
            values = shared["values"] = {t.id: t.value for t in edition.tokens}
        sh, ft, fr = res
        out: list[Buy] = []
        layout = self.layout
        cost_from = layout.costs_from(chief)
        prices = self.prices
        supply = self.supply
        by_feet: dict[int, list[int]] = {}  # the pay flags of each walk's feet, for this list
        for place in layout.order:
            if only is not None and place != only:
                continue
            slots = prices[place]
            if slots.count(None) == len(slots):
                continue
            left = supply[place]
            offer = shared.get(("offer", number, place, tuple(left.values())))
            if offer is None:
                offer = _offer(shared, number, place, left, realm, edition)
            if offer is _NOTHING:
                continue
            fc = cost_from[place]
            if cap is not None and fc > cap:
                fc = cap
            flags = by_feet.get(fc)
            if flags is None:
                flags = by_feet[fc] = shared.get(("flags", fc, huts, sh, ft, fr))
                if flags is None:  # filled token value by token value (-1: not asked yet)
                    flags = by_feet[fc] = shared[("flags", fc, huts, sh, ft, fr)] = [-1] * (max(values.values()) + 1)
            for token in slots:
                if token is None:
                    continue
                value = values[token]
                paid = flags[value]
                if paid < 0:
                    paid = flags[value] = _paid(shared, fc, value, huts, sh, ft, fr)
                if paid:
                    by_paid = offer.get(token)
                    if by_paid is None:
                        by_paid = offer[token] = [None, None, None, None]
                    buys = by_paid[paid]
                    if buys is None:
                        buys = by_paid[paid] = _token_buys(place, offer["choices"], token, paid)
                    out.extend(buys)
        return out

    # --- boats ------------------------------------------------------------------------------------
    def _unused_by_kind(self, seat: int) -> dict[int, list[int]]:
        """The seat's unused boats by kind (side), each list in number order."""
        p = self.player[seat]
        out: dict[int, list[int]] = {k: [] for k in BOAT_KINDS}
        for i, side in enumerate(p.realm.boats):
            if not p.boats_used[i]:
                out[side].append(i)
        return out

    def _boat_choices(self, seat: int, need: int) -> list[tuple[tuple[int, ...], int]]:
        """The listed boat sets holding ``need`` spaces, with the printed feet they pay: per minimal mix
        of kinds (no boat beyond what the trip needs) the lowest-numbered boats of each kind."""
        e = self.edition
        return _listed_boat_sets(self._unused_boats(seat), need, e.boat_space_by_kind, e.boat2_printed_feet)

    def _unused_boats(self, seat: int) -> tuple[tuple[int, int], ...]:
        """(boat index, kind) of the seat's boats not used this round, in number order."""
        p = self.player[seat]
        used = p.boats_used
        return tuple((i, side) for i, side in enumerate(p.realm.boats) if not used[i])

    def _check_boats(self, seat: int, boats: tuple[int, ...], need: int) -> int:
        """Refuse boats that are not the seat's, used, or not a minimal set for ``need`` spaces; else the
        printed feet they pay. Any of several equal boats may be named (the choice changes nothing)."""
        e = self.edition
        p = self.player[seat]
        if (not isinstance(boats, tuple) or len(set(boats)) != len(boats)
                or any(not isinstance(b, int) or not 0 <= b < len(p.realm.boats) for b in boats)):
            raise IllegalAction(tr("Hawaii", "those are not {player}'s boats", player=self.seat_label(seat)))
        if list(boats) != sorted(boats):
            raise IllegalAction(tr("Hawaii", "list the boats in number order"))
        if any(p.boats_used[b] for b in boats):
            raise IllegalAction(tr("Hawaii", "a boat used this round cannot sail again this round"))
        counts = [0, 0, 0]
        for b in boats:
            counts[p.realm.boats[b]] += 1
        space = sum(c * s for c, s in zip(counts, e.boat_space_by_kind))
        if space < need:
            raise IllegalAction(tr("Hawaii", "those boats hold {space} spaces; {need} are needed", space=space, need=need))
        if any(counts[k] and space - e.boat_space_by_kind[k] >= need for k in BOAT_KINDS):
            raise IllegalAction(tr("Hawaii", "a boat the trip does not need cannot sail along (its spaces would be lost)"))
        return counts[2] * e.boat2_printed_feet

    def _space(self, seat: int, index: int) -> int:
        return self.edition.boat_space_by_kind[self.player[seat].realm.boats[index]]

    def trip_feet(self, seat: int, action: Fish | Visit) -> int:
        """Feet ``seat`` pays for this catch or trip with the boats it names (boat II's printed foot
        counted, at least 1): :func:`feet_for_trip` for the views. IllegalAction if the boats or the dock
        are not the seat's or do not exist."""
        e = self.edition
        boats = self.player[seat].realm.boats
        if any(not isinstance(b, int) or not 0 <= b < len(boats) for b in action.boats):
            raise IllegalAction(tr("Hawaii", "those are not {player}'s boats", player=self.seat_label(seat)))
        if isinstance(action, Fish):
            need = len(action.tokens)
        else:
            if not 1 <= action.dock <= len(e.docks):
                raise IllegalAction(tr("Hawaii", "there is no dock {dock}", dock=action.dock))
            need = e.docks[action.dock - 1].feet
        printed = sum(e.boat2_printed_feet for b in action.boats if boats[b] == 2)
        return feet_for_trip(need, printed)

    # --- catches and trips ----------------------------------------------------------------------
    def _fish_actions(self, seat: int) -> list[Fish]:
        """Every listed catch the seat can pay for: per mix of fish values in the cove (the lowest-numbered
        tokens of each value), per listed boat set that holds them.

        Why two steps (speed): the catches and their feet depend on the cove and the unused boats only,
        so they are kept per (cove, boats) for every state of the edition (``_catches``); what is paid
        for is asked once per number of feet."""
        if not self.cove:
            return []
        shared = _shared(self.edition)
        unused = self._unused_boats(seat)
        key = ("catches", tuple(self.cove), unused)
        catches = shared.get(key)
        if catches is None:
            catches = shared[key] = _catches(self.edition, self.cove, unused)
        return self._paid_trips(seat, catches)

    def _visit_actions(self, seat: int) -> list[Visit]:
        """Every listed trip to an island the seat can pay for: dock by dock, per listed boat set that holds
        the dock's spaces. The trips and their feet depend on which docks hold an island and on the unused
        boats only, so they are kept per (docks, boats) like the catches."""
        shared = _shared(self.edition)
        unused = self._unused_boats(seat)
        docks = tuple(island is not None for island in self.docks)
        key = ("trips", docks, unused)
        trips = shared.get(key)
        if trips is None:
            e = self.edition
            trips = shared[key] = tuple(
                (Visit(d + 1, boats), feet_for_trip(e.docks[d].feet, printed))
                for d, here in enumerate(docks) if here
                for boats, printed in _listed_boat_sets(unused, e.docks[d].feet, e.boat_space_by_kind,
                                                        e.boat2_printed_feet))
        return self._paid_trips(seat, trips)

    def _paid_trips(self, seat: int, trips: tuple[tuple[Action, int], ...]) -> list:
        """The trips (action, feet) whose feet the seat can pay now, in their order (asked once per feet)."""
        out = []
        paid: dict[int, bool] = {}
        for action, feet in trips:
            ok = paid.get(feet)
            if ok is None:
                ok = paid[feet] = self._can_pay_feet(seat, feet)
            if ok:
                out.append(action)
        return out

    def listed_form(self, seat: int, action: Action) -> Action:
        """The action as ``legal_actions`` lists it: equal choices are the same choice, so fish tokens are
        replaced by the lowest-numbered ones in the cove with the same fish, and boats by the seat's
        lowest-numbered unused boats of the same kind. Other actions, and actions that name something
        that is not there, come back unchanged (``apply`` explains those)."""
        if not isinstance(action, (Fish, Visit)):
            return action
        try:
            p = self.player[seat]
            boats = p.realm.boats
            named = action.boats
            if (list(named) != sorted(set(named))
                    or any(not isinstance(b, int) or not 0 <= b < len(boats) or p.boats_used[b] for b in named)):
                return action
            unused = self._unused_by_kind(seat)
            wanted = [0, 0, 0]
            for b in named:
                wanted[boats[b]] += 1
            same_boats = tuple(sorted(i for k in BOAT_KINDS for i in unused[k][:wanted[k]]))
            if isinstance(action, Visit):
                return Visit(action.dock, same_boats)
            tok = self.edition.token_by_id  # type: ignore[attr-defined]
            if (any(t not in self.cove for t in action.tokens)
                    or list(action.tokens) != sorted(set(action.tokens), key=_token_index)):
                return action
            by_fish: dict[int, int] = {}
            for t in action.tokens:
                by_fish[tok[t].fish] = by_fish.get(tok[t].fish, 0) + 1
            cove = sorted(self.cove, key=_token_index)
            tokens = [t for fish, n in by_fish.items() for t in [c for c in cove if tok[c].fish == fish][:n]]
            return Fish(tuple(sorted(tokens, key=_token_index)), same_boats)
        except (IndexError, KeyError, TypeError):
            return action


@lru_cache(maxsize=4096)
def minimal_boat_mixes(available: tuple[int, int, int], need: int,
                       spaces: tuple[int, int, int]) -> tuple[tuple[int, int, int], ...]:
    """How many boats of each kind (fishing boat, boat I, boat II) hold ``need`` spaces with none to spare:
    leaving out any one of them would hold too few. ``available`` counts the unused boats of each kind."""
    out = []
    for a in range(available[0] + 1):
        for b in range(available[1] + 1):
            for c in range(available[2] + 1):
                counts = (a, b, c)
                total = a * spaces[0] + b * spaces[1] + c * spaces[2]
                if total < need or total == 0:
                    continue
                if any(counts[k] and total - spaces[k] >= need for k in BOAT_KINDS):
                    continue  # not minimal
                out.append(counts)
    return tuple(out)


@lru_cache(maxsize=4096)
def _listed_boat_sets(unused: tuple[tuple[int, int], ...], need: int, spaces: tuple[int, int, int],
                      printed_feet: int) -> list[tuple[tuple[int, ...], int]]:
    """See ``LegalMoves._boat_choices``; ``unused`` lists (boat index, kind) of the unused boats. Cached:
    the hot loop asks the same question for every catch and dock."""
    by_kind: dict[int, list[int]] = {k: [] for k in BOAT_KINDS}
    for i, kind in unused:
        by_kind[kind].append(i)
    available = (len(by_kind[0]), len(by_kind[1]), len(by_kind[2]))
    return [(tuple(sorted(i for k in BOAT_KINDS for i in by_kind[k][:counts[k]])), counts[2] * printed_feet)
            for counts in minimal_boat_mixes(available, need, spaces)]


def _catches(edition: object, cove: list[str], unused: tuple[tuple[int, int], ...]) -> tuple[tuple[Fish, int], ...]:
    """The listed catches from ``cove`` with these unused boats, with the feet each costs: per mix of
    fish values (the lowest-numbered tokens of each value; every value from none to all of its tokens,
    the values ascending), per listed boat set holding that many tokens."""
    tok = edition.token_by_id  # type: ignore[attr-defined]
    spaces = edition.boat_space_by_kind  # type: ignore[attr-defined]
    printed_feet = edition.boat2_printed_feet  # type: ignore[attr-defined]
    groups: dict[int, list[str]] = {}
    for t in sorted(cove, key=_token_index):
        groups.setdefault(tok[t].fish, []).append(t)
    fish_values = sorted(groups)
    free = sum(spaces[kind] for _, kind in unused)
    counts_list: list[tuple[int, ...]] = [()]
    for v in fish_values:
        counts_list = [c + (n,) for c in counts_list for n in range(len(groups[v]) + 1)]
    out = []
    for counts in counts_list:
        k = sum(counts)
        if k == 0 or k > free:
            continue
        tokens = tuple(sorted((t for v, n in zip(fish_values, counts) for t in groups[v][:n]), key=_token_index))
        for boats, printed in _listed_boat_sets(unused, k, spaces, printed_feet):
            out.append((Fish(tokens, boats), feet_for_trip(k, printed)))
    return tuple(out)


#: facts shared by every state of an edition (speed); emptied when they grow past 50000 entries
_SHARED = OwnerCaches(limit=50000)
_shared = _SHARED.for_owner
_NUMBERS = _SHARED.numbers


def _realm_number(shared: dict, realm: object) -> int:
    """One number per distinct contents of a realm's land (villages, kahunas, tikis: what placement reads)."""
    key = ("realm", tuple(tuple(v) for v in realm.villages), realm.kahunas, realm.tikis)  # type: ignore[attr-defined]
    number = shared.get(key)
    if number is None:
        number = shared[key] = next(_NUMBERS)  # never reused, even after the table was emptied
    return number


def _can_pay(shared: dict, feet: int, shells: int, huts: tuple[int, ...], sh: int, ft: int, fr: int) -> bool:
    """Whether some payment of ``feet`` feet and ``shells`` shells with these exchange huts is affordable:
    ``bool(affordable(payment_options(...), resources))``, asked of the few cheapest payments only (any
    other payment takes at least as much of every resource as one of them)."""
    key = ("cheapest", feet, shells, huts)
    cheapest = shared.get(key)
    if cheapest is None:
        cheapest = shared[key] = cheapest_payments(payment_options(((FEET, feet), (SHELLS, shells)), huts))
    for s, f, r in cheapest:
        if s <= sh and f <= ft and r <= fr:
            return True
    return False


#: the offer of a place where nothing fits the board
_NOTHING: dict = {}


def _offer(shared: dict, number: int, place: str, left: dict[str, int], realm: object, edition: object) -> dict:
    """What a place offers a realm: ``{"choices": ((tile, variants), ...), token: buys, ...}`` or
    :data:`_NOTHING`. ``variants`` are the (double, row) placements of one tile that fit the board (a
    double kahuna or tiki needs two in the supply); the token entries are filled by ``_buy_actions``.
    Realms whose placements are the same share one offer (and so its purchase lists)."""
    choices = []
    for tile, count in left.items():
        if count <= 0:
            continue
        key = (number, tile, count >= 2)
        variants = shared.get(key)
        if variants is None:
            if tile in (KAHUNA, TIKI):
                fits = [(False, None)] if realm.room_for(tile, 1, edition) else []  # type: ignore[attr-defined]
                if count >= 2 and realm.room_for(tile, 2, edition):  # type: ignore[attr-defined]
                    fits.append((True, None))
            elif tile == BOAT:
                fits = [(False, None), (True, None)]
            else:
                rows = realm.legal_rows(tile, edition)  # type: ignore[attr-defined]
                fits = [(d, r) for d in (False, True) for r in rows]
            variants = shared[key] = tuple(fits)
        if variants:
            choices.append((tile, variants))
    if choices:
        key = ("choices", place, tuple(choices))
        offer = shared.get(key)
        if offer is None:
            offer = shared[key] = {"choices": key[2]}
    else:
        offer = _NOTHING
    shared[("offer", number, place, tuple(left.values()))] = offer
    return offer


def _token_buys(place: str, choices: tuple, token: str, paid: int) -> list[Buy]:
    """A token's purchases for these placement choices when ``paid`` can be paid (bit 1: the single price,
    bit 2: the double price): tile by tile, the tile's placements whose price is paid for."""
    return [_buy(place, tile, token, double, row) for tile, variants in choices for double, row in variants
            if (paid & 2 if double else paid & 1)]


def _paid(shared: dict, feet: int, value: int, huts: tuple[int, ...], sh: int, ft: int, fr: int) -> int:
    """Bit 1 if a walk of ``feet`` feet and ``value`` shells can be paid, bit 2 if the walk and twice the
    value can (a double price): by the one payment rule, ``_can_pay``."""
    return (int(_can_pay(shared, feet, value, huts, sh, ft, fr))
            | int(_can_pay(shared, feet, 2 * value, huts, sh, ft, fr)) << 1)


_BUYS: dict[tuple, Buy] = {}
register_clear(_BUYS.clear)


def _buy(place: str, tile: str, token: str, double: bool, row: int | None) -> Buy:
    """One Buy object per distinct purchase, made once per process (actions are immutable values)."""
    key = (place, tile, token, double, row)
    action = _BUYS.get(key)
    if action is None:
        action = _BUYS[key] = make_buy(place, tile, token, double, row)
    return action


def _token_index(token_id: str) -> int:
    return int(token_id[1:])


for _memo in (minimal_boat_mixes, _listed_boat_sets):
    register_clear(_memo.cache_clear)

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
from typing import Iterator

from giantapp.engine import Action
from giantapp.engine.caches import OwnerCaches
from giantapp.engine.i18n import tr
from giantapp.engine.errors import IllegalAction

from .actions import Buy, Fish, Visit, make_buy
from .data import BOAT, FEET, KAHUNA, SHELLS, TIKI
from .prices import affordable, payment_options

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
        assert self.layout is not None
        edition = self.edition
        res = self.player[seat].resources
        if res is None:
            return []
        tokens = edition.token_by_id  # type: ignore[attr-defined]
        realm = self.player[seat].realm
        huts = self.exchange_units(seat)
        cap = self.move_cap(seat)
        chief = self.player[seat].chief
        shared = _shared(edition)
        # placement variants depend on the realm's contents only (and on 2+ tiles being left): shared
        # by every realm with the same contents, in any game of this edition
        number = realm.cache.get("number")
        if number is None:
            number = realm.cache["number"] = _realm_number(shared, realm)
        sh, ft, fr = res
        buys = _BUYS
        out: list[Buy] = []
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
                key = (number, tile, left >= 2)
                variants = shared.get(key)
                if variants is None:
                    if tile in (KAHUNA, TIKI):
                        variants = [(False, None)] if realm.room_for(tile, 1, edition) else []
                        if left >= 2 and realm.room_for(tile, 2, edition):
                            variants.append((True, None))
                    elif tile == BOAT:
                        variants = [(False, None), (True, None)]
                    else:
                        variants = [(d, r) for d in (False, True) for r in realm.legal_rows(tile, edition)]
                    shared[key] = variants
                if variants:
                    choices.append((tile, variants))
            if not choices:
                continue
            fc = layout.move_cost(chief, place)
            if cap is not None and fc > cap:
                fc = cap
            for token in slots:
                value = tokens[token].value
                if huts:  # with exchange huts: is some mixed payment affordable?
                    single = _can_pay(shared, fc, value, huts, sh, ft, fr)
                    double_ok = _can_pay(shared, fc, 2 * value, huts, sh, ft, fr)
                else:  # fast path: each cost wholly in its resource or in fruit
                    v2 = 2 * value
                    single = (sh >= value and (ft >= fc or fr >= fc)) or (ft >= fc and fr >= value) or fr >= fc + value
                    double_ok = (sh >= v2 and (ft >= fc or fr >= fc)) or (ft >= fc and fr >= v2) or fr >= fc + v2
                if not (single or double_ok):
                    continue
                for tile, variants in choices:
                    for double, row in variants:
                        if double_ok if double else single:
                            buy = buys.get((place, tile, token, double, row))
                            if buy is None:
                                buy = _buy(place, tile, token, double, row)
                            out.append(buy)
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
        p = self.player[seat]
        unused = tuple((i, side) for i, side in enumerate(p.realm.boats) if not p.boats_used[i])
        return _listed_boat_sets(unused, need, e.boat_space_by_kind, e.boat2_printed_feet)

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
    def _fish_actions(self, seat: int) -> Iterator[Fish]:
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
                if self._can_pay_feet(seat, feet_for_trip(k, printed)):
                    yield Fish(tokens, boats)

    def _visit_actions(self, seat: int) -> Iterator[Visit]:
        for d, island in enumerate(self.docks):
            if island is None:
                continue
            need = self.edition.docks[d].feet
            for boats, printed in self._boat_choices(seat, need):
                if self._can_pay_feet(seat, feet_for_trip(need, printed)):
                    yield Visit(d + 1, boats)

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
    """Whether some payment of ``feet`` feet and ``shells`` shells with these exchange huts is affordable."""
    key = ("pay", feet, shells, huts, sh, ft, fr)
    ok = shared.get(key)
    if ok is None:  # bool(affordable(...)), stopping at the first affordable payment
        ok = shared[key] = any(s <= sh and f <= ft and r <= fr
                               for s, f, r in payment_options(((FEET, feet), (SHELLS, shells)), huts))
    return ok


_BUYS: dict[tuple, Buy] = {}


def _buy(place: str, tile: str, token: str, double: bool, row: int | None) -> Buy:
    """One Buy object per distinct purchase, made once per process (actions are immutable values)."""
    key = (place, tile, token, double, row)
    action = _BUYS.get(key)
    if action is None:
        action = _BUYS[key] = make_buy(place, tile, token, double, row)
    return action


def _token_index(token_id: str) -> int:
    return int(token_id[1:])

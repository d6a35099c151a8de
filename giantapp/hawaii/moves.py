"""Legal chief actions: purchases, catches and trips a seat can make now (the hot loop of every search).

A mixin of :class:`~giantapp.hawaii.state.HawaiiState`; it reads the state and never changes it. The
same predicates (placement, payment, boats) serve validation in :mod:`giantapp.hawaii.chiefs`, so what
is listed is exactly what ``apply`` accepts.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator

from .actions import Buy, Fish, Visit, make_buy
from .data import BOAT, FEET, KAHUNA, SHELLS, TIKI
from .prices import affordable, payment_options


class LegalMoves:
    """Generation of purchases, catches and trips (mixed into HawaiiState)."""

    def _payments(self, seat: int, costs: tuple[tuple[int, int], ...]) -> list[tuple[int, int, int]]:
        res = self.player[seat].resources
        if res is None:
            return []
        return affordable(payment_options(costs, self.exchange_units(seat)), res)

    def _buy_actions(self, seat: int, only: str | None = None) -> Iterator[Buy]:
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
            """With exchange huts: is some mixed payment affordable? (cached per cost pair)"""
            key = (fc, sc)
            ok = afford_cache.get(key)
            if ok is None:
                ok = afford_cache[key] = bool(affordable(payment_options(((FEET, fc), (SHELLS, sc)), huts), res))
            return ok

        sh, ft, fr = res

        layout = self.layout
        cache = realm.cache  # placement variants depend on the realm only (and on 2+ tiles being left)
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
                key = ("variants", tile, left >= 2, realm.kahunas, realm.tikis)
                variants = cache.get(key)
                if variants is None:
                    if tile in (KAHUNA, TIKI):
                        variants = [(False, None)] if realm.room_for(tile, 1, edition) else []
                        if left >= 2 and realm.room_for(tile, 2, edition):
                            variants.append((True, None))
                    elif tile == BOAT:
                        variants = [(False, None), (True, None)]
                    else:
                        variants = [(d, r) for d in (False, True) for r in realm.legal_rows(tile, edition)]
                    cache[key] = variants
                if variants:
                    choices.append((tile, variants))
            if not choices:
                continue
            fc = layout.move_cost(chief, place)
            if cap is not None and fc > cap:
                fc = cap
            for token in slots:
                value = tokens[token].value
                if huts:
                    single, double_ok = afford(fc, value), afford(fc, 2 * value)
                else:  # fast path: each cost wholly in its resource or in fruit
                    v2 = 2 * value
                    single = (sh >= value and (ft >= fc or fr >= fc)) or (ft >= fc and fr >= value) or fr >= fc + value
                    double_ok = (sh >= v2 and (ft >= fc or fr >= fc)) or (ft >= fc and fr >= v2) or fr >= fc + v2
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
                if self._payments(seat, ((FEET, self._trip_feet(k, printed)),)):
                    yield Fish(tokens, boats)

    def _space(self, seat: int, index: int) -> int:
        side = self.player[seat].realm.boats[index]
        e = self.edition
        return e.fishing_boat_spaces if side == 0 else e.boat_spaces[side - 1]

    def _visit_actions(self, seat: int) -> Iterator[Visit]:
        for d, island in enumerate(self.docks):
            if island is None:
                continue
            need = self.edition.docks[d].feet
            for boats, printed in self._boat_choices(seat, need):
                if self._payments(seat, ((FEET, self._trip_feet(need, printed)),)):
                    yield Visit(d + 1, boats)


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

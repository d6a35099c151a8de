"""Price drawing order and the ways to pay a cost (fruit, exchange huts).

Payments. A cost is paid in its own resource (feet for walking, fishing and sailing; shells for a
price), or wholly in fruit; each cost is one payment (a purchase makes two: the walk and the price).
Exchange huts allow mixing: a payment may use **one** exchange hut, never two together (seed:
「交换小屋的功能每个玩家每次可以使用一次，但不能混合他们的作用」), and in that payment up to the hut's units
(1 for side I, 2 for side II) may be paid in any other resource. **Decision**: a hut serves one payment
per turn, so a player with two huts may use one for the walk and the other for the price of the same
purchase; "substitute units of one resource by another" is read as: in a payment, the units not paid in
the payment's base resource (its own resource, or fruit) may be at most the units of its hut, in any
mix of the other two resources.

A turn's payment is chosen as one total (shells, feet, fruit): which hut served which part does not
change the game, so :func:`payment_options` returns the distinct totals that some assignment allows.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

from giantapp.engine.caches import register_clear

from .data import FRUIT, Edition, PriceToken


def _splits(kind: int, cost: int, units: int) -> set[tuple[int, int, int]]:
    """Ways to pay ``cost`` of resource ``kind`` with ``units`` of exchange capacity."""
    out: set[tuple[int, int, int]] = set()
    if cost == 0:
        return {(0, 0, 0)}
    for base in {kind, FRUIT}:
        others = [r for r in range(3) if r != base]
        for u in range(0, min(units, cost) + 1):
            for a in range(u + 1):
                v = [0, 0, 0]
                v[base] = cost - u
                v[others[0]] = a
                v[others[1]] = u - a
                out.add((v[0], v[1], v[2]))
    return out


@lru_cache(maxsize=4096)
def payment_options(costs: tuple[tuple[int, int], ...], huts: tuple[int, ...] = ()) -> tuple[tuple[int, int, int], ...]:
    """Distinct (shells, feet, fruit) totals that pay every ``(resource, amount)`` in ``costs``.

    ``huts`` are the exchange units of each exchange hut (sorted, for caching). The result is sorted.
    """
    costs = tuple(c for c in costs if c[1] > 0)
    if not costs:
        return ((0, 0, 0),)
    totals: set[tuple[int, int, int]] = set()
    for units in hut_assignments(len(costs), huts):
        partial = {(0, 0, 0)}
        for (kind, amount), u in zip(costs, units):
            split = _splits(kind, amount, u)
            partial = {(p[0] + s[0], p[1] + s[1], p[2] + s[2]) for p in partial for s in split}
        totals |= partial
    return tuple(sorted(totals))


def hut_assignments(payments: int, huts: tuple[int, ...]) -> set[tuple[int, ...]]:
    """The exchange units each of ``payments`` payments may mix: at most one hut per payment (never two
    together) and each hut in at most one payment of the turn. ``huts`` lists each hut's units."""
    choices = range(-1, len(huts))  # -1: no hut for this payment
    return {tuple(huts[i] if i >= 0 else 0 for i in pick)
            for pick in product(choices, repeat=payments)
            if len([i for i in pick if i >= 0]) == len({i for i in pick if i >= 0})}


def affordable(options: tuple[tuple[int, int, int], ...], resources: list[int]) -> list[tuple[int, int, int]]:
    s, f, r = resources
    return [o for o in options if o[0] <= s and o[1] <= f and o[2] <= r]


def cheapest_payments(options: tuple[tuple[int, int, int], ...]) -> tuple[tuple[int, int, int], ...]:
    """The payments of ``options`` that no other payment undercuts (takes no more of any resource): some
    payment is affordable exactly when one of these is, and there are only a few of them."""
    return tuple(o for o in options
                 if not any(p != o and p[0] <= o[0] and p[1] <= o[1] and p[2] <= o[2] for p in options))


def mixed_options(total: int) -> tuple[tuple[int, int, int], ...]:
    """Every (shells, feet, fruit) summing to ``total`` (KANE's tiki: mixing allowed)."""
    return tuple((a, b, total - a - b) for a in range(total, -1, -1) for b in range(total - a, -1, -1))


def order_sort_key(token: PriceToken, index: int) -> tuple[int, int, int]:
    """Order-track tokens ascend by value; at equal value a spear token counts higher.
    **Decision**: a full tie goes by token number (lower number, lower position)."""
    return (token.value, 1 if token.spear else 0, index)


def sort_order_tokens(edition: Edition, drawn: list[str]) -> list[str]:
    indexed = {t.id: i for i, t in enumerate(edition.tokens)}
    return sorted(drawn, key=lambda tid: order_sort_key(edition.token(tid), indexed[tid]))


register_clear(payment_options.cache_clear)

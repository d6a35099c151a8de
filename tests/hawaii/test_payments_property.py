"""Properties of payment_options over many costs and huts (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from giantapp.hawaii.data import FEET, SHELLS
from giantapp.hawaii.prices import payment_options

costs = st.lists(st.tuples(st.sampled_from([FEET, SHELLS]), st.integers(0, 12)), min_size=1, max_size=2)
huts = st.lists(st.sampled_from([1, 2]), max_size=4).map(lambda h: tuple(sorted(h)))


@settings(max_examples=150, deadline=None, derandomize=True)
@given(costs, huts)
def test_every_payment_pays_exactly_and_mixes_within_the_huts(cost_list, hut_units):
    cost_list = tuple(cost_list)
    options = payment_options(cost_list, hut_units)
    total = sum(amount for _, amount in cost_list)
    assert options and len(set(options)) == len(options)
    for option in options:
        assert sum(option) == total and min(option) >= 0
    # whole payments in the cost's own resource or in fruit are always there
    own = [0, 0, 0]
    for kind, amount in cost_list:
        own[kind] += amount
    assert tuple(own) in options
    assert (0, 0, total) in options  # everything in fruit
    # more huts never take a way to pay away
    assert set(payment_options(cost_list, ())) <= set(options)
    if hut_units:
        assert set(payment_options(cost_list, hut_units[1:])) <= set(options)
    # without huts every option is one of the 2^n whole choices
    if not hut_units:
        assert len(options) <= 2 ** len([c for c in cost_list if c[1] > 0])


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.sampled_from([FEET, SHELLS]), st.integers(0, 12), huts.filter(bool))
def test_one_payment_mixes_with_one_hut_never_two(kind, amount, hut_units):
    """Seed: 「交换小屋的功能每个玩家每次可以使用一次，但不能混合他们的作用」 - one payment uses one hut: the ways
    to pay a single cost with several huts are exactly those of the largest hut alone."""
    assert set(payment_options(((kind, amount),), hut_units)) == set(payment_options(((kind, amount),), (max(hut_units),)))

"""The rules' process-wide caches: one dict per owner, kept apart even when an id is reused, emptied
(never wrong) past their limit."""

from __future__ import annotations

import random

import pytest

from giantapp.engine.caches import OwnerCaches, clear_process_caches, register_clear
from giantapp.engine.registry import get_game
from tests.play import random_step


class Owner:
    pass


def test_each_owner_has_its_own_cache_that_lives_on():
    caches = OwnerCaches(limit=10)
    a, b = Owner(), Owner()
    caches.for_owner(a)["x"] = 1
    assert caches.for_owner(a) == {"x": 1} and caches.for_owner(b) == {}


def test_a_cache_past_its_limit_is_emptied():
    caches = OwnerCaches(limit=3)
    owner = Owner()
    cache = caches.for_owner(owner)
    cache.update({k: k for k in range(4)})
    assert caches.for_owner(owner) == {}


def test_an_owner_is_kept_alive_by_its_entry_so_its_id_is_never_anothers():
    caches = OwnerCaches(limit=10)
    first = Owner()
    caches.for_owner(first)["fact"] = "of the first"
    ident = id(first)
    del first  # the entry still holds it: no new object can take its id
    assert all(id(Owner()) != ident for _ in range(1000))


def test_numbers_are_never_reused():
    caches = OwnerCaches(limit=1)
    assert [next(caches.numbers) for _ in range(3)] == [0, 1, 2]


def test_clear_process_caches_empties_every_registered_cache():
    caches = OwnerCaches(limit=10)
    owner = Owner()
    caches.for_owner(owner)["fact"] = 1
    memo = {"answer": 42}
    register_clear(memo.clear)
    clear_process_caches()
    assert memo == {} and caches.for_owner(owner) == {}


def _random_game(title: str, seed: int, clear_every: int | None) -> tuple[list[str], list]:
    state = get_game(title).new_game(4)
    rng = random.Random(seed)
    played: list[str] = []
    while not state.is_terminal():
        if clear_every and len(played) % clear_every == 0:
            clear_process_caches()
        played.append(str(random_step(state, rng)))
    return played, list(state.scores())


@pytest.mark.parametrize("title", ["giants", "hawaii"])
def test_the_rules_caches_fill_in_play_and_emptying_them_changes_no_game(title):
    """The caches only save time: a game whose caches are emptied every few actions plays out the same."""
    from giantapp.giants import transport
    from giantapp.hawaii import prices

    warm = _random_game(title, 7, None)
    filled = len(transport._BEST_CACHE) if title == "giants" else prices.payment_options.cache_info().currsize
    assert filled > 0
    clear_process_caches()
    assert (len(transport._BEST_CACHE) if title == "giants" else prices.payment_options.cache_info().currsize) == 0
    assert _random_game(title, 7, clear_every=5) == warm

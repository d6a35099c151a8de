"""The rules' process-wide caches: one dict per owner, kept apart even when an id is reused, emptied
(never wrong) past their limit."""

from __future__ import annotations

from giantapp.engine.caches import OwnerCaches


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

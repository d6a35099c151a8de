"""Process-wide caches of rules facts, one per data object (an island, an edition).

Why here: both titles keep answers that depend only on their data and on a few position facts named in
each key (placement lists, "can pay" tables), shared by every state and every computer player's
sampled world. The entry holds its owner, so the owner's ``id`` cannot be reused by another object while
its cache lives; a cache that grows past its limit is emptied (the answers are recomputed, never wrong).

Every process-wide cache of the rules (these, and the modules' own memo dicts and ``lru_cache`` functions) is
registered with :func:`register_clear`, so :func:`clear_process_caches` can empty them all. The program
never needs that (a cache only saves time); the tests do: each test starts with cold caches, so what a
test checks never depends on which tests ran before it in the same process, and a mutation run (which
forks every mutant from a process that has already run the tests) exercises the code behind a cache
instead of a warm answer computed by the unmutated code.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

_CLEARS: list[Callable[[], None]] = []


def register_clear(clear: Callable[[], None]) -> None:
    """``clear`` empties one process-wide cache; :func:`clear_process_caches` calls it."""
    _CLEARS.append(clear)


def clear_process_caches() -> None:
    """Empties every registered cache (see the module's docstring for who needs this)."""
    for clear in _CLEARS:
        clear()


class OwnerCaches:
    """``for_owner(obj)`` is a dict that lives as long as the process, one per ``obj``."""

    def __init__(self, limit: int) -> None:
        self._entries: dict[int, tuple[object, dict[Any, Any]]] = {}
        self._limit = limit
        #: numbers handed out for cached facts (``next(caches.numbers)``), never reused, even after a clear
        self.numbers = itertools.count()
        register_clear(self._entries.clear)

    def for_owner(self, owner: object) -> dict[Any, Any]:
        entry = self._entries.get(id(owner))
        if entry is None or entry[0] is not owner:
            entry = self._entries[id(owner)] = (owner, {})
        cache = entry[1]
        if len(cache) > self._limit:
            cache.clear()
        return cache

"""Process-wide caches of rules facts, one per data object (an island, an edition).

Why here: both titles keep answers that depend only on their data and on a few position facts named in
each key (placement lists, "can pay" tables), shared by every state and every computer player's
sampled world. The entry holds its owner, so the owner's ``id`` cannot be reused by another object while
its cache lives; a cache that grows past its limit is emptied (the answers are recomputed, never wrong).
"""

from __future__ import annotations

import itertools
from typing import Any


class OwnerCaches:
    """``for_owner(obj)`` is a dict that lives as long as the process, one per ``obj``."""

    def __init__(self, limit: int) -> None:
        self._entries: dict[int, tuple[object, dict[Any, Any]]] = {}
        self._limit = limit
        #: numbers handed out for cached facts (``next(caches.numbers)``), never reused, even after a clear
        self.numbers = itertools.count()

    def for_owner(self, owner: object) -> dict[Any, Any]:
        entry = self._entries.get(id(owner))
        if entry is None or entry[0] is not owner:
            entry = self._entries[id(owner)] = (owner, {})
        cache = entry[1]
        if len(cache) > self._limit:
            cache.clear()
        return cache

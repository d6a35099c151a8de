"""Differential privacy of the rules' observations: two worlds that differ only in one secret give every
seat that may not know it (and the public view) exactly the same observation, over many positions of
seeded random games; the seat that owns the secret does see the difference (the test is not vacuous)."""

from __future__ import annotations

from collections import Counter

import pytest

from giantapp.engine import GameState

from .views import canonical, difference, observed
from .worlds import GIANTS_KINDS, HAWAII_KINDS, Secret, giants_secrets, hawaii_secrets, random_positions


def check_secret(state: GameState, secret: Secret, where: str, seen_by: dict | None = None) -> None:
    """``seen_by`` caches world A's observations (one position, many secrets)."""
    seen_by = {} if seen_by is None else seen_by

    def in_world_a(seat):
        if seat not in seen_by:
            seen_by[seat] = observed(state, seat)
        return seen_by[seat]

    assert canonical(state) != canonical(secret.world), f"{where}: world B of {secret.kind} is no different world"
    for seat in (*secret.blind, None):
        found = difference(in_world_a(seat), observed(secret.world, seat))
        who = "the public view" if seat is None else f"seat {seat}"
        assert found is None, f"{where}: {who} learns {secret.kind} of seat {secret.owner} ({secret.note}): {found}"
    if secret.owner is not None:
        assert in_world_a(secret.owner) != observed(secret.world, secret.owner), (
            f"{where}: seat {secret.owner} does not see its own {secret.kind}")


@pytest.mark.parametrize("players,seed,options", [
    (4, 1, {"open_ownership": False}),
    (3, 2, {"open_ownership": False}),
    (5, 3, {"open_ownership": False, "quick_game": True}),
    (4, 4, {"open_screens": True, "open_ownership": False}),
    (4, 5, {}),
])
def test_giants_observations_keep_every_secret(players, seed, options):
    seen: Counter[str] = Counter()
    for position in random_positions("giants", players, seed, every=29, **options):
        where = f"giants {players}p seed {seed} after {len(position.record.actions)} actions"
        cache: dict = {}
        for secret in giants_secrets(position):
            check_secret(position.state, secret, where, cache)
            seen[secret.kind] += 1
    expected = set(GIANTS_KINDS)
    if options.get("open_screens"):
        expected -= {"screen_workers", "screen_markers", "screen_bases", "screen_logs"}
    if options.get("open_ownership", True):
        expected -= {"look", "base_owner"}
    assert set(seen) == expected, seen


@pytest.mark.parametrize("players,seed,open_screens", [(2, 1, False), (4, 2, False), (5, 3, False), (3, 4, True)])
def test_hawaii_observations_keep_every_secret(players, seed, open_screens):
    seen: Counter[str] = Counter()
    for position in random_positions("hawaii", players, seed, every=11, open_screens=open_screens):
        where = f"hawaii {players}p seed {seed} after {len(position.record.actions)} actions"
        cache: dict = {}
        for secret in hawaii_secrets(position):
            check_secret(position.state, secret, where, cache)
            seen[secret.kind] += 1
    assert set(seen) == set(HAWAII_KINDS) - ({"resources"} if open_screens else set()), seen

"""Differential privacy of what people see: for two worlds that differ only in one secret, the table
``giantapp render`` draws (PNG bytes) and every text of the real main window (labels, buttons, lists,
tooltips, the log, the table's items) are identical for every seat that may not know the secret and for
the public view - for every hidden field of both games. Where the table draws the secret for its owner,
the owner's picture differs (so the comparison is not blind)."""

from __future__ import annotations

import pytest

from .views import rendered, texts_difference, window_showing
from .worlds import GIANTS_KINDS, HAWAII_KINDS, Position, Secret, giants_secrets, hawaii_secrets, random_positions

#: secrets the table draws for the seat that owns them (the pending bid is only "has bid" on the table,
#: the receptacle is counted by nobody)
DRAWN_FOR_OWNER = {"screen_workers", "screen_markers", "screen_bases", "screen_logs", "base_owner", "look", "resources"}


def first_case(game: str, kind: str, players: int, seed: int, **options) -> tuple[Position, Secret]:
    """The first position of a seeded random game where ``kind`` can be changed and a seat that may not
    know it is to decide (so the window also offers that seat its actions)."""
    find = giants_secrets if game == "giants" else hawaii_secrets
    for position in random_positions(game, players, seed, **options):
        acting = position.state.to_act()
        for secret in find(position, (kind,)):
            if any(seat in secret.blind for seat in acting):
                return position, secret
    raise AssertionError(f"no position with a {kind} secret in {game} seed {seed}")


def check_views(position: Position, secret: Secret, settings, tmp_path) -> None:
    record_b = secret.record or position.record
    for seat in (*secret.blind, None):
        who = "the public view" if seat is None else f"seat {seat}"
        same = rendered(position.record, position.state, seat, tmp_path) == rendered(record_b, secret.world, seat, tmp_path)
        assert same, f"the table drawn for {who} shows {secret.kind} of seat {secret.owner} ({secret.note})"
        found = texts_difference(window_showing(position.record, position.state, seat, settings, tmp_path),
                                 window_showing(record_b, secret.world, seat, settings, tmp_path))
        assert found is None, f"the window shown to {who} tells {secret.kind} of seat {secret.owner}: {found}"
    if secret.kind in DRAWN_FOR_OWNER:
        owner = secret.owner
        assert rendered(position.record, position.state, owner, tmp_path) != rendered(record_b, secret.world, owner, tmp_path), (
            f"the table drawn for seat {owner} does not show its own {secret.kind}")


@pytest.mark.parametrize("kind", GIANTS_KINDS)
def test_giants_table_and_window_keep_every_secret(kind, settings, tmp_path):
    position, secret = first_case("giants", kind, 4, 38, open_ownership=False)
    check_views(position, secret, settings, tmp_path)


def test_giants_pending_bid_stays_secret_with_open_screens(settings, tmp_path):
    position, secret = first_case("giants", "bid", 3, 12, open_screens=True)
    check_views(position, secret, settings, tmp_path)


@pytest.mark.parametrize("kind", HAWAII_KINDS)
def test_hawaii_table_and_window_keep_every_secret(kind, settings, tmp_path):
    position, secret = first_case("hawaii", kind, 3, 13, open_screens=False)
    check_views(position, secret, settings, tmp_path)

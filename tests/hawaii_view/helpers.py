"""Games played at random by the rules for the table tests, and what the table draws, measured.

``random_position`` plays a seeded game with scripted-free chance (the rules' own sampling) up to a
number of actions or the end, keeping the record, so a real session resumes it. ``TextProbe`` records
every text the Hawaii art draws (``art.text`` and ``art.outlined_text``) with its size in device pixels:
the font's pixel size times the painter's device transform scale (view zoom and item scale).
"""

from __future__ import annotations

import math
import random

from giantapp.app.hawaii_view import art
from giantapp.engine import CHANCE, GameRecord, Seat, record_action
from giantapp.hawaii.game import HawaiiGame

from .conftest import Position


def random_position(players: int, actions: int, seed: int, open_screens: bool = True) -> Position:
    """A game of ``players`` humans after ``actions`` actions (or at its end) of seeded random play."""
    position = Position.__new__(Position)
    options = {"open_screens": open_screens}
    position.record = GameRecord("hawaii", players, options=options,
                                 seats=[Seat(name=n, kind="human") for n in ("Ana", "Bo", "Cy", "Di", "Ed")[:players]])
    position.state = HawaiiGame().new_game(players, options)
    rng = random.Random(seed)
    done = 0
    while not position.state.is_terminal() and done < actions:
        seat = position.state.to_act()[0]
        action = position.state.sample_chance(rng) if seat == CHANCE else rng.choice(position.state.legal_actions(seat))
        position.state.apply(seat, action)
        record_action(position.record, seat, action)
        done += seat != CHANCE
    while position.state.to_act() == (CHANCE,):  # stop where a person decides (or at the end)
        action = position.state.sample_chance(rng)
        position.state.apply(CHANCE, action)
        record_action(position.record, CHANCE, action)
    return position


class TextProbe:
    """Collects (device pixels, text) for every text the table's art draws while installed."""

    def __init__(self, monkeypatch) -> None:
        self.seen: list[tuple[float, str]] = []
        text, outlined = art.text, art.outlined_text

        def scale(painter) -> float:
            t = painter.deviceTransform()
            return math.hypot(t.m11(), t.m12())

        def probe_text(painter, rect, value, size, *args, **kwargs):
            if value:
                self.seen.append((art.font(size).pixelSize() * scale(painter), value))
            return text(painter, rect, value, size, *args, **kwargs)

        def probe_outlined(painter, centre, value, size, *args, **kwargs):
            if value:
                self.seen.append((art.font(size).pixelSize() * scale(painter), value))
            return outlined(painter, centre, value, size, *args, **kwargs)

        monkeypatch.setattr(art, "text", probe_text)
        monkeypatch.setattr(art, "outlined_text", probe_outlined)

    def smallest(self) -> tuple[float, str]:
        return min(self.seen)

"""The headless game loop shared by selfplay, the self-test and tests."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from giantapp.engine import CHANCE, GameRecord, GameState, Seat, record_action

from .base import Agent


@dataclass
class PlayedGame:
    state: GameState
    record: GameRecord
    actions: int
    decision_ms: dict[int, list[float]] = field(default_factory=dict)


def play_game(
    state: GameState,
    agents: Sequence[Agent],
    rng: random.Random,
    *,
    budget_ms: int | None = None,
    seat_budgets_ms: Sequence[int | None] | None = None,
    max_actions: int = 100_000,
    on_step: Callable[[GameState, int, object], None] | None = None,
    record: GameRecord | None = None,
) -> PlayedGame:
    """Play ``state`` to the end with one agent per seat, sampling chance from ``rng``.

    Each agent receives only ``state.observation(seat)``. ``on_step`` (state before, seat, action) lets
    tests check invariants after every action. ``seat_budgets_ms`` gives a seat its own thinking time
    (None entries fall back to ``budget_ms``). Raises RuntimeError if the game does not end.
    """
    if record is None:
        record = GameRecord(
            game=state.game_name,
            players=state.players,
            options=dict(getattr(state, "options", {}) or {}),
            seats=[Seat(name=f"{agent.name} {i + 1}", kind="computer", level=agent.name) for i, agent in enumerate(agents)],
        )
    times: dict[int, list[float]] = {i: [] for i in range(state.players)}
    count = 0
    while not state.is_terminal():
        if count >= max_actions:
            raise RuntimeError(f"the game did not end within {max_actions} actions")
        acting = state.to_act()
        if acting == (CHANCE,):
            seat = CHANCE
            action = state.sample_chance(rng)
        else:
            seat = acting[0]
            observation = state.observation(seat)
            legal = observation.legal_actions(seat)
            if not legal:
                raise RuntimeError(f"seat {seat} must act but has no legal action")
            started = time.perf_counter()
            budget = budget_ms
            if seat_budgets_ms is not None and seat_budgets_ms[seat] is not None:
                budget = seat_budgets_ms[seat]
            action = agents[seat].choose(observation, seat, legal, rng, budget)
            times[seat].append((time.perf_counter() - started) * 1000.0)
        if on_step is not None:
            on_step(state, seat, action)
        record_action(record, seat, action, before=state)  # as performed (version-2 record)
        state.apply(seat, action)
        count += 1
    return PlayedGame(state=state, record=record, actions=count, decision_ms=times)

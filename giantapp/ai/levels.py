"""The easy and normal computer players: game-independent procedures over a game's Knowledge.

- easy: one sampled world, one-step lookahead on the most promising legal moves, then a soft choice
  (better moves are likelier, so the play varies from game to game); blunders are pruned first.
- normal: several sampled worlds (only one when nothing is hidden), one-step lookahead averaged over
  them, then for the best few moves a short continuation in which every seat plays the one-step greedy
  policy for about one turn; it plays the best estimate, without deliberate randomness, and stops
  on its budget (200 ms by default).

Both see only the observation: hidden facts come from ``observation.determinize``. Each decision
draws one number from the caller's random generator and uses a private generator seeded from it,
so a decision depends only on (observation, legal actions, random state), and the caller's generator
advances by the same amount however long the agent thinks.
"""

from __future__ import annotations

import random
import threading
from typing import Sequence

from giantapp.engine import Action, GameState, IllegalAction

from .base import Agent
from .budget import Budget
from .knowledge import Knowledge, advance_chance, knowledge_for, softmax_choice


def private_rng(rng: random.Random) -> random.Random:
    """A generator for one decision, seeded by exactly one draw from the caller's generator."""
    return random.Random(rng.getrandbits(64))


class KnowledgeAgent(Agent):
    """An agent for one title, built as ``cls(game_name)`` by the level registry."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.knowledge: Knowledge = knowledge_for(game)


class SearchingAgent(KnowledgeAgent):
    """A level that thinks on a budget: its own default time, or a fixed number of steps when built
    with ``iterations=`` (reproducible play for tests, independent of the machine's speed)."""

    default_budget_ms = 1000
    #: whether a caller's ``budget_ms`` may only shorten the default (normal must stay quick)
    default_is_cap = False

    def __init__(self, game: str, *, iterations: int | None = None) -> None:
        super().__init__(game)
        self.iterations = iterations

    def budget(self, budget_ms: int | None, stop: threading.Event | None) -> Budget:
        if self.iterations is not None:
            return Budget(iterations=self.iterations, stop=stop)
        if budget_ms is None:
            return Budget(ms=self.default_budget_ms, stop=stop)
        return Budget(ms=min(budget_ms, self.default_budget_ms) if self.default_is_cap else budget_ms, stop=stop)


class EasyAgent(KnowledgeAgent):
    """A sensible heuristic with some variety, instant."""

    name = "easy"
    #: softmax temperature in points: higher plays more varied (and weaker) moves
    temperature = 1.0

    def choose(self, observation: GameState, seat: int, legal: Sequence[Action], rng: random.Random,
               budget_ms: int | None = None, stop: threading.Event | None = None) -> Action:
        local = private_rng(rng)
        if len(legal) == 1:
            return legal[0]
        knowledge = self.knowledge
        world = observation.determinize(local)
        candidates = knowledge.candidates(world, seat, legal, knowledge.easy_width)
        if len(candidates) == 1:
            return candidates[0]
        budget = Budget(ms=budget_ms, stop=stop) if budget_ms is not None or stop is not None else None
        values = knowledge.action_values(world, seat, candidates, local, budget)
        return softmax_choice(candidates, values, self.temperature * knowledge.easy_temperature_factor(), local)


class NormalAgent(SearchingAgent):
    """A stronger heuristic evaluation with a short lookahead, bounded to stay quick."""

    name = "normal"
    #: default and maximum thinking time (ms); the selfplay p95 target is 300 ms
    default_budget_ms = 200
    default_is_cap = True
    worlds = 3
    finalists = 4
    #: how many decisions (of any seat) the greedy continuation plays before evaluating
    horizon_per_player = 1
    #: share of the continuation's verdict in a finalist's value (the rest is the one-step value)
    continuation_weight = 0.5
    #: at most this many continuation samples per finalist
    max_continuations = 4
    #: candidates per simulated decision in the continuation (0: the fast policy)
    continuation_width = 4

    def choose(self, observation: GameState, seat: int, legal: Sequence[Action], rng: random.Random,
               budget_ms: int | None = None, stop: threading.Event | None = None) -> Action:
        local = private_rng(rng)
        if len(legal) == 1:
            return legal[0]
        knowledge = self.knowledge
        budget = self.budget(budget_ms, stop)
        hidden = knowledge.has_hidden_information(observation, seat)
        world = observation.determinize(local)
        candidates = knowledge.candidates(world, seat, legal, knowledge.normal_width)
        if len(candidates) == 1:
            return candidates[0]
        totals = knowledge.action_values(world, seat, candidates, local, budget)
        counted = 1
        budget.tick()
        while hidden and counted < self.worlds and not budget.exhausted():
            values = knowledge.action_values(observation.determinize(local), seat, candidates, local, budget)
            totals = [t + v for t, v in zip(totals, values)]
            counted += 1
            budget.tick()
        one_step = [t / counted for t in totals]
        order = sorted(range(len(candidates)), key=lambda i: -one_step[i])
        finalists = order[: knowledge.normal_finalists or self.finalists]
        if self.continuation_weight <= 0 or len(finalists) == 1:
            return candidates[order[0]]
        horizon = self.horizon_per_player * observation.players + 1
        deep: dict[int, list[float]] = {i: [] for i in finalists}
        rounds = 0
        # without hidden information a greedy continuation repeats itself: one round is enough
        most = self.max_continuations if hidden else 1
        while rounds < most and not budget.exhausted():
            world = observation.determinize(local) if hidden else world
            for index in finalists:
                if budget.exhausted():
                    break
                value = continuation_value(knowledge, world, seat, candidates[index], horizon, local,
                                           self.continuation_width, budget)
                if value is not None:
                    deep[index].append(value)
                budget.tick()
            rounds += 1
        # compare finalists on equal terms: only as many samples as every one of them got
        common = min(len(deep[i]) for i in finalists)
        best, best_value = order[0], None
        weight = self.continuation_weight
        for index in finalists:
            samples = deep[index][:common]
            value = one_step[index] if not samples else (1 - weight) * one_step[index] + weight * sum(samples) / len(samples)
            if best_value is None or value > best_value:
                best, best_value = index, value
        return candidates[best]


def continuation_value(knowledge: Knowledge, world: GameState, seat: int, action: Action, horizon: int,
                       rng: random.Random, greedy_width: int = 0, budget: Budget | None = None,
                       temperature: float = 0.0) -> float | None:
    """``seat``'s lead after ``action`` and ``horizon`` further decisions by the playout policy
    (see :func:`playout`); None when the budget ran out first."""
    try:
        state = knowledge.after(world, seat, action, rng)
    except IllegalAction:
        return None
    if not playout(knowledge, state, horizon, rng, greedy_width, budget, temperature):
        return None  # out of time: an unfinished continuation says nothing
    return knowledge.position_value(state, seat)


def playout(knowledge: Knowledge, state: GameState, decisions: int, rng: random.Random, greedy_width: int = 0,
            budget: Budget | None = None, temperature: float = 0.0) -> bool:
    """Play ``decisions`` decisions (chance steps free), or until the end: with the fast policy, or with
    the one-step greedy policy over ``greedy_width`` candidates when that is positive.

    Returns False if the budget's deadline passed first (the playout is then unfinished)."""
    made = 0
    while made < decisions:
        if budget is not None and budget.out_of_time():
            return False
        advance_chance(state, rng)
        acting = state.to_act()
        if not acting:
            return True
        seat = acting[0]
        legal = state.legal_actions(seat)
        if not legal:
            return True
        if greedy_width > 0:
            action = knowledge.greedy_action(state, seat, legal, rng, greedy_width, temperature)
        else:
            action = knowledge.playout_action(state, seat, legal, rng)
        state.apply(seat, action)
        made += 1
    return True

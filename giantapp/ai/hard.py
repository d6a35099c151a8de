"""The hard computer player: a Monte Carlo search over sampled worlds, guided by the heuristics.

Why this shape. The Python rules allow only tens of simulated turns per second, so the search must
spend its samples where they decide something. It works in three steps:

1. **Screen.** Every sensible move (``Knowledge.candidates``) gets the one-step lookahead, averaged over
   several worlds sampled from the observation (``determinize``: others' screens, pending bids, the
   bag and the deck are drawn consistently with what this seat may know). This is the normal level's
   judgement, with more worlds.
2. **Compare the finalists on equal terms.** The best few moves are each followed by a continuation in
   which every seat plays the one-step greedy policy (soft, so samples differ) for about one turn of
   the table. One *round* samples one world and one random stream and plays every remaining finalist
   in it: common random numbers, so a difference between two moves comes from the moves, not from
   luck. Sequential halving drops the weaker half after 2, 4, 8, ... rounds, so most samples go to
   the moves still in contention.
3. **Choose** the best blend of the continuation's mean verdict and the one-step verdict, in points of
   lead over the best other seat.

Judgement. Every step above asks the title's position evaluation, and hard's is its own: the same
features as the other levels' (each title's ``feature_rows``), weighted by what recorded games between
normals turned them into by the end (``giantapp.ai.fitted``, ``tools/fit_evaluation.py``) instead of
the hand-set guesses. More search with the hand's judgement had stopped paying (the README's
computer-player section has the variants tried); the fitted weights were the first change that did.

An earlier version stored a search tree (SO-ISMCTS); at the iteration counts the rules afford, its
independent, unpaired samples were noisier than the paired comparison above and it played weaker than
the normal level, so the tree was dropped (see the README's computer-player section for the numbers).

The ranking (:meth:`HardAgent.rank`) is public: the hint (``giantapp.ai.hint``) shows its best three moves
with their values. ``choose`` is its first move.

Time: the search stops on its budget (``budget_ms``, default 1000 ms; a continuation in progress is
abandoned at the deadline and its round discarded), or after a fixed number of steps when built with
``iterations=`` (reproducible play for tests).
"""

from __future__ import annotations

import math
import random
import threading
from dataclasses import dataclass, field
from typing import Callable, Sequence

from giantapp.engine import Action, GameState

from .budget import Budget
from .levels import SearchingAgent, continuation_value, private_rng


@dataclass(frozen=True)
class RankedMove:
    """One move as the search left it: ``value`` is the seat's expected lead over the best other seat
    in points (the blend of one-step and continuation verdicts), from ``samples`` paired rounds."""

    action: Action
    value: float
    samples: int = 0


@dataclass
class Ranking:
    """The moves best first: the finalists still compared at the end (on equal terms), then the ones
    dropped later before the ones dropped earlier, then the screened-out candidates by their one-step
    value. ``stopped``: the caller's stop event ended the search."""

    moves: list[RankedMove] = field(default_factory=list)
    rounds: int = 0
    stopped: bool = False


#: called with the share of the budget used so far (0..1), from the searching thread
Progress = Callable[[float], None]


class HardAgent(SearchingAgent):
    """Search over sampled worlds guided by the heuristics, within its time budget."""

    name = "hard"
    default_budget_ms = 1000
    #: moves compared by continuations: the best of the averaged one-step lookahead
    finalists = 6
    #: sequential halving never keeps fewer finalists than this (the hint keeps 3 to compare them fairly)
    halving_floor = 2
    #: rounds before the first cut (the next cuts after twice as many each time)
    halving_first = 2
    #: sampled worlds for the one-step screening, and the share of a time budget it may use
    screen_worlds = 6
    screen_share = 0.3
    #: weight of the one-step verdict in the final choice (the rest: the continuations' mean)
    one_step_weight = 0.4
    #: candidates per simulated decision in continuations (one-step greedy)
    playout_width = 4
    #: softmax temperature (points) of the continuation policy: samples explore different replies
    playout_temperature = 0.5

    def __init__(self, game: str, *, iterations: int | None = None) -> None:
        super().__init__(game, iterations=iterations)
        # its own knowledge object (knowledge_for gives a fresh one), so the other levels keep the
        # hand-set weights: the fitted ones were measured for hard's search (README: computer players)
        self.knowledge.fitted_evaluation = 1

    def choose(self, observation: GameState, seat: int, legal: Sequence[Action], rng: random.Random,
               budget_ms: int | None = None, stop: threading.Event | None = None) -> Action:
        return self.rank(observation, seat, legal, rng, budget_ms, stop).moves[0].action

    def rank(self, observation: GameState, seat: int, legal: Sequence[Action], rng: random.Random,
             budget_ms: int | None = None, stop: threading.Event | None = None,
             progress: Progress | None = None) -> Ranking:
        """Every sensible move of ``seat`` best first, judged on ``observation`` only (see the module
        docstring for the search); ``progress`` hears how much of the budget is used."""
        local = private_rng(rng)
        if len(legal) == 1:
            return Ranking([RankedMove(legal[0], 0.0)])
        budget = self.budget(budget_ms, stop)
        knowledge = self.knowledge
        world = observation.determinize(local)
        candidates = knowledge.candidates(world, seat, legal, knowledge.lookahead_width)
        if len(candidates) == 1:
            return Ranking([RankedMove(candidates[0], 0.0)])
        one_step = self._screen(observation, seat, world, candidates, local, budget, progress)
        order = sorted(range(len(candidates)), key=lambda i: -one_step[i])
        order = [i for i in order if one_step[i] > -math.inf] or order[:1]
        alive = order[: self.finalists]
        if len(alive) == 1:
            return self._ranking(candidates, order, alive, [], one_step, {}, 0, budget)
        samples: dict[int, list[float]] = {i: [] for i in alive}
        dropped: list[list[int]] = []  # finalists dropped at each cut, in order
        horizon = knowledge.hard_playout_turns * observation.players + 1
        rounds = 0
        next_cut = self.halving_first
        while not budget.exhausted():
            sampled = observation.determinize(local)
            stream = local.getrandbits(64)
            verdicts: dict[int, float] = {}
            for index in alive:
                value = continuation_value(knowledge, sampled, seat, candidates[index], horizon,
                                           random.Random(stream), self.playout_width, budget,
                                           self.playout_temperature)
                if value is None:
                    break
                verdicts[index] = value
            if len(verdicts) < len(alive):
                break  # out of time within this round: keep the rounds every finalist completed
            for index, value in verdicts.items():
                samples[index].append(value)
            rounds += 1
            budget.tick()
            _report(progress, budget)
            if rounds >= next_cut and len(alive) > self.halving_floor:
                ranked = sorted(alive, key=lambda i: -self._blend(one_step[i], samples[i]))
                alive = ranked[: max(self.halving_floor, (len(alive) + 1) // 2)]
                dropped.append(ranked[len(alive):])
                next_cut *= 2
        return self._ranking(candidates, order, alive, dropped, one_step, samples, rounds, budget)

    def _ranking(self, candidates: list[Action], order: list[int], alive: list[int], dropped: list[list[int]],
                 one_step: list[float], samples: dict[int, list[float]], rounds: int, budget: Budget) -> Ranking:
        def move(index: int) -> RankedMove:
            got = samples.get(index, [])
            return RankedMove(candidates[index], self._blend(one_step[index], got), len(got))

        def best_first(indexes: list[int]) -> list[int]:
            # max() of the search picks the first of equals: a stable sort keeps that order
            return sorted(indexes, key=lambda i: -self._blend(one_step[i], samples.get(i, [])))

        ranked = best_first(alive)
        for group in reversed(dropped):
            ranked += best_first(group)
        ranked += [i for i in order if i not in ranked]
        stopped = budget.stop is not None and budget.stop.is_set()
        return Ranking([move(i) for i in ranked], rounds, stopped)

    def _blend(self, one_step: float, samples: list[float]) -> float:
        if not samples:
            return one_step
        w = self.one_step_weight
        return w * one_step + (1 - w) * sum(samples) / len(samples)

    def _screen(self, observation: GameState, seat: int, world: GameState, candidates: list[Action],
                rng: random.Random, budget: Budget, progress: Progress | None = None) -> list[float]:
        """The one-step lookahead of every candidate, averaged over up to ``screen_worlds`` sampled worlds
        (one when nothing is hidden), using at most ``screen_share`` of a time budget."""
        knowledge = self.knowledge
        totals = knowledge.action_values(world, seat, candidates, rng, budget)
        counted = 1
        budget.tick()
        _report(progress, budget)
        if not knowledge.has_hidden_information(observation, seat):
            return totals
        while counted < self.screen_worlds and not budget.exhausted():
            if budget.ms is not None and budget.elapsed_ms() > self.screen_share * budget.ms:
                break
            extra = knowledge.action_values(observation.determinize(rng), seat, candidates, rng, budget)
            if any(v == -math.inf for v in extra):
                break  # out of time within this world: keep the complete averages
            totals = [t + v for t, v in zip(totals, extra)]
            counted += 1
            budget.tick()
            _report(progress, budget)
        return [t / counted for t in totals]


def _report(progress: Progress | None, budget: Budget) -> None:
    """Tell ``progress`` the share of the budget used: time for a time budget, steps for a step cap."""
    if progress is None:
        return
    if budget.ms is not None:
        share = budget.elapsed_ms() / budget.ms
    elif budget.iterations is not None:
        share = budget.done / budget.iterations
    else:
        share = 0.0
    progress(min(1.0, max(0.0, share)))

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

An earlier version stored a search tree (SO-ISMCTS); at the iteration counts the rules afford, its
independent, unpaired samples were noisier than the paired comparison above and it played weaker than
the normal level, so the tree was dropped (see the README's computer-player section for the numbers).

Time: the search stops on its budget (``budget_ms``, default 1000 ms; a continuation in progress is
abandoned at the deadline and its round discarded), or after a fixed number of steps when built with
``iterations=`` (reproducible play for tests).
"""

from __future__ import annotations

import math
import random
import threading
from typing import Sequence

from giantapp.engine import Action, GameState

from .budget import Budget
from .levels import SearchingAgent, continuation_value, private_rng


class HardAgent(SearchingAgent):
    """Search over sampled worlds guided by the heuristics, within its time budget."""

    name = "hard"
    default_budget_ms = 1000
    #: moves compared by continuations: the best of the averaged one-step lookahead
    finalists = 6
    #: sampled worlds for the one-step screening, and the share of a time budget it may use
    screen_worlds = 6
    screen_share = 0.3
    #: weight of the one-step verdict in the final choice (the rest: the continuations' mean)
    one_step_weight = 0.4
    #: candidates per simulated decision in continuations (one-step greedy)
    playout_width = 4
    #: softmax temperature (points) of the continuation policy: samples explore different replies
    playout_temperature = 0.5

    def choose(self, observation: GameState, seat: int, legal: Sequence[Action], rng: random.Random,
               budget_ms: int | None = None, stop: threading.Event | None = None) -> Action:
        local = private_rng(rng)
        if len(legal) == 1:
            return legal[0]
        budget = self.budget(budget_ms, stop)
        knowledge = self.knowledge
        world = observation.determinize(local)
        candidates = knowledge.candidates(world, seat, legal, knowledge.lookahead_width)
        if len(candidates) == 1:
            return candidates[0]
        one_step = self._screen(observation, seat, world, candidates, local, budget)
        order = sorted(range(len(candidates)), key=lambda i: -one_step[i])
        order = [i for i in order if one_step[i] > -math.inf] or order[:1]
        alive = order[: self.finalists]
        if len(alive) == 1:
            return candidates[alive[0]]
        samples: dict[int, list[float]] = {i: [] for i in alive}
        horizon = knowledge.hard_playout_turns * observation.players + 1
        rounds = 0
        next_cut = 2
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
            if rounds >= next_cut and len(alive) > 2:
                ranked = sorted(alive, key=lambda i: -self._blend(one_step[i], samples[i]))
                alive = ranked[: max(2, (len(alive) + 1) // 2)]
                next_cut *= 2
        return candidates[max(alive, key=lambda i: self._blend(one_step[i], samples[i]))]

    def _blend(self, one_step: float, samples: list[float]) -> float:
        if not samples:
            return one_step
        w = self.one_step_weight
        return w * one_step + (1 - w) * sum(samples) / len(samples)

    def _screen(self, observation: GameState, seat: int, world: GameState, candidates: list[Action],
                rng: random.Random, budget: Budget) -> list[float]:
        """The one-step lookahead of every candidate, averaged over up to ``screen_worlds`` sampled worlds
        (one when nothing is hidden), using at most ``screen_share`` of a time budget."""
        knowledge = self.knowledge
        totals = knowledge.action_values(world, seat, candidates, rng, budget)
        counted = 1
        budget.tick()
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
        return [t / counted for t in totals]

"""What a computer player knows about a title beyond the engine contract.

The levels (easy, normal, hard) are game-independent search and selection procedures; everything
specific to one title lives in a :class:`Knowledge` object for that game:

- :meth:`Knowledge.evaluate` estimates every seat's final score from a full (determinized) state, so a
  search can stop early and still compare positions;
- :meth:`Knowledge.quick_scores` ranks legal actions cheaply, without copying the state (playouts
  and the candidate list of the slower evaluations);
- :meth:`Knowledge.prune` removes moves a player would call blunders (when anything else is legal);
- :meth:`Knowledge.action_values` is the one-step lookahead: apply each candidate to a copy and evaluate.

Knowledge objects are immutable after construction and shared between threads: no caches that change,
no global state (pure memoised helpers are fine: their results never depend on what they saw
before). Unknown games (the test fixture) get this base class, which uses the current scores.
"""

from __future__ import annotations

import importlib
import math
import random
from typing import Sequence

from giantapp.engine import CHANCE, Action, GameState, IllegalAction

from .budget import Budget


def margin(values: Sequence[float], seat: int) -> float:
    """How far ``seat`` is ahead of the best other seat (negative when behind)."""
    others = [v for i, v in enumerate(values) if i != seat]
    if not others:
        return float(values[seat])
    return float(values[seat]) - max(others)


class Knowledge:
    """Game-specific judgement; this base knows only the contract (scores, winners)."""

    game_name = ""
    #: at most this many candidates get the (costly) one-step lookahead
    lookahead_width = 40
    #: at most this many candidates get the easy level's one-step lookahead (it must stay instant)
    easy_width = 10
    #: candidates for the normal level's averaged one-step lookahead
    normal_width = 24
    #: best one-step moves the normal level checks with a continuation (0: the level's default)
    normal_finalists = 0
    #: 1: :meth:`evaluate` uses the weights fitted to recorded games (``giantapp.ai.fitted``) where the
    #: title has them (the hard level sets it on its own knowledge object), 0: the hand-set ones
    fitted_evaluation = 0

    # --- positions ------------------------------------------------------------------------
    def evaluate(self, state: GameState) -> list[float]:
        """Estimated final score of every seat (the current scores for a game we know nothing about)."""
        return [float(s) for s in state.scores()]

    def easy_temperature_factor(self) -> float:
        """How many points of difference make the easy level clearly prefer a move (softmax scale)."""
        return 1.0

    def has_hidden_information(self, observation: GameState, seat: int) -> bool:
        """Whether sampled worlds can differ (if not, one world is enough)."""
        return True

    # --- actions --------------------------------------------------------------------------
    def prune(self, state: GameState, seat: int, legal: Sequence[Action]) -> list[Action]:
        """``legal`` without the blunders; never empty when ``legal`` is not."""
        return list(legal)

    def quick_scores(self, state: GameState, seat: int, legal: Sequence[Action]) -> list[float]:
        """A cheap preference for each action (higher is better), without copying the state."""
        return [0.0] * len(legal)

    def candidates(self, state: GameState, seat: int, legal: Sequence[Action], width: int | None = None) -> list[Action]:
        """The pruned actions worth a closer look, best first by :meth:`quick_scores`."""
        pruned = self.prune(state, seat, legal) or list(legal)
        width = self.lookahead_width if width is None else width
        if len(pruned) <= width:
            scores = self.quick_scores(state, seat, pruned)
            order = sorted(range(len(pruned)), key=lambda i: -scores[i])
            return [pruned[i] for i in order]
        scores = self.quick_scores(state, seat, pruned)
        order = sorted(range(len(pruned)), key=lambda i: -scores[i])
        return [pruned[i] for i in order[:width]]

    def after(self, state: GameState, seat: int, action: Action, rng: random.Random) -> GameState:
        """A copy of ``state`` with ``action`` applied and the seat's forced follow-ups settled.

        Games whose turn is several actions long (move, then mark) override :meth:`settle`.
        """
        child = state.clone()
        child.apply(seat, action)
        self.settle(child, seat, rng)
        return child

    def settle(self, state: GameState, seat: int, rng: random.Random) -> None:
        """Play ``seat``'s immediate follow-up decisions greedily (none in the base)."""

    def action_values(
        self, state: GameState, seat: int, actions: Sequence[Action], rng: random.Random,
        budget: "Budget | None" = None,
    ) -> list[float]:
        """One-step lookahead: ``seat``'s estimated lead after each action (in points).

        With a ``budget``, actions not reached before its deadline get -inf (the first one always
        gets a value), so a tiny time budget is still honoured.
        """
        values: list[float] = []
        for action in actions:
            if budget is not None and values and budget.out_of_time():
                values.append(-math.inf)
                continue
            try:
                child = self.after(state, seat, action, rng)
            except IllegalAction:
                values.append(-1e9)
                continue
            values.append(self.position_value(child, seat))
        return values

    def position_value(self, state: GameState, seat: int) -> float:
        """``seat``'s lead over the best other seat, in points (huge when the game is decided)."""
        if state.is_terminal():
            winners = state.winners()
            lead = margin([float(s) for s in state.scores()], seat)
            return lead + (1000.0 / len(winners) if seat in winners else -1000.0)
        return margin(self.evaluate(state), seat)

    def greedy_action(self, state: GameState, seat: int, legal: Sequence[Action], rng: random.Random,
                      width: int, temperature: float = 0.0) -> Action:
        """The best of the ``width`` most promising pruned actions by one-step lookahead (a strong,
        slower playout policy: every simulated seat plays like a careful easy player). A positive
        ``temperature`` (points) makes it a soft choice, so repeated playouts differ."""
        candidates = self.candidates(state, seat, legal, width)
        if len(candidates) == 1:
            return candidates[0]
        values = self.action_values(state, seat, candidates, rng)
        if temperature > 0:
            return softmax_choice(candidates, values, temperature, rng)
        return candidates[max(range(len(candidates)), key=lambda i: values[i])]

    #: whole turns of every seat that the hard level's playouts simulate after its move
    hard_playout_turns = 1

    def playout_action(self, state: GameState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        """The fast policy used in playouts: mostly the best quick score, sometimes another pruned move."""
        pruned = self.prune(state, seat, legal) or list(legal)
        if len(pruned) == 1:
            return pruned[0]
        scores = self.quick_scores(state, seat, pruned)
        return softmax_choice(pruned, scores, 1.0, rng)


def softmax_choice(actions: Sequence[Action], scores: Sequence[float], temperature: float, rng: random.Random) -> Action:
    """Pick an action with probability growing with its score (temperature in score units)."""
    if temperature <= 0:
        best = max(range(len(actions)), key=lambda i: scores[i])
        return actions[best]
    top = max(scores)
    weights = [math.exp(max(-50.0, (s - top) / temperature)) for s in scores]
    return actions[_weighted_index(weights, rng)]


def _weighted_index(weights: Sequence[float], rng: random.Random) -> int:
    total = sum(weights)
    pick = rng.random() * total
    for index, weight in enumerate(weights):
        pick -= weight
        if pick <= 0:
            return index
    return len(weights) - 1


def advance_chance(state: GameState, rng: random.Random, limit: int = 1000) -> None:
    """Apply chance steps until a player must act or the game ends."""
    steps = 0
    while state.to_act() == (CHANCE,) and steps < limit:
        state.apply(CHANCE, state.sample_chance(rng))
        steps += 1


#: game name -> "module:Class" of its knowledge; imported on first use (engines load data files)
_KNOWLEDGE = {
    "giants": "giantapp.ai.giants_knowledge:GiantsKnowledge",
    "hawaii": "giantapp.ai.hawaii_knowledge:HawaiiKnowledge",
}


def knowledge_for(game: str) -> Knowledge:
    """The knowledge for ``game`` (a fresh, immutable object); the contract-only base for other games."""
    target = _KNOWLEDGE.get(game)
    if target is None:
        base = Knowledge()
        base.game_name = game
        return base
    module_name, attribute = target.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        base = Knowledge()
        base.game_name = game
        return base
    return getattr(module, attribute)()

"""The hard computer player: information-set Monte Carlo tree search over sampled worlds.

Each iteration samples one full world consistent with the observation (``determinize``) and walks down
a single tree shared by all worlds (SO-ISMCTS, Cowling, Powley & Whitehouse 2012): at every decision
the children considered are the actions legal in this world, and a child's exploration term counts how
often it was *available*, not how often its parent was visited. Chance steps are sampled and not
stored (an open-loop tree). Every seat maximises its own reward (max^n backup).

Guidance by the game's Knowledge:
- the root's children are ordered by the one-step lookahead (the normal level's judgement), deeper
  nodes by the cheap ``quick_scores``; progressive widening adds lower-ranked children only as a node
  is visited more, so a large branching factor (placements, transport, purchases) stays tractable;
- the prior of each child adds a bonus that fades with its visits (PUCT-like);
- below the tree, a playout lets every seat play the one-step greedy policy for about one turn each,
  then ``Knowledge.rewards`` scores the position.

Depth. The Python rules allow only tens to a few hundred iterations per second, so by default only the
root's own choice is stored (``max_tree_depth = 1``): the search then spends its iterations comparing
its best few moves over many sampled worlds and soft-greedy replies, instead of spreading them thin
over opponents' moves (in our short trials the deeper tree was not stronger at equal time). The final
choice blends the mean playout reward with the one-step verdict among well-explored moves.

Time: the search stops on its budget (``budget_ms``, default 1000 ms) - a playout in progress is
abandoned at the deadline - or after a fixed number of iterations when built with ``iterations=``
(reproducible play for tests).
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from giantapp.engine import CHANCE, Action, GameState, IllegalAction

from .budget import Budget
from .knowledge import sigmoid, advance_chance
from .levels import KnowledgeAgent, playout, private_rng


class _Node:
    """One decision point in the shared tree; statistics are from the view of the seat that moved in."""

    __slots__ = ("children", "visits", "total", "avail", "ranked", "priors")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.ranked: list[Action] | None = None
        self.priors: dict[Action, float] = {}


class HardAgent(KnowledgeAgent):
    """Search over sampled worlds guided by the heuristics, within its time budget."""

    name = "hard"
    default_budget_ms = 1000
    #: UCB exploration constant, for rewards in [0, 1] where one point of lead is worth ~1/(4 scale)
    exploration = 0.25
    #: progressive widening never considers more than this many children of a node
    max_width = 8
    prior_weight = 1.0
    #: decisions played by the fast policy after leaving the tree, per player
    #: softmax temperature (points) of the playout policy: repeated playouts explore different replies
    playout_temperature = 0.5
    #: weight of the one-step lookahead in the final choice (the rest: the mean playout reward)
    one_step_weight = 0.3
    #: candidates per simulated decision in playouts (one-step greedy); 0 for the fast policy
    playout_width = 5
    #: decisions stored in the tree below the root (1: only the root's own choice, the rest is
    #: played out by the greedy policy - the robust choice when a decision affords few iterations)
    max_tree_depth = 1

    def __init__(self, game: str, *, iterations: int | None = None) -> None:
        super().__init__(game)
        self.iterations = iterations

    def choose(self, observation: GameState, seat: int, legal: Sequence[Action], rng: random.Random,
               budget_ms: int | None = None) -> Action:
        local = private_rng(rng)
        if len(legal) == 1:
            return legal[0]
        if self.iterations is not None:
            budget = Budget(iterations=self.iterations)
        else:
            budget = Budget(ms=self.default_budget_ms if budget_ms is None else budget_ms)
        knowledge = self.knowledge
        root = _Node()
        world = observation.determinize(local)
        candidates = knowledge.candidates(world, seat, legal, knowledge.lookahead_width)
        if len(candidates) == 1:
            return candidates[0]
        values = knowledge.action_values(world, seat, candidates, local, budget)
        order = sorted(range(len(candidates)), key=lambda i: -values[i])
        order = [i for i in order if values[i] > -math.inf] or order[:1]
        root.ranked = [candidates[i] for i in order]
        root.priors = _priors(root.ranked, [values[i] for i in order], knowledge.scale)
        one_step = {candidates[i]: sigmoid(values[i] / knowledge.scale) for i in order}
        budget.tick()
        # the playout ends just after the seat's own next decision(s): whole turns of everyone, plus one
        horizon = knowledge.hard_playout_turns * observation.players + 1
        while not budget.exhausted():
            self._iterate(root, observation.determinize(local), seat, horizon, local, root.ranked, budget)
            budget.tick()
        return self._final_choice(root, one_step)

    def _final_choice(self, root: _Node, one_step: dict[Action, float]) -> Action:
        """The best blend of mean playout reward and one-step verdict among the well-explored root moves
        (at least half the top visit count); with no iterations at all, the best one-step move."""
        visited = [(a, root.children[a]) for a in root.ranked if a in root.children and root.children[a].visits]
        if not visited:
            return root.ranked[0]
        most = max(child.visits for _, child in visited)
        robust = [(a, child) for a, child in visited if child.visits * 2 >= most]
        w = self.one_step_weight

        def score(item: tuple[Action, _Node]) -> float:
            action, child = item
            return (1 - w) * child.total / child.visits + w * one_step.get(action, 0.0)

        return max(robust, key=score)[0]

    # --- one iteration -------------------------------------------------------------------
    def _iterate(self, root: _Node, world: GameState, root_seat: int, horizon: int, rng: random.Random,
                 root_legal: list[Action], budget: Budget) -> None:
        knowledge = self.knowledge
        path: list[tuple[_Node, int]] = [(root, -2)]
        node = root
        first = True
        expanded = False
        while len(path) <= self.max_tree_depth:
            advance_chance(world, rng)
            acting = world.to_act()
            if not acting:
                break
            seat = root_seat if first else acting[0]
            if first:
                legal = root_legal
            else:
                legal = world.legal_actions(seat)
                if not legal:
                    break
                if node.ranked is None:
                    ranked = knowledge.candidates(world, seat, legal, len(legal))
                    node.ranked = ranked
                    scores = knowledge.quick_scores(world, seat, ranked)
                    node.priors = _priors(ranked, scores, max(1.0, knowledge.scale / 5))
            action, child = self._select(node, legal)
            try:
                world.apply(seat, action)
            except IllegalAction:
                break  # a world where the tree's move is impossible: score what we have
            if child is None:
                child = _Node()
                node.children[action] = child
                expanded = True
            path.append((child, seat))
            node = child
            first = False
            if expanded:
                break
        if not world.is_terminal():
            if not playout(knowledge, world, horizon, rng, self.playout_width, budget, self.playout_temperature):
                return  # out of time mid-playout: no statistics from an unfinished sample
        rewards = knowledge.rewards(world)
        for visited, mover in path:
            visited.visits += 1
            if mover >= 0:
                visited.total += rewards[mover]

    def _select(self, node: _Node, legal: Sequence[Action]) -> tuple[Action, _Node | None]:
        ranked = node.ranked or list(legal)
        allowed = set(legal)
        width = min(self.max_width, 2 + int(math.sqrt(node.visits + 1)))
        options = [a for a in ranked if a in allowed][:width]
        if not options:
            options = list(legal)[:width]
        for action in options:
            child = node.children.get(action)
            if child is not None:
                child.avail += 1
        for action in options:
            if action not in node.children:
                return action, None
        best_action, best_score = options[0], -math.inf
        for action in options:
            child = node.children[action]
            mean = child.total / child.visits if child.visits else 0.0
            explore = self.exploration * math.sqrt(math.log(max(child.avail, 1) + 1) / (child.visits + 1))
            bonus = self.prior_weight * node.priors.get(action, 0.0) / (child.visits + 1)
            score = mean + explore + bonus
            if score > best_score:
                best_action, best_score = action, score
        return best_action, node.children[best_action]


def _priors(actions: Sequence[Action], values: Sequence[float], scale: float) -> dict[Action, float]:
    """Softmax of the values (in points, ``scale`` points = e-fold preference), summing to 1."""
    if not actions:
        return {}
    top = max(values)
    weights = [math.exp(max(-50.0, (v - top) / max(scale, 1e-6))) for v in values]
    total = sum(weights)
    return {a: w / total for a, w in zip(actions, weights)}

"""The Giants computer players keep crew strengths, gap costs and moai potentials per board
(``GiantsState.board_memo``): a value read from the memo must equal one computed from nothing."""

from __future__ import annotations

import pickle
import random

from giantapp.ai.giants_knowledge import GiantsKnowledge
from giantapp.engine import CHANCE, get_game
from tests.giants.helpers import at_transport
from tests.play import random_step


def test_the_memo_lives_as_long_as_the_figures_stand_and_is_shared_by_clones_and_observations():
    state = at_transport(4)
    memo = state.board_memo()
    memo["probe"] = 1
    assert state.clone().board_memo() is memo and state.observation(1).board_memo() is memo
    moved = state.clone()
    moved._board_changed()  # what every move of a figure or a log does
    assert "probe" not in moved.board_memo() and state.board_memo() is memo


def test_evaluations_through_a_warm_memo_equal_evaluations_from_nothing():
    """Sibling positions of a lookahead (and their sampled worlds) share one board: evaluate each one
    after its siblings warmed the memo, and again on a copy with a fresh board."""
    knowledge = GiantsKnowledge()
    game = get_game("giants")
    rng = random.Random(11)
    state = game.new_game(4, {})
    compared = hits = 0
    while not state.is_terminal():
        seat = state.to_act()[0]
        if seat == CHANCE:
            random_step(state, rng)
            continue
        legal = state.legal_actions(seat)
        world = state.observation(seat).determinize(rng)
        for action in rng.sample(legal, min(5, len(legal))):
            child = world.clone()
            child.apply(seat, action)
            before = len(child.board_memo())
            warm = knowledge.evaluate(child)
            hits += before > 0
            fresh = pickle.loads(pickle.dumps(child))
            fresh._board_changed()  # a board cache of its own, empty
            assert not fresh.board_memo()
            assert knowledge.evaluate(fresh) == warm
            compared += 1
        random_step(state, rng)
    assert compared > 500 and hits > 100  # the memo was really read, not only filled

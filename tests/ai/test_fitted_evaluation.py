"""What both titles' fitted evaluations share: the hard level alone uses them, and a damaged weights
file never stops a game (logged, hand-set weights, reported by the self-test)."""

import importlib
import json

import pytest

from giantapp.ai.hard import HardAgent
from giantapp.ai.levels import EasyAgent, NormalAgent
from giantapp.engine import DataError
from tests.play import easy_positions

TITLES = {"giants": "giantapp.ai.giants_knowledge", "hawaii": "giantapp.ai.hawaii_knowledge"}


def module(game):
    return importlib.import_module(TITLES[game])


def a_position(game: str, decisions: int = 80):
    """The position after ``decisions`` decisions of an easy four-player game."""
    for index, state in enumerate(easy_positions(game, 4, 11)):
        if index == decisions:
            return state
    raise AssertionError("the game ended first")


@pytest.mark.parametrize("game", sorted(TITLES))
def test_only_the_hard_level_uses_the_fitted_weights(game):
    assert module(game).FITTED.shipped(), "the shipped file gives weights"
    assert EasyAgent(game).knowledge.fitted_evaluation == 0
    assert NormalAgent(game).knowledge.fitted_evaluation == 0
    hard = HardAgent(game).knowledge
    assert hard.fitted_evaluation == 1
    assert NormalAgent(game).knowledge.fitted_evaluation == 0  # hard's own knowledge object was changed
    state = a_position(game)
    assert hard.evaluate(state) != NormalAgent(game).knowledge.evaluate(state)


@pytest.mark.parametrize("game", sorted(TITLES))
@pytest.mark.parametrize("damage", ["missing", "not json", "wrong features"])
def test_a_damaged_shipped_file_leaves_hard_the_hand_set_weights(monkeypatch, tmp_path, caplog, game, damage):
    """Hard must never stop a game over its tuning: the file's problem is logged (and the self-test
    reports it), every bucket falls back to the hand-set weights."""
    from giantapp import resources
    from giantapp.cli.selftest import check_resources

    fitted = module(game).FITTED
    path = tmp_path.joinpath(*fitted.file)
    path.parent.mkdir()
    if damage == "not json":
        path.write_text("{", encoding="utf-8")
    elif damage == "wrong features":
        path.write_text(json.dumps({"features": ["round"], "weights": {}}), encoding="utf-8")
    real = resources.resource_path
    monkeypatch.setattr(resources, "resource_path", lambda *parts: path if parts == fitted.file else real(*parts))
    with pytest.raises(DataError, match="ai-evaluation.json"):
        fitted.load()
    fitted.forget()
    try:
        with caplog.at_level("WARNING", logger="giantapp.ai.fitted"):
            assert fitted.shipped() == {}
        assert "hand-set evaluation" in caplog.text
        state = a_position(game)
        assert HardAgent(game).knowledge.evaluate(state) == NormalAgent(game).knowledge.evaluate(state)
        check = check_resources()
        assert not check.ok and "ai-evaluation.json" in check.detail
    finally:
        fitted.forget()

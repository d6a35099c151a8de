import pytest

from giantapp.engine.registry import register_test_game
from tests.fixtures.dice_duel import DiceDuel

register_test_game(DiceDuel())


@pytest.fixture
def dice_duel():
    return DiceDuel()

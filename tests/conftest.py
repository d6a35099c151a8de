import pytest
from hypothesis import settings as hypothesis_settings

from giantapp.engine.registry import register_test_game
from tests.fixtures.dice_duel import DiceDuel

register_test_game(DiceDuel())

# Hypothesis with fixed seeds everywhere: every run tries the same examples (derandomize: the seed comes
# from the test itself), no example database replays old failures on one machine only, and no deadline
# (a deadline is a timed assertion).
hypothesis_settings.register_profile("giantapp", derandomize=True, database=None, deadline=None)
hypothesis_settings.load_profile("giantapp")


@pytest.fixture
def dice_duel():
    return DiceDuel()

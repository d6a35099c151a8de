import pytest
from hypothesis import settings as hypothesis_settings

from giantapp.engine.caches import clear_process_caches
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


@pytest.fixture(autouse=True)
def _cold_caches():
    """Every test starts with the rules' process-wide caches empty: what it checks must not depend on the
    tests that ran before it, and a mutation run (each mutant forked from a process that has run the
    tests) must run the code behind a cache, not read an answer the unmutated code left there."""
    clear_process_caches()

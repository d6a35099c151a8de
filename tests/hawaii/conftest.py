import pytest

from tests.catalogues import only_catalogues


@pytest.fixture(autouse=True)
def _hawaii_catalogues_only():
    """Hawaii's rules word their texts in the "Hawaii" catalogue (the names of tiles and places: "HawaiiTerms"; seat names: the engine's)."""
    with only_catalogues("Hawaii", "HawaiiTerms", "Engine"):
        yield

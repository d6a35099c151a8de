import pytest

from tests.catalogues import only_catalogues


@pytest.fixture(autouse=True)
def _giants_catalogues_only():
    """Giants' rules word their texts in the "Giants" catalogue (seat names: the engine's)."""
    with only_catalogues("Giants", "Engine"):
        yield

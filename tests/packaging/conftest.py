"""`bundle` tests build the PyInstaller bundle (slow): they run only when asked for with `-m bundle`.

They are deselected (not skipped) otherwise, so the default suite stays fast and reports nothing
misleading; `python3 dev.py test` runs `pytest -m bundle` first.
"""

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "bundle" in (config.getoption("markexpr", "") or ""):
        return
    keep, drop = [], []
    for item in items:
        (drop if item.get_closest_marker("bundle") else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep

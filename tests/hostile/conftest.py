"""The hostile corpus is generated once per test process (see ``corpus.py``)."""

from __future__ import annotations

import functools

from tests.app.conftest import RecordingGate, _stop_sessions_after_each_test, data_dir, settings  # noqa: F401

from .corpus import cases


@functools.lru_cache(maxsize=1)
def all_cases():
    return cases()


def classes():
    return sorted({case.cls for case in all_cases()})

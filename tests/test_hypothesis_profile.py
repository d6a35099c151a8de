"""Hypothesis runs with fixed seeds: the same examples on every run and every machine."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st


def test_hypothesis_tries_the_same_examples_every_run():
    assert settings.default.derandomize is True and settings.default.database is None
    assert settings.default.deadline is None

    def examples() -> list:
        seen = []

        @settings(max_examples=30)
        @given(st.lists(st.integers(), max_size=5))
        def collect(values):
            seen.append(values)

        collect()
        return seen

    first, second = examples(), examples()
    assert len(first) >= 10 and first == second

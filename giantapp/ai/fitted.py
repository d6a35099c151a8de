"""Position evaluations as weighted features, with weights fitted to recorded games.

Why. Each title's knowledge estimates a seat's final score as what it has for certain plus a weighted
sum of position features (points on their way, means to earn more). The hand-set weights are guesses;
``tools/fit_evaluation.py`` fits them to what the features turned into by the end of games between
the computer players, and writes them to a file under ``resources/``. This module holds what both
titles share: the file's format and its checks, the floors no weight may go below, and the lenient
loading the computer players use (a damaged file must never stop a game: it is logged, the hand-set
weights apply, and the self-test reports it).

The intercept (what an average seat still scores from such a position) is fitted but never used by
the evaluation: it is alike for every seat of a bucket, so it cannot change a lead, except between
seats in different buckets - and there it would reward or punish a move for the bucket it leads to.
"""

from __future__ import annotations

import logging
import math
import re
from dataclasses import dataclass, field
from typing import Callable, Sequence

from giantapp.engine.errors import DataError
from giantapp.resources import load_json

log = logging.getLogger(__name__)

Weights = tuple[float, ...]


@dataclass(frozen=True)
class FittedEvaluation:
    """One title's evaluation features: their names, the floors of their weights (intercept first;
    None: free), the buckets a weights file may hold, the hand-set weights, and the shipped file."""

    file: tuple[str, ...]
    features: tuple[str, ...]
    floors: tuple[float | None, ...]
    bucket_pattern: str
    hand_weights: Callable[[str], Weights]
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if len(self.floors) != len(self.features) + 1:
            raise ValueError("one floor for the intercept and one per feature")

    def parse(self, data: object, where: str) -> dict[str, Weights]:
        """Fitted weights per bucket from a weights file's JSON, checked; DataError names the problem.
        The file's feature names must be these, so weights fitted to other features are never applied."""
        if not isinstance(data, dict) or data.get("features") != list(self.features):
            raise DataError(f"{where}: 'features' must be {list(self.features)} (weights fitted to other features)")
        buckets = data.get("weights")
        if not isinstance(buckets, dict) or not buckets:
            raise DataError(f"{where}: 'weights' must map buckets to weight lists")
        size = len(self.features) + 1
        out = {}
        for bucket, weights in buckets.items():
            if not re.fullmatch(self.bucket_pattern, str(bucket)):
                raise DataError(f"{where}: unknown bucket {bucket!r}")
            if (not isinstance(weights, list) or len(weights) != size
                    or not all(isinstance(w, (int, float)) and not isinstance(w, bool) and math.isfinite(w)
                               for w in weights)):
                raise DataError(f"{where}: bucket {bucket!r} needs {size} finite numbers (intercept first)")
            for name, weight, floor in zip(("intercept",) + self.features, weights, self.floors):
                if floor is not None and weight < floor:
                    raise DataError(f"{where}: bucket {bucket!r} weighs {name!r} {weight}, below its floor {floor}")
            out[bucket] = tuple(float(w) for w in weights)
        return out

    def load(self) -> dict[str, Weights]:
        """The shipped fitted weights per bucket, checked (DataError names what is wrong with the file)."""
        where = "/".join(self.file)
        try:
            data = load_json(*self.file)
        except (OSError, ValueError) as exc:
            raise DataError(f"{where}: {exc}") from None
        return self.parse(data, where)

    def shipped(self) -> dict[str, Weights]:
        """The shipped weights, loaded once; a missing or damaged file is logged and leaves every
        bucket to the hand-set weights."""
        if "weights" not in self._cache:
            try:
                self._cache["weights"] = self.load()
            except DataError as exc:
                log.warning("the hard level plays with the hand-set evaluation: %s", exc)
                self._cache["weights"] = {}
        return self._cache["weights"]

    def forget(self) -> None:
        """Load the file again at the next use (tests, and the fit tool after writing it)."""
        self._cache.clear()

    def weights(self, bucket: str, fitted: bool) -> Weights:
        """The weights a position of ``bucket`` is judged by: the shipped fitted ones when ``fitted``
        and the file has that bucket, else the hand-set ones."""
        return (self.shipped().get(bucket) if fitted else None) or self.hand_weights(bucket)

    @staticmethod
    def value(base: float, weights: Weights, features: Sequence[float]) -> float:
        """``base`` (what the seat has for certain) plus the weighted features, without the intercept."""
        value = base
        for weight, feature in zip(weights[1:], features):
            value += weight * feature
        return value

"""How long a computer player may think: a wall-clock deadline, an iteration cap, or both.

Why a separate object: the app runs computer seats off the GUI thread with ``budget_ms`` and must get
an answer in time, while tests need decisions that do not depend on the machine's speed. A budget with
an iteration cap and no time limit makes a search exactly reproducible (given the same random state);
a time budget stops it early enough that one more step would not overrun the deadline.
"""

from __future__ import annotations

import threading
import time


class Budget:
    """A thinking allowance started at construction.

    ``ms``: wall-clock milliseconds (None: no time limit). ``iterations``: at most this many search
    steps (None: no cap). ``stop``: an event another thread sets when the answer is no longer wanted
    (the app's undo, new game or quit); once set, the budget is exhausted at the next check, so a
    search winds up within one step instead of thinking on for nothing. With none of the three,
    :meth:`exhausted` never says stop, so callers always pass one.
    """

    #: fraction of the time budget kept in reserve for choosing and returning the move
    RESERVE = 0.1

    def __init__(self, ms: float | None = None, iterations: int | None = None,
                 stop: threading.Event | None = None) -> None:
        if ms is not None and ms <= 0:
            raise ValueError(f"a time budget must be positive, not {ms} ms")
        if iterations is not None and iterations < 1:
            raise ValueError(f"an iteration budget must be at least 1, not {iterations}")
        self.ms = ms
        self.iterations = iterations
        self.stop = stop
        self.started = time.perf_counter()
        self.deadline = None if ms is None else self.started + ms / 1000.0 * (1.0 - self.RESERVE)
        self.done = 0
        self._slowest = 0.0
        self._last = self.started

    def elapsed_ms(self) -> float:
        return (time.perf_counter() - self.started) * 1000.0

    def tick(self) -> None:
        """Count one finished step and remember the slowest step so far (to predict the next one)."""
        now = time.perf_counter()
        self._slowest = max(self._slowest, now - self._last)
        self._last = now
        self.done += 1

    def exhausted(self) -> bool:
        """True when stopped, or when the next step would exceed the iteration cap or probably overrun
        the deadline."""
        if self.stop is not None and self.stop.is_set():
            return True
        if self.iterations is not None and self.done >= self.iterations:
            return True
        if self.deadline is not None and time.perf_counter() + self._slowest > self.deadline:
            return True
        return False

    def out_of_time(self) -> bool:
        """True once stopped or past the deadline (for loops inside one step that must bail out)."""
        if self.stop is not None and self.stop.is_set():
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline

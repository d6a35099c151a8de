"""The computer seats: their agents and the threads they think in.

Why a separate owner: threads, stop events and stale answers are their own concern. A computer thinks
in a daemon thread on its own observation; its answer comes back to the GUI thread by a queued signal
tagged with a generation number. ``interrupt`` (undo, load, new game, quit) bumps the generation and
sets the search's stop event, so a stale answer is dropped at once and nobody waits for a thread.

The answer travels through one bridge object shared by every game and kept until the process exits,
never through an object of the game itself: a thread still thinking when its game is closed, deleted
or garbage-collected must not emit on an object being destroyed in the GUI thread (that crashes the
process). The bridge hands each answer to its game only if that game is still alive.

Failures are never swallowed: an agent that raises (or finds no legal action) is logged with its
traceback, kept in ``errors`` (tests look there; ``tests/app/conftest.py`` fails a test that leaves
one unexamined) and reported by ``failed``; the session then says so and plays a random legal move.
"""

from __future__ import annotations

import atexit
import itertools
import logging
import random
import threading
import traceback
import weakref
from typing import Mapping

from PySide6.QtCore import QObject, Signal, Slot

from giantapp.ai.base import Agent
from giantapp.engine import GameState

log = logging.getLogger(__name__)


class _Bridge(QObject):
    """Carries an answer from a thinking thread to the GUI thread (queued connection), to the game that
    asked if it is still alive. One for the whole process (``_shared_bridge``)."""

    done = Signal(int, int, int, object)  # game id, generation, seat, (action | None, error text | None)

    def __init__(self) -> None:
        super().__init__()
        self.players: "weakref.WeakValueDictionary[int, ComputerPlayers]" = weakref.WeakValueDictionary()
        self.done.connect(self._deliver)

    @Slot(int, int, int, object)
    def _deliver(self, ident: int, generation: int, seat: int, result: object) -> None:
        players = self.players.get(ident)
        if players is not None:
            try:
                players._on_done(generation, seat, result)
            except RuntimeError:  # its Qt side was deleted meanwhile: nobody is listening
                pass


_BRIDGE: _Bridge | None = None
_EMIT_LOCK = threading.Lock()  # held while a thread emits; at exit, no thread emits any more
_EXITING = False
_IDS = itertools.count(1)


def _shared_bridge() -> _Bridge:
    """The process's bridge, created in the GUI thread by the first game with computer seats."""
    global _BRIDGE
    if _BRIDGE is None:
        _BRIDGE = _Bridge()
        atexit.register(_stop_emitting)
    return _BRIDGE


def _stop_emitting() -> None:
    global _EXITING
    with _EMIT_LOCK:
        _EXITING = True


class ComputerPlayers(QObject):
    """Owns the agents of the computer seats and runs each decision in a thread of its own."""

    decided = Signal(int, object)  # seat, the action it chose (current generation only)
    failed = Signal(int, str)  # seat, what went wrong (the traceback is in the log and in ``errors``)
    thinking_changed = Signal(int, bool)  # a computer seat started/stopped thinking

    def __init__(self, agents: Mapping[int, Agent], budget_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._agents = dict(agents)
        self._budget_ms = budget_ms
        self._generation = 0
        self._thinking: int | None = None
        self._stop: threading.Event | None = None
        self._alive = threading.Event()
        self._alive.set()
        #: (seat, traceback text) of every failure so far, oldest first
        self.errors: list[tuple[int, str]] = []
        self._id = next(_IDS)
        self._bridge = _shared_bridge()
        self._bridge.players[self._id] = self

    def __contains__(self, seat: object) -> bool:
        return seat in self._agents

    @property
    def thinking(self) -> int | None:
        """The seat thinking now, or None."""
        return self._thinking

    def think(self, seat: int, observation: GameState, rng: random.Random) -> None:
        """Let ``seat`` decide on ``observation`` (its own) in a thread; the answer arrives as ``decided``."""
        generation = self._generation
        ident = self._id
        agent = self._agents[seat]
        budget = self._budget_ms
        bridge = self._bridge
        alive = self._alive
        stop = threading.Event()  # set by interrupt(): the search winds up instead of thinking on
        self._stop = stop
        self._thinking = seat
        self.thinking_changed.emit(seat, True)

        def work() -> None:
            try:
                legal = observation.legal_actions(seat)
                if not legal:
                    raise RuntimeError("the rules list no legal action for this computer seat")
                result: tuple[object, str | None] = (agent.choose(observation, seat, legal, rng, budget, stop=stop), None)
            except Exception:  # reported in the GUI thread with its traceback; the game goes on
                result = (None, traceback.format_exc())
            with _EMIT_LOCK:
                if not alive.is_set() or _EXITING:  # shut down meanwhile: nobody is listening
                    return
                bridge.done.emit(ident, generation, seat, result)

        threading.Thread(target=work, name=f"giantapp-computer-{seat}", daemon=True).start()

    def report(self, seat: int, text: str) -> None:
        """Record and announce a failure of ``seat``'s computer player (also used for refused answers)."""
        log.error("computer player of seat %d failed:\n%s", seat, text)
        self.errors.append((seat, text))
        self.failed.emit(seat, text)

    def interrupt(self) -> None:
        """Forget any thought in progress: its answer will be dropped, and its search told to stop."""
        self._generation += 1
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        if self._thinking is not None:
            seat, self._thinking = self._thinking, None
            self.thinking_changed.emit(seat, False)

    def shutdown(self) -> None:
        """Stop for good: no answer is delivered any more."""
        with _EMIT_LOCK:
            self._alive.clear()
        self._bridge.players.pop(self._id, None)
        self.interrupt()

    @Slot(int, int, object)
    def _on_done(self, generation: int, seat: int, result: object) -> None:
        if generation != self._generation or not self._alive.is_set():
            return
        self._thinking = None
        self._stop = None
        self.thinking_changed.emit(seat, False)
        action, error = result  # type: ignore[misc]
        if error is not None:
            self.report(seat, error)
            return
        self.decided.emit(seat, action)

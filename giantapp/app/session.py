"""The session: one game in progress, between the rules, the computer players, the views and people.

Why this shape (ARCHITECTURE.md, "Qt application"):

- The session holds the one authoritative full state. Views never see it: they draw ``view_state()``,
  the observation of ``viewer`` (whose view is shown), which is kept separate from who acts.
- Views turn gestures into actions and call ``submit``; the rules validate; on refusal the rules'
  reason goes to ``message`` and nothing changes. After every change ``state_changed`` is emitted and
  the views redraw from ``view_state()``.
- What happens next (chance, a computer seat, a hand-off to another human) is decided in ``_advance``,
  which always runs from the event loop (a zero timer), never inside a view's mouse handler, so a
  modal hand-off dialog or a redraw cannot delete the item whose event is being handled.
- Computer seats think in a daemon thread on their own observation; the result comes back by a
  queued signal tagged with a generation number. Undo, load, new game and quit bump the generation,
  so a stale result is dropped at once (an agent cannot be interrupted mid-thought, but nobody waits).
- Random numbers: every chance draw and computer decision uses ``random.Random("<seed>:<index>:<seat>")``
  where index is the number of actions so far. A saved seed therefore continues a game exactly as
  it would have gone, with no generator state in the file, and undo/redo cannot shift the dice.
- Undo (Board Game Arena policy): a human's own consecutive actions can be taken back until a
  barrier — a chance outcome, an action that reveals hidden information, another seat's action, or a
  hand-off. Every undo/redo is autosaved like an action.
- Privacy: with two or more humans, the keyboard passes to a different human through the injected
  ``PrivacyGate`` when private information would be on screen — the next human's (``observation``
  differs from the public one), the previous human's, or a secret simultaneous step (several seats to
  act at once, e.g. Giants' bid). While the gate is closed the viewer is None (public facts only).
- The log (``game_log.GameLog``): choices made in a simultaneous step are logged as "has made a secret
  choice" and described when the step ends; a run of chance steps of one kind (Hawaii's price-token draws)
  is one line. The log is rebuilt from the record for a resumed game and after a language switch.
"""

from __future__ import annotations

import logging
import random
import secrets
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from giantapp.ai import make_agent
from giantapp.ai.base import Agent, RandomAgent
from giantapp.engine import CHANCE, Action, Game, GameRecord, GameState, IllegalAction, RecordError, Seat, get_game
from giantapp.engine import record_action, replay

from .game_log import GameLog, LogEntry, chance_group, settle_fact
from .privacy import OpenGate, PrivacyGate, has_private_information
from .saves import SaveData, write_save
from .settings import DEFAULTS, Settings

log = logging.getLogger(__name__)

#: default thinking budget of a computer seat (levels may use less)
DEFAULT_BUDGET_MS = 1500

#: default seat colours (Okabe-Ito palette: distinguishable with the common colour-vision deficiencies)
SEAT_COLOURS = ("#d55e00", "#0072b2", "#e6c200", "#009e73", "#cc79a7", "#56b4e9")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Session", text)


@dataclass
class _UndoStep:
    seat: int
    action: Action
    before: GameState
    record_len: int


class _WorkerBridge(QObject):
    """Carries a computer's decision from its thread to the GUI thread (queued connection)."""

    done = Signal(int, int, object)  # generation, seat, (action | None, error text | None)


class Session(QObject):
    """Drives one game. See the module docstring for the reasons behind each part."""

    state_changed = Signal()  # after any change: action, undo/redo, load, viewer switch
    action_logged = Signal(int, str)  # seat (-1 chance), the action in words
    message = Signal(str)  # refusals with the rules' reason, info for the status bar
    thinking_changed = Signal(int, bool)  # a computer seat started/stopped thinking
    game_over = Signal()
    undo_changed = Signal()  # can_undo()/can_redo() may have changed
    log_entry_changed = Signal(int)  # log entry at this index was added (index == old length) or updated
    log_reset = Signal()  # the whole log was rebuilt (e.g. in another language): read log_entries() again

    def __init__(
        self,
        record: GameRecord,
        *,
        seed: int | None = None,
        gate: PrivacyGate | None = None,
        settings: Settings | None = None,
        autosave_path: str | Path | None = None,
        viewer: int | None = None,
        state: GameState | None = None,
        budget_ms: int = DEFAULT_BUDGET_MS,
        agent_factory: Callable[[str, str], Agent] = make_agent,
        parent: QObject | None = None,
    ) -> None:
        """Resume ``record`` (replayed through the rules unless ``state`` is given).

        RecordError if the record does not replay or a computer level is unknown; nothing is started
        until ``start()``, so callers can connect signals first.
        """
        super().__init__(parent)
        self.game: Game = record.game_object()
        self.record: GameRecord = record
        if len(record.seats) != record.players:
            record.seats = [Seat(name=f"Player {i + 1}") for i in range(record.players)]
        self.seats: list[Seat] = record.seats
        for index, seat in enumerate(self.seats):
            if not seat.colour:
                seat.colour = SEAT_COLOURS[index % len(SEAT_COLOURS)]
        if state is None:
            state, failure = replay(record)
            if failure is not None:
                raise RecordError(
                    f"action {failure.index + 1} ({failure.action!r}) is refused by the rules: {failure.reason}"
                )
        self._state: GameState = state
        self.seed: int = int(seed) if seed is not None else secrets.randbelow(2**31)
        self._gate: PrivacyGate = gate if gate is not None else OpenGate()
        self._settings = settings
        self._autosave_path = Path(autosave_path) if autosave_path else None
        self._budget_ms = budget_ms
        self._agents: dict[int, Agent] = {}
        for index, seat in enumerate(self.seats):
            if seat.kind == "computer":
                try:
                    self._agents[index] = agent_factory(seat.level or "random", record.game)
                except (ValueError, ImportError) as exc:
                    raise RecordError(f"{seat.name}: computer level {seat.level!r} is not available ({exc})") from None
        self._humans = [i for i, s in enumerate(self.seats) if s.kind == "human"]

        # whose view is shown, and which human holds the keyboard (separate from who acts)
        self._viewer: int | None = None
        self._shown_human: int | None = None
        self._active_human: int | None = None
        if len(self._humans) == 1:
            self._viewer = self._shown_human = self._humans[0]
        elif viewer is not None and len(self._humans) == 0 and 0 <= viewer < record.players:
            self._viewer = viewer
        # with two or more humans a loaded game starts closed: the first decision is a hand-off

        self.last_action: tuple[int, Action, GameState] | None = None
        self._undo: list[_UndoStep] = []
        self._redo: list[tuple[int, Action]] = []
        self._log: GameLog = GameLog.from_record(record, self._describe) if record.actions else GameLog()
        self._view_cache: GameState | None = None
        self._legal_cache: list[Action] | None = None

        self._generation = 0
        self._thinking: int | None = None
        self._stop_thinking: threading.Event | None = None
        self._pending: tuple[int, int, Action] | None = None  # generation, seat, action
        self._ready_at = 0.0  # monotonic time when the last animation has finished
        self._in_gate = False
        self._closed = False
        self._started = False
        self._game_over_emitted = False
        self._autosave_error_shown = False

        self._alive = threading.Event()
        self._alive.set()
        self._bridge = _WorkerBridge(self)
        self._bridge.done.connect(self._on_computer_done)
        self._advance_timer = QTimer(self)
        self._advance_timer.setSingleShot(True)
        self._advance_timer.timeout.connect(self._advance)
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._apply_timer.timeout.connect(self._apply_pending)

    # --- construction helpers ------------------------------------------------------------------
    @classmethod
    def new_game(
        cls,
        game_name: str,
        seats: Sequence[Seat],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        **kwargs: Any,
    ) -> "Session":
        """A fresh game; ValueError with a message for people if the setup is not valid."""
        game = get_game(game_name)
        game.check_players(len(seats))
        checked = game.validate_options(options)
        for index, seat in enumerate(seats):
            if not seat.name.strip():
                raise ValueError(_tr("Seat {n} needs a name.").replace("{n}", str(index + 1)))
        record = GameRecord(game=game_name, players=len(seats), options=checked, seats=[Seat(**s.to_json()) for s in seats])
        try:
            return cls(record, seed=seed, state=game.new_game(len(seats), checked), **kwargs)
        except RecordError as exc:
            raise ValueError(str(exc)) from None

    @classmethod
    def from_save(cls, data: SaveData, state: GameState | None = None, **kwargs: Any) -> "Session":
        """Resume a checked save (``saves.load_save``); RecordError if it cannot be resumed."""
        return cls(data.record, seed=data.seed, viewer=data.viewer, state=state, **kwargs)

    def save_data(self) -> SaveData:
        return SaveData(record=self.record, seed=self.seed, viewer=self._viewer, over=self._state.is_terminal())

    def save(self, path: str | Path) -> None:
        """Write a save file (atomic). OSError if the file cannot be written."""
        write_save(path, self.save_data())

    # --- lifecycle -------------------------------------------------------------------------
    def start(self) -> None:
        """Begin driving the game (chance, computers, hand-offs) from the event loop."""
        if self._started or self._closed:
            return
        self._started = True
        self._autosave()
        self._schedule_advance()

    def shutdown(self) -> None:
        """Stop at once: stale computer results are dropped, no timer fires any more."""
        if self._closed:
            return
        self._closed = True
        self._alive.clear()
        self._interrupt()
        self._advance_timer.stop()

    @property
    def closed(self) -> bool:
        return self._closed

    # --- what views read -------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """Whose view is shown (None: public facts only)."""
        return self._viewer

    def view_state(self) -> GameState:
        """The observation of ``viewer``; the full state is never handed out while people watch."""
        if self._view_cache is None:
            self._view_cache = self._named(self._state.observation(self._viewer))
        return self._view_cache

    def human_seat_to_act(self) -> int | None:
        """The seat the person at the keyboard decides for now, or None (computer, chance, hand-off)."""
        if self._in_gate or self._closed or self._active_human is None:
            return None
        if self._active_human not in self._state.to_act():
            return None
        return self._active_human

    def legal_actions(self) -> list[Action]:
        """The legal actions of ``human_seat_to_act()``, computed from what that seat may know."""
        seat = self.human_seat_to_act()
        if seat is None:
            return []
        if self._legal_cache is None:
            view = self.view_state() if self._viewer == seat else self._state.observation(seat)
            self._legal_cache = list(view.legal_actions(seat))
        return list(self._legal_cache)

    def seat_name(self, seat: int) -> str:
        if seat == CHANCE:
            return _tr("Chance")
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return _tr("Seat {n}").replace("{n}", str(seat + 1))

    def seat_colour(self, seat: int) -> str:
        if 0 <= seat < len(self.seats) and self.seats[seat].colour:
            return str(self.seats[seat].colour)
        return "#808080"

    def seat_kind(self, seat: int) -> str:
        return self.seats[seat].kind

    def animation_ms(self) -> int:
        if self._settings is None:
            return int(DEFAULTS["animation_speed"])
        return self._settings.animation_speed

    @property
    def settings(self) -> Settings | None:
        return self._settings

    def status_text(self) -> str:
        if self._state.is_terminal():
            winners = self._state.winners()
            names = ", ".join(self.seat_name(s) for s in winners)
            return _tr("Game over. Winner: {names}").replace("{names}", names) if winners else _tr("Game over.")
        if self._in_gate:
            return _tr("Passing the computer…")
        text = self.view_state().status_text()
        return text or ""

    def thinking_seat(self) -> int | None:
        return self._thinking

    def is_game_over(self) -> bool:
        return self._state.is_terminal()

    def final_results(self) -> tuple[list[int], list[dict[str, int]], list[int]] | None:
        """Scores, per-category breakdown and winners once the game is over (all public then)."""
        if not self._state.is_terminal():
            return None
        return self._state.scores(), self._state.score_breakdown(), self._state.winners()

    def action_count(self) -> int:
        return len(self.record.actions)

    def full_state_copy(self) -> GameState:
        """A copy of the full state, for saving tools and tests — never for drawing."""
        return self._state.clone()

    # --- people's actions ------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply ``action`` for the human at the keyboard. On refusal: message(reason), False, no change."""
        seat = self.human_seat_to_act()
        if seat is None:
            self.message.emit(_tr("It is not your decision now."))
            return False
        try:
            self._apply(seat, action, origin="submit")
        except IllegalAction as exc:
            self.message.emit(_tr("Not possible: {reason}").replace("{reason}", exc.reason))
            return False
        return True

    def can_undo(self) -> bool:
        if not self._undo or self._in_gate or self._closed:
            return False
        owner = self._undo[-1].seat
        return self._active_human in (None, owner)

    def can_redo(self) -> bool:
        if not self._redo:
            return False
        return self.human_seat_to_act() == self._redo[-1][0]

    def undo(self) -> bool:
        """Take back the last own action (never past a barrier). False if there is none."""
        if not self.can_undo():
            return False
        step = self._undo.pop()
        self._interrupt()
        description = self._named(self._state.observation(step.seat)).describe_action(step.seat, step.action)
        self._state = step.before
        del self.record.actions[step.record_len:]
        self._log.forget_secrets_from(step.record_len)
        self._redo.append((step.seat, step.action))
        self._active_human = step.seat
        self._game_over_emitted = False
        self.last_action = None
        self._changed()
        self._autosave()
        taken_back = _tr("takes back: {action}").replace("{action}", description)
        self.log_entry_changed.emit(self._log.note(step.seat, taken_back))
        self.action_logged.emit(step.seat, taken_back)
        self.state_changed.emit()
        self.undo_changed.emit()
        self._schedule_advance()
        return True

    def redo(self) -> bool:
        """Play again the last undone action, if its seat holds the keyboard and it is still legal."""
        if not self.can_redo():
            return False
        seat, action = self._redo.pop()
        try:
            self._apply(seat, action, origin="redo")
        except IllegalAction as exc:
            self._redo.clear()
            self.undo_changed.emit()
            self.message.emit(_tr("Not possible: {reason}").replace("{reason}", exc.reason))
            return False
        return True

    # --- the core: apply one action ----------------------------------------------------------
    def _apply(self, seat: int, action: Action, origin: str) -> None:
        """Validate and apply; log, autosave, barriers, signals. IllegalAction leaves everything as it was."""
        state = self._state
        acting_before = state.to_act()
        secret = seat != CHANCE and len(acting_before) > 1
        before = state.clone()
        observation_before = self.view_state()
        try:
            reveals = state.reveals_information(seat, action)
        except Exception:  # an engine cannot judge nonsense: let apply give the reason
            reveals = True
        description = self._describe(state, seat, action)
        group = chance_group(before, seat, action)
        try:
            state.apply(seat, action)
        except IllegalAction:
            self._state = before  # the contract promises no change; make sure of it
            self._changed()
            raise
        except Exception as exc:  # a bug in the rules must not corrupt the game in progress
            self._state = before
            self._changed()
            raise IllegalAction(_tr("the rules could not apply this action ({error})").replace("{error}", repr(exc))) from exc
        record_len = len(self.record.actions)
        record_action(self.record, seat, action)

        # undo barriers
        if seat == CHANCE or origin == "computer" or reveals:
            self._undo.clear()
            self._redo.clear()
        else:
            if self._undo and self._undo[-1].seat != seat:
                self._undo.clear()
            self._undo.append(_UndoStep(seat, action, before, record_len))
            if origin == "submit":
                self._redo.clear()
        self._game_over_emitted = self._game_over_emitted and state.is_terminal()
        self.last_action = None if (secret and seat != self._viewer) else (seat, action, observation_before)
        self._ready_at = time.monotonic() + self.animation_ms() / 1000.0
        self._changed()
        self._autosave()

        if group is not None:
            group = (group[0], settle_fact(group[0], group[1], state), group[2])
        for index in self._log.add(seat, description, record_len, acting_before, state.to_act(), group):
            self.log_entry_changed.emit(index)
            entry = self._log.entries[index]
            self.action_logged.emit(entry.seat, entry.lines[-1])  # each line in words, also inside a folded run
        self.state_changed.emit()
        self.undo_changed.emit()
        self._schedule_advance()

    def _named(self, state: GameState) -> GameState:
        """``state`` with the players' names, so sentences in words say "Ana" rather than "Seat 1"."""
        state.seat_names = tuple(seat.name for seat in self.seats)
        return state

    def _describe(self, state: GameState, seat: int, action: Action) -> str:
        """The action in words as everyone may read it: the log stays on screen through hand-offs, so it
        is described from the public observation (an engine may redact what a spectator must not see)."""
        try:
            public = self._named(state.observation(None))
            return public.describe_action(seat, action)
        except Exception:
            try:
                return self._named(state.clone()).describe_action(seat, action)
            except Exception:
                return str(action)

    def log_entries(self) -> list[LogEntry]:
        """The log so far (chance runs folded, see ``game_log``); ``log_entry_changed``/``log_reset`` say
        when it changes."""
        return list(self._log.entries)

    def history_log(self) -> list[tuple[int, str]]:
        """(seat, text) of every log line so far (for a resumed game: rebuilt from its record)."""
        return [(entry.seat, entry.text()) for entry in self._log.entries]

    def rebuild_log(self) -> None:
        """Describe the whole record again (after a language switch the old lines would stay in the old
        language). Lines that are no action of the record (undo notes) are not kept."""
        self._log = GameLog.from_record(self.record, self._describe)
        self.log_reset.emit()

    def _changed(self) -> None:
        self._view_cache = None
        self._legal_cache = None

    def _autosave(self) -> None:
        if self._autosave_path is None or self._closed:
            return
        try:
            write_save(self._autosave_path, self.save_data(), durable=False)
        except OSError as exc:
            if not self._autosave_error_shown:
                self._autosave_error_shown = True
                self.message.emit(
                    _tr("Autosave failed ({error}); use Game › Save.").replace("{error}", exc.strerror or str(exc))
                )

    def _rng(self, seat: int) -> random.Random:
        return random.Random(f"{self.seed}:{len(self.record.actions)}:{seat}")

    # --- what happens next ---------------------------------------------------------------------
    def _schedule_advance(self, delay_ms: int = 0) -> None:
        if self._started and not self._closed:
            self._advance_timer.start(max(0, delay_ms))

    def _pacing_ms(self) -> int:
        return max(0, int((self._ready_at - time.monotonic()) * 1000))

    @Slot()
    def _advance(self) -> None:
        if self._closed or self._in_gate:
            return
        state = self._state
        if state.is_terminal():
            self._active_human = None
            if not self._game_over_emitted:
                self._game_over_emitted = True
                self._autosave()
                self.game_over.emit()
            return
        acting = state.to_act()
        if acting == (CHANCE,):
            if self._pending is None:
                self._pending = (self._generation, CHANCE, state.sample_chance(self._rng(CHANCE)))
                # a run of chance steps (setting up, refilling) goes at once; one after a move waits
                # for that move's animation
                follows_chance = bool(self.record.actions) and self.record.actions[-1].seat == CHANCE
                self._apply_timer.start(0 if follows_chance else self._pacing_ms())
            return
        computers = [s for s in acting if s in self._agents]
        humans = [s for s in acting if s not in self._agents]
        if computers and self._thinking is None and self._pending is None:
            self._start_thinking(computers[0])
        if not humans:
            if self._active_human is not None:
                self._active_human = None
                self._changed()
                self.state_changed.emit()
            return
        target = self._active_human if self._active_human in humans else humans[0]
        if target == self._active_human and self._viewer == target:
            return
        if self._needs_hand_off(target):
            self._hand_off(target)
            if self._closed or target not in self._state.to_act():
                self._schedule_advance()
                return
        self._active_human = target
        self._shown_human = target
        self._viewer = target
        self._changed()
        self.state_changed.emit()
        self.undo_changed.emit()
        self._schedule_advance()  # a computer may have moved while the gate was open

    def _needs_hand_off(self, target: int) -> bool:
        if len(self._humans) < 2 or target == self._shown_human:
            return False
        state = self._state
        if len(state.to_act()) > 1:  # a simultaneous step: the choice itself is secret
            return True
        if has_private_information(state, target):
            return True
        if self._viewer is not None and has_private_information(state, self._viewer):
            return True
        return False

    def _hand_off(self, target: int) -> None:
        """Close the view (public facts only), consult the gate, which returns when ``target`` is ready."""
        self._in_gate = True
        self._viewer = None
        self._shown_human = None
        self._active_human = None
        self._undo.clear()
        self._redo.clear()
        self.last_action = None
        self._changed()
        self.state_changed.emit()
        self.undo_changed.emit()
        try:
            self._gate.hand_off(target, self.seat_name(target))
        finally:
            self._in_gate = False

    # --- computer seats and chance ---------------------------------------------------------------
    def _start_thinking(self, seat: int) -> None:
        generation = self._generation
        observation = self._state.observation(seat)
        rng = self._rng(seat)
        agent = self._agents[seat]
        budget = self._budget_ms
        bridge = self._bridge
        alive = self._alive
        stop = threading.Event()  # set by _interrupt: the search winds up instead of thinking on
        self._stop_thinking = stop
        self._thinking = seat
        self.thinking_changed.emit(seat, True)

        def work() -> None:
            try:
                legal = observation.legal_actions(seat)
                if not legal:
                    raise RuntimeError("no legal action")
                result: tuple[Action | None, str | None] = (
                    agent.choose(observation, seat, legal, rng, budget, stop=stop), None)
            except Exception as exc:  # reported in the GUI thread; the game goes on
                result = (None, f"{type(exc).__name__}: {exc}")
            if not alive.is_set():  # the session was shut down meanwhile: nobody is listening
                return
            try:
                bridge.done.emit(generation, seat, result)
            except RuntimeError:  # the session was deleted meanwhile (window closed)
                pass

        threading.Thread(target=work, name=f"giantapp-computer-{seat}", daemon=True).start()

    @Slot(int, int, object)
    def _on_computer_done(self, generation: int, seat: int, result: object) -> None:
        if generation != self._generation or self._closed:
            return
        self._thinking = None
        self._stop_thinking = None
        self.thinking_changed.emit(seat, False)
        action, error = result  # type: ignore[misc]
        if action is None:
            legal = self._state.observation(seat).legal_actions(seat)
            if not legal:
                self._schedule_advance()
                return
            self.message.emit(
                _tr("The computer player of {name} failed ({error}); it plays a random move.")
                .replace("{name}", self.seat_name(seat))
                .replace("{error}", str(error))
            )
            action = RandomAgent().choose(None, seat, legal, self._rng(seat))  # type: ignore[arg-type]
        self._pending = (generation, seat, action)
        self._apply_timer.start(self._pacing_ms())

    @Slot()
    def _apply_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None or self._closed:
            return
        generation, seat, action = pending
        if generation != self._generation:
            self._schedule_advance()
            return
        if seat not in self._state.to_act():
            self._schedule_advance()
            return
        try:
            self._apply(seat, action, origin="computer" if seat != CHANCE else "chance")
        except IllegalAction as exc:
            if seat == CHANCE:
                self.message.emit(_tr("The rules refused a chance outcome: {reason}").replace("{reason}", exc.reason))
            self._schedule_advance()

    def _interrupt(self) -> None:
        """Forget any computer thought or pending move (bumps the generation)."""
        self._generation += 1
        if self._stop_thinking is not None:
            self._stop_thinking.set()
            self._stop_thinking = None
        self._apply_timer.stop()
        self._pending = None
        if self._thinking is not None:
            seat, self._thinking = self._thinking, None
            self.thinking_changed.emit(seat, False)

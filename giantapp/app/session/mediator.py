"""The session: one game in progress, the mediator between the rules, the computer players, the views,
the undo history and the saves.

Why this shape (ARCHITECTURE.md, "Qt application"): the session itself only decides what happens next
and keeps those parts consistent; the undo bookkeeping is ``history.History`` (Qt-free), the computer
players' threads belong to ``computers.ComputerPlayers``, the log to ``game_log.GameLog`` and the file
format to ``saves``.

- The session holds the one authoritative full state. Views never see it: they draw ``view_state()``,
  the observation of ``viewer`` (whose view is shown), which is kept separate from who acts.
- Views turn gestures into actions and call ``submit``; the rules validate; on refusal the rules'
  reason goes to ``message`` and nothing changes. After every change ``state_changed`` is emitted and
  the views redraw from ``view_state()``.
- What happens next (chance, a computer seat, a hand-off to another human) is decided in ``_advance``,
  which always runs from the event loop (a zero timer), never inside a view's mouse handler, so a
  modal hand-off dialog or a redraw cannot delete the item whose event is being handled.
- Computer seats think in a thread on their own observation (``ComputerPlayers``); undo, load, new
  game and quit interrupt them, so a stale answer is dropped at once and nobody waits. A computer
  player that fails is logged, kept in ``computer_errors`` and announced; a random legal move replaces
  its answer so the game goes on.
- Random numbers: every chance draw and computer decision uses ``random.Random("<seed>:<index>:<seat>")``
  where index is the number of actions so far. A saved seed therefore continues a game exactly as
  it would have gone, with no generator state in the file, and undo/redo cannot shift the dice.
- Undo (Board Game Arena policy): a human's own consecutive actions can be taken back until a
  barrier — a chance outcome, an action that reveals hidden information, another seat's action, or a
  hand-off. Every undo/redo is autosaved like an action.
- Confirm, then hand off (``pending_confirmation``/``confirm``): a hand-off is an undo barrier, so it
  never follows a human's action at once. When a human's action ends that human's part (the next
  decision is not theirs) and the screen would then change hands (a hand-off, or the switch to the
  public view, see below), the session waits for the acting player's "Done": the table keeps showing
  the result from the acting player's own view, Undo works, computer seats do not start thinking (an
  answer already being computed is held back, not applied), chance does not run. ``confirm`` then
  lets the game go on (the hand-off follows). With the setting "Ask before ending a turn"
  (``Settings.confirm_end_turn``) the same confirmation is asked whenever the next decision is not the
  same human's: before computers move, before chance, before the game's end, also with one human.
  Not asked (setting off): after a forced action (the only legal one: undoing it could change
  nothing). What comes next is looked up through chance steps: chance draws are reproducible from
  the seed (see "Random numbers"), so the session knows exactly whose decision follows a roll. The
  pending confirmation is not saved: a game left while it waits resumes with the action played and,
  with two or more humans, starts with the hand-off to the next player (a loaded hotseat game always
  starts closed); with one human it simply goes on.
- Autosave: after every change the whole save is written to ``autosave_path`` (one file per game, with a
  small summary for the start page, see ``saves``). A failure is said once in ``message`` and kept in
  ``autosave_error`` until a later autosave succeeds, so the window can ask before anything is lost.
- Privacy: with two or more humans, the keyboard passes to a different human through the injected
  ``PrivacyGate`` when private information would be on screen — the next human's (``observation``
  differs from the public one), the previous human's, or a secret simultaneous step (several seats to
  act at once, e.g. Giants' bid). While the gate is closed the viewer is None (public facts only).
- No needless hand-off (a public decision): the gate is skipped when the next human has nothing
  private to decide, precisely when (1) that human alone is to act (no simultaneous step), (2) the
  rules list exactly one legal action for them (e.g. Giants' "pass"), and (3) the legal actions
  computed from the public observation equal those computed from their own. That human then plays
  from the public view (viewer None), so the previous player's private information is off the screen
  and nothing of theirs is shown either. As soon as they have a real decision (more than one action,
  or one that depends on what they know), the usual rule applies: the view of the human at the
  keyboard is shown directly, any other human's after a hand-off. Under Giants' *open screens* only
  the bid and its reveal are private, so hand-offs happen only around the secret bid.
- The log (``game_log.GameLog``): choices made in a simultaneous step are logged as "Ana has made a
  secret choice" and described when the step ends ("Revealed: …"); every line names its subject; a run of chance steps of one kind (Hawaii's price-token draws)
  is one line. The log is rebuilt from the record for a resumed game and after a language switch.
"""

from __future__ import annotations

import logging
import random
import secrets
import time
from pathlib import Path
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from giantapp.ai import make_agent
from giantapp.ai.base import Agent, RandomAgent
from giantapp.engine import CHANCE, Action, Game, GameRecord, GameState, IllegalAction, RecordError, Seat, get_game
from giantapp.engine import record_action, replay

from ..game_log import GameLog, LogEntry, chance_group, settle_fact
from ..privacy import OpenGate, PrivacyGate, has_private_information
from ..saves import SaveData, Summary, write_save
from ..settings import DEFAULTS, Settings
from .computers import ComputerPlayers
from .history import History

log = logging.getLogger(__name__)

#: default thinking budget of a computer seat (levels may use less)
DEFAULT_BUDGET_MS = 1500

#: default seat colours (Okabe-Ito palette: distinguishable with the common colour-vision deficiencies)
SEAT_COLOURS = ("#d55e00", "#0072b2", "#e6c200", "#009e73", "#cc79a7", "#56b4e9")


#: how many chance steps ``Session`` looks ahead to find whose decision comes next
CHANCE_LOOKAHEAD = 400


@dataclass(frozen=True)
class Confirmation:
    """The acting human's "Done" that the session waits for (see the module docstring).

    ``seat``: the human who acted and confirms. ``next_seat``: whose decision follows (a human or a
    computer seat; None when chance decides first or the game ends). ``hand_off``: the keyboard then
    passes through the privacy gate. ``game_over``: the action ended the game.
    """

    seat: int
    next_seat: int | None
    hand_off: bool
    game_over: bool = False


def _tr(text: str, **fields: Any) -> str:
    """``text`` translated in the "Session" context, then filled with its named fields."""
    translated = QCoreApplication.translate("Session", text)
    if not fields:
        return translated
    try:
        return translated.format(**fields)
    except (KeyError, IndexError, ValueError):  # a broken translation: fall back to the source text
        return text.format(**fields)


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
    computer_failed = Signal(int, str)  # a computer player raised (seat, traceback); also in computer_errors
    confirmation_changed = Signal()  # pending_confirmation() was set or cleared
    refused = Signal(str)  # a person's action was refused: the message (also sent as ``message``)

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
            state, failure = replay(record, normalize=True)  # a version-1 record becomes version 2
            if failure is not None:
                raise RecordError(
                    f"action {failure.index + 1} ({failure.action!r}) is refused by the rules: {failure.reason}"
                )
        self._state: GameState = state
        self.seed: int = int(seed) if seed is not None else secrets.randbelow(2**31)
        self._gate: PrivacyGate = gate if gate is not None else OpenGate()
        self._settings = settings
        self._autosave_path = Path(autosave_path) if autosave_path else None
        agents: dict[int, Agent] = {}
        for index, seat in enumerate(self.seats):
            if seat.kind == "computer":
                try:
                    agents[index] = agent_factory(seat.level or "random", record.game)
                except (ValueError, ImportError) as exc:
                    raise RecordError(f"{seat.name}: computer level {seat.level!r} is not available ({exc})") from None
        self._computers = ComputerPlayers(agents, budget_ms, self)
        self._computers.decided.connect(self._on_computer_decided)
        self._computers.failed.connect(self._on_computer_failed)
        self._computers.thinking_changed.connect(self.thinking_changed)
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
        self.hints: list[dict[str, int]] = []  # decisions taken after a hint (hints_used; kept in the save)
        self.history: History[GameState] = History()
        self._log: GameLog = (GameLog.from_record(record, self._describe) if record.actions
                              else GameLog(tuple(seat.name for seat in self.seats)))
        self._view_cache: GameState | None = None
        self._legal_cache: list[Action] | None = None

        self._pending: tuple[int, Action] | None = None  # seat, action: applied when the apply timer fires
        self._ready_at = 0.0  # monotonic time when the last animation has finished
        self._in_gate = False
        #: the human whose action was applied last and whether it was forced (the only legal one)
        self._acted: tuple[int, bool] | None = None
        self._confirming: Confirmation | None = None
        self._public_play = False  # the human at the keyboard plays a public decision (viewer None)
        self._closed = False
        self._started = False
        self._game_over_emitted = False
        #: why the last autosave failed (None: it worked, or there is no autosave)
        self.autosave_error: str | None = None

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
                raise ValueError(_tr("Seat {n} needs a name.", n=index + 1))
        record = GameRecord(game=game_name, players=len(seats), options=checked, seats=[Seat(**s.to_json()) for s in seats])
        try:
            return cls(record, seed=seed, state=game.new_game(len(seats), checked), **kwargs)
        except RecordError as exc:
            raise ValueError(str(exc)) from None

    @classmethod
    def from_save(cls, data: SaveData, state: GameState | None = None, **kwargs: Any) -> "Session":
        """Resume a checked save (``saves.load_save``); RecordError if it cannot be resumed."""
        session = cls(data.record, seed=data.seed, viewer=data.viewer, state=state, **kwargs)
        session.hints = list(data.hints)
        return session

    def save_data(self) -> SaveData:
        return SaveData(record=self.record, seed=self.seed, viewer=self._viewer, hints=list(self.hints))

    def summary(self) -> Summary:
        """What the start page says about this game (stored in its autosave, read without the rules)."""
        return Summary.of(self.record, self._state.round_number(), self._state.is_terminal())

    def save(self, path: str | Path) -> None:
        """Write a save file (atomic, durable). OSError if the file cannot be written."""
        write_save(path, self.save_data(), summary=self.summary())

    @property
    def autosave_path(self) -> Path | None:
        """The file this game autosaves to after every change (None: no autosave)."""
        return self._autosave_path

    def has_player_actions(self) -> bool:
        """Whether any seat has decided anything yet (a game of chance set-up alone is not worth keeping)."""
        return any(entry.seat != CHANCE for entry in self.record.actions)

    @property
    def computer_errors(self) -> list[tuple[int, str]]:
        """(seat, traceback) of every failure of a computer player so far (also logged and announced)."""
        return self._computers.errors

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
        self._computers.shutdown()
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
        """The seat the person at the keyboard decides for now, or None (computer, chance, hand-off,
        or a confirmation is pending)."""
        if self._in_gate or self._closed or self._active_human is None or self._confirming is not None:
            return None
        if self._active_human not in self._state.to_act():
            return None
        if self._viewer != self._active_human and not self._public_play:
            return None  # their own view is not on screen yet (``_advance`` shows it)
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
        return _tr("Seat {n}", n=seat + 1)

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
            return _tr("Game over. Winner: {names}", names=names) if winners else _tr("Game over.")
        if self._in_gate:
            return _tr("Passing the computer…")
        if self._confirming is not None:
            return _tr("{name}: check the result, then press Done (Undo takes it back).",
                       name=self.seat_name(self._confirming.seat))
        text = self.view_state().status_text() or ""
        if self._public_play and self.human_seat_to_act() is not None:
            return _tr("{status} — {name} has only one choice, open to all: no hand-off needed.",
                       status=text, name=self.seat_name(self._active_human))
        return text

    def thinking_seat(self) -> int | None:
        return self._computers.thinking

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
        forced = len(self.legal_actions()) == 1
        try:
            self._apply(seat, action, origin="submit", forced=forced)
        except IllegalAction as exc:
            self._refuse(exc.reason)
            return False
        return True

    def pending_confirmation(self) -> Confirmation | None:
        """The "Done" the session waits for before the game goes on, or None (module docstring)."""
        return self._confirming

    def confirm(self) -> bool:
        """The acting player is done: the game goes on (a hand-off follows from the event loop, never
        inside the caller's click handler). False when no confirmation is pending."""
        if self._confirming is None or self._closed:
            return False
        self._confirming = None
        self._changed()
        self.confirmation_changed.emit()
        self.state_changed.emit()
        self.undo_changed.emit()
        if self._pending is not None:  # a computer's answer held back meanwhile
            self._apply_timer.start(self._pacing_ms())
        self._schedule_advance()
        return True

    def _refuse(self, reason: str) -> None:
        text = _tr("Not possible: {reason}", reason=reason)
        self.message.emit(text)
        self.refused.emit(text)

    def can_undo(self) -> bool:
        if self._in_gate or self._closed:
            return False
        return self.history.can_undo(self._active_human)

    def can_redo(self) -> bool:
        seat = self.history.redo_seat()
        return seat is not None and self.human_seat_to_act() == seat

    def undo(self) -> bool:
        """Take back the last own action (never past a barrier). False if there is none."""
        if not self.can_undo():
            return False
        step = self.history.take_back()
        self._interrupt()
        self._acted = None
        waited = self._confirming is not None
        self._confirming = None
        description = self._describe(step.before, step.seat, step.action)  # public words: the log stays on screen
        self._state = step.before
        del self.record.actions[step.record_len:]
        self._log.forget_secrets_from(step.record_len)
        self._active_human = step.seat
        self._game_over_emitted = False
        self.last_action = None
        self._changed()
        self._autosave()
        taken_back = _tr("{name} takes back: {action}", name=self.seat_name(step.seat), action=description)
        self.log_entry_changed.emit(self._log.note(step.seat, taken_back))
        self.action_logged.emit(step.seat, taken_back)
        if waited:
            self.confirmation_changed.emit()
        self.state_changed.emit()
        self.undo_changed.emit()
        self._schedule_advance()
        return True

    def redo(self) -> bool:
        """Play again the last undone action, if its seat holds the keyboard and it is still legal."""
        if not self.can_redo():
            return False
        seat, action = self.history.pop_redo()
        try:
            self._apply(seat, action, origin="redo")
        except IllegalAction as exc:
            self.history.forget_redo()
            self.undo_changed.emit()
            self._refuse(exc.reason)
            return False
        return True

    # --- the core: apply one action ----------------------------------------------------------
    def _apply(self, seat: int, action: Action, origin: str, forced: bool = False) -> None:
        """Validate and apply; log, autosave, barriers, signals. IllegalAction leaves everything as it was.

        ``forced``: a human's only legal action (no confirmation is needed after it, see the docstring)."""
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
            log.error("the rules failed on %r by seat %d", action, seat, exc_info=True)
            raise IllegalAction(_tr("the rules could not apply this action ({error})", error=repr(exc))) from exc
        record_len = len(self.record.actions)
        action = before.normalize(seat, action)  # as performed: the record and the animation get its relay
        record_action(self.record, seat, action)
        self._acted = (seat, forced) if origin in ("submit", "redo") else None
        if self._acted is not None:
            self._public_play = False  # the public decision is made; ``_advance`` decides what is shown next

        self.history.played(seat, action, before, record_len,
                            barrier=seat == CHANCE or origin == "computer" or reveals, redoing=origin == "redo")
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
        """Write the game to its autosave file; on failure say so once, until an autosave works again."""
        if self._autosave_path is None or self._closed:
            return
        try:
            write_save(self._autosave_path, self.save_data(), durable=False, summary=self.summary())
        except OSError as exc:
            first = self.autosave_error is None
            self.autosave_error = exc.strerror or str(exc)
            log.warning("autosave to %s failed: %s", self._autosave_path, exc)
            if first:
                self.message.emit(_tr("Autosave failed ({error}); use Game › Save.", error=self.autosave_error))
        else:
            self.autosave_error = None

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
        if self._closed or self._in_gate or self._confirming is not None:
            return
        state = self._state
        if self._acted is not None and self._acted[0] not in state.to_act():
            seat, forced = self._acted
            self._acted = None
            confirmation = self._confirmation_after(seat, forced)
            if confirmation is not None:
                self._confirming = confirmation
                self._changed()
                self.confirmation_changed.emit()
                self.state_changed.emit()
                self.undo_changed.emit()
                return
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
                self._pending = (CHANCE, state.sample_chance(self._rng(CHANCE)))
                # a run of chance steps (setting up, refilling) goes at once; one after a move waits
                # for that move's animation
                follows_chance = bool(self.record.actions) and self.record.actions[-1].seat == CHANCE
                self._apply_timer.start(0 if follows_chance else self._pacing_ms())
            return
        computers = [s for s in acting if s in self._computers]
        humans = [s for s in acting if s not in self._computers]
        if computers and self._computers.thinking is None and self._pending is None:
            seat = computers[0]
            self._computers.think(seat, self._state.observation(seat), self._rng(seat))
        if not humans:
            if self._active_human is not None:
                self._active_human = None
                self._public_play = False
                self._changed()
                self.state_changed.emit()
            return
        target = self._active_human if self._active_human in humans else humans[0]
        if target == self._active_human:
            if self._viewer == target:
                return
            if self._public_play and self._public_decision(target, state):
                return
            # the same person stays at the keyboard and now has a real decision: their own view
        elif self._needs_hand_off(target, state):
            if self._public_decision(target, state):
                self._play_in_public(target)
                return
            self._hand_off(target)
            if self._closed or target not in self._state.to_act():
                self._schedule_advance()
                return
        self._active_human = target
        self._shown_human = target
        self._viewer = target
        self._public_play = False
        self._changed()
        self.state_changed.emit()
        self.undo_changed.emit()
        self._schedule_advance()  # a computer may have moved while the gate was open

    def _confirmation_after(self, seat: int, forced: bool) -> Confirmation | None:
        """What ``seat`` (a human whose part just ended) must confirm before the game goes on, or None."""
        ask = self._settings is not None and self._settings.confirm_end_turn
        following, acting = self._next_decision()
        if not acting:
            return Confirmation(seat, None, False, game_over=following.is_terminal()) if ask else None
        if acting == (CHANCE,):  # the look-ahead could not pass the chance steps
            return Confirmation(seat, None, False) if ask else None
        humans = [s for s in acting if s not in self._computers]
        if seat in humans:
            return None  # the same human decides next (after chance): nothing to hand over
        if not humans:
            return Confirmation(seat, acting[0], False) if ask else None
        target = humans[0]
        screen_changes = len(self._humans) >= 2 and self._needs_hand_off(target, following)
        if not ask and (forced or not screen_changes):
            return None
        hand_off = screen_changes and not self._public_decision(target, following)
        return Confirmation(seat, target, hand_off)

    def _next_decision(self) -> tuple[GameState, tuple[int, ...]]:
        """The state at the next decision that is not chance's, and who makes it. Chance steps are
        played ahead on a copy with the very draws the game will make (see "Random numbers")."""
        state = self._state
        acting = state.to_act()
        if acting != (CHANCE,):
            return state, acting
        probe = state.clone()
        index = len(self.record.actions)
        try:
            for _ in range(CHANCE_LOOKAHEAD):
                acting = probe.to_act()
                if acting != (CHANCE,):
                    return probe, acting
                probe.apply(CHANCE, probe.sample_chance(random.Random(f"{self.seed}:{index}:{CHANCE}")))
                index += 1
        except Exception:  # the game itself will say what is wrong with its chance step
            log.warning("could not look ahead through chance steps", exc_info=True)
        return state, (CHANCE,)

    def _needs_hand_off(self, target: int, state: GameState) -> bool:
        if len(self._humans) < 2 or target == self._shown_human:
            return False
        if len(state.to_act()) > 1:  # a simultaneous step: the choice itself is secret
            return True
        if has_private_information(state, target):
            return True
        if self._viewer is not None and has_private_information(state, self._viewer):
            return True
        return False

    def _public_decision(self, target: int, state: GameState) -> bool:
        """Whether ``target`` can decide from the public view: alone to act, with exactly one legal
        action, the same whether computed from the public observation or from theirs."""
        if state.to_act() != (target,):
            return False
        try:
            private = list(state.observation(target).legal_actions(target))
            if len(private) != 1:
                return False
            public = list(state.observation(None).legal_actions(target))
        except Exception:  # an observation that cannot list actions: keep the hand-off (safe side)
            return False
        return public == private

    def _play_in_public(self, target: int) -> None:
        """Give ``target`` the keyboard on the public view: no gate, nobody's secrets on screen."""
        self._viewer = None
        self._shown_human = None
        self._active_human = target
        self._public_play = True
        self.history.barrier()  # the keyboard changed hands
        self.last_action = None
        self._changed()
        self.state_changed.emit()
        self.undo_changed.emit()

    def _hand_off(self, target: int) -> None:
        """Close the view (public facts only), consult the gate, which returns when ``target`` is ready."""
        self._in_gate = True
        self._viewer = None
        self._shown_human = None
        self._active_human = None
        self._public_play = False
        self.history.barrier()
        self.last_action = None
        self._changed()
        self.state_changed.emit()
        self.undo_changed.emit()
        try:
            self._gate.hand_off(target, self.seat_name(target))
        finally:
            self._in_gate = False

    # --- computer seats and chance ---------------------------------------------------------------
    @Slot(int, object)
    def _on_computer_decided(self, seat: int, action: Action) -> None:
        if self._closed:
            return
        self._pending = (seat, action)
        self._apply_timer.start(self._pacing_ms())

    @Slot(int, str)
    def _on_computer_failed(self, seat: int, error: str) -> None:
        """Say so, let tests and logs see it (``computer_errors``), and keep the game going."""
        if self._closed:
            return
        self.computer_failed.emit(seat, error)
        reason = error.strip().splitlines()[-1] if error.strip() else "?"
        legal = self._state.observation(seat).legal_actions(seat) if seat in self._state.to_act() else []
        if not legal:  # nothing to play instead: the game waits, visibly, rather than retrying forever
            self.message.emit(_tr("The computer player of {name} failed ({error}).", name=self.seat_name(seat), error=reason))
            return
        self.message.emit(_tr("The computer player of {name} failed ({error}); it plays a random move.",
                              name=self.seat_name(seat), error=reason))
        self._pending = (seat, RandomAgent().choose(None, seat, legal, self._rng(seat)))  # type: ignore[arg-type]
        self._apply_timer.start(self._pacing_ms())

    @Slot()
    def _apply_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None or self._closed:
            return
        seat, action = pending
        if self._confirming is not None and seat != CHANCE:
            self._pending = pending  # held back: a computer's move would end the player's undo
            return
        if seat not in self._state.to_act():
            self._schedule_advance()
            return
        try:
            self._apply(seat, action, origin="computer" if seat != CHANCE else "chance")
        except IllegalAction as exc:
            if seat == CHANCE:
                self.message.emit(_tr("The rules refused a chance outcome: {reason}", reason=exc.reason))
                log.error("the rules refused the chance outcome %r: %s", action, exc.reason)
                return
            # a computer's answer the rules refuse is a failure of that player, never retried silently
            self._computers.report(seat, f"the rules refused {action}: {exc.reason}")

    def _interrupt(self) -> None:
        """Forget any computer thought or pending move."""
        self._computers.interrupt()
        self._apply_timer.stop()
        self._pending = None

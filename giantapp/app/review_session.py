"""A read-only stand-in for ``Session``: the real game table shows one position of a played game.

Why an adapter and not a second kind of table: the review must look exactly like play (same board,
same pieces, same words), so it hands the title's own table (``tables.make_table``) an object with the
surface tables read — ``view_state()``, ``legal_actions()``, ``human_seat_to_act()``, ``seat_name``,
``seat_colour``, ``status_text``, ``last_action``, the signals — while nobody can act: there are no legal
actions, nobody is to act, and ``submit`` is refused with a message.

What is on screen is decided here, through the timeline (``engine.timeline``): one seat's view at that
moment, the public facts, or — only once the game is over — everything. The log is the game's public
log; each line knows the position right after the action(s) it tells, so clicking a line jumps there and
stepping highlights the line of the last action played.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from giantapp.engine import CHANCE, Action, GameRecord, GameState
from giantapp.engine.timeline import Timeline

from .game_log import GameLog, LogEntry, chance_group, settle_fact
from .settings import DEFAULTS, Settings

log = logging.getLogger(__name__)

#: what the table shows besides one seat's view
PUBLIC = "public"
EVERYTHING = "everything"

#: default seat colours, as the session gives them (Okabe-Ito)
SEAT_COLOURS = ("#d55e00", "#0072b2", "#e6c200", "#009e73", "#cc79a7", "#56b4e9")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Review", text)


@dataclass
class ReviewLog:
    """The public log of a record: entries and, per entry, the position right after it was complete."""

    entries: list[LogEntry]
    ends: list[int]

    def entry_at(self, position: int) -> int | None:
        """The last line whose action(s) are all played at ``position`` (None before the first line)."""
        found = None
        for index, end in enumerate(self.ends):
            if end <= position:
                found = index
            else:
                break
        return found


def build_review_log(record: GameRecord, length: int, seat_names: tuple[str, ...]) -> ReviewLog:
    """The log as the game showed it (described from the public view, secret choices folded until their
    reveal), up to ``length`` actions, with the position where each line is complete."""
    game_log = GameLog(seat_names)
    ends: list[int] = []
    try:
        game = record.game_object()
        state = record.new_state()
        for index, entry in enumerate(record.actions[:length]):
            action = game.parse_action(entry.action)
            acting_before = state.to_act()
            description = _describe(state, entry.seat, action, seat_names)
            group = chance_group(state, entry.seat, action)
            state.apply(entry.seat, action)
            if group is not None:
                group = (group[0], settle_fact(group[0], group[1], state), group[2])
            for changed in game_log.add(entry.seat, description, index, acting_before, state.to_act(), group):
                if changed < len(ends):
                    ends[changed] = index + 1
                else:
                    ends.append(index + 1)
    except Exception:  # the log is a convenience: a game that replays must still be reviewed
        log.exception("could not build the review log")
        ends = ends[: len(game_log.entries)]
    return ReviewLog(list(game_log.entries[: len(ends)]), ends)


def _describe(state: GameState, seat: int, action: Action, seat_names: tuple[str, ...]) -> str:
    try:
        public = state.observation(None)
        public.seat_names = seat_names
        return public.describe_action(seat, action)
    except Exception:
        return str(action)


class ReviewSession(QObject):
    """The session surface over a :class:`Timeline`, read-only (see the module docstring)."""

    state_changed = Signal()
    action_logged = Signal(int, str)
    message = Signal(str)
    thinking_changed = Signal(int, bool)
    game_over = Signal()
    undo_changed = Signal()
    log_entry_changed = Signal(int)
    log_reset = Signal()
    position_changed = Signal(int)

    def __init__(self, record: GameRecord, *, settings: Settings | None = None,
                 hints: list[dict[str, int]] | None = None, timeline: Timeline | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.timeline = timeline if timeline is not None else Timeline(record)
        self.game = record.game_object()
        self.seats = record.seats
        for index, seat in enumerate(self.seats):
            if not seat.colour:
                seat.colour = SEAT_COLOURS[index % len(SEAT_COLOURS)]
        self.hints: list[dict[str, int]] = list(hints or [])
        self._settings = settings
        self._position = self.timeline.length
        humans = [i for i, s in enumerate(self.seats) if s.kind == "human"]
        if self.timeline.finished:
            self._shown: int | str = EVERYTHING
        elif len(humans) == 1:
            self._shown = humans[0]
        else:
            self._shown = PUBLIC  # several people: nobody's secrets until someone chooses a seat
        self.last_action: tuple[int, Action, GameState] | None = None
        self._view_cache: GameState | None = None
        self._closed = False
        self._log = build_review_log(record, self.timeline.length, self._names())

    # --- what is shown ---------------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self._position

    @property
    def shown(self) -> int | str:
        """A seat number, :data:`PUBLIC` or :data:`EVERYTHING`."""
        return self._shown

    def show(self, shown: int | str) -> None:
        """Show one seat's view, the public facts, or everything (refused while the game is unfinished)."""
        if shown == EVERYTHING and not self.timeline.can_show_everything:
            self.message.emit(_tr("The game is not over: only one player's view can be shown."))
            return
        if not (shown in (PUBLIC, EVERYTHING) or (isinstance(shown, int) and 0 <= shown < len(self.seats))):
            raise ValueError(f"cannot show {shown!r}")
        self._shown = shown
        self.last_action = None
        self._changed()

    def go_to(self, position: int) -> None:
        """Show the position after ``position`` actions (clamped to the record). One step forward keeps the
        action as ``last_action`` so the table can show what moved."""
        position = max(0, min(self.timeline.length, int(position)))
        if position == self._position:
            return
        self.last_action = None
        if position == self._position + 1:
            seat, action = self.timeline.action_at(self._position)
            secret = seat != CHANCE and len(self.timeline.acting_at(self._position)) > 1
            if not (secret and seat != self.viewer):
                self.last_action = (seat, action, self.view_state())
        self._position = position
        self._changed()

    def _changed(self) -> None:
        self._view_cache = None
        self.state_changed.emit()
        self.position_changed.emit(self._position)

    @property
    def viewer(self) -> int | None:
        return self._shown if isinstance(self._shown, int) else None

    def view_state(self) -> GameState:
        if self._view_cache is None:
            if self._shown == EVERYTHING:
                state = self.timeline.everything(self._position)
            else:
                state = self.timeline.observation(self._position, self.viewer)
            state.seat_names = self._names()
            self._view_cache = state
        return self._view_cache

    def _names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    # --- nobody acts in a review -------------------------------------------------------------------
    def human_seat_to_act(self) -> int | None:
        return None

    def legal_actions(self) -> list[Action]:
        return []

    def submit(self, action: Action) -> bool:
        self.message.emit(_tr("This is a review: nothing can be played here. Use “Play from here” to continue the game."))
        return False

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def thinking_seat(self) -> int | None:
        return None

    # --- words and looks -----------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        if seat == CHANCE:
            return QCoreApplication.translate("Session", "Chance")
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return str(seat + 1)

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
        view = self.view_state()
        if self._position == self.timeline.length and self.timeline.finished:
            winners = view.winners() if self._shown == EVERYTHING else self.timeline.state_at(self._position).winners()
            names = ", ".join(self.seat_name(s) for s in winners)
            return _tr("Game over. Winner: {names}").format(names=names) if winners else _tr("Game over.")
        return view.status_text() or ""

    def is_game_over(self) -> bool:
        return self.timeline.finished and self._position == self.timeline.length

    def final_results(self) -> tuple[list[int], list[dict[str, int]], list[int]] | None:
        if not self.is_game_over():
            return None
        final = self.timeline.state_at(self._position)
        return final.scores(), final.score_breakdown(), final.winners()

    def action_count(self) -> int:
        return self._position

    # --- the log ------------------------------------------------------------------------------------
    def log_entries(self) -> list[LogEntry]:
        return list(self._log.entries)

    def log_end(self, index: int) -> int:
        """The position right after log line ``index``."""
        return self._log.ends[index]

    def log_line_at(self, position: int) -> int | None:
        return self._log.entry_at(position)

    def history_log(self) -> list[tuple[int, str]]:
        return [(entry.seat, entry.text()) for entry in self._log.entries]

    def rebuild_log(self) -> None:
        """The log again in the language now in effect."""
        self._log = build_review_log(self.record, self.timeline.length, self._names())
        self.log_reset.emit()

    # --- lifecycle (nothing runs) ---------------------------------------------------------------------
    def start(self) -> None:
        return None

    def shutdown(self) -> None:
        self._closed = True

    @property
    def closed(self) -> bool:
        return self._closed

    def describe(self) -> dict[str, Any]:
        """Where the review is, for tests and diagnostics."""
        return {"position": self._position, "length": self.timeline.length, "shown": self._shown}

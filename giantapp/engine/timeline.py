"""A played game as a timeline: any position of a record, stepped by action, by turn and by round.

Why its own module (and no Qt): the review window, ``giantapp render`` and tests all need "the position
after N actions" for arbitrary N, back and forth. Replaying from the start for every step would cost a
whole game's worth of rules per click on a long Giants game, so the timeline replays the record once,
keeps a full copy every ``checkpoint_every`` actions and a cursor; a step forward applies one action to
the cursor, a step back replays at most ``checkpoint_every - 1`` actions from the checkpoint before it.

Privacy is the timeline's business, not the window's: :meth:`Timeline.observation` gives exactly what
one seat knew at that moment, and :meth:`Timeline.everything` (every secret) is refused until the game
is over, because only then has the game made every secret public.

Positions are numbered 0..``length``: position N is the state after the first N actions (0: the setup
before any action). Round marks come from ``GameState.round_number()``; a *turn* is a run of one seat's
own decisions (chance steps in between do not break it; a new round always starts a new turn).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from .errors import IllegalAction
from .i18n import tr
from .record import GameRecord, ReplayFailure
from .state import CHANCE, Action, GameState

#: a full copy of the state is kept every this many actions
DEFAULT_CHECKPOINT_EVERY = 32


class HiddenInformation(ValueError):
    """Asked for every secret of a game that is not over (only one seat's view may be shown)."""


@dataclass(frozen=True)
class RoundScores:
    """Every seat's score when ``round`` ended (``position``: the first position of the next round, or
    the last position of the record for the round in progress or the final one)."""

    round: int
    position: int
    scores: tuple[int, ...]


class Timeline:
    """Every position of one record, reachable cheaply in any order (see the module docstring).

    A record that stops being legal at some action gives a timeline up to the last good position;
    ``failure`` then says where and why (the review shows what can be shown and says so).
    """

    def __init__(self, record: GameRecord, *, checkpoint_every: int = DEFAULT_CHECKPOINT_EVERY) -> None:
        if checkpoint_every < 1:
            raise ValueError(f"checkpoint_every must be at least 1, not {checkpoint_every}")
        self.record = record
        self.game = record.game_object()
        self.checkpoint_every = checkpoint_every
        self.failure: ReplayFailure | None = None
        self._actions: list[Action] = []
        self._checkpoints: list[GameState] = []
        self._rounds: list[int | None] = []
        self._acting: list[tuple[int, ...]] = []
        self._round_scores: list[RoundScores] = []
        self._build(record.new_state())
        self._cursor_index = 0
        self._cursor: GameState = self._checkpoints[0].clone()
        self.finished: bool = self._state(self.length).is_terminal()

    # --- building --------------------------------------------------------------------------
    def _build(self, state: GameState) -> None:
        """Replay once: checkpoints, the round and the seats to act at every position, round scores."""
        every = self.checkpoint_every
        self._checkpoints.append(state.clone())
        self._note(state)
        for index, entry in enumerate(self.record.actions):
            before_round = self._rounds[-1]
            try:
                action = self.game.parse_action(entry.action)
                state.apply(entry.seat, action)
            except IllegalAction as exc:
                self.failure = ReplayFailure(index, entry.action, exc.reason)
                break
            except (ValueError, KeyError, TypeError) as exc:  # an engine choking on malformed notation
                self.failure = ReplayFailure(index, entry.action, str(exc))
                break
            self._actions.append(action)
            position = index + 1
            if position % every == 0:
                self._checkpoints.append(state.clone())
            self._note(state)
            if self._rounds[-1] != before_round and before_round is not None:
                self._round_scores.append(RoundScores(before_round, position, tuple(state.scores())))
        final_round = self._rounds[-1]
        if final_round is not None and (not self._round_scores or self._round_scores[-1].position != len(self._actions)):
            self._round_scores.append(RoundScores(final_round, len(self._actions), tuple(state.scores())))
        self._compute_marks()

    def _note(self, state: GameState) -> None:
        self._rounds.append(state.round_number())
        self._acting.append(tuple(state.to_act()))

    def _compute_marks(self) -> None:
        rounds, actions = self._rounds, self.record.actions
        self.round_starts: list[int] = [0] + [p for p in range(1, len(rounds)) if rounds[p] != rounds[p - 1]]
        turns: list[int] = []
        last_seat: int | None = None
        last_round: int | None = None
        for index in range(len(self._actions)):
            seat = actions[index].seat
            if seat == CHANCE:
                continue
            if seat != last_seat or rounds[index] != last_round:
                turns.append(index)
            last_seat, last_round = seat, rounds[index]
        self.turn_starts: list[int] = turns

    # --- what a position is ----------------------------------------------------------------
    @property
    def length(self) -> int:
        """The number of actions that replay (the last position)."""
        return len(self._actions)

    def round_at(self, position: int) -> int | None:
        return self._rounds[self._check(position)]

    def acting_at(self, position: int) -> tuple[int, ...]:
        """The seats to decide at ``position`` (``(CHANCE,)`` for chance, ``()`` at the end)."""
        return self._acting[self._check(position)]

    def action_at(self, index: int) -> tuple[int, Action]:
        """The seat and the action played from position ``index`` to ``index + 1``."""
        if not 0 <= index < self.length:
            raise IndexError(f"action index {index} outside 0..{self.length - 1}")
        return self.record.actions[index].seat, self._actions[index]

    def round_scores(self) -> list[RoundScores]:
        """Every seat's score at the end of each round (the last entry: the end of the record)."""
        return list(self._round_scores)

    @property
    def can_show_everything(self) -> bool:
        """Only a finished game has made every secret public."""
        return self.finished

    def observation(self, position: int, seat: int | None) -> GameState:
        """What ``seat`` knew at ``position`` (None: the public facts only): a copy the caller may keep."""
        return self._state(self._check(position)).observation(seat)

    def everything(self, position: int) -> GameState:
        """The full state at ``position``, every secret included: only once the game is over."""
        if not self.finished:
            raise HiddenInformation(tr("Engine", "the game is not over, so only one player's view can be shown"))
        return self._state(self._check(position)).clone()

    def state_at(self, position: int) -> GameState:
        """The full state at ``position`` (a copy), e.g. to continue a game from there. Never for drawing
        an unfinished game: use :meth:`observation`."""
        return self._state(self._check(position)).clone()

    def prefix(self, position: int) -> GameRecord:
        """A new record holding the first ``position`` actions (seats and options copied)."""
        self._check(position)
        data = self.record.to_json()
        data["actions"] = data["actions"][:position]
        return GameRecord.from_json(data)

    # --- stepping --------------------------------------------------------------------------
    def next_action(self, position: int) -> int:
        return min(self.length, self._check(position) + 1)

    def previous_action(self, position: int) -> int:
        return max(0, self._check(position) - 1)

    def next_turn(self, position: int) -> int:
        return self._next(self.turn_starts, position)

    def previous_turn(self, position: int) -> int:
        return self._previous(self.turn_starts, position)

    def next_round(self, position: int) -> int:
        return self._next(self.round_starts, position)

    def previous_round(self, position: int) -> int:
        return self._previous(self.round_starts, position)

    def _next(self, marks: list[int], position: int) -> int:
        at = bisect_right(marks, self._check(position))
        return marks[at] if at < len(marks) else self.length

    def _previous(self, marks: list[int], position: int) -> int:
        at = bisect_left(marks, self._check(position))
        return marks[at - 1] if at > 0 else 0

    # --- the cursor ------------------------------------------------------------------------
    def _check(self, position: int) -> int:
        if not isinstance(position, int) or isinstance(position, bool) or not 0 <= position <= self.length:
            raise IndexError(f"position {position!r} outside 0..{self.length}")
        return position

    def _state(self, position: int) -> GameState:
        """The full state at ``position`` (the timeline's own object: read it, never change it)."""
        base = (position // self.checkpoint_every) * self.checkpoint_every
        if not base <= self._cursor_index <= position:  # the checkpoint is nearer (or the cursor is past)
            self._cursor = self._checkpoints[base // self.checkpoint_every].clone()
            self._cursor_index = base
        actions, record = self._actions, self.record.actions
        while self._cursor_index < position:
            index = self._cursor_index
            self._cursor.apply(record[index].seat, actions[index])
            self._cursor_index += 1
        return self._cursor

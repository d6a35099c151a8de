"""The JSON game record: what was played, by whom, with which options, chance outcomes included.

A record is enough to rebuild any position exactly (replay from the start), so it is also the core of
a save file. Format::

    {"format": "giantapp-record", "version": 2, "game": "giants", "players": 4,
     "options": {...}, "seats": [{"name": "Ana", "kind": "human", "level": null}, ...],
     "actions": [{"seat": -1, "action": "<notation>"}, {"seat": 0, "action": "<notation>"}, ...]}

``seat`` -1 is chance. Actions use each game's documented notation.

Versions. **2** (written from now on): every action is stored as the engine performed it
(``GameState.normalize``: a Giants transport move with its full relay, path and carriers), so the record
replays identically forever, whatever tie-break a later engine or networkx would pick. **1**: actions as
the players gave them (``move M7 to 5,6`` left the relay to the tie-break); still read and replayed, and
``replay(record, normalize=True)`` upgrades one to version 2 (the app does so when it opens a save).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import logging

from .i18n import tr
from .errors import IllegalAction, RecordError
from .registry import get_game
from .state import CHANCE, Action, Game, GameState
from .untrusted import check_plain, read_json_file

RECORD_FORMAT = "giantapp-record"
RECORD_VERSION = 2
#: the longest player name a record may hold (the new-game dialog allows far fewer)
MAX_NAME_LENGTH = 200
#: the longest notation of one action (the longest real ones are under 100 characters)
MAX_NOTATION_LENGTH = 1000

log = logging.getLogger(__name__)


@dataclass
class Seat:
    """Who sits at a seat. ``kind`` is "human" or "computer"; ``level`` names a computer level."""

    name: str
    kind: str = "human"
    level: str | None = None
    colour: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    @classmethod
    def from_json(cls, data: Any, index: int) -> "Seat":
        if not isinstance(data, dict):
            raise RecordError(tr("Engine", "seat {number} is not an object", number=index + 1))
        name = data.get("name", f"Player {index + 1}")
        kind = data.get("kind", "human")
        level = data.get("level")
        colour = data.get("colour")
        if not isinstance(name, str) or not name.strip():
            raise RecordError(tr("Engine", "seat {number} has no name", number=index + 1))
        if len(name) > MAX_NAME_LENGTH:
            raise RecordError(tr("Engine", "seat {number} has a name longer than {limit} characters", number=index + 1, limit=MAX_NAME_LENGTH))
        if kind not in ("human", "computer"):
            raise RecordError(tr("Engine", "seat {number} has kind {kind}; expected human or computer", number=index + 1, kind=repr(kind)))
        if level is not None and not isinstance(level, str):
            raise RecordError(tr("Engine", "seat {number} has a level that is not text", number=index + 1))
        if colour is not None and not isinstance(colour, str):
            raise RecordError(tr("Engine", "seat {number} has a colour that is not text", number=index + 1))
        return cls(name=name, kind=kind, level=level, colour=colour)


@dataclass
class RecordedAction:
    seat: int
    action: str


@dataclass
class GameRecord:
    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[Seat] = field(default_factory=list)
    actions: list[RecordedAction] = field(default_factory=list)
    #: 2 when every action is stored as performed (see the module docstring); a version-1 record read
    #: from a file keeps 1 until ``replay(record, normalize=True)`` rewrites its actions
    version: int = RECORD_VERSION

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": self.version,
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "seats": [seat.to_json() for seat in self.seats],
            "actions": [{"seat": a.seat, "action": a.action} for a in self.actions],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: Any) -> "GameRecord":
        """Read a record object; RecordError says precisely what is wrong with it.

        The object may come from a hostile file: every field is checked for its type and range before
        anything uses it, so no other exception escapes (see ``untrusted`` for the JSON limits).
        """
        if not isinstance(data, dict):
            raise RecordError(tr("Engine", "not a giantapp game record (the file is not a JSON object)"))
        check_plain(data)
        if data.get("format") != RECORD_FORMAT:
            raise RecordError(tr("Engine", "not a giantapp game record (format is missing or different)"))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError(tr("Engine", "the record has no valid version number"))
        if version > RECORD_VERSION:
            raise RecordError(tr("Engine", "the record is from a newer giantapp (record version {version}; this one reads up to {supported})", version=version, supported=RECORD_VERSION)
            )
        if version < 1:
            raise RecordError(tr("Engine", "the record has an invalid version {version}", version=version))
        game = data.get("game")
        if not isinstance(game, str):
            raise RecordError(tr("Engine", "the record does not say which game it is"))
        try:
            game_obj = get_game(game)
        except ValueError as exc:
            raise RecordError(str(exc)) from None
        players = data.get("players")
        if not isinstance(players, int) or isinstance(players, bool):
            raise RecordError(tr("Engine", "the record has no valid number of players"))
        raw_options = data.get("options")
        if raw_options is None:
            raw_options = {}
        if not isinstance(raw_options, dict):
            raise RecordError(tr("Engine", "the record's options are not an object"))
        try:
            game_obj.check_players(players)
            options = game_obj.validate_options(raw_options)
        except (ValueError, TypeError, OverflowError) as exc:
            raise RecordError(str(exc)) from None
        raw_seats = data.get("seats") or [{"name": f"Player {i + 1}"} for i in range(players)]
        if not isinstance(raw_seats, list) or len(raw_seats) != players:
            raise RecordError(tr("Engine", "the record lists {count} seats for {players} players", count=len(raw_seats) if isinstance(raw_seats, list) else 'no', players=players))
        seats = [Seat.from_json(s, i) for i, s in enumerate(raw_seats)]
        raw_actions = data.get("actions", [])
        if not isinstance(raw_actions, list):
            raise RecordError(tr("Engine", "the record's actions are not a list"))
        actions = []
        for index, entry in enumerate(raw_actions):
            if not isinstance(entry, dict):
                raise RecordError(tr("Engine", "action {index} is not an object", index=index))
            seat, text = entry.get("seat"), entry.get("action")
            if not isinstance(seat, int) or isinstance(seat, bool) or not (seat == CHANCE or 0 <= seat < players):
                raise RecordError(tr("Engine", "action {index} has an invalid seat {seat}", index=index, seat=_short(seat)))
            if not isinstance(text, str):
                raise RecordError(tr("Engine", "action {index} has no notation text", index=index))
            if len(text) > MAX_NOTATION_LENGTH:
                raise RecordError(tr("Engine", "action {index} is longer than {limit} characters", index=index, limit=MAX_NOTATION_LENGTH))
            actions.append(RecordedAction(seat, text))
        return cls(game=game, players=players, options=options, seats=seats, actions=actions, version=version)

    @classmethod
    def loads(cls, text: str) -> "GameRecord":
        from .untrusted import parse_json

        return cls.from_json(parse_json(text))

    @classmethod
    def load(cls, path: str | Path) -> "GameRecord":
        """Read a record file: a regular file of at most ``untrusted.MAX_FILE_BYTES``, safe JSON."""
        return cls.from_json(read_json_file(path))

    def game_object(self) -> Game:
        return get_game(self.game)

    def new_state(self) -> GameState:
        """The state before the first action; RecordError if the rules cannot start a game so."""
        game = self.game_object()
        try:
            return game.new_game(self.players, self.options)
        except Exception as exc:  # checked options the engine still cannot start with: no traceback
            log.debug("%s cannot start with %s players and %s", self.game, self.players, self.options, exc_info=True)
            raise RecordError(tr("Engine", "the rules cannot start a game of {game} with these options ({error})",
                                 game=game.title or self.game, error=exc)) from None


@dataclass
class ReplayFailure:
    """Where a replay stopped: the index and text of the refused action and the rules' reason."""

    index: int
    action: str
    reason: str


def replay(record: GameRecord, upto: int | None = None, *, normalize: bool = False) -> tuple[GameState, ReplayFailure | None]:
    """Rebuild the position after ``upto`` actions (all by default).

    Returns the last good state and, if an action was refused or malformed, where and why. With
    ``normalize`` a record that replays completely gets every action rewritten as the engine performed it
    and becomes version 2 (the same game, now independent of tie-breaks); on a failure it is left as it was.
    """
    game = record.game_object()
    state = record.new_state()
    actions = record.actions if upto is None else record.actions[:upto]
    performed: list[RecordedAction] = []
    for index, entry in enumerate(actions):
        try:
            action = game.parse_action(entry.action)
            if normalize:
                performed.append(RecordedAction(entry.seat, state.normalize(entry.seat, action).notation()))
            state.apply(entry.seat, action)
        except IllegalAction as exc:
            return state, ReplayFailure(index, entry.action, exc.reason)
        except Exception as exc:  # a rules bug met by odd input: refuse the action, never a traceback
            log.debug("the rules failed on action %d (%r)", index, entry.action, exc_info=True)
            return state, ReplayFailure(index, entry.action, tr(
                "Engine", "the rules could not apply this action ({error})", error=f"{type(exc).__name__}: {exc}"))
    if normalize and upto is None:
        record.actions = performed
        record.version = RECORD_VERSION
    return state, None


def _short(value: Any) -> str:
    """A value from a file, shown in a message: its repr, cut to a readable length."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def record_action(record: GameRecord, seat: int, action: Action, before: GameState | None = None) -> None:
    """Append ``action`` by ``seat``. Pass ``before``, the position it was (or is about to be) applied to,
    and the record holds the action as performed (``before.normalize``), as version 2 promises; callers
    without it (tests building records by hand) store the action as given."""
    if before is not None:
        action = before.normalize(seat, action)
    record.actions.append(RecordedAction(seat, action.notation()))

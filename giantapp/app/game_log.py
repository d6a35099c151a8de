"""The game log as entries: one line per action, except that a run of chance steps of one kind is one line.

Why a model of its own: Hawaii draws some twenty price tokens at the start of every round, each a chance
action in the record. Logged one by one they bury the players' moves, so consecutive chance actions of the
same kind (a *group*: the round's price-token draws, the islands turned up at the docks) are folded into one entry
whose text summarises them ("Price tokens for round 2: 18 on the places, 2 to the fishing cove, 2 on the
order track"); the entry still keeps every action's own sentence (the window shows them as the line's
tooltip) and the record keeps every action. A group of one reads as that action's own sentence.

Secret choices of a simultaneous step (Giants' bid) are logged as "Ana has made a secret choice" and
described once the step is over ("Revealed: Ana bid 2 markers…"), so the log never tells what a spectator
may not know yet. Every line is a sentence with its subject: the engines' sentences name the player, the
log's own lines (secret choices, reveals, the session's "Ana takes back: …") do too.

The log can be rebuilt at any time from the record (:meth:`GameLog.from_record`): that is how a resumed
game gets its log and how the log changes language after a live switch.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from PySide6.QtCore import QCoreApplication

from giantapp.engine import CHANCE, Action, GameRecord, GameState
from giantapp.hawaii.actions import DrawToken, RevealIsland
from giantapp.hawaii.names import island_name

log = logging.getLogger(__name__)

#: chance groups (see the module docstring)
HAWAII_DRAWS = "hawaii.draws"
HAWAII_ISLANDS = "hawaii.islands"


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameLog", text)


def _tr_fields(text: str, **fields: Any) -> str:
    """``text`` translated in the "GameLog" context and filled with its named fields."""
    return _format(QCoreApplication.translate("GameLog", text), text, **fields)


@dataclass
class LogEntry:
    """One line of the log: ``seat`` (CHANCE for chance), the sentences it stands for, and for a chance
    group its kind and one fact per action (what the summary counts)."""

    seat: int
    lines: list[str]
    group: str | None = None
    facts: list[Any] = field(default_factory=list)
    round: int | None = None

    def text(self) -> str:
        """The line as shown: the sentence itself, or the summary of a group of two or more."""
        if self.group is None or len(self.lines) == 1:
            return self.lines[0]
        return summarise(self.group, self.facts, self.round) or "; ".join(self.lines)

    def details(self) -> str:
        """Every sentence behind the line (the tooltip of a summary)."""
        return "\n".join(self.lines)


def chance_group(before: GameState, seat: int, action: Action) -> tuple[str, Any, int | None] | None:
    """(group, fact, round) if this chance action folds into a run of its kind, else None.

    ``before`` is the state the action is applied to; the fact is completed from the state after it by
    :func:`settle_fact` (where the token went is the rules' decision, never recomputed here).
    """
    if seat != CHANCE:
        return None
    if isinstance(action, DrawToken):
        queue = getattr(before, "draw_queue", None) or [("place", 0)]
        where = queue[0][0]
        cove = set(getattr(before, "cove", ()))
        return HAWAII_DRAWS, (action.token, "order" if where == "order" else "place", cove), getattr(before, "round", None)
    if isinstance(action, RevealIsland):
        return HAWAII_ISLANDS, action.island, None
    return None


def settle_fact(group: str, fact: Any, after: GameState) -> Any:
    """The fact of a chance action once applied: a drawn price token over the place's limit went to the cove."""
    if group == HAWAII_DRAWS:
        token, where, cove_before = fact
        if token in getattr(after, "cove", ()) and token not in cove_before:
            return (token, "cove")
        return (token, where)
    return fact


def summarise(group: str, facts: list[Any], round_number: int | None) -> str:
    """The one line a run of chance actions of one kind stands for (numbers, leaving out the zeros)."""
    if group == HAWAII_DRAWS:
        counts = {"place": 0, "cove": 0, "order": 0}
        for _token, where in facts:
            counts[where] = counts.get(where, 0) + 1
        parts = []
        if counts["place"]:
            parts.append(_tr_fields("{n} on the places", n=counts["place"]))
        if counts["cove"]:
            parts.append(_tr_fields("{n} to the fishing cove", n=counts["cove"]))
        if counts["order"]:
            parts.append(_tr_fields("{n} on the order track", n=counts["order"]))
        return _tr_fields("Price tokens drawn for round {round}: {where}",
                          round=round_number if round_number is not None else "?", where=_tr(", ").join(parts))
    if group == HAWAII_ISLANDS:
        return _tr_fields("Turned up at the docks: {islands}", islands=_tr(", ").join(island_name(i) for i in facts))
    return ""


class GameLog:
    """The log of one game. ``add`` takes one applied action and returns the indexes of the entries it
    added or changed, in order, so a view can append or update just those lines."""

    def __init__(self, names: Sequence[str] = ()) -> None:
        """``names``: the seats' names, so the log's own lines name their subject ("Ana has made…")."""
        self.names = tuple(names)
        self.entries: list[LogEntry] = []
        self._secret: list[tuple[int, str, int]] = []  # seat, description, record index

    def __len__(self) -> int:
        return len(self.entries)

    def add(
        self,
        seat: int,
        description: str,
        index: int,
        acting_before: tuple[int, ...],
        acting_after: tuple[int, ...],
        group: tuple[str, Any, int | None] | None = None,
    ) -> list[int]:
        """Log the action at record ``index`` (``description`` as everyone may read it). ``group`` is
        ``chance_group(...)`` with its fact already settled."""
        changed: list[int] = []
        if seat != CHANCE and len(acting_before) > 1:
            self._secret.append((seat, description, index))
            name = self.names[seat] if 0 <= seat < len(self.names) else ""
            changed.append(self._append(LogEntry(seat, [_secret_choice(name)])))
        elif group is not None:
            kind, fact, round_number = group
            last = self.entries[-1] if self.entries else None
            if last is not None and last.seat == CHANCE and last.group == kind and last.round == round_number:
                last.lines.append(description)
                last.facts.append(fact)
                changed.append(len(self.entries) - 1)
            else:
                changed.append(self._append(LogEntry(seat, [description], kind, [fact], round_number)))
        else:
            changed.append(self._append(LogEntry(seat, [description])))
        step_goes_on = bool(acting_after) and set(acting_after) < set(acting_before) and acting_after != (CHANCE,)
        if self._secret and not step_goes_on:
            for logged_seat, text, _ in self._secret:
                revealed = _format(QCoreApplication.translate("Session", "Revealed: {action}"), "Revealed: {action}", action=text)
                changed.append(self._append(LogEntry(logged_seat, [revealed])))
            self._secret.clear()
        return changed

    def note(self, seat: int, text: str) -> int:
        """A line that is no action of the record (an undo: "Ana takes back: …")."""
        return self._append(LogEntry(seat, [text]))

    def forget_secrets_from(self, index: int) -> None:
        """Undo took back record actions from ``index`` on: their secret choices are no longer pending."""
        self._secret = [entry for entry in self._secret if entry[2] < index]

    def _append(self, entry: LogEntry) -> int:
        self.entries.append(entry)
        return len(self.entries) - 1

    @classmethod
    def from_record(cls, record: GameRecord, describe: Callable[[GameState, int, Action], str]) -> "GameLog":
        """The log of ``record`` rebuilt by replaying it, each action described by ``describe(state, seat,
        action)`` in the language now in effect. A record that does not replay gives the log up to there."""
        game_log = cls(tuple(seat.name for seat in record.seats))
        try:
            game = record.game_object()
            state = record.new_state()
            for index, entry in enumerate(record.actions):
                action = game.parse_action(entry.action)
                acting_before = state.to_act()
                description = describe(state, entry.seat, action)
                group = chance_group(state, entry.seat, action)
                state.apply(entry.seat, action)
                if group is not None:
                    group = (group[0], settle_fact(group[0], group[1], state), group[2])
                game_log.add(entry.seat, description, index, acting_before, state.to_act(), group)
        except Exception:  # the log is a convenience; a game that replayed must still open
            log.exception("could not rebuild the log")
        return game_log


def _secret_choice(name: str) -> str:
    if not name:
        return QCoreApplication.translate("Session", "has made a secret choice")
    return _format(QCoreApplication.translate("Session", "{name} has made a secret choice"),
                   "{name} has made a secret choice", name=name)


def _format(translated: str, source: str, **fields: Any) -> str:
    """``translated`` filled with its named fields (a broken translation falls back to the source text)."""
    try:
        return translated.format(**fields)
    except (KeyError, IndexError, ValueError):
        return source.format(**fields)

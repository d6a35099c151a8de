"""The contract every game implements: one authoritative, pure-Python state object.

Why this shape (see ARCHITECTURE.md):
- ``to_act()`` lists every seat that must decide now, so simultaneous steps (Giants' secret bid) need
  no special case: each of those seats applies its own action, in any order, and none of them sees the
  others' choice until the rules reveal it.
- Chance is a player (seat ``CHANCE``). Dice, bag draws and shuffles are actions with outcomes, so a
  record of actions replays exactly without any random generator, and tests can script the dice.
- ``apply`` validates and mutates in place; on refusal it raises :class:`IllegalAction` with a reason and
  leaves the state untouched. ``clone`` gives an independent copy for search and undo snapshots.
- ``observation(seat)`` is a redacted copy holding exactly what that seat may know; views draw from it
  and computer players receive only it. ``determinize(rng)`` fills the hidden parts of an observation
  with one full state consistent with it, for search over sampled worlds.
"""

from __future__ import annotations

import abc
import random
from dataclasses import dataclass
from typing import Any, Hashable, Sequence

from .errors import IllegalAction

#: The seat number of chance (dice, draws, shuffles).
CHANCE = -1


class Action(abc.ABC):
    """A small immutable move. ``str(action)`` is its notation; ``Game.parse_action`` reads it back.

    Implementations are frozen dataclasses, so actions are hashable and comparable.
    """

    @abc.abstractmethod
    def notation(self) -> str:
        """The action in the game's documented text notation."""

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True)
class OptionSpec:
    """One new-game option of a game, described as data so dialogs and the CLI can offer it."""

    name: str
    kind: str  # "bool", "int" or "choice"
    default: Any
    label: str
    help: str = ""
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[Any, ...] = ()

    def validate(self, value: Any) -> Any:
        """Return the value in its proper type, or raise ValueError with a message for people."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("1", "true", "yes", "on", "0", "false", "no", "off"):
                return value.lower() in ("1", "true", "yes", "on")
            raise ValueError(f"option {self.name!r} takes true or false, not {value!r}")
        if self.kind == "int":
            try:
                number = int(value)
            except (TypeError, ValueError):
                raise ValueError(f"option {self.name!r} takes a whole number, not {value!r}") from None
            if isinstance(value, bool) or (isinstance(value, float) and value != number):
                raise ValueError(f"option {self.name!r} takes a whole number, not {value!r}")
            if self.minimum is not None and number < self.minimum:
                raise ValueError(f"option {self.name!r} must be at least {self.minimum}, not {number}")
            if self.maximum is not None and number > self.maximum:
                raise ValueError(f"option {self.name!r} must be at most {self.maximum}, not {number}")
            return number
        if self.kind == "choice":
            if value not in self.choices:
                allowed = ", ".join(map(str, self.choices))
                raise ValueError(f"option {self.name!r} takes one of {allowed}, not {value!r}")
            return value
        raise ValueError(f"option {self.name!r} has an unknown kind {self.kind!r}")


class GameState(abc.ABC):
    """One game in progress. See the module docstring for the contract's reasons."""

    #: which game this is, e.g. "giants"
    game_name: str = ""
    #: number of seats (0 .. players-1)
    players: int = 0
    #: the seat this copy was redacted for, or None for a full state (``observation`` sets it)
    viewer: int | None = None
    #: players' names for sentences in words; the app sets them on the copies it describes with
    seat_names: tuple[str, ...] | None = None

    # --- whose decision -------------------------------------------------------------------
    @abc.abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that must decide now: ``(CHANCE,)`` for a chance step, ``()`` when terminal."""

    @abc.abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (empty if it is not to act). Shared by UI, validation, AI."""

    @abc.abstractmethod
    def apply(self, seat: int, action: Action) -> None:
        """Validate and perform ``action`` for ``seat``; raise IllegalAction and change nothing if refused."""

    def explain(self, seat: int, action: Action) -> str | None:
        """Why ``action`` would be refused for ``seat`` now, or None when it is legal.

        Views ask this instead of composing a refusal themselves or submitting to learn why. Engines
        override it with the very checks ``apply`` runs (one piece of code per rule); this fallback
        probes a clone, which is exact but costs a copy.
        """
        probe = self.clone()
        try:
            probe.apply(seat, action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def normalize(self, seat: int, action: Action) -> Action:
        """The fully determined action ``apply`` would perform for ``action`` (records store this).

        Some notations leave a choice to the engine (Giants: ``move M7 to 5,6`` takes the cheapest
        relay). A record must hold what was actually played, so that it replays identically under any
        future tie-break, as python-chess records the normalised move (``record_action(..., before=)``
        stores this). Call it on a legal action; an engine that checks the action to spell it out
        raises IllegalAction with apply's reason for an illegal one, this fallback returns it as given.
        """
        return action

    # --- chance ---------------------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[Action, float]] | None:
        """All chance outcomes with probabilities when few enough to list, else None."""
        return None

    @abc.abstractmethod
    def sample_chance(self, rng: random.Random) -> Action:
        """Draw one chance action (only when ``to_act() == (CHANCE,)``)."""

    # --- end of game ----------------------------------------------------------------------
    @abc.abstractmethod
    def is_terminal(self) -> bool:
        """True once the game is over."""

    @abc.abstractmethod
    def scores(self) -> list[int]:
        """Current (final once terminal) score of every seat, in seat order."""

    @abc.abstractmethod
    def winners(self) -> list[int]:
        """Seats that won (several on a shared win); empty until the game is over."""

    def score_breakdown(self) -> list[dict[str, int]]:
        """Per seat, score by category (for the game-over screen). Categories sum to ``scores()``."""
        return [{"total": s} for s in self.scores()]

    # --- copies and privacy ---------------------------------------------------------------
    @abc.abstractmethod
    def clone(self) -> "GameState":
        """An independent deep copy."""

    @abc.abstractmethod
    def observation(self, seat: int | None) -> "GameState":
        """A copy holding only what ``seat`` may know (None: a spectator seeing public facts only).

        The copy shares nothing with this state; hidden parts are replaced by unknowns; its
        ``viewer`` is ``seat``; ``legal_actions(seat)`` works on it.
        """

    @abc.abstractmethod
    def determinize(self, rng: random.Random) -> "GameState":
        """A full state consistent with this observation (a clone when nothing is hidden)."""

    def reveals_information(self, seat: int, action: Action) -> bool:
        """Whether applying ``action`` would make hidden information public (an undo barrier)."""
        return seat == CHANCE

    # --- words ----------------------------------------------------------------------------
    def seat_label(self, seat: int) -> str:
        """How sentences name a seat: the player's name when the app gave names, else "Seat N"."""
        from .i18n import tr

        if self.seat_names is not None and 0 <= seat < len(self.seat_names):
            return self.seat_names[seat]
        return tr("Engine", "Seat {n}", n=seat + 1)

    def describe_action(self, seat: int, action: Action) -> str:
        """The action in words for the log, said before it is applied. Engines override."""
        return str(action)

    def status_text(self) -> str:
        """The phase and who acts, in words."""
        return ""

    def round_number(self) -> int | None:
        """The round in play (1 = the first), or None for a game without rounds.

        A cheap accessor for summaries such as the start page's "round 5" and the review's round marks (stored in each autosave, so
        the start page never loads the rules). The default reads an integer ``round`` attribute, which
        both titles keep; engines whose round means something else override it.
        """
        value = getattr(self, "round", None)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def to_json(self) -> dict[str, Any]:
        """A JSON-able view of the state, for debugging and tests. Engines may override."""
        return {"game": self.game_name, "players": self.players}


class Game(abc.ABC):
    """Describes a title: its seats, options, notation and how a game starts."""

    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 5

    @abc.abstractmethod
    def options(self) -> list[OptionSpec]:
        """The new-game options with their defaults."""

    def validate_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Complete ``options`` with defaults and check every value; ValueError names the bad one."""
        specs = {spec.name: spec for spec in self.options()}
        options = dict(options or {})
        unknown = sorted(set(options) - set(specs))
        if unknown:
            raise ValueError(f"unknown option(s) for {self.name}: {', '.join(unknown)}")
        return {name: spec.validate(options.get(name, spec.default)) for name, spec in specs.items()}

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title or self.name} is for {self.min_players} to {self.max_players} players, not {players}"
            )

    @abc.abstractmethod
    def new_game(self, players: int, options: dict[str, Any] | None = None) -> GameState:
        """The state before the first action (usually a chance step: shuffles, first player)."""

    @abc.abstractmethod
    def parse_action(self, text: str) -> Action:
        """Read one action's notation; raise IllegalAction with a reason if it is malformed."""


def check_legal(state: GameState, seat: int, action: Action, legal: Sequence[Hashable] | None = None) -> None:
    """Raise IllegalAction unless ``seat`` is to act and ``action`` is among its legal actions.

    A generic validator engines may use where no sharper reason is available.
    """
    from .i18n import tr

    acting = state.to_act()
    if not acting:
        raise IllegalAction(tr("Engine", "the game is over"))
    if seat not in acting:
        if acting == (CHANCE,):
            who = tr("Engine", "chance")
        else:
            who = ", ".join(state.seat_label(s) for s in acting)
        player = tr("Engine", "chance") if seat == CHANCE else state.seat_label(seat)
        raise IllegalAction(tr("Engine", "it is not {player}'s decision now (waiting for {who})", player=player, who=who))
    if legal is None:
        legal = state.legal_actions(seat)
    if action not in legal:
        raise IllegalAction(tr("Engine", "{action} is not a legal action now", action=str(action)))

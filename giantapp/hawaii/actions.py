"""Hawaii actions: small frozen dataclasses with a text notation that ``parse_action`` reads back.

Notation (one action per line in a record; numbers in the text are 1-based, fields are 0-based where
noted; ids are the edition's place, tile, island and token ids, tokens ``T0``..``T24`` in the edition
file's order):

Chance (seat -1):
  ``layout P1,P2,...,P10``   the shuffled places in board order (bottom-left to top-right, rows 2-3-3-2)
  ``order 3,1,2``            the random first-round player order, by seat number (1-based)
  ``draw T7``                the next token drawn from the bag (price circles, then the order track)
  ``reveal isle_tiki``       the next island turned up from the deck onto the first empty dock

Chiefs (seat 0..N-1):
  ``buy PLACE TILE TOKEN SIDE [rROW]``   walk to PLACE, buy TILE with price TOKEN. SIDE is ``I`` or
      ``II`` (double price) for two-sided tiles, ``x1`` or ``x2`` (double price, two tiles) for kahuna
      and tiki. ``rROW`` (1-based) is the village row for village tiles; none for kahuna, tiki, boat.
      e.g. ``buy huts_a shell_hut T3 II r2``, ``buy kahunas kahuna T12 x2``
  ``fish T3,T9 boats 1,2``   go to the cove, take these fish tokens using these boats (boat 1 is the
      printed fishing boat, then bought boats in the order gained); tokens and boats in number order
  ``visit 2 boats 1,3``      sail to dock 2 using these boats

  Equal choices: any of several fish tokens with the same fish, and any of several boats of the same
  kind (boat I, boat II), may be named; the rules take exactly the ones named. ``legal_actions`` lists
  one of each (the lowest-numbered; ``HawaiiState.listed_form`` maps any choice to it). A record stores
  the action as named: it is fully determined, so it replays identically (``normalize`` returns it as
  it is), and records written when only the lowest-numbered were accepted replay as before.
  ``end 3``                  end the round on order position 3 (takes its token)

Follow-up decisions of the acting chief:
  ``pay S/F/R``              pay the pending cost with S shells, F feet and R fruit
  ``place TILE rROW``        put an island reward (e.g. ``place fruit_taro r3``) when it has a choice
  ``kane S/F/R`` / ``kane skip``   KANE's optional tiki, paid with 2 resources in any mix, or not

Income (after round scoring, one per irrigation II owned):
  ``irrigate shells`` | ``irrigate feet`` | ``irrigate fruit``
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from giantapp.engine import Action, IllegalAction
from giantapp.engine.i18n import tr
from giantapp.engine.notation import ascii_int

from .data import KAHUNA, RESOURCES, TIKI


def _ids(text: str) -> tuple[str, ...]:
    return tuple(text.split(","))


def _numbers(text: str, what: str) -> tuple[int, ...]:
    read = [ascii_int(v) for v in text.split(",")]
    if any(v is None for v in read):
        raise IllegalAction(tr("Hawaii", "cannot read {given!r} as a comma-separated list of {what} numbers", given=text, what=what))
    values = tuple(v for v in read if v is not None)
    if any(v < 1 for v in values):
        raise IllegalAction(tr("Hawaii", "{what} numbers start at 1, not {first}", what=what, first=min(values)))
    return values


def _number(text: str, what: str) -> int:
    values = _numbers(text, what)
    if len(values) != 1:
        raise IllegalAction(tr("Hawaii", "one {what} number, not {given!r}", what=what, given=text))
    return values[0]


def _triple(text: str) -> tuple[int, int, int]:
    m = re.fullmatch(r"([0-9]{1,4})/([0-9]{1,4})/([0-9]{1,4})", text)
    if not m:
        raise IllegalAction(tr("Hawaii", "cannot read {given!r} as shells/feet/fruit (e.g. 3/0/1)", given=text))
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)))


@dataclass(frozen=True)
class SetLayout(Action):
    """Chance: the places in board order."""

    order: tuple[str, ...]

    def notation(self) -> str:
        return "layout " + ",".join(self.order)


@dataclass(frozen=True)
class SetOrder(Action):
    """Chance: first-round player order (seats, 0-based)."""

    seats: tuple[int, ...]

    def notation(self) -> str:
        return "order " + ",".join(str(s + 1) for s in self.seats)


@dataclass(frozen=True)
class DrawToken(Action):
    """Chance: the token drawn from the bag for the next empty slot."""

    token: str

    def notation(self) -> str:
        return f"draw {self.token}"


@dataclass(frozen=True)
class RevealIsland(Action):
    """Chance: the island turned up from the deck for the first empty dock."""

    island: str

    def notation(self) -> str:
        return f"reveal {self.island}"


@dataclass(frozen=True)
class Buy(Action):
    """Move to ``place`` and buy ``tile`` with price ``token``; ``double`` pays twice (side II, or two
    kahunas/tikis). ``row`` is the 0-based village row for village tiles, None otherwise."""

    place: str
    tile: str
    token: str
    double: bool
    row: int | None

    def notation(self) -> str:
        if self.tile in (KAHUNA, TIKI):
            side = "x2" if self.double else "x1"
        else:
            side = "II" if self.double else "I"
        text = f"buy {self.place} {self.tile} {self.token} {side}"
        return text if self.row is None else f"{text} r{self.row + 1}"


_new = object.__new__


def make_buy(place: str, tile: str, token: str, double: bool, row: int | None) -> Buy:
    """``Buy(...)`` without the frozen dataclass's per-field ``__setattr__`` (legal-action generation makes
    many of them; the result is an ordinary, equal and hashable Buy)."""
    action = _new(Buy)
    action.__dict__.update(place=place, tile=tile, token=token, double=double, row=row)
    return action


@dataclass(frozen=True)
class Fish(Action):
    """Take fish ``tokens`` from the cove using ``boats`` (0-based indexes into the realm's boats)."""

    tokens: tuple[str, ...]
    boats: tuple[int, ...]

    def notation(self) -> str:
        return "fish " + ",".join(self.tokens) + " boats " + ",".join(str(b + 1) for b in self.boats)


@dataclass(frozen=True)
class Visit(Action):
    """Sail to ``dock`` (1-based, as printed) using ``boats`` (0-based indexes)."""

    dock: int
    boats: tuple[int, ...]

    def notation(self) -> str:
        return f"visit {self.dock} boats " + ",".join(str(b + 1) for b in self.boats)


@dataclass(frozen=True)
class EndRound(Action):
    """Put the chief on order ``position`` (1-based) and take its token."""

    position: int

    def notation(self) -> str:
        return f"end {self.position}"


@dataclass(frozen=True)
class Pay(Action):
    """Pay the pending cost with these amounts."""

    shells: int
    feet: int
    fruit: int

    def notation(self) -> str:
        return f"pay {self.shells}/{self.feet}/{self.fruit}"

    @property
    def triple(self) -> tuple[int, int, int]:
        return (self.shells, self.feet, self.fruit)


@dataclass(frozen=True)
class PlaceReward(Action):
    """Put the pending island reward ``tile`` in village ``row`` (0-based)."""

    tile: str
    row: int

    def notation(self) -> str:
        return f"place {self.tile} r{self.row + 1}"


@dataclass(frozen=True)
class Kane(Action):
    """KANE's optional tiki: ``payment`` (shells, feet, fruit) summing to 2, or None to skip."""

    payment: tuple[int, int, int] | None

    def notation(self) -> str:
        if self.payment is None:
            return "kane skip"
        return "kane " + "/".join(map(str, self.payment))


@dataclass(frozen=True)
class Irrigate(Action):
    """Irrigation II's income: one resource of the owner's choice."""

    resource: str

    def notation(self) -> str:
        return f"irrigate {self.resource}"


def parse_action(text: str) -> Action:
    """Read one action's notation (syntax only; legality is the state's business)."""
    if not isinstance(text, str):
        raise IllegalAction(tr("Hawaii", "an action must be text, not {type}", type=type(text).__name__))
    parts = text.split()
    if not parts:
        raise IllegalAction(tr("Hawaii", "an empty action"))
    verb, args = parts[0], parts[1:]

    def want(n: int, form: str) -> None:
        if len(args) != n:
            raise IllegalAction(tr("Hawaii", "{verb!r} takes the form {form!r}, not {given!r}", verb=verb, form=form, given=text))

    if verb == "layout":
        want(1, "layout P1,P2,...")
        return SetLayout(_ids(args[0]))
    if verb == "order":
        want(1, "order 2,1,3")
        return SetOrder(tuple(v - 1 for v in _numbers(args[0], tr("Hawaii", "seat"))))
    if verb == "draw":
        want(1, "draw T7")
        return DrawToken(args[0])
    if verb == "reveal":
        want(1, "reveal ISLAND")
        return RevealIsland(args[0])
    if verb == "buy":
        if len(args) not in (4, 5):
            raise IllegalAction(tr("Hawaii", "'buy' takes the form 'buy PLACE TILE TOKEN I|II|x1|x2 [rROW]', not {given!r}", given=text))
        sides = {"I": (False, False), "II": (True, False), "x1": (False, True), "x2": (True, True)}
        if args[3] not in sides:
            raise IllegalAction(tr("Hawaii", "the side must be I, II, x1 or x2, not {side!r}", side=args[3]))
        double, one = sides[args[3]]
        if one != (args[1] in (KAHUNA, TIKI)):
            raise IllegalAction(tr("Hawaii", "kahuna and tiki are bought x1 or x2; other tiles on side I or II"))
        row = None
        if len(args) == 5:
            m = re.fullmatch(r"r([0-9]{1,4})", args[4])
            if not m or int(m.group(1)) < 1:
                raise IllegalAction(tr("Hawaii", "the row must be written r1, r2, ..., not {row!r}", row=args[4]))
            row = int(m.group(1)) - 1
        return Buy(args[0], args[1], args[2], double, row)
    if verb == "fish":
        want(3, "fish T1,T2 boats 1,2")
        if args[1] != "boats":
            raise IllegalAction(tr("Hawaii", "'fish' takes the form 'fish T1,T2 boats 1,2', not {given!r}", given=text))
        return Fish(_ids(args[0]), tuple(b - 1 for b in _numbers(args[2], tr("Hawaii", "boat"))))
    if verb == "visit":
        want(3, "visit DOCK boats 1,2")
        if args[1] != "boats":
            raise IllegalAction(tr("Hawaii", "'visit' takes the form 'visit DOCK boats 1,2', not {given!r}", given=text))
        return Visit(_number(args[0], tr("Hawaii", "dock")), tuple(b - 1 for b in _numbers(args[2], tr("Hawaii", "boat"))))
    if verb == "end":
        want(1, "end POSITION")
        return EndRound(_number(args[0], tr("Hawaii", "order position")))
    if verb == "pay":
        want(1, "pay S/F/R")
        return Pay(*_triple(args[0]))
    if verb == "place":
        want(2, "place TILE rROW")
        m = re.fullmatch(r"r([0-9]{1,4})", args[1])
        if not m or int(m.group(1)) < 1:
            raise IllegalAction(tr("Hawaii", "the row must be written r1, r2, ..., not {row!r}", row=args[1]))
        return PlaceReward(args[0], int(m.group(1)) - 1)
    if verb == "kane":
        want(1, "kane S/F/R or kane skip")
        return Kane(None if args[0] == "skip" else _triple(args[0]))
    if verb == "irrigate":
        want(1, "irrigate shells|feet|fruit")
        if args[0] not in RESOURCES:
            raise IllegalAction(tr("Hawaii", "irrigation gives shells, feet or fruit, not {value!r}", value=args[0]))
        return Irrigate(args[0])
    raise IllegalAction(tr("Hawaii", "unknown Hawaii action {verb!r} in {given!r}", verb=verb, given=text))

"""Giants actions: small frozen dataclasses with a text notation that :func:`parse_action` reads back.

Notation (one action per line of a record; hexes are ``q,r``; seats in notation are 1-based)::

    first 3                         chance: seat 3 gets the first-player pawn
    roll W2 W0 W3 B1                chance: the face of every die, in the edition's die order
    bid                             an empty bid (phase 2)
    bid m2 w1 s c                   bid 2 markers, 1 worker, the sorcerer and the chief (each part optional)
    take M7                         phase 2: take moai M7 from the display
    stop                            phase 2: stop picking
    place worker 5,6 logs 2         phase 3 A: a worker (or "sorcerer") with 0-2 logs; "logs N" optional
    place chief 5,6                 phase 3 A: the chief (never with logs)
    sorcerer 4,7 village logs 1     phase 3 B: sorcerer on a special hex performing its action
    sorcerer 3,6 reserve A01        powers: village, hut, forest, reserve <ahu>, hat
    chief 4,7 village               phase 3 C: the chief performs a sorcerer action for 2 tablets
    tablet                          phase 3 D: a marker in front of the screen, take a tablet
    pass                            phase 3 E / phase 4: put up the banner
    move M7 to 5,6                  phase 4: move an object; the engine fills in the cheapest relay
    move M7 to 5,6 erect A07        ... and erect it on ahu A07
    move H2 to 5,6 hat A07          ... and put the hat on the moai of A07
    move M7 to 5,6 via 4,6;5,6      an explicit path: every hex entered, in order, ending at the destination
    move M7 to 5,6 via 4,6;5,6 carriers W2+L;C3
                                    and the carriers used in each entered hex (W worker, S sorcerer,
                                    C chief of seat N; L a log), ';' between hexes, '+' within a hex
    mark M7                         phase 4: put a marker on M7 (after a move, without moving, or at the
                                    end of phase 4 on an unmoved object returned to its quarry)
    no-mark M7                      decline to mark M7 after moving it (or at the end of phase 4)
    look A07                        phase 4: spend a tablet to look under the base of A07 (free action)
    recall M7                       phase 5: take back your marker from M7
    done                            phase 5: leave the remaining markers where they are

A transport action with ``path=None`` lets the engine choose the relay that gives away the least prestige
(see :mod:`giantapp.giants.transport` for the tie-break rule); with an explicit path (and optionally
carriers) the engine validates them hex by hex and explains any refusal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from giantapp.engine import Action, IllegalAction
from giantapp.engine.i18n import tr
from giantapp.engine.notation import ascii_int, ascii_signed_int

from .island import Hex, hex_text, parse_hex

FIGURES = ("worker", "sorcerer", "chief")
POWERS = ("village", "hut", "forest", "reserve", "hat")
#: carrier token letters: worker, sorcerer, chief of a seat; a log has no seat
CARRIER_LETTERS = {"W": "worker", "S": "sorcerer", "C": "chief"}
LOG = "L"


@dataclass(frozen=True)
class ChooseFirst(Action):
    seat: int  # 0-based

    def notation(self) -> str:
        return f"first {self.seat + 1}"


@dataclass(frozen=True)
class Roll(Action):
    faces: tuple[tuple[str, int], ...]  # (die letter, face) per die

    def notation(self) -> str:
        return "roll " + " ".join(f"{letter}{face}" for letter, face in self.faces)


@dataclass(frozen=True)
class Bid(Action):
    markers: int = 0
    workers: int = 0
    sorcerer: bool = False
    chief: bool = False

    def notation(self) -> str:
        parts = ["bid"]
        if self.markers:
            parts.append(f"m{self.markers}")
        if self.workers:
            parts.append(f"w{self.workers}")
        if self.sorcerer:
            parts.append("s")
        if self.chief:
            parts.append("c")
        return " ".join(parts)

    @property
    def strength_figures(self) -> bool:
        return bool(self.workers or self.sorcerer or self.chief)


@dataclass(frozen=True)
class Take(Action):
    moai: str

    def notation(self) -> str:
        return f"take {self.moai}"


@dataclass(frozen=True)
class Stop(Action):
    def notation(self) -> str:
        return "stop"


@dataclass(frozen=True)
class Place(Action):
    figure: str  # "worker", "sorcerer" or "chief"
    hex: Hex
    logs: int = 0

    def notation(self) -> str:
        text = f"place {self.figure} {hex_text(self.hex)}"
        return text + (f" logs {self.logs}" if self.logs else "")


@dataclass(frozen=True)
class Power(Action):
    """Phase 3 B (figure "sorcerer", with 0-2 logs) or C (figure "chief", for tablets)."""

    figure: str
    hex: Hex
    power: str  # one of POWERS
    ahu: str | None = None  # for "reserve"
    logs: int = 0

    def notation(self) -> str:
        text = f"{self.figure} {hex_text(self.hex)} {self.power}"
        if self.ahu:
            text += f" {self.ahu}"
        return text + (f" logs {self.logs}" if self.logs else "")


@dataclass(frozen=True)
class TakeTablet(Action):
    def notation(self) -> str:
        return "tablet"


@dataclass(frozen=True)
class Pass(Action):
    def notation(self) -> str:
        return "pass"


Carriers = tuple[tuple[str, ...], ...]  # per entered hex, tokens such as "W2", "C3", "L"


@dataclass(frozen=True)
class Move(Action):
    obj: str  # "M7" or "H2"
    dest: Hex
    goal: str | None = None  # None, "erect" or "hat"
    ahu: str | None = None
    path: tuple[Hex, ...] | None = None  # hexes entered, ending at dest; None: the engine's cheapest
    carriers: Carriers | None = None  # per entered hex; None: the engine's cheapest assignment

    def notation(self) -> str:
        text = f"move {self.obj} to {hex_text(self.dest)}"
        if self.goal:
            text += f" {self.goal} {self.ahu}"
        if self.path is not None:
            text += " via " + (";".join(hex_text(h) for h in self.path) if self.path else "-")
        if self.carriers is not None:
            text += " carriers " + (";".join("+".join(c) for c in self.carriers) if self.carriers else "-")
        return text

    def without_route(self) -> "Move":
        """The same move with the engine's cheapest route (how legal_actions lists it)."""
        return Move(self.obj, self.dest, self.goal, self.ahu)


@dataclass(frozen=True)
class Mark(Action):
    obj: str

    def notation(self) -> str:
        return f"mark {self.obj}"


@dataclass(frozen=True)
class NoMark(Action):
    obj: str

    def notation(self) -> str:
        return f"no-mark {self.obj}"


@dataclass(frozen=True)
class Look(Action):
    ahu: str

    def notation(self) -> str:
        return f"look {self.ahu}"


@dataclass(frozen=True)
class Recall(Action):
    obj: str

    def notation(self) -> str:
        return f"recall {self.obj}"


@dataclass(frozen=True)
class Done(Action):
    def notation(self) -> str:
        return "done"


_OBJ = re.compile(r"[MH][1-9][0-9]{0,3}")
_AHU = re.compile(r"A[0-9]{1,4}")
_CARRIER = re.compile(r"([WSC])([1-9])|L")


def _fail(text: str, why: str) -> IllegalAction:
    return IllegalAction(tr("Giants", "cannot read {given!r} as a Giants action: {why}", given=text, why=why))


def _hex_arg(text: str, token: str) -> Hex:
    parts = token.strip("()").split(",")
    if len(parts) != 2 or any(ascii_signed_int(part) is None for part in parts):
        raise _fail(text, tr("Giants", "{given!r} is not a hex (write q,r such as 5,6)", given=token))
    try:
        return parse_hex(token)
    except ValueError as exc:
        raise _fail(text, str(exc)) from None


def _logs(text: str, rest: list[str]) -> int:
    if not rest:
        return 0
    if len(rest) == 2 and rest[0] == "logs" and ascii_int(rest[1]) is not None:
        return ascii_int(rest[1])
    raise _fail(text, tr("Giants", "expected 'logs N' at the end"))


def parse_carriers(text: str, spec: str) -> Carriers:
    """Read ``W2+L;C3`` (``-`` for none) into per-hex carrier tokens."""
    if spec == "-":
        return ()
    result = []
    for part in spec.split(";"):
        tokens = tuple(t for t in part.split("+") if t)
        for t in tokens:
            if not _CARRIER.fullmatch(t):
                raise _fail(text, tr("Giants", "{t!r} is not a carrier (W2 worker, S2 sorcerer, C2 chief of seat 2, L log)", t=t))
        result.append(tokens)
    return tuple(result)


def parse_action(text: str) -> Action:
    """Read one action's notation; IllegalAction says what is malformed."""
    if not isinstance(text, str):
        raise IllegalAction(tr("Giants", "an action must be text, not {type}", type=type(text).__name__))
    parts = text.split()
    if not parts:
        raise _fail(text, tr("Giants", "it is empty"))
    verb, args = parts[0].lower(), parts[1:]
    if verb == "first" and len(args) == 1 and (ascii_int(args[0]) or 0) >= 1:
        return ChooseFirst(ascii_int(args[0]) - 1)
    if verb == "roll" and args:
        faces = []
        for token in args:
            face = ascii_int(token[1:])
            if len(token) < 2 or not token[0].isupper() or face is None:
                raise _fail(text, tr("Giants", "{token!r} is not a die face like W2", token=token))
            faces.append((token[0], face))
        return Roll(tuple(faces))
    if verb == "bid":
        markers = workers = 0
        sorcerer = chief = False
        seen = set()
        for token in args:
            key = token[0].lower()
            if key in seen:
                raise _fail(text, tr("Giants", "{token!r} is given twice", token=token))
            seen.add(key)
            count = ascii_int(token[1:])
            if key == "m" and count is not None:
                markers = count
            elif key == "w" and count is not None:
                workers = count
            elif token.lower() == "s":
                sorcerer = True
            elif token.lower() == "c":
                chief = True
            else:
                raise _fail(text, tr("Giants", "{token!r} is not part of a bid (m2, w1, s, c)", token=token))
        return Bid(markers, workers, sorcerer, chief)
    if verb == "take" and len(args) == 1 and _OBJ.fullmatch(args[0]) and args[0][0] == "M":
        return Take(args[0])
    if verb in ("stop", "tablet", "pass", "done") and not args:
        return {"stop": Stop(), "tablet": TakeTablet(), "pass": Pass(), "done": Done()}[verb]
    if verb == "place" and len(args) >= 2:
        if args[0] not in FIGURES:
            raise _fail(text, tr("Giants", "{word!r} is not a figure (worker, sorcerer, chief)", word=args[0]))
        return Place(args[0], _hex_arg(text, args[1]), _logs(text, args[2:]))
    if verb in ("sorcerer", "chief") and len(args) >= 2:
        h = _hex_arg(text, args[0])
        power = args[1]
        if power not in POWERS:
            raise _fail(text, tr("Giants", "{power!r} is not an action (village, hut, forest, reserve, hat)", power=power))
        rest = args[2:]
        ahu = None
        if power == "reserve":
            if not rest or not _AHU.fullmatch(rest[0]):
                raise _fail(text, tr("Giants", "reserve needs an ahu such as A07"))
            ahu, rest = rest[0], rest[1:]
        return Power(verb, h, power, ahu, _logs(text, rest))
    if verb == "move" and len(args) >= 3:
        obj = args[0]
        if not _OBJ.fullmatch(obj):
            raise _fail(text, tr("Giants", "{obj!r} is not an object such as M7 or H2", obj=obj))
        if args[1] != "to":
            raise _fail(text, tr("Giants", "expected 'to' after the object"))
        dest = _hex_arg(text, args[2])
        rest = args[3:]
        goal = ahu = None
        path = None
        carriers = None
        while rest:
            key = rest[0]
            if len(rest) < 2:
                raise _fail(text, tr("Giants", "{key!r} needs a value", key=key))
            value, rest = rest[1], rest[2:]
            if key in ("erect", "hat") and goal is None:
                if not _AHU.fullmatch(value):
                    raise _fail(text, tr("Giants", "{value!r} is not an ahu such as A07", value=value))
                goal, ahu = key, value
            elif key == "via" and path is None:
                path = () if value == "-" else tuple(_hex_arg(text, h) for h in value.split(";"))
            elif key == "carriers" and carriers is None:
                carriers = parse_carriers(text, value)
            else:
                raise _fail(text, tr("Giants", "unexpected {key!r}", key=key))
        return Move(obj, dest, goal, ahu, path, carriers)
    if verb in ("mark", "no-mark", "recall") and len(args) == 1 and _OBJ.fullmatch(args[0]):
        return {"mark": Mark, "no-mark": NoMark, "recall": Recall}[verb](args[0])
    if verb == "look" and len(args) == 1 and _AHU.fullmatch(args[0]):
        return Look(args[0])
    raise _fail(text, tr("Giants", "unknown action or wrong arguments"))


def _is_hex(value: object) -> bool:
    if not isinstance(value, tuple) or len(value) != 2:
        return False
    q, r = value
    return isinstance(q, int) and not isinstance(q, bool) and isinstance(r, int) and not isinstance(r, bool)


def _hex_field(name: str, value: object) -> str | None:
    if not _is_hex(value):
        return tr("Giants", "{name} must be a hex (q, r), not {value!r}", name=name, value=value)
    return None


def _count_field(name: str, value: object) -> str | None:
    if not isinstance(value, int) or isinstance(value, bool):
        return tr("Giants", "{name} must be a whole number, not {value!r}", name=name, value=value)
    if value < 0:
        return tr("Giants", "{name} cannot be negative", name=name)
    return None


def _flag_field(name: str, value: object) -> str | None:
    if not isinstance(value, bool):
        return tr("Giants", "{name} must be true or false, not {value!r}", name=name, value=value)
    return None


def _text_field(name: str, value: object) -> str | None:
    if not isinstance(value, str):
        return tr("Giants", "{name} must be text, not {value!r}", name=name, value=value)
    return None


def _optional_text_field(name: str, value: object) -> str | None:
    if value is not None and not isinstance(value, str):
        return tr("Giants", "{name} must be text, not {value!r}", name=name, value=value)
    return None


def _path_field(name: str, value: object) -> str | None:
    if value is not None and (not isinstance(value, tuple) or not all(_is_hex(h) for h in value)):
        return tr("Giants", "a path must be a sequence of hexes")
    return None


def _carriers_field(name: str, value: object) -> str | None:
    if value is not None and (not isinstance(value, tuple) or not all(
        isinstance(c, tuple) and all(isinstance(t, str) and _CARRIER.fullmatch(t) for t in c) for c in value
    )):
        return tr("Giants", "carriers must be W2 / S2 / C2 / L tokens per hex")
    return None


def _faces_field(name: str, value: object) -> str | None:
    if not isinstance(value, tuple) or not all(
        isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str) and isinstance(x[1], int) for x in value
    ):
        return tr("Giants", "a roll lists (die letter, face) pairs")
    return None


#: how each field name is checked (fields not named here need no check)
_FIELD_CHECKS = {
    "hex": _hex_field, "dest": _hex_field,
    "markers": _count_field, "workers": _count_field, "logs": _count_field, "seat": _count_field,
    "sorcerer": _flag_field, "chief": _flag_field,
    "obj": _text_field, "moai": _text_field, "figure": _text_field, "power": _text_field,
    "ahu": _optional_text_field, "goal": _optional_text_field,
    "path": _path_field, "carriers": _carriers_field, "faces": _faces_field,
}
_FIELDS: dict[type, tuple[tuple[str, Callable[[str, object], str | None]], ...]] = {}


def check_fields(action: Action) -> str | None:
    """A reason if an action built in code (not parsed) has fields of the wrong type, else None."""
    fields = _FIELDS.get(type(action))
    if fields is None:
        import dataclasses

        fields = _FIELDS[type(action)] = tuple(
            (f.name, _FIELD_CHECKS[f.name]) for f in dataclasses.fields(action)  # type: ignore[arg-type]
            if f.name in _FIELD_CHECKS)
    for name, check in fields:
        problem = check(name, getattr(action, name))
        if problem is not None:
            return problem
    return None

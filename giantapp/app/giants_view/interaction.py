"""Gestures to legal actions: what may be picked up now, where it may go, and what a drop means.

The rules stay the single authority: every source, target and choice here is read from the legal
actions the session gives for the seat at the keyboard (and, for transport, from the engine's
``transport_options``). A drop that matches no legal action is still sent to the rules as the action
the gesture naturally means, so the refusal carries the rules' own reason; nothing changes then.

Keys (see :mod:`.items`): sources are ``("screen", seat, figure, ...)`` for figures behind the screen,
``("object", id)`` for moai and hats; targets are ``("hex", h)`` and ``("ahu", id)``. Anything lying on
a hex or an ahu stands for that hex or ahu as a target.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from PySide6.QtCore import QCoreApplication

from giantapp.engine import Action, IllegalAction
from giantapp.giants import transport
from giantapp.giants.actions import (
    Bid, Done, Look, Mark, Move, NoMark, Pass, Place, Power, Recall, Stop, Take, TakeTablet,
)
from giantapp.giants.state import GiantsState


def _tr(text: str) -> str:
    return QCoreApplication.translate("GiantsTable", text)


@dataclass
class BidDraft:
    """The bid being put together by clicking one's own figures behind the screen (phase 2)."""

    markers: set[int]
    workers: set[int]
    sorcerer: bool = False
    chief: bool = False

    def action(self) -> Bid:
        return Bid(len(self.markers), len(self.workers), self.sorcerer, self.chief)


class Interaction:
    """Maps keys to actions for one position; rebuilt by the table after every change."""

    def __init__(self) -> None:
        self.view: GiantsState | None = None
        self.seat: int | None = None
        self.legal: list[Action] = []
        self.logs = 0  # logs going with the next worker or sorcerer
        self.bid = BidDraft(set(), set())
        self._options: dict[str, dict] = {}

    def update(self, view: GiantsState, seat: int | None, legal: list[Action]) -> None:
        changed_phase = self.view is None or self.view.phase != view.phase or self.seat != seat
        self.view = view
        self.seat = seat
        self.legal = legal
        self._options = {}
        if changed_phase or view.phase != "bid":
            self.bid = BidDraft(set(), set())
        self.logs = min(self.logs, self.max_logs())

    # ------------------------------------------------------------------ facts
    def phase(self) -> str:
        return self.view.phase if self.view is not None else ""

    def max_logs(self) -> int:
        if self.view is None or self.seat is None:
            return 0
        return max((a.logs for a in self.legal if isinstance(a, (Place, Power))), default=0)

    def has(self, cls: type) -> Action | None:
        for a in self.legal:
            if type(a) is cls:
                return a
        return None

    def transport_options(self, obj: str) -> dict:
        """{dest hex: TransportOption} for moving ``obj`` now (the engine's proposals), cached."""
        if obj not in self._options:
            opts = {}
            if self.view is not None and self.seat is not None:
                for option in self.view.transport_options(self.seat, obj):
                    opts[option.dest] = option
            self._options[obj] = opts
        return self._options[obj]

    def start_of(self, obj: str):
        view = self.view
        place = view.places[obj]
        if place[0] == "hex":
            return place[1]
        isl = view.island
        return isl.hat_quarry if view.kinds[obj] == "hat" else isl.moai_quarry

    # ------------------------------------------------------------------ sources
    def figure_of(self, key: tuple) -> str | None:
        """The figure a key behind the viewer's own screen stands for ("worker", "sorcerer", "chief")."""
        if len(key) >= 3 and key[0] == "screen" and key[1] == self.seat and key[2] in ("worker", "sorcerer", "chief"):
            return key[2]
        return None

    def is_source(self, key: tuple) -> bool:
        """Whether pressing on this item may start a drag now."""
        if self.seat is None or not key:
            return False
        if self.phase() == "place":
            if self.figure_of(key):
                return bool(self.targets(key))
            return key[:3] == ("screen", self.seat, "log") and self.max_logs() > 0
        if self.phase() == "transport" and key[0] == "object":
            return any(isinstance(a, Move) and a.obj == key[1] for a in self.legal)
        return False

    def is_clickable(self, key: tuple) -> bool:
        return self.is_source(key) or bool(self.click_actions(key)) or self.bid_toggle(key, dry=True)

    # ------------------------------------------------------------------ targets
    def targets(self, key: tuple) -> dict[tuple, list[Action]]:
        """{target key: candidate actions} for the source ``key``."""
        result: dict[tuple, list[Action]] = {}
        figure = self.figure_of(key)
        if figure and self.phase() == "place":
            logs = 0 if figure == "chief" else self.logs
            for a in self.legal:
                if isinstance(a, (Place, Power)) and a.figure == figure and a.logs == logs:
                    result.setdefault(("hex", a.hex), []).append(a)
                    if isinstance(a, Power) and a.ahu:
                        result.setdefault(("ahu", a.ahu), []).append(a)
            return result
        if key and key[0] == "object" and self.phase() == "transport":
            obj = key[1]
            moves = [a for a in self.legal if isinstance(a, Move) and a.obj == obj]
            plain = {a.dest for a in moves if a.goal is None}
            for a in moves:
                if a.goal is None:
                    result.setdefault(("hex", a.dest), []).append(a)
                else:
                    result.setdefault(("ahu", a.ahu), []).append(a)
                    if a.dest not in plain:
                        result.setdefault(("hex", a.dest), []).append(a)
            return result
        return result

    def target_of(self, key: tuple) -> tuple | None:
        """The hex or ahu an item stands for as a drop target."""
        view = self.view
        if not key or view is None:
            return None
        if key[0] in ("hex", "ahu"):
            return key[:2]
        if key[0] == "base":
            return ("ahu", key[1])
        if key[0] == "object":
            place = view.places.get(key[1])
            if place and place[0] in ("hex", "ahu"):
                return (place[0], place[1])
        if key[0] == "figure":
            return ("hex", key[3])
        if key[0] == "log":
            return ("hex", key[1])
        return None

    def resolve(self, source: tuple, target: tuple | None) -> tuple[list[Action], Action | None]:
        """(candidate actions, the action the gesture naturally means) for dropping ``source`` on ``target``.

        Several candidates are offered as a choice; none means the drop is illegal, and the natural
        action (sent to the rules) gives the reason.
        """
        if target is None:
            return [], None
        candidates = list(self.targets(source).get(target, []))
        if source[0] == "object":
            candidates = self._best_moves(source[1], candidates)
        natural = self._natural(source, target)
        return candidates, natural

    def _best_moves(self, obj: str, moves: list[Action]) -> list[Action]:
        """One move per (goal, ahu): the destination whose relay gives away the least prestige."""
        options = self.transport_options(obj)
        best: dict[tuple, Action] = {}
        for a in moves:
            k = (a.goal, a.ahu) if a.goal else (None, a.dest)
            option = options.get(a.dest)
            cost = (option.route.total, len(option.route.path)) if option else (99, 99)
            if k not in best or cost < best[k][0]:
                best[k] = (cost, a)  # type: ignore[assignment]
        ordered = sorted(best.values(), key=lambda item: (item[1].goal is not None, item[0]))  # type: ignore[index]
        plain = [a for _, a in ordered if a.goal is None]
        goals = [a for _, a in ordered if a.goal is not None]
        return plain + goals

    def _natural(self, source: tuple, target: tuple) -> Action | None:
        view = self.view
        figure = self.figure_of(source)
        if figure:
            if target[0] == "hex":
                return Place(figure, target[1], 0 if figure == "chief" else self.logs)
            ahu = view.island.ahus.get(target[1])
            if ahu is not None:
                return Power(figure, ahu.adjacent[0], "reserve", ahu.id, 0 if figure == "chief" else self.logs)
            return None
        if source[0] == "object":
            obj = source[1]
            if target[0] == "hex":
                return Move(obj, target[1])
            ahu = view.island.ahus.get(target[1])
            if ahu is not None:
                goal = "hat" if view.kinds[obj] == "hat" else "erect"
                return Move(obj, ahu.adjacent[0], goal, ahu.id)
        return None

    # ------------------------------------------------------------------ clicks without a target
    def click_actions(self, key: tuple) -> list[Action]:
        """Actions a click on this item alone means (taking a moai, recalling a marker, a look...)."""
        view = self.view
        if view is None or self.seat is None or not key:
            return []
        result: list[Action] = []
        obj = key[1] if key[0] == "object" else None
        ahu = None
        if key[0] in ("ahu", "base"):
            ahu = key[1]
        elif obj is not None and view.places.get(obj, ("",))[0] == "ahu":
            ahu = view.places[obj][1]
        for a in self.legal:
            if isinstance(a, Take) and a.moai == obj:
                result.append(a)
            elif isinstance(a, Recall) and a.obj == obj:
                result.append(a)
            elif isinstance(a, (Mark, NoMark)) and a.obj == obj and self.phase() in ("quarry_mark",):
                result.append(a)
            elif isinstance(a, Mark) and a.obj == obj and view.pending is not None:
                result.append(a)
            elif isinstance(a, Mark) and a.obj == obj and self.phase() == "transport":
                result.append(a)  # marking without moving
            elif isinstance(a, Look) and ahu is not None and a.ahu == ahu:
                result.append(a)
        return result

    def bid_toggle(self, key: tuple, dry: bool = False) -> bool:
        """Clicking a figure or marker behind one's screen in phase 2 adds it to (or takes it from) the bid."""
        if self.phase() != "bid" or self.seat is None or not self.legal or len(key) < 3:
            return False
        if key[0] != "screen" or key[1] != self.seat:
            return False
        what = key[2]
        if what not in ("worker", "marker", "sorcerer", "chief"):
            return False
        if dry:
            return True
        if what == "worker":
            self.bid.workers.symmetric_difference_update({key[3]})
        elif what == "marker":
            self.bid.markers.symmetric_difference_update({key[3]})
        elif what == "sorcerer":
            self.bid.sorcerer = not self.bid.sorcerer
        else:
            self.bid.chief = not self.bid.chief
        return True

    def bid_selected(self, key: tuple) -> bool:
        if self.phase() != "bid" or len(key) < 3 or key[0] != "screen" or key[1] != self.seat:
            return False
        what = key[2]
        if what == "worker":
            return key[3] in self.bid.workers
        if what == "marker":
            return key[3] in self.bid.markers
        if what == "sorcerer":
            return self.bid.sorcerer
        if what == "chief":
            return self.bid.chief
        return False

    def cycle_logs(self) -> int:
        top = self.max_logs()
        self.logs = 0 if self.logs >= top else self.logs + 1
        return self.logs

    # ------------------------------------------------------------------ buttons
    def button_actions(self) -> dict[str, Action]:
        """The decisions with their own button: pass, tablet, stop, done, mark / no mark."""
        result: dict[str, Action] = {}
        view = self.view
        for a in self.legal:
            if isinstance(a, Pass):
                result["pass"] = a
            elif isinstance(a, TakeTablet):
                result["tablet"] = a
            elif isinstance(a, Stop):
                result["stop"] = a
            elif isinstance(a, Done):
                result["done"] = a
            elif isinstance(a, Mark) and view is not None and (view.pending is not None or view.phase == "quarry_mark"):
                result["mark"] = a
            elif isinstance(a, NoMark):
                result["no_mark"] = a
        if self.phase() == "bid" and self.legal:
            result["bid"] = self.bid.action()
        return result

    def decision_object(self) -> str | None:
        """The object a mark / no-mark decision is about now, if any."""
        view = self.view
        if view is None:
            return None
        if view.pending is not None:
            return view.pending[1]
        if view.phase == "quarry_mark" and view.quarry_queue:
            return view.quarry_queue[0][1]
        return None


def favour_route(view: GiantsState, seat: int, move: Move, favoured: int) -> Move:
    """The same move with carriers chosen to give prestige to ``favoured`` wherever the hex allows.

    Per entered hex the rules' ``transport.favoured_carriers`` decides; where the favoured seat cannot
    help, the engine's choice stays. The rules validate the result; if the favoured seat cannot help
    anywhere, the engine's cheapest relay is kept.
    """
    start = None
    for o, st, _capture in view.movable_objects(seat):
        if o == move.obj:
            start = st
    if start is None:
        return move
    route = transport.cheapest_route(view, seat, move.obj, start, move.dest)
    if route is None:
        return move
    need = view.edition.carry_need[view.kinds[move.obj]]
    crews = view.crews()
    carriers = []
    helped = False
    for h, engine_tokens in zip(route.path, route.carriers):
        tokens = transport.favoured_carriers(crews.get(h, view.empty_crew), seat, favoured, need, view.strengths)
        helped = helped or tokens is not None
        carriers.append(tokens if tokens is not None else engine_tokens)
    if not helped:
        return move
    try:
        transport.validate_path(view, seat, move.obj, start, route.path, tuple(carriers))
    except IllegalAction:
        return move
    return Move(move.obj, move.dest, move.goal, move.ahu, route.path, tuple(carriers))


def prestige_words(route, names: Iterable[str]) -> str:
    """Who gains prestige from a relay, in words."""
    names = list(names)
    gains = [f"{names[s]} +{p}" for s, p in enumerate(route.prestige) if p]
    if not gains:
        return _tr("No prestige given away")
    return _tr("Prestige: {gains}").replace("{gains}", ", ".join(gains))

"""Giants' gestures as plain objects (no Qt): what may be picked up now, where it may go, what a drop
or a click comes to.

The rules stay the single authority: sources, targets and click meanings are read from the legal
actions the session gives for the seat at the keyboard; a drop is turned into the legal action(s) -
with the relay fully determined - or the rules' reason by :mod:`giantapp.giants.queries`. Nothing here
words a rule or chooses carriers.

Keys (see :mod:`.scene`): sources are ``("screen", seat, figure, ...)`` for figures behind the screen,
``("object", id)`` for moai and hats; targets are ``("hex", h)`` and ``("ahu", id)``. Anything lying on
a hex or an ahu stands for that hex or ahu as a target.
"""

from __future__ import annotations

from dataclasses import dataclass

from giantapp.app.board.outcome import Choose, Outcome, Play, Refuse, Stage
from giantapp.engine import Action
from giantapp.engine.i18n import tr
from giantapp.giants import queries
from giantapp.giants.actions import Bid, Done, Look, Mark, Move, NoMark, Pass, Place, Power, Recall, Stop, Take, TakeTablet
from giantapp.giants.state import SCREEN


@dataclass
class BidDraft:
    """The bid being put together by clicking one's own figures behind the screen (phase 2)."""

    markers: set[int]
    workers: set[int]
    sorcerer: bool = False
    chief: bool = False

    def action(self) -> Bid:
        return Bid(len(self.markers), len(self.workers), self.sorcerer, self.chief)

    def clear(self) -> None:
        self.markers.clear()
        self.workers.clear()
        self.sorcerer = self.chief = False


class Interaction:
    """Maps keys to actions for one position; updated by the table after every change."""

    def __init__(self) -> None:
        self.view = None
        self.seat: int | None = None
        self.legal: list[Action] = []
        self.logs = 0  # logs going with the next worker or sorcerer
        self.bid = BidDraft(set(), set())
        self.favoured: int | None = None  # whose figures should carry (the panel's carriers choice)

    def update(self, view, seat: int | None, legal: list[Action]) -> None:
        changed_phase = self.view is None or self.view.phase != view.phase or self.seat != seat
        self.view = view
        self.seat = seat
        self.legal = legal
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

    def transport_options(self, obj: str) -> dict:
        """{dest hex: TransportOption} for moving ``obj`` now (the engine's proposals)."""
        if self.view is None or self.seat is None:
            return {}
        return {option.dest: option for option in self.view.transport_options(self.seat, obj)}

    # ------------------------------------------------------------------ sources
    def figure_of(self, key: tuple) -> str | None:
        """The figure a key behind the viewer's own screen stands for ("worker", "sorcerer", "chief")."""
        if len(key) >= 3 and key[0] == "screen" and key[1] == self.seat and key[2] in ("worker", "sorcerer", "chief"):
            return key[2]
        return None

    def is_log(self, key: tuple) -> bool:
        return key[:3] == ("screen", self.seat, "log")

    def is_source(self, key: tuple) -> bool:
        """Whether pressing on this item may start a drag now."""
        if self.seat is None or not key:
            return False
        if self.phase() == "place":
            if self.figure_of(key):
                return bool(self.targets(key))
            return self.is_log(key) and self.max_logs() > 0
        if self.phase() == "transport" and key[0] == "object":
            return any(isinstance(a, Move) and a.obj == key[1] for a in self.legal)
        return False

    def is_clickable(self, key: tuple) -> bool:
        return self.is_source(key) or bool(self.click_actions(key)) or self.bid_toggle(key, dry=True)

    def drag_model(self, key: tuple):
        """The model for dragging the piece ``key`` now (see ``giantapp.app.board.gestures.DragModel``)."""
        if self.is_log(key) and self.phase() == "place" and self.max_logs() > 0:
            return LogDrag(self, key)
        if self.is_source(key):
            return PieceDrag(self, key)
        if self.bid_toggle(key, dry=True):
            return BidFigureDrag()
        reason = self.stay_reason(key)
        if reason is not None:
            return StayingObjectDrag(reason)
        return None

    def stay_reason(self, key: tuple) -> str | None:
        """The rules' reason why the moai or hat ``key`` cannot move now, for a drag or a click on it; None
        for anything else, and for an object with a click meaning (take it, recall it, mark it: it is
        clicked, and its drag still pans) or a legal move."""
        if not key or key[0] != "object" or self.seat is None or self.view is None or self.click_actions(key):
            return None
        return queries.why_object_stays(self.view, self.seat, key[1], self.legal)

    # ------------------------------------------------------------------ targets
    def targets(self, key: tuple) -> dict[tuple, list[Action]]:
        """{target key: candidate actions} for the source ``key`` (what lights up)."""
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
            moves = [a for a in self.legal if isinstance(a, Move) and a.obj == key[1]]
            plain = {a.dest for a in moves if a.goal is None}
            for a in moves:
                if a.goal is None:
                    result.setdefault(("hex", a.dest), []).append(a)
                else:
                    result.setdefault(("ahu", a.ahu), []).append(a)
                    if a.dest not in plain:
                        result.setdefault(("hex", a.dest), []).append(a)
        return result

    def target_of(self, key: tuple | None) -> tuple | None:
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

    def resolve(self, source: tuple, target: tuple | None) -> Outcome:
        """What dropping ``source`` on ``target`` (or clicking it there) comes to: the rules' queries find
        the legal action(s) - several are a choice - or the reason none fits."""
        figure = self.figure_of(source)
        if figure:
            found = queries.find_placement(self.view, self.seat, figure, target, self.logs, self.legal)
        elif source[0] == "object":
            found = queries.find_drop(self.view, self.seat, source[1], target, self.legal, self.favoured)
        else:
            return Refuse()
        if len(found.actions) == 1:
            return Play(found.actions[0])
        if found.actions:
            return Choose(found.actions)
        return Refuse(found.reason or "")

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


class PieceDrag:
    """Dragging a figure from behind the screen (phase 3) or a moai or hat (phase 4)."""

    def __init__(self, interaction: Interaction, key: tuple) -> None:
        self.interaction = interaction
        self.key = key

    def start(self) -> str | None:
        return None

    def targets(self) -> dict[tuple, str]:
        return {t: "" for t in self.interaction.targets(self.key)}

    def hover(self, key: tuple | None) -> tuple | None:
        target = self.interaction.target_of(key)
        return target if target is not None and target in self.interaction.targets(self.key) else None

    def drop(self, key: tuple | None) -> Outcome:
        return self.interaction.resolve(self.key, self.interaction.target_of(key))


class LogDrag:
    """A log behind the screen dragged onto one's worker or sorcerer: it goes with that figure's
    placement (nothing is played until the figure is placed)."""

    def __init__(self, interaction: Interaction, key: tuple) -> None:
        self.interaction = interaction
        self.key = key

    def _carriers(self) -> set[tuple]:
        it = self.interaction
        view = it.view
        keys = {("screen", it.seat, "worker", i) for i in range(view.screen_workers[it.seat] or 0)}
        if view.sorcerer[it.seat] == SCREEN:
            keys.add(("screen", it.seat, "sorcerer"))
        return keys

    def start(self) -> str | None:
        return None

    def targets(self) -> dict[tuple, str]:
        return {k: "" for k in self._carriers()}

    def hover(self, key: tuple | None) -> tuple | None:
        return key if key in self._carriers() else None

    def drop(self, key: tuple | None) -> Outcome:
        it = self.interaction
        if key in self._carriers():
            it.logs = min(it.max_logs(), it.logs + 1)
            return Stage(("logs", it.logs))
        return Refuse()


class BidFigureDrag:
    """During the secret bid a figure or marker is clicked into the bid, not moved: its drag is followed
    (so the gesture is seen) and answered with how bidding works."""

    def start(self) -> str | None:
        return None

    def targets(self) -> dict[tuple, str]:
        return {}

    def hover(self, key: tuple | None) -> tuple | None:
        return None

    def drop(self, key: tuple | None) -> Outcome:
        return Refuse(tr("GiantsTable", "During the secret bid nothing is moved: figures go onto the island in phase 3. "
                                        "To bid, click markers and figures behind your screen (click again to take one "
                                        "back), then Place bid."))


class StayingObjectDrag:
    """A moai or hat that cannot move now: the drag is refused at once with the rules' reason."""

    def __init__(self, reason: str) -> None:
        self.reason = reason

    def start(self) -> str | None:
        return self.reason

    def targets(self) -> dict[tuple, str]:
        return {}

    def hover(self, key: tuple | None) -> tuple | None:
        return None

    def drop(self, key: tuple | None) -> Outcome:
        return Refuse(self.reason)

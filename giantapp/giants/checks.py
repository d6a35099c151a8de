"""Every refusal of the Giants rules, each rule written once.

Why a module of its own: the rules must give one answer whoever asks. ``apply`` performs an action only
after its ``check_*`` function has passed, ``explain`` runs the very same function and returns its reason,
and the legal-action generators in :mod:`.state` keep a candidate exactly when the same ``*_problem``
functions find nothing wrong. So a rule cannot be changed in one of those places and not in the others
(issue 19: "a second hat on a crowned moai" was once checked twice, differently).

Two kinds of functions:

- ``*_problem(state, ...) -> str | None``: one rule, the reason it refuses (translated), or None; with
  ``quiet=True`` (the legal-action generators) the constant :data:`REFUSED` instead of the reason;
- ``check_<action>(state, seat, action)``: every check an action needs, in order, all before the first
  change; raises :class:`IllegalAction` with the first reason and returns what the performer needs
  (a move's relay, which kind of mark), else None.

The seat is already known to be acting, the action's fields to have the right types, and the action to
belong to the phase (``GiantsState._check`` does that first).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from giantapp.engine import IllegalAction
from giantapp.engine.i18n import tr

from . import transport
from .actions import POWERS, Bid, ChooseFirst, Look, Mark, Move, NoMark, Place, Power, Recall, Roll, Take
from .island import Hex, hex_label

if TYPE_CHECKING:  # pragma: no cover
    from .state import GiantsState

SCREEN = "screen"
FRONT = "front"
#: what a ``*_problem(..., quiet=True)`` returns instead of its reason: the legal-action generators only
#: ask whether a rule refuses, so the reason (a translation and its fields) is not built (speed).
REFUSED = "refused"


def _refuse(reason: str | None) -> None:
    if reason is not None:
        raise IllegalAction(reason)


# ---------------------------------------------------------------------------- shared small rules
def hex_problem(state: "GiantsState", h: Hex) -> str | None:
    if h not in state.island.land:
        return tr("Giants", "hex {hex} is not a land hex of the island", hex=hex_label(h))
    return None


def logs_problem(state: "GiantsState", seat: int, logs: int, *, quiet: bool = False) -> str | None:
    """A figure goes out with 0 to ``max_logs_per_placement`` of its owner's logs."""
    if logs < 0:
        return REFUSED if quiet else tr("Giants", "a number of logs cannot be negative")
    if logs > state.edition.max_logs_per_placement:
        return REFUSED if quiet else tr("Giants", "a figure takes at most {most} logs, not {logs}", most=state.edition.max_logs_per_placement, logs=logs)
    if logs > (state.screen_logs[seat] or 0):
        return REFUSED if quiet else tr("Giants", "you have {have} log(s) behind your screen, not {logs}", have=state.screen_logs[seat], logs=logs)
    return None


def figure_home_problem(state: "GiantsState", seat: int, figure: str, *, quiet: bool = False) -> str | None:
    """A figure can be placed or bid only from behind its owner's screen."""
    if figure == "worker":
        if not state.screen_workers[seat]:
            return REFUSED if quiet else tr("Giants", "you have no worker behind your screen")
        return None
    if figure not in ("sorcerer", "chief"):
        return REFUSED if quiet else tr("Giants", "{figure!r} is not a figure (worker, sorcerer, chief)", figure=figure)
    where = getattr(state, figure)[seat]
    if where == SCREEN:
        return None
    if quiet:
        return REFUSED
    place = (tr("Giants", "in front of your screen") if where == FRONT
             else tr("Giants", "on hex {hex}", hex=hex_label(where)))
    if figure == "sorcerer":
        return REFUSED if quiet else tr("Giants", "your sorcerer is {place}, not behind your screen", place=place)
    return REFUSED if quiet else tr("Giants", "your chief is {place}, not behind your screen", place=place)


def marker_problem(state: "GiantsState", seat: int, *, quiet: bool = False) -> str | None:
    if not state.screen_markers[seat]:
        return REFUSED if quiet else tr("Giants", "you have no tribe marker behind your screen")
    return None


def base_problem(state: "GiantsState", seat: int, *, quiet: bool = False) -> str | None:
    if not state.screen_bases[seat]:
        return REFUSED if quiet else tr("Giants", "you have no base behind your screen")
    return None


def pending_problem(state: "GiantsState", *, quiet: bool = False) -> str | None:
    """After a move the mover first decides about marking the object; nothing else happens meanwhile."""
    if state.phase == "transport" and state.pending is not None:
        return REFUSED if quiet else tr("Giants", "first decide whether to mark {obj}", obj=state.pending[1])
    return None


def object_problem(state: "GiantsState", obj: str, *, quiet: bool = False) -> str | None:
    if obj not in state.kinds:
        return REFUSED if quiet else tr("Giants", "there is no object {obj}", obj=obj)
    return None


# ---------------------------------------------------------------------------- setup and phase 1
def check_first(state: "GiantsState", seat: int, action: ChooseFirst) -> None:
    if not 0 <= action.seat < state.players:
        raise IllegalAction(tr("Giants", "{player} is not in this {players}-player game",
                               player=state.seat_label(action.seat), players=state.players))


def check_roll(state: "GiantsState", seat: int, action: Roll) -> None:
    dice = state.edition.setup[state.players].dice
    if len(action.faces) != len(dice):
        raise IllegalAction(tr("Giants", "a roll with {players} players has {dice} dice, not {faces}",
                               players=state.players, dice=len(dice), faces=len(action.faces)))
    for (letter, face), expected in zip(action.faces, dice):
        if letter != expected:
            raise IllegalAction(tr("Giants", "the dice are {order} in this order; {letter} is out of place",
                                   order=" ".join(dice), letter=letter))
        if face not in state.edition.dice[letter].faces:
            raise IllegalAction(tr("Giants", "a {die} die has no face {face}", die=state.edition.dice[letter].name, face=face))


# ---------------------------------------------------------------------------- phase 2
def check_bid(state: "GiantsState", seat: int, action: Bid) -> None:
    if action.markers < 0 or action.workers < 0:
        raise IllegalAction(tr("Giants", "a bid cannot be negative"))
    if action.markers > (state.screen_markers[seat] or 0):
        raise IllegalAction(tr("Giants", "you have {have} tribe marker(s) behind your screen, not {markers}",
                               have=state.screen_markers[seat], markers=action.markers))
    if action.workers > (state.screen_workers[seat] or 0):
        raise IllegalAction(tr("Giants", "you have {have} worker(s) behind your screen, not {workers}",
                               have=state.screen_workers[seat], workers=action.workers))
    if action.sorcerer and state.sorcerer[seat] != SCREEN:
        raise IllegalAction(tr("Giants", "your sorcerer is not behind your screen"))
    if action.chief and state.chief[seat] != SCREEN:
        raise IllegalAction(tr("Giants", "your chief is not behind your screen"))


def take_problem(state: "GiantsState", seat: int, moai: str, *, quiet: bool = False) -> str | None:
    """A picker takes a moai from the display no bigger than its unused sculptor strength."""
    if moai not in state.display:
        return REFUSED if quiet else tr("Giants", "{moai} is not on the quarry display", moai=moai)
    size = int(state.kinds[moai])
    if size > state.pick_strength[seat]:
        return REFUSED if quiet else tr("Giants", "{moai} is a size-{size} moai; your unused sculptor strength is {strength}",
                  moai=moai, size=size, strength=state.pick_strength[seat])
    return None


def check_take(state: "GiantsState", seat: int, action: Take) -> None:
    _refuse(take_problem(state, seat, action.moai))


# ---------------------------------------------------------------------------- phase 3
def check_place(state: "GiantsState", seat: int, action: Place) -> None:
    _refuse(figure_home_problem(state, seat, action.figure))
    _refuse(hex_problem(state, action.hex))
    if action.figure == "chief" and action.logs:
        raise IllegalAction(tr("Giants", "the chief is placed without logs"))
    _refuse(logs_problem(state, seat, action.logs))


def chief_power_problem(state: "GiantsState", seat: int, *, quiet: bool = False) -> str | None:
    """Action C: once per round per player, for ``chief_power_tablets`` tablets."""
    ed = state.edition
    if state.chief_power_used[seat]:
        return REFUSED if quiet else tr("Giants", "the chief has already performed an action this round")
    if state.tablets[seat] < ed.chief_power_tablets:
        return REFUSED if quiet else tr("Giants", "the chief's action costs {cost} tablets; you have {have}", cost=ed.chief_power_tablets, have=state.tablets[seat])
    return None


def reserve_ahu_problem(state: "GiantsState", h: Hex, ahu: str | None, *, quiet: bool = False) -> str | None:
    """Reserving needs an empty, unreserved ahu touching the hex (the base is checked separately)."""
    isl = state.island
    if ahu not in isl.ahus:
        return REFUSED if quiet else tr("Giants", "there is no ahu {ahu}", ahu=ahu)
    if h not in isl.ahus[ahu].adjacent:
        return REFUSED if quiet else tr("Giants", "hex {hex} is not adjacent to ahu {ahu}", hex=hex_label(h), ahu=ahu)
    if ahu in state.ahu_owner:
        return REFUSED if quiet else tr("Giants", "ahu {ahu} is already reserved or built on", ahu=ahu)
    return None


def power_target_problem(state: "GiantsState", seat: int, h: Hex, power: str, ahu: str | None, *, quiet: bool = False) -> str | None:
    """Where a sorcerer action (or the chief's, action C) can be performed."""
    isl = state.island
    if power not in POWERS:
        return REFUSED if quiet else tr("Giants", "{power!r} is not a sorcerer action (village, hut, forest, reserve, hat)", power=power)
    if power == "village" and h != isl.village:
        return REFUSED if quiet else tr("Giants", "the village is hex {village}, not {hex}", village=hex_label(isl.village), hex=hex_label(h))
    if power == "hut" and h != isl.sorcerers_hut:
        return REFUSED if quiet else tr("Giants", "the sorcerers' hut is hex {hut}, not {hex}", hut=hex_label(isl.sorcerers_hut), hex=hex_label(h))
    if power == "hat" and h != isl.hat_quarry:
        return REFUSED if quiet else tr("Giants", "the hat quarry is hex {quarry}, not {hex}", quarry=hex_label(isl.hat_quarry), hex=hex_label(h))
    if power == "forest":
        if h not in isl.forests:
            return REFUSED if quiet else tr("Giants", "hex {hex} is not a forest", hex=hex_label(h))
        if h in state.forest_used:
            return REFUSED if quiet else tr("Giants", "the forest on hex {hex} shows its stump: no logs can be taken there again", hex=hex_label(h))
    if power == "reserve":
        return reserve_ahu_problem(state, h, ahu, quiet=quiet) or base_problem(state, seat, quiet=quiet)
    if ahu is not None:
        return REFUSED if quiet else tr("Giants", "only the reserve action names an ahu")
    return None


def check_power(state: "GiantsState", seat: int, action: Power) -> None:
    if action.figure not in ("sorcerer", "chief"):
        raise IllegalAction(tr("Giants", "only the sorcerer (or the chief, for tablets) performs these actions"))
    _refuse(figure_home_problem(state, seat, action.figure))
    _refuse(hex_problem(state, action.hex))
    if action.figure == "chief":
        if action.logs:
            raise IllegalAction(tr("Giants", "the chief is placed without logs"))
        _refuse(chief_power_problem(state, seat))
    _refuse(logs_problem(state, seat, action.logs))
    _refuse(power_target_problem(state, seat, action.hex, action.power, action.ahu))


def tablet_problem(state: "GiantsState", seat: int, *, quiet: bool = False) -> str | None:
    """Action D spends a marker behind the screen and takes a tablet from the supply **[decision]**."""
    return marker_problem(state, seat, quiet=quiet) or (
        (REFUSED if quiet else tr("Giants", "the supply has no tablets left")) if state.tablets_supply <= 0 else None)


def check_tablet(state: "GiantsState", seat: int, action: object) -> None:
    _refuse(tablet_problem(state, seat))


def check_pass(state: "GiantsState", seat: int, action: object) -> None:
    _refuse(pending_problem(state))


# ---------------------------------------------------------------------------- phase 4
def move_object_problem(state: "GiantsState", seat: int, obj: str, *, quiet: bool = False) -> str | None:
    """Who may move an object: its owner in front of the screen, the marker's owner, anyone when it lies
    unmarked on the island (unless another player moved it in this phase). Where a second move in the
    same phase may end is :func:`repeat_move_problem`'s rule.

    For an object lying *free* (on a hex, no mark, not moved in this phase) this check,
    :func:`plain_move_problem` and :func:`mark_object_problem` read nothing of the object but its kind,
    so the transport listing asks them once per kind for all the free objects of a listing
    (``GiantsState._free_answers``): a rule that told two free objects of one kind apart must change
    that listing too (tests/giants/test_listed_equals_accepted.py would show the difference)."""
    place = state.places[obj]
    where = place[0]
    if where == "hex":
        owner = state.marks.get(obj)
        if owner is None:
            claimed = claimed_problem(state, seat, obj, quiet=quiet)
            if claimed is not None:
                return claimed
        elif owner != seat:
            return REFUSED if quiet else tr("Giants", "{obj} carries {player}'s marker; only they may move it", obj=obj, player=state.seat_label(owner))
        return None
    if where == FRONT:
        if place[1] == seat:
            return None
        return REFUSED if quiet else tr("Giants", "{obj} stands in front of {player}'s screen; only they may move it",
                  obj=obj, player=state.seat_label(place[1]))
    if where == "ahu":
        if state.kinds[obj] == "hat":
            return REFUSED if quiet else tr("Giants", "{obj} is already placed on ahu {ahu}", obj=obj, ahu=place[1])
        return REFUSED if quiet else tr("Giants", "{obj} is already erected on ahu {ahu}", obj=obj, ahu=place[1])
    return REFUSED if quiet else tr("Giants", "{obj} is not on the island", obj=obj)


def claimed_problem(state: "GiantsState", seat: int, obj: str, *, quiet: bool = False) -> str | None:
    """**No capture in the same phase** (corrected in turn 2; seed: 「停在半路的石像或石帽，除非進行標記，
    不然下個運輸階段，其他玩家便可搶佔它」): an unmarked object a player moved and left on the island may
    be claimed by the others only from the next transport phase on - until then nobody else may move it
    or mark it."""
    mover = state.moved.get(obj)
    if mover is None or mover == seat or obj in state.marks:
        return None
    return REFUSED if quiet else tr("Giants", "{player} moved {obj} in this transport phase; the others may claim it only from the next transport phase",
              player=state.seat_label(mover), obj=obj)


def goal_problem(state: "GiantsState", seat: int, is_hat: bool, ahu: str, *, quiet: bool = False) -> str | None:
    """Whether ``seat`` may erect a moai (``is_hat`` False) or place a hat on ``ahu`` from a hex beside it.

    The only copy of this rule: legal actions, ``goals_at`` and the move check all ask here.
    """
    if ahu not in state.figure_ahus(seat):
        return REFUSED if quiet else tr("Giants", "you need a figure of your own on a hex adjacent to ahu {ahu}", ahu=ahu)
    if is_hat:
        if ahu not in state.ahu_moai:
            return REFUSED if quiet else tr("Giants", "ahu {ahu} has no erected moai to wear the hat", ahu=ahu)
        if ahu in state.ahu_hat:
            return REFUSED if quiet else tr("Giants", "the moai on ahu {ahu} already wears a hat", ahu=ahu)
        return None
    if ahu in state.ahu_moai:
        return REFUSED if quiet else tr("Giants", "ahu {ahu} already holds a moai", ahu=ahu)
    owner = state.ahu_owner.get(ahu)
    if owner is None:
        return base_problem(state, seat, quiet=quiet)
    if owner != seat:
        return REFUSED if quiet else tr("Giants", "ahu {ahu} is reserved by another player", ahu=ahu)
    return None


def repeat_move_problem(state: "GiantsState", obj: str, *, quiet: bool = False) -> str | None:
    """**A second move in the same phase** (decision, turn 2): the seed sets no limit; so that a phase
    always ends, an object that already moved in this transport phase may move again only when that move
    ends by erecting it (a moai) or placing it on a moai (a hat). A hat left beside an ahu can then still
    crown the moai erected there later in the phase; nothing wanders back and forth."""
    if obj not in state.moved:
        return None
    if state.kinds[obj] == "hat":
        return REFUSED if quiet else tr("Giants", "{obj} has already moved in this transport phase; it may move again only to be placed on a moai", obj=obj)
    return REFUSED if quiet else tr("Giants", "{obj} has already moved in this transport phase; it may move again only to be erected", obj=obj)


def plain_move_problem(state: "GiantsState", seat: int, obj: str, *, quiet: bool = False) -> str | None:
    """A move that does not end on an ahu: not a second move in this phase, and a captured object must
    then be marked, so the capturer needs a marker."""
    repeat = repeat_move_problem(state, obj, quiet=quiet)
    if repeat is not None:
        return repeat
    if state.places[obj][0] == "hex" and obj not in state.marks and not state.screen_markers[seat]:
        return REFUSED if quiet else tr("Giants", "{obj} belongs to nobody: you may capture it only if you erect it or mark it, and you have no marker", obj=obj)
    return None


def object_start(state: "GiantsState", obj: str) -> Hex:
    """Where a movable object starts: its hex, or its quarry when it stands in front of a screen."""
    place = state.places[obj]
    if place[0] == "hex":
        return place[1]
    return state.island.hat_quarry if state.kinds[obj] == "hat" else state.island.moai_quarry


@dataclass(frozen=True)
class MovePlan:
    """What a checked move will do: the relay (fully determined) and whether it is a capture."""

    route: transport.Route
    capture: bool


def check_move(state: "GiantsState", seat: int, action: Move) -> MovePlan:
    _refuse(pending_problem(state))
    obj = action.obj
    _refuse(object_problem(state, obj))
    _refuse(move_object_problem(state, seat, obj))
    start = object_start(state, obj)
    capture = state.places[obj][0] == "hex" and obj not in state.marks
    _refuse(hex_problem(state, action.dest))
    kind = state.kinds[obj]
    if action.goal is not None:
        if action.goal not in ("erect", "hat"):
            raise IllegalAction(tr("Giants", "{goal!r} is not a goal (erect or hat)", goal=action.goal))
        if (action.goal == "hat") != (kind == "hat"):
            raise IllegalAction(tr("Giants", "a hat is put on a moai with 'hat'; a moai is erected with 'erect'"))
        if action.ahu not in state.island.ahus:
            raise IllegalAction(tr("Giants", "there is no ahu {ahu}", ahu=action.ahu))
        if action.dest not in state.island.ahus[action.ahu].adjacent:
            raise IllegalAction(tr("Giants", "hex {hex} is not adjacent to ahu {ahu}", hex=hex_label(action.dest), ahu=action.ahu))
        _refuse(goal_problem(state, seat, kind == "hat", action.ahu))
    else:
        _refuse(plain_move_problem(state, seat, obj))
        if action.dest == start and not action.path:
            raise IllegalAction(tr("Giants", "a move must enter at least one hex (or end by erecting or placing a hat)"))
    if action.path is None:
        if action.carriers is not None:
            raise IllegalAction(tr("Giants", "carriers need an explicit path ('via')"))
        route = transport.cheapest_route(state, seat, obj, start, action.dest)
        if route is None:
            raise IllegalAction(tr("Giants", "{obj} cannot reach hex {dest}: {why}", obj=obj, dest=hex_label(action.dest),
                                   why=_why_unreachable(state, obj, action.dest)))
    else:
        end = action.path[-1] if action.path else start
        if end != action.dest:
            raise IllegalAction(tr("Giants", "the path ends on hex {end}, not on the destination {dest}", end=hex_label(end), dest=hex_label(action.dest)))
        route = transport.validate_path(state, seat, obj, start, action.path, action.carriers)
    return MovePlan(route, capture)


def _why_unreachable(state: "GiantsState", obj: str, dest: Hex) -> str:
    kind = state.kinds[obj]
    need = state.edition.carry_need[kind]
    crew = state.crews().get(dest, state.empty_crew)
    have = transport.crew_strength(crew, state.strengths)
    if have < need:
        return tr("Giants", "hex {hex} has strength {have}; {what} needs {need}", hex=hex_label(dest), have=have, what=transport.kind_label(kind), need=need)
    return tr("Giants", "no chain of hexes with strength {need} leads there", need=need)


def mark_object_problem(state: "GiantsState", seat: int, obj: str, *, quiet: bool = False) -> str | None:
    """Marking without moving: an unmarked object lying on the island that no other player moved in this
    transport phase."""
    problem = object_problem(state, obj, quiet=quiet)
    if problem:
        return problem
    if state.places[obj][0] != "hex":
        return REFUSED if quiet else tr("Giants", "{obj} is not lying on the island, so it cannot be marked", obj=obj)
    if obj in state.marks:
        return REFUSED if quiet else tr("Giants", "{obj} already carries {player}'s marker", obj=obj, player=state.seat_label(state.marks[obj]))
    return claimed_problem(state, seat, obj, quiet=quiet)


def check_mark(state: "GiantsState", seat: int, action: Mark) -> str:
    """Returns which mark this is: "quarry" (end of phase 4), "pending" (after a move) or "free"."""
    if state.phase == "quarry_mark":
        if action.obj != state.quarry_queue[0][1]:
            raise IllegalAction(tr("Giants", "the object to decide on now is {obj}", obj=state.quarry_queue[0][1]))
        _refuse(marker_problem(state, seat))
        return "quarry"
    _refuse(marker_problem(state, seat))
    if state.pending is not None:
        if action.obj != state.pending[1]:
            raise IllegalAction(tr("Giants", "you may now mark only {obj}, the object you moved", obj=state.pending[1]))
        return "pending"
    _refuse(mark_object_problem(state, seat, action.obj))
    return "free"


def check_no_mark(state: "GiantsState", seat: int, action: NoMark) -> None:
    if state.phase == "quarry_mark":
        if action.obj != state.quarry_queue[0][1]:
            raise IllegalAction(tr("Giants", "the object to decide on now is {obj}", obj=state.quarry_queue[0][1]))
        return
    if state.pending is None or state.pending[1] != action.obj:
        raise IllegalAction(tr("Giants", "there is no marking decision about that object now"))
    if state.pending[2]:
        raise IllegalAction(tr("Giants", "{obj} was captured: you must mark it (or erect it)", obj=action.obj))


def look_seat_problem(state: "GiantsState", seat: int, *, quiet: bool = False) -> str | None:
    """Whether ``seat`` may look under any base now (a free action in its transport turn)."""
    ed = state.edition
    if state.ownership_public():
        return REFUSED if quiet else tr("Giants", "ownership is open: every base can be seen without looking")
    if state.tablets[seat] < ed.look_tablets:
        return REFUSED if quiet else tr("Giants", "a look costs {cost} tablet(s); you have {have}", cost=ed.look_tablets, have=state.tablets[seat])
    return pending_problem(state, quiet=quiet)


def look_ahu_problem(state: "GiantsState", seat: int, ahu: str, *, quiet: bool = False) -> str | None:
    """Under which base: an erected moai's, not one's own, and once per base."""
    if ahu not in state.ahu_moai:
        return REFUSED if quiet else tr("Giants", "ahu {ahu} has no erected moai", ahu=ahu)
    if state.ahu_owner.get(ahu) == seat:
        return REFUSED if quiet else tr("Giants", "the base under ahu {ahu} is your own", ahu=ahu)
    if (seat, ahu) in state.looks:
        return REFUSED if quiet else tr("Giants", "you have already looked under ahu {ahu}", ahu=ahu)
    return None


def check_look(state: "GiantsState", seat: int, action: Look) -> None:
    _refuse(look_seat_problem(state, seat))
    _refuse(look_ahu_problem(state, seat, action.ahu))


# ---------------------------------------------------------------------------- phase 5
def check_recall(state: "GiantsState", seat: int, action: Recall) -> None:
    if state.marks.get(action.obj) != seat:
        raise IllegalAction(tr("Giants", "{obj} does not carry your marker", obj=action.obj))


def check_nothing(state: "GiantsState", seat: int, action: object) -> None:
    """Stop and Done are always possible for the seat to act."""

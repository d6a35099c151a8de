"""The Giants game state: one authoritative, documented data model that the rules mutate and views read.

Data model (seats are 0-based ints; a hex is an axial ``(q, r)`` tuple; ids are stable strings)::

    players, options                  number of seats; the validated new-game options (dict)
    edition, island                   immutable tables (data.Edition, island.Island), shared by all states
    viewer                            None for a full state, else the seat an observation was made for
    redacted                          True for an observation (hidden parts are None / UNKNOWN /
                                      HIDDEN_BID; apply is refused: use determinize to get a full state)
    round                             1-based round number
    phase                             one of PHASES (below); "over" once the game has ended
    first_player                      seat holding the first-player pawn (-1 before chance chose it)
    current                           seat whose turn it is in turn-based steps, else -1
    banners[s]                        True once seat s has passed in this phase (phase 3 or 4)
    dice                              last roll: ((die letter, face), ...); () before the first roll
    display                           ids of moai on the quarry display (phase 2), in arrival order

    Behind each screen (None in an observation where that screen is hidden):
    screen_workers[s], screen_markers[s], screen_bases[s], screen_logs[s]
    sorcerer[s], chief[s]             where that figure is: "screen", "front" (a sculptor) or a hex
    In front of each screen (public):
    front_workers[s]                  workers standing as sculptors (bid this round)
    front_markers[s]                  tribe markers bid this round or spent on action D
    tablets[s]                        rongo half-tablets
    Elsewhere:
    receptacle_workers[s], receptacle_markers[s]   unused figures of seat s's colour (None when hidden)
    bases_box[s]                      bases of the colour not used with this player count
    board_workers[s]                  {hex: count} of seat s's workers on the island
    board_logs                        {hex: count} logs on the island (removed at the end of phase 4)
    logs_supply, logs_removed         logs beside the board / out of the game
    tablets_supply                    tablets in the general supply (discarded tablets return here)
    forest_used                       forest hexes whose tile shows its stump side
    kinds                             {object id: "1" | "2" | "3" | "hat"}: moai M1.. by size, hats H1..
    places                            {object id: place}; a place is ("supply",), ("display",),
                                      ("front", seat) [won or carved this round, not moved yet],
                                      ("hex", (q, r)) [on the island] or ("ahu", "A07") [erected/placed]
                                      (a ``Places``: a dict that also indexes the objects on the
                                      island and in front of the screens by kind and place)
    marks                             {object id: seat} tribe markers lying on objects
    ahu_owner                         {ahu id: seat} for every ahu holding a base (reserved or erected);
                                      UNKNOWN (-2) in an observation for a face-down base it may not see
    ahu_moai, ahu_hat                 {ahu id: object id} erected moai and placed hats
    looks                             {(seat, ahu id)} private looks under bases (observations keep the viewer's)
    prestige[s]                       prestige gained during play (help with transport)
    chief_power_used[s]               action C done this round
    moved                             {object id: seat that moved it} in this transport phase
    Phase 2:
    bids[s]                           the pending Bid, None (not bid yet) or HIDDEN_BID in an observation
    revealed_bids                     the bids of this round once revealed (list of Bid), else None
    pick_order, pick_strength[s], pick_out[s], pick_index   choosing order, unused sculptor strength,
                                      who left the picking, whose pick is next (index into pick_order)
    Phase 4 and its end:
    pending                           after a move: ("mark", object id, forced) waiting for mark/no-mark
    quarry_queue                      [(seat, object id)] unmoved objects returned to a quarry, whose
                                      owners may mark them, in turn order
    Phase 5:
    return_done[s]                    seat s has finished taking back markers
    hidden_owner_pool                 (observation only) sorted owners of face-down bases it cannot see,
                                      which a perfect memory of the public history knows as a multiset

Phases: "first_player" (chance), "roll" (chance, phase 1), "bid" (simultaneous, phase 2), "pick"
(phase 2 choosing), "place" (phase 3), "transport" (phase 4), "quarry_mark" (end of phase 4),
"return" (phase 5, simultaneous), "over".

Useful queries for views and computer players: ``legal_actions(seat)``, ``movable_objects(seat)``,
``transport_options(seat, obj)`` (every reachable hex with the cheapest relay, prestige per seat and
erect/hat targets), ``move_start(seat, obj)``, ``goals_at(seat, obj, hex)``, ``power_targets(seat)``,
``crews()`` (who and what stands on each hex), ``figure_hexes(seat)``, ``ownership_public()``.
``_board`` is a private cache of facts derived from the figures on the island.

Every refusal is written once in :mod:`.checks`: ``apply`` runs an action's check and then its
performer (``_do_*``, chosen by the ``_HANDLERS`` table from phase and action type), ``explain`` runs
the same check and returns its reason, and the legal-action generators here keep exactly the candidates
those checks accept. Transport searches live in :mod:`.transport`, scoring in :mod:`.scoring`,
observation/determinize in :mod:`.observation`. Every rules decision that the rules text leaves open is
marked **[decision]** here or in :mod:`.checks` and listed in resources/help/giants-decisions.md.
"""

from __future__ import annotations

import random
from typing import Any

from giantapp.engine import CHANCE, Action, GameState, IllegalAction
from giantapp.engine.caches import OwnerCaches, register_clear
from giantapp.engine.i18n import tr

from . import checks, scoring, transport
from .actions import (
    Bid, ChooseFirst, Done, Look, Mark, Move, NoMark, Pass, Place, Power, Recall, Roll, Stop, Take, TakeTablet,
)
from .actions import check_fields
from .data import Edition
from .island import Hex, Island

PHASES = ("first_player", "roll", "bid", "pick", "place", "transport", "quarry_mark", "return", "over")
SUPPLY = ("supply",)
DISPLAY = ("display",)
SCREEN = "screen"
FRONT = "front"
UNKNOWN = -2
HIDDEN_BID = "hidden"

#: facts that depend on the island and a few position facts named in each key (speed); a cache that
#: grows past 20000 entries is emptied
_ISLAND_CACHES = OwnerCaches(limit=20000)
_island_cache = _ISLAND_CACHES.for_owner
_NUMBERS = _ISLAND_CACHES.numbers


def _placement_actions(island: Island, figure: str, logs: int) -> list[Action]:
    """Every ``place <figure> <hex> logs <logs>`` action, built once per process (speed)."""
    cache = _island_cache(island)
    key = ("place", figure, logs)
    actions = cache.get(key)
    if actions is None:
        actions = cache[key] = [_place(figure, h, logs) for h in island.hexes]
    return actions


def _place(figure: str, h: Hex, logs: int) -> Action:
    key = ("place", figure, h, logs)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = _vet(Place(figure, h, logs))
    return action


#: actions are immutable values, so the generators hand out one object per distinct action, made
#: once per process (building a frozen dataclass costs more than finding it again); bounded by the
#: island (objects x hexes x goals)
_ACTIONS: dict[tuple, Action] = {}
#: {id: action} of those made here, whose fields are right by construction (apply skips check_fields
#: for exactly these objects; holding them keeps their ids from being reused)
_VETTED: dict[int, Action] = {}


def _vet(action: Action) -> Action:
    _VETTED[id(action)] = action
    return action


_PASS, _STOP, _DONE, _TABLET = _vet(Pass()), _vet(Stop()), _vet(Done()), _vet(TakeTablet())


def _forget_actions() -> None:
    """Empties the interned actions but for the four constants (``engine.caches.clear_process_caches``)."""
    _ACTIONS.clear()
    _MARK_OF.clear()
    _VETTED.clear()
    for action in (_PASS, _STOP, _DONE, _TABLET):
        _vet(action)


register_clear(_forget_actions)


def _plain_move(obj: str, h: Hex) -> Action:
    key = ("move", obj, h)
    move = _ACTIONS.get(key)
    if move is None:
        move = _ACTIONS[key] = _vet(Move(obj, h))
    return move


def _goal_move(obj: str, h: Hex, goal: str, ahu: str) -> Action:
    key = ("move", obj, h, goal, ahu)
    move = _ACTIONS.get(key)
    if move is None:
        move = _ACTIONS[key] = _vet(Move(obj, h, goal, ahu))
    return move


def _power(figure: str, h: Hex, power: str, ahu: str | None, logs: int) -> Action:
    key = ("power", figure, h, power, ahu, logs)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = _vet(Power(figure, h, power, ahu, logs))
    return action


def _mark(obj: str) -> Action:
    mark = _MARK_OF.get(obj)
    if mark is None:
        mark = _MARK_OF[obj] = _vet(Mark(obj))
    return mark


#: {object id: its shared Mark action} (``_mark``; emptied with the other actions)
_MARK_OF: dict[str, Action] = {}


def _one(kind: type, value: Any) -> Action:
    """The shared ``kind(value)`` (NoMark, Take, Recall, ChooseFirst, Roll): apply skips their field
    check, which was most of what applying a mark decision, a take or a chance outcome cost."""
    key = (kind, value)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = _vet(kind(value))
    return action


class BoardCache:
    """Facts derived from the figures and logs on the island (crews, transport searches, ready-made
    move lists), shared by a state and its clones and observations until one of them moves a figure
    or a log - which gives that state a fresh cache. Figures never move in phase 4, so every transport
    search of a phase is done once."""

    __slots__ = ("crews", "searches", "figure_ahus", "goal_maps", "reach_from", "bare", "memo")

    def __init__(self) -> None:
        self.crews: dict[Hex, transport.Crew] | None = None
        self.searches: dict[tuple, Any] = {}
        self.figure_ahus: dict[int, list[str]] = {}
        # keyed by every position fact the goal rule reads (GiantsState._goals_key), so the clones
        # sharing this cache may differ in everything but the figures: the two goal maps, and
        # {(kind, place): (hexes reached, [(goal hex, [(goal, ahu)])])} filled as objects are listed
        self.goal_maps: dict[tuple, tuple[dict, dict, dict]] = {}
        # {(kind, place): (start hex, hexes reached, their set, {id: its plain moves})}: the same for
        # every seat, so the goal facts of each seat are matched against one search per object position
        self.reach_from: dict[tuple, tuple[Hex, tuple[Hex, ...], frozenset[Hex], dict[str, tuple], tuple]] = {}
        # the per-lot facts of a listing with no goal at all (no ahu beside the seat's figures, or none
        # it may build on), the same for every seat: {(kind, place): (hexes reached, (), {id: plain
        # moves}, None)}, shared by every such listing of this board
        self.bare: dict[tuple, tuple] = {}
        # for other layers (the computer players' crew strengths and gap costs): see GiantsState.board_memo
        self.memo: dict = {}


#: the goal map of a seat with no ahu beside its figures (never written)
_NO_GOALS: dict = {}
#: no object is special (no marks, nothing moved): see ``GiantsState._transport_actions``
_NOTHING: frozenset = frozenset()
#: the first word of the places where phase 4 moves or marks an object (a hex, the front of a screen)
_LOOSE = ("hex", FRONT)


class Places(dict):
    """The data model's ``places`` ({object id: place}, a dict), which also keeps two indexes of the
    objects phase 4 can move or mark, brought up to date by every assignment of a place - whoever makes
    it (the rules, a test setting up a position):

    - ``lots``: {(kind, place): the ids lying there, in id order} for every place on a hex or in front
      of a screen; the key is the very key of the board cache's per-place facts (``BoardCache.reach_from``);
    - ``on_hex``: the ids of the objects on a hex, in id order (the candidates for a mark).

    Why: a transport listing used to walk every object to find the twenty-odd on the island, and asked
    where each one could go; now it asks once per lot (about ten) and walks only the objects of the lots
    that reach somewhere. The indexes are functions of the places alone (equal places, equal indexes), so
    a dict compared with a ``Places``, a dump or a replayed state see nothing else. Their values are
    tuples, replaced on change, so a copy shares them until it changes a place. "Id order" is the order
    of ``kinds`` (M1.., then H1..), which is also the order of the places' own keys.
    """

    __slots__ = ("kinds", "order", "lots", "on_hex")

    def __init__(self, kinds: dict[str, str], items: Any = ()) -> None:
        super().__init__(items)
        self.kinds = kinds
        self.order = {obj: index for index, obj in enumerate(kinds)}
        self._rebuild()

    def _rebuild(self) -> None:
        lots: dict[tuple, list[str]] = {}
        on_hex = []
        for obj in sorted(self, key=self.order.__getitem__):
            place = dict.__getitem__(self, obj)
            if place[0] in _LOOSE:
                lots.setdefault((self.kinds[obj], place), []).append(obj)
                if place[0] == "hex":
                    on_hex.append(obj)
        self.lots = {key: tuple(objs) for key, objs in lots.items()}
        self.on_hex = tuple(on_hex)

    def _sorted(self, objs: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted(objs, key=self.order.__getitem__))

    def __setitem__(self, obj: str, place: tuple) -> None:
        old = self.get(obj)
        dict.__setitem__(self, obj, place)
        if old == place:
            return
        self._leave(obj, old, place)
        if place[0] in _LOOSE:
            key = (self.kinds[obj], place)
            self.lots[key] = self._sorted(self.lots.get(key, ()) + (obj,))
            if place[0] == "hex" and (old is None or old[0] != "hex"):
                self.on_hex = self._sorted(self.on_hex + (obj,))

    def _leave(self, obj: str, old: tuple | None, new: tuple | None) -> None:
        """``obj`` lies no longer at ``old`` but at ``new`` (None: it had, or has, no place)."""
        if old is None or old[0] not in _LOOSE:
            return
        key = (self.kinds[obj], old)
        rest = tuple(o for o in self.lots[key] if o != obj)
        if rest:
            self.lots[key] = rest
        else:
            del self.lots[key]
        if old[0] == "hex" and (new is None or new[0] != "hex"):
            self.on_hex = tuple(o for o in self.on_hex if o != obj)

    def __delitem__(self, obj: str) -> None:
        old = self[obj]
        dict.__delitem__(self, obj)
        self._leave(obj, old, None)

    def pop(self, obj: str, *default: Any) -> Any:
        if obj not in self:
            return dict.pop(self, obj, *default)
        old = self[obj]
        del self[obj]
        return old

    def popitem(self) -> tuple[str, tuple]:
        obj = next(reversed(self))
        return obj, self.pop(obj)

    def setdefault(self, obj: str, place: Any = None) -> Any:
        if obj not in self:
            self[obj] = place
        return self[obj]

    def update(self, *others: Any, **more: Any) -> None:
        for obj, place in dict(*others, **more).items():
            self[obj] = place

    def __ior__(self, other: Any) -> "Places":
        self.update(other)
        return self

    def clear(self) -> None:
        dict.clear(self)
        self._rebuild()

    def copy(self) -> "Places":
        """Another ``Places`` with the same places (its indexes shared until either changes a place)."""
        new = Places.__new__(Places)
        dict.update(new, self)
        new.kinds = self.kinds
        new.order = self.order
        new.lots = dict(self.lots)
        new.on_hex = self.on_hex
        return new

    def __copy__(self) -> "Places":
        return self.copy()

    def __reduce__(self) -> tuple:
        return (Places, (self.kinds, dict(self)))


class GiantsState(GameState):
    """One game of Giants in progress; see the module docstring for every field."""

    game_name = "giants"

    # ------------------------------------------------------------------ construction
    def __init__(self, players: int, options: dict[str, Any], edition: Edition, island: Island) -> None:
        self.players = players
        self.options = dict(options)
        self.edition = edition
        self.island = island
        self.viewer: int | None = None
        self.redacted = False  # True for an observation: hidden parts are unknowns, apply is refused
        setup = edition.setup[players]
        start_workers = edition.start_workers_quick if options["quick_game"] else edition.start_workers
        self.round = 1
        self.phase = "first_player"
        self.first_player = -1
        self.current = -1
        self.banners = [False] * players
        self.dice: tuple[tuple[str, int], ...] = ()
        self.display: list[str] = []
        self.screen_workers: list[int | None] = [start_workers] * players
        self.screen_markers: list[int | None] = [edition.start_markers] * players
        self.screen_bases: list[int | None] = [setup.bases] * players
        self.screen_logs: list[int | None] = [0] * players
        self.sorcerer: list[Any] = [SCREEN] * players
        self.chief: list[Any] = [SCREEN] * players
        self.front_workers = [0] * players
        self.front_markers = [0] * players
        self.tablets = [0] * players
        self.receptacle_workers: list[int | None] = [edition.workers_per_colour - start_workers] * players
        self.receptacle_markers: list[int | None] = [edition.markers_per_colour - edition.start_markers] * players
        self.bases_box = [edition.bases_per_colour - setup.bases] * players
        self.board_workers: list[dict[Hex, int]] = [{} for _ in range(players)]
        self.board_logs: dict[Hex, int] = {}
        self.logs_supply = edition.logs
        self.logs_removed = 0
        self.tablets_supply = edition.tablets
        self.forest_used: set[Hex] = set()
        self.kinds: dict[str, str] = {}
        number = 1
        for size in edition.moai_sizes:
            for _ in range(edition.moai[size]):
                self.kinds[f"M{number}"] = str(size)
                number += 1
        for index in range(1, edition.hats + 1):
            self.kinds[f"H{index}"] = "hat"
        self.places = Places(self.kinds, {obj: SUPPLY for obj in self.kinds})
        self.marks: dict[str, int] = {}
        self.ahu_owner: dict[str, int] = {}
        self.ahu_moai: dict[str, str] = {}
        self.ahu_hat: dict[str, str] = {}
        self.looks: set[tuple[int, str]] = set()
        self.prestige = [0] * players
        self.chief_power_used = [False] * players
        # who moved each object in this transport phase (the last mover), for two rules: an unmarked
        # object a player moved is not claimable by others until the next phase; and [decision, turn 2]
        # a second move in the phase must end by erecting or placing it (see giants-decisions.md)
        self.moved: dict[str, int] = {}
        self.bids: list[Any] = [None] * players
        self.revealed_bids: list[Bid] | None = None
        self.pick_order: list[int] = []
        self.pick_strength = [0] * players
        self.pick_out = [True] * players
        self.pick_index = 0
        self.pending: tuple | None = None
        self.quarry_queue: list[tuple[int, str]] = []
        self.return_done = [True] * players
        self.hidden_owner_pool: list[int] = []
        self._board: BoardCache | None = None
        if options["first_player"] >= 0:
            self._start(options["first_player"])

    # ------------------------------------------------------------------ copies
    def clone(self) -> "GiantsState":
        new = object.__new__(GiantsState)
        self._board_cache()  # made before copying, so that the clone shares it (as observations do)
        d = self.__dict__.copy()
        for name in ("banners", "display", "screen_workers", "screen_markers", "screen_bases", "screen_logs",
                     "sorcerer", "chief", "front_workers", "front_markers", "tablets", "receptacle_workers",
                     "receptacle_markers", "bases_box", "prestige", "chief_power_used", "bids", "pick_order",
                     "pick_strength", "pick_out", "quarry_queue", "return_done", "hidden_owner_pool"):
            d[name] = list(d[name])
        for name in ("board_logs", "marks", "ahu_owner", "ahu_moai", "ahu_hat", "options"):
            d[name] = dict(d[name])
        d["places"] = d["places"].copy()
        d["forest_used"] = set(d["forest_used"])
        d["looks"] = set(d["looks"])
        d["moved"] = dict(d["moved"])
        d["board_workers"] = [dict(w) for w in d["board_workers"]]
        if d["revealed_bids"] is not None:
            d["revealed_bids"] = list(d["revealed_bids"])
        new.__dict__ = d
        return new

    def observation(self, seat: int | None) -> "GiantsState":
        from .observation import observe

        return observe(self, seat)

    def determinize(self, rng: random.Random) -> "GiantsState":
        from .observation import determinize

        return determinize(self, rng)

    # ------------------------------------------------------------------ derived facts
    @property
    def strengths(self) -> tuple[int, int, int, int]:
        ed = self.edition
        return (ed.strength_worker, ed.strength_sorcerer, ed.strength_chief, ed.strength_log)

    @property
    def empty_crew(self) -> transport.Crew:
        return ((0,) * self.players, (False,) * self.players, (False,) * self.players, 0)

    def kind_of(self, obj: str) -> str:
        return self.kinds[obj]

    def _board_changed(self) -> None:
        """Figures or logs on the island changed: derived facts must be recomputed (a fresh cache, made
        when first asked: phase 3 moves a figure on every turn and reads none of these facts)."""
        self._board = None

    def _board_cache(self) -> BoardCache:
        """The board cache of the figures as they stand now (``self._board``, made if there is none).
        Hot callers write ``state._board or state._board_cache()``: the attribute alone when it exists."""
        board = self._board
        if board is None:
            board = self._board = BoardCache()
        return board

    def crews(self) -> dict[Hex, transport.Crew]:
        """{hex: crew} for every hex holding figures or logs (cached until figures move)."""
        board = self._board or self._board_cache()
        if board.crews is None:
            n = self.players
            hexes: set[Hex] = set(self.board_logs)
            for s in range(n):
                hexes.update(self.board_workers[s])
                if isinstance(self.sorcerer[s], tuple):
                    hexes.add(self.sorcerer[s])
                if isinstance(self.chief[s], tuple):
                    hexes.add(self.chief[s])
            crews = {}
            workers, sorcerer, chief, logs = self.board_workers, self.sorcerer, self.chief, self.board_logs
            seats = range(n)
            # built once per board for every hex with figures: most hexes hold neither a sorcerer nor
            # a chief, and share one tuple saying so
            nobody = (False,) * n
            sorcerer_at, chief_at = set(sorcerer), set(chief)
            for h in hexes:
                crews[h] = (
                    tuple([w.get(h, 0) for w in workers]),
                    tuple([sorcerer[s] == h for s in seats]) if h in sorcerer_at else nobody,
                    tuple([chief[s] == h for s in seats]) if h in chief_at else nobody,
                    logs.get(h, 0),
                )
            board.crews = crews
        return board.crews

    def board_memo(self) -> dict:
        """A dict kept exactly as long as the figures and logs on the island stand as they are, shared by
        this state's clones and observations (a determinized world gets its own): for facts another
        layer derives from those figures alone - or keyed by everything else it reads - so that it
        computes them once per board instead of once per position. The rules never read it."""
        return (self._board or self._board_cache()).memo

    def figure_ahus(self, seat: int) -> list[str]:
        """Ahu with a figure of ``seat`` on an adjacent hex (where it may erect or place a hat)."""
        board = self._board or self._board_cache()
        result = board.figure_ahus.get(seat)
        if result is None:
            of_hex = self.island.ahus_of_hex
            near: set[str] = set()
            for h in self.figure_hexes(seat):
                near.update(of_hex.get(h, ()))
            result = [a for a in self.island.ahus if a in near]  # an ahu is near when a hex beside it is
            board.figure_ahus[seat] = result
        return result

    def figure_hexes(self, seat: int) -> set[Hex]:
        """Hexes holding at least one figure (worker, sorcerer or chief) of ``seat``."""
        result = {h for h, c in self.board_workers[seat].items() if c}
        if isinstance(self.sorcerer[seat], tuple):
            result.add(self.sorcerer[seat])
        if isinstance(self.chief[seat], tuple):
            result.add(self.chief[seat])
        return result

    def supply_of(self, kind: str) -> list[str]:
        """Ids of objects of ``kind`` in the supply, lowest first (the next one taken)."""
        return [obj for obj, k in self.kinds.items() if k == kind and self.places[obj] == SUPPLY]

    def seat_order(self, start: int | None = None) -> list[int]:
        """Seats in turn order from ``start`` (default the first player), clockwise."""
        first = self.first_player if start is None else start
        return [(first + k) % self.players for k in range(self.players)]

    # ------------------------------------------------------------------ whose decision
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == "place" or phase == "transport":  # asked first: most decisions are in these two phases
            return (self.current,)
        if phase in ("first_player", "roll"):
            return (CHANCE,)
        if phase == "bid":
            return tuple(s for s in range(self.players) if self.bids[s] is None)
        if phase == "pick":
            return (self.pick_order[self.pick_index],)
        if phase == "quarry_mark":
            return (self.quarry_queue[0][0],)
        if phase == "return":
            return tuple(s for s in self.seat_order() if not self.return_done[s])
        return ()

    def is_terminal(self) -> bool:
        return self.phase == "over"

    # ------------------------------------------------------------------ chance
    def chance_outcomes(self) -> list[tuple[Action, float]] | None:
        if self.phase == "first_player":
            return [(ChooseFirst(s), 1.0 / self.players) for s in range(self.players)]
        if self.phase != "roll":
            return None
        outcomes: list[tuple[tuple[tuple[str, int], ...], float]] = [((), 1.0)]
        for letter in self.edition.setup[self.players].dice:
            faces = self.edition.dice[letter].faces
            counts: dict[int, int] = {}
            for f in faces:
                counts[f] = counts.get(f, 0) + 1
            outcomes = [
                (prefix + ((letter, face),), p * c / len(faces))
                for prefix, p in outcomes
                for face, c in sorted(counts.items())
            ]
        return [(Roll(faces), p) for faces, p in outcomes]

    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase == "first_player":
            return _one(ChooseFirst, rng.randrange(self.players))
        if self.phase == "roll":
            dice = self.edition.setup[self.players].dice
            return _one(Roll, tuple((letter, rng.choice(self.edition.dice[letter].faces)) for letter in dice))
        raise IllegalAction(tr("Giants", "no chance step now"))

    # ------------------------------------------------------------------ legal actions
    # Generators list candidates and keep those the rules' own checks (module ``checks``) accept, so a
    # listed action is exactly an accepted one; seat-level checks come first so that refused candidates
    # (and their reasons) are not built by the hundred.
    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        phase = self.phase
        if seat == CHANCE:
            outcomes = self.chance_outcomes()
            return [a for a, _ in outcomes] if outcomes else []
        if phase == "bid":
            return self._bid_actions(seat)
        if phase == "pick":
            takes: list[Action] = [_one(Take, m) for m in self.display if checks.take_problem(self, seat, m, quiet=True) is None]
            return takes + [_STOP]
        if phase == "place":
            return self._place_actions(seat)
        if phase == "transport":
            return self._transport_actions(seat)
        if phase == "quarry_mark":
            obj = self.quarry_queue[0][1]
            return [_mark(obj), _one(NoMark, obj)]
        if phase == "return":
            recalls: list[Action] = [_one(Recall, o) for o, s in sorted(self.marks.items()) if s == seat]
            return recalls + [_DONE]
        return []

    def _bid_actions(self, seat: int) -> list[Action]:
        """Every bid within what stands behind the screen (the limits ``checks.check_bid`` enforces)."""
        markers = self.screen_markers[seat] or 0
        workers = self.screen_workers[seat] or 0
        sorcerer = checks.figure_home_problem(self, seat, "sorcerer", quiet=True) is None
        chief = checks.figure_home_problem(self, seat, "chief", quiet=True) is None
        key = ("bids", markers, workers, sorcerer, chief)  # the list depends on these alone
        bids = _ACTIONS.get(key)
        if bids is None:
            bids = _ACTIONS[key] = tuple(
                _vet(Bid(m, w, s, c))
                for m in range(markers + 1)
                for w in range(workers + 1)
                for s in ([False, True] if sorcerer else [False])
                for c in ([False, True] if chief else [False]))
        return list(bids)

    def power_targets(self, seat: int) -> list[tuple[Hex, str, str | None]]:
        """(hex, power, ahu) where a sorcerer of ``seat`` could act now (phase 3 B/C)."""
        return list(self._power_targets(seat)[1])

    def _power_targets(self, seat: int) -> tuple[int, tuple[tuple[Hex, str, str | None], ...]]:
        """(a number naming this answer in the island cache, the targets): see ``power_targets``."""
        # the candidates are fixed; ``checks.power_target_problem`` decides, and it reads only the used
        # forests, the reserved ahu and whether the seat has a base left: the key of the cached answer
        has_base = checks.base_problem(self, seat, quiet=True) is None
        key = ("power targets", frozenset(self.forest_used), frozenset(self.ahu_owner), has_base)
        cache = _island_cache(self.island)
        result = cache.get(key)
        if result is None:
            isl = self.island
            candidates: list[tuple[Hex, str, str | None]] = [(isl.village, "village", None), (isl.sorcerers_hut, "hut", None)]
            candidates += [(h, "forest", None) for h in isl.forests]
            if has_base:
                candidates += [(h, "reserve", a) for h, ahus in isl.ahus_of_hex.items() for a in ahus]
            candidates.append((isl.hat_quarry, "hat", None))
            result = cache[key] = (next(_NUMBERS), tuple(
                (h, power, ahu) for h, power, ahu in candidates
                if checks.power_target_problem(self, seat, h, power, ahu, quiet=True) is None))
        return result

    def _place_actions(self, seat: int) -> list[Action]:
        problem = checks.figure_home_problem
        logs_ok = tuple(n for n in range(self.edition.max_logs_per_placement + 1)
                        if checks.logs_problem(self, seat, n, quiet=True) is None)
        worker_home = problem(self, seat, "worker", quiet=True) is None
        sorcerer_home = problem(self, seat, "sorcerer", quiet=True) is None
        chief_home = problem(self, seat, "chief", quiet=True) is None
        chief_power = chief_home and checks.chief_power_problem(self, seat, quiet=True) is None
        # the list is a function of these facts alone, so each part is built once per combination
        cache = _island_cache(self.island)
        key = ("placements", logs_ok, worker_home, sorcerer_home, chief_home)
        placements = cache.get(key)
        if placements is None:
            actions: list[Action] = []
            if worker_home:
                for logs in logs_ok:
                    actions += _placement_actions(self.island, "worker", logs)
            if sorcerer_home:
                for logs in logs_ok:
                    actions += _placement_actions(self.island, "sorcerer", logs)
            if chief_home:
                actions += _placement_actions(self.island, "chief", 0)
            placements = cache[key] = actions
        actions = list(placements)
        if sorcerer_home or chief_power:
            number, targets = self._power_targets(seat)
            key = ("powers", number, logs_ok, sorcerer_home, chief_power)
            powers = cache.get(key)
            if powers is None:
                powers = []
                for h, power, ahu in targets:
                    if sorcerer_home:
                        powers += [_power("sorcerer", h, power, ahu, logs) for logs in logs_ok]
                    if chief_power:
                        powers.append(_power("chief", h, power, ahu, 0))
                cache[key] = powers
            actions += powers
        if checks.tablet_problem(self, seat, quiet=True) is None:
            actions.append(_TABLET)
        actions.append(_PASS)
        return actions

    def movable_objects(self, seat: int) -> list[tuple[str, Hex, bool]]:
        """(object, start hex, capture) for every object ``seat`` may move now."""
        result = []
        problem = checks.move_object_problem
        for obj, place in self.places.items():
            where = place[0]
            if where == "hex" or where == FRONT:
                if problem(self, seat, obj, quiet=True) is None:
                    result.append((obj, checks.object_start(self, obj), where == "hex" and obj not in self.marks))
        return result

    def move_start(self, seat: int, obj: str) -> Hex:
        """Where ``obj`` starts when ``seat`` moves it; IllegalAction says why ``seat`` may not move it."""
        reason = checks.object_problem(self, obj) or checks.move_object_problem(self, seat, obj)
        if reason is not None:
            raise IllegalAction(reason)
        return checks.object_start(self, obj)

    def goals_at(self, seat: int, obj: str, h: Hex) -> list[tuple[str, str]]:
        """(goal, ahu) pairs possible when ``seat``'s move of ``obj`` ends on ``h``."""
        is_hat = self.kinds[obj] == "hat"
        goal = "hat" if is_hat else "erect"
        return [(goal, a) for a in self.island.ahus_of_hex.get(h, ())
                if checks.goal_problem(self, seat, is_hat, a, quiet=True) is None]

    def _goal_maps(self, seat: int) -> tuple[dict[Hex, list[tuple[str, str]]], dict[Hex, list[tuple[str, str]]]]:
        """{hex: [(goal, ahu)]} where a moai / a hat moved by ``seat`` could be erected / placed."""
        moai_goals: dict[Hex, list[tuple[str, str]]] = {}
        hat_goals: dict[Hex, list[tuple[str, str]]] = {}
        for a in self.figure_ahus(seat):  # an own figure beside the ahu is the first condition of both
            for is_hat, goals, goal in ((False, moai_goals, "erect"), (True, hat_goals, "hat")):
                if checks.goal_problem(self, seat, is_hat, a, quiet=True) is None:
                    for h in self.island.ahus[a].adjacent:
                        goals.setdefault(h, []).append((goal, a))
        return moai_goals, hat_goals

    def _goals_key(self, seat: int, ahus: list[str]) -> tuple:
        """Everything ``checks.goal_problem`` reads for ``seat`` beyond the figures (which the board
        cache already stands for): whether it has a base, and each ahu beside its figures - the moai
        erected on it, the hat it wears, whose it is (None for none). Equal keys on one board give equal
        goal maps. Read with ``map`` over the ahu, one pass in C per table: a tuple built per ahu was
        about a tenth of a listing."""
        return (seat, checks.base_problem(self, seat, quiet=True) is None, tuple(map(self.ahu_moai.get, ahus)),
                tuple(map(self.ahu_hat.get, ahus)), tuple(map(self.ahu_owner.get, ahus)))

    def _transport_actions(self, seat: int) -> list[Action]:
        if self.pending is not None:
            _, obj, forced = self.pending
            return [_mark(obj)] if forced else [_mark(obj), _one(NoMark, obj)]
        board = self._board or self._board_cache()
        ahus = self.figure_ahus(seat)
        if ahus:
            goals_key = self._goals_key(seat, ahus)
            goals = board.goal_maps.get(goals_key)
            if goals is None:
                moai_goals, hat_goals = self._goal_maps(seat)
                goals = board.goal_maps[goals_key] = (moai_goals, hat_goals, {} if moai_goals or hat_goals else board.bare)
            moai_goals, hat_goals, moves_from = goals
        else:  # the goal maps start from the ahu beside the seat's figures (``_goal_maps``): none here
            moai_goals, hat_goals, moves_from = _NO_GOALS, _NO_GOALS, board.bare
        # where an object of a kind lying at a place can go is a fact of the figures (the board cache)
        # and of the goal facts in ``goals_key``, so it is kept beside the goal maps for every listing
        # of this board and seat; most objects lie where no crew reaches and beside no ahu of the seat,
        # and for those the per-object checks cannot add a move, so they are not asked. The places
        # index the objects by that very (kind, place) (``Places.lots``), so it is asked once per lot
        places = self.places
        going = []  # (ids, kind, where, info) of the lots that reach a hex or lie beside a goal
        for key, objs in places.lots.items():
            info = moves_from.get(key)
            if info is None:
                info = self._moves_from(board, seat, key, objs[0], moai_goals, hat_goals, moves_from)
            if info[0] or info[1]:
                going.append((objs, key[0], key[1][0], info))
        # An object lying on a hex with no mark that nobody moved in this phase is *free*: the three
        # object checks read nothing else of it than its kind (``checks.move_object_problem``), so
        # their answers are asked of the first free object of each kind and hold for the others of
        # this listing; every other object (marked, moved, in front of a screen) is asked itself
        marks, moved = self.marks, self.moved
        special = marks.keys() | moved.keys() if marks or moved else _NOTHING
        free: dict[str, tuple[bool, bool, bool]] = {}  # kind -> (may move, may move plainly, may mark)
        actions: list[Action] = []
        if going:
            if len(going) == 1:
                objs, kind, where, info = going[0]
                movers = [(obj, kind, where, info) for obj in objs]
            else:  # every object's moves in id order, as the listing has always given them
                order = places.order
                movers = [entry[1:] for entry in sorted([
                    (order[obj], obj, kind, where, info) for objs, kind, where, info in going for obj in objs])]
            for obj, kind, where, (reach, goal_hexes, plain_of, goal_of) in movers:
                if where == "hex" and obj not in special:
                    answers = free.get(kind) or self._free_answers(seat, obj, kind, free)
                    may_move, may_plain = answers[0], answers[1]
                else:
                    may_move = checks.move_object_problem(self, seat, obj, quiet=True) is None
                    may_plain = may_move and bool(reach) and checks.plain_move_problem(self, seat, obj, quiet=True) is None
                if not may_move:
                    continue
                if reach and may_plain:
                    moves = plain_of.get(obj)
                    if moves is None:
                        moves = plain_of[obj] = tuple([_plain_move(obj, h) for h in reach])
                    actions += moves
                if goal_hexes:
                    moves = goal_of.get(obj)
                    if moves is None:
                        moves = goal_of[obj] = tuple([
                            _goal_move(obj, h, goal, ahu) for h, pairs in goal_hexes for goal, ahu in pairs])
                    actions += moves
        if checks.marker_problem(self, seat, quiet=True) is None:  # marks come after every move
            kinds = self.kinds
            mark_of = _MARK_OF
            for obj in places.on_hex:
                if obj in special:
                    if checks.mark_object_problem(self, seat, obj, quiet=True) is not None:
                        continue
                elif not (free.get(kinds[obj]) or self._free_answers(seat, obj, kinds[obj], free))[2]:
                    continue
                actions.append(mark_of.get(obj) or _mark(obj))
        actions += self._look_actions(seat)
        actions.append(_PASS)
        return actions

    def _free_answers(self, seat: int, obj: str, kind: str, free: dict) -> tuple[bool, bool, bool]:
        """(may ``seat`` move ``obj``, move it without a goal, mark it) for a free object (see
        ``_transport_actions``), from the rules' own checks, kept in ``free`` for the other free objects
        of its kind in this listing."""
        answers = free[kind] = (checks.move_object_problem(self, seat, obj, quiet=True) is None,
                                checks.plain_move_problem(self, seat, obj, quiet=True) is None,
                                checks.mark_object_problem(self, seat, obj, quiet=True) is None)
        return answers

    def _moves_from(self, board: BoardCache, seat: int, key: tuple, obj: str, moai_goals: dict, hat_goals: dict,
                    moves_from: dict) -> tuple:
        """Where an object of the lot ``key`` = (kind, place) can go (``obj`` is one of them), kept in
        ``moves_from`` (the board cache's entry for this seat's goal facts): (the hexes it reaches, [(goal
        hex, [(goal, ahu)])] beside them, {id: its plain moves}, {id: its goal moves}). The plain moves
        are the board's, shared by every seat's entry (``BoardCache.reach_from``); a lot beside no goal
        of the seat gets the board's one tuple for it, with no goal hexes (the same as in ``board.bare``)."""
        found = board.reach_from.get(key)
        if found is None:  # the start hex is a function of kind and place (checks.object_start)
            start = checks.object_start(self, obj)
            reach, reach_set = transport.reach(self, seat, key[0], start)
            plain_of: dict[str, tuple] = {}
            found = board.reach_from[key] = (start, reach, reach_set, plain_of, (reach, (), plain_of, None))
        start, reach, reach_set, plain_of, bare = found
        goal_map = hat_goals if key[0] == "hat" else moai_goals
        goal_hexes = [(h, pairs) for h, pairs in goal_map.items() if h == start or h in reach_set] if goal_map else None
        info = moves_from[key] = (reach, goal_hexes, plain_of, {}) if goal_hexes else bare
        return info

    def _look_actions(self, seat: int) -> list[Action]:
        if checks.look_seat_problem(self, seat, quiet=True) is not None:
            return []
        return [Look(a) for a in self.ahu_moai if checks.look_ahu_problem(self, seat, a, quiet=True) is None]

    def ownership_public(self) -> bool:
        """Whether bases of erected moai are visible to all (open ownership, live scoring, or game over)."""
        return bool(self.options["open_ownership"] or self.options["live_scoring"] or self.phase == "over")

    def transport_options(self, seat: int, obj: str) -> list[transport.TransportOption]:
        """See :func:`giantapp.giants.transport.transport_options`."""
        if self.phase != "transport" or self.pending is not None or self.to_act() != (seat,):
            return []
        for o, start, capture in self.movable_objects(seat):
            if o == obj:
                break
        else:
            return []
        kind = self.kinds[obj]
        plain = checks.plain_move_problem(self, seat, obj, quiet=True) is None
        transport.search(self, seat, kind, start)  # one search for every destination below (cached)
        options = []
        for h in (start, *transport.reachable(self, seat, kind, start)):
            goals = self.goals_at(seat, obj, h)
            if h == start and not goals:
                continue
            route = transport.cheapest_route(self, seat, obj, start, h)
            assert route is not None
            options.append(transport.TransportOption(
                dest=h, route=route,
                erect=tuple(a for g, a in goals if g == "erect"),
                hats=tuple(a for g, a in goals if g == "hat"),
                plain=plain and h != start,
            ))
        return options

    # ------------------------------------------------------------------ apply, explain, normalize
    def apply(self, seat: int, action: Action) -> None:
        """Validate and perform; on refusal raise IllegalAction and leave everything as it was.

        Every check (``checks.check_*``) happens before the first change (``_do_*``), so a refusal can
        never leave a half-done action.
        """
        if self.redacted and isinstance(action, Action):
            raise IllegalAction(tr("Giants", "this is a player's observation, not the game itself; actions go to the game"))
        perform, plan = self._check(seat, action)
        perform(self, seat, action, plan)

    def explain(self, seat: int, action: Action) -> str | None:
        """Why ``apply`` would refuse ``action`` for ``seat`` now (its very checks), or None if legal.

        Works on a seat's observation too, for that seat's own decisions (views ask their observation).
        """
        try:
            self._check(seat, action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def normalize(self, seat: int, action: Action) -> Action:
        """A move with its relay spelled out (path and carriers in every hex), as ``apply`` performs it.

        A record holding this replays the same under any future tie-break or networkx version. Other
        actions are already fully determined. Raises IllegalAction (apply's reason) for an illegal action.
        """
        _perform, plan = self._check(seat, action)
        if isinstance(action, Move):
            route = plan.route
            return Move(action.obj, action.dest, action.goal, action.ahu, route.path, route.carriers)
        return action

    def _check(self, seat: int, action: Action) -> tuple[Any, Any]:
        """Every check of ``action`` by ``seat``: (performer, plan) or IllegalAction with the reason."""
        entry = _HANDLERS.get((self.phase, type(action)))
        if entry is None and not isinstance(action, Action):  # a handled type is an Action (speed)
            raise IllegalAction(tr("Giants", "{action!r} is not an action", action=action))
        acting = self.to_act()
        if not acting:
            raise IllegalAction(tr("Giants", "the game is over"))
        if seat not in acting:
            who = tr("Giants", "chance") if acting == (CHANCE,) else ", ".join(self.seat_label(s) for s in acting)
            player = tr("Giants", "chance") if seat == CHANCE else self.seat_label(seat)
            raise IllegalAction(tr("Giants", "it is not {player}'s decision now (waiting for {who})", player=player, who=who))
        if entry is None:
            raise IllegalAction(tr("Giants", "{action} is not possible in {phase}", action=action, phase=self.phase_name()))
        if _VETTED.get(id(action)) is not action:
            problem = check_fields(action)
            if problem:
                raise IllegalAction(problem)
        check, perform = entry
        return perform, check(self, seat, action)

    # --- setup and phase 1
    def _do_first(self, seat: int, action: ChooseFirst, plan: None) -> None:
        self._start(action.seat)

    def _start(self, first: int) -> None:
        self.first_player = first
        self.phase = "roll"

    def _do_roll(self, seat: int, action: Roll, plan: None) -> None:
        self.dice = action.faces
        self.display = []
        # the supply of each size, lowest id first (``supply_of``), read in one pass for all the dice
        supply: dict[str, list[str]] = {}
        for obj, kind in self.kinds.items():
            if self.places[obj] == SUPPLY:
                supply.setdefault(kind, []).append(obj)
        for letter, face in action.faces:
            value = face
            if self.round == 1:
                # [decision] the seed breaks off at "3 counts as": 0 counts as 1 and 3 as 2 in round 1
                value = self.edition.first_round_faces.get(face, face)
            if value <= 0:
                continue  # a broken moai
            available = supply.get(str(value))
            if not available:
                continue  # an exhausted size counts as broken
            taken = available.pop(0)
            self.places[taken] = DISPLAY
            self.display.append(taken)
        if self.display:
            self.phase = "bid"
            self.bids = [None] * self.players
        else:
            # [decision] nothing to win: phase 2 is skipped (no one commits sculptors for nothing)
            self._begin_placement()

    # --- phase 2
    def _do_bid(self, seat: int, action: Bid, plan: None) -> None:
        self.bids[seat] = action
        if all(b is not None for b in self.bids):
            self._reveal_bids()

    def _reveal_bids(self) -> None:
        ed = self.edition
        bids: list[Bid] = list(self.bids)
        self.revealed_bids = bids
        for s, bid in enumerate(bids):
            self.screen_markers[s] -= bid.markers
            self.front_markers[s] += bid.markers
            self.screen_workers[s] -= bid.workers
            self.front_workers[s] += bid.workers
            if bid.sorcerer:
                self.sorcerer[s] = FRONT
            if bid.chief:
                self.chief[s] = FRONT
            self.pick_strength[s] = (
                bid.workers * ed.strength_worker + bid.sorcerer * ed.strength_sorcerer + bid.chief * ed.strength_chief
            )
            self.pick_out[s] = self.pick_strength[s] == 0
        # choosing order: most markers, then more tablets, then turn order from the first player
        turn = {s: k for k, s in enumerate(self.seat_order())}
        self.pick_order = sorted(range(self.players), key=lambda s: (-bids[s].markers, -self.tablets[s], turn[s]))
        self.bids = [None] * self.players
        self.phase = "pick"
        self._next_picker(0)

    def _can_pick(self, seat: int) -> bool:
        return any(checks.take_problem(self, seat, m, quiet=True) is None for m in self.display)

    def _next_picker(self, start_index: int) -> None:
        """Find the next seat (from ``start_index``, cyclically) that can still pick; else end the auction."""
        n = len(self.pick_order)
        for k in range(n):
            index = (start_index + k) % n
            s = self.pick_order[index]
            if self.pick_out[s]:
                continue
            if not self._can_pick(s):
                self.pick_out[s] = True  # cannot take any remaining moai: out of the picking
                continue
            self.pick_index = index
            return
        self._end_auction()

    def _do_take(self, seat: int, action: Take, plan: None) -> None:
        size = int(self.kinds[action.moai])
        self.display.remove(action.moai)
        self.places[action.moai] = (FRONT, seat)
        self.pick_strength[seat] -= size
        self._next_picker(self.pick_index + 1)

    def _do_stop(self, seat: int, action: Stop, plan: None) -> None:
        self.pick_out[seat] = True
        self._next_picker(self.pick_index + 1)

    def _end_auction(self) -> None:
        for m in self.display:
            self.places[m] = SUPPLY  # [decision] moai left on the display go back to the supply
        self.display = []
        self._begin_placement()

    # --- phase 3
    def _begin_placement(self) -> None:
        self.phase = "place"
        self.banners = [False] * self.players
        self.current = self.first_player

    def _put_figure(self, seat: int, figure: str, h: Hex, logs: int) -> None:
        if figure == "worker":
            self.screen_workers[seat] -= 1
            self.board_workers[seat][h] = self.board_workers[seat].get(h, 0) + 1
        elif figure == "sorcerer":
            self.sorcerer[seat] = h
        else:
            self.chief[seat] = h
        if logs:
            self.screen_logs[seat] -= logs
            self.board_logs[h] = self.board_logs.get(h, 0) + logs
        self._board_changed()

    def _do_place(self, seat: int, action: Place, plan: None) -> None:
        self._put_figure(seat, action.figure, action.hex, action.logs)
        self._next_turn()

    def _do_power(self, seat: int, action: Power, plan: None) -> None:
        ed = self.edition
        isl = self.island
        power, h = action.power, action.hex
        self._put_figure(seat, action.figure, h, action.logs)
        if action.figure == "chief":
            self.tablets[seat] -= ed.chief_power_tablets
            self.tablets_supply += ed.chief_power_tablets  # [decision] discarded tablets return to the supply
            self.chief_power_used[seat] = True
        if power == "village":
            if self.receptacle_workers[seat]:
                self.receptacle_workers[seat] -= 1
                self.screen_workers[seat] += 1
        elif power == "hut":
            if self.receptacle_markers[seat]:
                self.receptacle_markers[seat] -= 1
                self.screen_markers[seat] += 1
        elif power == "forest":
            logs = min(isl.forests[h], self.logs_supply)
            self.logs_supply -= logs
            self.screen_logs[seat] += logs
            self.forest_used.add(h)
        elif power == "reserve":
            self.screen_bases[seat] -= 1
            self.ahu_owner[action.ahu] = seat
        elif power == "hat":
            hats = self.supply_of("hat")
            if hats:  # [decision] with the hat supply empty the action gives nothing, like the village
                self.places[hats[0]] = (FRONT, seat)
        self._next_turn()

    def _do_tablet(self, seat: int, action: TakeTablet, plan: None) -> None:
        self.screen_markers[seat] -= 1
        self.front_markers[seat] += 1
        self.tablets_supply -= 1
        self.tablets[seat] += 1
        self._next_turn()

    def _do_pass(self, seat: int, action: Pass, plan: None) -> None:
        self.banners[seat] = True
        self._next_turn()

    def _next_turn(self) -> None:
        """Hand the turn to the next seat clockwise that has not passed; end the phase when all have."""
        for k in range(1, self.players + 1):
            s = (self.current + k) % self.players
            if not self.banners[s]:
                self.current = s
                return
        if self.phase == "place":
            self.phase = "transport"
            self.banners = [False] * self.players
            self.current = self.first_player
        else:
            self._end_transport()

    # --- phase 4
    def _do_move(self, seat: int, action: Move, plan: "checks.MovePlan") -> None:
        obj = action.obj
        route = plan.route
        self.moved[obj] = seat
        for s, p in enumerate(route.prestige):
            self.prestige[s] += p
        if action.goal is None:
            self.places[obj] = ("hex", action.dest)
            if obj in self.marks or not self.screen_markers[seat]:
                self._end_action_turn()
            else:
                self.pending = ("mark", obj, plan.capture)
            return
        ahu = action.ahu
        assert ahu is not None
        self.places[obj] = ("ahu", ahu)
        marker = self.marks.pop(obj, None)
        if marker is not None:
            self.screen_markers[marker] += 1  # a marker returns behind its owner's screen on erecting
        if action.goal == "erect":
            if ahu not in self.ahu_owner:
                self.screen_bases[seat] -= 1
                self.ahu_owner[ahu] = seat
            self.ahu_moai[ahu] = obj
        else:
            self.ahu_hat[ahu] = obj
        self._end_action_turn()

    def _do_mark(self, seat: int, action: Mark, plan: str) -> None:
        self._put_marker(seat, action.obj)
        if plan == "quarry":
            self.quarry_queue.pop(0)
            self._continue_quarry()
            return
        self.pending = None
        self._end_action_turn()

    def _put_marker(self, seat: int, obj: str) -> None:
        self.screen_markers[seat] -= 1
        self.marks[obj] = seat

    def _do_no_mark(self, seat: int, action: NoMark, plan: None) -> None:
        if self.phase == "quarry_mark":
            self.quarry_queue.pop(0)
            self._continue_quarry()
            return
        self.pending = None
        self._end_action_turn()

    def _do_look(self, seat: int, action: Look, plan: None) -> None:
        cost = self.edition.look_tablets
        self.tablets[seat] -= cost
        self.tablets_supply += cost
        self.looks.add((seat, action.ahu))  # a free action: the turn stays with the same seat

    def _end_action_turn(self) -> None:
        self._next_turn()

    def _end_transport(self) -> None:
        """End of phase 4: unmoved objects go to their quarry, logs leave the game, then the end check."""
        isl = self.island
        queue = []
        unmoved = [(obj, place[1]) for obj, place in self.places.items() if place[0] == FRONT]  # ids in order
        for s in self.seat_order():
            for obj, owner in unmoved:
                if owner == s:
                    start = isl.hat_quarry if self.kinds[obj] == "hat" else isl.moai_quarry
                    self.places[obj] = ("hex", start)
                    queue.append((s, obj))
        self.quarry_queue = queue
        self.moved = {}
        self.logs_removed += sum(self.board_logs.values())
        self.board_logs = {}
        self._board_changed()
        self.current = -1
        self.phase = "quarry_mark"
        self._continue_quarry()

    def _continue_quarry(self) -> None:
        while self.quarry_queue and not self.screen_markers[self.quarry_queue[0][0]]:
            self.quarry_queue.pop(0)  # an owner with no marker left has nothing to decide
        if self.quarry_queue:
            return
        if self._game_ends():
            self.phase = "over"
            self.current = -1
            return
        self._begin_return()

    def _game_ends(self) -> bool:
        bases = self.edition.setup[self.players].bases
        for s in range(self.players):
            if sum(1 for a in self.ahu_moai if self.ahu_owner.get(a) == s) >= bases:
                return True  # every base of this seat carries a moai (a reserved empty ahu does not count)
        if self.round >= self.options["round_cap"]:
            return True
        # [decision] the game also ends when no one can ever erect another moai
        unerected = any(self.places[o][0] != "ahu" for o, k in self.kinds.items() if k != "hat")
        if not unerected:
            return True
        room = any(a not in self.ahu_moai and a in self.ahu_owner for a in self.island.ahus) or (
            any(a not in self.ahu_owner for a in self.island.ahus) and any(self.screen_bases)
        )
        return not room

    # --- phase 5
    def _begin_return(self) -> None:
        for s in range(self.players):
            self.screen_workers[s] += sum(self.board_workers[s].values()) + self.front_workers[s]
            self.board_workers[s] = {}
            self.front_workers[s] = 0
            self.sorcerer[s] = SCREEN
            self.chief[s] = SCREEN
            self.screen_markers[s] += self.front_markers[s]
            self.front_markers[s] = 0
            self.chief_power_used[s] = False
            self.pick_strength[s] = 0
            self.pick_out[s] = True
        self._board_changed()
        self.banners = [False] * self.players
        self.revealed_bids = None
        self.pick_order = []
        self.phase = "return"
        marked = set(self.marks.values())
        self.return_done = [s not in marked for s in range(self.players)]
        self._maybe_new_round()

    def _do_recall(self, seat: int, action: Recall, plan: None) -> None:
        del self.marks[action.obj]
        self.screen_markers[seat] += 1
        if seat not in self.marks.values():
            self.return_done[seat] = True
            self._maybe_new_round()

    def _do_done(self, seat: int, action: Done, plan: None) -> None:
        self.return_done[seat] = True
        self._maybe_new_round()

    def _maybe_new_round(self) -> None:
        if not all(self.return_done):
            return
        self.first_player = (self.first_player + 1) % self.players  # the pawn passes to the next seat
        self.round += 1
        self.dice = ()
        self.phase = "roll"

    # ------------------------------------------------------------------ scores
    def scores(self) -> list[int]:
        return [sum(b.values()) for b in self.score_breakdown()]

    def score_breakdown(self) -> list[dict[str, int]]:
        return scoring.breakdown(self)

    def winners(self) -> list[int]:
        if not self.is_terminal():
            return []
        return scoring.winners(self)

    # ------------------------------------------------------------------ words
    def phase_name(self) -> str:
        return {
            "first_player": tr("Giants", "choosing the first player"),
            "roll": tr("Giants", "phase 1 (roll for moai)"),
            "bid": tr("Giants", "phase 2 (secret auction)"),
            "pick": tr("Giants", "phase 2 (choosing moai)"),
            "place": tr("Giants", "phase 3 (placement)"),
            "transport": tr("Giants", "phase 4 (transport)"),
            "quarry_mark": tr("Giants", "the end of phase 4 (marking unmoved objects)"),
            "return": tr("Giants", "phase 5 (new round)"),
            "over": tr("Giants", "the end of the game"),
        }[self.phase]

    def status_text(self) -> str:
        from .words import status_text

        return status_text(self)

    def round_number(self) -> int:
        return self.round

    def describe_action(self, seat: int, action: Action) -> str:
        from .words import describe_action

        return describe_action(self, seat, action)

    def reveals_information(self, seat: int, action: Action) -> bool:
        if seat == CHANCE:
            return True
        if isinstance(action, Look):
            return True
        if isinstance(action, Bid) and self.phase == "bid":
            return sum(b is None for b in self.bids) == 1 and self.bids[seat] is None
        return False

    def to_json(self) -> dict[str, Any]:
        from .observation import state_to_json

        return state_to_json(self)


#: (phase, action type) -> (the check that raises the reason, the performer); see ``GiantsState._check``.
_HANDLERS = {
    ("first_player", ChooseFirst): (checks.check_first, GiantsState._do_first),
    ("roll", Roll): (checks.check_roll, GiantsState._do_roll),
    ("bid", Bid): (checks.check_bid, GiantsState._do_bid),
    ("pick", Take): (checks.check_take, GiantsState._do_take),
    ("pick", Stop): (checks.check_nothing, GiantsState._do_stop),
    ("place", Place): (checks.check_place, GiantsState._do_place),
    ("place", Power): (checks.check_power, GiantsState._do_power),
    ("place", TakeTablet): (checks.check_tablet, GiantsState._do_tablet),
    ("place", Pass): (checks.check_pass, GiantsState._do_pass),
    ("transport", Move): (checks.check_move, GiantsState._do_move),
    ("transport", Mark): (checks.check_mark, GiantsState._do_mark),
    ("transport", NoMark): (checks.check_no_mark, GiantsState._do_no_mark),
    ("transport", Look): (checks.check_look, GiantsState._do_look),
    ("transport", Pass): (checks.check_pass, GiantsState._do_pass),
    ("quarry_mark", Mark): (checks.check_mark, GiantsState._do_mark),
    ("quarry_mark", NoMark): (checks.check_no_mark, GiantsState._do_no_mark),
    ("return", Recall): (checks.check_recall, GiantsState._do_recall),
    ("return", Done): (checks.check_nothing, GiantsState._do_done),
}

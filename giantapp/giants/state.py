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
    marks                             {object id: seat} tribe markers lying on objects
    ahu_owner                         {ahu id: seat} for every ahu holding a base (reserved or erected);
                                      UNKNOWN (-2) in an observation for a face-down base it may not see
    ahu_moai, ahu_hat                 {ahu id: object id} erected moai and placed hats
    looks                             {(seat, ahu id)} private looks under bases (observations keep the viewer's)
    prestige[s]                       prestige gained during play (help with transport)
    chief_power_used[s]               action C done this round
    moved                             objects moved in this transport phase (each moves at most once)
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

The rules live in this module's methods; transport searches in :mod:`.transport`, scoring in
:mod:`.scoring`, observation/determinize in :mod:`.observation`. Every rules decision that the rules
text leaves open is marked **[decision]** here and listed in resources/help/giants-decisions.md.
"""

from __future__ import annotations

import random
from typing import Any

from giantapp.engine import CHANCE, Action, GameState, IllegalAction
from giantapp.engine.i18n import tr

from . import scoring, transport
from .actions import (
    POWERS, Bid, ChooseFirst, Done, Look, Mark, Move, NoMark, Pass, Place, Power, Recall, Roll, Stop, Take, TakeTablet,
)
from .actions import check_fields
from .data import Edition
from .island import Hex, Island, hex_label

PHASES = ("first_player", "roll", "bid", "pick", "place", "transport", "quarry_mark", "return", "over")
SUPPLY = ("supply",)
DISPLAY = ("display",)
SCREEN = "screen"
FRONT = "front"
UNKNOWN = -2
HIDDEN_BID = "hidden"

_PLACE_CACHE: dict[tuple, list[Action]] = {}


def _placement_actions(island: Island, figure: str, logs: int) -> list[Action]:
    """Every ``place <figure> <hex> logs <logs>`` action, built once per process (speed)."""
    key = (id(island), figure, logs)
    actions = _PLACE_CACHE.get(key)
    if actions is None:
        actions = [Place(figure, h, logs) for h in island.hexes]
        _PLACE_CACHE[key] = actions
    return actions


class BoardCache:
    """Facts derived from the figures and logs on the island (crews, transport searches, ready-made
    move lists), shared by a state and its clones and observations until one of them moves a figure
    or a log - which gives that state a fresh cache. Figures never move in phase 4, so every transport
    search of a phase is done once."""

    __slots__ = ("crews", "searches", "plain_moves", "figure_ahus")

    def __init__(self) -> None:
        self.crews: dict[Hex, transport.Crew] | None = None
        self.searches: dict[tuple, Any] = {}
        self.plain_moves: dict[tuple, list[Action]] = {}
        self.figure_ahus: dict[int, list[str]] = {}


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
        self.places: dict[str, tuple] = {obj: SUPPLY for obj in self.kinds}
        self.marks: dict[str, int] = {}
        self.ahu_owner: dict[str, int] = {}
        self.ahu_moai: dict[str, str] = {}
        self.ahu_hat: dict[str, str] = {}
        self.looks: set[tuple[int, str]] = set()
        self.prestige = [0] * players
        self.chief_power_used = [False] * players
        # [decision] an object moves at most once per transport phase (see giants-decisions.md)
        self.moved: set[str] = set()
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
        self._board = BoardCache()
        if options["first_player"] >= 0:
            self._start(options["first_player"])

    # ------------------------------------------------------------------ copies
    def clone(self) -> "GiantsState":
        new = object.__new__(GiantsState)
        d = self.__dict__.copy()
        for name in ("banners", "display", "screen_workers", "screen_markers", "screen_bases", "screen_logs",
                     "sorcerer", "chief", "front_workers", "front_markers", "tablets", "receptacle_workers",
                     "receptacle_markers", "bases_box", "prestige", "chief_power_used", "bids", "pick_order",
                     "pick_strength", "pick_out", "quarry_queue", "return_done", "hidden_owner_pool"):
            d[name] = list(d[name])
        for name in ("board_logs", "places", "marks", "ahu_owner", "ahu_moai", "ahu_hat", "options"):
            d[name] = dict(d[name])
        d["forest_used"] = set(d["forest_used"])
        d["looks"] = set(d["looks"])
        d["moved"] = set(d["moved"])
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
        """Figures or logs on the island changed: derived facts must be recomputed (fresh cache)."""
        self._board = BoardCache()

    def crews(self) -> dict[Hex, transport.Crew]:
        """{hex: crew} for every hex holding figures or logs (cached until figures move)."""
        board = self._board
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
            for h in hexes:
                crews[h] = (
                    tuple(self.board_workers[s].get(h, 0) for s in range(n)),
                    tuple(self.sorcerer[s] == h for s in range(n)),
                    tuple(self.chief[s] == h for s in range(n)),
                    self.board_logs.get(h, 0),
                )
            board.crews = crews
        return board.crews

    def figure_ahus(self, seat: int) -> list[str]:
        """Ahu with a figure of ``seat`` on an adjacent hex (where it may erect or place a hat)."""
        board = self._board
        result = board.figure_ahus.get(seat)
        if result is None:
            hexes = self.figure_hexes(seat)
            result = [a for a, ahu in self.island.ahus.items() if any(h in hexes for h in ahu.adjacent)]
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

    def objects_at(self, place: tuple) -> list[str]:
        return [obj for obj, p in self.places.items() if p == place]

    def supply_of(self, kind: str) -> list[str]:
        """Ids of objects of ``kind`` in the supply, lowest first (the next one taken)."""
        return [obj for obj, k in self.kinds.items() if k == kind and self.places[obj] == SUPPLY]

    def ahu_free(self, ahu: str) -> bool:
        """Empty and not reserved."""
        return ahu not in self.ahu_owner

    def seat_order(self, start: int | None = None) -> list[int]:
        """Seats in turn order from ``start`` (default the first player), clockwise."""
        first = self.first_player if start is None else start
        return [(first + k) % self.players for k in range(self.players)]

    # ------------------------------------------------------------------ whose decision
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase in ("first_player", "roll"):
            return (CHANCE,)
        if phase == "bid":
            return tuple(s for s in range(self.players) if self.bids[s] is None)
        if phase == "pick":
            return (self.pick_order[self.pick_index],)
        if phase in ("place", "transport"):
            return (self.current,)
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
            return ChooseFirst(rng.randrange(self.players))
        if self.phase == "roll":
            dice = self.edition.setup[self.players].dice
            return Roll(tuple((letter, rng.choice(self.edition.dice[letter].faces)) for letter in dice))
        raise IllegalAction(tr("Giants", "no chance step now"))

    # ------------------------------------------------------------------ legal actions
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
            strength = self.pick_strength[seat]
            takes: list[Action] = [Take(m) for m in self.display if int(self.kinds[m]) <= strength]
            return takes + [Stop()]
        if phase == "place":
            return self._place_actions(seat)
        if phase == "transport":
            return self._transport_actions(seat)
        if phase == "quarry_mark":
            obj = self.quarry_queue[0][1]
            return [Mark(obj), NoMark(obj)]
        if phase == "return":
            recalls: list[Action] = [Recall(o) for o, s in sorted(self.marks.items()) if s == seat]
            return recalls + [Done()]
        return []

    def _bid_actions(self, seat: int) -> list[Action]:
        markers = self.screen_markers[seat] or 0
        workers = self.screen_workers[seat] or 0
        sorcerer = [False, True] if self.sorcerer[seat] == SCREEN else [False]
        chief = [False, True] if self.chief[seat] == SCREEN else [False]
        return [
            Bid(m, w, s, c)
            for m in range(markers + 1)
            for w in range(workers + 1)
            for s in sorcerer
            for c in chief
        ]

    def power_targets(self, seat: int) -> list[tuple[Hex, str, str | None]]:
        """(hex, power, ahu) where a sorcerer of ``seat`` could act now (phase 3 B/C)."""
        isl = self.island
        targets: list[tuple[Hex, str, str | None]] = [(isl.village, "village", None), (isl.sorcerers_hut, "hut", None)]
        targets += [(h, "forest", None) for h in isl.forests if h not in self.forest_used]
        if self.screen_bases[seat]:
            for h, ahus in isl.ahus_of_hex.items():
                targets += [(h, "reserve", a) for a in ahus if a not in self.ahu_owner]
        targets.append((isl.hat_quarry, "hat", None))
        return targets

    def _place_actions(self, seat: int) -> list[Action]:
        ed = self.edition
        actions: list[Action] = []
        max_logs = min(ed.max_logs_per_placement, self.screen_logs[seat] or 0)
        if self.screen_workers[seat]:
            for logs in range(max_logs + 1):
                actions += _placement_actions(self.island, "worker", logs)
        sorcerer_home = self.sorcerer[seat] == SCREEN
        chief_home = self.chief[seat] == SCREEN
        if sorcerer_home:
            for logs in range(max_logs + 1):
                actions += _placement_actions(self.island, "sorcerer", logs)
        if chief_home:
            actions += _placement_actions(self.island, "chief", 0)
        chief_power = chief_home and not self.chief_power_used[seat] and self.tablets[seat] >= ed.chief_power_tablets
        if sorcerer_home or chief_power:
            for h, power, ahu in self.power_targets(seat):
                if sorcerer_home:
                    actions += [Power("sorcerer", h, power, ahu, logs) for logs in range(max_logs + 1)]
                if chief_power:
                    actions.append(Power("chief", h, power, ahu))
        if self.screen_markers[seat] and self.tablets_supply > 0:
            actions.append(TakeTablet())
        actions.append(Pass())
        return actions

    def movable_objects(self, seat: int) -> list[tuple[str, Hex, bool]]:
        """(object, start hex, capture) for every object ``seat`` may move now."""
        result = []
        marks = self.marks
        moved = self.moved
        front = (FRONT, seat)
        for obj, place in self.places.items():
            if obj in moved:
                continue
            where = place[0]
            if where == "hex":
                owner = marks.get(obj, -1)
                if owner == -1:
                    result.append((obj, place[1], True))
                elif owner == seat:
                    result.append((obj, place[1], False))
            elif place == front:
                isl = self.island
                result.append((obj, isl.hat_quarry if self.kinds[obj] == "hat" else isl.moai_quarry, False))
        return result

    def move_start(self, seat: int, obj: str) -> Hex:
        """Where ``obj`` starts when ``seat`` moves it; IllegalAction says why ``seat`` may not move it."""
        if obj not in self.kinds:
            raise IllegalAction(tr("Giants", "there is no object {obj}", obj=obj))
        for o, start, _ in self.movable_objects(seat):
            if o == obj:
                return start
        raise IllegalAction(self._why_not_movable(seat, obj))

    def goals_at(self, seat: int, obj: str, h: Hex, figure_hexes: set[Hex] | None = None) -> list[tuple[str, str]]:
        """(goal, ahu) pairs possible when ``seat``'s move of ``obj`` ends on ``h``."""
        ahus = self.island.ahus_of_hex.get(h)
        if not ahus:
            return []
        if figure_hexes is None:
            figure_hexes = self.figure_hexes(seat)
        result = []
        is_hat = self.kinds[obj] == "hat"
        for a in ahus:
            if not any(x in figure_hexes for x in self.island.ahus[a].adjacent):
                continue
            if is_hat:
                if a in self.ahu_moai and a not in self.ahu_hat:
                    result.append(("hat", a))
            else:
                owner = self.ahu_owner.get(a)
                if owner is None and self.screen_bases[seat]:
                    result.append(("erect", a))
                elif owner == seat and a not in self.ahu_moai:
                    result.append(("erect", a))
        return result

    def _goal_maps(self, seat: int) -> tuple[dict[Hex, list[tuple[str, str]]], dict[Hex, list[tuple[str, str]]]]:
        """{hex: [(goal, ahu)]} where a moai / a hat moved by ``seat`` could be erected / placed."""
        moai_goals: dict[Hex, list[tuple[str, str]]] = {}
        hat_goals: dict[Hex, list[tuple[str, str]]] = {}
        has_base = bool(self.screen_bases[seat])
        for a in self.figure_ahus(seat):
            if a in self.ahu_moai:
                if a not in self.ahu_hat:
                    for h in self.island.ahus[a].adjacent:
                        hat_goals.setdefault(h, []).append(("hat", a))
            else:
                owner = self.ahu_owner.get(a)
                if owner == seat or (owner is None and has_base):
                    for h in self.island.ahus[a].adjacent:
                        moai_goals.setdefault(h, []).append(("erect", a))
        return moai_goals, hat_goals

    def _transport_actions(self, seat: int) -> list[Action]:
        if self.pending is not None:
            _, obj, forced = self.pending
            return [Mark(obj)] if forced else [Mark(obj), NoMark(obj)]
        actions: list[Action] = []
        has_marker = bool(self.screen_markers[seat])
        moai_goals, hat_goals = self._goal_maps(seat)
        plain_cache = self._board.plain_moves
        for obj, start, capture in self.movable_objects(seat):
            kind = self.kinds[obj]
            reach, reach_set = transport.reach(self, seat, kind, start)
            if has_marker or not capture:
                key = (seat, obj, start)
                plain = plain_cache.get(key)
                if plain is None:
                    plain = plain_cache[key] = [Move(obj, h) for h in reach]
                actions += plain
            goals = hat_goals if kind == "hat" else moai_goals
            for h, pairs in goals.items():
                if h == start or h in reach_set:
                    actions += [Move(obj, h, goal, ahu) for goal, ahu in pairs]
        if has_marker:
            actions += [Mark(obj) for obj, place in self.places.items() if place[0] == "hex" and obj not in self.marks]
        actions += self._look_actions(seat)
        actions.append(Pass())
        return actions

    def _look_actions(self, seat: int) -> list[Action]:
        if self.ownership_public() or self.tablets[seat] < self.edition.look_tablets:
            return []
        return [
            Look(a) for a in self.ahu_moai
            if self.ahu_owner.get(a) != seat and (seat, a) not in self.looks
        ]

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
        plain = bool(self.screen_markers[seat]) or not capture
        figure_hexes = self.figure_hexes(seat)
        options = []
        for h in (start, *transport.reachable(self, seat, kind, start)):
            goals = self.goals_at(seat, obj, h, figure_hexes)
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

    # ------------------------------------------------------------------ apply
    def apply(self, seat: int, action: Action) -> None:
        """Validate and perform; on refusal raise IllegalAction and leave everything as it was.

        Every check happens before the first change, so a refusal can never leave a half-done action.
        """
        if not isinstance(action, Action):
            raise IllegalAction(tr("Giants", "{action!r} is not an action", action=action))
        if self.redacted:
            raise IllegalAction(tr("Giants", "this is a player's observation, not the game itself; actions go to the game"))
        acting = self.to_act()
        if not acting:
            raise IllegalAction(tr("Giants", "the game is over"))
        if seat not in acting:
            who = tr("Giants", "chance") if acting == (CHANCE,) else ", ".join(self.seat_label(s) for s in acting)
            raise IllegalAction(tr("Giants", "it is not {player}'s decision now (waiting for {who})",
                                   player=self.seat_label(seat), who=who))
        handler = _HANDLERS.get((self.phase, type(action)))
        if handler is None:
            raise IllegalAction(tr("Giants", "{action} is not possible in {phase}", action=action, phase=self.phase_name()))
        problem = check_fields(action)
        if problem:
            raise IllegalAction(problem)
        handler(self, seat, action)

    # --- setup and phase 1
    def _apply_first(self, seat: int, action: ChooseFirst) -> None:
        if not 0 <= action.seat < self.players:
            raise IllegalAction(tr("Giants", "{player} is not in this {players}-player game", player=self.seat_label(action.seat), players=self.players))
        self._start(action.seat)

    def _start(self, first: int) -> None:
        self.first_player = first
        self.phase = "roll"

    def _apply_roll(self, seat: int, action: Roll) -> None:
        dice = self.edition.setup[self.players].dice
        if len(action.faces) != len(dice):
            raise IllegalAction(tr("Giants", "a roll with {players} players has {dice} dice, not {faces}", players=self.players, dice=len(dice), faces=len(action.faces)))
        for (letter, face), expected in zip(action.faces, dice):
            if letter != expected:
                raise IllegalAction(tr("Giants", "the dice are {order} in this order; {letter} is out of place", order=' '.join(dice), letter=letter))
            if face not in self.edition.dice[letter].faces:
                raise IllegalAction(tr("Giants", "a {die} die has no face {face}", die=self.edition.dice[letter].name, face=face))
        self.dice = action.faces
        self.display = []
        for letter, face in action.faces:
            value = face
            if self.round == 1:
                # [decision] the seed breaks off at "3 counts as": 0 counts as 1 and 3 as 2 in round 1
                value = self.edition.first_round_faces.get(face, face)
            if value <= 0:
                continue  # a broken moai
            available = self.supply_of(str(value))
            if not available:
                continue  # an exhausted size counts as broken
            self.places[available[0]] = DISPLAY
            self.display.append(available[0])
        if self.display:
            self.phase = "bid"
            self.bids = [None] * self.players
        else:
            # [decision] nothing to win: phase 2 is skipped (no one commits sculptors for nothing)
            self._begin_placement()

    # --- phase 2
    def _apply_bid(self, seat: int, action: Bid) -> None:
        if action.markers < 0 or action.workers < 0:
            raise IllegalAction(tr("Giants", "a bid cannot be negative"))
        if action.markers > (self.screen_markers[seat] or 0):
            raise IllegalAction(tr("Giants", "you have {have} tribe marker(s) behind your screen, not {markers}", have=self.screen_markers[seat], markers=action.markers))
        if action.workers > (self.screen_workers[seat] or 0):
            raise IllegalAction(tr("Giants", "you have {have} worker(s) behind your screen, not {workers}", have=self.screen_workers[seat], workers=action.workers))
        if action.sorcerer and self.sorcerer[seat] != SCREEN:
            raise IllegalAction(tr("Giants", "your sorcerer is not behind your screen"))
        if action.chief and self.chief[seat] != SCREEN:
            raise IllegalAction(tr("Giants", "your chief is not behind your screen"))
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
        strength = self.pick_strength[seat]
        return any(int(self.kinds[m]) <= strength for m in self.display)

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

    def _apply_take(self, seat: int, action: Take) -> None:
        if action.moai not in self.display:
            raise IllegalAction(tr("Giants", "{moai} is not on the quarry display", moai=action.moai))
        size = int(self.kinds[action.moai])
        if size > self.pick_strength[seat]:
            raise IllegalAction(
                tr("Giants", "{moai} is a size-{size} moai; your unused sculptor strength is {strength}", moai=action.moai, size=size, strength=self.pick_strength[seat])
            )
        self.display.remove(action.moai)
        self.places[action.moai] = (FRONT, seat)
        self.pick_strength[seat] -= size
        self._next_picker(self.pick_index + 1)

    def _apply_stop(self, seat: int, action: Stop) -> None:
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

    def _check_logs(self, seat: int, logs: int) -> None:
        if logs < 0:
            raise IllegalAction(tr("Giants", "a number of logs cannot be negative"))
        if logs > self.edition.max_logs_per_placement:
            raise IllegalAction(tr("Giants", "a figure takes at most {most} logs, not {logs}", most=self.edition.max_logs_per_placement, logs=logs))
        if logs > (self.screen_logs[seat] or 0):
            raise IllegalAction(tr("Giants", "you have {have} log(s) behind your screen, not {logs}", have=self.screen_logs[seat], logs=logs))

    def _check_hex(self, h: Hex) -> None:
        if h not in self.island.land:
            raise IllegalAction(tr("Giants", "hex {hex} is not a land hex of the island", hex=hex_label(h)))

    def _check_figure_home(self, seat: int, figure: str) -> None:
        if figure == "worker":
            if not self.screen_workers[seat]:
                raise IllegalAction(tr("Giants", "you have no worker behind your screen"))
        elif figure in ("sorcerer", "chief"):
            where = getattr(self, figure)[seat]
            if where != SCREEN:
                place = (tr("Giants", "in front of your screen") if where == FRONT
                         else tr("Giants", "on hex {hex}", hex=hex_label(where)))
                raise IllegalAction(tr("Giants", "your sorcerer is {place}, not behind your screen", place=place) if figure == "sorcerer"
                                    else tr("Giants", "your chief is {place}, not behind your screen", place=place))
        else:
            raise IllegalAction(tr("Giants", "{figure!r} is not a figure (worker, sorcerer, chief)", figure=figure))

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

    def _apply_place(self, seat: int, action: Place) -> None:
        self._check_figure_home(seat, action.figure)
        self._check_hex(action.hex)
        if action.figure == "chief" and action.logs:
            raise IllegalAction(tr("Giants", "the chief is placed without logs"))
        self._check_logs(seat, action.logs)
        self._put_figure(seat, action.figure, action.hex, action.logs)
        self._next_turn()

    def _apply_power(self, seat: int, action: Power) -> None:
        ed = self.edition
        isl = self.island
        if action.figure not in ("sorcerer", "chief"):
            raise IllegalAction(tr("Giants", "only the sorcerer (or the chief, for tablets) performs these actions"))
        self._check_figure_home(seat, action.figure)
        self._check_hex(action.hex)
        if action.figure == "chief":
            if action.logs:
                raise IllegalAction(tr("Giants", "the chief is placed without logs"))
            if self.chief_power_used[seat]:
                raise IllegalAction(tr("Giants", "the chief has already performed an action this round"))
            if self.tablets[seat] < ed.chief_power_tablets:
                raise IllegalAction(tr("Giants", "the chief's action costs {cost} tablets; you have {have}", cost=ed.chief_power_tablets, have=self.tablets[seat]))
        self._check_logs(seat, action.logs)
        power, h = action.power, action.hex
        if power not in POWERS:
            raise IllegalAction(tr("Giants", "{power!r} is not a sorcerer action (village, hut, forest, reserve, hat)", power=power))
        if power == "village" and h != isl.village:
            raise IllegalAction(tr("Giants", "the village is hex {village}, not {hex}", village=hex_label(isl.village), hex=hex_label(h)))
        if power == "hut" and h != isl.sorcerers_hut:
            raise IllegalAction(tr("Giants", "the sorcerers' hut is hex {hut}, not {hex}", hut=hex_label(isl.sorcerers_hut), hex=hex_label(h)))
        if power == "hat" and h != isl.hat_quarry:
            raise IllegalAction(tr("Giants", "the hat quarry is hex {quarry}, not {hex}", quarry=hex_label(isl.hat_quarry), hex=hex_label(h)))
        if power == "forest":
            if h not in isl.forests:
                raise IllegalAction(tr("Giants", "hex {hex} is not a forest", hex=hex_label(h)))
            if h in self.forest_used:
                raise IllegalAction(tr("Giants", "the forest on hex {hex} shows its stump: no logs can be taken there again", hex=hex_label(h)))
        if power == "reserve":
            if action.ahu not in isl.ahus:
                raise IllegalAction(tr("Giants", "there is no ahu {ahu}", ahu=action.ahu))
            if h not in isl.ahus[action.ahu].adjacent:
                raise IllegalAction(tr("Giants", "hex {hex} is not adjacent to ahu {ahu}", hex=hex_label(h), ahu=action.ahu))
            if action.ahu in self.ahu_owner:
                raise IllegalAction(tr("Giants", "ahu {ahu} is already reserved or built on", ahu=action.ahu))
            if not self.screen_bases[seat]:
                raise IllegalAction(tr("Giants", "you have no base behind your screen"))
        elif action.ahu is not None:
            raise IllegalAction(tr("Giants", "only the reserve action names an ahu"))
        # all checks passed: perform
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

    def _apply_tablet(self, seat: int, action: TakeTablet) -> None:
        if not self.screen_markers[seat]:
            raise IllegalAction(tr("Giants", "you have no tribe marker behind your screen"))
        if self.tablets_supply <= 0:
            raise IllegalAction(tr("Giants", "the supply has no tablets left"))  # [decision] action D needs a tablet to take
        self.screen_markers[seat] -= 1
        self.front_markers[seat] += 1
        self.tablets_supply -= 1
        self.tablets[seat] += 1
        self._next_turn()

    def _apply_pass(self, seat: int, action: Pass) -> None:
        if self.phase == "transport" and self.pending is not None:
            raise IllegalAction(tr("Giants", "first decide whether to mark {obj}", obj=self.pending[1]))
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
    def _apply_move(self, seat: int, action: Move) -> None:
        if self.pending is not None:
            raise IllegalAction(tr("Giants", "first decide whether to mark {obj}", obj=self.pending[1]))
        obj = action.obj
        if obj not in self.kinds:
            raise IllegalAction(tr("Giants", "there is no object {obj}", obj=obj))
        for o, start, capture in self.movable_objects(seat):
            if o == obj:
                break
        else:
            raise IllegalAction(self._why_not_movable(seat, obj))
        self._check_hex(action.dest)
        kind = self.kinds[obj]
        if action.goal is not None:
            if action.goal not in ("erect", "hat"):
                raise IllegalAction(tr("Giants", "{goal!r} is not a goal (erect or hat)", goal=action.goal))
            if (action.goal == "hat") != (kind == "hat"):
                raise IllegalAction(tr("Giants", "a hat is put on a moai with 'hat'; a moai is erected with 'erect'"))
            if (action.goal, action.ahu) not in self.goals_at(seat, obj, action.dest):
                raise IllegalAction(self._why_no_goal(seat, obj, action.dest, action.goal, action.ahu))
        else:
            if action.dest == start and not action.path:
                raise IllegalAction(tr("Giants", "a move must enter at least one hex (or end by erecting or placing a hat)"))
            if capture and not self.screen_markers[seat]:
                raise IllegalAction(
                    tr("Giants", "{obj} belongs to nobody: you may capture it only if you erect it or mark it, and you have no marker", obj=obj)
                )
        if action.path is None:
            if action.carriers is not None:
                raise IllegalAction(tr("Giants", "carriers need an explicit path ('via')"))
            route = transport.cheapest_route(self, seat, obj, start, action.dest)
            if route is None:
                raise IllegalAction(tr("Giants", "{obj} cannot reach hex {dest}: {why}", obj=obj, dest=hex_label(action.dest), why=self._why_unreachable(seat, obj, start, action.dest)))
        else:
            if (action.path[-1] if action.path else start) != action.dest:
                raise IllegalAction(tr("Giants", "the path ends on hex {end}, not on the destination {dest}", end=hex_label(action.path[-1] if action.path else start), dest=hex_label(action.dest)))
            route = transport.validate_path(self, seat, obj, start, action.path, action.carriers)
        # perform
        self.moved.add(obj)
        for s, p in enumerate(route.prestige):
            self.prestige[s] += p
        if action.goal is None:
            self.places[obj] = ("hex", action.dest)
            if obj in self.marks or not self.screen_markers[seat]:
                self._end_action_turn()
            else:
                self.pending = ("mark", obj, capture)
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

    def _why_not_movable(self, seat: int, obj: str) -> str:
        place = self.places[obj]
        if obj in self.moved and place[0] == "hex":
            return tr("Giants", "{obj} has already been moved in this transport phase; it may move again next round", obj=obj)
        if place[0] == "ahu":
            if self.kinds[obj] == "hat":
                return tr("Giants", "{obj} is already placed on ahu {ahu}", obj=obj, ahu=place[1])
            return tr("Giants", "{obj} is already erected on ahu {ahu}", obj=obj, ahu=place[1])
        if place[0] == "front":
            return tr("Giants", "{obj} stands in front of {player}'s screen; only they may move it",
                      obj=obj, player=self.seat_label(place[1]))
        if place[0] == "hex":
            return tr("Giants", "{obj} carries {player}'s marker; only they may move it",
                      obj=obj, player=self.seat_label(self.marks[obj]))
        return tr("Giants", "{obj} is not on the island", obj=obj)

    def _why_no_goal(self, seat: int, obj: str, dest: Hex, goal: str, ahu: str | None) -> str:
        isl = self.island
        if ahu not in isl.ahus:
            return tr("Giants", "there is no ahu {ahu}", ahu=ahu)
        a = isl.ahus[ahu]
        if dest not in a.adjacent:
            return tr("Giants", "hex {hex} is not adjacent to ahu {ahu}", hex=hex_label(dest), ahu=ahu)
        if not any(x in self.figure_hexes(seat) for x in a.adjacent):
            return tr("Giants", "you need a figure of your own on a hex adjacent to ahu {ahu}", ahu=ahu)
        if goal == "hat":
            if ahu not in self.ahu_moai:
                return tr("Giants", "ahu {ahu} has no erected moai to wear the hat", ahu=ahu)
            return tr("Giants", "the moai on ahu {ahu} already wears a hat", ahu=ahu)
        owner = self.ahu_owner.get(ahu)
        if ahu in self.ahu_moai:
            return tr("Giants", "ahu {ahu} already holds a moai", ahu=ahu)
        if owner is not None and owner != seat:
            return tr("Giants", "ahu {ahu} is reserved by another player", ahu=ahu)
        return tr("Giants", "you have no base behind your screen")

    def _why_unreachable(self, seat: int, obj: str, start: Hex, dest: Hex) -> str:
        kind = self.kinds[obj]
        need = self.edition.carry_need[kind]
        crew = self.crews().get(dest, self.empty_crew)
        have = transport.crew_strength(crew, self.strengths)
        if have < need:
            return tr("Giants", "hex {hex} has strength {have}; {what} needs {need}", hex=hex_label(dest), have=have, what=transport.kind_label(kind), need=need)
        return tr("Giants", "no chain of hexes with strength {need} leads there", need=need)

    def _apply_mark(self, seat: int, action: Mark) -> None:
        obj = action.obj
        if self.phase == "quarry_mark":
            if obj != self.quarry_queue[0][1]:
                raise IllegalAction(tr("Giants", "the object to decide on now is {obj}", obj=self.quarry_queue[0][1]))
            if not self.screen_markers[seat]:
                raise IllegalAction(tr("Giants", "you have no tribe marker behind your screen"))
            self._put_marker(seat, obj)
            self.quarry_queue.pop(0)
            self._continue_quarry()
            return
        if not self.screen_markers[seat]:
            raise IllegalAction(tr("Giants", "you have no tribe marker behind your screen"))
        if self.pending is not None:
            if obj != self.pending[1]:
                raise IllegalAction(tr("Giants", "you may now mark only {obj}, the object you moved", obj=self.pending[1]))
            self._put_marker(seat, obj)
            self.pending = None
            self._end_action_turn()
            return
        if obj not in self.kinds:
            raise IllegalAction(tr("Giants", "there is no object {obj}", obj=obj))
        place = self.places[obj]
        if place[0] != "hex":
            raise IllegalAction(tr("Giants", "{obj} is not lying on the island, so it cannot be marked", obj=obj))
        if obj in self.marks:
            raise IllegalAction(tr("Giants", "{obj} already carries {player}'s marker", obj=obj, player=self.seat_label(self.marks[obj])))
        self._put_marker(seat, obj)
        self._end_action_turn()

    def _put_marker(self, seat: int, obj: str) -> None:
        self.screen_markers[seat] -= 1
        self.marks[obj] = seat

    def _apply_no_mark(self, seat: int, action: NoMark) -> None:
        if self.phase == "quarry_mark":
            if action.obj != self.quarry_queue[0][1]:
                raise IllegalAction(tr("Giants", "the object to decide on now is {obj}", obj=self.quarry_queue[0][1]))
            self.quarry_queue.pop(0)
            self._continue_quarry()
            return
        if self.pending is None or self.pending[1] != action.obj:
            raise IllegalAction(tr("Giants", "there is no marking decision about that object now"))
        if self.pending[2]:
            raise IllegalAction(tr("Giants", "{obj} was captured: you must mark it (or erect it)", obj=action.obj))
        self.pending = None
        self._end_action_turn()

    def _apply_look(self, seat: int, action: Look) -> None:
        ed = self.edition
        if self.ownership_public():
            raise IllegalAction(tr("Giants", "ownership is open: every base can be seen without looking"))
        if action.ahu not in self.ahu_moai:
            raise IllegalAction(tr("Giants", "ahu {ahu} has no erected moai", ahu=action.ahu))
        if self.ahu_owner.get(action.ahu) == seat:
            raise IllegalAction(tr("Giants", "the base under ahu {ahu} is your own", ahu=action.ahu))
        if (seat, action.ahu) in self.looks:
            raise IllegalAction(tr("Giants", "you have already looked under ahu {ahu}", ahu=action.ahu))
        if self.tablets[seat] < ed.look_tablets:
            raise IllegalAction(tr("Giants", "a look costs {cost} tablet(s); you have {have}", cost=ed.look_tablets, have=self.tablets[seat]))
        if self.pending is not None:
            raise IllegalAction(tr("Giants", "first decide whether to mark {obj}", obj=self.pending[1]))
        self.tablets[seat] -= ed.look_tablets
        self.tablets_supply += ed.look_tablets
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
        self.moved = set()
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

    def _apply_recall(self, seat: int, action: Recall) -> None:
        if self.marks.get(action.obj) != seat:
            raise IllegalAction(tr("Giants", "{obj} does not carry your marker", obj=action.obj))
        del self.marks[action.obj]
        self.screen_markers[seat] += 1
        if seat not in self.marks.values():
            self.return_done[seat] = True
            self._maybe_new_round()

    def _apply_done(self, seat: int, action: Done) -> None:
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


_HANDLERS = {
    ("first_player", ChooseFirst): GiantsState._apply_first,
    ("roll", Roll): GiantsState._apply_roll,
    ("bid", Bid): GiantsState._apply_bid,
    ("pick", Take): GiantsState._apply_take,
    ("pick", Stop): GiantsState._apply_stop,
    ("place", Place): GiantsState._apply_place,
    ("place", Power): GiantsState._apply_power,
    ("place", TakeTablet): GiantsState._apply_tablet,
    ("place", Pass): GiantsState._apply_pass,
    ("transport", Move): GiantsState._apply_move,
    ("transport", Mark): GiantsState._apply_mark,
    ("transport", NoMark): GiantsState._apply_no_mark,
    ("transport", Look): GiantsState._apply_look,
    ("transport", Pass): GiantsState._apply_pass,
    ("quarry_mark", Mark): GiantsState._apply_mark,
    ("quarry_mark", NoMark): GiantsState._apply_no_mark,
    ("return", Recall): GiantsState._apply_recall,
    ("return", Done): GiantsState._apply_done,
}


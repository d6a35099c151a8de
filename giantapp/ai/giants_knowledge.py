"""Giants judgement for the computer levels: what a position is worth and which moves look sensible.

Position value (an estimate of each seat's final score, in points):

- what is certain: prestige, erected moai (``moai_value x size``) and hats on them, tablets;
- what is on its way: every moai a seat owns (won this round, or lying on the island under its marker)
  is worth its best free or own reserved ahu's ``moai_value x size``, discounted by how far it still is.
  "Far" counts *gaps*: hexes on the cheapest way to that ahu whose current crew is too weak to carry it
  (a 0-1 Dijkstra over the island, with a small cost per hex so shorter ways win ties). Filling a gap
  with a worker during placement, or carrying the moai closer, therefore raises the value. Moai and
  hats are assigned greedily to distinct ahu and never beyond the seat's bases;
- what makes future moai possible: figures owned (the village adds a worker for the rest of the game),
  markers, logs, ahu reserved for oneself, and - during the auction - figures kept for placement.

Moves players would call blunders are pruned before any search: passing in transport while an erect is
available, walking a moai farther from every usable ahu, putting a hat on another player's moai, and
bidding markers without sculptors. Everything here reads edition data from the state (``edition``,
``island``); nothing is copied into code. The object is immutable after construction (thread-safe).
"""

from __future__ import annotations

import functools
import heapq
import random
from typing import Sequence

from giantapp.engine import Action, GameState
from giantapp.engine.caches import register_clear
from giantapp.giants.actions import Bid, Look, Mark, Move, NoMark, Pass, Place, Power, Recall, Take, TakeTablet
from giantapp.giants.island import Hex, Island, load_island
from giantapp.giants.transport import crew_strength

from .fitted import FittedEvaluation
from .knowledge import Knowledge

#: discount per gap (a hex that cannot carry the object now) between a moai and its ahu
GAP_DECAY = 0.82
#: discount of anything not yet erected (it may still be lost, captured or blocked)
NOT_YET = 0.9
#: a free ahu may be taken by someone else before we get there; our own reserved ahu cannot
FREE_AHU = 0.85
#: cost of one hex that *can* carry (prefers short ways among equally gapped ones)
STEP = 0.05


#: a seat's position features, in the order :meth:`GiantsKnowledge.feature_rows` lists them: tablets,
#: the moai and hats on their way (the potential), figures, markers and logs owned (each of these
#: discounted by how soon the game may end), figures kept back for placement and markers kept behind
#: the screen while choosing, and markers still behind the screen during placement and transport
FEATURES = ("tablets", "potential", "workers", "markers", "logs", "home", "kept_planning", "kept_acting")
#: the least weight the fit may give each feature (intercept first; None: free): owning more is never
#: worth less than nothing (see ``giantapp.ai.fitted``)
WEIGHT_FLOORS = (None, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)


def bucket_name(closing: int, planning: bool) -> str:
    """Which weights apply: how many more moai the seat closest to the end must erect (1, 2, or 3 for
    three and more), and whether the round is still choosing (first player, roll, auction, pick) or
    acting on the island (placement, transport, the round's end). Both are alike for every seat."""
    return f"closing{max(1, min(closing, 3))}-{'planning' if planning else 'acting'}"


#: the hand-set weights (intercept first, then one per feature), the same in every bucket: how soon
#: the game may end is already in the features
HAND_WEIGHTS = (0.0, 1.4, 1.0, 2.2, 0.8, 0.35, 0.9, 0.3, 0.25)


def hand_weights(bucket: str) -> tuple[float, ...]:
    """The hand-set weights of ``bucket`` (:data:`HAND_WEIGHTS` in every one)."""
    return HAND_WEIGHTS


#: the shipped fitted weights (``tools/fit_evaluation.py --centered --ridge 0.3`` on 40 games of four
#: normals), checked and loaded once. They predict held-out leads no better than the hand's (error 8.2
#: against 7.7 points on 10 games) yet play far better: they value figures kept back and owned less
#: than the hand, and moai on their way less early and more near the end (README: computer players)
FITTED = FittedEvaluation(("giants", "ai-evaluation.json"), FEATURES, WEIGHT_FLOORS,
                          r"closing[1-3]-(planning|acting)", hand_weights)


def _bfs(island: Island, start: Hex) -> dict[Hex, int]:
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for h in frontier:
            for n in island.neighbours[h]:
                if n not in dist:
                    dist[n] = dist[h] + 1
                    nxt.append(n)
        frontier = nxt
    return dist


@functools.lru_cache(maxsize=4096)
def _ahu_costs(enter: tuple[float, ...], origin: int, neighbours: tuple[tuple[int, ...], ...],
               ahus: tuple[tuple[str, tuple[int, ...]], ...]) -> dict[str, float]:
    """Dijkstra from ``origin`` with the cost ``enter[j]`` of entering hex j; the cheapest cost to a hex
    beside each ahu. Pure (its result depends only on the arguments), so sharing it between threads
    and decisions is safe; callers must not modify the returned dict."""
    dist = [1e9] * len(enter)
    dist[origin] = 0.0
    heap = [(0.0, origin)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, i = pop(heap)
        if d > dist[i]:
            continue
        for j in neighbours[i]:
            nd = d + enter[j]
            if nd < dist[j]:
                dist[j] = nd
                push(heap, (nd, j))
    get = dist.__getitem__
    return {a: min(map(get, adjacent)) for a, adjacent in ahus}


class GiantsKnowledge(Knowledge):
    """Heuristics for Giants (see the module docstring)."""

    game_name = "giants"
    lookahead_width = 40
    normal_width = 20

    def __init__(self) -> None:
        island = load_island()
        self.island = island
        self.dist: dict[Hex, dict[Hex, int]] = {h: _bfs(island, h) for h in island.hexes}
        self.hexes: tuple[Hex, ...] = island.hexes
        self.index: dict[Hex, int] = {h: i for i, h in enumerate(island.hexes)}
        self.neighbour_index: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.index[n] for n in island.neighbours[h]) for h in island.hexes
        )
        self.ahu_adjacent_index: dict[str, tuple[int, ...]] = {
            a: tuple(self.index[x] for x in ahu.adjacent) for a, ahu in island.ahus.items()
        }
        #: hex -> the ahu it is beside
        self.ahus_beside: dict[Hex, tuple[str, ...]] = {
            h: tuple(a for a, ahu in island.ahus.items() if h in ahu.adjacent) for h in island.hexes
        }
        self.moai_value: dict[str, int] = {a: ahu.moai_value for a, ahu in island.ahus.items()}
        self.ahu_adjacent_items: tuple[tuple[str, tuple[int, ...]], ...] = tuple(self.ahu_adjacent_index.items())
        #: ahu -> {hex: steps to the nearest hex adjacent to that ahu}
        self.ahu_dist: dict[str, dict[Hex, int]] = {
            a: {h: min(self.dist[h][x] for x in ahu.adjacent) for h in island.hexes} for a, ahu in island.ahus.items()
        }
        #: gap costs on an empty island (every hex entered is a whole gap): from each hex to each ahu
        self.empty_board_costs: dict[Hex, dict[str, float]] = {
            h: {a: (1.0 + STEP) * self.ahu_dist[a][h] for a in island.ahus} for h in island.hexes
        }

    def easy_temperature_factor(self) -> float:
        return 1.5

    # ================================================================= positions
    def evaluate(self, state: GameState) -> list[float]:
        if state.phase == "over":
            return [float(s) for s in state.scores()]
        rows = self.feature_rows(state)
        weights = FITTED.weights(rows[0][0], bool(self.fitted_evaluation))  # every seat shares the bucket
        return [FITTED.value(base, weights, features) for _, features, base in rows]

    def feature_rows(self, state: GameState) -> list[tuple[str, list[float], float]]:
        """Per seat: its bucket, its features (named by :data:`FEATURES`) and what it has for certain
        (prestige, erected moai and their hats). The evaluation is the certain part plus the weighted
        features; hand-set weights (:func:`hand_weights`) or fitted ones (``tools/fit_evaluation.py``)."""
        n = state.players
        ed = state.edition
        isl = state.island
        certain = [float(p) for p in state.prestige]
        erected = [0] * n
        for ahu_id, moai in state.ahu_moai.items():
            owner = state.ahu_owner.get(ahu_id, -1)
            if owner < 0:
                continue
            ahu = isl.ahus[ahu_id]
            certain[owner] += ahu.moai_value * int(state.kinds[moai])
            erected[owner] += 1
            if ahu_id in state.ahu_hat:
                certain[owner] += ahu.hat_value
        bases = ed.setup[n].bases
        closing = min(bases - e for e in erected)
        future = 1.0 if closing >= 2 else (0.6 if closing == 1 else 0.25)
        last_round = state.round >= state.options["round_cap"]
        if last_round and state.phase in ("transport", "quarry_mark", "return"):
            future *= 0.3
        planning = state.phase in ("first_player", "roll", "bid", "pick")
        acting = state.phase in ("place", "transport")
        bucket = bucket_name(closing, planning)
        # crew strengths and gap costs depend on the figures and logs alone: kept per board, so the
        # positions of a lookahead or a continuation that only move objects share them
        memo = state.board_memo()
        strength = memo.get("strength")
        if strength is None:
            strength = memo["strength"] = self._strength_map(state)
        ahu_owner, ahu_moai = state.ahu_owner, state.ahu_moai
        free = tuple(a for a in isl.ahus if a not in ahu_owner)
        reserved: list[list[str]] = [[] for _ in range(n)]
        for a in isl.ahus:
            owner = ahu_owner.get(a)
            if owner is not None and 0 <= owner < n and a not in ahu_moai:
                reserved[owner].append(a)
        owned: list[list[tuple[str, Hex]]] = [[] for _ in range(n)]
        for obj, place in state.places.items():
            where = place[0]
            if where == "front":
                owned[place[1]].append((obj, isl.hat_quarry if state.kinds[obj] == "hat" else isl.moai_quarry))
            elif where == "hex":
                marker = state.marks.get(obj)
                if marker is not None:
                    owned[marker].append((obj, place[1]))
        rows = []
        for s in range(n):
            potential = self._potential(state, s, memo, strength, owned[s], reserved[s], free)
            workers = (state.screen_workers[s] or 0) + state.front_workers[s] + sum(state.board_workers[s].values())
            markers = (state.screen_markers[s] or 0) + state.front_markers[s] + sum(1 for o in state.marks.values() if o == s)
            kept = state.screen_markers[s] or 0
            if planning:
                # figures kept back for placement this round (what bidding sculptors costs)
                home = (state.screen_workers[s] or 0) + (state.sorcerer[s] == "screen") * 1.5 + (state.chief[s] == "screen") * 2.0
            else:
                home = 0.0
            features = [float(state.tablets[s]), future * potential, future * workers, future * markers,
                        future * (state.screen_logs[s] or 0), home, kept if planning else 0.0,
                        kept if acting else 0.0]
            rows.append((bucket, features, certain[s]))
        return rows

    def _strength_map(self, state: GameState) -> dict[Hex, int]:
        strengths = state.strengths
        return {h: crew_strength(crew, strengths) for h, crew in state.crews().items()}

    def _gaps(self, state: GameState, kind: str, start: Hex, strength: dict[Hex, int],
              cache: dict) -> dict[str, float]:
        """Cost from ``start`` to beside every ahu for ``kind``: missing strength share + STEP per hex entered.

        The Dijkstra itself is a pure function of (entry costs, start), memoised in a bounded shared
        cache: sibling positions of a lookahead and the sampled worlds of one decision mostly share the
        island's crews, so most calls are hits.
        """
        if not strength:
            return self.empty_board_costs[start]  # nothing stands on the island: plain distances
        key = (kind, start)
        found = cache.get(key)
        if found is not None:
            return found
        enter = cache.get(("enter", kind))
        if enter is None:
            need = state.edition.carry_need[kind]
            entries = [1.0 + STEP] * len(self.hexes)  # an empty hex is a whole gap
            index = self.index
            for h, st in strength.items():
                entries[index[h]] = STEP + max(0, need - st) / need
            enter = tuple(entries)
            cache[("enter", kind)] = enter
        costs = _ahu_costs(enter, self.index[start], self.neighbour_index, self.ahu_adjacent_items)
        cache[key] = costs
        return costs

    def owned_objects(self, state: GameState, seat: int) -> list[tuple[str, Hex]]:
        """(object, hex) of everything ``seat`` may move: won this round or marked on the island."""
        isl = state.island
        result = []
        for obj, place in state.places.items():
            if place[0] == "front" and place[1] == seat:
                result.append((obj, isl.hat_quarry if state.kinds[obj] == "hat" else isl.moai_quarry))
            elif place[0] == "hex" and state.marks.get(obj) == seat:
                result.append((obj, place[1]))
        return result

    def usable_ahus(self, state: GameState, seat: int) -> list[str]:
        """Ahu where ``seat`` could still erect a moai: its own empty reserved ones, and free ones if it has bases."""
        result = []
        has_base = bool(state.screen_bases[seat])
        for a in state.island.ahus:
            if a in state.ahu_moai:
                continue
            owner = state.ahu_owner.get(a)
            if owner == seat or (owner is None and has_base):
                result.append(a)
        return result

    def _potential(self, state: GameState, seat: int, cache: dict, strength: dict[Hex, int],
                   owned: list[tuple[str, Hex]], reserved: list[str], free: tuple[str, ...]) -> float:
        """What ``seat``'s moai and hats on their way are worth (see the module docstring). ``cache`` is
        the board's memo: besides the board's facts, the value reads only the objects owned, the ahu
        reserved and free, the bases and (with a hat) the own moai without one, so it is kept by those."""
        if not owned:
            return 0.0
        bases = state.screen_bases[seat] or 0
        hats = [o for o in owned if state.kinds[o[0]] == "hat"]
        targets = None
        if hats:
            targets = [a for a, m in state.ahu_moai.items() if a not in state.ahu_hat and state.ahu_owner.get(a) == seat]
        key = ("potential", seat, tuple(owned), tuple(reserved), free if bases else None, bases,
               None if targets is None else tuple(targets))
        found = cache.get(key)
        if found is not None:
            return found
        isl = state.island
        slots = bases + len(reserved)
        beside_figure: set[str] = set()
        for h in state.figure_hexes(seat):
            beside_figure.update(self.ahus_beside[h])
        total = 0.0
        taken: set[str] = set()
        kinds = state.kinds
        moai = sorted((o for o in owned if kinds[o[0]] != "hat"), key=lambda o: -int(kinds[o[0]]))
        pool = reserved + list(free) if bases else reserved
        moai_value, ahu_owner = self.moai_value, state.ahu_owner
        for obj, h in moai:
            if slots <= 0:
                break
            kind = kinds[obj]
            size = int(kind)
            gaps = self._gaps(state, kind, h, strength, cache)
            best, best_ahu = 0.0, None
            for a in pool:
                if a in taken:
                    continue
                cost = gaps[a]
                if a not in beside_figure:
                    cost += 0.5  # an own figure must stand beside the ahu to erect
                value = moai_value[a] * size * NOT_YET * (GAP_DECAY ** cost)
                if a not in ahu_owner:
                    value *= FREE_AHU
                if value > best:
                    best, best_ahu = value, a
            if best_ahu is not None:
                taken.add(best_ahu)
                slots -= 1
                total += best
        if hats:
            for obj, h in hats:
                gaps = self._gaps(state, "hat", h, strength, cache)
                best, best_ahu = 0.0, None
                for a in targets:
                    ahu = isl.ahus[a]
                    cost = gaps[a]
                    value = ahu.hat_value * NOT_YET * (GAP_DECAY ** cost)
                    if value > best:
                        best, best_ahu = value, a
                if best_ahu is not None:
                    targets.remove(best_ahu)
                    total += best
                else:
                    total += 0.8  # a hat for a moai still to come
        cache[key] = total
        return total

    # ================================================================= actions
    def prune(self, state: GameState, seat: int, legal: Sequence[Action]) -> list[Action]:
        phase = state.phase
        kept: list[Action] = list(legal)
        if phase == "bid":
            kept = [a for a in legal if not (isinstance(a, Bid) and a.markers and not a.strength_figures)]
        elif phase == "transport":
            erects = [a for a in legal if isinstance(a, Move) and a.goal == "erect"]
            kept = []
            usable = None
            for a in legal:
                if isinstance(a, Pass) and erects:
                    continue  # never pass with an erect available
                if isinstance(a, Look):
                    continue  # ownership is visible in the sampled world; a look only spends a tablet
                if isinstance(a, Move):
                    if a.goal == "hat":
                        owner = state.ahu_owner.get(a.ahu)
                        if owner is not None and owner >= 0 and owner != seat:
                            continue  # the hat would score for someone else
                    elif a.goal is None and state.kinds[a.obj] != "hat":
                        if usable is None:
                            usable = self.usable_ahus(state, seat)
                        if not self._closer_or_equal(state, a, usable):
                            continue
                kept.append(a)
        return kept or list(legal)

    def _object_hex(self, state: GameState, obj: str) -> Hex:
        place = state.places[obj]
        if place[0] == "hex":
            return place[1]
        return state.island.hat_quarry if state.kinds[obj] == "hat" else state.island.moai_quarry

    def _closer_or_equal(self, state: GameState, move: Move, usable: list[str]) -> bool:
        """A plain moai move must not end farther (in steps) from every usable ahu than it started."""
        if not usable:
            return True
        start = self._object_hex(state, move.obj)
        before = min(self.ahu_dist[a][start] for a in usable)
        after = min(self.ahu_dist[a][move.dest] for a in usable)
        return after <= before

    def quick_scores(self, state: GameState, seat: int, legal: Sequence[Action]) -> list[float]:
        phase = state.phase
        if phase == "bid":
            return [self._bid_score(state, seat, a) for a in legal]
        if phase == "pick":
            return [float(int(state.kinds[a.moai])) * 3.0 if isinstance(a, Take) else 0.0 for a in legal]
        if phase == "place":
            wanted = self._wanted_hexes(state, seat)
            return [self._place_score(state, seat, a, wanted) for a in legal]
        if phase == "transport":
            usable = self.usable_ahus(state, seat)
            return [self._transport_score(state, seat, a, usable) for a in legal]
        scores = []
        for a in legal:
            if isinstance(a, Mark):
                scores.append(1.0)
            elif isinstance(a, Recall):
                scores.append(-0.5)
            else:
                scores.append(0.0)
        return scores

    def _bid_score(self, state: GameState, seat: int, bid: Action) -> float:
        if not isinstance(bid, Bid):
            return 0.0
        sizes = sorted((int(state.kinds[m]) for m in state.display), reverse=True)
        strength = bid.workers + bid.sorcerer + 3 * bid.chief
        useful = 0
        left = strength
        for size in sizes:
            if size <= left:
                useful += size
                left -= size
        waste = strength - useful
        return 2.5 * useful - 1.0 * waste - 0.6 * bid.markers - 0.5 * (bid.workers + bid.sorcerer) - 1.0 * bid.chief

    def _wanted_hexes(self, state: GameState, seat: int) -> dict[Hex, float]:
        """How much a figure of ``seat`` would help on each hex: gaps on its moai's ways, beside its ahu."""
        wanted: dict[Hex, float] = {}
        owned = self.owned_objects(state, seat)
        usable = self.usable_ahus(state, seat)
        strength = self._strength_map(state)
        isl = state.island
        for obj, h in owned:
            kind = state.kinds[obj]
            need = state.edition.carry_need[kind]
            if kind == "hat":
                targets = [a for a in state.ahu_moai if a not in state.ahu_hat and state.ahu_owner.get(a) == seat]
            else:
                targets = usable
            if not targets:
                continue
            target = max(targets, key=lambda a: (isl.ahus[a].moai_value - 1.2 * self.ahu_dist[a][h], a))
            path = self._path_towards(state, h, target)
            weight = 1.0 + (int(kind) if kind != "hat" else 0.5)
            for step in path:
                if strength.get(step, 0) < need:
                    wanted[step] = wanted.get(step, 0.0) + weight
            for x in isl.ahus[target].adjacent:
                wanted[x] = wanted.get(x, 0.0) + 1.5
        return wanted

    def _path_towards(self, state: GameState, start: Hex, ahu_id: str) -> list[Hex]:
        """A shortest hex path (steps) from ``start`` to a hex beside ``ahu_id``, start excluded."""
        dist = self.ahu_dist[ahu_id]
        path = []
        h = start
        while dist[h] > 0:
            h = min(state.island.neighbours[h], key=lambda nb: (dist[nb], nb))
            path.append(h)
        return path

    def _place_score(self, state: GameState, seat: int, action: Action, wanted: dict[Hex, float]) -> float:
        rounds_left = max(0, state.options["round_cap"] - state.round)
        if isinstance(action, Place):
            base = wanted.get(action.hex, 0.0)
            if action.figure == "chief":
                return base * 1.8 - 0.3
            value = base + (0.4 * action.logs if base else -0.2 * action.logs)
            if action.hex == state.island.moai_quarry or self.dist[action.hex][state.island.moai_quarry] == 1:
                value += 0.4  # others carrying from the quarry pay prestige to helpers
            return value - (0.3 if action.figure == "sorcerer" else 0.0)
        if isinstance(action, Power):
            cost = 2.8 if action.figure == "chief" else 0.0
            if action.power == "village":
                value = 3.0 if (state.receptacle_workers[seat] or 0) > 0 and rounds_left >= 2 else 0.0
            elif action.power == "hut":
                value = 1.5 if (state.receptacle_markers[seat] or 0) > 0 else 0.0
            elif action.power == "forest":
                value = 0.35 * min(state.island.forests[action.hex], state.logs_supply)
            elif action.power == "reserve":
                ahu = state.island.ahus[action.ahu]
                value = 0.45 * ahu.moai_value - 0.2 * self.ahu_dist[action.ahu][state.island.moai_quarry]
            else:
                value = 1.2 if state.supply_of("hat") else 0.0
            return value - cost + 0.3 * wanted.get(action.hex, 0.0) - 0.2 * action.logs
        if isinstance(action, TakeTablet):
            return 1.0
        if isinstance(action, Pass):
            return -0.5
        return 0.0

    def _transport_score(self, state: GameState, seat: int, action: Action, usable: list[str]) -> float:
        isl = state.island
        if isinstance(action, Move):
            kind = state.kinds[action.obj]
            if action.goal == "erect":
                return 10.0 + isl.ahus[action.ahu].moai_value * int(kind)
            if action.goal == "hat":
                owner = state.ahu_owner.get(action.ahu)
                return 6.0 + isl.ahus[action.ahu].hat_value if owner == seat else -5.0
            start = self._object_hex(state, action.obj)
            capture = state.places[action.obj][0] == "hex" and state.marks.get(action.obj) is None
            if kind == "hat":
                targets = [a for a in state.ahu_moai if a not in state.ahu_hat and state.ahu_owner.get(a) == seat]
                if not targets:
                    return -1.0
                gain = min(self.ahu_dist[a][start] for a in targets) - min(self.ahu_dist[a][action.dest] for a in targets)
                return gain * 0.8 + (1.0 if capture else 0.0)
            if not usable:
                return -1.0
            gain = min(self.ahu_dist[a][start] for a in usable) - min(self.ahu_dist[a][action.dest] for a in usable)
            return gain * 1.0 * int(kind) + (2.0 * int(kind) if capture else 0.0)
        if isinstance(action, Mark):
            return 0.5 + (1.5 if state.pending is not None else 0.0)
        if isinstance(action, NoMark):
            return 0.0
        if isinstance(action, Pass):
            return 0.0
        return -1.0

    # ================================================================= follow-ups
    def settle(self, state: GameState, seat: int, rng: random.Random) -> None:
        """Finish the auction (others' bids by the fast policy, picks greedily) and own mark decisions."""
        for _ in range(60):
            phase = state.phase
            acting = state.to_act()
            if not acting:
                return
            if phase == "bid":
                mover = acting[0]
            elif phase == "pick":
                mover = acting[0]
            elif phase == "transport" and state.pending is not None and acting == (seat,):
                mover = seat
            else:
                return
            legal = state.legal_actions(mover)
            if not legal:
                return
            scores = self.quick_scores(state, mover, legal)
            best = max(range(len(legal)), key=lambda i: scores[i])
            state.apply(mover, legal[best])


register_clear(_ahu_costs.cache_clear)

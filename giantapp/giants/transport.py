"""Transport in phase 4: who can carry what where, the cheapest relay, and checking a drawn path.

Model. Each land hex holds a *crew*: workers, sorcerers and chiefs of every colour plus logs. An object
of kind ``k`` ("hat", "1", "2", "3") may enter a hex only if the crew there can give the strength the
edition asks for (``carry_need``). Logs count only when at least one worker or sorcerer of the crew is
among the carriers used in that hex **[decision: "logs count only beside a worker or sorcerer" read as
"pushed by one": the rules' own table always lists the worker with the log]**. Using another player's
worker or sorcerer gives that player ``helper_prestige``; using another player's chief gives
``chief_prestige[k]``; own figures and logs give nothing.

**Only needed carriers** (corrected in turn 2): the carriers named in a hex must be a minimal set -
leave any one out and the rest give less than the object needs (:func:`unneeded_carrier`). A mover
therefore cannot pay a friend by naming superfluous helpers; the refusal names the carrier that is not
needed. The engine's proposals (:func:`best_carriers`, :func:`favoured_carriers`) are always minimal.

Cheapest relay (the engine's proposal, also what a move without an explicit path gets).
**[decision] Tie-break rule:**

1. least prestige given away in total;
2. then fewest hexes entered;
3. then the first path networkx's Dijkstra finds, with neighbours in the island's fixed direction order
   (E, NE, NW, W, SW, SE as listed in ``island.json``) - deterministic for a given position.

Within one hex: cheapest carriers; at equal cost borrowed workers/sorcerers are preferred to a
borrowed chief, and borrowed figures are taken from the seats in clockwise order after the mover.

Speed. The island graph (:func:`giantapp.giants.island.load_island`) is built once and never copied.
Which hexes an object can reach does not depend on the mover, so legal moves come from the connected
groups of hexes strong enough for the object (:func:`components`, a plain search over the island's
neighbour table: a networkx subgraph view cost ten times as much). The cheapest relay runs
``nx.single_source_dijkstra`` with a weight function that returns ``None`` (no edge) for hexes that
cannot carry the object; a drawn path is checked hex by hex (:func:`validate_path`). Figures do not move during
phase 4, so all of it is cached in the state's board cache - shared with clones and observations and
replaced whenever a figure or a log moves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping

import networkx as nx

from giantapp.engine import IllegalAction
from giantapp.engine.caches import register_clear
from giantapp.engine.i18n import tr

from .actions import Carriers
from .island import Hex, hex_label

if TYPE_CHECKING:  # pragma: no cover
    from .state import GiantsState

#: A crew: (workers per seat, sorcerer present per seat, chief present per seat, logs).
Crew = tuple[tuple[int, ...], tuple[bool, ...], tuple[bool, ...], int]

#: weight of one hex entered relative to one prestige point: prestige first, then hex count
_STEP_WEIGHT = 1
_PRESTIGE_WEIGHT = 1000


@dataclass(frozen=True)
class Route:
    """One way to carry an object: the hexes entered and the carriers used in each."""

    obj: str
    start: Hex
    path: tuple[Hex, ...]  # hexes entered, in order; empty for a move of zero steps
    carriers: Carriers  # per entered hex: tokens "W2" / "S2" / "C2" (1-based seat) / "L"
    prestige: tuple[int, ...]  # prestige each seat receives

    @property
    def dest(self) -> Hex:
        return self.path[-1] if self.path else self.start

    @property
    def total(self) -> int:
        return sum(self.prestige)


@dataclass(frozen=True)
class TransportOption:
    """For the UI: a hex the object can reach, the proposed relay, and what can be done there."""

    dest: Hex
    route: Route
    erect: tuple[str, ...]  # ahu where a moai could be erected from here
    hats: tuple[str, ...]  # ahu whose moai could receive this hat from here
    plain: bool  # whether simply stopping here is allowed (a capture needs a marker for this)


def kind_label(kind: str) -> str:
    return tr("Giants", "a hat") if kind == "hat" else tr("Giants", "a size-{size} moai", size=kind)


def crew_strength(crew: Crew, strength: tuple[int, int, int, int]) -> int:
    """Everything the crew can give at most (logs only with a worker or sorcerer present)."""
    workers, sorcerers, chiefs, logs = crew
    w_s, s_s, c_s, l_s = strength
    people = sum(workers) * w_s + sum(sorcerers) * s_s
    total = people + sum(chiefs) * c_s
    if sum(workers) or any(sorcerers):
        total += logs * l_s
    return total


def best_carriers(crew: Crew, mover: int, need: int, chief_cost: int, helper_cost: int,
                  strength: tuple[int, int, int, int]) -> tuple[int, tuple[str, ...], tuple[int, ...]] | None:
    """The cheapest carriers in one hex: (prestige given, tokens, beneficiary seats) or None if too weak."""
    workers, sorcerers, chiefs, logs = crew
    w_s, s_s, c_s, l_s = strength
    players = len(workers)
    tokens: list[str] = []
    got = 0
    ws_used = 0
    # own workers, then the own sorcerer, then logs pushed by them
    me = mover + 1
    for _ in range(workers[mover]):
        if got >= need:
            break
        tokens.append(f"W{me}")
        got += w_s
        ws_used += 1
    if got < need and sorcerers[mover]:
        tokens.append(f"S{me}")
        got += s_s
        ws_used += 1
    if ws_used:
        for _ in range(logs):
            if got >= need:
                break
            tokens.append("L")
            got += l_s
    if got >= need:
        return 0, tuple(tokens), ()
    if chiefs[mover]:
        return 0, (f"C{me}",), ()
    # borrowed help, clockwise from the mover
    order = [(mover + k) % players for k in range(1, players)]
    borrowed: list[tuple[str, int]] = []
    for seat in order:
        borrowed.extend((f"W{seat + 1}", seat) for _ in range(workers[seat]))
        if sorcerers[seat]:
            borrowed.append((f"S{seat + 1}", seat))
    option_ws = None
    b_tokens = list(tokens)
    b_got = got
    beneficiaries: list[int] = []
    cost = 0
    logs_used = b_tokens.count("L")
    for token, seat in borrowed:
        if b_got >= need:
            break
        b_tokens.append(token)
        b_got += w_s if token[0] == "W" else s_s
        cost += helper_cost
        beneficiaries.append(seat)
        while b_got < need and logs_used < logs:
            b_tokens.append("L")
            logs_used += 1
            b_got += l_s
    if b_got >= need:
        option_ws = (cost, tuple(b_tokens), tuple(beneficiaries))
    option_chief = None
    for seat in order:
        if chiefs[seat]:
            option_chief = (chief_cost, (f"C{seat + 1}",), (seat,))
            break
    if option_ws and (not option_chief or option_ws[0] <= option_chief[0]):
        return option_ws
    return option_chief


def favoured_carriers(crew: Crew, mover: int, favoured: int, need: int,
                      strength: tuple[int, int, int, int]) -> tuple[str, ...] | None:
    """Carriers in one hex that let ``favoured`` help wherever it can (the mover's choice of whom to
    honour): its workers and sorcerer first, topped up by the mover's workers and logs, else its chief.
    None when the favoured seat cannot take part in carrying here."""
    workers, sorcerers, chiefs, logs = crew
    w_s, s_s, c_s, l_s = strength
    tokens: list[str] = []
    got = 0
    helpers = [(favoured, workers[favoured])]
    if mover != favoured and (workers[favoured] or sorcerers[favoured]):
        helpers.append((mover, workers[mover]))
    for seat, count in helpers:
        for _ in range(count):
            if got >= need:
                break
            tokens.append(f"W{seat + 1}")
            got += w_s
        if seat == favoured and got < need and sorcerers[favoured]:
            tokens.append(f"S{favoured + 1}")
            got += s_s
    if tokens:
        for _ in range(logs):
            if got >= need:
                break
            tokens.append("L")
            got += l_s
    if got >= need:
        return tuple(tokens)
    if chiefs[favoured] and c_s >= need:
        return (f"C{favoured + 1}",)
    return None


def _hex_costs(state: "GiantsState", mover: int, kind: str) -> dict[Hex, tuple[int, tuple[str, ...], tuple[int, ...]]]:
    """Per passable hex, the cheapest carriers for ``mover`` carrying ``kind``."""
    ed = state.edition
    need = ed.carry_need[kind]
    chief_cost = ed.chief_prestige[kind]
    strength = state.strengths
    result = {}
    for h, crew in state.crews().items():
        best = _best_cached(crew, mover, need, chief_cost, ed.helper_prestige, strength)
        if best is not None:
            result[h] = best
    return result


_BEST_CACHE: dict[tuple, object] = {}
register_clear(_BEST_CACHE.clear)


def _best_cached(crew: Crew, mover: int, need: int, chief_cost: int, helper: int, strength: tuple) -> tuple | None:
    key = (crew, mover, need, chief_cost, helper, strength)
    try:
        return _BEST_CACHE[key]  # type: ignore[return-value]
    except KeyError:
        pass
    if len(_BEST_CACHE) > 50000:
        _BEST_CACHE.clear()
    value = best_carriers(crew, mover, need, chief_cost, helper, strength)
    _BEST_CACHE[key] = value
    return value


def search(state: "GiantsState", mover: int, kind: str, start: Hex) -> tuple[dict, dict, dict]:
    """(distance, path, per-hex carriers) from ``start`` (which hexes are reachable: :func:`reach`).

    Cached in the state's board cache: figures do not move during phase 4, so each (mover, kind,
    start) is searched once per phase.
    """
    cache = (state._board or state._board_cache()).searches
    key = (mover, kind, start)
    cached = cache.get(key)
    if cached is not None:
        return cached
    costs, weights = _hex_weights(state, mover, kind)

    def weight(u: Hex, v: Hex, data: Mapping) -> int | None:
        return weights.get(v)

    dist, paths = nx.single_source_dijkstra(state.island.graph, start, weight=weight)
    result = (dist, paths, costs)
    cache[key] = result
    return result


def hex_strengths(state: "GiantsState") -> dict[Hex, int]:
    """{hex: what its crew can give at most} (cached until figures move): the same for every kind, so
    the passable hexes of all kinds read one table."""
    cache = (state._board or state._board_cache()).searches
    result = cache.get("strengths")
    if result is None:
        strength = state.strengths
        result = cache["strengths"] = {h: crew_strength(crew, strength) for h, crew in state.crews().items()}
    return result


def passable(state: "GiantsState", kind: str) -> frozenset[Hex]:
    """Hexes whose crew can carry an object of ``kind`` (cached until figures move)."""
    cache = (state._board or state._board_cache()).searches
    key = ("passable", kind)
    result = cache.get(key)
    if result is None:
        need = state.edition.carry_need[kind]
        result = cache[key] = frozenset([h for h, have in hex_strengths(state).items() if have >= need])
    return result


def components(state: "GiantsState", kind: str) -> dict[Hex, frozenset[Hex]]:
    """{passable hex: the connected group of passable hexes holding it} for objects of ``kind``.

    A plain search over the island's neighbour table, once per kind until figures move (cached in the
    board cache): which hexes an object can reach is a connectivity question that needs no graph
    library, and answering it per start hex from these groups costs a few set unions.
    """
    cache = (state._board or state._board_cache()).searches
    key = ("components", kind)
    result = cache.get(key)
    if result is None:
        ok = passable(state, kind)
        neighbours = state.island.neighbours
        result = {}
        for h in ok:
            if h in result:
                continue
            members = {h}
            stack = [h]
            while stack:
                for v in neighbours[stack.pop()]:
                    if v in ok and v not in members:
                        members.add(v)
                        stack.append(v)
            group = frozenset(members)
            for m in members:
                result[m] = group
        cache[key] = result
    return result


def reach(state: "GiantsState", mover: int, kind: str, start: Hex) -> tuple[tuple[Hex, ...], frozenset[Hex]]:
    """Every hex other than ``start`` the object can reach (sorted), and the same as a set.

    Which hexes can be reached does not depend on who moves (only the prestige does): the object may
    enter any passable hex connected to ``start`` through passable hexes (``start`` itself need not be
    passable), i.e. the groups of :func:`components` holding ``start`` or one of its neighbours.
    Cached per (kind, start) until figures move; the weighted search runs only when a route is needed.
    """
    cache = (state._board or state._board_cache()).searches
    key = ("reach", kind, start)
    result = cache.get(key)
    if result is None:
        groups = components(state, kind)
        group = groups.get(start)
        if group is None:
            found: set[Hex] = set()
            for n in state.island.neighbours[start]:
                g = groups.get(n)
                if g is not None:
                    found |= g  # start is not passable, so no group holds it
        else:
            found = set(group)
            found.discard(start)
        hexes = tuple(sorted(found))
        result = cache[key] = (hexes, frozenset(hexes))
    return result


def reachable(state: "GiantsState", mover: int, kind: str, start: Hex) -> tuple[Hex, ...]:
    """Every hex other than ``start`` that the object can reach (sorted)."""
    return reach(state, mover, kind, start)[0]


def _hex_weights(state: "GiantsState", mover: int, kind: str) -> tuple[dict, dict[Hex, int]]:
    """(per-hex carriers, per-hex weight) for ``mover`` carrying ``kind`` (cached until figures move)."""
    cache = (state._board or state._board_cache()).searches
    key = ("weights", mover, kind)
    result = cache.get(key)
    if result is None:
        costs_key = ("costs", mover, kind)
        costs = cache.get(costs_key)
        if costs is None:
            costs = cache[costs_key] = _hex_costs(state, mover, kind)
        result = cache[key] = (costs, {h: c[0] * _PRESTIGE_WEIGHT + _STEP_WEIGHT for h, c in costs.items()})
    return result


def _route_path(state: "GiantsState", mover: int, kind: str, start: Hex, dest: Hex) -> tuple[list[Hex] | None, dict]:
    """(the cheapest path from ``start`` to ``dest`` including both, or None if there is none; per-hex
    carriers). From the full search when one is cached (:func:`search`), else networkx's Dijkstra
    stopped at ``dest``: it pops the same hexes in the same order up to ``dest`` and never changes a
    popped hex's path, so the path is the very one the full search finds, for a fraction of its work
    (a move needs one destination; each (mover, kind, start) was searched about once)."""
    cache = (state._board or state._board_cache()).searches
    full = cache.get((mover, kind, start))
    if full is not None:
        return full[1].get(dest), full[2]
    key = ("path", mover, kind, start, dest)
    found = cache.get(key)
    if found is None:
        costs, weights = _hex_weights(state, mover, kind)

        def weight(u: Hex, v: Hex, data: Mapping) -> int | None:
            return weights.get(v)

        try:
            path: list[Hex] | None = nx.single_source_dijkstra(state.island.graph, start, dest, weight=weight)[1]
        except nx.NetworkXNoPath:
            path = None
        found = cache[key] = (path, costs)
    return found


def cheapest_route(state: "GiantsState", mover: int, obj: str, start: Hex, dest: Hex) -> Route | None:
    """The relay giving away the least prestige from ``start`` to ``dest`` (see the tie-break rule)."""
    kind = state.kind_of(obj)
    found, costs = _route_path(state, mover, kind, start, dest)
    if found is None:
        return None
    path = tuple(found[1:])
    prestige = [0] * state.players
    carriers = []
    for h in path:
        cost, tokens, beneficiaries = costs[h]
        carriers.append(tokens)
        for token in tokens:
            _credit(state, token, kind, mover, prestige)
    return Route(obj, start, path, tuple(carriers), tuple(prestige))


def _credit(state: "GiantsState", token: str, kind: str, mover: int, prestige: list[int]) -> None:
    if token == "L":
        return
    seat = int(token[1:]) - 1
    if seat == mover:
        return
    ed = state.edition
    prestige[seat] += ed.chief_prestige[kind] if token[0] == "C" else ed.helper_prestige


def validate_path(state: "GiantsState", mover: int, obj: str, start: Hex | None, path: tuple[Hex, ...],
                  carriers: Carriers | None = None) -> Route:
    """Check a path (and carriers) drawn by a player hex by hex; IllegalAction gives the first reason.

    ``path`` lists the hexes entered, in order. Without ``carriers`` the cheapest carriers of each hex
    are used. ``start`` None stands for where ``obj`` starts when ``mover`` moves it (its hex, or its quarry
    for an object in front of the screen); an object ``mover`` may not move is refused with the reason.
    The returned :class:`Route` tells the prestige each player would receive.
    """
    if start is None:
        start = state.move_start(mover, obj)
    kind = state.kind_of(obj)
    ed = state.edition
    need = ed.carry_need[kind]
    crews = state.crews()
    seen = {start}
    previous = start
    if carriers is not None and len(carriers) != len(path):
        raise IllegalAction(tr("Giants", "the carriers name {carriers} hexes but the path enters {entered}", carriers=len(carriers), entered=len(path)))
    prestige = [0] * state.players
    chosen: list[tuple[str, ...]] = []
    for index, h in enumerate(path):
        if h not in state.island.land:
            raise IllegalAction(tr("Giants", "hex {hex} is not a land hex of the island", hex=hex_label(h)))
        if h in seen:
            raise IllegalAction(tr("Giants", "the path enters hex {hex} twice; an object may not enter a hex twice in one move", hex=hex_label(h)))
        if h not in state.island.neighbours[previous]:
            raise IllegalAction(tr("Giants", "hex {hex} is not next to hex {previous}", hex=hex_label(h), previous=hex_label(previous)))
        crew = crews.get(h, state.empty_crew)
        available = crew_strength(crew, state.strengths)
        if available < need:
            raise IllegalAction(tr("Giants", "hex {hex} has strength {available}; {what} needs {need}", hex=hex_label(h), available=available, what=kind_label(kind), need=need))
        if carriers is None:
            best = _best_cached(crew, mover, need, ed.chief_prestige[kind], ed.helper_prestige, state.strengths)
            assert best is not None
            tokens = best[1]
        else:
            tokens = carriers[index]
            _check_carriers(state, mover, h, crew, tokens, need, kind)
        for token in tokens:
            _credit(state, token, kind, mover, prestige)
        chosen.append(tokens)
        seen.add(h)
        previous = h
    return Route(obj, start, tuple(path), tuple(chosen), tuple(prestige))


def _check_carriers(state: "GiantsState", mover: int, h: Hex, crew: Crew, tokens: tuple[str, ...], need: int, kind: str) -> None:
    workers, sorcerers, chiefs, logs = crew
    w_s, s_s, c_s, l_s = state.strengths
    used: dict[str, int] = {}
    got = 0
    people = 0
    for token in tokens:
        used[token] = used.get(token, 0) + 1
        if token == "L":
            if used[token] > logs:
                raise IllegalAction(tr("Giants", "hex {hex} holds {logs} log(s), fewer than the carriers name", hex=hex_label(h), logs=logs))
            got += l_s
            continue
        seat = int(token[1:]) - 1
        if not 0 <= seat < state.players:
            raise IllegalAction(tr("Giants", "carrier {token} names a seat that is not in the game", token=token))
        letter = token[0]
        have = workers[seat] if letter == "W" else int((sorcerers if letter == "S" else chiefs)[seat])
        if used[token] > have:
            if letter == "W":
                raise IllegalAction(tr("Giants", "hex {hex} holds {have} worker(s) of {player}, fewer than the carriers name",
                                       hex=hex_label(h), have=have, player=state.seat_label(seat)))
            if letter == "S":
                raise IllegalAction(tr("Giants", "hex {hex} holds {have} sorcerer of {player}, fewer than the carriers name",
                                       hex=hex_label(h), have=have, player=state.seat_label(seat)))
            raise IllegalAction(tr("Giants", "hex {hex} holds {have} chief of {player}, fewer than the carriers name",
                                   hex=hex_label(h), have=have, player=state.seat_label(seat)))
        if letter in "WS":
            people += 1
        got += {"W": w_s, "S": s_s, "C": c_s}[letter]
    if used.get("L") and not people:
        raise IllegalAction(tr("Giants", "in hex {hex} logs count only with a worker or sorcerer carrying", hex=hex_label(h)))
    if got < need:
        raise IllegalAction(tr("Giants", "the carriers chosen in hex {hex} give strength {got}; {what} needs {need}", hex=hex_label(h), got=got, what=kind_label(kind), need=need))
    _check_needed(state, mover, h, tokens, need, kind)


def tokens_strength(tokens: tuple[str, ...], strength: tuple[int, int, int, int]) -> int:
    """What these carriers give together: logs count only when a worker or sorcerer is among them."""
    w_s, s_s, c_s, l_s = strength
    value = {"W": w_s, "S": s_s, "C": c_s}
    people = sum(value[t[0]] for t in tokens if t != "L")
    if any(t[0] in "WS" for t in tokens if t != "L"):
        people += l_s * tokens.count("L")
    return people


def unneeded_carrier(tokens: tuple[str, ...], need: int, strength: tuple[int, int, int, int], mover: int | None = None) -> str | None:
    """A carrier that could be left out with the rest still strong enough, or None when the set is minimal.

    **Only needed carriers** (corrected in turn 2): removing any one carrier named in a hex must leave
    less strength than the object needs; so nobody can pay a friend by naming superfluous helpers.
    Another player's figure is named first (it is the one that would be paid), then the others in order.
    """
    def paid(token: str) -> bool:
        return token != "L" and mover is not None and int(token[1:]) - 1 != mover

    for token in sorted(dict.fromkeys(tokens), key=lambda t: not paid(t)):
        rest = list(tokens)
        rest.remove(token)
        if tokens_strength(tuple(rest), strength) >= need:
            return token
    return None


def _check_needed(state: "GiantsState", mover: int, h: Hex, tokens: tuple[str, ...], need: int, kind: str) -> None:
    token = unneeded_carrier(tokens, need, state.strengths, mover)
    if token is None:
        return
    rest = list(tokens)
    rest.remove(token)
    left = tokens_strength(tuple(rest), state.strengths)
    where, what = hex_label(h), kind_label(kind)
    if token == "L":
        raise IllegalAction(tr("Giants", "in hex {hex} a log is not needed: the other carriers give strength {rest}, and {what} needs {need}",
                               hex=where, rest=left, what=what, need=need))
    player = state.seat_label(int(token[1:]) - 1)
    if token[0] == "W":
        raise IllegalAction(tr("Giants", "in hex {hex} a worker of {player} is not needed: the other carriers give strength {rest}, and {what} needs {need}",
                               hex=where, player=player, rest=left, what=what, need=need))
    if token[0] == "S":
        raise IllegalAction(tr("Giants", "in hex {hex} the sorcerer of {player} is not needed: the other carriers give strength {rest}, and {what} needs {need}",
                               hex=where, player=player, rest=left, what=what, need=need))
    raise IllegalAction(tr("Giants", "in hex {hex} the chief of {player} is not needed: the other carriers give strength {rest}, and {what} needs {need}",
                           hex=where, player=player, rest=left, what=what, need=need))


def transport_options(state: "GiantsState", seat: int, obj: str) -> list[TransportOption]:
    """For the UI: every hex ``obj`` can reach when ``seat`` moves it, with the proposed relay,
    prestige per player, and the erect/hat targets there. Empty if ``seat`` may not move ``obj`` now.
    """
    return state.transport_options(seat, obj)

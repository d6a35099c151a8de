"""The island: hex geometry, special hexes, ahu and the networkx graph, loaded once and validated.

Hexes are pointy-top in axial coordinates ``(q, r)`` (``resources/giants/island.json``). The six
directions are read from the data file. The graph (:attr:`Island.graph`) has one node per land hex and
an edge between land hexes that share a side; it is built once per process (:func:`load_island`) and
never copied: transport searches run on it with a weight function that hides impassable hexes.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping

import networkx as nx

from giantapp.engine.errors import DataError
from giantapp.engine.i18n import tr
from giantapp.resources import load_json

Hex = tuple[int, int]

#: Names of the special hexes as used in the state and the notation.
SPECIAL_NAMES = ("moai_quarry", "hat_quarry", "village", "sorcerers_hut")


def hex_text(h: Hex) -> str:
    """Notation of a hex: ``5,6``."""
    return f"{h[0]},{h[1]}"


def hex_label(h: Hex) -> str:
    """A hex for people: ``(5,6)``."""
    return f"({h[0]},{h[1]})"


def parse_hex(text: str) -> Hex:
    """Read ``q,r``; ValueError with a reason otherwise."""
    parts = text.strip().strip("()").split(",")
    if len(parts) != 2:
        raise ValueError(tr("Giants", "{given!r} is not a hex (write q,r such as 5,6)", given=text))
    try:
        return (int(parts[0]), int(parts[1]))
    except ValueError:
        raise ValueError(tr("Giants", "{given!r} is not a hex (write q,r such as 5,6)", given=text)) from None


@dataclass(frozen=True)
class Ahu:
    id: str
    adjacent: tuple[Hex, ...]  # land hexes touching the platform
    edge: int  # direction (from the first adjacent hex) of the side the platform lies on, for drawing
    moai_value: int
    hat_value: int


@dataclass(frozen=True)
class Island:
    """The map. Immutable and shared by every state."""

    hexes: tuple[Hex, ...]  # every land hex, sorted
    land: frozenset[Hex]
    directions: tuple[Hex, ...]  # axial offsets, in the data's direction order
    neighbours: Mapping[Hex, tuple[Hex, ...]]  # land neighbours in direction order
    moai_quarry: Hex
    hat_quarry: Hex
    village: Hex
    sorcerers_hut: Hex
    forests: Mapping[Hex, int]  # forest hex -> logs on its number side
    ahus: Mapping[str, Ahu]  # by id, in id order
    ahus_of_hex: Mapping[Hex, tuple[str, ...]]  # hex -> ids of ahu it is adjacent to
    graph: nx.Graph

    def pixel(self, h: Hex) -> tuple[float, float]:
        """Centre of a hex for a unit hex size (pointy top), for views."""
        q, r = h
        return (math.sqrt(3) * (q + r / 2), 1.5 * r)

    def special_of(self, h: Hex) -> str | None:
        """The special role of a hex ("moai_quarry", "forest", ...), or None for a plain hex."""
        for name in SPECIAL_NAMES:
            if getattr(self, name) == h:
                return name
        if h in self.forests:
            return "forest"
        return None


_DIRECTION = re.compile(r"\(\s*([+-]?\d+)\s*,\s*([+-]?\d+)\s*\)")


def _hex(value: Any, where: str) -> Hex:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise DataError(f"island.json: {where} must be a hex [q, r], not {value!r}")
    return (value[0], value[1])


def parse_island(raw: Any) -> Island:
    """Validate the raw JSON of an island and build the :class:`Island`; DataError names the field."""
    if not isinstance(raw, Mapping):
        raise DataError("island.json: the file is not a JSON object")
    directions_raw = raw.get("directions")
    if not isinstance(directions_raw, Mapping) or len(directions_raw) != 6:
        raise DataError("island.json: directions must name the 6 hex directions")
    directions: list[Hex] = []
    for key in sorted(directions_raw, key=lambda k: int(k) if str(k).isdigit() else 99):
        match = _DIRECTION.search(str(directions_raw[key]))
        if not match:
            raise DataError(f"island.json: direction {key} has no offset like (+1,0)")
        directions.append((int(match.group(1)), int(match.group(2))))
    if len(set(directions)) != 6 or any(abs(dq) + abs(dr) + abs(dq + dr) != 2 for dq, dr in directions):
        raise DataError("island.json: directions must be the 6 distinct axial unit offsets")
    land_raw = raw.get("land")
    if not isinstance(land_raw, list) or not land_raw:
        raise DataError("island.json: land must list the land hexes")
    land_list = [_hex(v, f"land[{i}]") for i, v in enumerate(land_raw)]
    if len(set(land_list)) != len(land_list):
        raise DataError("island.json: a land hex is listed twice")
    land = frozenset(land_list)
    specials: dict[str, Hex] = {}
    for name in SPECIAL_NAMES:
        if name not in raw:
            raise DataError(f"island.json: {name} is missing")
        h = _hex(raw[name], name)
        if h not in land:
            raise DataError(f"island.json: {name} {hex_label(h)} is not a land hex")
        specials[name] = h
    if len(set(specials.values())) != len(specials):
        raise DataError("island.json: two special hexes share a hex")
    forests: dict[Hex, int] = {}
    forest_raw = raw.get("forest")
    if not isinstance(forest_raw, list) or not forest_raw:
        raise DataError("island.json: forest must list the forest hexes")
    for i, spec in enumerate(forest_raw):
        if not isinstance(spec, Mapping):
            raise DataError(f"island.json: forest[{i}] must be an object")
        h = _hex(spec.get("hex"), f"forest[{i}].hex")
        logs = spec.get("logs")
        if h not in land:
            raise DataError(f"island.json: forest[{i}] {hex_label(h)} is not a land hex")
        if h in forests or h in specials.values():
            raise DataError(f"island.json: forest[{i}] {hex_label(h)} is already special")
        if not isinstance(logs, int) or isinstance(logs, bool) or logs < 1:
            raise DataError(f"island.json: forest[{i}].logs must be a positive whole number")
        forests[h] = logs
    ahus: dict[str, Ahu] = {}
    ahus_raw = raw.get("ahus")
    if not isinstance(ahus_raw, list) or not ahus_raw:
        raise DataError("island.json: ahus must list the ahu")
    for i, spec in enumerate(ahus_raw):
        if not isinstance(spec, Mapping):
            raise DataError(f"island.json: ahus[{i}] must be an object")
        ahu_id = spec.get("id")
        if not isinstance(ahu_id, str) or not re.fullmatch(r"A\d+", ahu_id):
            raise DataError(f"island.json: ahus[{i}].id must look like A07, not {ahu_id!r}")
        if ahu_id in ahus:
            raise DataError(f"island.json: ahu {ahu_id} is listed twice")
        adjacent_raw = spec.get("adjacent")
        if not isinstance(adjacent_raw, list) or not adjacent_raw:
            raise DataError(f"island.json: ahu {ahu_id} has no adjacent hexes")
        adjacent = tuple(_hex(v, f"ahu {ahu_id} adjacent") for v in adjacent_raw)
        for h in adjacent:
            if h not in land:
                raise DataError(f"island.json: ahu {ahu_id} touches {hex_label(h)}, which is not land")
        values = []
        for key in ("moai_value", "hat_value"):
            v = spec.get(key)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise DataError(f"island.json: ahu {ahu_id} {key} must be a whole number >= 0")
            values.append(v)
        edge = spec.get("edge", 0)
        if not isinstance(edge, int) or not 0 <= edge < 6:
            raise DataError(f"island.json: ahu {ahu_id} edge must be a direction 0-5")
        ahus[ahu_id] = Ahu(ahu_id, adjacent, edge, values[0], values[1])
    ahus = dict(sorted(ahus.items(), key=lambda item: int(item[0][1:])))
    hexes = tuple(sorted(land))
    neighbours = {
        h: tuple((h[0] + dq, h[1] + dr) for dq, dr in directions if (h[0] + dq, h[1] + dr) in land) for h in hexes
    }
    graph = nx.Graph()
    graph.add_nodes_from(hexes)
    for h in hexes:
        for n in neighbours[h]:
            graph.add_edge(h, n)
    if not nx.is_connected(graph):
        raise DataError("island.json: the land hexes do not form one connected island")
    of_hex: dict[Hex, list[str]] = {}
    for ahu in ahus.values():
        for h in ahu.adjacent:
            of_hex.setdefault(h, []).append(ahu.id)
    return Island(
        hexes=hexes,
        land=land,
        directions=tuple(directions),
        neighbours=neighbours,
        moai_quarry=specials["moai_quarry"],
        hat_quarry=specials["hat_quarry"],
        village=specials["village"],
        sorcerers_hut=specials["sorcerers_hut"],
        forests=forests,
        ahus=ahus,
        ahus_of_hex={h: tuple(ids) for h, ids in of_hex.items()},
        graph=graph,
    )


@lru_cache(maxsize=1)
def load_island() -> Island:
    """The shipped island, loaded and its graph built once per process."""
    return parse_island(load_json("giants", "island.json"))

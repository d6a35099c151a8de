"""Player-visible names of the edition's ids (tiles, places, islands, resources), translated.

The names of piece kinds are data: ``resources/help/tooltips.json`` (section ``hawaii``), translated in
the context ``HawaiiTerms`` like everywhere else in the app, so the log and the board say the same
words. An id without an entry (a future edition's new tile) falls back to its id with spaces.
"""

from __future__ import annotations

from functools import lru_cache

from giantapp.engine.errors import DataError
from giantapp.engine.i18n import tr

from .data import FRUIT_ANY, load_edition

#: the translation context of data-held Hawaii names (the extraction tool reads them from the JSON)
_TERMS = "HawaiiTerms"


@lru_cache(maxsize=1)
def _terms() -> dict[str, str]:
    from giantapp.resources import load_json

    try:
        data = load_json("help", "tooltips.json")
    except DataError:
        return {}
    section = data.get("hawaii", {}) if isinstance(data, dict) else {}
    return {kind: entry["name"] for kind, entry in section.items()
            if isinstance(entry, dict) and isinstance(entry.get("name"), str)}


def term(kind: str) -> str:
    """The translated name of a kind (a tile type, "shells", "island", ...)."""
    name = _terms().get(kind)
    return tr(_TERMS, name) if name else kind.replace("_", " ")


def tile_name(tile: str) -> str:
    return term(tile)


def resource_name(resource: str) -> str:
    return term(resource)


def place_name(place: str) -> str:
    """A place is named by the tiles it sells, e.g. "Shell hut / Foot hut"."""
    spec = load_edition().place_by_id.get(place)  # type: ignore[attr-defined]
    if spec is None:
        return place.replace("_", " ")
    return " / ".join(tile_name(t) for t in spec.tiles)


def island_name(island: str) -> str:
    """Islands are named by their reward, e.g. "island (Shell hut)"."""
    spec = load_edition().island_by_id.get(island)  # type: ignore[attr-defined]
    if spec is None:
        return island.replace("_", " ")
    if spec.tile == FRUIT_ANY:
        return tr("Hawaii", "island (a fruit of choice)")
    if spec.tile is not None:
        what = tile_name(spec.tile) if spec.count == 1 else tr("Hawaii", "{count} × {tile}", count=spec.count, tile=tile_name(spec.tile))
    else:
        parts = []
        if spec.shells:
            parts.append(tr("Hawaii", "{count} {resource}", count=spec.shells, resource=resource_name("shells")))
        if spec.feet:
            parts.append(tr("Hawaii", "{count} {resource}", count=spec.feet, resource=resource_name("feet")))
        what = ", ".join(parts)
    return tr("Hawaii", "island ({reward})", reward=what)

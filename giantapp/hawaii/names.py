"""Player-visible names of the edition's ids (tiles, places, islands, resources), translatable.

The ids live in the edition file; their English names are marked here with ``noop`` so the
translation extractor finds them, and :func:`tile_name` & co. translate at use. An id without a name
(a future edition's new tile) falls back to its id with spaces.
"""

from __future__ import annotations

from giantapp.engine.i18n import noop, tr

TILE_NAMES = {
    "starting_hut": noop("Hawaii", "starting hut"),
    "shell_hut": noop("Hawaii", "shell hut"),
    "foot_hut": noop("Hawaii", "foot hut"),
    "spear_hut": noop("Hawaii", "spear hut"),
    "exchange_hut": noop("Hawaii", "exchange hut"),
    "long_house": noop("Hawaii", "long house"),
    "irrigation": noop("Hawaii", "irrigation"),
    "hula_dancer": noop("Hawaii", "hula dancer"),
    "fruit_breadfruit": noop("Hawaii", "breadfruit"),
    "fruit_taro": noop("Hawaii", "taro"),
    "fruit_coconut": noop("Hawaii", "coconut"),
    "fruit_banana": noop("Hawaii", "banana"),
    "boat": noop("Hawaii", "boat"),
    "surfer": noop("Hawaii", "surfer"),
    "kahuna": noop("Hawaii", "kahuna"),
    "tiki": noop("Hawaii", "tiki"),
    "god_ku": noop("Hawaii", "KU"),
    "god_kane": noop("Hawaii", "KANE"),
    "god_pele": noop("Hawaii", "PELE"),
    "god_lono": noop("Hawaii", "LONO"),
    "god_laka": noop("Hawaii", "LAKA"),
    "god_kanaloa": noop("Hawaii", "KANALOA"),
    "fruit_any": noop("Hawaii", "a fruit of choice"),
}

PLACE_NAMES = {
    "huts_a": noop("Hawaii", "shell and foot huts"),
    "huts_b": noop("Hawaii", "spear and exchange huts"),
    "longhouse_irrigation": noop("Hawaii", "long houses and irrigation"),
    "hula": noop("Hawaii", "hula dancers"),
    "fruit": noop("Hawaii", "fruit"),
    "boats": noop("Hawaii", "boats"),
    "surfers": noop("Hawaii", "surfers"),
    "kahunas": noop("Hawaii", "kahunas"),
    "tikis": noop("Hawaii", "tikis"),
    "gods": noop("Hawaii", "gods"),
}

RESOURCE_NAMES = {
    "shells": noop("Hawaii", "shells"),
    "feet": noop("Hawaii", "feet"),
    "fruit": noop("Hawaii", "fruit"),
}


def _name(table: dict[str, str], key: str) -> str:
    text = table.get(key)
    return tr("Hawaii", text) if text is not None else key.replace("_", " ")


def tile_name(tile: str) -> str:
    return _name(TILE_NAMES, tile)


def place_name(place: str) -> str:
    return _name(PLACE_NAMES, place)


def resource_name(resource: str) -> str:
    return _name(RESOURCE_NAMES, resource)


def island_name(island: str) -> str:
    """Islands are named by their reward, e.g. "island (shell hut)"."""
    from .data import load_edition

    spec = load_edition().island_by_id.get(island)  # type: ignore[attr-defined]
    if spec is None:
        return island.replace("_", " ")
    if spec.tile is not None:
        what = tile_name(spec.tile) if spec.count == 1 else f"{spec.count} × {tile_name(spec.tile)}"
    else:
        parts = []
        if spec.shells:
            parts.append(f"{spec.shells} {resource_name('shells')}")
        if spec.feet:
            parts.append(f"{spec.feet} {resource_name('feet')}")
        what = ", ".join(parts)
    return tr("Hawaii", "island ({reward})", reward=what)

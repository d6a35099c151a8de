"""Round scoring, final scoring and the winners (``../shared/rules/hawaii.md``, "Round end", "Final scoring").

Points are kept per category in ``PlayerState.points`` so the game-over screen can show where every
point came from; the categories always sum to the score.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import HawaiiState

#: score categories in display order
CATEGORIES = ("rounds", "lono", "spears", "islands", "kahunas", "irrigation", "hula", "long_house", "laka",
              "kanaloa", "order_bonus")


def round_places(sums: dict[int, int], qualifiers: list[int]) -> tuple[list[int], list[int], list[int]]:
    """(first, second, merely qualified) seats among ``qualifiers``.

    A tie for first: all tied are first and nobody is second. A tie for second: all tied are second
    (**decision** of the rules file).
    """
    if not qualifiers:
        return [], [], []
    best = max(sums[q] for q in qualifiers)
    first = [q for q in qualifiers if sums[q] == best]
    rest = [q for q in qualifiers if sums[q] != best]
    second: list[int] = []
    if len(first) == 1 and rest:
        runner = max(sums[q] for q in rest)
        second = [q for q in rest if sums[q] == runner]
    others = [q for q in rest if q not in second]
    return first, second, others


def score_round(state: "HawaiiState") -> None:
    """Score the round that just ended: places by sum of tokens, then LONO for qualifying owners."""
    e = state.edition
    tile = state.round_tile
    sums = {s: state.round_sum(s) for s in range(state.players)}
    targets = {s: state.round_target(s) for s in range(state.players)}
    qualifiers = [s for s in range(state.players) if sums[s] >= targets[s]]
    first, second, others = round_places(sums, qualifiers)
    for s in range(state.players):
        p = state.player[s]
        rank = "first" if s in first else "second" if s in second else "qualified" if s in others else None
        gained = {"first": tile.first, "second": tile.second, "qualified": tile.qualified}.get(rank, 0)
        p.add_points("rounds", gained)
        lono = 0
        if rank is not None:
            lono = sum(e.lono_points[side - 1] for _, t, side in p.realm.tiles() if t == "god_lono")
            p.add_points("lono", lono)
        p.last_round = {"round": state.round, "sum": sums[s], "target": targets[s], "rank": rank,
                        "points": gained, "lono": lono}


def surviving_rows(state: "HawaiiState", seat: int) -> list[int]:
    """Villages (rows, 0-based) that reach under a tiki: rightmost occupied column at or right of the
    leftmost placed tiki's column. With no tiki no village survives."""
    e = state.edition
    realm = state.player[seat].realm
    columns = realm.tiki_columns(e)
    if not columns:
        return []
    leftmost = min(columns)
    return [r for r in range(len(realm.villages)) if realm.width(r, e) - 1 >= leftmost]


def final_breakdown(state: "HawaiiState", seat: int) -> tuple[dict[str, int], list[int]]:
    """The end-of-game points of ``seat`` by category, and the villages removed."""
    e = state.edition
    realm = state.player[seat].realm
    alive = surviving_rows(state, seat)
    removed = [r for r in range(len(realm.villages)) if r not in alive]
    out = {c: 0 for c in ("kahunas", "irrigation", "hula", "long_house", "laka", "kanaloa")}
    # **decision**: a kahuna beside a removed (or never started) village is removed with it; so is a
    # god, surfer or fruit in a removed village (LAKA and KANALOA count only what survives)
    out["kahunas"] = sum(e.kahuna_points[r] for r in range(realm.kahunas) if r in alive)
    fruit_types = set(e.fruit_types)  # type: ignore[attr-defined]
    fruit_symbols = 0
    surfers = 0
    laka = kanaloa = None
    for r in alive:
        village = realm.villages[r]
        fruit_tiles = sum(1 for t, _ in village if t in fruit_types)
        for t, side in village:
            if t == "irrigation":
                # no two tiles of a type in a village, and the edition has an entry for every count
                out["irrigation"] += e.irrigation[fruit_tiles]
            elif t == "hula_dancer":
                out["hula"] += e.hula_points[side - 1] * len(village)  # herself and the starting hut included
            elif t == "long_house" and side == 2:
                out["long_house"] += e.long_house_2_points
            elif t in fruit_types:
                fruit_symbols += e.fruit_symbols[side - 1]
            elif t == "surfer":
                surfers += 1
            elif t == "god_laka":
                laka = side
            elif t == "god_kanaloa":
                kanaloa = side
    if laka is not None:
        out["laka"] = e.laka_points[laka - 1] * fruit_symbols
    if kanaloa is not None:
        boats = len(realm.boats) - (0 if e.kanaloa_counts_fishing_boat else 1)
        out["kanaloa"] = e.kanaloa_points[kanaloa - 1] * (boats + surfers)
    return out, removed


def final_scoring(state: "HawaiiState") -> None:
    """Remove villages that do not reach a tiki, score what survives, and the order-position-1 bonus."""
    for s in range(state.players):
        p = state.player[s]
        points, removed = final_breakdown(state, s)
        for category, value in points.items():
            p.add_points(category, value)
        p.removed_villages = removed
    first = state.order_track[0]
    if first is not None:
        state.player[first].add_points("order_bonus", state.edition.order1_bonus)


def leftover(state: "HawaiiState", seat: int) -> int:
    """Shells + feet + fruit left, the tie-break; a hidden screen is read from the public record, which
    every observation keeps (``PlayerState.memory``)."""
    p = state.player[seat]
    res = p.resources if p.resources is not None else p.memory
    assert res is not None
    return sum(res)


def winners(state: "HawaiiState") -> list[int]:
    """Highest score; a tie goes to most shells + feet + fruit left; then the win is shared."""
    scores = state.scores()
    best = max(scores)
    tied = [s for s in range(state.players) if scores[s] == best]
    if len(tied) == 1:
        return tied
    most = max(leftover(state, s) for s in tied)
    return [s for s in tied if leftover(state, s) == most]

"""Where things go on the Giants table, in scene units (one unit is one pixel at zoom 1).

The island is pointy-top axial hexes (``Island.pixel`` gives centres for a unit hex); everything else
(the round strip, the players' areas) is laid out around the island's bounding box by :func:`arrange`
for the window's size, so a different island file still produces a tidy table. The strip and the
players' areas are designed in pixels and scaled so that, fitted in the window, their text is drawn at
about its design size: readable at any window size (the island itself zooms).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from giantapp.giants.island import Ahu, Hex, Island

#: hex radius (centre to corner)
HEX = 44.0
SQRT3 = math.sqrt(3.0)
#: sea around the outermost hex centres, in hex radii (room for the ahu with an erected moai)
ISLAND_PAD = 1.8

# --- the arranged table: the island in scene units, everything else in "design pixels" ---------------
#: a player's area and the round strip are designed in pixels (text 12-15 px); ``arrange`` scales them
#: by ``k`` scene units per design pixel so that, fitted in the window, a design pixel is about one
#: device pixel: their text stays readable whatever the window's size.
CARD_W = 284.0
CARD_H = 124.0
CARD_GAP = 8.0
#: the round strip in design pixels: a title line, then rows of sections (a narrow window wraps them)
STRIP_TITLE = 26.0
STRIP_ROW = 60.0
#: the sections of the strip, in design pixels: title, dice, quarry display, supply
STRIP_SECTIONS = (140.0, 272.0, 286.0)


_CENTRES: dict[tuple[int, Hex], QPointF] = {}


def hex_centre(island: Island, h: Hex) -> QPointF:
    """Scene centre of hex ``h`` (remembered: the island never changes during a game)."""
    key = (id(island), h)
    centre = _CENTRES.get(key)
    if centre is None:
        x, y = island.pixel(h)
        centre = _CENTRES[key] = QPointF(x * HEX, y * HEX)
    return QPointF(centre)


def hex_polygon(radius: float = HEX) -> QPolygonF:
    """A pointy-top hexagon around (0, 0)."""
    return QPolygonF([QPointF(radius * math.cos(math.radians(60 * k - 30)),
                              radius * math.sin(math.radians(60 * k - 30))) for k in range(6)])


def direction_vector(island: Island, direction: int) -> QPointF:
    """Scene offset from a hex centre to the centre of its neighbour in ``direction``."""
    dq, dr = island.directions[direction]
    return QPointF(SQRT3 * (dq + dr / 2) * HEX, 1.5 * dr * HEX)


def ahu_placement(island: Island, ahu: Ahu) -> tuple[QPointF, float]:
    """Centre of an ahu's platform and its rotation (degrees) so that it lies along the coast side."""
    base = hex_centre(island, ahu.adjacent[0])
    d = direction_vector(island, ahu.edge)
    centre = QPointF(base.x() + d.x() * 0.62, base.y() + d.y() * 0.62)
    angle = math.degrees(math.atan2(d.y(), d.x())) + 90.0
    return centre, angle


_AHU_POSITIONS: dict[tuple[int, int], dict[str, QPointF]] = {}
AHU_W = 36.0
#: least distance between two platform centres (room for an erected moai with its hat)
AHU_GAP = 50.0


def ahu_positions(island: Island, gap: float = AHU_GAP) -> dict[str, QPointF]:
    """Centres of every ahu platform: on its coast side, pushed apart where two would be closer than
    ``gap`` (two ahu of neighbouring hexes can face the same stretch of sea). Computed once per island
    and gap."""
    gap = int(max(gap, AHU_GAP) // 4 * 4)
    AHU_GAP_ = gap
    cached = _AHU_POSITIONS.get((id(island), gap))
    if cached is not None:
        return cached
    pos = {a.id: ahu_placement(island, a)[0] for a in island.ahus.values()}
    ids = list(pos)
    for _ in range(60):
        moved = False
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                pa, pb = pos[a], pos[b]
                dx, dy = pb.x() - pa.x(), pb.y() - pa.y()
                distance = math.hypot(dx, dy)
                if distance >= AHU_GAP_:
                    continue
                if distance < 1e-6:
                    dx, dy, distance = 1.0, 0.0, 1.0
                push = (AHU_GAP_ - distance) / 2 + 0.5
                pos[a] = QPointF(pa.x() - dx / distance * push, pa.y() - dy / distance * push)
                pos[b] = QPointF(pb.x() + dx / distance * push, pb.y() + dy / distance * push)
                moved = True
        if not moved:
            break
    _AHU_POSITIONS[(id(island), gap)] = pos
    return pos


#: the smallest text on the table, in device pixels at the fitted zoom (scene text grows to keep it)
READABLE_PX = 12.0
#: an ahu badge's design box and the size of its text (it is drawn larger when the table is small)
AHU_BOX = (31.0, 27.0)
AHU_TEXT = 12.0
#: larger than this the badges of neighbouring ahu would cover each other (a very small window: zoom in)
AHU_MAX_SCALE = 2.4


def ahu_gap(a: float) -> float:
    """The least distance between two ahu centres for badges (with their bases) drawn ``a`` times larger."""
    w, h = AHU_BOX
    return max(w, h + 11) * a + 4


def island_text(scale: float) -> float:
    """The smallest text size on the island, in scene units, at the island's fit ``scale``."""
    return max(11.0, READABLE_PX / max(scale, 0.05))


def badge_scale(text: float) -> float:
    """How much larger than its design an ahu badge is drawn when the island's smallest text is ``text``."""
    return max(1.0, min(AHU_MAX_SCALE, text / AHU_TEXT))


def island_extent(island: Island, scale: float) -> QRectF:
    """The island's rect with the ahu badges and their bases as drawn at the fit ``scale``: in a small
    window the badges grow to stay readable and reach out over the sea's edge, where the strip or the
    players' areas would otherwise begin."""
    rect = island_rect(island)
    a = badge_scale(island_text(scale))
    w, h = AHU_BOX
    for centre in ahu_positions(island, ahu_gap(a)).values():
        rect = rect.united(QRectF(centre.x() - w / 2 * a - 2, centre.y() - h / 2 * a - 2, w * a + 4, (h + 14) * a + 4))
    return rect


_ISLAND_RECTS: dict[int, tuple[Island, QRectF]] = {}


def island_rect(island: Island) -> QRectF:
    """Bounding box of the island with its ahu and some sea around it (remembered per island)."""
    known = _ISLAND_RECTS.get(id(island))
    if known is not None and known[0] is island:
        return QRectF(known[1])
    rect = _island_rect(island)
    _ISLAND_RECTS[id(island)] = (island, QRectF(rect))
    return rect


def _island_rect(island: Island) -> QRectF:
    xs, ys = [], []
    for h in island.hexes:
        c = hex_centre(island, h)
        xs.append(c.x())
        ys.append(c.y())
    pad = HEX * ISLAND_PAD
    return QRectF(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad)


class Arrangement:
    """Where everything goes for one window size: ``rects`` ("island", "strip", "panel0"...; scene units),
    ``k`` (scene units per design pixel of the strip and the players' areas), ``mode`` ("wide": players
    beside the island, "tall": below it), ``strip_rows`` (1 or 2) and ``scale`` (the expected fit scale,
    device pixels per scene unit)."""

    def __init__(self, mode: str, rects: dict[str, QRectF], k: float, strip_rows: int, scale: float,
                 side: bool = False) -> None:
        self.mode = mode
        #: the strip beside the island ("tall") or over the island only, the areas at full height ("wide")
        self.side = side
        self.rects = rects
        self.k = k
        self.strip_rows = strip_rows
        self.scale = scale

    def content(self) -> QRectF:
        result = QRectF()
        for rect in self.rects.values():
            result = result.united(rect)
        return result


def _strip_rows(width: float) -> int:
    return 1 if width >= sum(STRIP_SECTIONS) + 16 else 2


def _strip_rows_over(width: float) -> int:
    """Rows of the strip over the island only, ``width`` design pixels wide: one, two (the supply under
    the dice and the display), or one section a row."""
    if width >= sum(STRIP_SECTIONS) + 16:
        return 1
    return 2 if width >= STRIP_SECTIONS[0] + STRIP_SECTIONS[1] + 20 else 3


#: the least island scale (device pixels per scene unit) worth trading the players' areas' size for:
#: a hex of about 11 px radius, small but clickable, and the table can be zoomed from there
USABLE_ISLAND_SCALE = 0.25

#: the strip as a column beside the island (a narrow window): its sections one under the other, as wide as
#: the supply with its six pieces and their two-digit counts at a readable size
SIDE_STRIP_W = 320.0


def _try(isl: QRectF, players: int, width: float, height: float, mode: str, columns: int,
         side: bool = False) -> tuple[float, float]:
    """(island scale, design scale d) of ``mode`` with ``columns`` columns of players' areas in a window of
    width x height pixels (``side``: the strip beside the island rather than above it)."""
    rows_strip = _strip_rows(width)
    strip_h = STRIP_TITLE + STRIP_ROW * rows_strip + CARD_GAP
    if side and mode == "wide":  # the areas at the window's full height, the strip over the island only
        need = players * CARD_H + (players - 1) * CARD_GAP
        d = min(1.0, height / need, width * 0.42 / CARD_W)
        area_w = width - CARD_W * d - CARD_GAP
        rows = _strip_rows_over(area_w / d)
        area_h = height - (STRIP_TITLE + STRIP_ROW * rows + CARD_GAP) * d
    elif side:
        d = min(1.0, (width + CARD_GAP) / (columns * (CARD_W + CARD_GAP)))
        rows = -(-players // columns)
        area_w = width - (SIDE_STRIP_W + CARD_GAP) * d
        area_h = height - rows * (CARD_H * d + CARD_GAP)
        if area_h < (STRIP_TITLE + 3 * STRIP_ROW) * d:
            return 0.0, d
    elif mode == "wide":
        need = players * CARD_H + (players - 1) * CARD_GAP
        d = min(1.0, (height - strip_h) / need, width * 0.42 / CARD_W)
        area_w = width - CARD_W * d - CARD_GAP
        area_h = height - strip_h
    else:
        d = min(1.0, (width + CARD_GAP) / (columns * (CARD_W + CARD_GAP)))
        rows = -(-players // columns)
        area_w = width
        area_h = height - strip_h - rows * (CARD_H * d + CARD_GAP)
    scale = min(area_w / isl.width(), area_h / isl.height()) if area_w > 0 and area_h > 0 else 0.0
    return scale, d


_ARRANGED: dict[tuple, tuple[Island, Arrangement]] = {}
#: arrangements kept (a window resized by hand asks for many sizes once each)
ARRANGED_KEPT = 64


def arrange(island: Island, players: int, width: float, height: float, mode: str | None = None) -> Arrangement:
    """The arrangement that shows the island largest in a window of ``width`` x ``height`` pixels with the
    players' areas and the strip at (almost) one design pixel per device pixel (``mode`` forces one).

    Remembered per island, players, size and mode: every redraw asks for it, and weighing the options
    around the island's badges costs about 0.3 ms. The arrangement returned is shared: read it only."""
    key = (id(island), players, width, height, mode)
    known = _ARRANGED.get(key)
    if known is not None and known[0] is island:
        return known[1]
    if len(_ARRANGED) >= ARRANGED_KEPT:
        _ARRANGED.clear()
    arrangement = _arrange(island, players, width, height, mode)
    _ARRANGED[key] = (island, arrangement)
    return arrangement


def _arrange(island: Island, players: int, width: float, height: float, mode: str | None) -> Arrangement:
    isl = island_rect(island)
    width, height = max(width, 200.0), max(height, 200.0)
    options = []
    extents: dict[tuple, QRectF] = {}
    rows_strip = _strip_rows(width)
    for m, columns, side in (("wide", 1, False), ("wide", 1, True), ("tall", 1, False), ("tall", 2, False),
                             ("tall", 2, True)):
        if mode is not None and m != mode or columns > players or (side and m == "tall" and rows_strip == 1):
            continue
        scale, d = _try(isl, players, width, height, m, columns, side)
        # around the island as drawn at that scale (its badges grow in a small window and reach out over
        # the sea's edge, where the strip or the areas begin)
        extent = extents[(m, columns, side)] = island_extent(island, scale)
        scale, d = _try(extent, players, width, height, m, columns, side)
        # first an island one can play on (an option that leaves it no room would be fitted into the
        # window with the island at a speck), then readable players' areas (d of 0.92 keeps their 12 px
        # text at 11 px) and a large island
        # (on a tie, the strip across the whole table)
        options.append((min(scale, USABLE_ISLAND_SCALE), round(min(d, 0.92) + 0.6 * min(scale, 1.0), 9), scale,
                        not side, m, d, columns, side))
    _, _, scale, _, m, d, columns, side = max(options)
    isl = extents[(m, columns, side)]
    if side and m == "wide":
        rows_strip = _strip_rows_over((width - CARD_W * d - CARD_GAP) / d)
    elif side:
        rows_strip = 3
    scale = max(scale, 0.05)
    d = max(d, 0.3)
    k = d / scale  # scene units per design pixel
    rects: dict[str, QRectF] = {"island": island_rect(island)}
    card_w, card_h, gap = CARD_W * k, CARD_H * k, CARD_GAP * k
    strip_h = (STRIP_TITLE + STRIP_ROW * rows_strip) * k
    # the strip over the island only: as wide as the room beside the areas (its rows were counted for it),
    # centred over the island
    over_w = max(isl.width(), (width - CARD_W * d - CARD_GAP) / d * k) if side and m == "wide" else isl.width()
    over_left = isl.center().x() - over_w / 2
    if m == "wide":
        panels_h = players * card_h + (players - 1) * gap
        right = over_left + over_w + gap
        if side:  # beside the strip and the island together
            top = isl.top() - strip_h - gap + max(0.0, (isl.height() + strip_h + gap - panels_h) / 2)
        else:
            top = isl.top() + max(0.0, (isl.height() - panels_h) / 2)
        for s in range(players):
            rects[f"panel{s}"] = QRectF(right, top + s * (card_h + gap), card_w, card_h)
        left, full_w = over_left, over_w + gap + card_w
    else:
        block_w = columns * card_w + (columns - 1) * gap
        above_w = isl.width() + (gap + SIDE_STRIP_W * k if side else 0.0)
        full_w = max(above_w, block_w)
        left = isl.left() - (full_w - above_w) / 2
        top = isl.bottom() + gap
        offset = left + (full_w - block_w) / 2
        for s in range(players):
            row, col = divmod(s, columns)
            rects[f"panel{s}"] = QRectF(offset + col * (card_w + gap), top + row * (card_h + gap), card_w, card_h)
    if side and m == "wide":  # over the island only
        rects["strip"] = QRectF(over_left, isl.top() - strip_h - gap, over_w, strip_h)
    elif side:  # beside the island, at its top
        rects["strip"] = QRectF(isl.right() + gap, isl.top(), SIDE_STRIP_W * k, strip_h)
    else:
        rects["strip"] = QRectF(left, isl.top() - strip_h - gap, full_w, strip_h)
    return Arrangement(m, rects, k, rows_strip, scale, side)

"""The Giants table as a QGraphicsScene mirroring one observation (``session.view_state()``).

Why specs: ``draw`` describes the whole table of one observation as :class:`ItemSpec` values, so the
picture holds exactly what the observation holds and nothing else (privacy), and the kit's mirror
updates only the items whose spec changed - after one action a few pieces move and a few counts
change; the hexes, cached as pictures, stay. Items are keyed (see below) so the table can find,
highlight and animate them, and tests can read what is shown.

Keys: ``("hex", h)``, ``("ahu", id)``, ``("base", ahu)``, ``("object", id)`` for moai and hats,
``("figure", seat, figure, hex)`` on the island, ``("log", hex)``, ``("screen", seat, "worker", i)``
(behind seat's screen), ``("front", seat, "tablet", i)``, ``("panel", seat)``, ``("strip",)``, words
as ``("text", ...)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene

from giantapp.app.board.items import ItemSpec, PieceItem
from giantapp.app.board.mirror import ItemMirror, SyncReport
from giantapp.app.board.words import tooltip
from giantapp.app.i18n import current_language, term_name
from giantapp.giants import transport
from giantapp.giants.island import hex_label, hex_text
from giantapp.giants.state import FRONT, SCREEN, UNKNOWN, GiantsState
from giantapp.giants.words import score_lines

from . import art
from .geometry import (
    AHU_BOX, AHU_TEXT, CARD_H, CARD_W, HEX, READABLE_PX, STRIP_ROW, STRIP_SECTIONS, STRIP_TITLE,
    Arrangement, ahu_gap, ahu_positions, arrange, badge_scale, hex_centre, island_text, hex_polygon, island_rect,
)


#: erected moai are drawn larger than loose ones, standing clear above their ahu's badge
ERECTED_SCALE = 1.15
#: how the last move of another player is marked on the board
LAST_MOVE = QColor("#ff7a1a")
#: the hexagon outline of a hex item (its shape for hit-testing and highlighting)
HEX_SHAPE = tuple((pt.x(), pt.y()) for pt in hex_polygon(HEX - 1.0))


def _tr(text: str, **fields: object) -> str:
    translated = QCoreApplication.translate("GiantsTable", text)
    return translated.format(**fields) if fields else translated


#: text widths measured so far: (font key of the default font, text, pixel size, bold) -> width; the
#: table measures the same words on every redraw (names, scores, labels)
_WIDTHS: dict[tuple, float] = {}
#: the default font's key while a scene draws (the default font does not change within one draw; asking Qt
#: for it costs more than the width looked up with it); None: ask Qt
_DRAWING_FONT_KEY: list[str | None] = [None]


def _advance(text: str, pixels: int, bold: bool) -> float:
    base = _DRAWING_FONT_KEY[0]
    if base is None:
        base = QFont().key()
    key = (base, text, pixels, bold)
    width = _WIDTHS.get(key)
    if width is None:
        if len(_WIDTHS) > 20000:
            _WIDTHS.clear()
        font = QFont()
        font.setPixelSize(pixels)
        font.setBold(bold)
        width = _WIDTHS[key] = QFontMetricsF(font).horizontalAdvance(text)
    return width


def fitting_size(text: str, width: float, size: float, bold: bool = False, smallest: float = 6.0) -> float:
    """The largest pixel size up to ``size`` at which ``text`` fits in ``width`` (a long line of names,
    e.g. five players' choosing order, would otherwise be cut at the edge of its box)."""
    while size > smallest:
        if _advance(text, int(size), bold) <= width:
            break
        size -= 1
    return size


@dataclass
class SeatLook:
    """How seats are shown: names, colours, and whether to add shape symbols (colour-blind setting)."""

    names: list[str]
    colours: list[str]
    symbols: bool = False
    last: str = ""  # the last action in words (the side panel shows it)
    #: the last move of another player to mark on the board: (seat, hexes of its path, target keys)
    last_marks: tuple = ()


def _two_lines(parts: list[str], width: float, size: float, bold: bool) -> tuple[str, str] | None:
    """``parts`` joined by " · " on at most two lines of ``width`` at ``size`` (the first as full as it
    goes), or None when they do not fit."""
    for cut in range(len(parts), 0, -1):
        first, second = " · ".join(parts[:cut]), " · ".join(parts[cut:])
        if text_width(first, size, bold) <= width and text_width(second, size, bold) <= width:
            return first, second
    return None


def elided(text: str, width: float, size: float, bold: bool = False) -> str:
    """``text``, or as much of it as fits in ``width`` at ``size`` followed by "…" (at least one letter)."""
    if text_width(text, size, bold) <= width:
        return text
    for end in range(len(text) - 1, 0, -1):
        if text_width(text[:end] + "…", size, bold) <= width:
            return text[:end] + "…"
    return text[:1] + "…"


def centred(w: float, h: float) -> tuple[float, float, float, float]:
    return (-w / 2, -h / 2, w, h)


def text_width(text: str, size: float, bold: bool = False) -> float:
    """The width ``text`` takes at ``size`` pixels (CJK text is twice as wide as a letter count says)."""
    return _advance(text, max(1, int(size)), bold)


class GiantsScene(QGraphicsScene):
    """Holds the table's items by key; :meth:`draw` shows one observation."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.mirror = ItemMirror(self)
        self.screen_anchor: dict[int, QPointF] = {}  # where figures come from behind a seat's screen
        self.content = QRectF()
        self.setBackgroundBrush(QColor("#2f5f7d"))
        self._specs: list[ItemSpec] = []
        self._frame: tuple[float, float, float] | None = None  # (x, y, k) of the section drawn in design px
        #: device pixels per design pixel of the sections (the view's scale times k; None: not snapped), see
        #: ``_add``
        self._unit: float | None = None
        self.pixel: float | None = None  # the ``pixel`` of the last draw
        self.arrangement: Arrangement | None = None
        #: the smallest text size in scene units on the island (READABLE_PX at the expected fit scale)
        self.island_text = 12.0
        #: the specs of each part of the last table drawn, by part: (the facts it was drawn from, its specs,
        #: what its drawing returned); see ``_part``
        self._parts: dict[tuple, tuple] = {}
        self._drawn_parts: dict[tuple, tuple] = {}
        self._context: tuple | None = None  # what every part depends on (layout, language, font, seats' looks)
        self.parts_built = 0  # parts drawn anew, ever (tests compare it before and after a change)

    @property
    def items_by_key(self) -> dict[tuple, PieceItem]:
        return self.mirror.items

    def item(self, key: tuple) -> PieceItem | None:
        return self.mirror.items.get(key)

    # ------------------------------------------------------------------ the whole table
    def draw(self, view: GiantsState, look: SeatLook, mode: str | Arrangement = "wide",
             pixel: float | None = None) -> SyncReport:
        """Show ``view`` arranged by ``mode``: an :class:`Arrangement` for the window, or "wide" / "tall"
        (players' areas beside or below the island, for a window of about 1600 x 1000 pixels).

        ``pixel``: device pixels per scene unit where the table is shown (the board view's scale times the
        pixel ratio). Given, the pieces and words of the strip and the players' areas stand a whole number
        of device pixels from their section's corner, so that what moves inside a section (the row in front
        of a screen when the info line takes two lines, figures going behind a screen) moves by whole
        pixels and the pictures its pieces keep (:class:`PictureCache`) are copied again, not painted anew."""
        if isinstance(mode, Arrangement):
            arrangement = mode
        else:
            arrangement = arrange(view.island, view.players, 1330.0, 1000.0, mode)
        self.arrangement = arrangement
        self.pixel = pixel
        self._unit = arrangement.k * pixel if pixel else None
        self.island_text = island_text(arrangement.scale)
        font_key = QFont().key()
        _DRAWING_FONT_KEY[0] = font_key
        try:
            return self._draw(view, look, arrangement, font_key)
        finally:
            _DRAWING_FONT_KEY[0] = None

    def _draw(self, view: GiantsState, look: SeatLook, arrangement: Arrangement, font_key: str) -> SyncReport:
        rects = arrangement.rects
        context = (view.island, view.edition, view.players, current_language(), font_key, tuple(look.names),
                   tuple(look.colours), look.symbols, arrangement.mode, arrangement.k, arrangement.strip_rows,
                   arrangement.scale, tuple((name, r.getRect()) for name, r in rects.items()), self.island_text,
                   self._unit)
        if context != self._context:  # a new layout, language or look: every part is drawn anew
            self._context = context
            self._parts = {}
            self._island_geometry(view.island)
        self._drawn_parts = {}
        self._specs = []
        self.screen_anchor = {}
        self._sea(rects["island"])
        self._island(view, look)
        self._part(("last",), look.last_marks, lambda: self._last_marks(view, look))
        strip = rects["strip"]
        self._framed(strip, arrangement.k, lambda: self._strip(view, look, strip.width() / arrangement.k))
        ahu_facts = (tuple(view.ahu_moai.items()), tuple(view.ahu_owner.items()), tuple(view.ahu_hat.items()))
        breakdown = view.score_breakdown()
        acting = view.to_act()
        for s in range(view.players):
            self.screen_anchor[s] = self._framed(
                rects[f"panel{s}"], arrangement.k, lambda s=s: self._panel(view, look, s, acting, breakdown[s], ahu_facts))
        self._parts, self._drawn_parts = self._drawn_parts, {}
        report = self.mirror.sync(self._specs)
        self._specs = []
        # the sections, and whatever sticks out of them (ahu badges on the coast, whose labels grow in a
        # small window): fitting must show all of it
        content = arrangement.content().united(self.itemsBoundingRect())
        margin = 8 * arrangement.k
        content = content.adjusted(-margin, -margin, margin, margin)
        if content != self.content:
            self.content = content
            self.setSceneRect(content)
        return report

    # ------------------------------------------------------------------ helpers
    def _framed(self, rect: QRectF, k: float, draw):
        """Draw a section in design pixels from (0, 0): positions and sizes are scaled by ``k``."""
        self._frame = (rect.x(), rect.y(), k)
        try:
            return draw()
        finally:
            self._frame = None

    def _part(self, name: tuple, facts, draw):
        """One part of the table (a hex's pieces, an ahu, a player's area...): drawn by ``draw`` only when
        ``facts`` - every fact of the observation that ``draw`` reads, as plain values - differ from those
        it was last drawn from; otherwise its specs of the last redraw are given again (the same objects, so
        the mirror passes them by without comparing). Equal facts draw equal specs, so the picture is what a
        full rebuild would show (privacy: nothing but the observation's facts goes in). Returns what
        ``draw`` returned (a part also reports, e.g., where a screen's figures come from)."""
        entry = self._parts.get(name)
        if entry is not None and entry[0] == facts:
            self._specs.extend(entry[1])
        else:
            start = len(self._specs)
            result = draw()
            entry = (facts, self._specs[start:], result)
            self.parts_built += 1
        self._drawn_parts[name] = entry
        return entry[2]

    def _add(self, key: tuple, rect: tuple, paint, args: tuple = (), pos: QPointF | None = None, z: float = 0.0,
             tip: str = "", role: str | None = "piece", scale: float = 1.0, cache: bool = False,
             shape: tuple | None = None, pad: float = 4.0) -> None:
        x, y = (pos.x(), pos.y()) if pos is not None else (0.0, 0.0)
        if self._frame is not None:
            fx, fy, k = self._frame
            unit = self._unit
            if unit is not None:  # a whole number of device pixels from the section's corner
                x, y = round(x * unit) / unit, round(y * unit) / unit
            x, y, scale = fx + x * k, fy + y * k, scale * k
        self._specs.append(ItemSpec(key, rect, paint, args, (x, y), z, scale, None, role, tip, None, shape, cache, pad))

    def _text(self, key: tuple, text: str, pos: QPointF, size: float = 13, bold: bool = False,
              colour: str = "#1d1a16", width: float = 0, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
              tip: str = "", z: float = 5) -> None:
        """A line of text; its box is never narrower than the text (nothing is cut, in any language). In a
        section drawn in design pixels shown smaller than 1:1 (a small window) the text grows to stay
        readable."""
        size = self._size(size)
        need = text_width(text, size, bold) + 4
        x = pos.x()
        if width and need > width:
            if align & Qt.AlignmentFlag.AlignRight:
                x -= need - width
            elif align & Qt.AlignmentFlag.AlignHCenter:
                x -= (need - width) / 2
        width = max(width, need)
        self._add(("text", *key), (0.0, 0.0, width, size * 1.45), _paint_text,
                  (text, int(size), bold, colour, int(align)), QPointF(x, pos.y()), z=z, role=None, pad=0.0, tip=tip)

    def _size(self, size: float) -> float:
        """The size a text of ``size`` is drawn at: in a section shown smaller than 1:1, large enough to read."""
        if self._frame is not None and self.arrangement is not None:
            shown = self._frame[2] * self.arrangement.scale  # device pixels per design pixel
            return max(size, math.ceil(READABLE_PX * 0.94 / max(shown, 0.1)))
        return size

    def _sea(self, rect: QRectF) -> None:
        self._add(("sea",), (rect.x(), rect.y(), rect.width(), rect.height()), _paint_sea, z=-10, role=None)

    # ------------------------------------------------------------------ the island
    def _island_geometry(self, isl) -> None:
        """Where the ahu badges stand and the island's middle (for one layout)."""
        positions = ahu_positions(isl, ahu_gap(self.ahu_scale()))
        self._ahu_at = positions
        self._ahu_xy = [(p.x(), p.y()) for p in positions.values()]  # plain numbers for the searches below
        centres = [hex_centre(isl, hx) for hx in isl.hexes]
        self._island_middle = QPointF(sum(c.x() for c in centres) / len(centres), sum(c.y() for c in centres) / len(centres))

    def _island(self, view: GiantsState, look: SeatLook) -> None:
        isl = view.island
        t = self.island_text
        crews = view.crews()
        forest_used = view.forest_used
        for h in isl.hexes:
            crew = crews.get(h)
            self._part(("hex", h), (h in forest_used, crew), lambda h=h, crew=crew: self._hex(view, h, crew, t))
        positions = self._ahu_at
        kinds, marks, places = view.kinds, view.marks, view.places
        for ahu in isl.ahus.values():
            owner = view.ahu_owner.get(ahu.id)
            moai = view.ahu_moai.get(ahu.id)
            hat = view.ahu_hat.get(ahu.id)
            facts = (owner, moai, hat)
            if moai is not None:
                facts += (kinds[moai], marks.get(moai), places[moai])
            if hat is not None:
                facts += (kinds[hat], marks.get(hat), places[hat])
            self._part(("ahu", ahu.id), facts, lambda ahu=ahu: self._ahu(view, look, ahu, positions[ahu.id]))
        # what lies and stands on the hexes
        contents: dict[tuple, list[tuple]] = {}
        groups: dict[tuple, list[str]] = {}
        for obj, place in sorted(places.items(), key=lambda item: _object_order(item[0])):
            if place[0] == "hex":
                # identical objects (same kind, same marker) share one item with a count when crowded
                groups.setdefault((place[1], kinds[obj], marks.get(obj, -1)), []).append(obj)
        for (h, kind, mark), objs in groups.items():
            contents.setdefault(h, []).append(("object", objs[0], len(objs), kind, mark))
        for s in range(view.players):
            for h, count in view.board_workers[s].items():
                if count:
                    contents.setdefault(h, []).append(("figure", s, "worker", h, count))
            for figure in ("sorcerer", "chief"):
                where = getattr(view, figure)[s]
                if isinstance(where, tuple):
                    contents.setdefault(where, []).append(("figure", s, figure, where, 1))
        for h, count in view.board_logs.items():
            if count:
                contents.setdefault(h, []).append(("log", h, count))
        for h in sorted(contents):
            things = contents[h]
            self._part(("on", h), tuple(things), lambda h=h, things=things: self._hex_contents(view, look, h, things))

    def _hex(self, view: GiantsState, h: tuple, crew, t: float) -> None:
        isl = view.island
        kind = isl.special_of(h)
        used = h in view.forest_used
        detail = isl.forests.get(h, 0)
        strength = transport.crew_strength(crew, view.strengths) if crew is not None else 0
        self._add(("hex", h), (-HEX, -HEX, 2 * HEX, 2 * HEX), _paint_hex,
                  (kind, detail, used, hex_text(h), int(min(t, HEX * 0.66))),
                  hex_centre(isl, h), tip=_hex_tooltip(kind, h, detail, used, strength), role="target",
                  cache=True, shape=HEX_SHAPE, pad=0.0)

    def ahu_scale(self) -> float:
        """How much larger than its design an ahu badge is drawn (its numbers and id stay readable)."""
        return badge_scale(self.island_text)


    def _hex_contents(self, view: GiantsState, look: SeatLook, h: tuple, things: list[tuple]) -> None:
        """The pieces on one hex in a grid; a count badge sits beside its piece, inside the piece's own cell,
        so no two badges overlap however crowded the hex (the quarry late in the game)."""
        n = len(things)
        t = self.island_text
        things = sorted(things, key=lambda t: (t[0] != "object", _object_order(t[1]) if t[0] == "object" else (0, 0)))
        counted = any(_pieces(thing) > 1 for thing in things)
        badge_h = t * 1.2
        badge_w = max([t * 1.45] + [text_width(f"×{_pieces(thing)}", t, True) + t * 0.5 for thing in things if _pieces(thing) > 1])
        columns = 3 if n <= 3 else 4 if n <= 8 else 5
        if counted:  # a count sits beside its piece, inside the piece's cell: no badge covers another stack
            columns = 1 if n == 1 else 2  # a hex is taller than wide: stacks go in rows of two
        rows = -(-n // columns)
        piece_w = HEX * 1.62 / columns
        if counted:
            piece_w = 18.0
        cell_w = piece_w + (badge_w + 6 if counted else 0.0)
        cell_h = max(min(30.0, HEX * 1.3 / rows), badge_h + 2 if counted else 0.0)
        centre = hex_centre(view.island, h)
        centre = QPointF(centre.x(), centre.y() + 4)
        if counted:  # stacks with counts (the quarry late in the game) keep clear of ahu badges where they can
            half_w = min(columns, n) * cell_w / 2
            half_h = rows * cell_h / 2
            centre = self._clear_of_ahus(centre, half_w, half_h, most=HEX * 0.45)  # and stay on their hex
        for index, thing in enumerate(things):
            row, col = divmod(index, columns)
            in_row = min(columns, n - row * columns)
            shift = (badge_w + 6) / 2 if counted else 0.0  # the cell's piece is left of its centre
            pos = QPointF(centre.x() + (col - (in_row - 1) / 2) * cell_w - shift,
                          centre.y() + (row - (rows - 1) / 2) * cell_h)
            count = _pieces(thing)
            if thing[0] == "object":
                key, rect, paint, args, tip = self._object(view, look, thing[1])
                z = 22
            elif thing[0] == "figure":
                _, s, figure, where, _count = thing
                key = ("figure", s, figure, where)
                rect, paint, args = self._figure(figure, s, look)
                tip = _figure_tip(figure, look.names[s], count)
                z = 20
            else:
                key, rect, paint = ("log", h), centred(20, 8), _paint_piece
                args = (art.draw_log, (), "")
                tip = tooltip("giants", "log", _tr("Logs on this hex: {n}", n=count))
                z = 20
            scale = max(0.45, min(1.0, (piece_w - 1) / rect[2], (cell_h - 1) / rect[3]))
            self._add(key, rect, paint, args, pos, z=z, tip=tip, scale=scale)
            if count > 1:
                box = (0.0, 0.0, badge_w, badge_h)
                at = QPointF(pos.x() + piece_w / 2 + 1, pos.y() - badge_h / 2)
                self._add(("text", "badge", *key), box, _paint_count, (f"×{count}", int(t)), at, z=z + 1, role=None,
                          pad=1.0, tip=tip)

    def _clear_of_ahus(self, centre: QPointF, half_w: float, half_h: float, inland: bool = True,
                       most: float = HEX * 2) -> QPointF:
        """``centre`` moved in small steps towards the middle of the island (``inland``) or away from it
        until a box of half size (half_w, half_h) around it covers no ahu badge with its base (at most
        ``most`` away)."""
        a = self.ahu_scale()
        w, h = AHU_BOX
        aw, top, bottom = w / 2 * a + 2, h / 2 * a + 2, (h / 2 + 11) * a + 2
        middle = self._island_middle
        dx, dy = middle.x() - centre.x(), middle.y() - centre.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = (dx / length, dy / length) if inland else (-dx / length, -dy / length)
        x, y = centre.x(), centre.y()
        for _ in range(int(most // 4)):
            if not any(abs(x - px) < half_w + aw and -(half_h + top) < y - py < half_h + bottom
                       for px, py in self._ahu_xy):
                break
            x, y = x + ux * 4, y + uy * 4
        return QPointF(x, y)

    def _figure(self, figure: str, seat: int, look: SeatLook, badge: str = "") -> tuple:
        size = {"worker": (12, 17), "sorcerer": (12, 22), "chief": (16, 24)}[figure]
        return centred(*size), _paint_piece, (art.draw_figure, (figure, look.colours[seat], seat, look.symbols), badge)

    def _object(self, view: GiantsState, look: SeatLook, obj: str, badge: str = "") -> tuple:
        kind = view.kinds[obj]
        mark = view.marks.get(obj)
        if kind == "hat":
            rect, name = centred(16, 12), "hat"
        else:
            rect, name = centred(16, art.moai_height(int(kind))), f"moai_{kind}"
        marker = None if mark is None else (look.colours[mark], mark, look.symbols)
        detail = obj
        if mark is not None:
            detail += " · " + _tr("marked by {name}: only they may move it", name=look.names[mark])
        elif view.places[obj][0] == "hex":
            detail += " · " + _tr("unmarked: anyone may capture it")
        return ("object", obj), rect, _paint_object, (kind, marker, badge), tooltip("giants", name, detail)

    def _ahu(self, view: GiantsState, look: SeatLook, ahu, centre: QPointF) -> None:
        detail = _tr("Ahu {id}: black {black} per moai size, red {red} for a hat", id=ahu.id, black=ahu.moai_value,
                     red=ahu.hat_value)
        owner = view.ahu_owner.get(ahu.id)
        moai = view.ahu_moai.get(ahu.id)
        kind = "ahu"
        if moai is not None:
            kind = "ahu_erected"
        elif owner is not None:
            kind = "ahu_reserved"
        if owner is not None and owner >= 0:
            detail += " · " + _tr("base of {name}", name=look.names[owner])
        elif owner == UNKNOWN:
            detail += " · " + _tr("owner hidden (face-down base)")
        a = self.ahu_scale()
        w, h = AHU_BOX
        self._add(("ahu", ahu.id), centred(w, h), _paint_ahu, (ahu.id, ahu.moai_value, ahu.hat_value),
                  centre, z=8, tip=tooltip("giants", kind, detail), role="target", cache=True, scale=a, pad=1.0)
        if owner is not None:
            colour = look.colours[owner] if owner >= 0 else None
            self._add(("base", ahu.id), centred(w - 4, 8), _paint_base, (colour, max(owner, 0), look.symbols),
                      QPointF(centre.x(), centre.y() + (h / 2 + 3) * a), z=9, tip=tooltip("giants", "base", detail),
                      scale=a)
        if moai is not None:
            # the erected moai stands beside its badge on the sea side, clear of its numbers and id and of
            # the neighbouring ahu along the coast
            scale = ERECTED_SCALE * max(1.0, a * 0.8)  # it grows with its badge in a small window
            height = art.moai_height(int(view.kinds[moai])) * scale
            hat = view.ahu_hat.get(ahu.id)
            half_h = height / 2 + (5 * scale if hat else 0)
            stand = self._beside(view.island, ahu, centre, 8 * scale, half_h)
            stand = self._clear_of_ahus(stand, 8 * scale + 1, half_h + 1, inland=False)  # nor on a neighbour's
            sea = island_rect(view.island)  # and within the sea around the island, never over a player's area
            stand = QPointF(min(max(stand.x(), sea.left() + 8 * scale), sea.right() - 8 * scale),
                            min(max(stand.y(), sea.top() + half_h), sea.bottom() - half_h))
            key, rect, paint, args, tip = self._object(view, look, moai)
            self._add(key, rect, paint, args, stand, z=11, tip=tip, scale=scale)
            if hat is not None:
                key, rect, paint, args, tip = self._object(view, look, hat)
                self._add(key, rect, paint, args, QPointF(stand.x(), stand.y() - height / 2 - 3 * scale), z=12, tip=tip,
                          scale=scale)

    def _beside(self, island, ahu, centre: QPointF, half_w: float, half_h: float) -> QPointF:
        """Where something of half size (half_w, half_h) stands clear of an ahu's badge and base, outwards
        from the island (the ahu's hex towards its badge)."""
        a = self.ahu_scale()
        w, h = AHU_BOX
        inner = hex_centre(island, ahu.adjacent[0])
        dx, dy = centre.x() - inner.x(), centre.y() - inner.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        box_w = w / 2 * a + half_w + 2
        box_h = (h / 2 + (11 if uy > 0 else 0)) * a + half_h + 2  # the base hangs below the badge
        reach = min(box_w / abs(ux) if abs(ux) > 1e-6 else math.inf, box_h / abs(uy) if abs(uy) > 1e-6 else math.inf)
        return QPointF(centre.x() + ux * reach, centre.y() + uy * reach)

    def _last_marks(self, view: GiantsState, look: SeatLook) -> None:
        """The last move of another player, on the board: its relay path and where it ended (kept until the
        next action, when the table draws the next one)."""
        if not look.last_marks:
            return
        seat, path, targets = look.last_marks
        colour = look.colours[seat] if 0 <= seat < len(look.colours) else LAST_MOVE.name()
        points = tuple((c.x(), c.y()) for c in (hex_centre(view.island, h) for h in path))
        if len(points) >= 2:
            self._add(("last", "path"), _bounds(points, 12), _paint_last_path, (points, colour), z=30, role=None, pad=0.0)
        positions = ahu_positions(view.island, ahu_gap(self.ahu_scale()))
        for target in targets:
            if target[0] == "hex" and target[1] in view.island.hexes:
                self._add(("last", *target), (-HEX, -HEX, 2 * HEX, 2 * HEX), _paint_last_hex, (colour,),
                          hex_centre(view.island, target[1]), z=29, role=None, pad=2.0)
            elif target[0] == "ahu" and target[1] in positions:
                a = self.ahu_scale()
                w, h = AHU_BOX
                self._add(("last", *target), centred(w + 6, h + 6), _paint_last_box, (colour,), positions[target[1]],
                          z=29, role=None, scale=a, pad=2.0)

    # ------------------------------------------------------------------ the round strip (design pixels)
    def _strip(self, view: GiantsState, look: SeatLook, width: float) -> None:
        """The round strip in four parts: its title, the dice, the quarry display, the supply."""
        self._part(("strip",), (view.round, view.phase, tuple(view.pick_order or ()), tuple(view.pick_out)),
                   lambda: self._strip_title(view, look, width))
        kinds, marks, places = view.kinds, view.marks, view.places
        supply = tuple(sorted(kinds[obj] for obj, place in places.items() if place == ("supply",)))
        facts = (tuple(view.dice), tuple((obj, kinds[obj], marks.get(obj), places[obj]) for obj in view.display),
                 (supply, view.tablets_supply, view.logs_supply, view.logs_removed))
        x, y = 10.0, STRIP_TITLE
        sections = (self._dice, self._display, self._supply)
        # a section is as wide as its title and (the supply) its counts drawn at the size shown (a small
        # window grows the text), and the sections fill the rows the arrangement made room for: the last
        # ones go down rather than crowd, never below the strip
        counts = [supply.count(str(size)) for size in view.edition.moai_sizes] + [
            supply.count("hat"), view.tablets_supply, view.logs_supply]
        widths = (*STRIP_SECTIONS[:2], max(STRIP_SECTIONS[2], 12 + len(counts) * self._supply_step(counts)))
        titles = self._strip_titles()
        rows_left = self.arrangement.strip_rows - 1
        for k, (section, w, name, fact) in enumerate(zip(sections, widths, ("dice", "display", "supply"), facts)):
            w = max(w, text_width(titles[k], self._size(12), True) + 16)
            if x > 10 and rows_left > 0 and (x + w > width or len(sections) - k <= rows_left):
                x, y = 10.0, y + STRIP_ROW
                rows_left -= 1
            self._part(("strip", name), fact, lambda section=section, x=x, y=y: section(view, look, x, y))
            x += w

    def _strip_title(self, view: GiantsState, look: SeatLook, width: float) -> None:
        self._add(("strip",), (0.0, 0.0, width, STRIP_TITLE + STRIP_ROW * self.arrangement.strip_rows),
                  _paint_panel, ("#efe6cf", "#8a7a55", 1.5), z=-5, role=None)
        title = _tr("Round {n}", n=view.round) + " · " + view.phase_name()
        full = title
        if view.phase == "pick" and view.pick_order:
            order = " → ".join(look.names[s] + ("" if not view.pick_out[s] else " ✓") for s in view.pick_order)
            full = title + " · " + _tr("Choosing order: {order}", order=order)
        size = fitting_size(full, width - 20, 15, True, 12)
        if full != title and text_width(full, self._size(size), True) > width - 20:
            # no room for the order at a readable size: the panels say who chooses when, the tooltip all
            size = fitting_size(title, width - 20, 15, True, 12)
            self._text(("strip", "title"), title, QPointF(10, 3), size, True, tip=full)
        else:
            self._text(("strip", "title"), full, QPointF(10, 3), size, True)

    @staticmethod
    def _strip_titles() -> tuple[str, str, str]:
        """The titles of the strip's sections (dice, quarry display, supply), in the current language."""
        return _tr("Dice"), _tr("Quarry display (this round's moai)"), _tr("Supply")

    def _dice(self, view: GiantsState, look: SeatLook, x: float, y: float) -> None:
        self._text(("strip", "dice"), self._strip_titles()[0], QPointF(x, y), 12, True)
        dx = x + 14
        for i, (letter, face) in enumerate(view.dice):
            die = "die_brown" if letter != "W" else "die_white"
            self._add(("die", i), centred(26, 26), _paint_piece, (art.draw_die, (letter, face), ""), QPointF(dx, y + 36),
                      z=5, tip=tooltip("giants", die, _tr("shows {face}", face=face)))
            dx += 30
        if not view.dice:
            self._text(("strip", "no dice"), _tr("not rolled yet"), QPointF(x, y + 24), 12, colour="#6a5d45")

    def _display(self, view: GiantsState, look: SeatLook, x: float, y: float) -> None:
        self._text(("strip", "display"), self._strip_titles()[1], QPointF(x, y), 12, True)
        self._add(("display",), centred(260, 36), _paint_display, (), QPointF(x + 130, y + 38), z=3,
                  tip=tooltip("giants", "display"))
        for k, obj in enumerate(view.display):
            key, rect_, paint, args, tip = self._object(view, look, obj)
            self._add(key, rect_, paint, args, QPointF(x + 20 + k * 34, y + 38), z=6, tip=tip, scale=0.95)
        if not view.display:
            self._text(("strip", "empty"), _tr("empty"), QPointF(x + 10, y + 29), 12, colour="#6a5d45")

    def _supply(self, view: GiantsState, look: SeatLook, x: float, y: float) -> None:
        self._text(("strip", "supply"), self._strip_titles()[2], QPointF(x, y), 12, True,
                   tip=_tr("Logs out of the game: {n}", n=view.logs_removed))
        counts: dict[str, int] = {}
        for obj, kind in view.kinds.items():
            if view.places[obj] == ("supply",):
                counts[kind] = counts.get(kind, 0) + 1
        entries = [(f"moai_{size}", (art.draw_moai, (size,)), counts.get(str(size), 0)) for size in view.edition.moai_sizes]
        entries += [("hat", (art.draw_hat, ()), counts.get("hat", 0)),
                    ("tablet", (art.draw_tablet, ()), view.tablets_supply),
                    ("log", (art.draw_log, ()), view.logs_supply)]
        step = self._supply_step([count for _, _, count in entries])
        for k, (kind, (draw, args), count) in enumerate(entries):
            px = x + 12 + k * step
            self._add(("supply", kind), centred(20, 34), _paint_piece, (draw, args, ""), QPointF(px, y + 36), z=5,
                      tip=tooltip("giants", "supply", f"{term_name('giants', kind)}: {count}"), scale=0.85)
            self._text(("supply count", kind), f"×{count}", QPointF(px + 9, y + 30), 12, True)

    # ------------------------------------------------------------------ a player's area (design pixels)
    def _supply_step(self, counts: list[int]) -> float:
        """From one supply piece to the next: each has its count beside it, and a count grown to stay
        readable pushes the next piece along."""
        return max(46.0, 24 + max(text_width(f"×{count}", self._size(12), True) for count in counts))

    def _panel(self, view: GiantsState, look: SeatLook, s: int, acting_seats: tuple, score: dict,
               ahu_facts: tuple) -> QPointF:
        """Seat ``s``'s area in three parts (its name row and info, what lies in front of its screen, what
        is behind it); returns where figures come from behind its screen (scene coordinates)."""
        revealed = None
        if view.revealed_bids is not None and view.phase == "pick":
            revealed = (view.revealed_bids[s], tuple(view.pick_order), view.pick_strength[s])
        header = (s in acting_seats, view.first_player == s, view.banners[s], tuple(score.items()),
                  view.prestige[s], view.phase, bool(view.options.get("live_scoring")), ahu_facts, revealed,
                  view.bids[s] is None)
        row = self._part(("panel", s), header, lambda: self._panel_header(view, look, s))
        kinds, marks = view.kinds, view.marks
        objects = tuple((obj, kinds[obj], marks.get(obj)) for obj, place in view.places.items() if place == (FRONT, s))
        front = (row, view.front_workers[s], view.sorcerer[s] == FRONT, view.chief[s] == FRONT, view.front_markers[s],
                 view.tablets[s], objects)
        self._part(("front", s), front, lambda: self._panel_front(view, look, s, row))
        screen = (view.screen_workers[s], view.sorcerer[s] == SCREEN, view.chief[s] == SCREEN, view.screen_markers[s],
                  view.screen_bases[s], view.screen_logs[s])
        return self._part(("screen", s), screen, lambda: self._panel_screen(view, look, s))

    def _panel_header(self, view: GiantsState, look: SeatLook, s: int) -> float:
        """The area's frame, name row, score and info line; returns where the row in front of the screen is."""
        colour = look.colours[s]
        acting = s in view.to_act()
        base = QColor(colour)
        fill = QColor((base.red() + 3 * 245) // 4, (base.green() + 3 * 240) // 4, (base.blue() + 3 * 228) // 4).name()
        self._add(("panel", s), (0.0, 0.0, CARD_W, CARD_H), _paint_panel,
                  (fill, colour if acting else "#7a6e58", 4 if acting else 1.2), z=-5, role=None)
        self._add(("symbol", s), centred(12, 12), _paint_seat_mark, (s, colour, look.symbols), QPointF(14, 15),
                  tip=tooltip("common", "player_colour"))
        # the first-player pawn and the passed banner at the right of the name row
        hx = CARD_W - 16
        if view.first_player == s:
            self._add(("pawn", s), centred(14, 22), _paint_piece, (art.draw_pawn, (), ""), QPointF(hx, 15), z=6,
                      tip=tooltip("common", "first_player"))
            hx -= 22
        if view.banners[s]:
            self._add(("banner", s), centred(18, 22), _paint_piece, (art.draw_banner, (colour,), ""), QPointF(hx, 15),
                      z=6, tip=tooltip("giants", "banner", _tr("{name} has passed", name=look.names[s])))
            hx -= 22
        scores = view.scores()
        score = _tr("Score {score} (prestige {p})", score=scores[s], p=view.prestige[s])
        score_tip = "\n".join(score_lines(_named(view, look), s))
        name = look.names[s]
        score_w = text_width(score, self._size(13)) + 4
        if text_width(name, self._size(12), True) + 4 > hx - 14 - 26 - score_w:
            # a small window (text grown to stay readable): the name keeps its room and the score its number;
            # the prestige it includes is in the tooltip (the breakdown's second line)
            score = _tr("Score {score}", score=scores[s])
            score_w = text_width(score, self._size(13)) + 4
        name_room = hx - 14 - 26 - score_w
        name_size = fitting_size(name, max(40.0, name_room), 15, True, 12)
        shown = elided(name, name_room - 4, self._size(name_size), True)
        self._text(("panel", s, "name"), shown, QPointF(24, 4), name_size, True, tip=score_tip)
        self._text(("panel", s, "score"), score, QPointF(hx - 8 - score_w, 6), 13, tip=score_tip)
        # to act, revealed bids and the choosing order (phase 2)
        info = []
        bid_words = ""
        if acting:
            info.append(_tr("to act"))
        if view.revealed_bids is not None and view.phase == "pick":
            bid = view.revealed_bids[s]
            strength = (bid.workers * view.edition.strength_worker + bid.sorcerer * view.edition.strength_sorcerer
                        + bid.chief * view.edition.strength_chief)
            bid_words = _tr("Bid: markers {m}, strength {st}", m=bid.markers, st=strength)
            info.append(bid_words)
            if s in view.pick_order:
                info.append(_tr("chooses #{k}", k=view.pick_order.index(s) + 1))
            info.append(_tr("strength left {n}", n=view.pick_strength[s]))
        elif view.phase == "bid":
            info.append(_tr("has bid") if view.bids[s] is not None else _tr("bidding…"))
        row = 66.0
        if info:
            words = " · ".join(info)
            ink = art.darker(colour, 140).name() if acting else "#3d3427"
            size = fitting_size(words, CARD_W - 20, 12, acting, 11)
            room = CARD_W - 20
            below_score = 6 + self._size(13) * 1.2  # the score's line, grown with the text
            if text_width(words, self._size(size), acting) <= room or len(info) < 2:
                self._text(("panel", s, "info"), words, QPointF(10, max(26.0, below_score)), size, acting, colour=ink)
                return row
            # too long for one line (the revealed bid with its choosing rank): two lines, and where even
            # they do not fit (a small window grows the text) the bid itself goes to the tooltip: the
            # choosing rank and the strength left are what the choosing needs
            lines = _two_lines(info, room, self._size(11), acting)
            tip = ""
            if lines is None and bid_words:
                tip = " · ".join(info)
                lines = _two_lines([w for w in info if w != bid_words], room, self._size(11), acting)
            if lines is None:
                half = (len(info) + 1) // 2
                lines = (" · ".join(info[:half]), " · ".join(info[half:]))
            top, gap = max(24.0, below_score), max(15.0, self._size(11) * 1.15)
            self._text(("panel", s, "info"), lines[0], QPointF(10, top), 11, acting, colour=ink, tip=tip)
            if lines[1]:
                self._text(("panel", s, "info", 2), lines[1], QPointF(10, top + gap), 11, acting, colour=ink, tip=tip)
            # the row in front of the screen starts below the second line (but stays above the screen)
            row = min(76.0, max(71.0, top + gap + self._size(11) * 1.2 + 17)) if lines[1] else 66.0
        return row

    def _panel_front(self, view: GiantsState, look: SeatLook, s: int, row: float) -> None:
        """In front of the screen (public): figures, markers, tablets, new moai and hats."""
        colour = look.colours[s]
        self._add(("front_area", s), (0.0, 0.0, CARD_W - 16, 84 - (row - 17)), _paint_front_area, (), QPointF(8, row - 17), z=2,
                  role=None, pad=0.0, tip=tooltip("giants", "tribe_marker", _tr("bid or spent this round")))
        px = 18.0
        sculptor = _tr("a sculptor this round")
        for i in range(view.front_workers[s]):
            r, paint, args = self._figure("worker", s, look)
            self._add(("front", s, "worker", i), r, paint, args, QPointF(px, row), z=6,
                      tip=_figure_tip("worker", look.names[s], 1, sculptor))
            px += 14
        for figure in ("sorcerer", "chief"):
            if getattr(view, figure)[s] == FRONT:
                r, paint, args = self._figure(figure, s, look)
                self._add(("front", s, figure), r, paint, args, QPointF(px + 2, row), z=6,
                          tip=_figure_tip(figure, look.names[s], 1, sculptor))
                px += 19
        if px > 18:
            px += 6
        for i in range(view.front_markers[s]):
            self._add(("front", s, "marker", i), centred(12, 12), _paint_piece,
                      (art.draw_marker, (colour, s, look.symbols), ""), QPointF(px, row), z=6,
                      tip=tooltip("giants", "tribe_marker", _tr("bid or spent this round")))
            px += 13
        # tablets: up to four drawn, then the count
        tx = max(px + 8, 120.0)
        shown = min(view.tablets[s], 4)
        tablets_tip = tooltip("giants", "tablet", _tr("{n} tablet(s)", n=view.tablets[s]))
        for i in range(shown):
            self._add(("front", s, "tablet", i), centred(12, 16), _paint_piece, (art.draw_tablet, (), ""),
                      QPointF(tx + i * 13, row), z=6, tip=tablets_tip)
        if view.tablets[s] > shown:
            self._text(("panel", s, "tablets"), f"×{view.tablets[s]}", QPointF(tx + shown * 13 - 5, row - 9), 13, True,
                       tip=tablets_tip)
        if not view.tablets[s]:
            self._text(("panel", s, "no tablets"), _tr("no tablets"), QPointF(tx - 6, row - 9), 12, colour="#6a5d45")
            tx += text_width(_tr("no tablets"), self._size(12)) + 4
        else:
            tx += shown * 13 + (text_width(f"×{view.tablets[s]}", self._size(13), True) if view.tablets[s] > shown else 0)
        ox = max(tx + 14, 210.0)
        front_objects = sorted((o for o, p in view.places.items() if p == (FRONT, s)), key=_object_order)
        step = min(20.0, (CARD_W - 20 - ox) / max(1, len(front_objects)))
        for k, obj in enumerate(front_objects):
            key, r, paint, args, tip = self._object(view, look, obj)
            self._add(key, r, paint, args, QPointF(ox + k * step, row), z=6, tip=tip, scale=0.9)

    def _panel_screen(self, view: GiantsState, look: SeatLook, s: int) -> QPointF:
        """Behind the screen (private unless it is the viewer's or screens are open); returns where
        figures come from behind it."""
        colour = look.colours[s]
        by = 86.0
        area = (0.0, 0.0, CARD_W - 16, CARD_H - by - 6)
        anchor = self._scene_point(QPointF(60, by + 16))
        if view.screen_workers[s] is None:
            self._add(("screen_closed", s), area, _paint_screen, (colour,), QPointF(8, by), z=4,
                      tip=tooltip("common", "screen"))
            hidden = _tr("Behind the screen: hidden")
            self._text(("panel", s, "hidden"), hidden, QPointF(16, by + 6), fitting_size(hidden, CARD_W - 32, 13, True, 11),
                       True, colour="#ffffff", width=CARD_W - 32, align=Qt.AlignmentFlag.AlignCenter)
            return anchor
        self._add(("screen_area", s), area, _paint_screen_area, (colour,), QPointF(8, by), z=3,
                  tip=tooltip("common", "screen"), role=None, pad=0.0)
        behind = _tr("behind the screen")
        px, row = 20.0, by + 16
        for i in range(view.screen_workers[s] or 0):
            r, paint, args = self._figure("worker", s, look)
            self._add(("screen", s, "worker", i), r, paint, args, QPointF(px, row), z=6,
                      tip=_figure_tip("worker", look.names[s], 1, behind))
            px += 16
        for figure in ("sorcerer", "chief"):
            if getattr(view, figure)[s] == SCREEN:
                px += 3
                r, paint, args = self._figure(figure, s, look)
                self._add(("screen", s, figure), r, paint, args, QPointF(px, row), z=6,
                          tip=_figure_tip(figure, look.names[s], 1, behind))
                px += 20
        px += 6
        for i in range(view.screen_markers[s] or 0):
            self._add(("screen", s, "marker", i), centred(12, 12), _paint_piece, (art.draw_marker, (colour, s, look.symbols), ""),
                      QPointF(px, row), z=6, tip=tooltip("giants", "tribe_marker", behind))
            px += 14
        bases = view.screen_bases[s] or 0
        if bases:
            px += 8
            tip = tooltip("giants", "base", _tr("{n} base(s) behind the screen", n=bases))
            self._add(("screen", s, "bases"), centred(18, 8), _paint_base, (colour, s, look.symbols), QPointF(px + 4, row),
                      z=6, tip=tip)
            self._text(("panel", s, "bases"), f"×{bases}", QPointF(px + 14, row - 9), 12, True, tip=tip)
            px += 22 + text_width(f"×{bases}", self._size(12), True)
        logs = view.screen_logs[s] or 0
        px += 4
        for i in range(min(logs, 6)):
            self._add(("screen", s, "log", i), centred(20, 8), _paint_piece, (art.draw_log, (), ""),
                      QPointF(px + 10, row - 5 + (i % 2) * 10), z=6,
                      tip=tooltip("giants", "log", _tr("{n} log(s) behind the screen", n=logs)))
            if i % 2:
                px += 22
        if logs > 6:
            self._text(("panel", s, "logs"), f"×{logs}", QPointF(px + 14, row - 9), 12, True)
        return anchor

    def _scene_point(self, design: QPointF) -> QPointF:
        if self._frame is None:
            return QPointF(design)
        fx, fy, k = self._frame
        return QPointF(fx + design.x() * k, fy + design.y() * k)


def _named(view: GiantsState, look: SeatLook) -> GiantsState:
    """``view`` saying people's names (the words helpers use ``seat_names``)."""
    if getattr(view, "seat_names", None) == tuple(look.names):
        return view
    named = view.clone()
    named.seat_names = tuple(look.names)
    return named


def _bounds(points: tuple, pad: float) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad)


# --------------------------------------------------------------------------- painters (plain values in)
def _paint_piece(p: QPainter, r: QRectF, draw, args: tuple, badge: str) -> None:
    """An art function drawn around the item's origin, with a small count at the lower right."""
    draw(p, *args)
    if badge:
        _paint_badge(p, r, badge)


def _paint_badge(p: QPainter, r: QRectF, badge: str) -> None:
    font = QFont()
    font.setPixelSize(12)
    font.setBold(True)
    p.setFont(font)
    box = QRectF(r.right() - 9, r.bottom() - 10, 18, 14)
    p.setPen(art.pen("#222222", 0.6))
    p.setBrush(QColor("#fffbe8"))
    p.drawRoundedRect(box, 3, 3)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, badge)


def _paint_object(p: QPainter, r: QRectF, kind: str, marker: tuple | None, badge: str) -> None:
    if kind == "hat":
        art.draw_hat(p)
    else:
        art.draw_moai(p, int(kind))
    if marker is not None:
        colour, seat, symbols = marker
        p.save()
        p.translate(r.right() - 2, r.bottom() - 4)
        art.draw_marker(p, colour, seat, symbols, 4.5)
        p.restore()
    if badge:
        _paint_badge(p, r, badge)


def _paint_hex(p: QPainter, r: QRectF, kind: str | None, detail: int, used: bool, label: str, size: int = 11) -> None:
    """A hex with its label near the bottom edge, at ``size`` pixels (large enough to read when fitted)."""
    art.draw_hex(p, kind, detail, used, size)
    font = QFont()
    font.setPixelSize(size)
    p.setFont(font)
    p.setPen(QColor(0, 0, 0, 150))
    p.drawText(QRectF(-HEX * 0.7, HEX * 0.82 - size * 1.15, HEX * 1.4, size * 1.15), Qt.AlignmentFlag.AlignCenter, label)


def _paint_sea(p: QPainter, rect: QRectF) -> None:
    p.setPen(art.pen("#2a5d80", 2))
    p.setBrush(art.SEA)
    p.drawRoundedRect(rect, 30, 30)
    p.setPen(art.pen(art.SEA_LIGHT, 1))
    for k in range(1, 6):
        y = rect.top() + rect.height() * k / 6
        p.drawLine(QPointF(rect.left() + 20, y), QPointF(rect.left() + 60, y - 6))
        p.drawLine(QPointF(rect.right() - 60, y + 10), QPointF(rect.right() - 20, y + 4))


def _paint_text(p: QPainter, r: QRectF, text: str, size: int, bold: bool, colour: str, align: int) -> None:
    font = QFont()
    font.setPixelSize(size)
    font.setBold(bold)
    p.setFont(font)
    p.setPen(QColor(colour))
    p.drawText(r, int(align) | int(Qt.AlignmentFlag.AlignVCenter), text)


def _paint_panel(p: QPainter, r: QRectF, fill: str, edge: str, edge_width: float) -> None:
    p.setPen(art.pen(edge, edge_width))
    p.setBrush(QColor(fill))
    p.drawRoundedRect(r, 10, 10)


def _paint_display(p: QPainter, r: QRectF) -> None:
    p.setPen(art.pen("#7c7466", 1))
    p.setBrush(QColor("#ddd6c5"))
    p.drawRoundedRect(r, 8, 8)


def _paint_seat_mark(p: QPainter, r: QRectF, seat: int, colour: str, symbols: bool) -> None:
    """The seat's colour swatch, or its shape symbol with the colour-blind setting."""
    if symbols:
        art.draw_symbol(p, seat, QPointF(0, 0), 6, colour)
        return
    p.setPen(art.pen(art.darker(colour), 1))
    p.setBrush(QColor(colour))
    p.drawRoundedRect(QRectF(-6, -6, 12, 12), 3, 3)


def _paint_screen(p: QPainter, r: QRectF, colour: str) -> None:
    art.draw_screen(p, r, colour)


def _paint_screen_area(p: QPainter, r: QRectF, colour: str) -> None:
    p.setPen(art.pen(art.darker(colour, 130), 1))
    p.setBrush(QColor(colour).lighter(165))
    p.drawRoundedRect(r, 6, 6)


# --------------------------------------------------------------------------- words
def _hex_tooltip(kind: str | None, h: tuple, logs: int, used: bool, strength: int) -> str:
    where = _tr("hex {hex}", hex=hex_label(h))
    if strength:
        where += " · " + _tr("carrying strength {n}", n=strength)
    if kind is None:
        return tooltip("giants", "hex", where)
    if kind == "forest":
        if used:
            return tooltip("giants", "forest_stump", where)
        return tooltip("giants", "forest", where + " · " + _tr("{n} logs", n=logs))
    return tooltip("giants", kind, where)


def _figure_tip(figure: str, name: str, count: int, where: str = "") -> str:
    detail = name if count == 1 else f"{name} ×{count}"
    if where:
        detail += " · " + where
    return tooltip("giants", figure, detail)


def _pieces(thing: tuple) -> int:
    """How many pieces one entry of a hex's contents stands for."""
    return thing[2] if thing[0] == "object" else thing[-1]


def _object_order(obj: str) -> tuple[str, int]:
    return (obj[0], int(obj[1:]))


def _paint_ahu(p: QPainter, r: QRectF, ahu_id: str, moai_value: int, hat_value: int) -> None:
    """An ahu badge: its id on top, its black (moai) and red (hat) numbers below."""
    p.setPen(art.pen(art.STONE_DARK, 1))
    p.setBrush(QColor("#9b948a"))
    p.drawRoundedRect(r, 3, 3)
    font = QFont()
    font.setPixelSize(int(AHU_TEXT))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor("#fffbe8"))
    p.drawText(QRectF(r.left(), r.top(), r.width(), 13), Qt.AlignmentFlag.AlignCenter, ahu_id)
    p.setBrush(QColor("#f7f3e8"))
    p.setPen(art.pen(art.INK, 0.6))
    cy = r.bottom() - 7
    p.drawEllipse(QPointF(-7.5, cy), 6.5, 6.5)
    p.drawEllipse(QPointF(7.5, cy), 6.5, 6.5)
    p.setPen(QColor("#111111"))
    p.drawText(QRectF(-14.5, cy - 7, 14, 14), Qt.AlignmentFlag.AlignCenter, str(moai_value))
    p.setPen(QColor("#c0221b"))
    p.drawText(QRectF(0.5, cy - 7, 14, 14), Qt.AlignmentFlag.AlignCenter, str(hat_value))


def _paint_base(p: QPainter, r: QRectF, colour: str | None, seat: int, symbols: bool) -> None:
    """A base under its ahu (or behind a screen): colour side up, or face down with a question mark."""
    if colour is not None:
        p.save()
        p.scale(r.width() / 18, 1.0)
        art.draw_base(p, colour, seat, False)
        p.restore()
        if symbols:
            art.draw_symbol(p, seat, QPointF(0, 0), 2.6)
    else:
        p.setPen(art.pen("#444444", 0.9))
        p.setBrush(QColor("#777777"))
        p.drawRect(r)
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#eeeeee"))
        p.drawText(r.adjusted(0, -3, 0, 3), Qt.AlignmentFlag.AlignCenter, "?")


def _paint_count(p: QPainter, r: QRectF, text: str, size: int) -> None:
    """A count beside a piece (×2): its own item, so tests and the layout can see that none overlap."""
    font = QFont()
    font.setPixelSize(size)
    font.setBold(True)
    p.setFont(font)
    p.setPen(art.pen("#222222", max(0.6, size / 16)))
    p.setBrush(QColor("#fffbe8"))
    p.drawRoundedRect(r, size * 0.25, size * 0.25)
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


def _paint_front_area(p: QPainter, r: QRectF) -> None:
    p.setPen(art.pen("#b8ad92", 0.8))
    p.setBrush(QColor(255, 255, 255, 70))
    p.drawRoundedRect(r, 6, 6)


def _paint_last_path(p: QPainter, r: QRectF, points: tuple, colour: str) -> None:
    """The relay the last move took: a bold line hex by hex."""
    path = QPainterPath()
    path.moveTo(QPointF(*points[0]))
    for pt in points[1:]:
        path.lineTo(QPointF(*pt))
    outline = QPen(QColor(0, 0, 0, 140), 9)
    outline.setCapStyle(Qt.PenCapStyle.RoundCap)
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(outline)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    line = QPen(QColor(colour), 5)
    line.setCapStyle(Qt.PenCapStyle.RoundCap)
    line.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(line)
    p.drawPath(path)
    p.setBrush(QColor(colour))
    p.setPen(art.pen("#222222", 1))
    p.drawEllipse(QPointF(*points[0]), 5, 5)


def _paint_last_hex(p: QPainter, r: QRectF, colour: str) -> None:
    pen = QPen(QColor(colour), 5)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolygon(hex_polygon(HEX - 4.0))


def _paint_last_box(p: QPainter, r: QRectF, colour: str) -> None:
    pen = QPen(QColor(colour), 3)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r, 4, 4)


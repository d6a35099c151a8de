"""The Hawaii table as a QGraphicsScene mirroring one view state (``session.view_state()``).

Why specs: every ``draw`` describes the whole table of one observation as :class:`ItemSpec` values -
so nothing hidden or stale can be shown - and the kit's mirror updates only the items whose spec
changed (after one action: the pieces that moved, the counts that changed). Items have stable keys
(``("place", id)``, ``("chief", seat)``, ``("cell", seat, row, col)``...), so the table highlights,
hit-tests and animates by what a thing *is*, not by pixel positions.

Layout (scene units ≈ pixels at zoom 1): the main island on the left (round tile and order track above
it, the beach below, docks and the fishing cove to its right), the shown seat's realm large on the right
(or below, in narrow windows), and every other player as a card with big numbers (points, resources or
the closed screen, the round's sum against the target); a click on a card shows that realm large. A
realm grows to the right when a village sticks out of the printed board (the rules allow it), so nothing
on it is ever clipped.

Readable at the sizes people play at: no text is drawn smaller than ``MIN_TEXT`` scene units, which the
fitted table at 1280 × 800 (the main window's log at its default) shows at 11 device pixels or more
(``tests/hawaii_view/test_readable.py`` measures it). Marks inside tile pictures are symbols (one or two
bars for side I / II, an emblem per god), named in the tiles' tooltips. Other players' last moves are
ringed in their colour (``draw``'s ``last``).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene

from giantapp.app.board.items import ItemSpec, PieceItem
from giantapp.app.board.mirror import ItemMirror, SyncReport
from giantapp.app.board.words import tooltip
from giantapp.app.i18n import current_language, term_name
from giantapp.app.score_labels import category_labels, shown_categories, total_label
from giantapp.hawaii.data import KAHUNA, RESOURCES, STARTING_HUT, TIKI
from giantapp.hawaii.scoring import CATEGORIES

from . import art


def _tr(text: str, **fields: object) -> str:
    translated = QCoreApplication.translate("HawaiiTable", text)
    return translated.format(**fields) if fields else translated


# --- geometry -----------------------------------------------------------------------------------
P = 140.0  # a place is 2P × P
ISLAND_X, ISLAND_Y = 40.0, 200.0
BEACH_H = 110.0
TOP_Y = 20.0
CHIEF_W, CHIEF_H = 40.0, 52.0
TILE = 54.0  # a supply tile on a place
CELL = 64.0  # a realm cell
BOARD_X = 1200.0
BOARD_W, BOARD_H = 790.0, 560.0
CARD_W, CARD_H = 300.0, 134.0  # another player's card
#: the smallest text drawn on the table, in scene units: the fitted table at 1280 × 800 (the main window's
#: side panel and log at their default) shows about 0.53 device pixels per unit, so this is >= 11 px
MIN_TEXT = 22.0
PRINTED_COLUMNS = 7  # the edition's board_columns (the frame is drawn for it; more columns widen it)

# inside a realm's frame
GRID_X = 16.0
TIKI_Y = 56.0
GRID_Y = TIKI_Y + CELL + 10
WATER_Y = GRID_Y + 5 * CELL + 10


def kahuna_x(columns: int) -> float:
    """Left edge of the kahuna column: right of the villages, however far they reach."""
    return GRID_X + columns * CELL + 10


def info_x(columns: int) -> float:
    return kahuna_x(columns) + CELL + 18


def board_width(columns: int) -> float:
    return BOARD_W + max(0, columns - PRINTED_COLUMNS) * CELL


#: id(layout) -> (layout, right, top): the rightmost and topmost edge of its places (see ``_extent``)
_EXTENTS: dict[int, tuple[object, float, float]] = {}


def _extent(layout) -> tuple[float, float]:
    """The rightmost and topmost edge of a layout's places (rules units), found once per layout object: a
    layout never changes, and a redraw asks for it a few dozen times (every rectangle of the island block
    derives from it). The entry holds the layout, so its ``id`` is not reused while it is kept."""
    found = _EXTENTS.get(id(layout))
    if found is None or found[0] is not layout:
        rects = layout.rects.values()
        found = (layout, max(r[2] for r in rects), max(r[3] for r in rects))
        if len(_EXTENTS) >= 64:  # a layout per game: a long session keeps only the latest
            _EXTENTS.clear()
        _EXTENTS[id(layout)] = found
    return found[1], found[2]


def place_rect(layout, place: str) -> QRectF:
    """Scene rectangle of a place (the rules' rectangle, y flipped, scaled by P)."""
    x0, y0, x1, y1 = layout.rects[place]
    top = _extent(layout)[1]
    return QRectF(ISLAND_X + x0 * P, ISLAND_Y + (top - y1) * P, (x1 - x0) * P, (y1 - y0) * P)


def island_size(layout) -> tuple[float, float]:
    right, top = _extent(layout)
    return right * P, top * P


def beach_rect(layout) -> QRectF:
    w, h = island_size(layout)
    return QRectF(ISLAND_X, ISLAND_Y + h, w, BEACH_H)


def right_column_x(layout) -> float:
    return ISLAND_X + island_size(layout)[0] + 40.0


def dock_rect(layout, dock: int) -> QRectF:
    """Dock 1..n, top to bottom beside the island."""
    return QRectF(right_column_x(layout), ISLAND_Y + (dock - 1) * 122.0, 230.0, 112.0)


def cove_rect(layout, docks: int) -> QRectF:
    top = ISLAND_Y + docks * 122.0 + 6
    w, h = island_size(layout)
    return QRectF(right_column_x(layout), top, 230.0, max(150.0, ISLAND_Y + h + BEACH_H - top))


def order_rect(position: int) -> QRectF:
    return QRectF(360.0 + (position - 1) * 122.0, TOP_Y, 112.0, 160.0)


def block_rect(layout) -> QRectF:
    """The island block: round tile and order track, the places, the beach, the docks and the cove."""
    w, h = island_size(layout)
    return QRectF(ISLAND_X, TOP_Y, right_column_x(layout) + 230.0 - ISLAND_X, ISLAND_Y + h + BEACH_H - TOP_Y)


def realm_origin(layout, tall: bool) -> QPointF:
    """Where the large realm goes: beside the island block ("wide", for wide windows) or below it
    ("tall", for narrow windows), so fitting the view keeps the pieces large."""
    block = block_rect(layout)
    if tall:
        return QPointF(ISLAND_X, block.bottom() + 16.0)
    return QPointF(block.right() + 20.0, TOP_Y)


def card_rects(layout, others: int, tall: bool, width: float = BOARD_W) -> list[QRectF]:
    """The other players' cards (big numbers, readable at the table's size; a click shows that realm
    large): beside the large realm (tall) or under it in two columns (wide). ``width`` is the large
    realm's frame width."""
    origin = realm_origin(layout, tall)
    if tall:
        x = origin.x() + width + 16.0
        w = max(CARD_W, block_rect(layout).right() - x)
        h = (BOARD_H - 3 * 10.0) / 4
        return [QRectF(x, origin.y() + k * (h + 10.0), w, h) for k in range(others)]
    w = (width - 12.0) / 2
    top = origin.y() + BOARD_H + 16.0
    return [QRectF(origin.x() + (k % 2) * (w + 12.0), top + (k // 2) * (CARD_H + 10.0), w, CARD_H) for k in range(others)]


#: (id(layout), players, tall, width) -> (layout, the table's extent); see ``table_extent``
_TABLE_EXTENTS: dict[tuple, tuple[object, QRectF]] = {}


def table_extent(layout, players: int, tall: bool, width: float = BOARD_W) -> QRectF:
    """The scene rectangle the table covers in a layout (island block, the large realm, the cards). Kept
    per layout object (as ``_extent``: a layout never changes, and the entry holds it so that its ``id`` is
    not reused), players, arrangement and realm width: every redraw asks for it three times."""
    key = (id(layout), players, tall, width)
    known = _TABLE_EXTENTS.get(key)
    if known is None or known[0] is not layout:
        rect = block_rect(layout)
        rect = rect.united(QRectF(realm_origin(layout, tall), QSizeF(width, BOARD_H)))
        for card in card_rects(layout, players - 1, tall, width):
            rect = rect.united(card)
        if len(_TABLE_EXTENTS) >= 256:
            _TABLE_EXTENTS.clear()
        known = _TABLE_EXTENTS[key] = (layout, rect)
    return QRectF(known[1])


def prefer_tall(layout, players: int, width: float, height: float, big_width: float = BOARD_W) -> bool:
    """True when the realm below the island shows the table larger in a ``width`` × ``height`` view."""
    if width <= 0 or height <= 0:
        return False

    def scale(tall: bool) -> float:
        r = table_extent(layout, players, tall, big_width)
        return min(width / r.width(), height / r.height())

    return scale(True) > scale(False) * 1.05  # a small margin so a resize near the limit does not flap


def realm_columns(state, seat: int, reach: int = 0) -> int:
    """Columns a realm shows: the printed board's, or more when a village (or a legal purchase,
    ``reach``) sticks out to the right."""
    realm = state.player[seat].realm
    widest = max((realm.width(r, state.edition) for r in range(len(realm.villages))), default=0)
    return max(state.edition.board_columns, widest, reach)


def tile_width(edition, tile: str) -> int:
    return edition.tiles[tile].width if tile != STARTING_HUT else 1


def _r(rect: QRectF) -> tuple[float, float, float, float]:
    return (rect.x(), rect.y(), rect.width(), rect.height())


class HawaiiScene(QGraphicsScene):
    """Mirror of one view state. ``draw`` describes it; the mirror keeps the items by key."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.mirror = ItemMirror(self)
        self.state = None
        self.board_seat: int | None = None
        self.tall = False  # realms below the island (narrow windows); the table sets it before drawing
        self.columns: dict[int, int] = {}  # per seat: columns its realm shows
        self.content = QRectF()
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.setBackgroundBrush(QBrush(art.OCEAN))
        #: the specs of each part of the last table drawn: part -> (the facts it was drawn from, its specs);
        #: see ``_part``
        self._parts: dict[tuple, tuple] = {}
        self._drawn_parts: dict[tuple, tuple] = {}
        self._context: tuple | None = None
        self.parts_built = 0  # parts drawn anew, ever (tests compare it before and after a change)

    # --- items by meaning (the table and the tests read these) ---------------------------------------
    def item(self, key: tuple) -> PieceItem | None:
        return self.mirror.items.get(key)

    @property
    def targets(self) -> dict[tuple, PieceItem]:
        """Places, cove, docks, order positions, beach, and every space of the realms, by key."""
        return {k: i for k, i in self.mirror.items.items() if i.role in ("target", "cell")}

    @property
    def chiefs(self) -> dict[int, PieceItem]:
        return {k[1]: i for k, i in self.mirror.items.items() if k[0] == "chief"}

    @property
    def supply(self) -> dict[tuple, PieceItem]:
        return {(k[1], k[2]): i for k, i in self.mirror.items.items() if k[0] == "supply"}

    @property
    def tokens(self) -> dict[tuple, PieceItem]:
        return {(k[1], k[2]): i for k, i in self.mirror.items.items() if k[0] == "token"}

    @property
    def resource_items(self) -> dict[int, PieceItem]:
        return {k[1]: i for k, i in self.mirror.items.items() if k[0] == "resources"}

    @property
    def fronts(self) -> dict[int, PieceItem]:
        return {k[1]: i for k, i in self.mirror.items.items() if k[0] == "front"}

    @property
    def boards(self) -> dict[int, PieceItem]:
        return {k[1]: i for k, i in self.mirror.items.items() if k[0] == "board"}

    @property
    def summary(self) -> PieceItem | None:
        return self.mirror.items.get(("summary",))

    def target_rect(self, key: tuple) -> QRectF | None:
        item = self.mirror.items.get(key)
        if item is None:
            return None
        return item.mapRectToScene(item.rect())

    def frame(self, seat: int | None) -> PieceItem | None:
        return None if seat is None else self.mirror.items.get(("board", seat))

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, state, names: list[str], colours: list[str], shown_seat: int | None, symbols: bool,
             acting: int | None = None, reach: dict[int, int] | None = None,
             last: list[tuple[int, list[tuple]]] | None = None) -> SyncReport:
        """Show ``state`` (an observation). ``shown_seat``'s realm is drawn large (the acting seat's, else
        the first, if None), every other player as a card; ``reach`` gives a realm extra columns for
        purchases that stick out; ``last`` = [(seat, spots)] rings the spots of other players' last moves
        in each player's colour (spots: ("place", id), ("cove",), ("dock", n), ("order", n),
        ("cell", seat, row, col), ("kahuna_space", seat, row), ("tiki_space", seat, k), ("boat", seat, b))."""
        self.state = state
        self.names = list(names)
        self.colours = [QColor(c) for c in colours]
        self.symbols = symbols
        self.acting = acting
        self.board_seat = shown_seat if shown_seat is not None else (acting if acting is not None else 0)
        if getattr(state, "layout", None) is None:
            self.columns = {}
            specs = [self._waiting()]
        else:
            reach = reach or {}
            self.columns = {s: realm_columns(state, s, reach.get(s, 0)) for s in range(state.players)}
            specs = self._specs(state, last)
        report = self.mirror.sync(specs)
        rect = QRectF(*specs[0].rect)
        if rect != self.content:
            self.content = rect
            self.setSceneRect(rect)
        return report

    def board_order(self, state) -> list[int]:
        big = self.board_seat if self.board_seat is not None and 0 <= self.board_seat < state.players else 0
        return [big, *(s for s in range(state.players) if s != big)]

    def big_width(self, state) -> float:
        return board_width(self.columns.get(self.board_order(state)[0], PRINTED_COLUMNS))

    def _part(self, name: tuple, facts, draw) -> list[ItemSpec]:
        """The specs of one part of the table (a place, a card, the shown realm's grid...): drawn by ``draw``
        only when ``facts`` - every fact of the observation ``draw`` reads, as plain values - differ from
        those it was last drawn from; otherwise the very specs of the last redraw (the mirror passes them by
        without comparing). Equal facts draw equal specs: the picture is what a full rebuild shows."""
        entry = self._parts.get(name)
        if entry is None or entry[0] != facts:
            entry = (facts, draw())
            self.parts_built += 1
        self._drawn_parts[name] = entry
        return entry[1]

    def _specs(self, state, last: list[tuple[int, list[tuple]]] | None = None) -> list[ItemSpec]:
        layout = state.layout
        width = self.big_width(state)
        order = self.board_order(state)
        context = (layout, state.edition, state.players, current_language(), tuple(self.names),
                   tuple(c.rgba() for c in self.colours), self.symbols, self.tall, order[0], width,
                   tuple(sorted(self.columns.items())))
        if context != self._context:  # a new layout, realm shown large, language or look: all drawn anew
            self._context = context
            self._parts = {}
        self._drawn_parts = {}
        part = self._part
        specs: list[ItemSpec] = []
        extent = table_extent(layout, state.players, self.tall, width).adjusted(-8, -8, 8, 8)
        specs.append(ItemSpec(("sea",), _r(extent), _paint_sea, z=-100))
        specs.append(self._land(layout))
        specs.extend(part(("round",), (state.round, tuple(state.order_track), tuple(state.order_tokens)),
                          lambda: self._round_and_order(state)))
        for place_id in layout.order:
            facts = (tuple(state.supply[place_id].items()), tuple(state.prices[place_id]))
            specs.extend(part(("place", place_id), facts, lambda place_id=place_id: self._place(state, layout, place_id)))
        specs.append(ItemSpec(("beach",), _r(beach_rect(layout)), _paint_beach, (_tr("Beach"),), role="target",
                              tip=tooltip("hawaii", "beach")))
        specs.extend(part(("docks",), (tuple(state.docks), tuple(state.cove)), lambda: self._docks_and_cove(state, layout)))
        breakdown = state.score_breakdown()
        acting = self.acting
        big = order[0]
        specs.extend(self._board(state, big, realm_origin(layout, self.tall), 1.0, breakdown[big]))
        for s, rect in zip(order[1:], card_rects(layout, state.players - 1, self.tall, width)):
            p = state.player[s]
            facts = (rect.getRect(), p.ended, acting == s, p.score, tuple(breakdown[s].items()),
                     None if p.resources is None else tuple(p.resources), tuple(p.price_tokens), tuple(p.fish_tokens),
                     state.round_sum(s), state.round_target(s))
            specs.extend(part(("card", s), facts, lambda s=s, rect=rect: self._card(state, s, rect)))
        specs.extend(part(("chiefs",), (tuple(p.chief for p in state.player), len(state.docks)),
                          lambda: self._chiefs(state)))
        for seat, spots, *hint in last or ():
            specs.extend(self._last_move(state, seat, spots, hint=bool(hint)))
        if state.phase == "over":
            specs.append(self._final_summary(state, layout))
        self._parts, self._drawn_parts = self._drawn_parts, {}
        return specs

    def breakdown_words(self, state, seat: int) -> str:
        """Points so far and where they come from (the rules' ``score_breakdown``: public facts)."""
        row = state.score_breakdown()[seat]
        labels = category_labels("hawaii")
        parts = [f"{labels.get(c, c)} {row[c]}" for c in CATEGORIES if row.get(c)]
        said = _tr("{name}: {n} points", name=self.names[seat], n=row["total"])
        return said + (" — " + ", ".join(parts) if parts else "")

    def _card(self, state, seat: int, rect: QRectF) -> list[ItemSpec]:
        """Another player's card: name, points, resources (or the screen), the round's sum against the
        target and whether the round ended for them; a click shows their realm large."""
        p_state = state.player[seat]
        key = ("card", seat)
        to_act = self.acting == seat
        status = _tr("ended") if p_state.ended else (_tr("to act") if to_act else "")
        points = _tr("{n} points", n=p_state.score)
        tip = tooltip("hawaii", "player_board", self.breakdown_words(state, seat) + "\n" + _tr("Click to show this realm large."))
        specs = [ItemSpec(key, (0.0, 0.0, rect.width(), rect.height()), _paint_card,
                          (self.colours[seat], seat, self.names[seat], points, status, to_act),
                          pos=(rect.x(), rect.y()), z=2, role="board", tip=tip, info={"seat": seat, "points": p_state.score})]
        res = p_state.resources
        shown = None if res is None else tuple(res)
        if res is None:
            rtip = tooltip("common", "screen", _tr("Hidden: the screens are closed."))
        else:
            rtip = tooltip("common", "screen", _tr("{s} shells, {f} feet, {r} fruit", s=res[0], f=res[1], r=res[2]))
        specs.append(ItemSpec(("resources", seat), (8.0, 44.0, rect.width() - 16, 40.0), _paint_card_resources,
                              (shown, _tr("behind the screen")), parent=key, role="resources", tip=rtip, info=shown))
        total = state.round_sum(seat)
        target = state.round_target(seat)
        tokens = state.edition.token_by_id
        price, fish = list(p_state.price_tokens), list(p_state.fish_tokens)
        ftip = tooltip("hawaii", "price_token", _tr("In front of {name}: tokens worth {sum} against the target {target}",
                                                    name=self.names[seat], sum=total, target=target))
        words = _tr("sum {sum} / {target}", sum=total, target=target)
        specs.append(ItemSpec(("front", seat), (8.0, 88.0, rect.width() - 16, rect.height() - 94), _paint_card_front,
                              (words, total >= target, len(price) + len(fish)), parent=key, role="front", tip=ftip,
                              info={"sum": total, "target": target, "price": price, "fish": fish,
                                    "values": [tokens[t].value for t in price]}))
        return specs

    def spot_rect(self, state, spot: tuple) -> QRectF | None:
        """Scene rectangle of a spot of the table (see ``draw``'s ``last``); a realm shown as a card: the card."""
        layout = state.layout
        kind = spot[0]
        if kind == "place":
            return place_rect(layout, spot[1])
        if kind == "cove":
            return cove_rect(layout, len(state.docks))
        if kind == "dock":
            return dock_rect(layout, spot[1])
        if kind == "order":
            return order_rect(spot[1])
        seat = spot[1]
        if seat != self.board_order(state)[0]:
            item = self.mirror.items.get(("card", seat))
            return None if item is None else item.mapRectToScene(item.rect())
        origin = realm_origin(layout, self.tall)
        columns = self.columns.get(seat, PRINTED_COLUMNS)
        if kind == "cell":
            w = 1
            village = state.player[seat].realm.villages[spot[2]] if spot[2] < len(state.player[seat].realm.villages) else []
            col = 0
            for tile, _side in village:
                if col == spot[3]:
                    w = tile_width(state.edition, tile)
                col += tile_width(state.edition, tile)
            r = QRectF(GRID_X + spot[3] * CELL, GRID_Y + spot[2] * CELL, CELL * w, CELL)
        elif kind == "kahuna_space":
            r = QRectF(kahuna_x(columns), GRID_Y + spot[2] * CELL, CELL, CELL)
        elif kind == "tiki_space":
            r = QRectF(GRID_X + (state.edition.tiki_columns[spot[2]] - 1) * CELL, TIKI_Y, CELL, CELL)
        elif kind == "boat":
            r = QRectF(GRID_X + spot[2] * 66, WATER_Y + 6, 64, 64)
        else:
            return None
        return r.translated(origin)

    def _last_move(self, state, seat: int, spots: list[tuple], hint: bool = False) -> list[ItemSpec]:
        """Rings in the player's colour around what their last move touched, with their name (``hint``:
        what the move a hint suggests to that player would touch)."""
        specs: list[ItemSpec] = []
        seen: list[QRectF] = []
        for spot in spots:
            rect = self.spot_rect(state, spot)
            if rect is None or rect in seen:
                continue
            seen.append(rect)
            ring = rect.adjusted(-6, -6, 6, 6)
            if hint:
                tip = _tr("The computer suggests this move to {name}", name=self.names[seat])
            else:
                tip = _tr("{name}'s last move", name=self.names[seat])
            specs.append(ItemSpec(("hint" if hint else "last", seat, len(specs)), (0.0, 0.0, ring.width(), ring.height()), _paint_last,
                                  (self.colours[seat], self.names[seat] if not specs else ""), pos=(ring.x(), ring.y()),
                                  z=15, tip=tip, info={"seat": seat, "spot": spot}, pad=34.0))
        return specs

    def _waiting(self) -> ItemSpec:
        return ItemSpec(("waiting",), (0, 0, 900, 300), _paint_waiting, (_tr("The island is being laid out…"),))

    # --- where things are (also for animating from an earlier state) ------------------------------------
    def token_flight(self, state, action_place: str | None, token: str, kind: str) -> tuple[QPointF, ItemSpec] | None:
        """Where a token lay in ``state`` and how it looks, for animating it into a player's front.
        ``kind``: "price" (on ``action_place``'s circles), "fish" (in the cove), "order" (order track)."""
        layout = state.layout
        if layout is None:
            return None
        t = state.edition.token_by_id.get(token)
        if t is None:
            return None
        if kind == "price":
            slots = state.prices.get(action_place, [])
            if token not in slots:
                return None
            centre = _circle_centre(place_rect(layout, action_place), slots.index(token), len(slots))
            return centre, _flying(_paint_price, (t.value, t.spear))
        if kind == "fish":
            fish = sorted(state.cove, key=lambda x: int(x[1:]))
            if token not in fish:
                return None
            k = fish.index(token)
            c = cove_rect(layout, len(state.docks))
            return QPointF(c.left() + 34 + (k % 4) * 52, c.top() + 56 + (k // 4) * 50), _flying(_paint_fish, (t.fish,))
        if token not in state.order_tokens:
            return None
        o = order_rect(state.order_tokens.index(token) + 1)
        return QPointF(o.center().x(), o.top() + 62), _flying(_paint_price, (t.value, t.spear))

    def front_centre(self, seat: int) -> QPointF | None:
        item = self.mirror.items.get(("front", seat))
        return None if item is None else item.mapToScene(item.rect().center())

    def chief_centre(self, state, seat: int) -> QPointF:
        """Where seat's chief stands in ``state``."""
        layout = state.layout
        where = state.player[seat].chief
        same = [s for s in range(state.players) if state.player[s].chief == where]
        k = same.index(seat) if seat in same else 0
        n = max(1, len(same))
        if where == "beach" or layout is None:
            b = beach_rect(layout) if layout is not None else QRectF(ISLAND_X, ISLAND_Y, 800, BEACH_H)
            step = b.width() / (state.players + 1)
            return QPointF(b.left() + step * (seat + 1), b.center().y() + 4)
        if where == "cove":
            c = cove_rect(layout, len(state.docks))
            return QPointF(c.left() + 30 + k * 36, c.bottom() - 34)
        if where.startswith("dock"):
            d = dock_rect(layout, int(where[4:]))
            return QPointF(d.right() - 26 - k * 30, d.bottom() - 30)
        if where.startswith("order"):
            o = order_rect(int(where[5:]))
            return QPointF(o.center().x(), o.bottom() - 34)
        r = place_rect(layout, where)
        spread = min(34.0, (r.width() - 40) / n)
        return QPointF(r.left() + 24 + k * spread, r.bottom() - 30)

    # --- parts ------------------------------------------------------------------------------------
    def _land(self, layout) -> ItemSpec:
        w, h = island_size(layout)
        shore = QRectF(ISLAND_X - 22, ISLAND_Y - 22, w + 44, h + BEACH_H + 34)
        return ItemSpec(("shore",), _r(shore), _paint_land, z=-90, cache=True)

    def _round_and_order(self, state) -> list[ItemSpec]:
        e = state.edition
        tile = state.round_tile
        rect = QRectF(ISLAND_X, TOP_Y, 300, 160)
        words = (_tr("Round {n} of {total}", n=state.round, total=e.rounds), _tr("target"),
                 _tr("points 1st · 2nd · reached"))
        tip = tooltip("hawaii", "round_tile", _tr("Round {n}: target {t}; income {s} shells and {f} feet; points {a}/{b}/{c}",
                                                  n=state.round, t=tile.target, s=tile.shells, f=tile.feet,
                                                  a=tile.first, b=tile.second, c=tile.qualified))
        specs = [ItemSpec(("round",), _r(rect), _paint_round,
                          (state.round, e.rounds, tile.target, tile.shells, tile.feet, tile.first, tile.second,
                           tile.qualified, words), tip=tip, info={"round": state.round, "target": tile.target})]
        tokens = e.token_by_id
        for i in range(state.players):
            position = i + 1
            seat_there = state.order_track[i]
            token = state.order_tokens[i]
            shown = (tokens[token].value, tokens[token].spear) if token is not None else None
            detail = _tr("Order position {n}", n=position)
            if token is not None:
                detail += " — " + _tr("token worth {v}", v=tokens[token].value)
            if seat_there is not None:
                detail += " — " + _tr("{name} ended the round here", name=self.names[seat_there])
            specs.append(ItemSpec(("order", position), _r(order_rect(position)), _paint_order,
                                  (position, shown, seat_there is None), role="target",
                                  tip=tooltip("hawaii", "order_position", detail),
                                  info={"token": token, "seat": seat_there}))
        return specs

    def _place(self, state, layout, place_id: str) -> list[ItemSpec]:
        """A place of the island: its tile stacks and the price tokens on its circles."""
        e = state.edition
        tokens = e.token_by_id
        specs = []
        rect = place_rect(layout, place_id)
        place = e.place(place_id)
        supply = state.supply[place_id]
        prices = state.prices[place_id]
        names = ", ".join(f"{term_name('hawaii', t)} ({supply.get(t, 0)})" for t in place.tiles)
        detail = _tr("Tiles left: {list}. The numbered circle holds a token only while the prices stay at most {n}.",
                     list=names, n=place.limit)
        specs.append(ItemSpec(("place", place_id), _r(rect), _paint_place, (place.circles, place.limit), z=1, cache=True,
                              role="target", tip=tooltip("hawaii", "place", detail), info={"place": place_id}))
        # the supply stacks
        n = len(place.tiles)
        cols = n if n <= 3 else (2 if n == 4 else 3)
        rows = (n + cols - 1) // cols
        size = min(TILE, (rect.height() - 24) / rows - 4)
        area_w = rect.width() - 80
        widths = [size * (1.5 if e.tiles[t].width == 2 else 1.0) for t in place.tiles]
        for idx, tile in enumerate(place.tiles):
            row_tiles = list(range((idx // cols) * cols, min(n, (idx // cols + 1) * cols)))
            row_w = sum(widths[k] + 10 for k in row_tiles)
            before = sum(widths[k] + 10 for k in row_tiles if k < idx)
            cx = rect.left() + 14 + (area_w - row_w) / 2 + before
            cy = rect.top() + 12 + (idx // cols) * (size + 6) + (rect.height() - 24 - rows * (size + 6)) / 2
            count = supply.get(tile, 0)
            specs.append(ItemSpec(("supply", place_id, tile), (cx, cy, widths[idx], size), _paint_stack,
                                  (tile, count), z=3, role="supply", pad=8,
                                  tip=tooltip("hawaii", tile, _tr("{n} left at this place", n=count)),
                                  info={"tile": tile, "count": count}))
        # price tokens on their circles
        for k, token in enumerate(prices):
            if token is None:
                continue
            t = tokens[token]
            c = _circle_centre(rect, k, place.circles)
            tip = tooltip("hawaii", "price_token", _tr("Price {v}; side II or two tiles cost {d}.{spear}",
                                                       v=t.value, d=2 * t.value,
                                                       spear=_tr(" Crossed spears.") if t.spear else ""))
            specs.append(ItemSpec(("token", place_id, token), (c.x() - 22, c.y() - 22, 44, 44), _paint_price_token,
                                  (t.value, t.spear), z=4, role="token", tip=tip,
                                  info={"token": token, "value": t.value}))
        return specs

    def _docks_and_cove(self, state, layout) -> list[ItemSpec]:
        e = state.edition
        specs = []
        for d, island_id in enumerate(state.docks):
            dock = e.docks[d]
            island = e.island_by_id.get(island_id) if island_id else None
            reward = None if island is None else (island.tile, island.side, island.count, island.shells, island.feet)
            detail = _tr("Dock {n}: {f} feet and boat spaces, {pts} points", n=dock.dock, f=dock.feet, pts=dock.points)
            if island is not None:
                detail += " — " + _reward_words(island)
            specs.append(ItemSpec(("dock", d + 1), _r(dock_rect(layout, d + 1)), _paint_dock,
                                  (dock.dock, dock.feet, dock.points, reward), z=1, role="target",
                                  tip=tooltip("hawaii", "dock", detail), info={"dock": d + 1, "island": island_id}))
        tokens = e.token_by_id
        fish = sorted(state.cove, key=lambda t: int(t[1:]))
        total = sum(tokens[t].fish for t in fish)
        detail = _tr("{n} fish token(s) here, {f} fish in all", n=len(fish), f=total)
        specs.append(ItemSpec(("cove",), _r(cove_rect(layout, len(state.docks))), _paint_cove,
                              (tuple(tokens[t].fish for t in fish), _tr("Fishing cove")), z=1, role="target",
                              tip=tooltip("hawaii", "cove", detail), info={"cove": list(fish)}))
        return specs

    # --- realms --------------------------------------------------------------------------------------
    def _board(self, state, seat: int, origin: QPointF, scale: float, score_row: dict) -> list[ItemSpec]:
        """The realm shown large, in four parts: its frame, its header (who acts, the points), its grid
        (tikis, villages, kahunas, boats) and what lies beside it (resources, tokens, the last round)."""
        p_state = state.player[seat]
        realm = p_state.realm
        columns = self.columns.get(seat, state.edition.board_columns)
        frame_key = ("board", seat)
        part = self._part
        specs = list(part(("frame", seat), (origin.x(), origin.y(), scale),
                          lambda: self._board_frame(state, seat, origin, scale)))
        specs += part(("head", seat), (p_state.ended, self.acting == seat, p_state.score, tuple(score_row.items())),
                      lambda: self._board_head(state, seat))
        grid = (tuple(tuple(v) for v in realm.villages), realm.tikis, realm.kahunas, tuple(realm.boats),
                tuple(p_state.boats_used), tuple(p_state.removed_villages))
        specs += part(("grid", seat), grid, lambda: self._board_grid(state, seat, columns, frame_key))
        last = p_state.last_round
        info = (None if p_state.resources is None else tuple(p_state.resources), tuple(p_state.price_tokens),
                tuple(p_state.fish_tokens), state.round_sum(seat), state.round_target(seat),
                None if not last else tuple(sorted(last.items())))
        specs += part(("info", seat), info, lambda: self._board_info(state, seat, columns, frame_key))
        return specs

    def _board_frame(self, state, seat: int, origin: QPointF, scale: float) -> list[ItemSpec]:
        e = state.edition
        columns = self.columns.get(seat, e.board_columns)
        # the frame changes only with the realm's width; what changes every turn (who acts, the points) is
        # its header, a child of its own, so a new turn repaints a strip and not the whole realm
        return [ItemSpec(("board", seat), (0.0, 0.0, board_width(columns), BOARD_H), _paint_frame,
                         (self.colours[seat], e.board_columns, e.board_rows, columns), cache=True,
                         pos=(origin.x(), origin.y()), scale=scale, z=2, role="board",
                         tip=tooltip("hawaii", "player_board", self.names[seat]))]

    def _board_head(self, state, seat: int) -> list[ItemSpec]:
        p_state = state.player[seat]
        columns = self.columns.get(seat, state.edition.board_columns)
        to_act = self.acting == seat
        status = _tr("round ended") if p_state.ended else (_tr("to act") if to_act else "")
        header = self.names[seat] + (f"  — {status}" if status else "")
        return [ItemSpec(("board_head", seat), (0.0, 0.0, board_width(columns), 44.0), _paint_head,
                         (self.colours[seat], seat, to_act, header, _tr("{n} points", n=p_state.score)),
                         parent=("board", seat), role="board",
                         tip=tooltip("hawaii", "player_board", self.breakdown_words(state, seat)), pad=3.0)]

    def _board_grid(self, state, seat: int, columns: int, frame_key: tuple) -> list[ItemSpec]:
        e = state.edition
        p_state = state.player[seat]
        realm = p_state.realm
        specs: list[ItemSpec] = []

        def child(key, rect, paint, args=(), role=None, tip="", info=None, z=0.0) -> None:
            specs.append(ItemSpec(key, rect, paint, args, parent=frame_key, role=role, tip=tip, info=info, z=z))

        # tiki spaces (fill order right to left), with their printed bonuses
        for k, col in enumerate(e.tiki_columns):
            placed = k < realm.tikis
            bonus = e.tiki_bonus[k]
            child(("tiki_space", seat, k), (GRID_X + (col - 1) * CELL, TIKI_Y, CELL, CELL), _paint_tiki, (placed, bonus),
                  "cell", tooltip("hawaii", "tiki" if placed else "tiki_space", _bonus_words(bonus)), {"placed": placed})
        # village cells: the tiles placed, then empty cells (drop targets) up to the realm's width
        taken: set[tuple[int, int]] = set()
        for row, village in enumerate(realm.villages):
            col = 0
            for tile, side in village:
                w = tile_width(e, tile)
                tip = tooltip("hawaii", tile, _tr("side {s}, village {n}", s="II" if side == 2 else "I", n=row + 1))
                child(("cell", seat, row, col), (GRID_X + col * CELL, GRID_Y + row * CELL, CELL * w, CELL),
                      _paint_cell_tile, (tile, side), "cell", tip, {"tile": tile, "side": side}, z=1)
                for k in range(1, w):
                    # the second cell of a long house: a drop target, drawn by the first cell
                    child(("cell", seat, row, col + k), (GRID_X + (col + k) * CELL, GRID_Y + row * CELL, CELL, CELL),
                          _paint_nothing, (), "cell")
                for k in range(w):
                    taken.add((row, col + k))
                col += w
        for row in range(e.board_rows):
            tip = tooltip("hawaii", "village_row", _tr("Village {n}", n=row + 1))
            for col in range(columns):
                if (row, col) not in taken:
                    child(("cell", seat, row, col), (GRID_X + col * CELL, GRID_Y + row * CELL, CELL, CELL),
                          _paint_empty_cell, (col >= e.board_columns,), "cell", tip)
        # removed villages at the final scoring
        for row in sorted(set(p_state.removed_villages)):
            child(("removed", seat, row), (GRID_X - 2, GRID_Y + row * CELL + 2, columns * CELL + CELL + 12, CELL - 4),
                  _paint_removed, (_tr("removed (no tiki)"),), None,
                  _tr("This village does not reach under a tiki: it was removed at the end."), {"removed": row}, z=5)
        # kahuna column
        kx = kahuna_x(columns)
        for row in range(e.board_rows):
            placed = row < realm.kahunas
            points = e.kahuna_points[row]
            bonus = e.kahuna_bonus[row]
            detail = _tr("Row {n}: {p} points at the end", n=row + 1, p=points)
            if any(bonus):
                detail += "; " + _bonus_words(bonus)
            child(("kahuna_space", seat, row), (kx, GRID_Y + row * CELL, CELL, CELL), _paint_kahuna, (placed, points, bonus),
                  "cell", tooltip("hawaii", "kahuna" if placed else "kahuna_space", detail), {"placed": placed})
        # boats in the water
        child(("water", seat), (GRID_X - 4, WATER_Y, columns * CELL + 8 + CELL + 10, 78), _paint_nothing, (), "cell",
              tooltip("hawaii", "boat", _tr("Boats lie here")))
        for b, side in enumerate(realm.boats):
            used = p_state.boats_used[b] if b < len(p_state.boats_used) else False
            spaces = e.fishing_boat_spaces if side == 0 else e.boat_spaces[side - 1]
            words = _tr("Boat {n}: {s} spaces", n=b + 1, s=spaces) + " — " + (_tr("used this round") if used
                                                                           else _tr("free this round"))
            child(("boat", seat, b), (GRID_X + b * 66, WATER_Y + 6, 64, 64), _paint_boat, (side, used, b), "boat",
                  tooltip("hawaii", "fishing_boat" if side == 0 else "boat", words), {"side": side, "used": used}, z=2)
        return specs

    def _board_info(self, state, seat: int, columns: int, frame_key: tuple) -> list[ItemSpec]:
        e = state.edition
        p_state = state.player[seat]
        res = p_state.resources
        x = info_x(columns)
        r = QRectF(x, GRID_Y - CELL - 4, BOARD_W - info_x(PRINTED_COLUMNS) - 14, 168)
        if res is None:
            tip = tooltip("common", "screen", _tr("Hidden: the screens are closed."))
        else:
            tip = tooltip("common", "screen", _tr("{s} shells, {f} feet, {r} fruit", s=res[0], f=res[1], r=res[2]))
        shown = None if res is None else tuple(res)
        specs = [ItemSpec(("resources", seat), _r(r), _paint_resources, (shown, _tr("behind the screen")),
                          parent=frame_key, role="resources", tip=tip, info=shown)]
        tokens = e.token_by_id
        tr_ = QRectF(x, r.bottom() + 10, r.width(), 150)
        price = list(p_state.price_tokens)
        fish = list(p_state.fish_tokens)
        total = state.round_sum(seat)
        target = state.round_target(seat)
        drawn = (tuple((tokens[t].value, tokens[t].spear) for t in price), tuple(tokens[t].fish for t in fish))
        tip = tooltip("hawaii", "price_token", _tr("In front of {name}: tokens worth {sum} against the target {target}",
                                                   name=self.names[seat], sum=total, target=target))
        specs.append(ItemSpec(("front", seat), _r(tr_), _paint_front,
                              (drawn, total >= target, _tr("sum {sum} / {target}", sum=total, target=target)),
                              parent=frame_key, role="front", tip=tip,
                              info={"sum": total, "target": target, "price": price, "fish": fish}))
        last = p_state.last_round
        if last:
            lr = QRectF(x, tr_.bottom() + 6, r.width(), 58)
            rank = {"first": _tr("1st"), "second": _tr("2nd"), "qualified": _tr("reached")}.get(last.get("rank") or "", _tr("missed"))
            words = _tr("Round {n}: {rank}, +{p}", n=last["round"], rank=rank, p=last.get("points", 0) + last.get("lono", 0))
            specs.append(ItemSpec(("last_round", seat), _r(lr), _paint_words, (words,), parent=frame_key, tip=words))
        return specs

    # --- chiefs ----------------------------------------------------------------------------------------
    def _chiefs(self, state) -> list[ItemSpec]:
        specs = []
        for seat in range(state.players):
            centre = self.chief_centre(state, seat)
            specs.append(ItemSpec(("chief", seat), (-CHIEF_W / 2, -CHIEF_H / 2, CHIEF_W, CHIEF_H), _paint_chief,
                                  (self.colours[seat], seat, self.symbols), pos=(centre.x(), centre.y()), z=20,
                                  role="chief", tip=tooltip("hawaii", "chief", self.names[seat]),
                                  info={"at": state.player[seat].chief}))
        return specs

    # --- the end -----------------------------------------------------------------------------------------
    def _final_summary(self, state, layout) -> ItemSpec:
        """The final scoring as a table over the island: one column per player, one row per category."""
        breakdown = state.score_breakdown()
        winners = set(state.winners())
        cats = shown_categories(breakdown, CATEGORIES)
        labels = category_labels("hawaii")
        n = state.players
        w = SUMMARY_LABEL_W + n * SUMMARY_COLUMN_W + 10
        h = 84 + (len(cats) + 3) * SUMMARY_ROW_H
        block = block_rect(layout)
        rect = QRectF(block.left() + max(0.0, (block.width() - w) / 2), ISLAND_Y + 10, w, h)
        removed = [list(state.player[s].removed_villages) for s in range(n)]
        rows = tuple((labels.get(c, c), tuple(breakdown[s].get(c, 0) for s in range(n))) for c in cats)
        totals = tuple((breakdown[s]["total"], s in winners) for s in range(n))
        words = (_tr("Final scoring"), _tr("villages removed"), total_label())
        return ItemSpec(("summary",), _r(rect), _paint_summary,
                        (tuple(self.names), tuple(self.colours), rows, tuple(tuple(r) for r in removed), totals, words),
                        z=60, role="summary", tip=_tr("Points by category; ★ marks the winner(s)."),
                        info={"breakdown": breakdown, "removed": removed,
                              "labels": [labels.get(c, c) for c in cats] + [total_label()]})


# --- painters: module functions of plain values, so equal specs draw equal pictures ------------------------
def _paint_nothing(p: QPainter, r: QRectF) -> None:
    pass


def _paint_sea(p: QPainter, r: QRectF) -> None:
    p.fillRect(r, art.OCEAN)


def _paint_waiting(p: QPainter, r: QRectF, words: str) -> None:
    p.fillRect(r, art.ocean_gradient(r))
    art.text(p, r, words, 36, QColor("white"), True)


def _paint_land(p: QPainter, r: QRectF) -> None:
    p.setPen(QPen(art.SAND_DARK, 4))
    p.setBrush(art.SAND)
    p.drawRoundedRect(r, 60, 60)
    inner = QRectF(r.left() + 12, r.top() + 12, r.width() - 24, r.height() - BEACH_H - 16)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(art.GRASS)
    p.drawRoundedRect(inner, 44, 44)


def _paint_round(p: QPainter, r: QRectF, current: int, rounds: int, target: int, shells: int, feet: int,
                 first: int, second: int, qualified: int, words: tuple[str, str, str]) -> None:
    title, target_word, points_word = words
    p.setPen(QPen(art.CARD_EDGE, 3))
    p.setBrush(art.CARD)
    p.drawRoundedRect(r, 14, 14)
    art.text(p, QRectF(r.left(), r.top() + 4, r.width(), 32), title, MIN_TEXT, art.INK, True)
    for k in range(rounds):  # round pips
        c = QPointF(r.left() + 24 + k * 22, r.top() + 48)
        p.setPen(QPen(art.INK, 1.5))
        p.setBrush(art.GOLD if k + 1 == current else (QColor("#9a8a70") if k + 1 < current else QColor("white")))
        p.drawEllipse(c, 7, 7)
    tr_ = QRectF(r.left() + 14, r.top() + 64, 110, 84)
    p.setBrush(QColor("#7ec8e3"))
    p.setPen(QPen(art.INK, 2))
    p.drawRoundedRect(tr_, 10, 10)
    art.text(p, QRectF(tr_.left() - 10, tr_.top() + 1, tr_.width() + 20, 26), target_word, MIN_TEXT, art.INK, True)
    art.outlined_text(p, QPointF(tr_.center().x(), tr_.top() + 54), str(target), 38)
    art.draw_shell(p, QRectF(r.left() + 134, r.top() + 64, 28, 28))
    art.text(p, QRectF(r.left() + 162, r.top() + 62, 50, 32), f"+{shells}", MIN_TEXT, art.INK, True,
             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    art.draw_foot(p, QRectF(r.left() + 214, r.top() + 64, 28, 28))
    art.text(p, QRectF(r.left() + 242, r.top() + 62, 50, 32), f"+{feet}", MIN_TEXT, art.INK, True,
             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    # the points of 1st, 2nd and the other qualifiers (the words are in the tooltip)
    art.text(p, QRectF(r.left() + 132, r.top() + 106, 160, 40), f"★ {first} · {second} · {qualified}", MIN_TEXT + 2,
             art.INK, True)


def _paint_order(p: QPainter, r: QRectF, position: int, token: tuple[int, bool] | None, free: bool) -> None:
    p.setPen(QPen(art.CARD_EDGE, 3))
    p.setBrush(QColor("#e9d7ad"))
    p.drawRoundedRect(r, 12, 12)
    art.outlined_text(p, QPointF(r.center().x(), r.top() + 20), str(position), 24, QColor("#fff4dc"))
    if token is not None:
        art.draw_price_token(p, QRectF(r.center().x() - 24, r.top() + 38, 48, 48), token[0], token[1])
    elif free:
        p.setPen(QPen(art.CARD_EDGE, 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(r.center().x(), r.top() + 62), 22, 22)


def _paint_place(p: QPainter, r: QRectF, circles: int, limit: int) -> None:
    card = r.adjusted(6, 6, -6, -6)
    p.setPen(QPen(art.CARD_EDGE, 3))
    p.setBrush(art.CARD)
    p.drawRoundedRect(card, 16, 16)
    # price circles on the right; the last one is numbered with the place's limit
    for k in range(circles):
        c = _circle_centre(r, k, circles)
        p.setBrush(QColor("#efe2c0"))
        p.setPen(QPen(art.CARD_EDGE, 2, Qt.PenStyle.DashLine if k < circles - 1 else Qt.PenStyle.SolidLine))
        p.drawEllipse(c, 22, 22)
        if k == circles - 1:
            badge = QRectF(c.x() - 52, c.y() - 13, 30, 26)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(art.CARD_EDGE)
            p.drawRoundedRect(badge, 6, 6)
            art.text(p, badge, str(limit), MIN_TEXT, QColor("white"), True)


def _paint_stack(p: QPainter, r: QRectF, tile: str, count: int) -> None:
    if count > 1:
        p.save()
        p.setPen(QPen(art.INK, 1.5))
        p.setBrush(QColor("#b98f5d"))
        p.drawRoundedRect(r.translated(3, 3), 6, 6)
        p.restore()
    art.draw_tile(p, r, tile, 1, dim=count == 0)
    badge = QRectF(r.left() - 8, r.top() - 8, 30, 27)  # top-left: the picture stays clear
    p.setPen(QPen(art.INK, 1.5))
    p.setBrush(QColor("#ffffff") if count else QColor("#dddddd"))
    p.drawRoundedRect(badge, 8, 8)
    art.text(p, badge, str(count), MIN_TEXT, art.INK, True)


def _paint_price_token(p: QPainter, r: QRectF, value: int, spear: bool) -> None:
    art.draw_price_token(p, r, value, spear)


def _paint_beach(p: QPainter, r: QRectF, word: str) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    for k in range(14):
        p.setBrush(art.SAND_DARK)
        p.drawEllipse(QPointF(r.left() + 30 + k * r.width() / 14, r.top() + 20 + (k % 3) * 24), 3, 3)
    art.text(p, QRectF(r.left(), r.bottom() - 34, r.width(), 30), word, MIN_TEXT, art.CARD_EDGE, True)


def _paint_dock(p: QPainter, r: QRectF, number: int, feet: int, points: int, reward: tuple | None) -> None:
    p.setPen(QPen(QColor("#5b3b1c"), 3))
    p.setBrush(QColor("#a87b4f"))
    p.drawRoundedRect(QRectF(r.left(), r.top() + 10, 62, r.height() - 20), 8, 8)
    art.outlined_text(p, QPointF(r.left() + 31, r.top() + 30), str(number), 22)
    art.draw_foot(p, QRectF(r.left() + 6, r.top() + 48, 24, 24))
    art.text(p, QRectF(r.left() + 28, r.top() + 46, 34, 28), str(feet), MIN_TEXT, QColor("white"), True)
    art.text(p, QRectF(r.left() + 2, r.top() + 74, 60, 28), "★" + str(points), MIN_TEXT, QColor("#ffe680"), True)
    ir = QRectF(r.left() + 74, r.top() + 4, r.width() - 78, r.height() - 8)
    if reward is None:
        p.setPen(QPen(QColor(255, 255, 255, 120), 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(ir)
        return
    p.setPen(QPen(art.SAND_DARK, 3))
    p.setBrush(art.SAND)
    p.drawEllipse(ir)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(art.GRASS)
    p.drawEllipse(ir.adjusted(14, 10, -14, -10))
    _paint_reward(p, ir.adjusted(30, 18, -30, -18), *reward)


def _paint_cove(p: QPainter, r: QRectF, fish: tuple[int, ...], word: str) -> None:
    p.setPen(QPen(QColor("#d9f2fa"), 3))
    p.setBrush(QColor("#5fb7d6"))
    p.drawRoundedRect(r, 40, 40)
    art.text(p, QRectF(r.left(), r.top() + 2, r.width(), 30), word, MIN_TEXT, QColor("white"), True)
    for k, count in enumerate(fish):
        c = QPointF(r.left() + 34 + (k % 4) * 52, r.top() + 56 + (k // 4) * 50)
        art.draw_fish_token(p, QRectF(c.x() - 22, c.y() - 22, 44, 44), count)


def _paint_frame(p: QPainter, r: QRectF, colour: QColor, printed_columns: int, rows: int, columns: int) -> None:
    p.setPen(QPen(colour.darker(130), 3))
    p.setBrush(QColor("#f7ecd0"))
    p.drawRoundedRect(r, 18, 18)
    # tiki bar over the printed columns
    p.setPen(QPen(QColor("#6b4423"), 2))
    p.setBrush(QColor("#c9a46b"))
    p.drawRoundedRect(QRectF(GRID_X - 4, TIKI_Y - 4, printed_columns * CELL + 8, CELL + 8), 8, 8)
    # the printed grid; villages sticking out continue on a sandy strip beyond it
    if columns > printed_columns:
        p.setBrush(art.SAND)
        p.setPen(QPen(art.SAND_DARK, 2, Qt.PenStyle.DashLine))
        p.drawRoundedRect(QRectF(GRID_X + printed_columns * CELL - 8, GRID_Y - 4,
                                 (columns - printed_columns) * CELL + 12, rows * CELL + 8), 8, 8)
    p.setPen(QPen(QColor("#6b4423"), 2))
    p.setBrush(QColor("#9cc77a"))
    p.drawRoundedRect(QRectF(GRID_X - 4, GRID_Y - 4, printed_columns * CELL + 8, rows * CELL + 8), 8, 8)
    p.setBrush(QColor("#5fb7d6"))
    p.setPen(QPen(QColor("#2d7fa0"), 2))
    p.drawRoundedRect(QRectF(GRID_X - 4, WATER_Y, columns * CELL + 8 + CELL + 10, 78), 10, 10)


def _paint_head(p: QPainter, r: QRectF, colour: QColor, seat: int, to_act: bool, header: str, points: str) -> None:
    """A realm's header: whose it is, whether they act (a thicker edge), their points."""
    path = QPainterPath()
    path.addRoundedRect(r, 18, 18)
    p.setPen(QPen(colour.darker(150), 5) if to_act else Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(path)
    art.draw_seat_symbol(p, seat, QPointF(r.left() + 24, r.top() + 22), 11, QColor("white"))
    art.text(p, QRectF(r.left() + 44, r.top(), 420, 44), header, 22, QColor("white"), True,
             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    art.text(p, QRectF(r.right() - 220, r.top(), 208, 44), points, 22, QColor("white"), True,
             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _paint_card(p: QPainter, r: QRectF, colour: QColor, seat: int, name: str, points: str, status: str,
                to_act: bool) -> None:
    """Another player's card: a header in their colour (name, points), the rest drawn by its children."""
    p.setPen(QPen(colour.darker(150), 5 if to_act else 2))
    p.setBrush(QColor("#f7ecd0"))
    p.drawRoundedRect(r, 14, 14)
    head = QRectF(r.left(), r.top(), r.width(), 40)
    path = QPainterPath()
    path.addRoundedRect(head, 14, 14)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(path)
    art.draw_seat_symbol(p, seat, QPointF(r.left() + 20, r.top() + 20), 10, QColor("white"))
    # the points keep their width; the name gets what is left, elided, so the two never run together
    metrics = QFontMetricsF(art.font(MIN_TEXT + 2, True))
    points_width = metrics.horizontalAdvance(points) + 2
    name_width = max(0.0, r.width() - 36 - 8 - points_width - 12)
    art.text(p, QRectF(r.left() + 36, r.top(), name_width, 40),
             metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_width), MIN_TEXT + 2, QColor("white"), True,
             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    art.text(p, QRectF(r.right() - 8 - points_width, r.top(), points_width, 40), points, MIN_TEXT + 2,
             QColor("white"), True, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if status:
        art.text(p, QRectF(r.left() + 164, r.bottom() - 42, r.width() - 172, 36), status, MIN_TEXT, art.INK, True,
                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _paint_card_resources(p: QPainter, r: QRectF, res: tuple[int, int, int] | None, hidden_word: str) -> None:
    if res is None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#8c6d46"))
        p.drawRoundedRect(r, 8, 8)
        art.text(p, r, hidden_word, MIN_TEXT, QColor("white"), True)
        return
    step = r.width() / 3
    for i, name in enumerate(RESOURCES):
        icon = QRectF(r.left() + i * step, r.top() + 2, 36, 36)
        art.draw_resource(p, icon, name)
        art.text(p, QRectF(icon.right() + 4, r.top(), step - 42, r.height()), str(res[i]), 28, art.INK, True,
                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


def _paint_card_front(p: QPainter, r: QRectF, words: str, reached: bool, tokens: int) -> None:
    line = QRectF(r.left(), r.top(), min(r.width(), 150), r.height())
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#d7f0cf") if reached else QColor("#f6d5d5"))
    p.drawRoundedRect(line, 8, 8)
    art.text(p, line, words, MIN_TEXT, art.GOOD.darker(160) if reached else art.BAD.darker(130), True)


def _paint_last(p: QPainter, r: QRectF, colour: QColor, name: str) -> None:
    """The ring around a spot of another player's last move (and their name on the first ring)."""
    p.setPen(QPen(colour, 7, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 12, 12)
    if name:
        f = art.font(MIN_TEXT, True)
        from PySide6.QtGui import QFontMetricsF

        width = QFontMetricsF(f).horizontalAdvance(name) + 20
        badge = QRectF(r.left(), r.top() - 32, width, 32)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour.darker(120))
        p.drawRoundedRect(badge, 8, 8)
        art.text(p, badge, name, MIN_TEXT, QColor("white"), True)


def _paint_tiki(p: QPainter, r: QRectF, placed: bool, bonus: tuple[int, int, int]) -> None:
    if placed:
        art.draw_tile(p, r, TIKI, 1)
        return
    p.setPen(QPen(QColor("#6b4423"), 2, Qt.PenStyle.DashLine))
    p.setBrush(QColor("#e3c894"))
    p.drawRoundedRect(r.adjusted(5, 5, -5, -5), 8, 8)
    _paint_bonus(p, r, bonus)


def _paint_empty_cell(p: QPainter, r: QRectF, outside: bool) -> None:
    if outside:  # past the printed board: room for a village that sticks out
        p.setPen(QPen(art.SAND_DARK, 1.5, Qt.PenStyle.DashLine))
        p.setBrush(QColor(240, 219, 160, 120))
    else:
        p.setPen(QPen(QColor("#7aa45c"), 1.5))
        p.setBrush(QColor("#b4d896"))
    p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 6, 6)


def _paint_cell_tile(p: QPainter, r: QRectF, tile: str, side: int) -> None:
    art.draw_tile(p, r.adjusted(2, 2, -2, -2), tile, side)


def _paint_removed(p: QPainter, r: QRectF, word: str) -> None:
    p.setPen(QPen(art.BAD, 3))
    p.setBrush(QBrush(QColor(214, 69, 69, 70), Qt.BrushStyle.BDiagPattern))
    p.drawRoundedRect(r, 6, 6)
    p.setBrush(QColor(255, 255, 255, 150))
    badge = QRectF(r.right() - 300, r.center().y() - 16, 240, 32)
    p.drawRoundedRect(badge, 8, 8)
    art.text(p, badge, word, MIN_TEXT, art.BAD, True)


def _paint_kahuna(p: QPainter, r: QRectF, placed: bool, points: int, bonus: tuple[int, int, int]) -> None:
    if placed:
        art.draw_tile(p, r, KAHUNA, 1)
        art.outlined_text(p, QPointF(r.right() - 14, r.bottom() - 14), str(points), MIN_TEXT)
        return
    p.setPen(QPen(QColor("#6b4423"), 2, Qt.PenStyle.DashLine))
    p.setBrush(QColor("#e3c894"))
    p.drawRoundedRect(r.adjusted(5, 5, -5, -5), 8, 8)
    art.text(p, QRectF(r.left(), r.top() + 4, r.width(), 28), "★" + str(points), MIN_TEXT, art.INK, True)
    _paint_bonus(p, QRectF(r.left(), r.top() + 26, r.width(), r.height() - 26), bonus)


def _paint_boat(p: QPainter, r: QRectF, side: int, used: bool, b: int) -> None:
    art.draw_boat(p, r.adjusted(4, 4, -4, -4), side, used)
    art.outlined_text(p, QPointF(r.left() + 12, r.top() + 14), str(b + 1), MIN_TEXT)
    if side:
        art.outlined_text(p, QPointF(r.right() - 14, r.top() + 14), "II" if side == 2 else "I", MIN_TEXT, art.GOLD)


def _paint_resources(p: QPainter, r: QRectF, res: tuple[int, int, int] | None, hidden_word: str) -> None:
    p.setPen(QPen(art.CARD_EDGE, 2))
    p.setBrush(QColor("#e9d3a3") if res is not None else QColor("#8c6d46"))
    p.drawRoundedRect(r, 12, 12)
    if res is None:
        art.text(p, r.adjusted(6, 6, -6, -6), hidden_word, MIN_TEXT, QColor("white"), True,
                 Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        return
    for i, name in enumerate(RESOURCES):
        row = QRectF(r.left() + 10, r.top() + 10 + i * 50, 44, 44)
        art.draw_resource(p, row, name)
        art.text(p, QRectF(row.right() + 8, row.top(), 90, 44), str(res[i]), 30, art.INK, True,
                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


def _paint_front(p: QPainter, r: QRectF, drawn: tuple, reached: bool, line_words: str) -> None:
    prices, fish = drawn
    p.setPen(QPen(art.CARD_EDGE, 2))
    p.setBrush(QColor("#f3e6c4"))
    p.drawRoundedRect(r, 12, 12)
    k = 0
    per_row = max(1, int((r.width() - 12) // 48))
    for value, spear in prices:
        art.draw_price_token(p, QRectF(r.left() + 8 + (k % per_row) * 48, r.top() + 6 + (k // per_row) * 46, 44, 44),
                             value, spear)
        k += 1
    for count in fish:
        art.draw_fish_token(p, QRectF(r.left() + 8 + (k % per_row) * 48, r.top() + 6 + (k // per_row) * 46, 44, 44), count)
        k += 1
    line = QRectF(r.left() + 6, r.bottom() - 40, r.width() - 12, 34)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#d7f0cf") if reached else QColor("#f6d5d5"))
    p.drawRoundedRect(line, 8, 8)
    art.text(p, line, line_words, MIN_TEXT, art.GOOD.darker(160) if reached else art.BAD.darker(130), True)


def _paint_words(p: QPainter, r: QRectF, words: str) -> None:
    art.text(p, r, words, MIN_TEXT, art.INK, False, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


#: the final scoring card: label column, one column per player, row height
SUMMARY_LABEL_W, SUMMARY_COLUMN_W, SUMMARY_ROW_H = 270.0, 150.0, 38.0


def _paint_summary(p: QPainter, r: QRectF, names: tuple[str, ...], colours: tuple[QColor, ...], rows: tuple,
                   removed: tuple, totals: tuple, words: tuple[str, str, str]) -> None:
    title, removed_word, total_word = words
    n = len(names)
    lw, cw, rh = SUMMARY_LABEL_W, SUMMARY_COLUMN_W, SUMMARY_ROW_H
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    p.setPen(QPen(art.CARD_EDGE, 4))
    p.setBrush(QColor(251, 244, 225, 245))
    p.drawRoundedRect(r, 20, 20)
    art.text(p, QRectF(r.left(), r.top() + 10, r.width(), 40), title, 30, art.INK, True)
    y = r.top() + 60
    for s in range(n):
        x = r.left() + lw + s * cw
        art.draw_seat_symbol(p, s, QPointF(x + 14, y + 18), 9, colours[s])
        art.text(p, QRectF(x + 26, y, cw - 28, rh), names[s], MIN_TEXT, art.INK, True, left)
    y += rh + 4
    for label, values in rows:
        art.text(p, QRectF(r.left() + 20, y, lw - 24, rh), label, MIN_TEXT, art.INK, False, left)
        for s in range(n):
            art.text(p, QRectF(r.left() + lw + s * cw, y, cw - 10, rh), str(values[s]), MIN_TEXT, art.INK)
        y += rh
    art.text(p, QRectF(r.left() + 20, y, lw - 24, rh), removed_word, MIN_TEXT, art.BAD, False, left)
    for s in range(n):
        text = ", ".join(str(v + 1) for v in removed[s]) or "—"
        art.text(p, QRectF(r.left() + lw + s * cw, y, cw - 10, rh), text, MIN_TEXT, art.BAD)
    y += rh + 4
    p.setPen(QPen(art.CARD_EDGE, 2))
    p.drawLine(QPointF(r.left() + 16, y - 4), QPointF(r.right() - 16, y - 4))
    art.text(p, QRectF(r.left() + 20, y, lw - 24, rh), total_word, MIN_TEXT + 2, art.INK, True, left)
    for s, (total, won) in enumerate(totals):
        colour = art.GOOD.darker(150) if won else art.INK
        art.text(p, QRectF(r.left() + lw + s * cw, y, cw - 10, rh), str(total) + (" ★" if won else ""), MIN_TEXT + 2,
                 colour, True)


def _circle_centre(rect: QRectF, k: int, circles: int) -> QPointF:
    """Price circle k of a place: a column at the right edge, the numbered one at the bottom."""
    step = min(46.0, (rect.height() - 20) / max(1, circles))
    top = rect.center().y() - step * (circles - 1) / 2
    return QPointF(rect.right() - 40, top + k * step)


def _flying(paint, args: tuple) -> ItemSpec:
    """A token as it flies to a player's front (a copy: no key of the table's)."""
    return ItemSpec(("flight",), (-20.0, -20.0, 40.0, 40.0), paint, args)


def _paint_price(p: QPainter, r: QRectF, value: int, spear: bool) -> None:
    art.draw_price_token(p, r, value, spear)


def _paint_fish(p: QPainter, r: QRectF, fish: int) -> None:
    art.draw_fish_token(p, r, fish)


def _paint_chief(p: QPainter, r: QRectF, colour: QColor, seat: int, symbol: bool) -> None:
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 60))
    p.drawEllipse(QPointF(r.center().x(), r.bottom() - 2), r.width() * 0.4, 5)
    p.restore()
    art.draw_chief(p, r, colour, seat, symbol)


def _paint_bonus(p: QPainter, r: QRectF, bonus: tuple[int, int, int]) -> None:
    """A printed bonus space: the resource(s) it gives when covered."""
    items = [(RESOURCES[i], n) for i, n in enumerate(bonus) if n]
    if not items:
        return
    size = min(r.width(), r.height()) * 0.5
    for k, (name, n) in enumerate(items):
        cx = r.center().x() - (len(items) - 1) * size / 2 + k * size
        art.draw_resource(p, QRectF(cx - size / 2, r.center().y() - size / 2, size, size), name)
        if n > 1:
            art.outlined_text(p, QPointF(cx + size / 3, r.center().y() + size / 3), str(n), MIN_TEXT)


@lru_cache(maxsize=64)
def _bonus_words_in(language: str, bonus: tuple[int, int, int]) -> str:
    parts = [f"+{n} {term_name('hawaii', RESOURCES[i])}" for i, n in enumerate(bonus) if n]
    return _tr("Covering it gives {what}", what=", ".join(parts)) if parts else _tr("No bonus printed here")


def _bonus_words(bonus: tuple[int, int, int]) -> str:
    return _bonus_words_in(current_language(), tuple(bonus))


def _paint_reward(p: QPainter, r: QRectF, tile: str | None, side: int, count: int, shells: int, feet: int) -> None:
    if tile is None:
        items = [(n, v) for n, v in (("shells", shells), ("feet", feet)) if v]
        for k, (name, v) in enumerate(items):
            rr = QRectF(r.left() + k * r.width() / len(items), r.top(), r.width() / len(items), r.height())
            art.draw_resource(p, rr.adjusted(4, 4, -4, -4), name)
            art.outlined_text(p, QPointF(rr.right() - 10, rr.bottom() - 10), f"+{v}", MIN_TEXT)
        return
    if tile == "fruit_any":
        art.draw_tile(p, r, "fruit_banana", 2)
        art.outlined_text(p, QPointF(r.center().x(), r.bottom() - 8), "?", MIN_TEXT)
        return
    art.draw_tile(p, r, tile, side)
    if count > 1:
        art.outlined_text(p, QPointF(r.right() - 10, r.bottom() - 8), f"×{count}", MIN_TEXT)


def _reward_words(island) -> str:
    if island.tile is None:
        parts = []
        if island.shells:
            parts.append(f"+{island.shells} {term_name('hawaii', 'shells')}")
        if island.feet:
            parts.append(f"+{island.feet} {term_name('hawaii', 'feet')}")
        return _tr("reward: {what}", what=", ".join(parts))
    if island.tile == "fruit_any":
        return _tr("reward: any fruit tile, side II")
    name = term_name("hawaii", island.tile)
    if island.count > 1:
        return _tr("reward: {n} × {tile}", n=island.count, tile=name)
    side = _tr(", side II") if island.side == 2 and island.tile not in (KAHUNA, TIKI) else ""
    return _tr("reward: {tile}{side}", tile=name, side=side)


# --- board geometry in scene coordinates (the table lights targets with these) ------------------------------
def board_cell_rect(frame, row: int, col: int, width: int = 1) -> QRectF:
    """Scene rectangle of a realm cell (row, col), ``width`` cells wide."""
    return frame.mapRectToScene(QRectF(GRID_X + col * CELL, GRID_Y + row * CELL, CELL * width, CELL))


def kahuna_rect(frame, row: int, columns: int) -> QRectF:
    return frame.mapRectToScene(QRectF(kahuna_x(columns), GRID_Y + row * CELL, CELL, CELL))


def tiki_rect(frame, column0: int) -> QRectF:
    return frame.mapRectToScene(QRectF(GRID_X + column0 * CELL, TIKI_Y, CELL, CELL))


def water_rect(frame, boats: int) -> QRectF:
    return frame.mapRectToScene(QRectF(GRID_X + boats * 66, WATER_Y + 6, 64, 64))


def boat_rect(frame, index: int) -> QRectF:
    return frame.mapRectToScene(QRectF(GRID_X + index * 66, WATER_Y + 6, 64, 64))

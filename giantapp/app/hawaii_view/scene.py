"""The Hawaii table as a QGraphicsScene, drawn only from a view state (``session.view_state()``).

Why a full rebuild per state: a Hawaii position is a few hundred simple vector items, rebuilt in a few
milliseconds, and drawing straight from the observation makes it impossible to show stale or hidden
facts. Items keep stable keys (``targets`` by key, ``chiefs`` by seat), so the table can highlight,
hit-test and animate by what a thing *is*, not by pixel positions.

Layout (scene units ≈ pixels at zoom 1): the main island on the left (round tile and order track above
it, the beach below, docks and the fishing cove to its right, the score track under everything), the
shown seat's realm large on the right, the other realms smaller below it.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from giantapp.app.i18n import term_name, tooltip
from giantapp.app.score_labels import category_labels, shown_categories, total_label
from giantapp.hawaii.data import KAHUNA, RESOURCES, STARTING_HUT, TIKI
from giantapp.hawaii.scoring import CATEGORIES

from . import art
from .items import HighlightItem, PaintItem


def _tr(text: str) -> str:
    return QCoreApplication.translate("HawaiiTable", text)


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
SMALL = 0.5


def place_rect(layout, place: str) -> QRectF:
    """Scene rectangle of a place (the rules' rectangle, y flipped, scaled by P)."""
    x0, y0, x1, y1 = layout.rects[place]
    top = max(r[3] for r in layout.rects.values())
    return QRectF(ISLAND_X + x0 * P, ISLAND_Y + (top - y1) * P, (x1 - x0) * P, (y1 - y0) * P)


def island_size(layout) -> tuple[float, float]:
    width = max(r[2] for r in layout.rects.values()) * P
    height = max(r[3] for r in layout.rects.values()) * P
    return width, height


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


def score_rect(layout) -> QRectF:
    w, h = island_size(layout)
    return QRectF(ISLAND_X, ISLAND_Y + h + BEACH_H + 28.0, w + 270.0, 4 * 42.0 + 30)


def board_origins(layout, players: int, tall: bool) -> list[tuple[QPointF, float]]:
    """Where the realms go, the large one first: beside the island ("wide", for wide windows) or below
    the score track ("tall", for narrow windows), so fitting the view keeps the pieces large."""
    if not tall:
        spots = [(QPointF(BOARD_X, TOP_Y), 1.0)]
        for i in range(players - 1):
            x = BOARD_X + (i % 2) * (BOARD_W * SMALL + 12)
            y = TOP_Y + BOARD_H + 16 + (i // 2) * (BOARD_H * SMALL + 12)
            spots.append((QPointF(x, y), SMALL))
        return spots
    top = score_rect(layout).bottom() + 24.0
    spots = [(QPointF(ISLAND_X, top), 1.0)]
    for i in range(players - 1):
        x = ISLAND_X + BOARD_W + 16 + (i // 2) * (BOARD_W * SMALL + 12)
        y = top + (i % 2) * (BOARD_H * SMALL + 12)
        spots.append((QPointF(x, y), SMALL))
    return spots


def table_extent(layout, players: int, tall: bool) -> QRectF:
    """The scene rectangle the table will cover in a layout (island, docks, score track and realms)."""
    rect = QRectF(ISLAND_X, TOP_Y, right_column_x(layout) + 230.0 - ISLAND_X, 1.0).united(score_rect(layout))
    for origin, scale in board_origins(layout, players, tall):
        rect = rect.united(QRectF(origin, QSizeF(BOARD_W * scale, BOARD_H * scale)))
    return rect


def prefer_tall(layout, players: int, width: float, height: float) -> bool:
    """True when the realms below the island show the table larger in a ``width`` × ``height`` view."""
    if width <= 0 or height <= 0:
        return False

    def scale(tall: bool) -> float:
        r = table_extent(layout, players, tall)
        return min(width / r.width(), height / r.height())

    return scale(True) > scale(False) * 1.05  # a small margin so a resize near the limit does not flap


class HawaiiScene(QGraphicsScene):
    """Mirror of one view state. ``rebuild`` redraws everything; the dicts give items by meaning."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.targets: dict[tuple, PaintItem] = {}
        self.chiefs: dict[int, PaintItem] = {}
        self.supply: dict[tuple, PaintItem] = {}
        self.tokens: dict[tuple, PaintItem] = {}
        self.resource_items: dict[int, PaintItem] = {}
        self.fronts: dict[int, PaintItem] = {}
        self.boards: dict[int, QGraphicsItem] = {}
        self.highlights: list[HighlightItem] = []
        self.summary: PaintItem | None = None
        self.state = None
        self.board_seat: int | None = None
        self.tall = False  # realms below the island (narrow windows); the table sets it before rebuild
        self.setBackgroundBrush(QBrush(art.OCEAN))

    # --- public ---------------------------------------------------------------------------------
    def rebuild(self, state, names: list[str], colours: list[str], shown_seat: int | None, symbols: bool,
                acting: int | None = None) -> None:
        """Draw ``state`` (an observation). ``shown_seat``'s realm is drawn large (first seat if None)."""
        self.clear()
        self.targets.clear()
        self.chiefs.clear()
        self.supply.clear()
        self.tokens.clear()
        self.resource_items.clear()
        self.fronts.clear()
        self.boards.clear()
        self.highlights = []
        self.summary = None
        self.state = state
        self.names = names
        self.colours = [QColor(c) for c in colours]
        self.symbols = symbols
        self.acting = acting
        self.board_seat = shown_seat if shown_seat is not None else (acting if acting is not None else 0)
        layout = state.layout
        if layout is None:
            self._waiting()
            return
        self._ocean(layout)
        self._round_and_order(state)
        self._island(state, layout)
        self._docks_and_cove(state, layout)
        self._score_track(state, layout)
        self._boards(state)
        self._chiefs(state, layout)
        if state.phase == "over":
            self._final_summary(state, layout)
        # the sea: just around what is on the table, so fitting the view shows everything as large as it can
        total = self.itemsBoundingRect().adjusted(-16, -16, 16, 16)
        self._add(total, lambda p, r: p.fillRect(r, art.OCEAN), z=-100)
        self.setSceneRect(total)

    def clear_highlights(self) -> None:
        for h in self.highlights:
            self.removeItem(h)
        self.highlights = []

    def highlight(self, rect: QRectF, label: str = "", mode: str = "target", key: tuple | None = None) -> HighlightItem:
        item = HighlightItem(rect, label, mode, key=key)
        self.addItem(item)
        self.highlights.append(item)
        return item

    def target_rect(self, key: tuple) -> QRectF | None:
        item = self.targets.get(key)
        if item is None:
            return None
        return item.mapRectToScene(item.rect())

    def token_flight(self, state, action_place: str | None, token: str, kind: str) -> tuple[QPointF, object] | None:
        """Where a token lay in ``state`` and how to paint it, for animating it into a player's front.
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
            return centre, partial(_paint_price, value=t.value, spear=t.spear)
        if kind == "fish":
            fish = sorted(state.cove, key=lambda x: int(x[1:]))
            if token not in fish:
                return None
            k = fish.index(token)
            c = cove_rect(layout, len(state.docks))
            return QPointF(c.left() + 34 + (k % 4) * 52, c.top() + 56 + (k // 4) * 50), partial(_paint_fish, fish=t.fish)
        if token not in state.order_tokens:
            return None
        o = order_rect(state.order_tokens.index(token) + 1)
        return QPointF(o.center().x(), o.top() + 62), partial(_paint_price, value=t.value, spear=t.spear)

    def front_centre(self, seat: int) -> QPointF | None:
        item = self.fronts.get(seat)
        return None if item is None else item.mapToScene(item.rect().center())

    def chief_centre(self, state, seat: int) -> QPointF:
        """Where seat's chief stands in ``state`` (also for animating from an earlier state)."""
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
    def _add(self, rect: QRectF, paint, role=None, key=None, tip=None, parent=None, z: float = 0, info=None) -> PaintItem:
        item = PaintItem(rect, paint, role, key, tip, parent, info)
        item.setZValue(z)
        if parent is None:
            self.addItem(item)
        if key is not None and role in ("target", "cell"):
            self.targets[key] = item
        return item

    def _waiting(self) -> None:
        rect = QRectF(0, 0, 900, 300)

        def paint(p: QPainter, r: QRectF) -> None:
            p.fillRect(r, art.ocean_gradient(r))
            art.text(p, r, _tr("The island is being laid out…"), 36, QColor("white"), True)

        self._add(rect, paint)
        self.setSceneRect(rect)

    def _ocean(self, layout) -> None:
        w, h = island_size(layout)
        # the island's shore: one rounded sandy shape under places and beach
        shore = QRectF(ISLAND_X - 22, ISLAND_Y - 22, w + 44, h + BEACH_H + 34)

        def land(p: QPainter, r: QRectF) -> None:
            p.setPen(QPen(art.SAND_DARK, 4))
            p.setBrush(art.SAND)
            p.drawRoundedRect(r, 60, 60)
            inner = QRectF(r.left() + 12, r.top() + 12, r.width() - 24, r.height() - BEACH_H - 16)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(art.GRASS)
            p.drawRoundedRect(inner, 44, 44)

        self._add(shore, land, z=-90)

    def _round_and_order(self, state) -> None:
        e = state.edition
        tile = state.round_tile
        rect = QRectF(ISLAND_X, TOP_Y, 300, 160)

        def paint(p: QPainter, r: QRectF) -> None:
            p.setPen(QPen(art.CARD_EDGE, 3))
            p.setBrush(art.CARD)
            p.drawRoundedRect(r, 14, 14)
            art.text(p, QRectF(r.left(), r.top() + 6, r.width(), 30),
                     _tr("Round {n} of {total}").replace("{n}", str(state.round)).replace("{total}", str(e.rounds)), 21, art.INK, True)
            # round pips
            for k in range(e.rounds):
                c = QPointF(r.left() + 24 + k * 22, r.top() + 48)
                p.setPen(QPen(art.INK, 1.5))
                p.setBrush(art.GOLD if k + 1 == state.round else (QColor("#9a8a70") if k + 1 < state.round else QColor("white")))
                p.drawEllipse(c, 7, 7)
            # target
            tr = QRectF(r.left() + 14, r.top() + 64, 110, 84)
            p.setBrush(QColor("#7ec8e3"))
            p.setPen(QPen(art.INK, 2))
            p.drawRoundedRect(tr, 10, 10)
            art.text(p, QRectF(tr.left(), tr.top() + 2, tr.width(), 22), _tr("target"), 15, art.INK, True)
            art.outlined_text(p, QPointF(tr.center().x(), tr.top() + 52), str(tile.target), 38)
            # income
            art.draw_shell(p, QRectF(r.left() + 140, r.top() + 62, 28, 28))
            art.text(p, QRectF(r.left() + 168, r.top() + 62, 40, 28), f"+{tile.shells}", 18, art.INK, True,
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            art.draw_foot(p, QRectF(r.left() + 214, r.top() + 62, 28, 28))
            art.text(p, QRectF(r.left() + 242, r.top() + 62, 40, 28), f"+{tile.feet}", 18, art.INK, True,
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            pts = f"{tile.first} · {tile.second} · {tile.qualified}"
            art.text(p, QRectF(r.left() + 132, r.top() + 96, 160, 22), _tr("points 1st · 2nd · reached"), 12, art.INK)
            art.text(p, QRectF(r.left() + 132, r.top() + 116, 160, 30), pts, 22, art.INK, True)

        tip = tooltip("hawaii", "round_tile", _tr("Round {n}: target {t}; income {s} shells and {f} feet; points {a}/{b}/{c}")
                      .replace("{n}", str(state.round)).replace("{t}", str(tile.target)).replace("{s}", str(tile.shells))
                      .replace("{f}", str(tile.feet)).replace("{a}", str(tile.first)).replace("{b}", str(tile.second))
                      .replace("{c}", str(tile.qualified)))
        self._add(rect, paint, tip=tip, info={"round": state.round, "target": tile.target})

        tokens = e.token_by_id
        for i in range(state.players):
            position = i + 1
            seat_there = state.order_track[i]
            token = state.order_tokens[i]

            def paint_order(p: QPainter, r: QRectF, position=position, token=token, seat_there=seat_there) -> None:
                p.setPen(QPen(art.CARD_EDGE, 3))
                p.setBrush(QColor("#e9d7ad"))
                p.drawRoundedRect(r, 12, 12)
                art.outlined_text(p, QPointF(r.center().x(), r.top() + 20), str(position), 24, QColor("#fff4dc"))
                if token is not None:
                    t = tokens[token]
                    art.draw_price_token(p, QRectF(r.center().x() - 24, r.top() + 38, 48, 48), t.value, t.spear)
                elif seat_there is None:
                    p.setPen(QPen(art.CARD_EDGE, 2, Qt.PenStyle.DashLine))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawEllipse(QPointF(r.center().x(), r.top() + 62), 22, 22)

            detail = _tr("Order position {n}").replace("{n}", str(position))
            if token is not None:
                detail += " — " + _tr("token worth {v}").replace("{v}", str(tokens[token].value))
            if seat_there is not None:
                detail += " — " + _tr("{name} ended the round here").replace("{name}", self.names[seat_there])
            self._add(order_rect(position), paint_order, "target", ("order", position),
                      tooltip("hawaii", "order_position", detail), info={"token": token, "seat": seat_there})

    def _island(self, state, layout) -> None:
        e = state.edition
        tokens = e.token_by_id
        for place_id in layout.order:
            rect = place_rect(layout, place_id)
            place = e.place(place_id)
            supply = state.supply[place_id]
            prices = state.prices[place_id]

            def paint_place(p: QPainter, r: QRectF, place=place) -> None:
                card = r.adjusted(6, 6, -6, -6)
                p.setPen(QPen(art.CARD_EDGE, 3))
                grad_colour = art.CARD
                p.setBrush(grad_colour)
                p.drawRoundedRect(card, 16, 16)
                # price circles on the right; the last one is numbered with the place's limit
                for k in range(place.circles):
                    c = _circle_centre(r, k, place.circles)
                    p.setBrush(QColor("#efe2c0"))
                    p.setPen(QPen(art.CARD_EDGE, 2, Qt.PenStyle.DashLine if k < place.circles - 1 else Qt.PenStyle.SolidLine))
                    p.drawEllipse(c, 22, 22)
                    if k == place.circles - 1:
                        badge = QRectF(c.x() - 32, c.y() - 30, 20, 18)
                        p.setPen(Qt.PenStyle.NoPen)
                        p.setBrush(art.CARD_EDGE)
                        p.drawRoundedRect(badge, 5, 5)
                        art.text(p, badge, str(place.limit), 12, QColor("white"), True)

            names = ", ".join(f"{term_name('hawaii', t)} ({supply.get(t, 0)})" for t in place.tiles)
            detail = _tr("Tiles left: {list}. The numbered circle holds a token only while the prices stay at most {n}.") \
                .replace("{list}", names).replace("{n}", str(place.limit))
            self._add(rect, paint_place, "target", ("place", place_id), tooltip("hawaii", "place", detail), z=1,
                      info={"place": place_id})
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
                tr = QRectF(cx, cy, widths[idx], size)
                count = supply.get(tile, 0)

                def paint_stack(p: QPainter, r: QRectF, tile=tile, count=count) -> None:
                    if count > 1:
                        p.save()
                        p.setPen(QPen(art.INK, 1.5))
                        p.setBrush(QColor("#b98f5d"))
                        p.drawRoundedRect(r.translated(3, 3), 6, 6)
                        p.restore()
                    art.draw_tile(p, r, tile, 1, dim=count == 0)
                    badge = QRectF(r.left() - 6, r.top() - 6, 26, 21)  # top-left: the picture and name stay clear
                    p.setPen(QPen(art.INK, 1.5))
                    p.setBrush(QColor("#ffffff") if count else QColor("#dddddd"))
                    p.drawRoundedRect(badge, 8, 8)
                    art.text(p, badge, str(count), 15, art.INK, True)

                tip = tooltip("hawaii", tile, _tr("{n} left at this place").replace("{n}", str(count)))
                item = self._add(tr, paint_stack, "supply", ("supply", place_id, tile), tip, z=3,
                                 info={"tile": tile, "count": count})
                self.supply[(place_id, tile)] = item
            # price tokens on their circles
            for k, token in enumerate(prices):
                if token is None:
                    continue
                t = tokens[token]
                c = _circle_centre(rect, k, place.circles)
                tr = QRectF(c.x() - 22, c.y() - 22, 44, 44)
                tip = tooltip("hawaii", "price_token", _tr("Price {v}; side II or two tiles cost {d}.{spear}")
                              .replace("{v}", str(t.value)).replace("{d}", str(2 * t.value))
                              .replace("{spear}", _tr(" Crossed spears.") if t.spear else ""))
                item = self._add(tr, partial(_paint_price, value=t.value, spear=t.spear), "token", ("token", place_id, token),
                                 tip, z=4, info={"token": token, "value": t.value})
                self.tokens[(place_id, token)] = item
        # the beach
        b = beach_rect(layout)

        def paint_beach(p: QPainter, r: QRectF) -> None:
            p.setPen(Qt.PenStyle.NoPen)
            for k in range(14):
                p.setBrush(art.SAND_DARK)
                p.drawEllipse(QPointF(r.left() + 30 + k * r.width() / 14, r.top() + 20 + (k % 3) * 24), 3, 3)
            art.text(p, QRectF(r.left(), r.bottom() - 30, r.width(), 26), _tr("Beach"), 18, art.CARD_EDGE, True)

        self._add(b, paint_beach, "target", ("beach",), tooltip("hawaii", "beach"), z=0)

    def _docks_and_cove(self, state, layout) -> None:
        e = state.edition
        for d, island_id in enumerate(state.docks):
            dock = e.docks[d]
            rect = dock_rect(layout, d + 1)
            island = e.island_by_id.get(island_id) if island_id else None

            def paint_dock(p: QPainter, r: QRectF, dock=dock, island=island) -> None:
                p.setPen(QPen(QColor("#5b3b1c"), 3))
                p.setBrush(QColor("#a87b4f"))
                p.drawRoundedRect(QRectF(r.left(), r.top() + 10, 62, r.height() - 20), 8, 8)
                art.outlined_text(p, QPointF(r.left() + 31, r.top() + 30), str(dock.dock), 22)
                art.draw_foot(p, QRectF(r.left() + 6, r.top() + 48, 24, 24))
                art.text(p, QRectF(r.left() + 30, r.top() + 48, 30, 24), str(dock.feet), 17, QColor("white"), True)
                art.text(p, QRectF(r.left() + 4, r.top() + 74, 56, 24), "★" + str(dock.points), 17, QColor("#ffe680"), True)
                ir = QRectF(r.left() + 74, r.top() + 4, r.width() - 78, r.height() - 8)
                if island is None:
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
                _paint_reward(p, ir.adjusted(30, 18, -30, -18), island)

            detail = _tr("Dock {n}: {f} feet and boat spaces, {pts} points").replace("{n}", str(dock.dock)) \
                .replace("{f}", str(dock.feet)).replace("{pts}", str(dock.points))
            if island is not None:
                detail += " — " + _reward_words(island)
            self._add(rect, paint_dock, "target", ("dock", d + 1), tooltip("hawaii", "dock", detail), z=1,
                      info={"dock": d + 1, "island": island_id})
        cove = cove_rect(layout, len(state.docks))
        tokens = e.token_by_id
        fish = sorted(state.cove, key=lambda t: int(t[1:]))

        def paint_cove(p: QPainter, r: QRectF) -> None:
            p.setPen(QPen(QColor("#d9f2fa"), 3))
            p.setBrush(QColor("#5fb7d6"))
            p.drawRoundedRect(r, 40, 40)
            art.text(p, QRectF(r.left(), r.top() + 4, r.width(), 24), _tr("Fishing cove"), 16, QColor("white"), True)
            for k, t in enumerate(fish):
                c = QPointF(r.left() + 34 + (k % 4) * 52, r.top() + 56 + (k // 4) * 50)
                art.draw_fish_token(p, QRectF(c.x() - 22, c.y() - 22, 44, 44), tokens[t].fish)

        total = sum(tokens[t].fish for t in fish)
        detail = _tr("{n} fish token(s) here, {f} fish in all").replace("{n}", str(len(fish))).replace("{f}", str(total))
        self._add(cove, paint_cove, "target", ("cove",), tooltip("hawaii", "cove", detail), z=1, info={"cove": list(fish)})

    def _score_track(self, state, layout) -> None:
        rect = score_rect(layout)
        scores = state.scores()
        per_row = 25
        cell = rect.width() / per_row

        def paint(p: QPainter, r: QRectF) -> None:
            p.setPen(QPen(art.CARD_EDGE, 3))
            p.setBrush(QColor("#f3e6c4"))
            p.drawRoundedRect(r, 12, 12)
            art.text(p, QRectF(r.left() + 10, r.top() + 2, 300, 24), _tr("Score track"), 15, art.CARD_EDGE, True,
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            for v in range(100):
                cr = QRectF(r.left() + (v % per_row) * cell + 2, r.top() + 28 + (v // per_row) * 42, cell - 4, 38)
                p.setPen(QPen(QColor("#c8b27c"), 1))
                p.setBrush(QColor("#fbf4e1") if v % 5 else QColor("#ecd9a8"))
                p.drawRect(cr)
                if v % 5 == 0:
                    art.text(p, QRectF(cr.left(), cr.top(), cr.width(), 14), str(v), 10, art.CARD_EDGE)
            for seat, score in enumerate(scores):
                v = score % 100
                same = [s for s in range(len(scores)) if scores[s] % 100 == v]
                k = same.index(seat)
                cx = r.left() + (v % per_row) * cell + cell / 2 + (k - (len(same) - 1) / 2) * 9
                cy = r.top() + 28 + (v // per_row) * 42 + 24
                art.draw_seat_symbol(p, seat, QPointF(cx, cy), 10, self.colours[seat])
                if score >= 100:
                    art.text(p, QRectF(cx - 16, cy - 30, 32, 14), f"+{score // 100 * 100}", 10, art.INK, True)

        tip = tooltip("common", "score_track", "; ".join(f"{self.names[s]}: {scores[s]}" for s in range(len(scores))))
        self._add(rect, paint, tip=tip, info={"scores": list(scores)})

    # --- realms --------------------------------------------------------------------------------------
    def _boards(self, state) -> None:
        big = self.board_seat if self.board_seat is not None and 0 <= self.board_seat < state.players else 0
        others = [s for s in range(state.players) if s != big]
        spots = board_origins(state.layout, state.players, self.tall)
        for s, (origin, scale) in zip([big, *others], spots):
            self.boards[s] = self._board(state, s, origin, scale)

    def _board(self, state, seat: int, origin: QPointF, scale: float) -> QGraphicsItem:
        e = state.edition
        p_state = state.player[seat]
        realm = p_state.realm
        colour = self.colours[seat]
        name = self.names[seat]
        frame_rect = QRectF(0, 0, BOARD_W, BOARD_H)
        removed = set(p_state.removed_villages)
        to_act = self.acting == seat

        def paint_frame(p: QPainter, r: QRectF) -> None:
            p.setPen(QPen(colour.darker(130), 6 if to_act else 3))
            p.setBrush(QColor("#f7ecd0"))
            p.drawRoundedRect(r, 18, 18)
            head = QRectF(r.left(), r.top(), r.width(), 44)
            path = QPainterPath()
            path.addRoundedRect(head, 18, 18)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawPath(path)
            art.draw_seat_symbol(p, seat, QPointF(r.left() + 24, r.top() + 22), 11, QColor("white"))
            status = ""
            if p_state.ended:
                status = _tr("round ended")
            elif to_act:
                status = _tr("to act")
            art.outlined_text(p, QPointF(r.left() + 24, r.top() + 22), "", 1)
            art.text(p, QRectF(r.left() + 44, r.top(), 420, 44), name + (f"  — {status}" if status else ""), 22,
                     QColor("white"), True, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            art.text(p, QRectF(r.right() - 220, r.top(), 208, 44), _tr("{n} points").replace("{n}", str(p_state.score)), 22,
                     QColor("white"), True, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            # tiki bar
            bar = QRectF(GRID_X - 4, TIKI_Y - 4, e.board_columns * CELL + 8, CELL + 8)
            p.setPen(QPen(QColor("#6b4423"), 2))
            p.setBrush(QColor("#c9a46b"))
            p.drawRoundedRect(bar, 8, 8)
            # grid background and water
            grid = QRectF(GRID_X - 4, GRID_Y - 4, e.board_columns * CELL + 8, e.board_rows * CELL + 8)
            p.setBrush(QColor("#9cc77a"))
            p.drawRoundedRect(grid, 8, 8)
            water = QRectF(GRID_X - 4, WATER_Y, e.board_columns * CELL + 8 + CELL + 10, 78)
            p.setBrush(QColor("#5fb7d6"))
            p.setPen(QPen(QColor("#2d7fa0"), 2))
            p.drawRoundedRect(water, 10, 10)

        frame = PaintItem(frame_rect, paint_frame, "board", ("board", seat),
                          tooltip("hawaii", "player_board", name))
        frame.setPos(origin)
        frame.setScale(scale)
        frame.setZValue(2)
        self.addItem(frame)
        # tiki spaces (fill order right to left), with their printed bonuses
        for k, col in enumerate(e.tiki_columns):
            r = QRectF(GRID_X + (col - 1) * CELL, TIKI_Y, CELL, CELL)
            placed = k < realm.tikis
            bonus = e.tiki_bonus[k]

            def paint_tiki(p: QPainter, r: QRectF, placed=placed, bonus=bonus) -> None:
                if placed:
                    art.draw_tile(p, r, TIKI, 1)
                    return
                p.setPen(QPen(QColor("#6b4423"), 2, Qt.PenStyle.DashLine))
                p.setBrush(QColor("#e3c894"))
                p.drawRoundedRect(r.adjusted(5, 5, -5, -5), 8, 8)
                _paint_bonus(p, r, bonus)

            self._add(r, paint_tiki, "cell", ("tiki_space", seat, k), tooltip("hawaii", "tiki" if placed else "tiki_space",
                      _bonus_words(bonus)), parent=frame, info={"placed": placed})
        # village cells
        grid = realm.grid(e)
        for row in range(e.board_rows):
            for col in range(e.board_columns):
                cell = grid[row][col]
                r = QRectF(GRID_X + col * CELL, GRID_Y + row * CELL, CELL, CELL)
                if cell is not None and not cell[2]:
                    # the second cell of a long house: a drop target, drawn by the first cell
                    self._add(r, lambda p, r: None, "cell", ("cell", seat, row, col), parent=frame)
                    continue
                if cell is None:
                    def paint_empty(p: QPainter, r: QRectF) -> None:
                        p.setPen(QPen(QColor("#7aa45c"), 1.5))
                        p.setBrush(QColor("#b4d896"))
                        p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 6, 6)
                    tip = tooltip("hawaii", "village_row", _tr("Village {n}").replace("{n}", str(row + 1)))
                    self._add(r, paint_empty, "cell", ("cell", seat, row, col), tip, parent=frame)
                    continue
                tile, side, _ = cell
                w = e.tiles[tile].width if tile != STARTING_HUT else 1
                tr = QRectF(r.left(), r.top(), CELL * w, CELL)
                item = self._add(tr, partial(_paint_cell_tile, tile=tile, side=side), "cell", ("cell", seat, row, col),
                                 tooltip("hawaii", tile, _tr("side {s}, village {n}").replace("{s}", "II" if side == 2 else "I")
                                         .replace("{n}", str(row + 1))), parent=frame, info={"tile": tile, "side": side})
                item.setZValue(1)
        # removed villages at the final scoring
        for row in sorted(removed):
            r = QRectF(GRID_X - 2, GRID_Y + row * CELL + 2, e.board_columns * CELL + CELL + 12, CELL - 4)

            def paint_removed(p: QPainter, r: QRectF) -> None:
                p.setPen(QPen(art.BAD, 3))
                p.setBrush(QBrush(QColor(214, 69, 69, 70), Qt.BrushStyle.BDiagPattern))
                p.drawRoundedRect(r, 6, 6)
                p.setBrush(QColor(255, 255, 255, 150))
                badge = QRectF(r.right() - 230, r.center().y() - 13, 170, 26)
                p.drawRoundedRect(badge, 8, 8)
                art.text(p, badge, _tr("removed (no tiki)"), 16, art.BAD, True)

            item = self._add(r, paint_removed, tip=_tr("This village does not reach under a tiki: it was removed at the end."),
                             parent=frame, info={"removed": row})
            item.setZValue(5)
        # kahuna column
        for row in range(e.board_rows):
            r = QRectF(KAHUNA_X, GRID_Y + row * CELL, CELL, CELL)
            placed = row < realm.kahunas
            points = e.kahuna_points[row]
            bonus = e.kahuna_bonus[row]

            def paint_kahuna(p: QPainter, r: QRectF, placed=placed, points=points, bonus=bonus) -> None:
                if placed:
                    art.draw_tile(p, r, KAHUNA, 1)
                    art.outlined_text(p, QPointF(r.right() - 12, r.bottom() - 12), str(points), 15)
                    return
                p.setPen(QPen(QColor("#6b4423"), 2, Qt.PenStyle.DashLine))
                p.setBrush(QColor("#e3c894"))
                p.drawRoundedRect(r.adjusted(5, 5, -5, -5), 8, 8)
                art.text(p, QRectF(r.left(), r.top() + 6, r.width(), 24), "★" + str(points), 16, art.INK, True)
                _paint_bonus(p, QRectF(r.left(), r.top() + 20, r.width(), r.height() - 20), bonus)

            detail = _tr("Row {n}: {p} points at the end").replace("{n}", str(row + 1)).replace("{p}", str(points))
            if any(bonus):
                detail += "; " + _bonus_words(bonus)
            self._add(r, paint_kahuna, "cell", ("kahuna_space", seat, row),
                      tooltip("hawaii", "kahuna" if placed else "kahuna_space", detail), parent=frame, info={"placed": placed})
        # boats in the water
        water = QRectF(GRID_X - 4, WATER_Y, e.board_columns * CELL + 8 + CELL + 10, 78)
        self._add(water, lambda p, r: None, "cell", ("water", seat), tooltip("hawaii", "boat", _tr("Boats lie here")), parent=frame)
        for b, side in enumerate(realm.boats):
            used = p_state.boats_used[b] if b < len(p_state.boats_used) else False
            r = QRectF(GRID_X + b * 66, WATER_Y + 6, 64, 64)

            def paint_boat(p: QPainter, r: QRectF, side=side, used=used, b=b) -> None:
                art.draw_boat(p, r.adjusted(4, 4, -4, -4), side, used)
                art.outlined_text(p, QPointF(r.left() + 10, r.top() + 12), str(b + 1), 13)
                if side:
                    art.outlined_text(p, QPointF(r.right() - 10, r.top() + 12), "II" if side == 2 else "I", 12, art.GOLD)

            spaces = e.fishing_boat_spaces if side == 0 else e.boat_spaces[side - 1]
            words = (_tr("Boat {n}: {s} spaces").replace("{n}", str(b + 1)).replace("{s}", str(spaces))
                     + (" — " + _tr("used this round") if used else " — " + _tr("free this round")))
            item = self._add(r, paint_boat, "boat", ("boat", seat, b),
                             tooltip("hawaii", "fishing_boat" if side == 0 else "boat", words), parent=frame,
                             info={"side": side, "used": used})
            item.setZValue(2)
        # resources behind the screen, tokens in front, the round sum
        self._board_info(state, seat, frame)
        return frame

    def _board_info(self, state, seat: int, frame: QGraphicsItem) -> None:
        e = state.edition
        p_state = state.player[seat]
        res = p_state.resources
        r = QRectF(INFO_X, GRID_Y - CELL - 4, BOARD_W - INFO_X - 14, 168)

        def paint_res(p: QPainter, r: QRectF) -> None:
            p.setPen(QPen(art.CARD_EDGE, 2))
            p.setBrush(QColor("#e9d3a3") if res is not None else QColor("#8c6d46"))
            p.drawRoundedRect(r, 12, 12)
            if res is None:
                art.text(p, r.adjusted(6, 6, -6, -6), _tr("behind the screen"), 17, QColor("white"), True)
                return
            for i, name in enumerate(RESOURCES):
                row = QRectF(r.left() + 10, r.top() + 10 + i * 50, 44, 44)
                art.draw_resource(p, row, name)
                art.text(p, QRectF(row.right() + 8, row.top(), 90, 44), str(res[i]), 30, art.INK, True,
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        if res is None:
            tip = tooltip("common", "screen", _tr("Hidden: the screens are closed."))
        else:
            tip = tooltip("common", "screen", _tr("{s} shells, {f} feet, {r} fruit").replace("{s}", str(res[0]))
                          .replace("{f}", str(res[1])).replace("{r}", str(res[2])))
        item = self._add(r, paint_res, "resources", ("resources", seat), tip, parent=frame,
                         info=None if res is None else tuple(res))
        self.resource_items[seat] = item
        # tokens in front
        tokens = e.token_by_id
        tr = QRectF(INFO_X, r.bottom() + 10, r.width(), 150)
        price = list(p_state.price_tokens)
        fish = list(p_state.fish_tokens)
        total = state.round_sum(seat)
        target = state.round_target(seat)

        def paint_tokens(p: QPainter, r: QRectF) -> None:
            p.setPen(QPen(art.CARD_EDGE, 2))
            p.setBrush(QColor("#f3e6c4"))
            p.drawRoundedRect(r, 12, 12)
            k = 0
            for t in price:
                c = QRectF(r.left() + 8 + (k % 5) * 40, r.top() + 8 + (k // 5) * 40, 38, 38)
                art.draw_price_token(p, c, tokens[t].value, tokens[t].spear)
                k += 1
            for t in fish:
                c = QRectF(r.left() + 8 + (k % 5) * 40, r.top() + 8 + (k // 5) * 40, 38, 38)
                art.draw_fish_token(p, c, tokens[t].fish)
                k += 1
            ok = total >= target
            line = QRectF(r.left() + 6, r.bottom() - 40, r.width() - 12, 34)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#d7f0cf") if ok else QColor("#f6d5d5"))
            p.drawRoundedRect(line, 8, 8)
            art.text(p, line, _tr("round {sum} / target {target}").replace("{sum}", str(total)).replace("{target}", str(target)),
                     18, art.GOOD.darker(160) if ok else art.BAD.darker(130), True)

        tip = tooltip("hawaii", "price_token", _tr("In front of {name}: tokens worth {sum} against the target {target}")
                      .replace("{name}", self.names[seat]).replace("{sum}", str(total)).replace("{target}", str(target)))
        self.fronts[seat] = self._add(tr, paint_tokens, "front", ("front", seat), tip, parent=frame,
                                      info={"sum": total, "target": target, "price": price, "fish": fish})
        # last round's result (after a round scoring)
        last = p_state.last_round
        if last:
            lr = QRectF(INFO_X, tr.bottom() + 8, r.width(), 44)
            rank = {"first": _tr("1st"), "second": _tr("2nd"), "qualified": _tr("reached")}.get(last.get("rank") or "", _tr("missed"))
            words = _tr("Round {n}: {rank}, +{p}").replace("{n}", str(last["round"])).replace("{rank}", rank) \
                .replace("{p}", str(last.get("points", 0) + last.get("lono", 0)))

            def paint_last(p: QPainter, r: QRectF) -> None:
                art.text(p, r, words, 15, art.INK, False)

            self._add(lr, paint_last, tip=words, parent=frame)

    # --- chiefs ----------------------------------------------------------------------------------------
    def _chiefs(self, state, layout) -> None:
        for seat in range(state.players):
            centre = self.chief_centre(state, seat)
            colour = self.colours[seat]
            rect = QRectF(-CHIEF_W / 2, -CHIEF_H / 2, CHIEF_W, CHIEF_H)
            item = PaintItem(rect, partial(_paint_chief, colour=colour, seat=seat, symbol=self.symbols), "chief",
                             ("chief", seat), tooltip("hawaii", "chief", self.names[seat]), info={"at": state.player[seat].chief})
            item.setPos(centre)
            item.setZValue(20)
            self.addItem(item)
            self.chiefs[seat] = item

    # --- the end -----------------------------------------------------------------------------------------
    def _final_summary(self, state, layout) -> None:
        """The final scoring as a table over the island: one column per player, one row per category."""
        breakdown = state.score_breakdown()
        winners = set(state.winners())
        cats = shown_categories(breakdown, CATEGORIES)
        labels = category_labels("hawaii")
        n = state.players
        w = 220 + n * 120
        h = 120 + (len(cats) + 2) * 34
        iw, ih = island_size(layout)
        rect = QRectF(ISLAND_X + (iw + 270 - w) / 2, ISLAND_Y + 20, w, h)
        removed = [state.player[s].removed_villages for s in range(n)]

        def paint(p: QPainter, r: QRectF) -> None:
            p.setPen(QPen(art.CARD_EDGE, 4))
            p.setBrush(QColor(251, 244, 225, 245))
            p.drawRoundedRect(r, 20, 20)
            art.text(p, QRectF(r.left(), r.top() + 10, r.width(), 40), _tr("Final scoring"), 30, art.INK, True)
            y = r.top() + 60
            for s in range(n):
                x = r.left() + 220 + s * 120
                art.draw_seat_symbol(p, s, QPointF(x + 14, y + 16), 9, self.colours[s])
                art.text(p, QRectF(x + 26, y, 92, 32), self.names[s], 16, art.INK, True,
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            y += 38
            for c in cats:
                art.text(p, QRectF(r.left() + 20, y, 200, 30), labels.get(c, c), 16, art.INK, False,
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                for s in range(n):
                    art.text(p, QRectF(r.left() + 220 + s * 120, y, 110, 30), str(breakdown[s].get(c, 0)), 17, art.INK)
                y += 34
            art.text(p, QRectF(r.left() + 20, y, 200, 30), _tr("villages removed"), 16, art.BAD, False,
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            for s in range(n):
                words = ", ".join(str(v + 1) for v in removed[s]) or "—"
                art.text(p, QRectF(r.left() + 220 + s * 120, y, 110, 30), words, 16, art.BAD)
            y += 38
            p.setPen(QPen(art.CARD_EDGE, 2))
            p.drawLine(QPointF(r.left() + 16, y - 4), QPointF(r.right() - 16, y - 4))
            art.text(p, QRectF(r.left() + 20, y, 200, 34), total_label(), 19, art.INK, True,
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            for s in range(n):
                colour = art.GOOD.darker(150) if s in winners else art.INK
                total = str(breakdown[s]["total"]) + (" ★" if s in winners else "")
                art.text(p, QRectF(r.left() + 220 + s * 120, y, 110, 34), total, 20, colour, True)

        self.summary = self._add(rect, paint, "summary", ("summary",), _tr("Points by category; ★ marks the winner(s)."), z=60,
                                 info={"breakdown": breakdown, "removed": removed,
                                       "labels": [labels.get(c, c) for c in cats] + [total_label()]})


# --- board geometry (inside a realm's frame) ------------------------------------------------------------
GRID_X = 16.0
TIKI_Y = 56.0
GRID_Y = TIKI_Y + CELL + 10
KAHUNA_X = GRID_X + 7 * CELL + 10
WATER_Y = GRID_Y + 5 * CELL + 10
INFO_X = KAHUNA_X + CELL + 18


def _circle_centre(rect: QRectF, k: int, circles: int) -> QPointF:
    """Price circle k of a place: a column at the right edge, the numbered one at the bottom."""
    step = min(46.0, (rect.height() - 20) / max(1, circles))
    top = rect.center().y() - step * (circles - 1) / 2
    return QPointF(rect.right() - 40, top + k * step)


def _paint_price(p: QPainter, r: QRectF, value: int, spear: bool) -> None:
    art.draw_price_token(p, r, value, spear)


def _paint_fish(p: QPainter, r: QRectF, fish: int) -> None:
    art.draw_fish_token(p, r, fish)


def _paint_cell_tile(p: QPainter, r: QRectF, tile: str, side: int) -> None:
    art.draw_tile(p, r.adjusted(2, 2, -2, -2), tile, side)


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
            art.outlined_text(p, QPointF(cx + size / 3, r.center().y() + size / 3), str(n), size * 0.5)


def _bonus_words(bonus: tuple[int, int, int]) -> str:
    parts = [f"+{n} {term_name('hawaii', RESOURCES[i])}" for i, n in enumerate(bonus) if n]
    return _tr("Covering it gives {what}").replace("{what}", ", ".join(parts)) if parts else _tr("No bonus printed here")


def _paint_reward(p: QPainter, r: QRectF, island) -> None:
    if island.tile is None:
        items = [("shells", island.shells), ("feet", island.feet)]
        items = [(n, v) for n, v in items if v]
        for k, (name, v) in enumerate(items):
            rr = QRectF(r.left() + k * r.width() / len(items), r.top(), r.width() / len(items), r.height())
            art.draw_resource(p, rr.adjusted(4, 4, -4, -4), name)
            art.outlined_text(p, QPointF(rr.right() - 8, rr.bottom() - 8), f"+{v}", 16)
        return
    if island.tile == "fruit_any":
        art.draw_tile(p, r, "fruit_banana", 2)
        art.outlined_text(p, QPointF(r.center().x(), r.bottom() - 6), "?", 16)
        return
    art.draw_tile(p, r, island.tile, island.side)
    if island.count > 1:
        art.outlined_text(p, QPointF(r.right() - 6, r.bottom() - 6), f"×{island.count}", 16)


def _reward_words(island) -> str:
    if island.tile is None:
        parts = []
        if island.shells:
            parts.append(f"+{island.shells} {term_name('hawaii', 'shells')}")
        if island.feet:
            parts.append(f"+{island.feet} {term_name('hawaii', 'feet')}")
        return _tr("reward: {what}").replace("{what}", ", ".join(parts))
    if island.tile == "fruit_any":
        return _tr("reward: any fruit tile, side II")
    name = term_name("hawaii", island.tile)
    if island.count > 1:
        return _tr("reward: {n} × {tile}").replace("{n}", str(island.count)).replace("{tile}", name)
    side = _tr(", side II") if island.side == 2 and island.tile not in (KAHUNA, TIKI) else ""
    return _tr("reward: {tile}{side}").replace("{tile}", name).replace("{side}", side)


def board_cell_rect(frame: QGraphicsItem, row: int, col: int, width: int = 1) -> QRectF:
    """Scene rectangle of a realm cell (row, col), ``width`` cells wide."""
    return frame.mapRectToScene(QRectF(GRID_X + col * CELL, GRID_Y + row * CELL, CELL * width, CELL))


def kahuna_rect(frame: QGraphicsItem, row: int) -> QRectF:
    return frame.mapRectToScene(QRectF(KAHUNA_X, GRID_Y + row * CELL, CELL, CELL))


def tiki_rect(frame: QGraphicsItem, column0: int) -> QRectF:
    return frame.mapRectToScene(QRectF(GRID_X + column0 * CELL, TIKI_Y, CELL, CELL))


def water_rect(frame: QGraphicsItem, boats: int) -> QRectF:
    return frame.mapRectToScene(QRectF(GRID_X + boats * 66, WATER_Y + 6, 64, 64))


def boat_rect(frame: QGraphicsItem, index: int) -> QRectF:
    return frame.mapRectToScene(QRectF(GRID_X + index * 66, WATER_Y + 6, 64, 64))

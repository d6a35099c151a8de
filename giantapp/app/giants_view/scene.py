"""The Giants table as a QGraphicsScene, rebuilt from one observation (``session.view_state()``).

Why rebuild: the picture must show exactly what the observation holds and nothing else (privacy), and
a full rebuild from the observation cannot drift from it. It is cheap (a few hundred vector items).
Items are indexed by key (see :mod:`.items`) so the table can find, highlight and animate them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from giantapp.app.i18n import term_name, tooltip
from giantapp.giants import transport
from giantapp.giants.island import hex_label, hex_text
from giantapp.giants.state import FRONT, SCREEN, UNKNOWN, GiantsState

from . import art
from .geometry import BEHIND_X, HEX, PANEL_H, PANEL_W, ahu_positions, grid_positions, hex_centre, layout
from .items import ArtItem, HexItem, PanelItem, TextItem, centred


#: erected moai are drawn a little smaller than loose ones, so neighbouring ahu stay readable
ERECTED_SCALE = 0.8


def _tr(text: str) -> str:
    return QCoreApplication.translate("GiantsTable", text)


def fitting_size(text: str, width: float, size: float, bold: bool = False, smallest: float = 6.0) -> float:
    """The largest pixel size up to ``size`` at which ``text`` fits in ``width`` (a long line of names,
    e.g. five players' choosing order, would otherwise be cut at the edge of its box)."""
    font = QFont()
    font.setBold(bold)
    while size > smallest:
        font.setPixelSize(int(size))
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            break
        size -= 1
    return size


@dataclass
class SeatLook:
    """How seats are shown: names, colours, and whether to add shape symbols (colour-blind setting)."""

    names: list[str]
    colours: list[str]
    symbols: bool = False
    last: str = ""  # the last action in words, shown in the round strip


@dataclass
class Built:
    """What one rebuild produced: items by key, and the anchor of every seat's area (for animations)."""

    items: dict[tuple, QGraphicsItem] = field(default_factory=dict)
    panel_anchor: dict[int, QPointF] = field(default_factory=dict)
    screen_anchor: dict[int, QPointF] = field(default_factory=dict)


class GiantsScene(QGraphicsScene):
    """Holds the table's items; :meth:`rebuild` redraws everything from an observation."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.built = Built()
        self._static: dict[tuple, QGraphicsItem] = {}
        self._static_signature: tuple | None = None
        self.setBackgroundBrush(QColor("#2f5f7d"))

    # ------------------------------------------------------------------ helpers
    def _add(self, item: QGraphicsItem, pos: QPointF | None = None, z: float | None = None) -> QGraphicsItem:
        if pos is not None:
            item.setPos(pos)
        if z is not None:
            item.setZValue(z)
        self.addItem(item)
        key = item.data(0)
        if isinstance(key, tuple) and key and key[0] != "text":
            self.built.items[key] = item
        return item

    def _text(self, text: str, pos: QPointF, size: float = 12, bold: bool = False, colour: str = "#1d1a16",
              width: float = 0, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> TextItem:
        item = TextItem(text, size, bold, colour, width, align)
        item.setPos(pos)
        item.setZValue(5)
        self.addItem(item)
        return item

    # ------------------------------------------------------------------ the whole table
    def rebuild(self, view: GiantsState, look: SeatLook, mode: str = "wide") -> Built:
        """Redraw everything; ``mode`` is "wide" (players' areas beside the island) or "tall" (below it)."""
        rects = layout(view.island, view.players, mode)
        signature = (id(view.island), frozenset(view.forest_used))
        if signature != self._static_signature:
            # the island itself changed (first draw, or a forest turned to its stumps): draw it anew
            self.clear()
            self._static = {}
            self.built = Built()
            self._sea(rects["island"])
            self._island_static(view)
            self._static = dict(self.built.items)
            self._static_signature = signature
        else:
            # keep the hexes and platforms (building items is the slow part); drop everything else
            keep = {id(item) for item in self._static.values()}
            for item in self.items():
                if item.parentItem() is None and id(item) not in keep:
                    self.removeItem(item)
            self.built = Built(items=dict(self._static))
        self._island(view, look)
        self._strip(view, look, rects["strip"])
        for s in range(view.players):
            self._panel(view, look, s, rects[f"panel{s}"])
        self.setSceneRect(self.itemsBoundingRect().adjusted(-20, -20, 20, 20))
        return self.built

    def _sea(self, rect: QRectF) -> None:
        def draw(p: QPainter) -> None:
            p.setPen(art.pen("#2a5d80", 2))
            p.setBrush(art.SEA)
            p.drawRoundedRect(rect, 30, 30)
            p.setPen(art.pen(art.SEA_LIGHT, 1))
            for k in range(1, 6):
                y = rect.top() + rect.height() * k / 6
                p.drawLine(QPointF(rect.left() + 20, y), QPointF(rect.left() + 60, y - 6))
                p.drawLine(QPointF(rect.right() - 60, y + 10), QPointF(rect.right() - 20, y + 4))

        self._add(ArtItem(("sea",), rect, draw), z=-10)

    # ------------------------------------------------------------------ the island
    def _island_static(self, view: GiantsState) -> None:
        """Hexes and ahu platforms: they change only when a forest is cut, so they are kept between draws."""
        isl = view.island
        for h in isl.hexes:
            kind = isl.special_of(h)
            used = h in view.forest_used
            detail = isl.forests.get(h, 0)
            item = HexItem(("hex", h), _hex_painter(kind, detail, used, hex_text(h)), "")
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # re-rendered on zoom: crisp
            self._add(item, hex_centre(isl, h))
        positions = ahu_positions(isl)
        for ahu in isl.ahus.values():
            def draw(p: QPainter, ahu=ahu) -> None:
                art.draw_ahu(p, ahu.moai_value, ahu.hat_value)

            item = ArtItem(("ahu", ahu.id), centred(34, 16), draw)
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self._add(item, positions[ahu.id], z=8)

    def _island(self, view: GiantsState, look: SeatLook) -> None:
        isl = view.island
        strength = {h: transport.crew_strength(crew, view.strengths) for h, crew in view.crews().items()}
        for h in isl.hexes:
            kind = isl.special_of(h)
            self.built.items[("hex", h)].setToolTip(
                _hex_tooltip(kind, h, isl.forests.get(h, 0), h in view.forest_used, strength.get(h, 0)))
        for ahu in isl.ahus.values():
            self._ahu(view, look, ahu)
        # what lies and stands on the hexes
        contents: dict[tuple, list[tuple]] = {}
        groups: dict[tuple, list[str]] = {}
        for obj, place in sorted(view.places.items(), key=lambda item: _object_order(item[0])):
            if place[0] == "hex":
                # identical objects (same kind, same marker) share one item with a count when crowded
                groups.setdefault((place[1], view.kinds[obj], view.marks.get(obj, -1)), []).append(obj)
        for (h, _kind, _mark), objs in groups.items():
            contents.setdefault(h, []).append(("object", objs[0], len(objs)))
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
        for h, things in contents.items():
            self._hex_contents(view, look, h, things)

    def _hex_contents(self, view: GiantsState, look: SeatLook, h: tuple, things: list[tuple]) -> None:
        things.sort(key=lambda t: (t[0] != "object", _object_order(t[1]) if t[0] == "object" else (0, 0)))
        n = len(things)
        columns = 3 if n <= 3 else 4 if n <= 8 else 5
        rows = -(-n // columns)
        cell_w = HEX * 1.62 / columns
        cell_h = min(30.0, HEX * 1.3 / rows)
        centre = hex_centre(view.island, h)
        centre = QPointF(centre.x(), centre.y() + 4)
        for thing, pos in zip(things, grid_positions(n, centre, 1.0, columns)):
            pos = QPointF(centre.x() + (pos.x() - centre.x()) * cell_w, centre.y() + (pos.y() - centre.y()) * cell_h)
            if thing[0] == "object":
                item = self._object_item(view, look, thing[1])
                if thing[2] > 1:
                    item.badge = f"×{thing[2]}"
            elif thing[0] == "figure":
                _, s, figure, where, count = thing
                item = self._figure_item(("figure", s, figure, where), figure, s, look,
                                         _figure_tip(figure, look.names[s], count))
                if count > 1:
                    item.badge = f"×{count}"
            else:
                item = ArtItem(("log", h), centred(20, 8), art.draw_log,
                               tooltip("giants", "log", _tr("Logs on this hex: {n}").replace("{n}", str(thing[2]))))
                if thing[2] > 1:
                    item.badge = f"×{thing[2]}"
            box = item._rect
            scale = min(1.0, (cell_w - 1) / box.width(), (cell_h - 1) / box.height())
            item.setScale(max(0.45, scale))
            self._add(item, pos, z=20 if thing[0] != "object" else 22)

    def _figure_item(self, key: tuple, figure: str, seat: int, look: SeatLook, tip: str) -> ArtItem:
        colour = look.colours[seat]
        size = {"worker": (12, 17), "sorcerer": (12, 22), "chief": (16, 24)}[figure]

        def draw(p: QPainter) -> None:
            art.draw_figure(p, figure, colour, seat, look.symbols)

        return ArtItem(key, centred(*size), draw, tip)

    def _object_item(self, view: GiantsState, look: SeatLook, obj: str) -> ArtItem:
        kind = view.kinds[obj]
        mark = view.marks.get(obj)
        if kind == "hat":
            rect = centred(16, 12)
            name = "hat"
        else:
            size = int(kind)
            rect = centred(16, art.moai_height(size))
            name = f"moai_{size}"

        def draw(p: QPainter) -> None:
            if kind == "hat":
                art.draw_hat(p)
            else:
                art.draw_moai(p, int(kind))
            if mark is not None:
                p.save()
                p.translate(rect.right() - 2, rect.bottom() - 4)
                art.draw_marker(p, look.colours[mark], mark, look.symbols, 4.5)
                p.restore()

        detail = obj
        if mark is not None:
            detail += " · " + _tr("marked by {name}: only they may move it").replace("{name}", look.names[mark])
        elif view.places[obj][0] == "hex":
            detail += " · " + _tr("unmarked: anyone may capture it")
        return ArtItem(("object", obj), rect, draw, tooltip("giants", name, detail))

    def _ahu(self, view: GiantsState, look: SeatLook, ahu) -> None:
        centre = ahu_positions(view.island)[ahu.id]
        detail = _tr("Ahu {id}: black {black} per moai size, red {red} for a hat").replace("{id}", ahu.id) \
            .replace("{black}", str(ahu.moai_value)).replace("{red}", str(ahu.hat_value))
        owner = view.ahu_owner.get(ahu.id)
        moai = view.ahu_moai.get(ahu.id)
        kind = "ahu"
        if moai is not None:
            kind = "ahu_erected"
        elif owner is not None:
            kind = "ahu_reserved"
        if owner is not None and owner >= 0:
            detail += " · " + _tr("base of {name}").replace("{name}", look.names[owner])
        elif owner == UNKNOWN:
            detail += " · " + _tr("owner hidden (face-down base)")

        self.built.items[("ahu", ahu.id)].setToolTip(tooltip("giants", kind, detail))
        if owner is not None:
            colour = look.colours[owner] if owner >= 0 else None
            seat = max(owner, 0)

            def draw_base(p: QPainter) -> None:
                art.draw_base(p, colour, seat, look.symbols)

            base_pos = QPointF(centre.x(), centre.y() + 12)
            tip = tooltip("giants", "base", detail)
            self._add(ArtItem(("base", ahu.id), centred(18, 8), draw_base, tip), base_pos, z=9 if moai else 10)
        if moai is not None:
            size = int(view.kinds[moai])
            item = self._object_item(view, look, moai)
            h = art.moai_height(size) * ERECTED_SCALE
            item.setScale(ERECTED_SCALE)
            stand = QPointF(centre.x(), centre.y() - 7 - h / 2)
            self._add(item, stand, z=11)
            hat = view.ahu_hat.get(ahu.id)
            if hat is not None:
                hat_item = self._object_item(view, look, hat)
                hat_item.setScale(ERECTED_SCALE)
                self._add(hat_item, QPointF(stand.x(), stand.y() - h / 2 - 2.5), z=12)

    # ------------------------------------------------------------------ the round strip
    def _strip(self, view: GiantsState, look: SeatLook, rect: QRectF) -> None:
        self._add(PanelItem(("strip",), rect, "#efe6cf", "#8a7a55"))
        x, y = rect.left() + 16, rect.top() + 10
        self._text(_tr("Round {n}").replace("{n}", str(view.round)) + " · " + view.phase_name(),
                   QPointF(x, y), 17, True, width=rect.width() - 32)
        # the dice
        self._text(_tr("Dice"), QPointF(x, y + 32), 11, True)
        dx = x + 14
        for i, (letter, face) in enumerate(view.dice):
            die = "die_brown" if letter != "W" else "die_white"

            def draw(p: QPainter, letter=letter, face=face) -> None:
                art.draw_die(p, letter, face)

            tip = tooltip("giants", die, _tr("shows {face}").replace("{face}", str(face)))
            self._add(ArtItem(("die", i), centred(26, 26), draw, tip), QPointF(dx, y + 72), z=5)
            dx += 32
        if not view.dice:
            self._text(_tr("not rolled yet"), QPointF(x, y + 60), 11, colour="#6a5d45")
            dx = x + 100
        # the moai display of this round
        dx = max(dx, x + 150) + 10
        self._text(_tr("Quarry display (this round's moai)"), QPointF(dx, y + 32), 11, True, width=260)

        def draw_display(p: QPainter) -> None:
            p.setPen(art.pen("#7c7466", 1))
            p.setBrush(QColor("#ddd6c5"))
            p.drawRoundedRect(QRectF(-130, -26, 260, 52), 8, 8)

        self._add(ArtItem(("display",), centred(260, 52), draw_display,
                          tooltip("giants", "display")), QPointF(dx + 130, y + 74), z=3)
        for k, obj in enumerate(view.display):
            self._add(self._object_item(view, look, obj), QPointF(dx + 22 + k * 36, y + 74), z=6)
        if not view.display:
            self._text(_tr("empty"), QPointF(dx + 10, y + 66), 11, colour="#6a5d45")
        if view.phase == "pick" and view.pick_order:
            order = " → ".join(look.names[s] + ("" if not view.pick_out[s] else " ✓") for s in view.pick_order)
            words = _tr("Choosing order: {order}").replace("{order}", order)
            self._text(words, QPointF(dx, y + 104), fitting_size(words, 270, 11, True), True, width=270)
        # the supply
        sx = dx + 280
        self._text(_tr("Supply"), QPointF(sx, y + 32), 11, True)
        counts = {}
        for obj, kind in view.kinds.items():
            if view.places[obj] == ("supply",):
                counts[kind] = counts.get(kind, 0) + 1
        entries = [(f"moai_{size}", lambda p, size=size: art.draw_moai(p, size), counts.get(str(size), 0))
                   for size in view.edition.moai_sizes]
        entries += [("hat", art.draw_hat, counts.get("hat", 0)),
                    ("tablet", art.draw_tablet, view.tablets_supply),
                    ("log", art.draw_log, view.logs_supply)]
        for k, (kind, draw, count) in enumerate(entries):
            px = sx + 16 + k * 44
            item = ArtItem(("supply", kind), centred(20, 34), draw,
                           tooltip("giants", "supply", f"{term_name('giants', kind)}: {count}"))
            self._add(item, QPointF(px, y + 72), z=5)
            self._text(f"×{count}", QPointF(px - 14, y + 92), 11, True, width=30, align=Qt.AlignmentFlag.AlignCenter)
        self._text(_tr("Logs out of the game: {n}").replace("{n}", str(view.logs_removed)),
                   QPointF(sx, y + 112), 10, colour="#6a5d45", width=260)
        if look.last:
            lx = sx + 290
            if rect.right() - lx > 160:
                self._text(_tr("Last action"), QPointF(lx, y + 32), 11, True, width=rect.right() - lx - 12)
                words = look.last
                width = rect.right() - lx - 12
                # wrap onto up to three lines
                lines, line = [], ""
                for word in words.split():
                    if len(line) + len(word) + 1 > width / 6.6 and line:
                        lines.append(line)
                        line = word
                    else:
                        line = f"{line} {word}".strip()
                lines.append(line)
                for k, text in enumerate(lines[:3]):
                    self._text(text, QPointF(lx, y + 52 + k * 17), 12, width=width)

    # ------------------------------------------------------------------ a player's area
    def _panel(self, view: GiantsState, look: SeatLook, s: int, rect: QRectF) -> None:
        colour = look.colours[s]
        acting = s in view.to_act()
        base = QColor(colour)
        fill = QColor((base.red() + 3 * 245) // 4, (base.green() + 3 * 240) // 4, (base.blue() + 3 * 228) // 4).name()
        self._add(PanelItem(("panel", s), rect, fill, colour if acting else "#7a6e58", 4 if acting else 1.2))
        self.built.panel_anchor[s] = QPointF(rect.left() + 150, rect.top() + 100)
        x, y = rect.left() + 12, rect.top() + 6
        if look.symbols:
            self._add(ArtItem(("symbol", s), centred(12, 12),
                              lambda p: art.draw_symbol(p, s, QPointF(0, 0), 6, colour),
                              tooltip("common", "player_colour")), QPointF(x + 6, y + 11))
            x += 16
        else:
            def swatch(p: QPainter) -> None:
                p.setPen(art.pen(art.darker(colour), 1))
                p.setBrush(QColor(colour))
                p.drawRoundedRect(QRectF(-6, -6, 12, 12), 3, 3)

            self._add(ArtItem(("symbol", s), centred(12, 12), swatch, tooltip("common", "player_colour")),
                      QPointF(x + 6, y + 11))
            x += 16
        scores = view.scores()
        header = look.names[s]
        self._text(header, QPointF(x, y), 15, True, width=150)
        score = _tr("Score {score} (prestige {p})").replace("{score}", str(scores[s])).replace("{p}", str(view.prestige[s]))
        self._text(score, QPointF(rect.left() + 175, y + 2), 12, False, width=180)
        hx = rect.right() - 24
        if view.first_player == s:
            self._add(ArtItem(("pawn", s), centred(14, 22), art.draw_pawn, tooltip("common", "first_player")),
                      QPointF(hx, y + 13), z=6)
            hx -= 26
        if view.banners[s]:
            self._add(ArtItem(("banner", s), centred(18, 22), lambda p: art.draw_banner(p, colour),
                              tooltip("giants", "banner", _tr("{name} has passed").replace("{name}", look.names[s]))),
                      QPointF(hx, y + 13), z=6)
            hx -= 26
        if acting:
            self._text(_tr("to act"), QPointF(hx - 70, y + 4), 12, True, colour=art.darker(colour, 140).name(),
                       width=70, align=Qt.AlignmentFlag.AlignRight)
        # revealed bids and the choosing order (phase 2)
        info = []
        if view.revealed_bids is not None and view.phase == "pick":
            bid = view.revealed_bids[s]
            info.append(_tr("Bid: {m} marker(s), strength {st}").replace("{m}", str(bid.markers))
                        .replace("{st}", str(bid.workers * view.edition.strength_worker
                                             + bid.sorcerer * view.edition.strength_sorcerer
                                             + bid.chief * view.edition.strength_chief)))
            if s in view.pick_order:
                info.append(_tr("chooses #{k}").replace("{k}", str(view.pick_order.index(s) + 1)))
            info.append(_tr("strength left {n}").replace("{n}", str(view.pick_strength[s])))
        elif view.phase == "bid":
            bid = view.bids[s]
            info.append(_tr("has bid") if bid is not None else _tr("bidding…"))
        if info:
            self._text(" · ".join(info), QPointF(rect.left() + 12, y + 24), 11, colour="#3d3427", width=PANEL_W - 24)

        # in front of the screen (public)
        fx, fy = rect.left() + 12, rect.top() + 50
        self._text(_tr("In front of the screen"), QPointF(fx, fy), 11, True, width=230)
        row = fy + 28
        px = fx + 10
        for i in range(view.front_workers[s]):
            self._add(self._figure_item(("front", s, "worker", i), "worker", s, look,
                                        _figure_tip("worker", look.names[s], 1, _tr("a sculptor this round"))),
                      QPointF(px, row), z=6)
            px += 15
        for figure in ("sorcerer", "chief"):
            if getattr(view, figure)[s] == FRONT:
                self._add(self._figure_item(("front", s, figure), figure, s, look,
                                            _figure_tip(figure, look.names[s], 1, _tr("a sculptor this round"))),
                          QPointF(px + 2, row), z=6)
                px += 19
        if px > fx + 10:
            px += 8
        for i in range(view.front_markers[s]):
            self._add(ArtItem(("front", s, "marker", i), centred(12, 12),
                              lambda p: art.draw_marker(p, colour, s, look.symbols),
                              tooltip("giants", "tribe_marker", _tr("bid or spent this round"))), QPointF(px, row), z=6)
            px += 14
        # tablets
        tx = fx + 10
        trow = row + 30
        shown = min(view.tablets[s], 6)
        for i in range(shown):
            self._add(ArtItem(("front", s, "tablet", i), centred(12, 16), art.draw_tablet,
                              tooltip("giants", "tablet", _tr("{n} tablet(s)").replace("{n}", str(view.tablets[s])))),
                      QPointF(tx + i * 13, trow), z=6)
        if view.tablets[s] > shown:
            self._text(f"×{view.tablets[s]}", QPointF(tx + shown * 13 - 2, trow - 8), 11, True, width=28)
        if not view.tablets[s]:
            self._text(_tr("no tablets"), QPointF(tx - 6, trow - 8), 10, colour="#6a5d45")
        # new moai and hats waiting in front of the screen
        ox = fx + 125
        front_objects = sorted((o for o, p in view.places.items() if p == (FRONT, s)), key=_object_order)
        for k, obj in enumerate(front_objects):
            self._add(self._object_item(view, look, obj), QPointF(ox + k * 22, trow - 4), z=6)

        # behind the screen (private unless it is the viewer's or screens are open)
        bx, by = rect.left() + BEHIND_X, rect.top() + 48
        self.built.screen_anchor[s] = QPointF(bx + 60, by + 50)
        if view.screen_workers[s] is None:
            screen_rect = QRectF(bx, by + 4, PANEL_W - BEHIND_X - 12, PANEL_H - 56)
            self._add(ArtItem(("screen_closed", s), screen_rect, lambda p: art.draw_screen(p, screen_rect, colour),
                              tooltip("common", "screen")), z=4)
            self._text(_tr("Behind the screen: hidden"), QPointF(bx + 10, by + 40), 12, True, colour="#ffffff",
                       width=screen_rect.width() - 20, align=Qt.AlignmentFlag.AlignCenter)
            return
        self._text(_tr("Behind the screen"), QPointF(bx, by), 11, True, width=230)

        def screen_bg(p: QPainter) -> None:
            p.setPen(art.pen(art.darker(colour, 130), 1))
            back = QColor(colour).lighter(165)
            p.setBrush(back)
            p.drawRoundedRect(QRectF(0, 0, PANEL_W - BEHIND_X - 12, PANEL_H - 72), 6, 6)

        self._add(ArtItem(("screen_area", s), QRectF(0, 0, PANEL_W - BEHIND_X - 12, PANEL_H - 72), screen_bg,
                          tooltip("common", "screen")), QPointF(bx, by + 18), z=3)
        px, row = bx + 14, by + 42
        for i in range(view.screen_workers[s] or 0):
            self._add(self._figure_item(("screen", s, "worker", i), "worker", s, look,
                                        _figure_tip("worker", look.names[s], 1, _tr("behind the screen"))),
                      QPointF(px, row), z=6)
            px += 17
        for figure in ("sorcerer", "chief"):
            if getattr(view, figure)[s] == SCREEN:
                px += 3
                self._add(self._figure_item(("screen", s, figure), figure, s, look,
                                            _figure_tip(figure, look.names[s], 1, _tr("behind the screen"))),
                          QPointF(px, row), z=6)
                px += 21
        px, row2 = bx + 14, by + 74
        for i in range(view.screen_markers[s] or 0):
            self._add(ArtItem(("screen", s, "marker", i), centred(12, 12),
                              lambda p: art.draw_marker(p, colour, s, look.symbols),
                              tooltip("giants", "tribe_marker", _tr("behind the screen"))), QPointF(px, row2), z=6)
            px += 15
        bases = view.screen_bases[s] or 0
        if bases:
            px += 6
            item = ArtItem(("screen", s, "bases"), centred(18, 8), lambda p: art.draw_base(p, colour, s, look.symbols),
                           tooltip("giants", "base", _tr("{n} base(s) behind the screen").replace("{n}", str(bases))))
            item.badge = f"{bases}"
            self._add(item, QPointF(px + 8, row2), z=6)
            px += 34
        logs = view.screen_logs[s] or 0
        for i in range(min(logs, 6)):
            self._add(ArtItem(("screen", s, "log", i), centred(20, 8), art.draw_log,
                              tooltip("giants", "log", _tr("{n} log(s) behind the screen").replace("{n}", str(logs)))),
                      QPointF(px + 10, row2 - 8 + (i % 2) * 10), z=6)
            if i % 2:
                px += 22
        if logs > 6:
            self._text(f"×{logs}", QPointF(px + 14, row2 - 8), 11, True)


# --------------------------------------------------------------------------- painters and words
def _hex_painter(kind: str | None, detail: int, used: bool, label: str):
    def draw(p: QPainter) -> None:
        art.draw_hex(p, kind, detail, used)
        font = QFont()
        font.setPixelSize(8)
        p.setFont(font)
        p.setPen(QColor(0, 0, 0, 110))
        p.drawText(QRectF(-20, HEX * 0.62, 40, 10), Qt.AlignmentFlag.AlignCenter, label)

    return draw


def _hex_tooltip(kind: str | None, h: tuple, logs: int, used: bool, strength: int) -> str:
    where = _tr("hex {hex}").replace("{hex}", hex_label(h))
    if strength:
        where += " · " + _tr("carrying strength {n}").replace("{n}", str(strength))
    if kind is None:
        return tooltip("giants", "hex", where)
    if kind == "forest":
        if used:
            return tooltip("giants", "forest_stump", where)
        return tooltip("giants", "forest", where + " · " + _tr("{n} logs").replace("{n}", str(logs)))
    return tooltip("giants", kind, where)


def _figure_tip(figure: str, name: str, count: int, where: str = "") -> str:
    detail = name if count == 1 else f"{name} ×{count}"
    if where:
        detail += " · " + where
    return tooltip("giants", figure, detail)


def _object_order(obj: str) -> tuple[str, int]:
    return (obj[0], int(obj[1:]))

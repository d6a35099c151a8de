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

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsScene

from giantapp.app.board.items import ItemSpec, PieceItem
from giantapp.app.board.mirror import ItemMirror, SyncReport
from giantapp.app.board.words import tooltip
from giantapp.app.i18n import term_name
from giantapp.giants import transport
from giantapp.giants.island import hex_label, hex_text
from giantapp.giants.state import FRONT, SCREEN, UNKNOWN, GiantsState

from . import art
from .geometry import BEHIND_X, HEX, PANEL_H, PANEL_W, ahu_positions, grid_positions, hex_centre, hex_polygon, layout, table_size


#: erected moai are drawn a little smaller than loose ones, so neighbouring ahu stay readable
ERECTED_SCALE = 0.8
#: the hexagon outline of a hex item (its shape for hit-testing and highlighting)
HEX_SHAPE = tuple((pt.x(), pt.y()) for pt in hex_polygon(HEX - 1.0))


def _tr(text: str, **fields: object) -> str:
    translated = QCoreApplication.translate("GiantsTable", text)
    return translated.format(**fields) if fields else translated


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


def centred(w: float, h: float) -> tuple[float, float, float, float]:
    return (-w / 2, -h / 2, w, h)


class GiantsScene(QGraphicsScene):
    """Holds the table's items by key; :meth:`draw` shows one observation."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.mirror = ItemMirror(self)
        self.screen_anchor: dict[int, QPointF] = {}  # where figures come from behind a seat's screen
        self.content = QRectF()
        self.setBackgroundBrush(QColor("#2f5f7d"))
        self._specs: list[ItemSpec] = []

    @property
    def items_by_key(self) -> dict[tuple, PieceItem]:
        return self.mirror.items

    def item(self, key: tuple) -> PieceItem | None:
        return self.mirror.items.get(key)

    # ------------------------------------------------------------------ the whole table
    def draw(self, view: GiantsState, look: SeatLook, mode: str = "wide") -> SyncReport:
        """Show ``view``; ``mode`` is "wide" (players' areas beside the island) or "tall" (below it)."""
        rects = layout(view.island, view.players, mode)
        self._specs = []
        self.screen_anchor = {}
        self._sea(rects["island"])
        self._island(view, look)
        self._strip(view, look, rects["strip"])
        for s in range(view.players):
            self._panel(view, look, s, rects[f"panel{s}"])
        report = self.mirror.sync(self._specs)
        self._specs = []
        content = table_size(view.island, view.players, mode).adjusted(-20, -20, 20, 20)
        if content != self.content:
            self.content = content
            self.setSceneRect(content)
        return report

    # ------------------------------------------------------------------ helpers
    def _add(self, key: tuple, rect: tuple, paint, args: tuple = (), pos: QPointF | None = None, z: float = 0.0,
             tip: str = "", role: str | None = "piece", scale: float = 1.0, cache: bool = False,
             shape: tuple | None = None, pad: float = 4.0) -> None:
        self._specs.append(ItemSpec(key, rect, paint, args, (pos.x(), pos.y()) if pos is not None else (0.0, 0.0),
                                    z, scale, None, role, tip, None, shape, cache, pad))

    def _text(self, key: tuple, text: str, pos: QPointF, size: float = 12, bold: bool = False,
              colour: str = "#1d1a16", width: float = 0, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
        width = width or max(20.0, len(text) * size * 0.62)
        self._add(("text", *key), (0.0, 0.0, width, size * 1.45), _paint_text,
                  (text, int(size), bold, colour, int(align)), pos, z=5, role=None, pad=0.0)

    def _sea(self, rect: QRectF) -> None:
        self._add(("sea",), (rect.x(), rect.y(), rect.width(), rect.height()), _paint_sea, z=-10, role=None)

    # ------------------------------------------------------------------ the island
    def _island(self, view: GiantsState, look: SeatLook) -> None:
        isl = view.island
        strength = {h: transport.crew_strength(crew, view.strengths) for h, crew in view.crews().items()}
        for h in isl.hexes:
            kind = isl.special_of(h)
            used = h in view.forest_used
            detail = isl.forests.get(h, 0)
            self._add(("hex", h), (-HEX, -HEX, 2 * HEX, 2 * HEX), _paint_hex, (kind, detail, used, hex_text(h)),
                      hex_centre(isl, h), tip=_hex_tooltip(kind, h, detail, used, strength.get(h, 0)), role="target",
                      cache=True, shape=HEX_SHAPE, pad=0.0)
        positions = ahu_positions(isl)
        for ahu in isl.ahus.values():
            self._ahu(view, look, ahu, positions[ahu.id])
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
        for h in sorted(contents):
            self._hex_contents(view, look, h, contents[h])

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
                badge = f"×{thing[2]}" if thing[2] > 1 else ""
                key, rect, paint, args, tip = self._object(view, look, thing[1], badge)
                z = 22
            elif thing[0] == "figure":
                _, s, figure, where, count = thing
                key = ("figure", s, figure, where)
                rect, paint, args = self._figure(figure, s, look, f"×{count}" if count > 1 else "")
                tip = _figure_tip(figure, look.names[s], count)
                z = 20
            else:
                key, rect, paint = ("log", h), centred(20, 8), _paint_piece
                args = (art.draw_log, (), f"×{thing[2]}" if thing[2] > 1 else "")
                tip = tooltip("giants", "log", _tr("Logs on this hex: {n}", n=thing[2]))
                z = 20
            scale = min(1.0, (cell_w - 1) / rect[2], (cell_h - 1) / rect[3])
            self._add(key, rect, paint, args, pos, z=z, tip=tip, scale=max(0.45, scale))

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
        self._add(("ahu", ahu.id), centred(34, 16), _paint_piece, (art.draw_ahu, (ahu.moai_value, ahu.hat_value), ""),
                  centre, z=8, tip=tooltip("giants", kind, detail), role="target", cache=True)
        if owner is not None:
            colour = look.colours[owner] if owner >= 0 else None
            self._add(("base", ahu.id), centred(18, 8), _paint_piece,
                      (art.draw_base, (colour, max(owner, 0), look.symbols), ""), QPointF(centre.x(), centre.y() + 12),
                      z=9 if moai else 10, tip=tooltip("giants", "base", detail))
        if moai is not None:
            h = art.moai_height(int(view.kinds[moai])) * ERECTED_SCALE
            stand = QPointF(centre.x(), centre.y() - 7 - h / 2)
            key, rect, paint, args, tip = self._object(view, look, moai)
            self._add(key, rect, paint, args, stand, z=11, tip=tip, scale=ERECTED_SCALE)
            hat = view.ahu_hat.get(ahu.id)
            if hat is not None:
                key, rect, paint, args, tip = self._object(view, look, hat)
                self._add(key, rect, paint, args, QPointF(stand.x(), stand.y() - h / 2 - 2.5), z=12, tip=tip,
                          scale=ERECTED_SCALE)

    # ------------------------------------------------------------------ the round strip
    def _strip(self, view: GiantsState, look: SeatLook, rect: QRectF) -> None:
        self._add(("strip",), (rect.x(), rect.y(), rect.width(), rect.height()), _paint_panel,
                  ("#efe6cf", "#8a7a55", 1.5), z=-5, role=None)
        x, y = rect.left() + 16, rect.top() + 10
        self._text(("strip", "title"), _tr("Round {n}", n=view.round) + " · " + view.phase_name(), QPointF(x, y), 17, True,
                   width=rect.width() - 32)
        self._text(("strip", "dice"), _tr("Dice"), QPointF(x, y + 32), 11, True)
        dx = x + 14
        for i, (letter, face) in enumerate(view.dice):
            die = "die_brown" if letter != "W" else "die_white"
            self._add(("die", i), centred(26, 26), _paint_piece, (art.draw_die, (letter, face), ""), QPointF(dx, y + 72), z=5,
                      tip=tooltip("giants", die, _tr("shows {face}", face=face)))
            dx += 32
        if not view.dice:
            self._text(("strip", "no dice"), _tr("not rolled yet"), QPointF(x, y + 60), 11, colour="#6a5d45")
            dx = x + 100
        # the moai display of this round
        dx = max(dx, x + 150) + 10
        self._text(("strip", "display"), _tr("Quarry display (this round's moai)"), QPointF(dx, y + 32), 11, True, width=260)
        self._add(("display",), centred(260, 52), _paint_display, (), QPointF(dx + 130, y + 74), z=3,
                  tip=tooltip("giants", "display"))
        for k, obj in enumerate(view.display):
            key, rect_, paint, args, tip = self._object(view, look, obj)
            self._add(key, rect_, paint, args, QPointF(dx + 22 + k * 36, y + 74), z=6, tip=tip)
        if not view.display:
            self._text(("strip", "empty"), _tr("empty"), QPointF(dx + 10, y + 66), 11, colour="#6a5d45")
        if view.phase == "pick" and view.pick_order:
            order = " → ".join(look.names[s] + ("" if not view.pick_out[s] else " ✓") for s in view.pick_order)
            words = _tr("Choosing order: {order}", order=order)
            self._text(("strip", "order"), words, QPointF(dx, y + 104), fitting_size(words, 270, 11, True), True, width=270)
        # the supply
        sx = dx + 280
        self._text(("strip", "supply"), _tr("Supply"), QPointF(sx, y + 32), 11, True)
        counts: dict[str, int] = {}
        for obj, kind in view.kinds.items():
            if view.places[obj] == ("supply",):
                counts[kind] = counts.get(kind, 0) + 1
        entries = [(f"moai_{size}", (art.draw_moai, (size,)), counts.get(str(size), 0)) for size in view.edition.moai_sizes]
        entries += [("hat", (art.draw_hat, ()), counts.get("hat", 0)),
                    ("tablet", (art.draw_tablet, ()), view.tablets_supply),
                    ("log", (art.draw_log, ()), view.logs_supply)]
        for k, (kind, (draw, args), count) in enumerate(entries):
            px = sx + 16 + k * 44
            self._add(("supply", kind), centred(20, 34), _paint_piece, (draw, args, ""), QPointF(px, y + 72), z=5,
                      tip=tooltip("giants", "supply", f"{term_name('giants', kind)}: {count}"))
            self._text(("supply count", kind), f"×{count}", QPointF(px - 14, y + 92), 11, True, width=30,
                       align=Qt.AlignmentFlag.AlignCenter)
        self._text(("strip", "logs out"), _tr("Logs out of the game: {n}", n=view.logs_removed), QPointF(sx, y + 112), 10,
                   colour="#6a5d45", width=260)
        if look.last:
            lx = sx + 290
            if rect.right() - lx > 160:
                self._text(("strip", "last"), _tr("Last action"), QPointF(lx, y + 32), 11, True, width=rect.right() - lx - 12)
                width = rect.right() - lx - 12
                lines, line = [], ""  # wrap onto up to three lines
                for word in look.last.split():
                    if len(line) + len(word) + 1 > width / 6.6 and line:
                        lines.append(line)
                        line = word
                    else:
                        line = f"{line} {word}".strip()
                lines.append(line)
                for k, text in enumerate(lines[:3]):
                    self._text(("strip", "last", k), text, QPointF(lx, y + 52 + k * 17), 12, width=width)

    # ------------------------------------------------------------------ a player's area
    def _panel(self, view: GiantsState, look: SeatLook, s: int, rect: QRectF) -> None:
        colour = look.colours[s]
        acting = s in view.to_act()
        base = QColor(colour)
        fill = QColor((base.red() + 3 * 245) // 4, (base.green() + 3 * 240) // 4, (base.blue() + 3 * 228) // 4).name()
        self._add(("panel", s), (rect.x(), rect.y(), rect.width(), rect.height()), _paint_panel,
                  (fill, colour if acting else "#7a6e58", 4 if acting else 1.2), z=-5, role=None)
        x, y = rect.left() + 12, rect.top() + 6
        self._add(("symbol", s), centred(12, 12), _paint_seat_mark, (s, colour, look.symbols), QPointF(x + 6, y + 11),
                  tip=tooltip("common", "player_colour"))
        x += 16
        scores = view.scores()
        self._text(("panel", s, "name"), look.names[s], QPointF(x, y), 15, True, width=150)
        self._text(("panel", s, "score"), _tr("Score {score} (prestige {p})", score=scores[s], p=view.prestige[s]),
                   QPointF(rect.left() + 175, y + 2), 12, False, width=180)
        hx = rect.right() - 24
        if view.first_player == s:
            self._add(("pawn", s), centred(14, 22), _paint_piece, (art.draw_pawn, (), ""), QPointF(hx, y + 13), z=6,
                      tip=tooltip("common", "first_player"))
            hx -= 26
        if view.banners[s]:
            self._add(("banner", s), centred(18, 22), _paint_piece, (art.draw_banner, (colour,), ""), QPointF(hx, y + 13),
                      z=6, tip=tooltip("giants", "banner", _tr("{name} has passed", name=look.names[s])))
            hx -= 26
        if acting:
            self._text(("panel", s, "to act"), _tr("to act"), QPointF(hx - 70, y + 4), 12, True,
                       colour=art.darker(colour, 140).name(), width=70, align=Qt.AlignmentFlag.AlignRight)
        # revealed bids and the choosing order (phase 2)
        info = []
        if view.revealed_bids is not None and view.phase == "pick":
            bid = view.revealed_bids[s]
            strength = (bid.workers * view.edition.strength_worker + bid.sorcerer * view.edition.strength_sorcerer
                        + bid.chief * view.edition.strength_chief)
            info.append(_tr("Bid: {m} marker(s), strength {st}", m=bid.markers, st=strength))
            if s in view.pick_order:
                info.append(_tr("chooses #{k}", k=view.pick_order.index(s) + 1))
            info.append(_tr("strength left {n}", n=view.pick_strength[s]))
        elif view.phase == "bid":
            info.append(_tr("has bid") if view.bids[s] is not None else _tr("bidding…"))
        if info:
            self._text(("panel", s, "info"), " · ".join(info), QPointF(rect.left() + 12, y + 24), 11, colour="#3d3427",
                       width=PANEL_W - 24)

        # in front of the screen (public)
        fx, fy = rect.left() + 12, rect.top() + 50
        self._text(("panel", s, "front"), _tr("In front of the screen"), QPointF(fx, fy), 11, True, width=230)
        row = fy + 28
        px = fx + 10
        sculptor = _tr("a sculptor this round")
        for i in range(view.front_workers[s]):
            r, paint, args = self._figure("worker", s, look)
            self._add(("front", s, "worker", i), r, paint, args, QPointF(px, row), z=6,
                      tip=_figure_tip("worker", look.names[s], 1, sculptor))
            px += 15
        for figure in ("sorcerer", "chief"):
            if getattr(view, figure)[s] == FRONT:
                r, paint, args = self._figure(figure, s, look)
                self._add(("front", s, figure), r, paint, args, QPointF(px + 2, row), z=6,
                          tip=_figure_tip(figure, look.names[s], 1, sculptor))
                px += 19
        if px > fx + 10:
            px += 8
        for i in range(view.front_markers[s]):
            self._add(("front", s, "marker", i), centred(12, 12), _paint_piece,
                      (art.draw_marker, (colour, s, look.symbols), ""), QPointF(px, row), z=6,
                      tip=tooltip("giants", "tribe_marker", _tr("bid or spent this round")))
            px += 14
        # tablets
        tx = fx + 10
        trow = row + 30
        shown = min(view.tablets[s], 6)
        for i in range(shown):
            self._add(("front", s, "tablet", i), centred(12, 16), _paint_piece, (art.draw_tablet, (), ""),
                      QPointF(tx + i * 13, trow), z=6,
                      tip=tooltip("giants", "tablet", _tr("{n} tablet(s)", n=view.tablets[s])))
        if view.tablets[s] > shown:
            self._text(("panel", s, "tablets"), f"×{view.tablets[s]}", QPointF(tx + shown * 13 - 2, trow - 8), 11, True,
                       width=28)
        if not view.tablets[s]:
            self._text(("panel", s, "no tablets"), _tr("no tablets"), QPointF(tx - 6, trow - 8), 10, colour="#6a5d45")
        # new moai and hats waiting in front of the screen
        ox = fx + 125
        front_objects = sorted((o for o, p in view.places.items() if p == (FRONT, s)), key=_object_order)
        for k, obj in enumerate(front_objects):
            key, r, paint, args, tip = self._object(view, look, obj)
            self._add(key, r, paint, args, QPointF(ox + k * 22, trow - 4), z=6, tip=tip)

        # behind the screen (private unless it is the viewer's or screens are open)
        bx, by = rect.left() + BEHIND_X, rect.top() + 48
        self.screen_anchor[s] = QPointF(bx + 60, by + 50)
        if view.screen_workers[s] is None:
            screen = QRectF(bx, by + 4, PANEL_W - BEHIND_X - 12, PANEL_H - 56)
            self._add(("screen_closed", s), (screen.x(), screen.y(), screen.width(), screen.height()), _paint_screen,
                      (colour,), z=4, tip=tooltip("common", "screen"))
            self._text(("panel", s, "hidden"), _tr("Behind the screen: hidden"), QPointF(bx + 10, by + 40), 12, True,
                       colour="#ffffff", width=screen.width() - 20, align=Qt.AlignmentFlag.AlignCenter)
            return
        self._text(("panel", s, "behind"), _tr("Behind the screen"), QPointF(bx, by), 11, True, width=230)
        self._add(("screen_area", s), (0.0, 0.0, PANEL_W - BEHIND_X - 12, PANEL_H - 72), _paint_screen_area, (colour,),
                  QPointF(bx, by + 18), z=3, tip=tooltip("common", "screen"), role=None, pad=0.0)
        behind = _tr("behind the screen")
        px, row = bx + 14, by + 42
        for i in range(view.screen_workers[s] or 0):
            r, paint, args = self._figure("worker", s, look)
            self._add(("screen", s, "worker", i), r, paint, args, QPointF(px, row), z=6,
                      tip=_figure_tip("worker", look.names[s], 1, behind))
            px += 17
        for figure in ("sorcerer", "chief"):
            if getattr(view, figure)[s] == SCREEN:
                px += 3
                r, paint, args = self._figure(figure, s, look)
                self._add(("screen", s, figure), r, paint, args, QPointF(px, row), z=6,
                          tip=_figure_tip(figure, look.names[s], 1, behind))
                px += 21
        px, row2 = bx + 14, by + 74
        for i in range(view.screen_markers[s] or 0):
            self._add(("screen", s, "marker", i), centred(12, 12), _paint_piece, (art.draw_marker, (colour, s, look.symbols), ""),
                      QPointF(px, row2), z=6, tip=tooltip("giants", "tribe_marker", behind))
            px += 15
        bases = view.screen_bases[s] or 0
        if bases:
            px += 6
            self._add(("screen", s, "bases"), centred(18, 8), _paint_piece, (art.draw_base, (colour, s, look.symbols), f"{bases}"),
                      QPointF(px + 8, row2), z=6, tip=tooltip("giants", "base", _tr("{n} base(s) behind the screen", n=bases)))
            px += 34
        logs = view.screen_logs[s] or 0
        for i in range(min(logs, 6)):
            self._add(("screen", s, "log", i), centred(20, 8), _paint_piece, (art.draw_log, (), ""),
                      QPointF(px + 10, row2 - 8 + (i % 2) * 10), z=6,
                      tip=tooltip("giants", "log", _tr("{n} log(s) behind the screen", n=logs)))
            if i % 2:
                px += 22
        if logs > 6:
            self._text(("panel", s, "logs"), f"×{logs}", QPointF(px + 14, row2 - 8), 11, True)


# --------------------------------------------------------------------------- painters (plain values in)
def _paint_piece(p: QPainter, r: QRectF, draw, args: tuple, badge: str) -> None:
    """An art function drawn around the item's origin, with a small count at the lower right."""
    draw(p, *args)
    if badge:
        _paint_badge(p, r, badge)


def _paint_badge(p: QPainter, r: QRectF, badge: str) -> None:
    font = QFont()
    font.setPixelSize(9)
    font.setBold(True)
    p.setFont(font)
    box = QRectF(r.right() - 9, r.bottom() - 9, 14, 11)
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


def _paint_hex(p: QPainter, r: QRectF, kind: str | None, detail: int, used: bool, label: str) -> None:
    art.draw_hex(p, kind, detail, used)
    font = QFont()
    font.setPixelSize(8)
    p.setFont(font)
    p.setPen(QColor(0, 0, 0, 110))
    p.drawText(QRectF(-20, HEX * 0.62, 40, 10), Qt.AlignmentFlag.AlignCenter, label)


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
    p.drawRoundedRect(QRectF(-130, -26, 260, 52), 8, 8)


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


def _object_order(obj: str) -> tuple[str, int]:
    return (obj[0], int(obj[1:]))

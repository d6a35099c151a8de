"""Original vector art for the Hawaii table: tiles, resources, price/fish tokens, chiefs, seat symbols.

Why painter functions and not pixmaps: every piece is drawn with QPainter paths into the rectangle it is
given, so the table stays crisp at any zoom and on any device pixel ratio, and no publisher art is used.
Each function draws inside ``rect`` only and restores the painter state.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

# --- palette ----------------------------------------------------------------------------------
OCEAN_TOP = QColor("#1f6f99")
OCEAN_BOTTOM = QColor("#2d93b8")
OCEAN = QColor("#2584ad")
SAND = QColor("#f0dba0")
SAND_DARK = QColor("#d9bd74")
GRASS = QColor("#86b86a")
GRASS_DARK = QColor("#5e9149")
CARD = QColor("#fbf4e1")
CARD_EDGE = QColor("#8a6a3a")
INK = QColor("#3b2a17")
HIGHLIGHT = QColor("#ffe14d")
GOOD = QColor("#3fbf5f")
BAD = QColor("#d64545")
GOLD = QColor("#c99a2e")

#: background colour of a tile by kind (what kind of tile it is at a glance)
TILE_COLOURS = {
    "hut": QColor("#c7945a"),
    "irrigation": QColor("#6fb3d9"),
    "hula_dancer": QColor("#e79ab8"),
    "fruit": QColor("#9ccc65"),
    "boat": QColor("#5d9fd1"),
    "surfer": QColor("#4fc1b5"),
    "kahuna": QColor("#a57f5c"),
    "tiki": QColor("#9b6b43"),
    "god": QColor("#b05f9a"),
    "starting_hut": QColor("#d8b88a"),
}

RESOURCE_COLOURS = {"shells": QColor("#f4e3c8"), "feet": QColor("#e6b48a"), "fruit": QColor("#f2c14e")}

#: a distinct symbol per seat, drawn on pieces when the colour-blind setting is on (and on markers always)
SEAT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star")

GOD_LABELS = {"god_ku": "KU", "god_kane": "KANE", "god_pele": "PELE", "god_lono": "LONO", "god_laka": "LAKA",
              "god_kanaloa": "KANALOA"}


def tile_kind(tile: str) -> str:
    """The colour family of a tile type (edition tile names are stable ids)."""
    if tile.endswith("_hut") and tile != "starting_hut" or tile == "long_house":
        return "hut"
    if tile.startswith("fruit_"):
        return "fruit"
    if tile.startswith("god_"):
        return "god"
    return tile if tile in TILE_COLOURS else "hut"


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, int(round(size))))
    f.setBold(bold)
    return f


def text(painter: QPainter, rect: QRectF, value: str, size: float, colour: QColor = INK, bold: bool = False,
         align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    """Centred text inside ``rect`` (vector, so crisp at any zoom)."""
    painter.save()
    painter.setFont(font(size, bold))
    painter.setPen(QPen(colour))
    painter.drawText(rect, int(align), value)
    painter.restore()


def outlined_text(painter: QPainter, centre: QPointF, value: str, size: float, fill: QColor = QColor("white"),
                  outline: QColor = INK) -> None:
    """Text with a dark outline: readable on any background (counts on tiles, costs on places)."""
    path = QPainterPath()
    f = font(size, True)
    path.addText(0, 0, f, value)
    box = path.boundingRect()
    path.translate(centre.x() - box.center().x(), centre.y() - box.center().y())
    painter.save()
    painter.setPen(QPen(outline, max(1.0, size / 6.0), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawPath(path)
    painter.restore()


def _unit(rect: QRectF):
    """Map unit coordinates (0..1 in a square centred in rect) to the rect."""
    side = min(rect.width(), rect.height())
    ox = rect.center().x() - side / 2
    oy = rect.center().y() - side / 2

    def p(x: float, y: float) -> QPointF:
        return QPointF(ox + x * side, oy + y * side)

    return p, side


# --- symbols ----------------------------------------------------------------------------------
def shell_path(rect: QRectF) -> QPainterPath:
    """A scallop shell: a fan of ribs over a small hinge."""
    p, s = _unit(rect)
    path = QPainterPath()
    path.moveTo(p(0.5, 0.88))
    path.lineTo(p(0.12, 0.42))
    path.quadTo(p(0.5, -0.05), p(0.88, 0.42))
    path.closeSubpath()
    hinge = QPainterPath()
    hinge.addRect(QRectF(p(0.38, 0.82), p(0.62, 0.94)))
    return path.united(hinge)


def draw_shell(painter: QPainter, rect: QRectF) -> None:
    p, s = _unit(rect)
    painter.save()
    painter.setPen(QPen(INK, s * 0.05))
    painter.setBrush(RESOURCE_COLOURS["shells"])
    painter.drawPath(shell_path(rect))
    for k in range(5):
        x = 0.2 + 0.15 * k
        painter.drawLine(p(0.5, 0.86), p(x, 0.3 + 0.06 * abs(k - 2)))
    painter.restore()


def draw_foot(painter: QPainter, rect: QRectF) -> None:
    p, s = _unit(rect)
    painter.save()
    painter.setPen(QPen(INK, s * 0.04))
    painter.setBrush(RESOURCE_COLOURS["feet"])
    sole = QPainterPath()
    sole.moveTo(p(0.45, 0.95))
    sole.cubicTo(p(0.2, 0.95), p(0.22, 0.6), p(0.3, 0.4))
    sole.cubicTo(p(0.38, 0.22), p(0.72, 0.25), p(0.7, 0.45))
    sole.cubicTo(p(0.68, 0.62), p(0.62, 0.7), p(0.66, 0.82))
    sole.cubicTo(p(0.7, 0.95), p(0.55, 0.97), p(0.45, 0.95))
    painter.drawPath(sole)
    for i, (x, y, r) in enumerate(((0.28, 0.2, 0.07), (0.41, 0.13, 0.06), (0.53, 0.12, 0.055), (0.64, 0.15, 0.05), (0.73, 0.22, 0.045))):
        painter.drawEllipse(p(x, y), r * s, r * s)
    painter.restore()


def draw_fruit_symbol(painter: QPainter, rect: QRectF) -> None:
    """The fruit resource: a pineapple-like fruit with a leaf crown."""
    p, s = _unit(rect)
    painter.save()
    painter.setPen(QPen(INK, s * 0.04))
    painter.setBrush(QColor("#2e8b57"))
    crown = QPainterPath()
    crown.moveTo(p(0.5, 0.38))
    crown.lineTo(p(0.3, 0.05))
    crown.lineTo(p(0.45, 0.25))
    crown.lineTo(p(0.5, 0.0))
    crown.lineTo(p(0.55, 0.25))
    crown.lineTo(p(0.7, 0.05))
    crown.closeSubpath()
    painter.drawPath(crown)
    painter.setBrush(RESOURCE_COLOURS["fruit"])
    painter.drawEllipse(QRectF(p(0.25, 0.3), p(0.75, 0.97)))
    painter.setPen(QPen(QColor("#a8771a"), s * 0.03))
    for k in range(3):
        y = 0.48 + 0.15 * k
        painter.drawLine(p(0.32, y), p(0.68, y + 0.08))
        painter.drawLine(p(0.32, y + 0.08), p(0.68, y))
    painter.restore()


def draw_resource(painter: QPainter, rect: QRectF, resource: str) -> None:
    if resource == "shells":
        draw_shell(painter, rect)
    elif resource == "feet":
        draw_foot(painter, rect)
    else:
        draw_fruit_symbol(painter, rect)


def draw_spears(painter: QPainter, rect: QRectF, colour: QColor = INK) -> None:
    p, s = _unit(rect)
    painter.save()
    painter.setPen(QPen(colour, s * 0.07, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(p(0.15, 0.85), p(0.85, 0.15))
    painter.drawLine(p(0.85, 0.85), p(0.15, 0.15))
    painter.setBrush(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    for tip, back1, back2 in (((0.85, 0.15), (0.65, 0.22), (0.78, 0.35)), ((0.15, 0.15), (0.35, 0.22), (0.22, 0.35))):
        painter.drawPolygon(QPolygonF([p(*tip), p(*back1), p(*back2)]))
    painter.restore()


def draw_fish(painter: QPainter, rect: QRectF, colour: QColor = QColor("#f6f0d8")) -> None:
    p, s = _unit(rect)
    painter.save()
    painter.setPen(QPen(INK, s * 0.05))
    painter.setBrush(colour)
    body = QPainterPath()
    body.moveTo(p(0.12, 0.5))
    body.quadTo(p(0.45, 0.15), p(0.75, 0.5))
    body.quadTo(p(0.45, 0.85), p(0.12, 0.5))
    tail = QPainterPath()
    tail.moveTo(p(0.72, 0.5))
    tail.lineTo(p(0.95, 0.3))
    tail.lineTo(p(0.95, 0.7))
    tail.closeSubpath()
    painter.drawPath(body.united(tail))
    painter.setBrush(INK)
    painter.drawEllipse(p(0.28, 0.45), s * 0.04, s * 0.04)
    painter.restore()


def seat_symbol_path(symbol: str, centre: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    x, y, r = centre.x(), centre.y(), radius
    if symbol == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif symbol == "triangle":
        path.addPolygon(QPolygonF([QPointF(x, y - r), QPointF(x + r, y + r * 0.8), QPointF(x - r, y + r * 0.8)]))
        path.closeSubpath()
    elif symbol == "diamond":
        path.addPolygon(QPolygonF([QPointF(x, y - r), QPointF(x + r, y), QPointF(x, y + r), QPointF(x - r, y)]))
        path.closeSubpath()
    elif symbol == "star":
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rr = r if k % 2 == 0 else r * 0.45
            pts.append(QPointF(x + rr * math.cos(a), y + rr * math.sin(a)))
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    else:
        path.addEllipse(centre, r, r)
    return path


def draw_seat_symbol(painter: QPainter, seat: int, centre: QPointF, radius: float, fill: QColor = QColor("white")) -> None:
    painter.save()
    painter.setPen(QPen(INK, max(0.8, radius * 0.2)))
    painter.setBrush(fill)
    painter.drawPath(seat_symbol_path(SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)], centre, radius))
    painter.restore()


# --- chiefs -----------------------------------------------------------------------------------
def chief_path(rect: QRectF) -> QPainterPath:
    """A standing chief with a feathered helmet: head, shoulders, cloak."""
    p, s = _unit(rect)
    path = QPainterPath()
    path.addEllipse(p(0.5, 0.24), s * 0.13, s * 0.13)
    body = QPainterPath()
    body.moveTo(p(0.5, 0.36))
    body.cubicTo(p(0.8, 0.36), p(0.82, 0.6), p(0.8, 0.97))
    body.lineTo(p(0.2, 0.97))
    body.cubicTo(p(0.18, 0.6), p(0.2, 0.36), p(0.5, 0.36))
    crest = QPainterPath()
    crest.moveTo(p(0.36, 0.2))
    crest.quadTo(p(0.5, -0.04), p(0.64, 0.2))
    crest.quadTo(p(0.5, 0.12), p(0.36, 0.2))
    return path.united(body).united(crest)


def draw_chief(painter: QPainter, rect: QRectF, colour: QColor, seat: int, symbol: bool, ghost: bool = False) -> None:
    p, s = _unit(rect)
    painter.save()
    if ghost:
        painter.setOpacity(painter.opacity() * 0.55)
    painter.setPen(QPen(INK, s * 0.045))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, colour.lighter(135))
    grad.setColorAt(1, colour.darker(115))
    painter.setBrush(QBrush(grad))
    painter.drawPath(chief_path(rect))
    painter.setPen(QPen(QColor("#ffd34d"), s * 0.05))
    painter.drawLine(p(0.32, 0.62), p(0.68, 0.62))
    if symbol:
        draw_seat_symbol(painter, seat, p(0.5, 0.78), s * 0.1)
    painter.restore()


# --- tokens -----------------------------------------------------------------------------------
def draw_price_token(painter: QPainter, rect: QRectF, value: int, spear: bool) -> None:
    """A round price token: value in the middle, crossed spears behind it when it has them."""
    p, s = _unit(rect)
    painter.save()
    painter.setPen(QPen(INK, s * 0.06))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor("#fff7e0"))
    grad.setColorAt(1, QColor("#e8cf95"))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(p(0.5, 0.5), s * 0.46, s * 0.46)
    if spear:
        draw_spears(painter, QRectF(p(0.12, 0.12), p(0.88, 0.88)), QColor("#b04a2a"))
    outlined_text(painter, p(0.5, 0.52), str(value), s * 0.5, QColor("#3b2a17"), QColor("#fff7e0"))
    painter.restore()


def draw_fish_token(painter: QPainter, rect: QRectF, fish: int) -> None:
    """The fish side of a price token: blue disc with the number of fish."""
    p, s = _unit(rect)
    painter.save()
    painter.setPen(QPen(INK, s * 0.06))
    painter.setBrush(QColor("#7ec8e3"))
    painter.drawEllipse(p(0.5, 0.5), s * 0.46, s * 0.46)
    if fish <= 3:
        spots = {1: [(0.5, 0.5)], 2: [(0.5, 0.33), (0.5, 0.67)], 3: [(0.5, 0.25), (0.32, 0.62), (0.68, 0.62)]}[max(1, fish)]
        for x, y in spots:
            draw_fish(painter, QRectF(p(x - 0.2, y - 0.2), p(x + 0.2, y + 0.2)))
    else:
        draw_fish(painter, QRectF(p(0.15, 0.15), p(0.6, 0.6)))
        outlined_text(painter, p(0.65, 0.7), str(fish), s * 0.4)
    painter.restore()


# --- tiles ------------------------------------------------------------------------------------
def _hut(p, s) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(p(0.12, 0.48))
    path.lineTo(p(0.5, 0.14))
    path.lineTo(p(0.88, 0.48))
    path.lineTo(p(0.78, 0.48))
    path.lineTo(p(0.78, 0.86))
    path.lineTo(p(0.22, 0.86))
    path.lineTo(p(0.22, 0.48))
    path.closeSubpath()
    return path


def _figure(p, s) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(p(0.5, 0.22), s * 0.09, s * 0.09)
    body = QPainterPath()
    body.moveTo(p(0.5, 0.31))
    body.lineTo(p(0.64, 0.36))
    body.lineTo(p(0.6, 0.62))
    body.lineTo(p(0.4, 0.62))
    body.lineTo(p(0.36, 0.36))
    body.closeSubpath()
    return path.united(body)


def draw_tile_icon(painter: QPainter, rect: QRectF, tile: str) -> None:
    """The picture of a tile type (without its background): what the tile is, at a glance."""
    p, s = _unit(rect)
    pen = QPen(INK, s * 0.035, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    painter.save()
    painter.setPen(pen)
    light = QColor("#fff4dc")
    if tile in ("shell_hut", "foot_hut", "spear_hut", "exchange_hut", "starting_hut"):
        painter.setBrush(QColor("#e9c98f") if tile != "starting_hut" else QColor("#f3e2bf"))
        painter.drawPath(_hut(p, s))
        painter.setBrush(QColor("#8b5a2b"))
        painter.drawPath(_roof(p))
        inner = QRectF(p(0.32, 0.5), p(0.68, 0.84))
        if tile == "shell_hut":
            draw_shell(painter, inner)
        elif tile == "foot_hut":
            draw_foot(painter, inner)
        elif tile == "spear_hut":
            draw_spears(painter, inner)
        elif tile == "exchange_hut":
            _arrows(painter, inner)
        else:
            painter.setBrush(QColor("#6b4423"))
            painter.drawRect(QRectF(p(0.43, 0.62), p(0.57, 0.86)))
    elif tile == "long_house":
        path = QPainterPath()
        w = rect.width()
        h = rect.height()
        x0, y0 = rect.left(), rect.top()
        path.moveTo(x0 + 0.06 * w, y0 + 0.5 * h)
        path.lineTo(x0 + 0.2 * w, y0 + 0.16 * h)
        path.lineTo(x0 + 0.8 * w, y0 + 0.16 * h)
        path.lineTo(x0 + 0.94 * w, y0 + 0.5 * h)
        path.lineTo(x0 + 0.88 * w, y0 + 0.5 * h)
        path.lineTo(x0 + 0.88 * w, y0 + 0.86 * h)
        path.lineTo(x0 + 0.12 * w, y0 + 0.86 * h)
        path.lineTo(x0 + 0.12 * w, y0 + 0.5 * h)
        path.closeSubpath()
        painter.setBrush(QColor("#e9c98f"))
        painter.drawPath(path)
        painter.setBrush(QColor("#8b5a2b"))
        roof = QPainterPath()
        roof.moveTo(x0 + 0.06 * w, y0 + 0.5 * h)
        roof.lineTo(x0 + 0.2 * w, y0 + 0.16 * h)
        roof.lineTo(x0 + 0.8 * w, y0 + 0.16 * h)
        roof.lineTo(x0 + 0.94 * w, y0 + 0.5 * h)
        roof.closeSubpath()
        painter.drawPath(roof)
        painter.setBrush(QColor("#6b4423"))
        for k in range(3):
            cx = x0 + (0.3 + 0.2 * k) * w
            painter.drawRect(QRectF(cx - 0.04 * w, y0 + 0.6 * h, 0.08 * w, 0.26 * h))
    elif tile == "irrigation":
        painter.setBrush(QColor("#2f83c4"))
        drop = QPainterPath()
        drop.moveTo(p(0.5, 0.12))
        drop.cubicTo(p(0.72, 0.42), p(0.75, 0.55), p(0.5, 0.62))
        drop.cubicTo(p(0.25, 0.55), p(0.28, 0.42), p(0.5, 0.12))
        painter.drawPath(drop)
        painter.setPen(QPen(QColor("#1d5f8f"), s * 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for k in range(3):
            y = 0.72 + 0.08 * k
            path = QPainterPath(p(0.12, y))
            path.quadTo(p(0.31, y - 0.06), p(0.5, y))
            path.quadTo(p(0.69, y + 0.06), p(0.88, y))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
    elif tile == "hula_dancer":
        painter.setBrush(QColor("#7a4a2a"))
        painter.drawPath(_figure(p, s))
        painter.setBrush(QColor("#4caf50"))
        skirt = QPainterPath()
        skirt.moveTo(p(0.36, 0.56))
        skirt.lineTo(p(0.64, 0.56))
        skirt.lineTo(p(0.76, 0.84))
        skirt.lineTo(p(0.24, 0.84))
        skirt.closeSubpath()
        painter.drawPath(skirt)
        painter.drawLine(p(0.38, 0.38), p(0.16, 0.3))
        painter.drawLine(p(0.62, 0.38), p(0.84, 0.3))
        painter.setBrush(QColor("#ff6f91"))
        painter.drawEllipse(p(0.5, 0.12), s * 0.05, s * 0.05)
    elif tile == "fruit_breadfruit":
        painter.setBrush(QColor("#a4c639"))
        painter.drawEllipse(p(0.5, 0.55), s * 0.3, s * 0.3)
        painter.setPen(QPen(QColor("#5f7f1a"), s * 0.025))
        for x in (0.38, 0.5, 0.62):
            for y in (0.43, 0.55, 0.67):
                painter.drawEllipse(p(x, y), s * 0.04, s * 0.04)
        painter.setPen(pen)
        painter.drawLine(p(0.5, 0.25), p(0.56, 0.14))
    elif tile == "fruit_taro":
        painter.setBrush(QColor("#3f8f3f"))
        leaf = QPainterPath()
        leaf.moveTo(p(0.5, 0.6))
        leaf.cubicTo(p(0.05, 0.55), p(0.15, 0.05), p(0.5, 0.22))
        leaf.cubicTo(p(0.85, 0.05), p(0.95, 0.55), p(0.5, 0.6))
        painter.drawPath(leaf)
        painter.setBrush(QColor("#8d6e9e"))
        painter.drawEllipse(QRectF(p(0.35, 0.6), p(0.65, 0.92)))
    elif tile == "fruit_coconut":
        painter.setBrush(QColor("#7b5233"))
        painter.drawEllipse(p(0.5, 0.55), s * 0.3, s * 0.28)
        painter.setBrush(QColor("#3b2414"))
        for x, y in ((0.42, 0.45), (0.58, 0.45), (0.5, 0.58)):
            painter.drawEllipse(p(x, y), s * 0.04, s * 0.04)
    elif tile == "fruit_banana":
        painter.setBrush(QColor("#f5d742"))
        for dx in (-0.1, 0.0, 0.1):
            b = QPainterPath()
            b.moveTo(p(0.25 + dx, 0.2))
            b.cubicTo(p(0.2 + dx, 0.7), p(0.6 + dx, 0.9), p(0.85 + dx, 0.7))
            b.cubicTo(p(0.55 + dx, 0.72), p(0.35 + dx, 0.55), p(0.33 + dx, 0.2))
            b.closeSubpath()
            painter.drawPath(b)
    elif tile == "boat":
        _boat(painter, p, s, QColor("#8b5a2b"))
    elif tile == "surfer":
        painter.setBrush(QColor("#ffffff"))
        wave = QPainterPath(p(0.05, 0.8))
        wave.cubicTo(p(0.3, 0.55), p(0.55, 0.6), p(0.7, 0.35))
        wave.cubicTo(p(0.75, 0.55), p(0.9, 0.7), p(0.95, 0.8))
        wave.closeSubpath()
        painter.drawPath(wave)
        painter.setBrush(QColor("#ff8c42"))
        painter.drawEllipse(QRectF(p(0.2, 0.62), p(0.8, 0.72)))
        painter.setBrush(QColor("#7a4a2a"))
        fig = _figure(p, s)
        fig.translate(0, s * 0.05)
        painter.drawPath(fig)
    elif tile == "kahuna":
        painter.setBrush(QColor("#f2f2f2"))
        painter.drawPath(_figure(p, s))
        painter.drawRect(QRectF(p(0.4, 0.6), p(0.6, 0.88)))
        painter.setPen(QPen(QColor("#5a3a1a"), s * 0.05, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(p(0.72, 0.12), p(0.72, 0.9))
        painter.setPen(pen)
        painter.setBrush(QColor("#ffd34d"))
        painter.drawEllipse(p(0.72, 0.12), s * 0.06, s * 0.06)
    elif tile == "tiki":
        painter.setBrush(QColor("#c58b4e"))
        painter.drawRoundedRect(QRectF(p(0.28, 0.08), p(0.72, 0.92)), s * 0.06, s * 0.06)
        painter.setBrush(light)
        painter.drawEllipse(p(0.4, 0.32), s * 0.06, s * 0.08)
        painter.drawEllipse(p(0.6, 0.32), s * 0.06, s * 0.08)
        painter.setBrush(INK)
        painter.drawRect(QRectF(p(0.36, 0.55), p(0.64, 0.66)))
        painter.drawLine(p(0.28, 0.76), p(0.72, 0.76))
    elif tile.startswith("god_"):
        painter.setBrush(QColor("#f6e3b4"))
        mask = QPainterPath()
        mask.moveTo(p(0.2, 0.2))
        mask.quadTo(p(0.5, 0.02), p(0.8, 0.2))
        mask.lineTo(p(0.74, 0.62))
        mask.quadTo(p(0.5, 0.82), p(0.26, 0.62))
        mask.closeSubpath()
        painter.drawPath(mask)
        painter.setBrush(INK)
        painter.drawEllipse(p(0.38, 0.32), s * 0.06, s * 0.04)
        painter.drawEllipse(p(0.62, 0.32), s * 0.06, s * 0.04)
        painter.drawRect(QRectF(p(0.4, 0.5), p(0.6, 0.56)))
        # each god's emblem (its effect: spears, shells, feet, round points, fruit, boats); the name is in the
        # tooltip - a word would be too small to read on a tile at the table's size
        draw_god_emblem(painter, QRectF(p(0.3, 0.64), p(0.7, 1.0)), tile)
    painter.restore()


def _roof(p) -> QPainterPath:
    roof = QPainterPath()
    roof.moveTo(p(0.1, 0.5))
    roof.lineTo(p(0.5, 0.12))
    roof.lineTo(p(0.9, 0.5))
    roof.lineTo(p(0.78, 0.5))
    roof.lineTo(p(0.5, 0.26))
    roof.lineTo(p(0.22, 0.5))
    roof.closeSubpath()
    return roof


def _arrows(painter: QPainter, rect: QRectF) -> None:
    p, s = _unit(rect)
    painter.save()
    painter.setPen(QPen(INK, s * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(p(0.15, 0.35), p(0.8, 0.35))
    painter.drawLine(p(0.85, 0.65), p(0.2, 0.65))
    painter.drawLine(p(0.8, 0.35), p(0.62, 0.2))
    painter.drawLine(p(0.2, 0.65), p(0.38, 0.8))
    painter.restore()


def _boat(painter: QPainter, p, s, hull: QColor) -> None:
    painter.setBrush(hull)
    path = QPainterPath(p(0.08, 0.62))
    path.lineTo(p(0.92, 0.62))
    path.quadTo(p(0.8, 0.86), p(0.5, 0.86))
    path.quadTo(p(0.2, 0.86), p(0.08, 0.62))
    painter.drawPath(path)
    painter.drawLine(p(0.5, 0.62), p(0.5, 0.12))
    painter.setBrush(QColor("#fff4dc"))
    sail = QPainterPath(p(0.52, 0.14))
    sail.lineTo(p(0.85, 0.55))
    sail.lineTo(p(0.52, 0.55))
    sail.closeSubpath()
    painter.drawPath(sail)


def draw_boat(painter: QPainter, rect: QRectF, side: int, used: bool) -> None:
    """A boat in the water: the printed fishing boat (side 0) or a bought boat (side I/II)."""
    p, s = _unit(rect)
    painter.save()
    if used:
        painter.translate(rect.center())
        painter.rotate(90)
        painter.translate(-rect.center())
        painter.setOpacity(painter.opacity() * 0.6)
    painter.setPen(QPen(INK, s * 0.035))
    _boat(painter, p, s, QColor("#6b4423") if side == 0 else QColor("#8b5a2b"))
    painter.restore()


def draw_side_bars(painter: QPainter, badge: QRectF, side: int) -> None:
    """The side mark of a tile as one or two upright bars (the Roman I / II as a symbol, readable when small)."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    w = badge.width() * 0.16
    h = badge.height() * 0.64
    xs = [badge.center().x()] if side != 2 else [badge.center().x() - w * 1.1, badge.center().x() + w * 1.1]
    for x in xs:
        painter.drawRect(QRectF(x - w / 2, badge.center().y() - h / 2, w, h))
    painter.restore()


def draw_star(painter: QPainter, rect: QRectF, colour: QColor = GOLD) -> None:
    import math

    c = rect.center()
    outer = min(rect.width(), rect.height()) / 2
    path = QPainterPath()
    for k in range(10):
        radius = outer if k % 2 == 0 else outer * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        point = QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
        path.moveTo(point) if k == 0 else path.lineTo(point)
    path.closeSubpath()
    painter.save()
    painter.setPen(QPen(INK, max(1.0, outer * 0.12)))
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.restore()


def draw_god_emblem(painter: QPainter, rect: QRectF, tile: str) -> None:
    """A god tile's emblem, after its effect: KU spears, KANE a shell, PELE a foot, LONO a star (round
    points), LAKA fruit, KANALOA a fish (the sea's boats)."""
    if tile == "god_ku":
        draw_spears(painter, rect)
    elif tile == "god_kane":
        draw_shell(painter, rect)
    elif tile == "god_pele":
        draw_foot(painter, rect)
    elif tile == "god_lono":
        draw_star(painter, rect)
    elif tile == "god_laka":
        draw_fruit_symbol(painter, rect)
    else:
        draw_fish(painter, rect, QColor("#7ec8e3"))


def draw_tile(painter: QPainter, rect: QRectF, tile: str, side: int, dim: bool = False) -> None:
    """A whole tile: coloured rounded square, its picture, and a side mark (side II gets a gold frame)."""
    painter.save()
    if dim:
        painter.setOpacity(painter.opacity() * 0.35)
    r = min(rect.width(), rect.height())
    inset = rect.adjusted(r * 0.03, r * 0.03, -r * 0.03, -r * 0.03)
    base = TILE_COLOURS[tile_kind(tile)] if tile != "starting_hut" else TILE_COLOURS["starting_hut"]
    grad = QLinearGradient(inset.topLeft(), inset.bottomRight())
    grad.setColorAt(0, base.lighter(125))
    grad.setColorAt(1, base.darker(110))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(INK, r * 0.035))
    painter.drawRoundedRect(inset, r * 0.12, r * 0.12)
    if side == 2:
        painter.setPen(QPen(GOLD, r * 0.06))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inset.adjusted(r * 0.06, r * 0.06, -r * 0.06, -r * 0.06), r * 0.09, r * 0.09)
    draw_tile_icon(painter, inset.adjusted(r * 0.08, r * 0.06, -r * 0.08, -r * 0.1), tile)
    if tile not in ("starting_hut", "kahuna", "tiki"):
        badge = QRectF(inset.right() - r * 0.3, inset.top() + r * 0.03, r * 0.27, r * 0.2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD if side == 2 else QColor(255, 255, 255, 190))
        painter.drawRoundedRect(badge, r * 0.05, r * 0.05)
        draw_side_bars(painter, badge, side)
    painter.restore()


def ocean_gradient(rect: QRectF) -> QLinearGradient:
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, OCEAN_TOP)
    grad.setColorAt(1, OCEAN_BOTTOM)
    return grad

"""Original vector art for Giants, drawn with QPainter paths so it stays crisp at any zoom.

Every function draws around (0, 0) in a box of about ``size`` units and uses only paths, so the scene
can be scaled freely. Seat symbols (circle, square, triangle, diamond, star) distinguish colours for
players with colour-vision deficiencies when the ``colour_blind`` setting is on.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from .geometry import HEX, hex_polygon

INK = QColor("#2b2118")
STONE = QColor("#8d8579")
STONE_DARK = QColor("#5d564d")
TUFF = QColor("#a8462f")  # the red scoria of the hats
LAND = QColor("#cdbf86")
LAND_EDGE = QColor("#8f8150")
SEA = QColor("#3f7fa6")
SEA_LIGHT = QColor("#6ea5c6")
FOREST = QColor("#3f7b3a")
WOOD = QColor("#8a5a2b")
HIGHLIGHT = QColor("#ffe14d")
SELECTED = QColor("#ffffff")
ROUTE = QColor("#f2f2f2")


def pen(colour: QColor | str, width: float = 1.2) -> QPen:
    p = QPen(QColor(colour), width)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    return p


def darker(colour: str | QColor, factor: int = 150) -> QColor:
    return QColor(colour).darker(factor)


def symbol_path(seat: int, radius: float) -> QPainterPath:
    """The seat's shape: circle, square, triangle, diamond, star (repeating after five)."""
    path = QPainterPath()
    kind = seat % 5
    r = radius
    if kind == 0:
        path.addEllipse(QPointF(0, 0), r, r)
    elif kind == 1:
        path.addRect(QRectF(-r * 0.85, -r * 0.85, r * 1.7, r * 1.7))
    elif kind == 2:
        path.addPolygon(QPolygonF([QPointF(0, -r), QPointF(r, r * 0.8), QPointF(-r, r * 0.8), QPointF(0, -r)]))
    elif kind == 3:
        path.addPolygon(QPolygonF([QPointF(0, -r), QPointF(r, 0), QPointF(0, r), QPointF(-r, 0), QPointF(0, -r)]))
    else:
        points = []
        for k in range(10):
            rad = r if k % 2 == 0 else r * 0.45
            a = math.radians(-90 + 36 * k)
            points.append(QPointF(rad * math.cos(a), rad * math.sin(a)))
        points.append(points[0])
        path.addPolygon(QPolygonF(points))
    return path


def draw_symbol(p: QPainter, seat: int, at: QPointF, radius: float, colour: str | QColor = "#ffffff") -> None:
    p.save()
    p.translate(at)
    p.setPen(pen(INK, 0.6))
    p.setBrush(QColor(colour))
    p.drawPath(symbol_path(seat, radius))
    p.restore()


# --------------------------------------------------------------------------- island
def draw_hex(p: QPainter, kind: str | None, detail: int = 0, used: bool = False, number_size: float = 9) -> None:
    """A land hex: plain sand-and-grass, or one of the special hexes with its emblem."""
    poly = hex_polygon(HEX - 1.0)
    grad = QLinearGradient(QPointF(0, -HEX), QPointF(0, HEX))
    base = LAND
    if kind == "forest":
        base = QColor("#9fb36d") if not used else QColor("#bdb27f")
    elif kind in ("moai_quarry", "hat_quarry"):
        base = QColor("#b9b1a2") if kind == "moai_quarry" else QColor("#c9a38e")
    elif kind in ("village", "sorcerers_hut"):
        base = QColor("#d9c58e")
    grad.setColorAt(0, base.lighter(112))
    grad.setColorAt(1, base.darker(106))
    p.setPen(pen(LAND_EDGE, 1.4))
    p.setBrush(QBrush(grad))
    p.drawPolygon(poly)
    p.save()
    p.translate(0, -HEX * 0.38)
    if kind == "forest":
        _draw_forest(p, detail, used, number_size)
    elif kind == "moai_quarry":
        _draw_quarry(p, STONE)
    elif kind == "hat_quarry":
        _draw_quarry(p, TUFF)
    elif kind == "village":
        _draw_village(p)
    elif kind == "sorcerers_hut":
        _draw_hut(p)
    p.restore()


def _draw_quarry(p: QPainter, colour: QColor) -> None:
    path = QPainterPath()
    path.moveTo(-16, 8)
    path.lineTo(-10, -6)
    path.lineTo(-2, -2)
    path.lineTo(6, -10)
    path.lineTo(16, 8)
    path.closeSubpath()
    p.setPen(pen(colour.darker(160), 1))
    p.setBrush(colour)
    p.drawPath(path)
    p.setPen(pen(colour.darker(200), 0.8))
    p.drawLine(QPointF(-6, 2), QPointF(0, 6))
    p.drawLine(QPointF(4, -2), QPointF(8, 4))


def _draw_forest(p: QPainter, logs: int, used: bool, number_size: float = 9) -> None:
    if used:
        for x in (-9, 0, 9):
            p.setPen(pen(WOOD.darker(150), 0.8))
            p.setBrush(WOOD.lighter(130))
            p.drawRect(QRectF(x - 3, 0, 6, 5))
            p.drawEllipse(QRectF(x - 3, -2, 6, 3))
        return
    for x, s in ((-10, 0.8), (10, 0.8), (0, 1.0)):
        tree = QPainterPath()
        tree.moveTo(x, -12 * s)
        tree.lineTo(x + 7 * s, 4)
        tree.lineTo(x - 7 * s, 4)
        tree.closeSubpath()
        p.setPen(pen(FOREST.darker(150), 0.8))
        p.setBrush(FOREST)
        p.drawPath(tree)
        p.setPen(pen(WOOD, 2))
        p.drawLine(QPointF(x, 4), QPointF(x, 8))
    # the number side: the logs to take
    p.setPen(pen(INK, 0.8))
    p.setBrush(QColor("#f4ecd0"))
    radius = max(7.0, number_size * 0.72)
    centre = QPointF(HEX * 0.62 - radius, -8)
    p.drawEllipse(centre, radius, radius)
    font = QFont()
    font.setPixelSize(int(max(9, number_size)))
    font.setBold(True)
    p.setFont(font)
    p.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter,
               str(logs))


def _draw_village(p: QPainter) -> None:
    for x, s in ((-9, 0.8), (7, 1.0)):
        roof = QPainterPath()
        roof.moveTo(x - 9 * s, 2)
        roof.quadTo(x, -16 * s, x + 9 * s, 2)
        roof.closeSubpath()
        p.setPen(pen(WOOD.darker(150), 0.8))
        p.setBrush(QColor("#c89b4a"))
        p.drawPath(roof)
        p.setBrush(INK)
        p.drawRect(QRectF(x - 1.5, -3, 3, 5))


def _draw_hut(p: QPainter) -> None:
    roof = QPainterPath()
    roof.moveTo(-12, 4)
    roof.quadTo(0, -20, 12, 4)
    roof.closeSubpath()
    p.setPen(pen(WOOD.darker(150), 0.8))
    p.setBrush(QColor("#7b4f8c"))
    p.drawPath(roof)
    star = symbol_path(4, 5)
    p.save()
    p.translate(0, -5)
    p.setBrush(QColor("#ffe680"))
    p.setPen(pen(INK, 0.5))
    p.drawPath(star)
    p.restore()


def draw_ahu(p: QPainter, moai_value: int, hat_value: int) -> None:
    """A stone platform with its black (moai) and red (hat) numbers."""
    p.setPen(pen(STONE_DARK, 1))
    p.setBrush(QColor("#9b948a"))
    p.drawRoundedRect(QRectF(-17, -8, 34, 16), 3, 3)
    p.setPen(pen(STONE_DARK.darker(130), 0.5))
    p.drawLine(QPointF(0, -8), QPointF(0, 8))
    font = QFont()
    font.setPixelSize(11)
    font.setBold(True)
    p.setFont(font)
    p.setBrush(QColor("#f7f3e8"))
    p.setPen(pen(INK, 0.6))
    p.drawEllipse(QPointF(-8.5, 0), 6.3, 6.3)
    p.drawEllipse(QPointF(8.5, 0), 6.3, 6.3)
    p.setPen(QColor("#111111"))
    p.drawText(QRectF(-15.5, -7, 14, 14), Qt.AlignmentFlag.AlignCenter, str(moai_value))
    p.setPen(QColor("#c0221b"))
    p.drawText(QRectF(1.5, -7, 14, 14), Qt.AlignmentFlag.AlignCenter, str(hat_value))


# --------------------------------------------------------------------------- objects
def moai_path(size: int) -> QPainterPath:
    """A moai silhouette; taller and broader with size (1, 2, 3), recognisable at a glance."""
    h = {1: 18.0, 2: 25.0, 3: 32.0}.get(size, 18.0)
    w = {1: 9.0, 2: 12.0, 3: 15.0}.get(size, 9.0)
    top = -h / 2
    path = QPainterPath()
    path.moveTo(-w * 0.38, top)
    path.lineTo(w * 0.38, top)
    path.quadTo(w * 0.55, top + h * 0.25, w * 0.5, top + h * 0.42)  # brow and long nose
    path.lineTo(w * 0.5, top + h * 0.55)
    path.lineTo(w * 0.62, top + h * 0.62)  # shoulders
    path.lineTo(w * 0.6, h / 2)
    path.lineTo(-w * 0.6, h / 2)
    path.lineTo(-w * 0.62, top + h * 0.62)
    path.lineTo(-w * 0.5, top + h * 0.55)
    path.lineTo(-w * 0.5, top + h * 0.42)
    path.quadTo(-w * 0.55, top + h * 0.25, -w * 0.38, top)
    path.closeSubpath()
    return path


def moai_height(size: int) -> float:
    return {1: 18.0, 2: 25.0, 3: 32.0}.get(size, 18.0)


def draw_moai(p: QPainter, size: int) -> None:
    path = moai_path(size)
    h = moai_height(size)
    grad = QLinearGradient(QPointF(-8, 0), QPointF(8, 0))
    grad.setColorAt(0, STONE.lighter(120))
    grad.setColorAt(1, STONE.darker(120))
    p.setPen(pen(STONE_DARK.darker(130), 1))
    p.setBrush(QBrush(grad))
    p.drawPath(path)
    # eyes, nose and mouth lines
    top = -h / 2
    p.setPen(pen(STONE_DARK.darker(150), 0.9))
    p.drawLine(QPointF(-h * 0.12, top + h * 0.22), QPointF(-h * 0.03, top + h * 0.22))
    p.drawLine(QPointF(h * 0.03, top + h * 0.22), QPointF(h * 0.12, top + h * 0.22))
    p.drawLine(QPointF(0, top + h * 0.25), QPointF(0, top + h * 0.4))
    p.drawLine(QPointF(-h * 0.08, top + h * 0.48), QPointF(h * 0.08, top + h * 0.48))
    # size pips at the base, readable without comparing heights
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#f2eee4"))
    for k in range(size):
        p.drawEllipse(QPointF((k - (size - 1) / 2) * 4.2, h / 2 - 3.2), 1.5, 1.5)


def draw_hat(p: QPainter) -> None:
    p.setPen(pen(TUFF.darker(170), 1))
    p.setBrush(TUFF)
    p.drawRoundedRect(QRectF(-7, -4, 14, 8), 3.5, 3.5)
    p.setBrush(TUFF.lighter(125))
    p.drawEllipse(QRectF(-4, -5.5, 8, 4))


def draw_marker(p: QPainter, colour: str, seat: int, symbols: bool, radius: float = 5.5) -> None:
    """A tribe marker: a round disc in the seat's colour."""
    p.setPen(pen(darker(colour, 170), 1))
    p.setBrush(QColor(colour))
    p.drawEllipse(QPointF(0, 0), radius, radius)
    p.setPen(pen("#ffffff", 0.8))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(0, 0), radius * 0.6, radius * 0.6)
    if symbols:
        draw_symbol(p, seat, QPointF(0, 0), radius * 0.5)


# --------------------------------------------------------------------------- figures
def _figure_body(height: float, width: float) -> QPainterPath:
    path = QPainterPath()
    head = width * 0.32
    path.addEllipse(QPointF(0, -height / 2 + head), head, head)
    body = QPainterPath()
    body.moveTo(-width / 2, height / 2)
    body.lineTo(-width * 0.28, -height / 2 + head * 2.1)
    body.lineTo(width * 0.28, -height / 2 + head * 2.1)
    body.lineTo(width / 2, height / 2)
    body.closeSubpath()
    return path.united(body)


def draw_figure(p: QPainter, figure: str, colour: str, seat: int, symbols: bool) -> None:
    """A worker (small meeple), the sorcerer (tall, pointed hat) or the chief (large, feathered)."""
    col = QColor(colour)
    if figure == "worker":
        body = _figure_body(16, 11)
    elif figure == "sorcerer":
        body = _figure_body(20, 11)
        hat = QPainterPath()
        hat.moveTo(-5, -7.5)
        hat.lineTo(0, -16)
        hat.lineTo(5, -7.5)
        hat.closeSubpath()
        body = body.united(hat)
    else:
        body = _figure_body(22, 15)
        crown = QPainterPath()
        for k in (-4, 0, 4):
            crown.moveTo(k - 2.2, -8)
            crown.lineTo(k, -15)
            crown.lineTo(k + 2.2, -8)
            crown.closeSubpath()
        body = body.united(crown)
    p.setPen(pen(darker(colour, 190), 1.1))
    p.setBrush(col)
    p.drawPath(body)
    if figure == "sorcerer":
        p.setPen(pen("#ffffff", 0.9))
        p.drawLine(QPointF(-3, 2), QPointF(3, 2))
    if symbols:
        draw_symbol(p, seat, QPointF(0, 3.5), 2.6)


def draw_log(p: QPainter) -> None:
    p.setPen(pen(WOOD.darker(160), 0.9))
    p.setBrush(WOOD)
    p.drawRoundedRect(QRectF(-9, -3, 18, 6), 3, 3)
    p.setBrush(WOOD.lighter(150))
    p.drawEllipse(QRectF(6, -3, 4, 6))


def draw_base(p: QPainter, colour: str | None, seat: int, symbols: bool) -> None:
    """A base: colour side up (reserved / behind the screen) or face down (grey) when colour is None."""
    if colour is None:
        p.setPen(pen("#444444", 0.9))
        p.setBrush(QColor("#777777"))
    else:
        p.setPen(pen(darker(colour, 170), 0.9))
        p.setBrush(QColor(colour))
    p.drawRect(QRectF(-9, -4, 18, 8))
    if colour is None:
        p.setPen(QColor("#eeeeee"))
        font = QFont()
        font.setPixelSize(7)
        font.setBold(True)
        p.setFont(font)
        p.drawText(QRectF(-9, -4, 18, 8), Qt.AlignmentFlag.AlignCenter, "?")
    elif symbols:
        draw_symbol(p, seat, QPointF(0, 0), 2.6)


def draw_tablet(p: QPainter) -> None:
    """A rongorongo half-tablet: a wooden plank with glyph rows."""
    p.setPen(pen(WOOD.darker(170), 0.9))
    p.setBrush(QColor("#4e3b2a"))
    p.drawRoundedRect(QRectF(-6, -8, 12, 16), 2, 2)
    p.setPen(pen("#f0dfae", 0.8))
    for y in (-4.5, -0.5, 3.5):
        p.drawLine(QPointF(-3.5, y), QPointF(-1, y - 1.5))
        p.drawLine(QPointF(-1, y - 1.5), QPointF(1.5, y))
        p.drawLine(QPointF(1.5, y), QPointF(3.5, y - 1.5))


def draw_die(p: QPainter, letter: str, face: int) -> None:
    """A die showing a moai size (0 = a broken moai, drawn as a crack)."""
    brown = letter != "W"
    p.setPen(pen("#3a3a3a", 1))
    p.setBrush(QColor("#8b6a4a") if brown else QColor("#fafafa"))
    p.drawRoundedRect(QRectF(-13, -13, 26, 26), 4, 4)
    ink = QColor("#fafafa") if brown else QColor("#222222")
    if face == 0:
        p.setPen(pen(ink, 1.6))
        p.drawLine(QPointF(-6, -8), QPointF(0, 0))
        p.drawLine(QPointF(0, 0), QPointF(-3, 3))
        p.drawLine(QPointF(-3, 3), QPointF(6, 8))
        return
    p.save()
    p.scale(0.62, 0.62)
    path = moai_path(face)
    p.setPen(pen(ink, 1.2))
    p.setBrush(ink)
    p.drawPath(path)
    p.restore()


def draw_pawn(p: QPainter) -> None:
    """The first-player pawn: a tall white cone with a gold band."""
    path = QPainterPath()
    path.moveTo(-6, 9)
    path.lineTo(-2.5, -4)
    path.lineTo(2.5, -4)
    path.lineTo(6, 9)
    path.closeSubpath()
    path.addEllipse(QPointF(0, -7), 4, 4)
    p.setPen(pen("#333333", 1))
    p.setBrush(QColor("#f4f1e6"))
    p.drawPath(path)
    p.setPen(pen("#c99b1d", 2))
    p.drawLine(QPointF(-4.5, 3), QPointF(4.5, 3))


def draw_banner(p: QPainter, colour: str) -> None:
    """A raised banner (the seat has passed)."""
    p.setPen(pen("#4a3a2a", 1.6))
    p.drawLine(QPointF(-6, 10), QPointF(-6, -10))
    flag = QPainterPath()
    flag.moveTo(-6, -10)
    flag.lineTo(8, -6)
    flag.lineTo(-6, -1)
    flag.closeSubpath()
    p.setPen(pen(darker(colour, 170), 0.8))
    p.setBrush(QColor(colour))
    p.drawPath(flag)


def draw_screen(p: QPainter, rect: QRectF, colour: str) -> None:
    """A closed player screen (its contents are secret)."""
    p.setPen(pen(darker(colour, 160), 1.2))
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, QColor(colour).lighter(150))
    grad.setColorAt(1, QColor(colour).darker(110))
    p.setBrush(QBrush(grad))
    path = QPainterPath()
    w = rect.width() / 3
    for k in range(3):
        path.addRect(QRectF(rect.left() + k * w, rect.top(), w, rect.height()))
    p.drawPath(path)

"""The kit's scene items: a keyed piece drawn from a spec, the glow over a legal target, the drag ghost.

Why one piece class for both games: every piece and space is "a rectangle painted by an art function
with some arguments", plus what it stands for (``key``: which hex, place, cell; ``role``: what a
gesture may do with it). The item holds no game logic; the scene builder describes it as an
:class:`ItemSpec` and the mirror (:mod:`.mirror`) creates it once and updates it only when the spec
changes. Highlights are separate overlay items, so lighting targets never touches the pieces.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

#: paint(painter, rect, *args): an art function and the plain values it draws
Painter = Callable[..., None]

#: colours of the highlights, shared by both tables
TARGET = QColor("#ffe14d")
HOVER = QColor("#3fbf5f")
SELECTED = QColor("#4da3ff")
BAD = QColor("#d64545")
MODES = {"target": TARGET, "selected": SELECTED, "bad": BAD, "hover": HOVER}


@dataclass(frozen=True, slots=True)
class ItemSpec:
    """Everything one piece shows, as plain values: two equal specs draw the same picture.

    ``rect`` is (x, y, w, h) in the item's own coordinates; ``pos`` places it in its parent (or the
    scene); ``parent`` is the key of the item it sits on (a realm's frame, say). ``shape``, when given,
    is a polygon (points) used for hit-testing and for the glow of a highlight. ``info`` holds what the
    piece shows in data form (for tests and accessibility).
    """

    key: tuple
    rect: tuple[float, float, float, float]
    paint: Painter
    args: tuple = ()
    pos: tuple[float, float] = (0.0, 0.0)
    z: float = 0.0
    scale: float = 1.0
    parent: tuple | None = None
    role: str | None = None
    tip: str = ""
    info: Any = None
    shape: tuple[tuple[float, float], ...] | None = None
    cache: bool = False  # keep a pixmap of it (many unchanging pieces, e.g. hexes)
    pad: float = 0.0  # drawing may spill this far outside ``rect`` (glows, badges)


#: a piece's picture is kept only up to this many device pixels (a table zoomed far in paints directly)
PICTURE_MAX_PIXELS = 1_500_000
#: a kept picture's sub-pixel offset is told apart in steps of 1 / SUBPIXEL device pixels
SUBPIXEL = 1024
#: bumped when what every picture shows may have changed without a spec changing (fonts, style)
_picture_epoch = [0]


#: the shared pictures (:class:`PictureCache`) hold at most this many device pixels (4 bytes each)
PICTURE_CACHE_PIXELS = 8_000_000


class PictureCache:
    """Pictures by what they show, shared by every piece: the art function, its values, the rectangle and
    pad, the device transform (scale, sub-pixel offset, pixel ratio) and the font. Two pieces - or one
    piece at two moments - with the same look at the same sub-pixel offset draw the same pixels, so the
    picture painted once is copied again: a seat's frame and info line going back to "not acting" after
    its turn, a text returning to an earlier word, a token like one already painted. The least recently
    used pictures go first when the pixels exceed ``limit``."""

    def __init__(self, limit: int = PICTURE_CACHE_PIXELS) -> None:
        self.limit = limit
        self.pixels = 0
        self.hits = 0  # pictures found here instead of painted (tests read it)
        self._pictures: OrderedDict[tuple, tuple[QPixmap, tuple[int, int], int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._pictures)

    def get(self, look: tuple) -> tuple[QPixmap, tuple[int, int]] | None:
        found = self._pictures.get(look)
        if found is None:
            return None
        self._pictures.move_to_end(look)
        self.hits += 1
        return found[0], found[1]

    def put(self, look: tuple, picture: QPixmap, at: tuple[int, int]) -> None:
        pixels = picture.width() * picture.height()
        if pixels > self.limit:
            return
        old = self._pictures.pop(look, None)
        if old is not None:
            self.pixels -= old[2]
        self._pictures[look] = (picture, at, pixels)
        self.pixels += pixels
        while self.pixels > self.limit:
            _, (_, _, gone) = self._pictures.popitem(last=False)
            self.pixels -= gone

    def clear(self) -> None:
        self._pictures.clear()
        self.pixels = 0


#: the one cache of every board's pieces
pictures = PictureCache()

#: the transform a kept picture is copied with (device pixels; never changed)
_IDENTITY = QTransform()
#: a piece's pen as a QGraphicsRectItem: none, so that its bounding rectangle is exactly its rectangle
_NO_PEN = QPen(Qt.PenStyle.NoPen)


def forget_pictures() -> None:
    """Every piece paints afresh next time (the board view calls it on a font or style change)."""
    _picture_epoch[0] += 1
    pictures.clear()


class PieceItem(QGraphicsRectItem):
    """A piece or space drawn from an :class:`ItemSpec`; ``apply`` updates it in place.

    Why a rectangle item: Qt asks for an item's bounding rectangle several times per paint, per index
    update and for ``itemsBoundingRect``; a Python ``boundingRect`` costs a call into Python each time.
    As a ``QGraphicsRectItem`` without a pen, Qt's own ``boundingRect`` returns the rectangle it was
    given (the spec's rectangle with its pad), exactly what the Python method returned; ``paint`` and
    ``shape`` stay the piece's own (a rectangle item's brush is none, so its opaque area is empty, as
    a plain item's).

    The picture: a piece whose spec does not ask for Qt's cache (``cache``) keeps what it painted last
    as a pixmap in device pixels, with the same sub-pixel offset, scale and device pixel ratio, and a
    margin for strokes that reach past its rectangle (Qt's own cache would cut them off). Painting it
    again - when a neighbour changed and the repaint covers it, or in an animation's frame - is one
    pixmap copy instead of running its art. The picture is dropped when the spec's drawing changes and
    is not used when the transform, offset, ratio or fonts differ, when the piece is translucent (its
    primitives are blended one by one) or for a painter of another kind (a recording painter in the
    tests sees every primitive).
    """

    def __init__(self, spec: ItemSpec, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setPen(_NO_PEN)
        self.spec: ItemSpec | None = None
        self._rect = QRectF()
        self._bounds = QRectF()  # the rectangle with the spec's pad: the bounding rectangle (``setRect``)
        self._shape: QPainterPath | None = None
        self.dimmed = False
        self._picture: QPixmap | None = None
        self._picture_key: tuple | None = None
        self._picture_at: tuple[int, int] = (0, 0)  # the picture's corner relative to the integer translation
        self._slides = 0  # frames in a row in which only the sub-pixel offset changed
        self.apply(spec)

    # --- what it is ------------------------------------------------------------------------------
    @property
    def key(self) -> tuple:
        return self.spec.key

    @property
    def role(self) -> str | None:
        return self.spec.role

    @property
    def info(self) -> Any:
        return self.spec.info

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def apply(self, spec: ItemSpec) -> None:
        """Show ``spec``: only what differs from the current spec is touched."""
        old = self.spec
        if old is None or old.rect != spec.rect or old.shape != spec.shape or old.pad != spec.pad:
            self.prepareGeometryChange()
            self._rect = QRectF(*spec.rect)
            pad = spec.pad
            self._bounds = self._rect.adjusted(-pad, -pad, pad, pad)
            self.setRect(self._bounds)
            self._shape = None
            self._picture = None
            if spec.shape is not None:
                self._shape = QPainterPath()
                self._shape.addPolygon(QPolygonF([QPointF(x, y) for x, y in spec.shape]))
                self._shape.closeSubpath()
        # a new item starts with Qt's defaults (at (0, 0), z 0, scale 1, no tooltip, no cache): only what
        # differs from them is set (each call into Qt costs, and a redraw may create dozens of items)
        if (spec.pos != (0.0, 0.0)) if old is None else old.pos != spec.pos:
            self.setPos(QPointF(*spec.pos))
        if (spec.z != 0.0) if old is None else old.z != spec.z:
            self.setZValue(spec.z)
        if (spec.scale != 1.0) if old is None else old.scale != spec.scale:
            self.setScale(spec.scale)
        if bool(spec.tip) if old is None else old.tip != spec.tip:
            self.setToolTip(spec.tip)
        if spec.cache if old is None else old.cache != spec.cache:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache if spec.cache
                              else QGraphicsItem.CacheMode.NoCache)
        if old is None:
            self.setData(0, spec.key)
            if spec.role is None:
                self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.spec = spec
        if old is not None and (old.paint is not spec.paint or old.args != spec.args):
            self._picture = None
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        """A translucent look while the piece is picked up (its copy follows the mouse)."""
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.setOpacity(0.35 if dimmed else 1.0)

    # --- QGraphicsItem ---------------------------------------------------------------------------------
    def shape(self) -> QPainterPath:
        if self._shape is not None:
            return self._shape
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D401 - Qt signature
        if self.spec.cache or type(painter) is not QPainter or painter.opacity() < 1.0 or not self._from_picture(painter):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            self.spec.paint(painter, self._rect, *self.spec.args)

    def _from_picture(self, painter: QPainter) -> bool:
        """Draw the kept picture (painting it first if it is missing or stale); False: paint directly."""
        ratio = painter.device().devicePixelRatio()
        world = t = painter.worldTransform()  # item -> the painter's logical coordinates; then device pixels:
        if ratio != 1.0:
            t = t * QTransform.fromScale(ratio, ratio)
        if t.isRotating():  # its type is above TxScale (Qt: type() >= TxRotate)
            return False  # rotated, sheared or projective: not worth keeping
        # the sub-pixel offset in steps of 1/1024 device pixel: two pieces at the same offset but for the last
        # bits of a float (a position snapped to whole pixels, computed two ways) share a picture; reusing it
        # is off by at most 1/2048 pixel
        dx, dy = round(t.dx() * SUBPIXEL) / SUBPIXEL, round(t.dy() * SUBPIXEL) / SUBPIXEL
        ix, iy = math.floor(dx), math.floor(dy)
        key = (t.m11(), t.m22(), dx - ix, dy - iy, ratio, _picture_epoch[0])
        if self._picture is None or key != self._picture_key:
            old = self._picture_key
            # only its sub-pixel offset changed: it is sliding (an animation, a drag); after two such frames
            # it paints directly until it rests (each frame would paint a new picture otherwise)
            sliding = old is not None and key != old and old[:2] == key[:2] and old[4:] == key[4:]
            self._slides = self._slides + 1 if sliding else 0
            self._picture, self._picture_key = None, key
            if self._slides > 1:
                return False
            spec = self.spec
            font = painter.font()
            look: tuple | None = (spec.paint, spec.args, spec.rect, spec.pad, key, font.key())
            try:
                kept = pictures.get(look)
            except TypeError:  # a value that cannot be hashed: this piece keeps only its own picture
                look, kept = None, None
            if kept is not None:
                self._picture, self._picture_key, self._picture_at = kept[0], key, kept[1]
            else:
                scale = max(abs(t.m11()), abs(t.m22()))
                margin = math.ceil(8 * scale) + 2  # strokes reach a few units past the rectangle
                box = t.mapRect(self._bounds)
                left, top = math.floor(box.left()) - margin, math.floor(box.top()) - margin
                width = math.ceil(box.right()) + margin - left
                height = math.ceil(box.bottom()) + margin - top
                if width <= 0 or height <= 0 or width * height > PICTURE_MAX_PIXELS:
                    return False
                picture = QPixmap(width, height)
                picture.fill(Qt.GlobalColor.transparent)
                p = QPainter(picture)
                p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
                p.setFont(font)
                p.setTransform(t * QTransform.fromTranslate(-left, -top))
                spec.paint(p, self._rect, *spec.args)
                p.end()
                picture.setDevicePixelRatio(ratio)
                self._picture, self._picture_key, self._picture_at = picture, key, (left - ix, top - iy)
                if look is not None:
                    pictures.put(look, picture, self._picture_at)
        at_x, at_y = self._picture_at
        # the copy is the only thing drawn in device pixels: the world transform is set back by hand (a
        # save and restore of the whole painter state cost more, and nothing else is changed here)
        painter.setWorldTransform(_IDENTITY)
        painter.drawPixmap(QPointF((ix + at_x) / ratio, (iy + at_y) / ratio), self._picture)
        painter.setWorldTransform(world)
        return True


class MarkItem(QGraphicsItem):
    """A glow over a legal target (or the chosen piece), with an optional badge such as a foot cost.

    ``key`` is the target it lights, so a drag can tell which one it is over (``hover`` turns it green:
    dropping here plays it). It takes no mouse buttons: clicks go to what lies beneath.
    """

    def __init__(self, outline: QPainterPath, key: tuple | None = None, label: str = "", mode: str = "target") -> None:
        super().__init__()
        self.outline = QPainterPath(outline)
        self.key = key
        self.label = label
        self.mode = mode
        self.hover = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(150)

    def boundingRect(self) -> QRectF:
        return self.outline.boundingRect().adjusted(-8, -8, 8, 8)

    def contains_point(self, point: QPointF) -> bool:
        return self.outline.contains(point)

    def set_hover(self, hover: bool) -> None:
        if hover != self.hover:
            self.hover = hover
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = HOVER if self.hover else MODES.get(self.mode, TARGET)
        r = self.outline.boundingRect()
        side = max(8.0, min(r.width(), r.height()))
        glow = QColor(colour)
        glow.setAlpha(70 if self.mode != "selected" else 30)
        painter.setBrush(glow)
        painter.setPen(QPen(colour, max(2.5, min(6.0, side * 0.05))))
        painter.drawPath(self.outline)
        if self.label:
            size = max(12.0, min(26.0, side * 0.3))
            font = QFont()
            font.setPixelSize(int(size))
            font.setBold(True)
            painter.setFont(font)
            width = painter.fontMetrics().horizontalAdvance(self.label) + size
            badge = QRectF(r.left() + 4, r.top() + 4, width, size * 1.4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour.darker(140) if self.mode != "target" else QColor("#7a5c00"))
            painter.drawRoundedRect(badge, size * 0.4, size * 0.4)
            painter.setPen(QColor("white"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.label)


class GhostItem(QGraphicsItem):
    """A translucent copy of a piece: follows the mouse during a drag, flies during an animation, or
    shows where a piece would go while a decision is being made (nothing is played by it)."""

    def __init__(self, spec: ItemSpec, scale: float = 1.0, opacity: float = 0.8) -> None:
        super().__init__()
        rect = QRectF(*spec.rect)
        self._rect = rect.translated(-rect.center())
        self._paint = spec.paint
        self._args = spec.args
        self.setScale(scale)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(200)
        self.setOpacity(opacity)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._paint(painter, self._rect, *self._args)

    def centre_on(self, point: QPointF) -> None:
        self.setPos(point)

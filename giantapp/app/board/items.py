"""The kit's scene items: a keyed piece drawn from a spec, the glow over a legal target, the drag ghost.

Why one piece class for both games: every piece and space is "a rectangle painted by an art function
with some arguments", plus what it stands for (``key``: which hex, place, cell; ``role``: what a
gesture may do with it). The item holds no game logic; the scene builder describes it as an
:class:`ItemSpec` and the mirror (:mod:`.mirror`) creates it once and updates it only when the spec
changes. Highlights are separate overlay items, so lighting targets never touches the pieces.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

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


class PieceItem(QGraphicsItem):
    """A piece or space drawn from an :class:`ItemSpec`; ``apply`` updates it in place."""

    def __init__(self, spec: ItemSpec, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.spec: ItemSpec | None = None
        self._rect = QRectF()
        self._shape: QPainterPath | None = None
        self.dimmed = False
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
            self._shape = None
            if spec.shape is not None:
                self._shape = QPainterPath()
                self._shape.addPolygon(QPolygonF([QPointF(x, y) for x, y in spec.shape]))
                self._shape.closeSubpath()
        if old is None or old.pos != spec.pos:
            self.setPos(QPointF(*spec.pos))
        if old is None or old.z != spec.z:
            self.setZValue(spec.z)
        if old is None or old.scale != spec.scale:
            self.setScale(spec.scale)
        if old is None or old.tip != spec.tip:
            self.setToolTip(spec.tip)
        if old is None or old.cache != spec.cache:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache if spec.cache
                              else QGraphicsItem.CacheMode.NoCache)
        if old is None:
            self.setData(0, spec.key)
            if spec.role is None:
                self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.spec = spec
        if old is not None and (old.paint is not spec.paint or old.args != spec.args):
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        """A translucent look while the piece is picked up (its copy follows the mouse)."""
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.setOpacity(0.35 if dimmed else 1.0)

    # --- QGraphicsItem ---------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        pad = self.spec.pad
        return self._rect.adjusted(-pad, -pad, pad, pad) if pad else QRectF(self._rect)

    def shape(self) -> QPainterPath:
        if self._shape is not None:
            return self._shape
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D401 - Qt signature
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        self.spec.paint(painter, self._rect, *self.spec.args)


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

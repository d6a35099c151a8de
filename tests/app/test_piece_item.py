"""A piece is a ``QGraphicsRectItem`` without a pen: Qt's own bounding rectangle (asked on every paint, index
update and ``itemsBoundingRect``, without a call into Python) is exactly the spec's rectangle grown by its
pad, before and after ``apply`` changes the rectangle, the pad or the shape, and the scene's bounding
rectangle is the union of its pieces' rectangles."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from giantapp.app.board.items import ItemSpec, PieceItem


def _nothing(p, r) -> None:
    pass


def _bounds(rect: tuple, pad: float) -> QRectF:
    x, y, w, h = rect
    return QRectF(x, y, w, h).adjusted(-pad, -pad, pad, pad)


def test_a_pieces_bounding_rectangle_is_its_rectangle_with_its_pad(qapp):
    specs = [((0.0, 0.0, 40.0, 30.0), 0.0, None), ((1.5, 2.25, 40.1, 30.3), 4.0, None),
             ((-3.0, -7.5, 12.0, 9.0), 2.5, ((0, 0), (10, 0), (5, 8))), ((0.0, 0.0, 0.0, 0.0), 0.0, None),
             ((0.0, 0.0, 5.0, 5.0), 8.0, None)]
    item = None
    for rect, pad, shape in specs:
        spec = ItemSpec(("a",), rect, _nothing, pad=pad, shape=shape)
        fresh = PieceItem(spec)
        assert fresh.boundingRect() == _bounds(rect, pad)
        assert fresh.rect() == QRectF(*rect)  # the piece's own rectangle, without the pad
        if item is None:
            item = fresh
        else:
            item.apply(spec)  # the same item, changed
        assert item.boundingRect() == _bounds(rect, pad)
        assert item.pen().style().name == "NoPen" and item.opaqueArea().isEmpty()


def test_the_scenes_bounding_rectangle_is_the_union_of_its_pieces(qapp):
    scene = QGraphicsScene()
    union = QRectF()
    for k in range(12):
        rect, pad = (k * 1.25, -k * 0.5, 10.0 + k, 6.0 + k * 0.75), (k % 3) * 1.5
        spec = ItemSpec(("p", k), rect, _nothing, pos=(k * 17.3, k * 3.1), pad=pad, scale=1.0 + k * 0.1)
        item = PieceItem(spec)
        scene.addItem(item)
        union = union.united(item.mapRectToScene(_bounds(rect, pad)))
    assert scene.itemsBoundingRect() == union
    assert scene.items(QPointF(17.3 * 3 + 5, 3.1 * 3 + 2))  # hit-testing still finds pieces

"""Pieces share their pictures by look (``board.items.pictures``): a piece whose look returns to an earlier
one, or that looks like another piece at the same sub-pixel offset, copies the picture painted before.

What must hold: what is painted is exactly what painting every piece afresh gives (pixel for pixel, over a
game's redraws), a look seen before is found instead of painted, the cache stays within its pixels, and
a font or style change (``forget_pictures``) empties it.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from giantapp.app.board import items
from giantapp.app.board.items import ItemSpec, PictureCache, PieceItem, forget_pictures
from giantapp.app.giants_view.scene import GiantsScene, SeatLook
from giantapp.engine import CHANCE, get_game


def _paint_box(p: QPainter, r: QRectF, colour: str, width: float) -> None:
    p.setPen(QColor("#202020"))
    p.setBrush(QColor(colour))
    p.drawRoundedRect(r.adjusted(width, width, -width, -width), 4, 4)


def render(scene: QGraphicsScene, size: tuple[int, int] = (640, 420)) -> QImage:
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, *size), scene.sceneRect())
    painter.end()
    return image


@pytest.fixture
def empty_cache(monkeypatch):
    """A cache of its own for the test (the process-wide one may hold pictures of other tests)."""
    cache = PictureCache()
    monkeypatch.setattr(items, "pictures", cache)
    return cache


def test_a_look_painted_before_is_found_and_looks_the_same(qapp, empty_cache):
    scene = QGraphicsScene()
    scene.setSceneRect(0, 0, 200, 100)
    a = PieceItem(ItemSpec(("a",), (0, 0, 40, 30), _paint_box, ("#d33f3f", 1.0), pos=(10, 10)))
    b = PieceItem(ItemSpec(("b",), (0, 0, 40, 30), _paint_box, ("#d33f3f", 1.0), pos=(110, 10)))
    scene.addItem(a)
    scene.addItem(b)
    first = render(scene, (200, 100))
    assert empty_cache.hits == 1  # b looks like a, at the same sub-pixel offset: a's picture is copied
    # a's look changes and comes back: the earlier picture is found again
    a.apply(ItemSpec(("a",), (0, 0, 40, 30), _paint_box, ("#3f6fd3", 3.0), pos=(10, 10)))
    render(scene, (200, 100))
    hits = empty_cache.hits
    a.apply(ItemSpec(("a",), (0, 0, 40, 30), _paint_box, ("#d33f3f", 1.0), pos=(10, 10)))
    again = render(scene, (200, 100))
    assert empty_cache.hits == hits + 1
    assert again == first


def test_the_cache_keeps_within_its_pixels_and_forgets_on_a_style_change(qapp, empty_cache):
    from PySide6.QtGui import QPixmap

    cache = PictureCache(limit=250)
    for n in range(4):
        cache.put(("look", n), QPixmap(10, 10), (0, 0))
    assert cache.pixels <= 250 and len(cache) == 2
    assert cache.get(("look", 0)) is None and cache.get(("look", 3)) is not None
    cache.put(("big",), QPixmap(20, 20), (0, 0))  # larger than the whole cache: not kept
    assert cache.get(("big",)) is None
    empty_cache.put(("look",), QPixmap(4, 4), (0, 0))
    forget_pictures()
    assert len(items.pictures) == 0


def test_values_that_cannot_be_hashed_paint_without_sharing(qapp, empty_cache):
    scene = QGraphicsScene()
    scene.setSceneRect(0, 0, 100, 50)
    scene.addItem(PieceItem(ItemSpec(("a",), (0, 0, 40, 30), lambda p, r, cols: _paint_box(p, r, cols[0], 1.0),
                                     (["#d33f3f"],), pos=(5, 5))))
    render(scene, (100, 50))
    assert len(empty_cache) == 0


def test_a_game_painted_with_shared_pictures_is_what_painting_afresh_shows(qapp, monkeypatch):
    """Every redraw of the first 120 actions of a random 4-player game, painted through the shared
    pictures, equals the same redraws painted with no picture shared (a cache that keeps nothing)."""
    players = 4
    seat_look = SeatLook(["Ana", "Bo", "Cy", "Di"], ["#d33f3f", "#3f6fd3", "#e0b020", "#3fa35a"], False, "", ())
    views = []
    state = get_game("giants").new_game(players)
    rng = random.Random(11)
    while len(views) < 120 and not state.is_terminal():
        views.append(state.observation(len(views) % players))
        seat = state.to_act()[0]
        action = state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        state.apply(seat, action)

    def paint_all(cache: PictureCache) -> list[QImage]:
        monkeypatch.setattr(items, "pictures", cache)
        scene = GiantsScene()
        images = []
        for view in views:
            scene.draw(view, seat_look)
            images.append(render(scene))
        return images

    shared = PictureCache()
    with_sharing = paint_all(shared)
    assert shared.hits > 0
    nothing_kept = PictureCache(limit=0)
    afresh = paint_all(nothing_kept)
    assert nothing_kept.hits == 0 and len(nothing_kept) == 0
    for step, (one, other) in enumerate(zip(with_sharing, afresh)):
        assert one == other, f"redraw {step} differs"

"""The realm goes beside the island in a wide window and below it in a narrow one, so the fitted table
stays as large as it can; resizing switches between the two and the table still plays."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF, QSizeF

from giantapp.app.hawaii_view import scene as sc
from tests.play import random_step

from .conftest import Position, centre, drag


def test_wide_window_realm_beside_narrow_window_realm_below(table_for, qtbot):
    session, table = table_for(Position(players=3))
    scene = table.scene
    layout = session.view_state().layout
    block = sc.block_rect(layout)
    table.resize(2000, 900)
    qtbot.waitUntil(lambda: not scene.tall, timeout=3000)
    assert scene.boards[0].scenePos().x() > block.right()

    table.resize(700, 1000)
    qtbot.waitUntil(lambda: scene.tall, timeout=3000)
    big = scene.boards[0]
    assert big.scenePos().y() > block.bottom() and big.scale() == 1.0
    assert all(scene.item(("card", s)).scenePos().y() > block.bottom() for s in (1, 2))
    # the narrow layout shows the island larger than the wide one would in this window
    viewport = table.view.viewport()
    wide = sc.table_extent(layout, 3, False)
    tall = sc.table_extent(layout, 3, True)
    assert min(viewport.width() / tall.width(), viewport.height() / tall.height()) > \
        min(viewport.width() / wide.width(), viewport.height() / wide.height())
    # the chief is still dragged to a place in the new layout
    drag(table.view, centre(scene.chiefs[0]), centre(scene.targets[("place", "huts_a")]))
    assert table.sel == ("place", "huts_a")
    table.cancel()

    table.resize(2000, 800)
    qtbot.waitUntil(lambda: not scene.tall, timeout=3000)
    assert scene.boards[0].scenePos().x() > block.right()


def test_the_tables_extent_is_kept_per_layout_and_given_as_a_copy():
    """The extent is computed once per layout, players, arrangement and realm width (a redraw asks for it
    three times); what it returns is a copy, and another layout object gets its own."""
    from giantapp.engine import get_game

    state = get_game("hawaii").new_game(3)
    while state.layout is None:
        random_step(state, random.Random(1))
    layout = state.layout
    first = sc.table_extent(layout, 3, True)
    first.adjust(0, 0, 500, 500)  # a caller changing its copy changes nothing kept
    again = sc.table_extent(layout, 3, True)
    assert again == sc.table_extent(layout, 3, True) and again != first
    assert sc.table_extent(layout, 3, False) != again
    assert sc.table_extent(layout, 3, True, sc.BOARD_W + 100).width() > again.width()
    rect = sc.block_rect(layout)
    for card in sc.card_rects(layout, 2, True):
        rect = rect.united(card)
    rect = rect.united(QRectF(sc.realm_origin(layout, True), QSizeF(sc.BOARD_W, sc.BOARD_H)))
    assert again == rect

"""The realms go beside the island in a wide window and below the score track in a narrow one, so the
fitted table stays as large as it can; resizing switches between the two and the table still plays."""

from __future__ import annotations

from giantapp.app.hawaii_view import scene as sc

from .conftest import Position, centre, drag


def test_wide_window_realms_beside_narrow_window_realms_below(table_for, qtbot):
    session, table = table_for(Position(players=3))
    scene = table.scene
    layout = session.view_state().layout
    track = sc.score_rect(layout)
    assert not scene.tall  # 1600 x 1000: beside the island
    assert scene.boards[0].scenePos().x() > track.right()

    table.resize(700, 1000)
    qtbot.waitUntil(lambda: scene.tall, timeout=3000)
    big = scene.boards[0]
    assert big.scenePos().y() > track.bottom() and big.scale() == 1.0
    assert all(scene.boards[s].scenePos().y() > track.bottom() for s in (1, 2))
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

    table.resize(1600, 700)
    qtbot.waitUntil(lambda: not scene.tall, timeout=3000)
    assert scene.boards[0].scenePos().x() > track.right()

"""The board kit under the Hawaii table: zoom to the cursor, pan, keyboard zoom, fitting, and a drag that
survives the window changing shape under it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from .conftest import Position, _send, centre


def wheel(view, at: QPointF, notches: int) -> None:
    event = QWheelEvent(at, QPointF(view.viewport().mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def press_move_release(view, start: QPointF, end: QPointF, button=Qt.MouseButton.LeftButton, steps: int = 5) -> None:
    """A drag in viewport coordinates with any button held (QTest cannot hold a button while moving)."""
    def send(kind, pos, pressed, held):
        event = QMouseEvent(kind, pos, QPointF(view.viewport().mapToGlobal(pos.toPoint())), pressed, held,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(view.viewport(), event)

    send(QEvent.Type.MouseButtonPress, start, button, button)
    for k in range(1, steps + 1):
        send(QEvent.Type.MouseMove, start + (end - start) * (k / steps), Qt.MouseButton.NoButton, button)
    send(QEvent.Type.MouseButtonRelease, end, button, Qt.MouseButton.NoButton)
    QApplication.processEvents()


def test_the_wheel_zooms_about_the_point_under_the_cursor(table_for):
    session, table = table_for(Position())
    view = table.view
    cove = centre(table.scene.targets[("cove",)])
    at = QPointF(view.mapFromScene(cove))
    before = view.zoom()
    wheel(view, at, 3)
    assert view.zoom() > before * 1.5
    after = view.scene_point(at)
    assert abs(after.x() - cove.x()) < 2 and abs(after.y() - cove.y()) < 2  # the cove stayed under the cursor
    wheel(view, at, -2)
    back = view.scene_point(at)
    assert abs(back.x() - cove.x()) < 2 and abs(back.y() - cove.y()) < 2
    assert not view.auto_fit  # the player zoomed: a resize no longer refits


def test_dragging_the_sea_or_the_middle_button_pans_and_plays_nothing(table_for):
    session, table = table_for(Position())
    view = table.view
    actions = len(session.record.actions)
    view.zoom_by(2.0, QPointF(view.viewport().rect().center()))
    sea = next(QPointF(x, y) for y in range(4, 600, 16) for x in range(4, 900, 16)
               if table.board.piece_at(view.scene_point(QPointF(x, y))) is None)  # open sea, no piece
    under = view.scene_point(sea)
    press_move_release(view, sea, sea + QPointF(-100, -50))
    moved = view.scene_point(sea + QPointF(-100, -50))
    assert abs(moved.x() - under.x()) < 2 and abs(moved.y() - under.y()) < 2  # the table followed the mouse
    chief = QPointF(view.mapFromScene(centre(table.scene.chiefs[0])))
    under = view.scene_point(chief)
    press_move_release(view, chief, chief + QPointF(-80, 40), Qt.MouseButton.MiddleButton)
    moved = view.scene_point(chief + QPointF(-80, 40))
    assert abs(moved.x() - under.x()) < 2 and abs(moved.y() - under.y()) < 2  # the middle button pans over pieces
    assert len(session.record.actions) == actions and table.sel is None


def test_keyboard_zoom_and_fit_and_refit_on_resize(table_for, qtbot):
    session, table = table_for(Position())
    view = table.view
    fitted = view.zoom()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom() > fitted * 1.2 and not view.auto_fit
    table.resize(1300, 900)
    QApplication.processEvents()
    assert not view.auto_fit  # a resize keeps the player's zoom
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.auto_fit
    refitted = view.zoom()
    table.resize(1600, 1000)
    QApplication.processEvents()
    assert view.zoom() > refitted  # fitted again to the larger window
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(table.scene.content.adjusted(4, 4, -4, -4))


def test_a_drag_in_progress_survives_the_window_changing_shape(table_for, qtbot):
    session, table = table_for(Position(draws=["T20", "T21"]))
    scene = table.scene
    table.resize(2000, 900)  # wide: the realm beside the island
    qtbot.waitUntil(lambda: not scene.tall, timeout=3000)
    chief = scene.chiefs[0]
    start = centre(chief)
    _send(table.view, QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    _send(table.view, QEvent.Type.MouseMove, start + QPointF(30, -30), Qt.MouseButton.LeftButton)
    assert table.sel == ("chief",) and table.board.marks.is_lit(("cove",))
    table.resize(700, 1000)  # narrow: the realms would rather go below the island...
    QApplication.processEvents()
    assert table.board.busy and not scene.tall  # ...but not while the chief is in hand
    cove = centre(scene.targets[("cove",)])
    _send(table.view, QEvent.Type.MouseMove, cove, Qt.MouseButton.LeftButton)
    _send(table.view, QEvent.Type.MouseButtonRelease, cove, Qt.MouseButton.NoButton)
    qtbot.waitUntil(lambda: scene.tall)  # re-arranged once the gesture ended...
    assert table.sel == ("fish",)  # ...and the decision it led to is still there
    assert any("fish" in b.text() for b in table.panel.buttons)

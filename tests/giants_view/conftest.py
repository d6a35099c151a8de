"""Helpers for the Giants table tests: crafted positions in a real session, real mouse events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from giantapp.app.giants_view.table import GiantsTable
from giantapp.app.session import Session
from giantapp.app.settings import Settings
from giantapp.engine import GameRecord, Seat

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed")


@pytest.fixture
def window(qapp, tmp_path):
    """``make(state, (w, h), names=NAMES)``: the real main window of that size on ``state``, seat 1 human."""
    from giantapp.app.main_window import MainWindow

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = 0
    windows = []

    def make(state, size, names=NAMES):
        win = MainWindow(settings, autosave_dir=tmp_path / "auto")
        seats = [Seat(name=names[s], kind="human" if s == 0 else "computer", level=None if s == 0 else "random")
                 for s in range(state.players)]
        record = GameRecord(game="giants", players=state.players, options=dict(state.options), seats=seats)
        session = Session(record, state=state, settings=settings)
        win.install_session(session)
        win.resize(*size)
        win.show()
        windows.append((win, session))
        for _ in range(5):
            QApplication.processEvents()
        session.start()
        for _ in range(5):
            QApplication.processEvents()
        return win

    yield make
    for win, session in windows:
        session.shutdown()
        win.close()
        win.deleteLater()


@pytest.fixture
def settings(tmp_path, qapp):
    s = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    s.animation_speed = 0
    return s


def open_table(qtbot, settings, state, humans=None):
    """A started session on ``state`` (every seat human unless ``humans`` lists them) and its table."""
    seats = [Seat(name=NAMES[s], kind="human" if humans is None or s in humans else "computer",
                  level=None if humans is None or s in humans else "random") for s in range(state.players)]
    record = GameRecord(game="giants", players=state.players, options=dict(state.options), seats=seats)
    session = Session(record, state=state, settings=settings)
    table = GiantsTable(session)
    # stop the session with the table: a computer still thinking must not call back into a deleted table
    qtbot.addWidget(table, before_close_func=lambda _table: session.shutdown())
    table.resize(1600, 1000)
    table.show()
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() is not None, timeout=5000)
    QApplication.processEvents()
    table.zoom_fit()
    return session, table


def item(table, key):
    items = table.scene.mirror.items
    assert key in items, f"{key} is not on the table; keys: {sorted(k for k in items if k[0] == key[0])}"
    return items[key]


def viewport_point(table, scene_point: QPointF) -> QPoint:
    return table.view.mapFromScene(scene_point)


def centre_of(table, key) -> QPoint:
    return viewport_point(table, item(table, key).sceneBoundingRect().center())


def _send(table, kind, pos: QPoint, buttons) -> None:
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, QPointF(pos), QPointF(table.view.viewport().mapToGlobal(pos)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(table.view.viewport(), event)


def drag(table, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press, move with the left button held in a few steps, release: a real drag on the viewport."""
    held = Qt.MouseButton.LeftButton
    _send(table, QEvent.Type.MouseButtonPress, start, held)
    for k in range(1, steps + 1):
        x = start.x() + (end.x() - start.x()) * k // steps
        y = start.y() + (end.y() - start.y()) * k // steps
        _send(table, QEvent.Type.MouseMove, QPoint(x, y), held)
    _send(table, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    QApplication.processEvents()  # the event loop runs between a person's gestures: the table redraws


def click(table, pos: QPoint) -> None:
    _send(table, QEvent.Type.MouseButtonPress, pos, Qt.MouseButton.LeftButton)
    _send(table, QEvent.Type.MouseButtonRelease, pos, Qt.MouseButton.NoButton)
    QApplication.processEvents()

"""Hawaii table tests: positions built by replaying scripted actions, put into a real session and table,
and driven through the view's viewport with real mouse events (press, move with the button held,
release)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from giantapp.app.session import Session
from giantapp.app.settings import Settings
from giantapp.engine import CHANCE, GameRecord, Seat, record_action
from giantapp.hawaii.actions import DrawToken, RevealIsland, SetLayout, SetOrder
from giantapp.hawaii.data import load_edition
from giantapp.hawaii.game import HawaiiGame

EDITION = load_edition()
PLACE_IDS = [p.id for p in EDITION.places]
ISLAND_IDS = [i.id for i in EDITION.islands]


class Position:
    """A game replayed from scripted actions; ``record`` holds every one of them."""

    def __init__(self, players: int = 2, open_screens: bool = True, draws: list[str] | None = None,
                 islands: list[str] | None = None) -> None:
        options = {"open_screens": open_screens}
        self.record = GameRecord("hawaii", players, options=options,
                                 seats=[Seat(name=n, kind="human") for n in ("Ana", "Bo", "Cy", "Di", "Ed")[:players]])
        self.state = HawaiiGame().new_game(players, options)
        self.play(CHANCE, SetLayout(tuple(PLACE_IDS)))
        for island in islands or ISLAND_IDS[:4]:
            self.play(CHANCE, RevealIsland(island))
        self.play(CHANCE, SetOrder(tuple(range(players))))
        self.draw(draws)

    def play(self, seat: int, action) -> None:
        self.state.apply(seat, action)
        record_action(self.record, seat, action)

    def draw(self, draws: list[str] | None = None) -> None:
        scripted = list(draws or [])
        while self.state.phase in ("draw", "islands"):
            if self.state.phase == "draw":
                self.play(CHANCE, DrawToken(scripted.pop(0) if scripted else sorted(self.state.bag, key=lambda t: int(t[1:]))[0]))
            else:
                self.play(CHANCE, RevealIsland(self.state._reveal_pool()[0]))


@pytest.fixture
def settings(tmp_path, qapp):
    q = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    s = Settings(q)
    s.animation_speed = 0
    return s


@pytest.fixture
def table_for(qtbot, settings):
    """Build a session (started) and its table for a Position; the table is shown at 1600×1000."""
    from giantapp.app.hawaii_view.table import HawaiiTable

    made = []

    def make(position: Position, seat: int = 0):
        session = Session(position.record, state=position.state, settings=settings, seed=1)
        table = HawaiiTable(session)
        qtbot.addWidget(table)
        table.resize(1600, 1000)
        table.show()
        session.start()
        qtbot.waitUntil(lambda: session.human_seat_to_act() == seat, timeout=3000)
        table.zoom_fit()
        made.append(session)
        return session, table

    yield make
    for session in made:
        session.shutdown()


def centre(item) -> QPointF:
    return item.mapToScene(item.boundingRect().center())


def _send(view, kind, scene_pos: QPointF, buttons) -> None:
    local = view.mapFromScene(scene_pos)
    glob = view.viewport().mapToGlobal(local)
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, QPointF(local), QPointF(glob), button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def drag(view, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at ``start``, move with the left button held in a few steps, release at ``end``; then let
    the event loop run once, as it does between a person's gestures (the table redraws from it)."""
    held = Qt.MouseButton.LeftButton
    _send(view, QEvent.Type.MouseButtonPress, start, held)
    for k in range(1, steps + 1):
        p = start + (end - start) * (k / steps)
        _send(view, QEvent.Type.MouseMove, p, held)
    _send(view, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    QApplication.processEvents()


def click(view, pos: QPointF) -> None:
    _send(view, QEvent.Type.MouseButtonPress, pos, Qt.MouseButton.LeftButton)
    _send(view, QEvent.Type.MouseButtonRelease, pos, Qt.MouseButton.NoButton)
    QApplication.processEvents()


def actions_of(session, seat: int) -> list[str]:
    return [a.action for a in session.record.actions if a.seat == seat]

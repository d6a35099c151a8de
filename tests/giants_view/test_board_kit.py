"""The Giants table on the board kit: zoom to the cursor, pan, a selection that survives a re-layout,
redraws after the gesture that update only what changed, and a relay animated along the move's path."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from giantapp.giants.actions import Move
from tests.giants.helpers import at_placement, at_transport, put_workers

from .conftest import _send, centre_of, click, item, open_table


def test_the_wheel_zooms_about_the_cursor_and_the_background_pans(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    view = table.view
    hex_centre = item(table, ("hex", (6, 8))).sceneBoundingRect().center()
    at = QPointF(view.mapFromScene(hex_centre))
    event = QWheelEvent(at, QPointF(view.viewport().mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 360),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    before = view.zoom()
    QApplication.sendEvent(view.viewport(), event)
    assert view.zoom() > before * 1.5
    after = view.scene_point(at)
    assert abs(after.x() - hex_centre.x()) < 2 and abs(after.y() - hex_centre.y()) < 2
    # a drag on a hex (nothing in hand) pans the table with the mouse and plays nothing
    actions = len(session.record.actions)
    start, end = at, at + QPointF(-120, 60)
    under = view.scene_point(start)
    held = Qt.MouseButton.LeftButton
    for kind, pos, button, buttons in ((QEvent.Type.MouseButtonPress, start, held, held),
                                       (QEvent.Type.MouseMove, start + (end - start) * 0.5, Qt.MouseButton.NoButton, held),
                                       (QEvent.Type.MouseMove, end, Qt.MouseButton.NoButton, held),
                                       (QEvent.Type.MouseButtonRelease, end, held, Qt.MouseButton.NoButton)):
        QApplication.sendEvent(view.viewport(), QMouseEvent(kind, pos, QPointF(view.viewport().mapToGlobal(pos.toPoint())),
                                                            button, buttons, Qt.KeyboardModifier.NoModifier))
    moved = view.scene_point(end)
    assert abs(moved.x() - under.x()) < 2 and abs(moved.y() - under.y()) < 2
    assert len(session.record.actions) == actions and table.selected is None


def test_a_selected_worker_survives_a_re_layout_and_still_plays(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    click(table, centre_of(table, ("screen", 0, "worker", 0)))
    assert table.selected == ("screen", 0, "worker", 0) and table.board.marks.is_lit(("hex", (6, 8)))
    assert table._mode == "wide"
    table.resize(760, 1000)
    qtbot.waitUntil(lambda: table._mode == "tall", timeout=3000)
    assert table.selected == ("screen", 0, "worker", 0)  # the re-layout kept the piece in hand...
    assert table.board.marks.is_lit(("hex", (6, 8)))  # ...and its targets, on the new layout
    click(table, centre_of(table, ("hex", (6, 8))))
    assert session.full_state_copy().board_workers[0] == {(6, 8): 1}


def test_a_drop_is_drawn_after_the_gesture_and_only_changed_items_are_touched(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    workers = session.full_state_copy().screen_workers[0]
    mirror = table.scene.mirror
    item(table, ("screen", 0, "worker", 0))
    hex_item = item(table, ("hex", (5, 7)))
    start, end = centre_of(table, ("screen", 0, "worker", 0)), centre_of(table, ("hex", (5, 7)))
    held = Qt.MouseButton.LeftButton
    _send(table, QEvent.Type.MouseButtonPress, start, held)
    for k in range(1, 6):
        _send(table, QEvent.Type.MouseMove, QPoint(start.x() + (end.x() - start.x()) * k // 5,
                                                   start.y() + (end.y() - start.y()) * k // 5), held)
    _send(table, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    assert session.full_state_copy().board_workers[0] == {(5, 7): 1}  # played...
    assert ("figure", 0, "worker", (5, 7)) not in mirror.items  # ...not drawn inside the mouse handler
    assert table.board.redraw.pending
    table.syncs.clear()
    QApplication.processEvents()
    assert ("figure", 0, "worker", (5, 7)) in mirror.items
    assert item(table, ("hex", (5, 7))) is hex_item  # the island was not rebuilt
    move = table.syncs[0]
    assert [k for k in move.created if k[0] != "text"] == [("figure", 0, "worker", (5, 7))]
    assert ("screen", 0, "worker", workers - 1) in move.removed  # one worker fewer behind the screen
    assert move.touched < len(mirror.items) // 10, move
    assert len(move.created) <= 5  # the figure and a few words (the last move, who acts) - of all those items


class PathMover:
    """A computer player that carries M1 along a path it names, hex by hex (a normalised move)."""

    def __init__(self, move: Move) -> None:
        self.move = move

    def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
        if any(isinstance(a, Move) and a.obj == self.move.obj for a in legal):
            return self.move
        return legal[-1]  # afterwards (the mark decision, later turns): anything legal


def test_a_carried_moai_slides_along_the_path_its_move_names(qtbot, settings):
    from giantapp.app.giants_view.geometry import hex_centre
    from giantapp.app.giants_view.table import GiantsTable
    from giantapp.app.session import Session
    from giantapp.engine import GameRecord, Seat

    settings.animation_speed = 400
    state = at_transport(4)
    state.places["M1"] = ("front", 1)  # Bo's new moai, carried from the moai quarry by Bo's workers
    quarry = state.island.moai_quarry
    path = ((9, 6), (9, 5))
    for h in path:
        put_workers(state, 1, h)
    state.current = 1
    assert state.to_act() == (1,)
    route_move = Move("M1", path[-1], None, None, path, (("W2",), ("W2",)))
    assert state.explain(1, route_move) is None  # a legal move naming its relay
    seats = [Seat(name="Ana"), Seat(name="Bo", kind="computer", level="random"), Seat(name="Cy"), Seat(name="Di")]
    record = GameRecord(game="giants", players=4, options=dict(state.options), seats=seats)
    session = Session(record, state=state, settings=settings, agent_factory=lambda level, game: PathMover(route_move))
    table = GiantsTable(session)
    qtbot.addWidget(table)
    table.resize(1600, 1000)
    table.show()
    seen: list[QPointF] = []
    session.start()
    qtbot.waitUntil(lambda: session.full_state_copy().places["M1"] == ("hex", path[-1]), timeout=5000)
    qtbot.waitUntil(lambda: table.animations_started >= 1, timeout=5000)
    moai = item(table, ("object", "M1"))
    island = session.view_state().island
    expected = [hex_centre(island, h) for h in (quarry, *path)]

    # watch the slide frame by frame on the animations' own clock (a loaded machine skips real frames):
    # it passes over every hex of the path
    animations = list(table.board.animator.running)
    for animation in animations:
        animation.pause()
    longest = max(animation.duration() for animation in animations)
    for t in range(0, longest + 1, 5):
        for animation in animations:
            animation.setCurrentTime(min(t, animation.duration()))
        seen.append(moai.pos())
    for animation in animations:
        animation.resume()
    qtbot.waitUntil(lambda: not table.board.animator.running, timeout=5000)
    for point in expected[:-1]:
        closest = min((p - point).manhattanLength() for p in seen)
        assert closest < 30, f"the moai never came near {point} on its way: {seen[:3]}..."
    assert (moai.pos() - QPointF(*moai.spec.pos)).manhattanLength() < 1  # it ends where the scene puts it
    session.shutdown()

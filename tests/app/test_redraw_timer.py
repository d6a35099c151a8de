"""The board's redraw timer: one redraw per painted frame.

A request that arrives after a redraw whose result is not on screen yet waits for the board's next paint
(a computer answering at once would otherwise rebuild the scene twice before one paint); a redraw that
changed nothing visible, a hidden board, ``flush`` and a missing paint never hold a request back.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from giantapp.app.board.board import RedrawTimer


class Board:
    """A widget watched by a redraw timer whose callback counts and (optionally) changes something."""

    def __init__(self, qtbot, visible: bool = True) -> None:
        self.widget = QWidget()
        qtbot.addWidget(self.widget)
        self.widget.resize(100, 80)
        if visible:
            self.widget.show()
            qtbot.waitExposed(self.widget)
        self.changes = 0
        self.changing = True
        self.timer = RedrawTimer(self.redraw)
        self.timer.watch(self.widget, lambda: self.changes)
        self.redraws = 0
        for _ in range(5):  # the first paints of a window just shown
            QApplication.processEvents()

    def redraw(self) -> None:
        self.redraws += 1
        if self.changing:
            self.changes += 1


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def placement_round_events(qtbot, settings) -> list[str]:
    """A Giants placement round, one person and three computers answering at once, as a list of what
    happened in order: "change" (a state change), "redraw" then "dN" (it changed N drawn parts), "paint"."""
    from tests.giants.helpers import at_placement
    from tests.giants_view.conftest import open_table

    session, table = open_table(qtbot, settings, at_placement(4), humans=[0])
    events: list[str] = []

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                events.append("paint")
            return False

    watch = Watch()
    table.view.viewport().installEventFilter(watch)
    timer = table.board.redraw
    redraw = timer._callback

    def counted() -> None:
        events.append("redraw")
        before = table.scene.mirror.drawn_changes
        redraw()
        events.append(f"d{table.scene.mirror.drawn_changes - before}")

    timer._callback = counted
    session.state_changed.connect(lambda: events.append("change"))
    settle()
    events.clear()
    worker = next(a for a in session.legal_actions() if type(a).__name__ == "Place" and a.figure == "worker")
    assert session.submit(worker)
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0 and not timer.pending, timeout=5000)
    settle()
    table.view.viewport().removeEventFilter(watch)
    return events


def test_a_request_after_a_redraw_waits_for_the_paint(qtbot):
    board = Board(qtbot)
    board.timer.request()
    board.timer.request()  # coalesced with the first
    settle()
    assert board.redraws == 1
    board.timer.request()  # the first redraw's picture is not painted yet
    settle()
    assert board.redraws == 1 and board.timer.pending
    board.widget.repaint()  # the paint: the waiting request goes ahead, from the event loop
    assert board.redraws == 1
    settle()
    assert board.redraws == 2 and not board.timer.pending


def test_without_a_paint_the_request_goes_ahead_after_a_short_wait(qtbot):
    board = Board(qtbot)
    board.timer.request()
    settle()
    board.timer.request()
    qtbot.waitUntil(lambda: board.redraws == 2, timeout=5000)


def test_a_redraw_that_changed_nothing_visible_holds_nothing_back(qtbot):
    board = Board(qtbot)
    board.changing = False
    board.timer.request()
    settle()
    board.timer.request()
    settle()
    assert board.redraws == 2


def test_a_hidden_board_and_flush_never_wait(qtbot):
    hidden = Board(qtbot, visible=False)
    for expected in (1, 2, 3):
        hidden.timer.request()
        settle()
        assert hidden.redraws == expected
    board = Board(qtbot)
    board.timer.request()
    settle()
    board.timer.request()
    board.timer.flush()  # a press on the board: what the rules say now is drawn at once
    assert board.redraws == 2 and not board.timer.pending
    board.timer.request()
    board.timer.cancel()
    board.widget.repaint()
    settle()
    assert board.redraws == 2


def test_the_giants_table_rebuilds_once_per_painted_frame(qtbot, settings):
    """One person and three computers answering at once: between two rebuilds from the timer the board was
    painted, although the computers' changes came faster."""
    events = placement_round_events(qtbot, settings)
    assert events.count("change") >= 4  # the person's move and the three computers'
    redraws = [i for i, e in enumerate(events) if e == "redraw"]
    assert len(redraws) >= 2, events
    waited = 0
    for first, second in zip(redraws, redraws[1:]):
        if events[first + 1] != "d0":  # (a redraw that changed nothing visible is not painted: no wait)
            assert "paint" in events[first:second], " ".join(events)
            waited += 1
    assert waited


def test_a_redraw_from_the_event_loop_is_painted_at_once(qtbot):
    """``paint_now`` runs after a redraw from the event loop (one that changed nothing by the counter too, as
    a probe for whatever else it changed; not for ``flush``), so the next request does not wait."""
    board = Board(qtbot)
    painted: list[int] = []
    blanks: list[int] = []
    board.timer.blank.connect(lambda: blanks.append(board.redraws))
    board.timer.watch(board.widget, lambda: board.changes, lambda: (painted.append(board.redraws),
                                                                    board.widget.repaint()))
    board.timer.request()
    settle()
    assert board.redraws == 1 and painted == [1]
    board.timer.request()  # painted already: nothing to wait for
    settle()
    assert board.redraws == 2 and painted == [1, 2] and not board.timer.pending
    board.changing = False
    board.timer.request()
    settle()
    assert board.redraws == 3 and painted == [1, 2, 3]  # the probe painted: not blank
    assert blanks == []
    board.changing = True
    board.timer.request()
    board.timer.flush()  # a press on the board: drawn at once, painted when the event loop paints
    assert board.redraws == 4 and painted == [1, 2, 3] and blanks == []


def test_a_redraw_that_changed_nothing_on_the_board_is_blank(qtbot):
    """A redraw that changed nothing by the counter and after which nothing is painted emits ``blank`` (no
    paint will show it); one that changed something else on the board (the widget was updated) is painted
    by the probe at once and is not blank; a hidden board is never blank."""
    board = Board(qtbot)
    blanks: list[int] = []
    other = [False]  # the redraw changes something the counter does not count (a highlight)

    def redraw() -> None:
        board.redraws += 1
        if board.changing:
            board.changes += 1
        if board.changing or other[0]:
            board.widget.update()

    def paint_now() -> None:  # as the board's: deliver what is pending, paint only what was marked dirty
        QApplication.sendPostedEvents(board.widget.window(), QEvent.Type.UpdateRequest)

    board.timer = RedrawTimer(redraw)
    board.timer.blank.connect(lambda: blanks.append(board.redraws))
    board.timer.watch(board.widget, lambda: board.changes, paint_now)
    board.timer.request()
    settle()
    assert board.redraws == 1 and blanks == []
    board.changing = False
    board.timer.request()
    settle()
    assert board.redraws == 2 and blanks == [2]
    other[0] = True
    board.timer.request()
    settle()
    assert board.redraws == 3 and blanks == [2]
    board.widget.hide()
    other[0] = False
    board.timer.request()
    settle()
    assert board.redraws == 4 and blanks == [2]


def test_the_tables_paint_a_redraw_before_the_next_change_is_drawn(qtbot, settings):
    """One person and three computers answering at once: every redraw from the event loop that changed the
    board is followed by the board's paint before anything else happens (the paint comes from the redraw
    itself, not a few turns of the event loop later)."""
    events = placement_round_events(qtbot, settings)
    changed = [i for i, e in enumerate(events) if e.startswith("d") and e != "d0"]
    assert changed, events
    for i in changed:
        assert events[i + 1] == "paint", " ".join(events)

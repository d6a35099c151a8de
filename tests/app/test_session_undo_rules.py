"""Undo and redo in the session: who may take back what, what the log says about it, and that the
taken-back action is gone from the record, the autosave and the screen."""

from __future__ import annotations

from giantapp.app.session import Session
from giantapp.engine import Seat
from tests.app.relay_game import Move


def test_undo_is_not_offered_before_anything_was_played(qtbot, settings):
    session = Session.new_game("relay", [Seat("Ana"), Seat("Bo")], {}, seed=3, settings=settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert not session.can_undo() and not session.can_redo()
    assert not session.undo() and not session.redo()
    assert session.submit(Move("add")) and session.can_undo()

"""What happens next in a session: chance, computer seats, the pacing of their moves, and what the
session does when the rules or a computer player fail."""

from __future__ import annotations

from giantapp.app.session import Session
from giantapp.engine import CHANCE, Seat


def test_a_dice_turn_starts_with_chance_before_the_human_decides(qtbot, settings):
    session = Session.new_game("relay", [Seat("Ana"), Seat("Bo")], {"dice": True}, seed=3, settings=settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert [a.seat for a in session.record.actions] == [CHANCE]
    assert not session.has_player_actions()

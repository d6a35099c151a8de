"""Driving a real session from a test the way players would: wait for a turn, play, confirm."""

from __future__ import annotations

from typing import Callable


def play_to_the_end(qtbot, session, choose: Callable | None = None) -> None:
    """The humans play ``choose(session)`` (default: their first legal action) and confirm each
    hand-off, to the end of the game."""
    choose = choose or (lambda s: s.legal_actions()[0])
    while not session.is_game_over():
        qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.pending_confirmation() is not None
                        or session.is_game_over(), timeout=5000)
        if session.pending_confirmation() is not None:
            assert session.confirm()
        elif session.human_seat_to_act() is not None:
            assert session.submit(choose(session))


def started_with_messages(qtbot, session, first_move) -> list[str]:
    """Start ``session``, let seat 0 play ``first_move`` and return the list its messages go to."""
    messages: list[str] = []
    session.message.connect(messages.append)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(first_move)
    return messages

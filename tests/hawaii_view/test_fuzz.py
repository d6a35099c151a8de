"""Random gestures on the real table: whatever a person does with the mouse and the panel, the table
never raises (pytest-qt fails a test on an exception inside a Qt handler), and every move that reaches
the game is one of the rules' legal actions."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from .conftest import Position, centre, click, drag


def test_random_clicks_drags_and_buttons_only_ever_play_legal_moves(table_for, qtbot):
    session, table = table_for(Position(players=2, draws=["T20", "T21"]))
    rng = random.Random(11)
    played = 0
    for step in range(120):
        if session.is_game_over():
            break
        # the session hands the keyboard on (and plays chance) from the event loop
        qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.is_game_over(), timeout=30000)
        seat = session.human_seat_to_act()
        if seat is None:
            break
        legal = {str(a) for a in session.legal_actions()}
        count = len(session.record.actions)
        items = [i for i in table.scene.items() if getattr(i, "role", None) in
                 ("chief", "supply", "token", "target", "cell", "boat")]
        roll = rng.random()
        if roll < 0.25 and table.panel.buttons:
            qtbot.mouseClick(rng.choice(table.panel.buttons), Qt.MouseButton.LeftButton)
        elif roll < 0.6:
            click(table.view, centre(rng.choice(items)))
        else:
            source = rng.choice([i for i in items if i.role in ("chief", "supply")] or items)
            drag(table.view, centre(source), centre(rng.choice(items)))
        if len(session.record.actions) > count:
            entry = session.record.actions[count]
            assert entry.seat == seat and entry.action in legal
            played += 1
        if session.is_game_over():
            break
    assert played >= 1

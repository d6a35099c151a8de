"""Small promises of the session that no larger flow pins down (found by mutation testing)."""

from __future__ import annotations

import json

from PySide6.QtCore import QObject

from giantapp.app.session import Session
from giantapp.engine import Seat
from tests.app.relay_game import Move


def relay(settings, **kw):
    return Session.new_game("relay", [Seat("Ana"), Seat("Bo")], {"turns": 1}, seed=3, settings=settings, **kw)


def test_a_session_belongs_to_the_object_it_was_made_for(qapp, settings):
    """The window makes its session a child, so Qt deletes both together."""
    owner = QObject()
    session = relay(settings, parent=owner)
    assert session.parent() is owner and session in owner.children()


def test_a_finished_game_opened_again_says_once_that_it_is_over(qtbot, settings):
    played = relay(settings)
    played.start()
    qtbot.waitUntil(lambda: played.human_seat_to_act() == 0, timeout=5000)
    assert played.submit(Move("add")) and played.submit(Move("end"))
    qtbot.waitUntil(played.is_game_over, timeout=5000)
    played.shutdown()
    reopened = Session(played.record, seed=3, settings=settings)
    over = []
    reopened.game_over.connect(lambda: over.append(reopened.action_count()))
    reopened.start()
    qtbot.waitUntil(lambda: over == [2], timeout=5000)  # the game-over dialog is shown for it
    qtbot.wait(50)
    assert over == [2] and reopened.human_seat_to_act() is None and reopened.legal_actions() == []


def test_after_shutdown_nobody_at_the_keyboard_may_act(qtbot, settings):
    session = relay(settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    session.shutdown()
    assert session.human_seat_to_act() is None and session.legal_actions() == []
    assert not session.submit(Move("add")) and session.action_count() == 0


def test_every_autosave_begins_with_the_summary_the_start_page_reads(qtbot, settings, tmp_path):
    """The start page reads only a file's head; an autosave without its summary would have to be
    read whole (and replayed) to be listed."""
    path = tmp_path / "auto.giantapp.json"
    session = relay(settings, autosave_path=path)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("add"))
    text = path.read_text(encoding="utf-8")
    assert text.startswith('{"format": "giantapp-save", "version": ')
    head = json.loads(text)
    assert list(head)[:3] == ["format", "version", "summary"]
    summary = head["summary"]
    assert (summary["game"], summary["names"], summary["actions"], summary["finished"]) == \
        ("relay", ["Ana", "Bo"], 1, False)

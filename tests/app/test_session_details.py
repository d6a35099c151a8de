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


def test_the_look_ahead_through_several_chance_steps_draws_what_the_game_will_draw(qtbot, settings, monkeypatch):
    """Two rolls start each turn and the second says who plays it: "Done — pass to …" must name the
    seat that then really plays, so the look-ahead draws each roll with the number the game will use."""
    from giantapp.engine import CHANCE, check_legal
    from tests.app.relay_game import RelayState

    real_apply = RelayState.apply

    def to_act(self):
        if self.turn >= self.turns:
            return ()
        return (CHANCE,) if getattr(self, "rolls", 0) < 2 else (self.seat,)

    def apply(self, seat, action):
        if action.word == "roll":
            check_legal(self, seat, action)
            self.rolls = getattr(self, "rolls", 0) + 1
            if self.rolls == 2:
                self.seat = action.value % self.players
        elif action.word == "end":
            check_legal(self, seat, action)
            self.turn, self.rolls, self.adds = self.turn + 1, 0, 0
        else:
            real_apply(self, seat, action)

    monkeypatch.setattr(RelayState, "to_act", to_act)
    monkeypatch.setattr(RelayState, "apply", apply)
    settings.confirm_end_turn = True
    session = Session.new_game("relay", [Seat("Ana"), Seat("Bo"), Seat("Cy")], {"turns": 12}, seed=3,
                               settings=settings)
    session.start()
    checked = 0
    while not session.is_game_over():
        qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.pending_confirmation() is not None
                        or session.is_game_over(), timeout=5000)
        pending = session.pending_confirmation()
        if pending is not None:
            assert session.confirm()
            if pending.next_seat is not None:
                qtbot.waitUntil(lambda: session.human_seat_to_act() is not None, timeout=5000)
                assert session.human_seat_to_act() == pending.next_seat
                checked += 1
        elif session.human_seat_to_act() is not None:
            assert session.submit(Move("end"))
    assert checked >= 6


def test_the_sessions_timers_are_its_own_and_go_with_it(qapp, settings):
    """A timer left without its session would fire into a deleted object after the window closed."""
    from PySide6.QtCore import QTimer

    session = relay(settings)
    timers = session.findChildren(QTimer)
    assert {session._advance_timer, session._apply_timer} <= set(timers)

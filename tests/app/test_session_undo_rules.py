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


from giantapp.engine import IllegalAction  # noqa: E402
from tests.app.relay_game import RelayState, fail_on  # noqa: E402


def relay(settings, **options):
    return Session.new_game("relay", [Seat("Ana"), Seat("Bo")], {"turns": 2, **options}, seed=3, settings=settings)


def wait_for(qtbot, session, seat):
    qtbot.waitUntil(lambda: session.human_seat_to_act() == seat, timeout=5000)


def test_nothing_to_redo_before_the_game_starts(qapp, settings):
    session = relay(settings)
    assert session.human_seat_to_act() is None
    assert not session.can_redo() and not session.redo()


def test_the_log_says_who_took_back_what_and_the_record_forgets_it(qtbot, settings):
    session = relay(settings)
    logged = []
    session.action_logged.connect(lambda seat, text: logged.append((seat, text)))
    session.start()
    wait_for(qtbot, session, 0)
    assert session.submit(Move("add")) and session.submit(Move("peek")) and session.submit(Move("add"))
    assert session.last_action is not None
    assert session.undo()
    assert logged[-1] == (0, "Ana takes back: add")
    assert session.history_log()[-1] == (0, "Ana takes back: add")
    assert [a.action for a in session.record.actions] == ["add", "peek"]
    assert session.last_action is None  # nothing to animate: the taken-back move is not replayed
    assert session.human_seat_to_act() == 0 and session.full_state_copy().score == [1, 0]
    session.rebuild_log()  # a rebuilt log describes the record only: the note is gone
    assert [text for _, text in session.history_log()] == ["add", "peek"]


def test_an_undo_signals_a_confirmation_change_only_when_one_was_pending(qtbot, settings):
    settings.confirm_end_turn = True
    session = relay(settings)
    changes = []
    session.confirmation_changed.connect(lambda: changes.append(session.pending_confirmation()))
    session.start()
    wait_for(qtbot, session, 0)
    assert session.submit(Move("add")) and session.undo()
    assert changes == []
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
    assert session.undo()
    assert len(changes) == 2 and changes[-1] is None and session.pending_confirmation() is None
    assert session.human_seat_to_act() == 0


def test_the_last_move_taken_back_and_played_again_ends_the_game_again(qtbot, settings):
    session = relay(settings, turns=1)
    over = []
    session.game_over.connect(lambda: over.append(session.action_count()))
    session.start()
    wait_for(qtbot, session, 0)
    assert session.submit(Move("add")) and session.submit(Move("end"))
    qtbot.waitUntil(lambda: over == [2], timeout=5000)
    assert session.human_seat_to_act() is None
    assert session.can_undo()  # the final move can still be taken back
    assert session.undo() and not session.is_game_over()
    wait_for(qtbot, session, 0)
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: over == [2, 2], timeout=5000)  # the game-over dialog is shown again


def test_a_redo_the_rules_now_refuse_is_forgotten_and_said(qtbot, settings, monkeypatch):
    session = relay(settings)
    messages, undo_signals = [], []
    session.message.connect(messages.append)
    session.start()
    wait_for(qtbot, session, 0)
    assert session.submit(Move("add")) and session.undo() and session.can_redo()
    fail_on(monkeypatch, "add", IllegalAction("adding is over"))
    session.undo_changed.connect(lambda: undo_signals.append(session.can_redo()))
    assert not session.redo()
    assert messages[-1] == "Not possible: adding is over"
    assert undo_signals == [False] and not session.can_redo()
    assert session.action_count() == 0


def test_after_the_session_is_shut_down_nothing_can_be_taken_back_or_confirmed(qtbot, settings):
    settings.confirm_end_turn = True
    session = relay(settings)
    session.start()
    wait_for(qtbot, session, 0)
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
    session.shutdown()
    assert session.closed
    assert not session.can_undo() and not session.undo() and not session.confirm()
    assert session.human_seat_to_act() is None and session.action_count() == 1


def test_an_action_the_rules_cannot_judge_for_reveals_is_an_undo_barrier(qtbot, settings, monkeypatch):
    def reveals(self, seat, action):
        if action.word == "add":
            raise KeyError("cannot tell")
        return False

    monkeypatch.setattr(RelayState, "reveals_information", reveals)
    session = relay(settings)
    session.start()
    wait_for(qtbot, session, 0)
    assert session.submit(Move("peek")) and session.can_undo()  # judged: reveals nothing
    assert session.submit(Move("add"))
    assert not session.can_undo()  # not judged: treated as revealing (safe side)
    assert session.full_state_copy().score == [1, 0]


def test_with_the_setting_the_games_last_move_waits_for_the_players_done(qtbot, settings):
    from giantapp.app.session.mediator import Confirmation

    settings.confirm_end_turn = True
    session = relay(settings, turns=1)
    session.start()
    wait_for(qtbot, session, 0)
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
    assert session.pending_confirmation() == Confirmation(0, None, False, game_over=True)
    assert session.status_text() == "Game over. Winner: Ana, Bo"  # the result itself is the news
    assert session.undo() and session.pending_confirmation() is None and not session.is_game_over()

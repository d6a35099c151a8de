"""The words the session shows: the status line, refusals, failures and the log's undo notes. These
texts are what a player reads, so they are asserted exactly."""

from __future__ import annotations

import pytest

from giantapp.app.session import Session, mediator
from giantapp.engine import GameRecord, Seat
from giantapp.engine.record import RecordedAction


def finished_relay(*actions):
    record = GameRecord(game="relay", players=2, options={"turns": 2, "dice": False},
                        seats=[Seat("Ana"), Seat("Bo")])
    record.actions = [RecordedAction(seat, text) for seat, text in actions]
    return Session(record)


def test_the_status_of_a_finished_game_names_every_winner(qapp):
    assert finished_relay((0, "add"), (0, "end"), (1, "end")).status_text() == "Game over. Winner: Ana"
    tie = finished_relay((0, "add"), (0, "end"), (1, "add"), (1, "end"))
    assert tie.status_text() == "Game over. Winner: Ana, Bo"
    assert tie.is_game_over()
    assert tie.final_results() == ([1, 1], [{"points": 1}, {"points": 1}], [0, 1])


def test_the_status_of_a_finished_game_without_winners(qapp, monkeypatch):
    from tests.app.relay_game import RelayState

    monkeypatch.setattr(RelayState, "winners", lambda self: [])
    assert finished_relay((0, "end"), (1, "end")).status_text() == "Game over."


def test_the_status_of_a_game_in_play_is_the_rules_own(qapp):
    session = finished_relay((0, "add"))
    assert session.status_text() == "turn 1: seat 1"
    assert not session.is_game_over() and session.final_results() is None


# --- translations ----------------------------------------------------------------------------------

class Translator:
    """Stands in for QCoreApplication: translates the "Session" context from a dictionary."""

    def __init__(self, table):
        self.table = table

    def translate(self, context, text):
        assert context == "Session"
        return self.table.get(text, text)


@pytest.mark.parametrize("broken", ["Sitz {m} braucht einen Namen.", "Sitz {0} braucht einen Namen.",
                                    "Sitz {n braucht einen Namen."])
def test_a_broken_translation_falls_back_to_the_english_text(monkeypatch, broken):
    monkeypatch.setattr(mediator, "QCoreApplication", Translator({"Seat {n} needs a name.": broken}))
    assert mediator._tr("Seat {n} needs a name.", n=2) == "Seat 2 needs a name."


def test_a_good_translation_is_filled_in_and_a_text_without_fields_is_shown_as_translated(monkeypatch):
    monkeypatch.setattr(mediator, "QCoreApplication", Translator({
        "Seat {n} needs a name.": "Platz {n} braucht einen Namen.", "Chance": "Zufall {ohne Felder}"}))
    assert mediator._tr("Seat {n} needs a name.", n=2) == "Platz 2 braucht einen Namen."
    assert mediator._tr("Chance") == "Zufall {ohne Felder}"  # no fields: braces are not read as fields


# --- the status line while the game waits ---------------------------------------------------------------

from tests.app.conftest import RecordingGate  # noqa: E402
from tests.app.relay_game import Move  # noqa: E402
from tests.fixtures.dice_duel import Bid  # noqa: E402


class StatusGate(RecordingGate):
    """Records the status line, undo and who may act while the keyboard is being passed."""

    def __init__(self):
        super().__init__()
        self.status = []

    def hand_off(self, seat, name):
        super().hand_off(seat, name)
        s = self.session
        self.status.append((s.status_text(), s.can_undo(), s.human_seat_to_act(), s.legal_actions(), s.last_action))


def duel(settings, gate=None, **options):
    session = Session.new_game("dice_duel", [Seat("Ana"), Seat("Bo")], {"rounds": 1, **options}, seed=5,
                               settings=settings, gate=gate)
    if gate is not None:
        gate.session = session
    return session


def test_while_the_keyboard_is_passed_the_status_says_so_and_nobody_acts(qtbot, settings):
    gate = StatusGate()
    session = duel(settings, gate)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert gate.status == [("Passing the computer…", False, None, [], None)]  # and nothing to animate


def test_while_the_result_waits_for_done_the_status_says_who_checks_it(qtbot, settings):
    gate = StatusGate()
    session = duel(settings, gate)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Bid(2))
    qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
    assert session.status_text() == "Ana: check the result, then press Done (Undo takes it back)."


def test_an_action_out_of_turn_is_refused_with_a_message_and_no_refusal_signal(qtbot, settings):
    session = duel(settings)
    messages, refusals = [], []
    session.message.connect(messages.append)
    session.refused.connect(refusals.append)
    assert not session.submit(Bid(1))  # not started: nobody holds the keyboard
    assert messages == ["It is not your decision now."] and refusals == []


def test_an_illegal_action_is_refused_with_the_rules_reason_in_words(qtbot, settings):
    session = Session.new_game("relay", [Seat("Ana"), Seat("Bo")], {}, seed=5, settings=settings)
    messages, refusals = [], []
    session.message.connect(messages.append)
    session.refused.connect(refusals.append)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert not session.submit(Move("fly"))
    assert messages == refusals
    assert refusals == ["Not possible: fly is not a legal action now"]


# --- the log's words when an engine cannot describe from the public view ------------------------------

from tests.app.relay_game import RelayState  # noqa: E402


def test_the_log_describes_from_the_public_view_then_the_full_state_then_the_notation(qtbot, settings, monkeypatch):
    real_observation = RelayState.observation

    def observation(self, seat):
        obs = real_observation(self, seat)
        obs.public = seat is None
        return obs

    def describe(self, seat, action):
        if action.word == "end":
            raise ValueError("cannot say it at all")
        if getattr(self, "public", False) and action.word == "peek":
            raise ValueError("cannot say it in public")
        where = "public" if getattr(self, "public", False) else "full"
        return f"{self.seat_label(seat)} {action.word}s ({where})"

    monkeypatch.setattr(RelayState, "observation", observation)
    monkeypatch.setattr(RelayState, "describe_action", describe)
    session = Session.new_game("relay", [Seat("Ana"), Seat("Bo")], {"turns": 2}, seed=5, settings=settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    for word in ("add", "peek", "end"):
        assert session.submit(Move(word))
    assert [text for _, text in session.history_log()] == ["Ana adds (public)", "Ana peeks (full)", "end"]


def test_a_game_without_a_status_of_its_own_shows_an_empty_status(qapp, monkeypatch):
    from tests.app.relay_game import RelayState

    monkeypatch.setattr(RelayState, "status_text", lambda self: None)
    assert finished_relay((0, "add")).status_text() == ""

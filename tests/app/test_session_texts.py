"""The words the session shows: the status line, refusals, failures and the log's undo notes. These
texts are what a player reads, so they are asserted exactly."""

from __future__ import annotations

from giantapp.app.session import Session
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


def test_the_status_of_a_game_in_play_is_the_rules_own(qapp):
    session = finished_relay((0, "add"))
    assert session.status_text() == "turn 1: seat 1"
    assert not session.is_game_over() and session.final_results() is None

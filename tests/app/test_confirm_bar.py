"""The window's "Done — pass to Bo" bar: shown on the acting player's own view only, Undo (the menu, Ctrl+Z,
its own button) takes the move back, Enter/Space/click on it runs the hand-off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from giantapp.app.main_window import MainWindow
from giantapp.app.new_game_dialog import NewGameSetup
from giantapp.engine import Seat
from tests.app.relay_game import Move
from tests.fixtures.dice_duel import HIDDEN, Bid


@pytest.fixture
def window(qtbot, settings, data_dir, gate):
    win = MainWindow(settings, gate=gate, autosave_dir=data_dir / "autosaves")
    qtbot.addWidget(win)
    win.show()
    return win


def test_done_bar_undo_then_enter_runs_the_hand_off(qtbot, window, gate):
    assert window.start_new(NewGameSetup("dice_duel", [Seat("Ana"), Seat("Bo")], {"rounds": 1}, seed=2))
    session = window.session
    gate.session = session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert not window.confirm_bar.isVisible()
    assert session.submit(Bid(3))
    qtbot.waitUntil(window.confirm_bar.isVisible, timeout=5000)
    assert window.confirm_button.text() == "Done — pass to Bo"
    assert "Ana" in window.confirm_text.text()
    assert window.confirm_button.hasFocus()  # Enter and Space press it at once
    assert not window.is_blanked() and session.viewer == 0  # Ana's own view, with her own bid
    assert session.view_state().bids[0] == 3 and session.view_state().chips[1] == HIDDEN
    assert window.act_undo.isEnabled() and window.confirm_undo.isEnabled()
    assert gate.calls == [(0, "Ana")]

    window.act_undo.trigger()  # Edit → Undo (Ctrl+Z)
    assert not window.confirm_bar.isVisible() and session.action_count() == 1
    assert window.log_list.item(window.log_list.count() - 1).text() == "Ana takes back: bid 3"
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Bid(1))
    qtbot.waitUntil(window.confirm_bar.isVisible, timeout=5000)
    qtbot.mouseClick(window.confirm_undo, Qt.MouseButton.LeftButton)  # the bar's own Undo button
    assert not window.confirm_bar.isVisible() and session.action_count() == 1
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Bid(2))
    qtbot.waitUntil(window.confirm_bar.isVisible, timeout=5000)

    qtbot.keyClick(window.confirm_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 1, timeout=5000)
    assert gate.calls == [(0, "Ana"), (1, "Bo")]
    assert gate.viewers_while_closed == [None, None]
    assert not window.confirm_bar.isVisible() and session.viewer == 1
    assert session.view_state().bids[0] == HIDDEN


def test_space_confirms_and_the_bar_names_a_computer_when_asked_before_every_turn(qtbot, window, settings):
    settings.confirm_end_turn = True
    setup = NewGameSetup("relay", [Seat("Ana"), Seat("Cpu", "computer", "random")], {"turns": 2}, seed=1)
    assert window.start_new(setup)
    session = window.session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("add"))
    assert not window.confirm_bar.isVisible()  # Ana's turn goes on
    assert session.submit(Move("end"))
    qtbot.waitUntil(window.confirm_bar.isVisible, timeout=5000)
    assert window.confirm_button.text() == "Done — Cpu plays next"
    assert session.action_count() == 2
    qtbot.keyClick(window.confirm_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: session.is_game_over() or session.action_count() > 2, timeout=5000)
    assert not window.confirm_bar.isVisible()
    assert session.record.actions[2].seat == 1


def test_the_bar_follows_a_language_switch(qtbot, window, settings):
    from giantapp.app import i18n

    settings.confirm_end_turn = True
    assert window.start_new(NewGameSetup("relay", [Seat("Ana"), Seat("Bo")], {"turns": 2}, seed=1))
    session = window.session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("end"))
    qtbot.waitUntil(window.confirm_bar.isVisible, timeout=5000)
    app = i18n.QCoreApplication.instance()
    try:
        i18n.switch_language(app, "zh_TW")
        qtbot.waitUntil(lambda: window.confirm_button.text() != "Done — pass to Bo", timeout=5000)
        assert "Bo" in window.confirm_button.text()
    finally:
        i18n.switch_language(app, "en")
    qtbot.waitUntil(lambda: window.confirm_button.text() == "Done — pass to Bo", timeout=5000)

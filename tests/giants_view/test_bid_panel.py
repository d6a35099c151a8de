"""The secret bid on the table: no empty action list, and figures dragged during the bid."""

from __future__ import annotations

from giantapp.giants.actions import Bid
from tests.giants.helpers import at_placement, new_state, roll

from .conftest import centre_of, click, drag, item, open_table


def at_bid():
    state = new_state(4)
    roll(state, "W1", "W2", "W3", "B1")
    assert state.phase == "bid"
    return state


def test_during_the_bid_the_empty_action_list_gives_way_to_how_to_bid(qtbot, settings):
    session, table = open_table(qtbot, settings, at_bid(), humans=[0])
    assert session.human_seat_to_act() == 0
    assert table.actions.count() == 0
    assert table.actions.isHidden() and table.actions_label.isHidden()
    assert not table.actions_note.isHidden()
    note = table.actions_note.text()
    assert "secret bid" in note and "behind your screen" in note


def test_outside_the_bid_the_list_is_back(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    assert table.actions.count() > 0
    assert not table.actions.isHidden() and not table.actions_label.isHidden()
    assert table.actions_note.isHidden()

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
    assert table.favour.isHidden()  # who carries moai is no question during the bid


def test_outside_the_bid_the_list_is_back(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    assert table.actions.count() > 0
    assert not table.actions.isHidden() and not table.actions_label.isHidden()
    assert table.actions_note.isHidden()


def test_the_carriers_choice_shows_in_transport(qtbot, settings):
    from tests.giants.helpers import at_transport

    session, table = open_table(qtbot, settings, at_transport(4))
    assert not table.favour.isHidden() and not table.favour_label.isHidden()


def test_a_worker_dragged_onto_the_island_during_the_bid_snaps_back_and_says_how_to_bid(qtbot, settings):
    state = at_bid()
    session, table = open_table(qtbot, settings, state, humans=[0])
    worker = item(table, ("screen", 0, "worker", 0))
    home = worker.pos()
    before = len(session.record.actions)
    drag(table, centre_of(table, ("screen", 0, "worker", 0)), centre_of(table, ("hex", (5, 7))))
    assert worker.pos() == home  # back behind the screen
    assert table.interaction.bid.action() == Bid()  # not silently added to the bid
    assert session.full_state_copy().screen_workers[0] == state.screen_workers[0]
    assert all(a.seat != 0 for a in session.record.actions[before:])  # nothing was bid or placed
    message = table.message_label.text()
    assert "secret bid" in message and "click" in message
    # a click on the same worker still adds it to the bid
    click(table, centre_of(table, ("screen", 0, "worker", 0)))
    assert table.interaction.bid.action() == Bid(workers=1)


def test_the_table_says_the_roll_by_die_colour_as_the_log_does(qtbot, settings):
    from giantapp.engine import CHANCE
    from giantapp.giants.actions import Roll

    session, table = open_table(qtbot, settings, at_bid(), humans=[0])
    words = table.describe(session.view_state(), CHANCE, Roll((("W", 1), ("W", 2), ("W", 3), ("B", 1))))
    assert words == "The dice show white 1, 2, 3; brown 1"

"""What a catch or an island trip costs and which boats it may name: the feet the views and the computer
players are told (``trip_feet``), the boats a table proposes (``queries``), and boats named twice.

Numbers from the rules text (hawaii.md, "Fish", "Visit an island", boat II corrected in turn 2): the
fishing boat holds 2 spaces, a boat I 3, a boat II 4 with one printed foot already paid (a trip that uses
it costs one foot less, but at least one); docks 1-4 cost 3, 4, 5 and 6 feet (and as many spaces).
"""

from __future__ import annotations

import dataclasses

import pytest

from giantapp.engine import IllegalAction
from giantapp.hawaii import queries
from giantapp.hawaii.actions import Fish, Visit

from .helpers import give
from .test_explain import _cove, position, refused


def _with_boats(*sides: int, resources=(20, 10, 0)):
    """Seat 0 with the fishing boat (boat 1) and a boat of each side given (1: boat I, 2: boat II)."""
    state = position(resources=resources)
    for side in sides:
        give(state, 0, "boat", side)
    return state


@pytest.mark.parametrize(("dock", "feet"), [(1, 3), (2, 4), (3, 5), (4, 6)])
def test_a_trip_costs_its_dock_s_feet(dock, feet):
    state = _with_boats(1)
    assert state.trip_feet(0, Visit(dock, (1,))) == feet
    assert queries.trip_feet(state, 0, Visit(dock, (1,))) == feet


def test_boat_ii_s_printed_foot_is_paid_already_but_one_foot_is_always_paid():
    state = _with_boats(2)
    assert state.trip_feet(0, Visit(4, (1,))) == 5  # 6 feet, one of them printed on boat II
    assert state.trip_feet(0, Visit(1, (0, 1))) == 2  # 3 feet with the fishing boat along: still one printed
    _cove(state, ["T0"])
    assert state.trip_feet(0, Fish(("T0",), (1,))) == 1  # 1 foot less the printed one: at least 1
    assert state.trip_feet(0, Fish(("T0",), (0,))) == 1


def test_the_feet_of_a_trip_to_no_dock_or_with_another_s_boats_are_refused_by_name():
    state = _with_boats(1)
    _cove(state, ["T0"])
    for dock in (0, 5):
        with pytest.raises(IllegalAction) as info:
            state.trip_feet(0, Visit(dock, (1,)))
        assert info.value.reason == f"there is no dock {dock}"
    for boats in ((2,), (-1,), ("1",)):
        with pytest.raises(IllegalAction) as info:
            state.trip_feet(0, Fish(("T0",), boats))
        assert info.value.reason == "those are not Seat 1's boats"
    state.seat_names = ["Ana", "Ben"]
    with pytest.raises(IllegalAction, match="^those are not Ana's boats$"):
        state.trip_feet(0, Visit(1, (3,)))


def test_a_boat_named_twice_does_not_hold_twice_its_spaces():
    """The fishing boat holds 2 spaces: naming it twice must not carry 3 or 4 fish (or reach dock 2)."""
    state = position(resources=(20, 10, 0))
    _cove(state, ["T0", "T3", "T20"])
    assert refused(state, 0, Fish(("T0", "T3", "T20"), (0, 0))) == "those are not Seat 1's boats"
    assert refused(state, 0, Visit(2, (0, 0))) == "those are not Seat 1's boats"


def _holds_with_none_to_spare(state, boats, need) -> bool:
    space = [2, 3, 4]
    kinds = state.player[0].realm.boats
    total = sum(space[kinds[b]] for b in boats)
    return total >= need and all(total - space[kinds[b]] < need for b in boats)


def test_the_boats_a_refusal_is_asked_about_are_a_set_the_rules_would_take():
    """When no catch or trip is legal, the table asks the rules why about the boats the rules would use
    (a minimal set of unused boats, the lowest-numbered of each kind), else about every free boat."""
    state = _with_boats(1, 1, 2)  # boats 1: fishing (2 spaces), 2 and 3: boat I (3), 4: boat II (4)
    kinds = state.player[0].realm.boats
    for need in range(1, 13):
        boats = queries._boats_for(state, 0, need)
        assert _holds_with_none_to_spare(state, boats, need), (need, boats)  # all four hold 12
        assert not (2 in boats and 1 not in boats)  # of the two boats I, the lower-numbered first
    assert queries._boats_for(state, 0, 13) == (0, 1, 2, 3)  # nothing holds 13: every free boat
    state.player[0].boats_used = [True, True, False, False]
    assert queries._boats_for(state, 0, 3) in ((2,), (3,))  # an unused boat I or boat II
    assert queries._boats_for(state, 0, 8) == (2, 3)  # 7 spaces left: every free boat
    state.player[0].boats_used = [True, True, True, True]
    assert queries._boats_for(state, 0, 2) == (0,)  # no free boat: the first, so the rules say which rule
    assert kinds == [0, 1, 1, 2]


def test_two_editions_in_one_process_keep_their_own_trips():
    """The trips are kept per edition: another edition's docks (here dock 1 at 5 feet) are not answered
    from the first edition's (3 feet, which boat I alone holds)."""
    first = _with_boats(1)
    assert [a for a in first.legal_actions(0) if isinstance(a, Visit) and a.dock == 1] == [Visit(1, (1,))]
    other = _with_boats(1)
    docks = tuple(dataclasses.replace(d, feet=5) if d.dock == 1 else d for d in other.edition.docks)
    other.edition = dataclasses.replace(other.edition, docks=docks)
    assert [a for a in other.legal_actions(0) if isinstance(a, Visit) and a.dock == 1] == [Visit(1, (0, 1))]

"""Every refusal of a relay's carriers, word for word, through the Giants catalogue.

The carriers a player names in a hex are checked one rule at a time (rules: "Transport", strength and
"only needed carriers", corrected in turn 2), and each rule has its own reason: the player reads which
carrier is missing or superfluous, in which hex, and what the object needs. The translator of
``tests/giants/conftest.py`` marks every text asked for outside the "Giants" context (and the engine's,
for seat names), so a reason looked up in the wrong catalogue shows.
"""

from __future__ import annotations

import pytest

from giantapp.engine import IllegalAction
from giantapp.giants import transport
from giantapp.giants.actions import Move

from .helpers import at_transport, put_figure, put_logs, put_workers

HEX = (9, 6)  # beside the moai quarry (9, 7)


def _bo_moves_a_new_moai():
    """Bo (seat 2) has just won M1, a size-1 moai, in front of the screen; an empty island otherwise."""
    state = at_transport(4)
    state.places["M1"] = ("front", 1)
    state.current = 1
    return state


def _refused(state, carriers: tuple[str, ...], reason: str) -> None:
    move = Move("M1", HEX, None, None, (HEX,), (carriers,))
    assert state.explain(1, move) == reason
    before = state.to_json()
    with pytest.raises(IllegalAction) as refusal:
        state.apply(1, move)
    assert refusal.value.reason == reason
    assert state.to_json() == before


def test_naming_more_logs_than_lie_in_the_hex():
    state = _bo_moves_a_new_moai()
    put_workers(state, 1, HEX)
    put_logs(state, HEX, 1)
    _refused(state, ("W2", "L", "L"), "hex (9,6) holds 1 log(s), fewer than the carriers name")


def test_naming_a_seat_that_is_not_at_the_table():
    state = _bo_moves_a_new_moai()
    put_workers(state, 1, HEX)
    _refused(state, ("W5",), "carrier W5 names a seat that is not in the game")


@pytest.mark.parametrize("carriers, reason", [
    (("W2", "W2"), "hex (9,6) holds 1 worker(s) of Seat 2, fewer than the carriers name"),
    (("S2",), "hex (9,6) holds 0 sorcerer of Seat 2, fewer than the carriers name"),
    (("C2",), "hex (9,6) holds 0 chief of Seat 2, fewer than the carriers name"),
])
def test_naming_a_figure_that_is_not_in_the_hex(carriers, reason):
    state = _bo_moves_a_new_moai()
    put_workers(state, 1, HEX)
    _refused(state, carriers, reason)


def test_logs_beside_only_a_chief_carry_nothing():
    state = _bo_moves_a_new_moai()
    put_logs(state, HEX, 1)
    put_figure(state, 1, "chief", HEX)
    _refused(state, ("C2", "L"), "in hex (9,6) logs count only with a worker or sorcerer carrying")


@pytest.mark.parametrize("helper, carrier, reason", [
    (None, "L", "in hex (9,6) a log is not needed: the other carriers give strength 1, and a size-1 moai needs 1"),
    ("worker", "W1", "in hex (9,6) a worker of Seat 1 is not needed: the other carriers give strength 1, and a size-1 moai needs 1"),
    ("sorcerer", "S1", "in hex (9,6) the sorcerer of Seat 1 is not needed: the other carriers give strength 1, and a size-1 moai needs 1"),
    ("chief", "C1", "in hex (9,6) the chief of Seat 1 is not needed: the other carriers give strength 1, and a size-1 moai needs 1"),
])
def test_a_carrier_the_moai_does_not_need_is_named_in_the_refusal(helper, carrier, reason):
    """Bo's own worker carries a size-1 moai alone; Ana's figure (or a log) beside it is superfluous."""
    state = _bo_moves_a_new_moai()
    put_workers(state, 1, HEX)
    if helper is None:
        put_logs(state, HEX, 1)
    elif helper == "worker":
        put_workers(state, 0, HEX)
    else:
        put_figure(state, 0, helper, HEX)
    _refused(state, ("W2", carrier), reason)


def test_the_same_carriers_without_the_superfluous_one_are_accepted():
    state = _bo_moves_a_new_moai()
    put_workers(state, 1, HEX)
    put_workers(state, 0, HEX)
    move = Move("M1", HEX, None, None, (HEX,), (("W2",),))
    assert state.explain(1, move) is None
    state.apply(1, move)
    assert state.places["M1"] == ("hex", HEX) and state.prestige == [0, 0, 0, 0]


def test_the_hexes_an_object_can_reach_come_sorted():
    """The table and the legal moves list destinations in one fixed order: the hexes, sorted."""
    state = _bo_moves_a_new_moai()
    for h in (HEX, (9, 5), (8, 6)):
        put_workers(state, 1, h)
    hexes = transport.reachable(state, 1, "1", (9, 7))
    assert isinstance(hexes, tuple) and hexes == tuple(sorted(hexes)) and set(hexes) == {HEX, (9, 5), (8, 6)}


@pytest.mark.parametrize("path, carriers, reason", [
    (((0, 0),), None, "hex (0,0) is not a land hex of the island"),
    (((9, 6), (9, 5), (9, 6)), None, "the path enters hex (9,6) twice; an object may not enter a hex twice in one move"),
    (((9, 5),), None, "hex (9,5) is not next to hex (9,7)"),
    (((8, 7),), None, "hex (8,7) has strength 0; a size-1 moai needs 1"),
    (((9, 6), (9, 5)), (("W2",),), "the carriers name 1 hexes but the path enters 2"),
])
def test_a_drawn_path_is_refused_at_its_first_fault(path, carriers, reason):
    """From the moai quarry (9, 7), with one of Bo's workers on (9, 6) and one on (9, 5)."""
    state = _bo_moves_a_new_moai()
    for h in (HEX, (9, 5)):
        put_workers(state, 1, h)
    move = Move("M1", path[-1], None, None, path, carriers)
    assert state.explain(1, move) == reason
    with pytest.raises(IllegalAction) as refusal:
        transport.validate_path(state, 1, "M1", None, path, carriers)
    assert refusal.value.reason == reason


def test_a_hat_is_named_as_a_hat_in_a_refusal():
    state = _bo_moves_a_new_moai()
    state.places["H1"] = ("front", 1)  # Bo's hat, carried from the hat quarry (2, 8)
    move = Move("H1", (3, 8), None, None, ((3, 8),), None)
    assert state.explain(1, move) == "hex (3,8) has strength 0; a hat needs 1"


def test_carriers_too_weak_for_the_moai_are_refused_with_the_strength_they_give():
    state = _bo_moves_a_new_moai()
    state.places["M18"], state.places["M1"] = ("front", 1), ("supply",)  # a size-2 moai this time
    put_workers(state, 1, HEX, 2)
    move = Move("M18", HEX, None, None, (HEX,), (("W2",),))
    assert state.explain(1, move) == "the carriers chosen in hex (9,6) give strength 1; a size-2 moai needs 2"


NOBODY = (False, False, False, False)


def test_the_favoured_seat_helps_with_its_sorcerer_alone():
    """Bo honours Ana, whose sorcerer stands beside Bo's worker: the sorcerer carries the size-1 moai."""
    crew = ((0, 1, 0, 0), (True, False, False, False), NOBODY, 0)
    assert transport.favoured_carriers(crew, 1, 0, 1, (1, 1, 3, 1)) == ("S1",)


def test_the_favoured_chief_carries_a_size_3_moai_alone():
    """A chief gives 3: exactly what a size-3 moai needs, so Ana's chief alone carries it for Bo."""
    crew = ((0, 0, 0, 0), NOBODY, (True, False, False, False), 0)
    assert transport.favoured_carriers(crew, 1, 0, 3, (1, 1, 3, 1)) == ("C1",)
    assert transport.favoured_carriers(crew, 1, 0, 4, (1, 1, 3, 1)) is None


def test_an_accepted_path_names_its_object_start_hexes_and_carriers():
    """What the table shows before the drop: M1 from the quarry (9, 7) into (9, 6), carried by Bo's own
    worker there, nobody paid; the cheapest relay proposes the same."""
    state = _bo_moves_a_new_moai()
    put_workers(state, 1, HEX)
    route = transport.validate_path(state, 1, "M1", None, (HEX,))
    assert (route.obj, route.start, route.path, route.carriers, route.prestige) == (
        "M1", (9, 7), (HEX,), (("W2",),), (0, 0, 0, 0))
    cheapest = transport.cheapest_route(state, 1, "M1", (9, 7), HEX)
    assert (cheapest.obj, cheapest.start, cheapest.path, cheapest.carriers) == ("M1", (9, 7), (HEX,), (("W2",),))

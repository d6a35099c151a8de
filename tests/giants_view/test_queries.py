"""The rules' answers to Giants gestures (``giantapp.giants.queries``): a drop becomes the legal action
with its relay fully named, or the rules' own reason; favouring a player uses the transport rules'
carriers; an animation reads the path from the move."""

from __future__ import annotations

import pytest

from giantapp.app.board.outcome import Choose, Play, Refuse
from giantapp.app.giants_view.interaction import Interaction
from giantapp.engine import IllegalAction
from giantapp.giants import queries, transport
from giantapp.giants.actions import Bid, Move, Place, Take
from tests.giants.helpers import at_placement, at_transport, new_state, put_workers, roll


def test_a_drop_becomes_the_move_with_its_relay():
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    put_workers(state, 0, (9, 6))
    put_workers(state, 0, (9, 5))
    found = queries.find_move(state, 0, "M1", ("hex", (9, 5)))
    assert len(found.actions) == 1
    move = found.actions[0]
    assert move.path == ((9, 6), (9, 5)) and move.carriers == (("W1",), ("W1",))
    assert state.explain(0, move) is None and state.explain(0, Move("M1", (9, 5))) is None
    cheapest = transport.cheapest_route(state, 0, "M1", state.island.moai_quarry, (9, 5))
    assert (cheapest.path, cheapest.carriers) == (move.path, move.carriers)  # the engine's own relay


def test_favouring_a_player_uses_the_transport_rules_carriers():
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    put_workers(state, 0, (9, 6))
    put_workers(state, 2, (9, 6))
    plain = queries.find_move(state, 0, "M1", ("hex", (9, 6))).actions[0]
    favoured = queries.find_move(state, 0, "M1", ("hex", (9, 6)), favoured=2).actions[0]
    assert plain.carriers == (("W1",),)
    assert favoured.carriers == (transport.favoured_carriers(state.crews()[(9, 6)], 0, 2, 1, state.strengths),)
    assert queries.relay(state, 0, favoured).prestige[2] == 1 and state.explain(0, favoured) is None


def test_an_impossible_drop_gets_the_rules_reason():
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    put_workers(state, 0, (9, 6))
    far = queries.find_move(state, 0, "M1", ("hex", (3, 8)))
    assert not far and far.reason == state.explain(0, Move("M1", (3, 8))) and "cannot reach" in far.reason
    assert "hex" in queries.find_move(state, 0, "M1", None).reason


def test_placements_and_the_sorcerer_s_choices():
    state = at_placement(4)
    assert queries.find_placement(state, 0, "worker", ("hex", (5, 7))).actions == (Place("worker", (5, 7), 0),)
    village = queries.find_placement(state, 0, "sorcerer", ("hex", state.island.village))
    assert len(village.actions) == 2  # stand there, or take the village's action
    assert "hex" in queries.find_placement(state, 0, "worker", None).reason


def test_the_gesture_model_answers_with_outcomes():
    state = at_placement(4)
    it = Interaction()
    it.update(state, 0, state.legal_actions(0))
    worker = it.drag_model(("screen", 0, "worker", 0))
    assert worker.start() is None and ("hex", (5, 7)) in worker.targets()
    assert worker.hover(("hex", (5, 7))) == ("hex", (5, 7)) and worker.hover(("panel", 1)) is None
    assert worker.drop(("hex", (5, 7))) == Play(Place("worker", (5, 7), 0))
    assert isinstance(it.drag_model(("screen", 0, "sorcerer")).drop(("hex", state.island.village)), Choose)
    assert isinstance(worker.drop(None), Refuse) and "hex" in worker.drop(None).reason
    assert it.drag_model(("screen", 1, "worker", 0)) is None  # another seat's figure: nothing to drag


def test_an_animation_follows_the_path_the_move_names():
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    for h in ((9, 6), (9, 5), (8, 6)):
        put_workers(state, 0, h)
    named = Move("M1", (9, 5), path=((9, 6), (9, 5)), carriers=(("W1",), ("W1",)))
    assert queries.relay_path(state, 0, named) == (state.island.moai_quarry, (9, 6), (9, 5))
    unnamed = queries.relay_path(state, 0, Move("M1", (9, 5)))
    assert unnamed[0] == state.island.moai_quarry and unnamed[-1] == (9, 5)  # the rules' relay


def test_why_an_object_stays_names_its_own_problem_or_the_missing_strength():
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    state.places["M2"] = ("front", 1)
    # nobody beside the quarry: M1 cannot take its first step, and the reason names the strength lacking
    step = state.island.neighbours[state.island.moai_quarry][0]
    reason = queries.why_object_stays(state, 0, "M1")
    assert reason == state.explain(0, Move("M1", step)) and "strength 0" in reason
    # another seat's moai: its own problem, before any hex is looked at
    with pytest.raises(IllegalAction) as refused:
        state.move_start(0, "M2")
    assert queries.why_object_stays(state, 0, "M2") == str(refused.value) and "only they may move it" in str(refused.value)
    put_workers(state, 0, step)
    assert queries.why_object_stays(state, 0, "M1") is None  # now it has a move


def test_a_moai_on_the_quarry_display_stays_for_the_reason_taking_it_is_refused():
    """While choosing, a click on a display moai too large for the strength left is answered with the
    sculptor strength it needs (not "not on the island", the reason of a move)."""
    state = new_state(5)
    roll(state, "W1", "W2", "W3", "B1", "B2")
    for seat, bid in enumerate([Bid(markers=1, workers=1), Bid(markers=2), Bid(workers=1), Bid(markers=1),
                                Bid(markers=1, workers=1)]):
        state.apply(seat, bid)
    assert state.phase == "pick"
    seat = state.to_act()[0]
    big = next(m for m in state.display if int(state.kinds[m]) > state.pick_strength[seat])
    reason = queries.why_object_stays(state, seat, big)
    assert reason == state.explain(seat, Take(big)) and "strength" in reason
    assert "island" not in reason
    small = [m for m in state.display if Take(m) in state.legal_actions(seat)]
    assert all(queries.why_object_stays(state, seat, m) is None for m in small)


def test_a_staying_moai_is_refused_as_its_drag_starts_and_a_movable_one_is_picked_up():
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    state.places["M2"] = ("front", 1)
    put_workers(state, 0, state.island.neighbours[state.island.moai_quarry][0])
    it = Interaction()
    it.update(state, 0, state.legal_actions(0))
    assert it.drag_model(("object", "M1")).start() is None
    staying = it.drag_model(("object", "M2"))
    assert staying.start() == queries.why_object_stays(state, 0, "M2") and staying.targets() == {}
    assert staying.drop(("hex", (9, 6))) == Refuse(staying.start())
    nobody = Interaction()
    nobody.update(state, None, [])
    assert nobody.drag_model(("object", "M2")) is None  # no one at the keyboard: the drag pans

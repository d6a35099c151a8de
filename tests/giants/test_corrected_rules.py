"""The rules corrected in turn 2 (``shared/rules/giants.md``: "corrected in turn 2", "decision, turn 2"):
each built as a position and an action, with the seed sentence it comes from.

Expected values are written here from the rules text (strength 1 for a worker, 3 for a chief; 1 prestige
per borrowed worker; a size-1 moai needs 1, a size-2 needs 2).
"""

import pytest

from giantapp.engine import IllegalAction
from giantapp.giants.actions import Mark, Move, NoMark, Pass, parse_action

from .helpers import at_transport, put_figure, put_logs, put_object, put_workers

START, A, B = (3, 7), (4, 7), (5, 7)


# ---------------------------------------------------------------------------- only needed carriers
def test_a_superfluous_helper_cannot_be_paid():
    """Seed: 「1#石像、石帽可以在所有放置了至少1個工人或1個頭領的六邊形內通行」 and 「當出現不止1個幫助通行
    選擇時，行動的玩家可以選擇使用哪位玩家的人物，增加誰的威望值」 - the mover chooses *which* carriers,
    not extra ones. Seat 1 carries its size-1 moai into a hex holding its own worker and Seat 2's: naming
    both would hand Seat 2 a prestige point for nothing."""
    state = at_transport()
    put_object(state, "M1", START, mark=0)
    put_workers(state, 0, A)
    put_workers(state, 1, A)
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"in hex \(4,7\) a worker of Seat 2 is not needed: the other carriers give "
                                            r"strength 1, and a size-1 moai needs 1"):
        state.apply(0, parse_action("move M1 to 4,7 via 4,7 carriers W1+W2"))
    assert state.to_json() == before
    # either carrier alone is a minimal set: Seat 2's worker may be the one chosen (and paid)
    state.apply(0, parse_action("move M1 to 4,7 via 4,7 carriers W2"))
    assert state.prestige == [0, 1, 0, 0]


def test_two_workers_and_a_chief_for_a_size_1_moai_are_refused():
    """The spec's own example: two workers and a chief for a size-1 moai. The chief is the carrier named
    first (it is another player's and would be paid 1); the explanation is the same as apply's."""
    state = at_transport()
    put_object(state, "M1", START, mark=0)
    put_workers(state, 1, A, 2)
    put_figure(state, 2, "chief", A)
    move = parse_action("move M1 to 4,7 via 4,7 carriers W2+W2+C3")
    reason = state.explain(0, move)
    assert reason == "in hex (4,7) a worker of Seat 2 is not needed: the other carriers give strength 4, and a size-1 moai needs 1"
    with pytest.raises(IllegalAction) as info:
        state.apply(0, move)
    assert info.value.reason == reason


def test_a_log_that_is_not_needed_is_refused_and_a_needed_one_accepted():
    """Seed: 「2#石像可以在所有放置了至少2個工人、1個工人及1個圓木，或1個頭領的六邊形內通行」: a size-2 moai
    needs 2; one worker and one log already give it, so a second log is superfluous (and so is a second
    worker) - while 1 worker + 1 log is exactly enough."""
    state = at_transport()
    put_object(state, "M18", START, mark=0)
    put_workers(state, 0, A, 2)
    put_logs(state, A, 2)
    with pytest.raises(IllegalAction, match=r"in hex \(4,7\) a log is not needed: the other carriers give strength 2, "
                                            r"and a size-2 moai needs 2"):
        state.apply(0, parse_action("move M18 to 4,7 via 4,7 carriers W1+L+L"))
    with pytest.raises(IllegalAction, match=r"in hex \(4,7\) a worker of Seat 1 is not needed"):
        state.apply(0, parse_action("move M18 to 4,7 via 4,7 carriers W1+W1+L"))
    state.apply(0, parse_action("move M18 to 4,7 via 4,7 carriers W1+L"))
    assert state.places["M18"] == ("hex", A) and state.prestige == [0, 0, 0, 0]


def test_a_chief_beside_enough_workers_is_not_needed():
    """A borrowed chief (2 prestige for a size-2 moai) named beside two own workers is refused by name."""
    state = at_transport()
    put_object(state, "M18", START, mark=0)
    put_workers(state, 0, A, 2)
    put_figure(state, 3, "chief", A)
    with pytest.raises(IllegalAction, match=r"the chief of Seat 4 is not needed: the other carriers give strength 2"):
        state.apply(0, parse_action("move M18 to 4,7 via 4,7 carriers W1+W1+C4"))
    state.apply(0, parse_action("move M18 to 4,7 via 4,7 carriers C4"))
    assert state.prestige == [0, 0, 0, 2]


# ---------------------------------------------------------------------------- no capture in the same phase
def _left_unmarked_by_seat_1(with_markers_for_seat_2: bool = True):
    """Seat 1 (index 0) carries the moai it won this round from the quarry one hex on and leaves it
    unmarked; then it is Seat 2's turn, with a worker beside it and a marker behind the screen."""
    state = at_transport()
    state.places["M1"] = ("front", 0)
    put_workers(state, 0, (8, 7))
    put_workers(state, 1, (8, 8))
    state.apply(0, Move("M1", (8, 7)))
    state.apply(0, NoMark("M1"))
    assert state.to_act() == (1,) and state.places["M1"] == ("hex", (8, 7)) and "M1" not in state.marks
    if not with_markers_for_seat_2:
        state.receptacle_markers[1] += state.screen_markers[1]
        state.screen_markers[1] = 0
    return state


def test_an_object_left_unmarked_cannot_be_marked_by_another_player_in_that_phase():
    """Seed: 「停在半路的石像或石帽，除非進行標記，不然下個運輸階段，其他玩家便可搶佔它」 - an object left
    halfway and unmarked may be taken by the others *in the next transport phase*. Marking it at once
    would be a capture in the same phase, so Seat 2 may not mark it."""
    state = _left_unmarked_by_seat_1()
    assert Mark("M1") not in state.legal_actions(1)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Seat 1 moved M1 in this transport phase; the others may claim it only "
                                            "from the next transport phase"):
        state.apply(1, Mark("M1"))
    assert state.to_json() == before


def test_an_object_left_unmarked_cannot_be_moved_by_another_player_in_that_phase():
    """Same seed sentence: nor may Seat 2 carry it off (not even to erect it) before the next phase."""
    state = _left_unmarked_by_seat_1()
    assert not any(isinstance(a, Move) and a.obj == "M1" for a in state.legal_actions(1))
    assert "M1" not in [obj for obj, _start, _capture in state.movable_objects(1)]
    with pytest.raises(IllegalAction, match="Seat 1 moved M1 in this transport phase"):
        state.apply(1, Move("M1", (8, 8)))
    assert state.explain(1, Move("M1", (8, 8))).startswith("Seat 1 moved M1 in this transport phase")


def test_the_mover_may_still_mark_it_and_others_may_claim_it_next_phase():
    """The protection is against the others for the rest of the phase: the mover itself may mark the
    object later in the phase, and once the phase is over it belongs to nobody again."""
    state = _left_unmarked_by_seat_1()
    state.apply(1, Pass())
    assert state.to_act() == (2,)
    state.apply(2, Pass())
    state.apply(3, Pass())
    assert state.to_act() == (0,) and Mark("M1") in state.legal_actions(0)
    next_phase = state.clone()
    state.apply(0, Mark("M1"))
    assert state.marks == {"M1": 0}
    # the next transport phase: Seat 2 may capture the unmarked object
    next_phase.moved = {}
    next_phase.current = 1
    assert Mark("M1") in next_phase.legal_actions(1)
    assert Move("M1", (8, 8)) in next_phase.legal_actions(1)


# ---------------------------------------------------------------------------- a second move only to erect or crown
def test_a_hat_left_beside_an_ahu_crowns_the_moai_erected_there_later_in_the_phase():
    """Decision, turn 2 (the seed sets no limit on moves: 「每人每次只能選擇一個物件進行一個行動」 is one object
    per turn; 「石帽運輸後，若與石台緊鄰的六邊形上至少有1個該玩家的人物，便可置於一個未加冕的石像上」): a
    second move of the same object in a phase is legal only when it ends by erecting the moai or placing
    the hat. Seat 1 carries its hat from the hat quarry to (2,7), beside the empty ahu A37; later in the
    phase it erects its moai there, and the waiting hat then crowns it with a move of zero steps."""
    state = at_transport()
    quarry, beside = state.island.hat_quarry, (2, 7)
    state.places["H1"] = ("front", 0)
    put_object(state, "M1", quarry, mark=0)
    put_workers(state, 0, beside)
    state.apply(0, Move("H1", beside))
    state.apply(0, NoMark("H1"))
    for seat in (1, 2, 3):
        state.apply(seat, Pass())
    crown = Move("H1", beside, "hat", "A37")
    assert crown not in state.legal_actions(0)  # no moai on A37 yet
    state.apply(0, Move("M1", beside, "erect", "A37"))
    assert crown in state.legal_actions(0) and state.explain(0, crown) is None
    hat_moves = [a for a in state.legal_actions(0) if isinstance(a, Move) and a.obj == "H1"]
    assert hat_moves == [crown]  # the second move of the hat may only crown
    state.apply(0, crown)
    assert state.ahu_hat == {"A37": "H1"} and state.places["H1"] == ("ahu", "A37")


def test_a_second_move_that_ends_without_erecting_is_refused():
    """Same decision: a moai that already moved this phase may move again only to be erected - a second
    plain move (which could go back and forth for ever) is refused with the reason; erecting is not."""
    state = at_transport()
    state.places["M1"] = ("front", 0)
    put_workers(state, 0, (8, 7))
    put_workers(state, 0, (9, 6))
    state.apply(0, Move("M1", (8, 7)))
    state.apply(0, NoMark("M1"))
    for seat in (1, 2, 3):
        state.apply(seat, Pass())
    before = state.to_json()
    with pytest.raises(IllegalAction, match="M1 has already moved in this transport phase; it may move again only to be erected"):
        state.apply(0, Move("M1", (9, 6)))
    assert state.to_json() == before
    assert [a for a in state.legal_actions(0) if isinstance(a, Move)] == [Move("M1", (9, 6), "erect", "A17")]
    state.apply(0, Move("M1", (9, 6), "erect", "A17"))
    assert state.ahu_moai == {"A17": "M1"} and state.ahu_owner == {"A17": 0}


def test_a_hat_moved_once_cannot_wander_on():
    """Same decision for hats: the waiting hat may not make a second plain move."""
    state = at_transport()
    state.places["H1"] = ("front", 0)
    put_workers(state, 0, (2, 7))
    put_workers(state, 0, (1, 8))
    state.apply(0, Move("H1", (2, 7)))
    state.apply(0, Mark("H1"))
    for seat in (1, 2, 3):
        state.apply(seat, Pass())
    with pytest.raises(IllegalAction, match="H1 has already moved in this transport phase; it may move again only to be placed on a moai"):
        state.apply(0, Move("H1", (1, 8)))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_computer_players_are_not_offered_the_capture_and_think_without_it(level):
    """The computer players receive the seat's observation and its legal actions (which leave the object
    out); their searches apply only actions the rules list, so none of them ever tries the capture."""
    import random

    from giantapp.ai.registry import make_agent

    state = _left_unmarked_by_seat_1()
    obs = state.observation(1)
    legal = obs.legal_actions(1)
    assert not any(getattr(a, "obj", None) == "M1" for a in legal)
    choice = make_agent(level, "giants").choose(obs, 1, legal, random.Random(3), 60)
    assert choice in legal and state.explain(1, choice) is None

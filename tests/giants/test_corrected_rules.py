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

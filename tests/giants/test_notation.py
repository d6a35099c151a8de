"""Notation: every action reads back as itself (property-based), and bad text gets a reason."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from giantapp.engine import IllegalAction
from giantapp.giants.actions import (
    Bid, ChooseFirst, Done, Look, Mark, Move, NoMark, Pass, Place, Power, Recall, Roll, Stop, Take, TakeTablet,
    parse_action,
)

hexes = st.tuples(st.integers(-20, 40), st.integers(-20, 40))
objects = st.one_of(st.integers(1, 60).map(lambda n: f"M{n}"), st.integers(1, 30).map(lambda n: f"H{n}"))
ahus = st.integers(1, 99).map(lambda n: f"A{n:02d}")
tokens = st.one_of(st.just("L"), st.tuples(st.sampled_from("WSC"), st.integers(1, 5)).map(lambda t: f"{t[0]}{t[1]}"))


@st.composite
def moves(draw):
    obj = draw(objects)
    path = draw(st.one_of(st.none(), st.lists(hexes, min_size=1, max_size=5).map(tuple)))
    dest = path[-1] if path else draw(hexes)
    goal = draw(st.sampled_from([None, "erect", "hat"]))
    ahu = draw(ahus) if goal else None
    carriers = None
    if path is not None and draw(st.booleans()):
        carriers = tuple(tuple(draw(st.lists(tokens, min_size=1, max_size=4))) for _ in path)
    return Move(obj, dest, goal, ahu, path, carriers)


actions = st.one_of(
    st.integers(0, 4).map(ChooseFirst),
    st.lists(st.tuples(st.sampled_from("WB"), st.integers(0, 3)), min_size=1, max_size=5).map(lambda f: Roll(tuple(f))),
    st.builds(Bid, st.integers(0, 6), st.integers(0, 6), st.booleans(), st.booleans()),
    st.integers(1, 35).map(lambda n: Take(f"M{n}")),
    st.builds(Place, st.sampled_from(["worker", "sorcerer"]), hexes, st.integers(0, 2)),
    st.builds(Place, st.just("chief"), hexes, st.just(0)),
    st.builds(Power, st.sampled_from(["sorcerer", "chief"]), hexes, st.sampled_from(["village", "hut", "forest", "hat"]),
              st.none(), st.integers(0, 2)),
    st.builds(Power, st.sampled_from(["sorcerer", "chief"]), hexes, st.just("reserve"), ahus, st.integers(0, 2)),
    moves(),
    objects.map(Mark), objects.map(NoMark), objects.map(Recall), ahus.map(Look),
    st.sampled_from([Stop(), Pass(), TakeTablet(), Done()]),
)


@settings(max_examples=400, deadline=None)
@given(actions)
def test_notation_reads_back(action):
    assert parse_action(action.notation()) == action
    assert str(action) == action.notation()


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_any_text_is_an_action_or_a_reason(text):
    try:
        action = parse_action(text)
    except IllegalAction as exc:
        assert exc.reason.startswith("cannot read") or "must be text" in exc.reason
    else:
        assert parse_action(action.notation()) == action


@pytest.mark.parametrize("value", [None, 7, b"pass", ["pass"]])
def test_non_text_is_refused(value):
    with pytest.raises(IllegalAction, match="an action must be text"):
        parse_action(value)

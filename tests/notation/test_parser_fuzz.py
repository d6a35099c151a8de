"""Both notation parsers meet arbitrary Unicode and answer only with the rules' refusal.

A record or a typed action can hold anything; the parsers must turn every string into an action or an
``IllegalAction`` with a reason, never another exception (non-ASCII digits such as "²" and "①" once
escaped as ValueError, numbers of thousands of digits too). Hypothesis runs derandomized, so every run
tries the same strings.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from giantapp.engine import IllegalAction
from giantapp.giants.actions import parse_action as parse_giants
from giantapp.hawaii.actions import parse_action as parse_hawaii

PARSERS = {"giants": parse_giants, "hawaii": parse_hawaii}

GIANTS_VERBS = ["first", "roll", "bid", "take", "stop", "tablet", "pass", "done", "place", "sorcerer", "chief",
                "move", "mark", "no-mark", "look", "recall"]
HAWAII_VERBS = ["layout", "order", "draw", "reveal", "buy", "fish", "visit", "end", "pay", "place", "kane", "irrigate"]
#: digits that str.isdigit() or int() accept although no notation means them
ODD_DIGITS = ["²", "①", "٣", "۷", "߀", "０", "𝟗", "Ⅻ", "½", "1_0", "+3", " 4", "-0"]

words = st.text(st.characters(codec=None), max_size=12)
tricky = st.one_of(words, st.sampled_from(ODD_DIGITS), st.integers(-10**6, 10**6).map(str),
                   st.sampled_from(["0" * 5000, "9" * 4400, "1" * 40]))


def sentences(verbs):
    """A verb of the notation followed by odd tokens: reaches the number readers behind each verb."""
    token = st.one_of(tricky, st.builds(lambda a, b: f"{a}{b}", st.sampled_from("MHAWBmwrT"), tricky),
                      st.builds(lambda a, b: f"{a},{b}", tricky, tricky),
                      st.builds(lambda a, b, c: f"{a}/{b}/{c}", tricky, tricky, tricky),
                      st.sampled_from(["to", "via", "logs", "boats", "erect", "hat", "carriers", "I", "II", "x1", "x2"]))
    return st.builds(lambda verb, rest: " ".join([verb, *rest]), st.sampled_from(verbs), st.lists(token, max_size=6))


def only_refusal(parse, text):
    try:
        parse(text)
    except IllegalAction as exc:
        assert isinstance(exc.reason, str) and exc.reason


@pytest.mark.parametrize("text", ["first ²", "first ①", "first ٣", "first " + "9" * 5000, "roll W² B1",
                                  "bid w①", "bid m" + "1" * 5000, "place worker ٥,٦", "place worker 5,6 logs ²",
                                  "move M٣ to 5,6", "look A①", "sorcerer 4,7 reserve A٠٧"])
def test_giants_refuses_odd_digits_with_the_rules_refusal(text):
    with pytest.raises(IllegalAction):
        parse_giants(text)


@pytest.mark.parametrize("text", ["order ²,1", "order ٣,1", "visit ① boats 1", "fish T1 boats " + "9" * 5000,
                                  "pay ²/0/0", "pay " + "1" * 5000 + "/0/0", "end ٣", "place fruit_taro r①",
                                  "buy huts_a shell_hut T3 II r²", "kane ٣/0/0"])
def test_hawaii_refuses_odd_digits_with_the_rules_refusal(text):
    with pytest.raises(IllegalAction):
        parse_hawaii(text)


def test_plain_ascii_numbers_still_read():
    assert parse_giants("first 3").notation() == "first 3"
    assert parse_giants("bid m2 w1 s").notation() == "bid m2 w1 s"
    assert parse_giants("place worker -1,6 logs 2").notation() == "place worker -1,6 logs 2"
    assert parse_hawaii("order 2,1,3").notation() == "order 2,1,3"
    assert parse_hawaii("pay 3/0/1").notation() == "pay 3/0/1"


@pytest.mark.parametrize("game", sorted(PARSERS))
@settings(max_examples=600, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(st.characters(codec=None), max_size=40))
@example(text="first ²")
@example(text="bid w①")
def test_arbitrary_unicode_gets_only_the_rules_refusal(game, text):
    only_refusal(PARSERS[game], text)


@settings(max_examples=800, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(text=sentences(GIANTS_VERBS))
def test_giants_sentences_with_odd_tokens_get_only_the_rules_refusal(text):
    only_refusal(parse_giants, text)


@settings(max_examples=800, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(text=sentences(HAWAII_VERBS))
def test_hawaii_sentences_with_odd_tokens_get_only_the_rules_refusal(text):
    only_refusal(parse_hawaii, text)

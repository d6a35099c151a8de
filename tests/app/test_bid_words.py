"""A revealed Giants bid is said as people say it, in every shipped language: no "0 markers"."""

from __future__ import annotations

import re

import pytest

from giantapp.app import i18n
from giantapp.engine import CHANCE
from giantapp.giants.actions import Bid
from giantapp.giants.game import GiantsGame


@pytest.fixture
def english(qapp):
    i18n.switch_language(qapp, "en")
    yield qapp
    i18n.switch_language(qapp, "en")


def words(bid: Bid) -> str:
    state = GiantsGame().new_game(3, {"first_player": 0})
    state.seat_names = ("Ana", "Bo", "Cy")
    return state.describe_action(0, bid)


def test_english_leaves_out_zero_counts(english):
    assert words(Bid(workers=2, sorcerer=True)) == "Ana bid no markers, only 2 workers, the sorcerer"
    assert words(Bid(markers=1)) == "Ana bid 1 marker and no sculptors"
    assert words(Bid(markers=3)) == "Ana bid 3 markers and no sculptors"
    assert words(Bid(markers=2, chief=True)) == "Ana bid 2 markers with the chief"
    assert words(Bid()) == "Ana bid nothing"


@pytest.mark.parametrize("language", ["en", "zh_TW", "zh_CN"])
def test_no_language_says_zero_of_anything(english, language):
    i18n.switch_language(english, language)
    for bid in (Bid(workers=1), Bid(workers=2, chief=True), Bid(markers=1), Bid(markers=4), Bid()):
        text = words(bid)
        assert not re.search(r"(?<!\d)0(?!\d)", text), text
        assert "{" not in text, text
    if language != "en":
        assert words(Bid(workers=1)) != "Ana bid no markers, only 1 worker"  # really translated


def test_the_revealed_bid_in_the_log_says_no_markers(qtbot, settings):
    from giantapp.app.session import Session
    from giantapp.engine import GameRecord, Seat
    from giantapp.giants.actions import Roll

    state = GiantsGame().new_game(3, {"first_player": 0})
    state.apply(CHANCE, Roll((("W", 1), ("W", 2), ("W", 3))))
    record = GameRecord("giants", 3, options=dict(state.options), seats=[Seat(n) for n in ("Ana", "Bo", "Cy")])
    record.actions.clear()
    session = Session(record, state=state, settings=settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() is not None, timeout=5000)
    for seat in (0, 1, 2):
        qtbot.waitUntil(lambda: session.human_seat_to_act() == seat, timeout=5000)
        assert session.submit(Bid(workers=1))
        if seat < 2:  # a bid made, the next bidder waits for the hand-off: "Done — pass to …" first
            qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
            assert session.pending_confirmation().seat == seat and session.confirm()
    texts = [e.text() for e in session.log_entries()]
    assert "Revealed: Ana bid no markers, only 1 worker" in texts


def test_chinese_lists_use_the_chinese_list_comma(english):
    i18n.switch_language(english, "zh_TW")
    text = words(Bid(markers=1, workers=2, sorcerer=True))
    assert "、" in text and ", " not in text, text

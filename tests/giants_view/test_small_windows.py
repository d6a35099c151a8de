"""The Giants table in ordinary windows (1024x700, 1280x800, a review window): five players' areas,
the round strip and the island all fit without words running into each other.

Why these checks: in a small window the areas' text grows to stay readable while their boxes shrink;
a name ran under the score, the quarry display's title under the supply's, and an arrangement that
left the island no room drew it as a speck."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from giantapp.app.giants_view.geometry import USABLE_ISLAND_SCALE, arrange
from giantapp.giants.island import load_island
from tests.giants.helpers import at_transport

LONG_NAMES = ("Aroha", "Hemi", "Tavita", "Mere", "Kalani Kahananui-Makoa")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(676, 586), (560, 520), (520, 480), (600, 420), (1000, 700)])
def test_the_arrangement_always_leaves_the_island_room_to_play_on(players, size):
    """Each of these board views can show the island at a usable scale with every area beside or below
    it; the arrangement chosen does (before, a tall one with no room left won and the island was 0.05)."""
    arrangement = arrange(load_island(), players, *size)
    assert arrangement.scale >= USABLE_ISLAND_SCALE, (arrangement.mode, arrangement.scale)


def five_seat_position():
    state = at_transport(5)
    state.first_player = 1
    state.banners = [False, True, False, True, True]
    state.prestige = [5, 17, 23, 9, 18]
    return state


def _rect(table, key):
    items = table.scene.mirror.items
    assert key in items, key
    piece = items[key]
    return piece.mapRectToScene(piece.rect())


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_names_scores_and_strip_titles_never_run_into_each_other(window, size):
    win = window(five_seat_position(), size, names=LONG_NAMES)
    table = win.table
    QApplication.processEvents()
    items = table.scene.mirror.items
    for s in range(5):
        panel = _rect(table, ("panel", s))
        name, score = _rect(table, ("text", "panel", s, "name")), _rect(table, ("text", "panel", s, "score"))
        assert not name.intersects(score), (s, name, score)
        assert panel.contains(name) and panel.contains(score), s
        for mark in (("pawn", s), ("banner", s)):
            if mark in items:
                assert not _rect(table, mark).intersects(score), mark
        shown_name = items[("text", "panel", s, "name")].spec.args[0]
        assert shown_name == LONG_NAMES[s] or (shown_name.endswith("…") and LONG_NAMES[s].startswith(shown_name[:-1]))
        score_text = items[("text", "panel", s, "score")].spec.args[0]
        assert str(win.session.view_state().scores()[s]) in score_text
        if "prestige" not in score_text:  # the short form: the prestige is in the tooltip
            assert f"Prestige: {five_seat_position().prestige[s]}" in items[("text", "panel", s, "score")].spec.tip
    # the short names are shown whole
    assert [items[("text", "panel", s, "name")].spec.args[0] for s in range(4)] == list(LONG_NAMES[:4])
    strip = _rect(table, ("strip",))
    titles = [_rect(table, ("text", "strip", part)) for part in ("dice", "display", "supply")]
    for i, a in enumerate(titles):
        assert strip.contains(a)
        for b in titles[i + 1:]:
            assert not a.intersects(b), (a, b)
    supply = [key for key in items if key[:2] == ("text", "supply count")]
    assert len(supply) >= 5
    counts = [_rect(table, key) for key in supply]
    pieces = {key[2]: _rect(table, ("supply", key[2])) for key in supply}
    for i, key in enumerate(supply):
        assert strip.contains(counts[i])
        for j, other in enumerate(supply):
            if i != j:
                assert not counts[i].intersects(counts[j])
                assert not counts[i].intersects(pieces[other[2]]), (key, other)


def test_the_score_says_its_prestige_when_there_is_room(window):
    win = window(five_seat_position(), (1600, 1000))
    items = win.table.scene.mirror.items
    assert items[("text", "panel", 2, "score")].spec.args[0] == "Score 23 (prestige 23)"

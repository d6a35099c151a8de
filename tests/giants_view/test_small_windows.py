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


@pytest.mark.parametrize("size", [(1024, 700), (1008, 652), (1280, 800), (1264, 752)])
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
    # the ahu badges (grown to stay readable) stay clear of the strip and of every area
    areas = [strip] + [_rect(table, ("panel", s)) for s in range(5)]
    for key in items:
        if key[0] in ("ahu", "base"):
            assert not any(_rect(table, key).intersects(area) for area in areas), key
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


@pytest.mark.parametrize("size", [(560, 520), (700, 480), (640, 640)])
def test_in_a_small_board_view_the_ahu_badges_stay_clear_of_strip_and_areas(qtbot, settings, size):
    """A review window's board on a 1024x700 screen is about 560x520: the badges are drawn up to 2.4 times
    their size there, reaching out over the sea's edge."""
    from .conftest import open_table

    session, table = open_table(qtbot, settings, five_seat_position())
    table.resize(*size)
    qtbot.waitUntil(lambda: not table.board.redraw.pending, timeout=3000)
    QApplication.processEvents()
    items = table.scene.mirror.items
    areas = [_rect(table, ("strip",))] + [_rect(table, ("panel", s)) for s in range(5)]
    badges = [key for key in items if key[0] == "ahu"]
    assert len(badges) == len(session.view_state().island.ahus)
    for key in badges:
        assert not any(_rect(table, key).intersects(area) for area in areas), key


def test_the_score_says_its_prestige_when_there_is_room(window):
    win = window(five_seat_position(), (1600, 1000))
    items = win.table.scene.mirror.items
    assert items[("text", "panel", 2, "score")].spec.args[0] == "Score 23 (prestige 23)"


def five_seats_choosing():
    """Phase 2 after five bids: every area says its bid, its choosing rank and the strength it has left."""
    from giantapp.giants.actions import Bid
    from tests.giants.helpers import new_state, roll

    state = new_state(5)
    roll(state, "W1", "W2", "W3", "B1", "B2")
    bids = [Bid(markers=1, workers=1), Bid(markers=2), Bid(workers=1), Bid(markers=1), Bid(markers=1, workers=1)]
    for seat, bid in enumerate(bids):
        state.apply(seat, bid)
    assert state.phase == "pick"
    return state


@pytest.mark.parametrize("size", [(1024, 700), (1008, 652), (1280, 800), (1264, 752)])
def test_while_choosing_the_areas_say_rank_and_strength_without_running_over(window, size):
    state = five_seats_choosing()
    win = window(state, size, names=LONG_NAMES)
    table = win.table
    QApplication.processEvents()
    items = table.scene.mirror.items
    view = win.session.view_state()
    for s in range(5):
        panel = _rect(table, ("panel", s))
        lines = [key for key in (("text", "panel", s, "info"), ("text", "panel", s, "info", 2)) if key in items]
        assert lines, s
        words = " ".join(items[key].spec.args[0] for key in lines)
        assert f"#{view.pick_order.index(s) + 1}" in words and f"left {view.pick_strength[s]}" in words
        if "Bid:" not in words:  # no room for the bid: the tooltip has it
            assert "Bid:" in items[lines[0]].spec.tip
        rects = [_rect(table, key) for key in lines]
        header = [_rect(table, ("text", "panel", s, "name")), _rect(table, ("text", "panel", s, "score"))]
        front = [_rect(table, key) for key in items if key[:2] == ("front", s)]
        for r in rects:
            assert panel.contains(r), (s, r, panel)
            # the glyphs (the box's upper 80%) clear the name row and the pieces in front of the screen
            glyphs = r.adjusted(0, 0, 0, -r.height() * 0.2)
            assert not any(glyphs.intersects(h.adjusted(0, 0, 0, -h.height() * 0.2)) for h in header), s
            assert not any(glyphs.intersects(f) for f in front), (s, glyphs, front)
        if len(rects) == 2:
            assert not rects[0].adjusted(0, 0, 0, -rects[0].height() * 0.2).intersects(rects[1])


def test_a_remembered_arrangement_is_the_one_computed_for_its_inputs():
    """``arrange`` keeps its answers (every redraw asks): each must be what a fresh computation gives for
    exactly those inputs, whatever was asked before."""
    from giantapp.app.giants_view import geometry

    island = load_island()
    asked = [(5, 676, 586, None), (4, 676, 586, None), (5, 586, 676, None), (5, 676, 586, "tall"), (3, 1306, 776, None)]
    for players, width, height, mode in asked + asked[::-1]:
        kept = arrange(island, players, width, height, mode)
        fresh = geometry._arrange(island, players, width, height, mode)
        assert kept is arrange(island, players, width, height, mode)
        assert (kept.mode, kept.side, kept.strip_rows, kept.k, kept.scale) == (fresh.mode, fresh.side, fresh.strip_rows,
                                                                               fresh.k, fresh.scale)
        assert {n: r.getRect() for n, r in kept.rects.items()} == {n: r.getRect() for n, r in fresh.rects.items()}

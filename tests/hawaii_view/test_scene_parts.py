"""The Hawaii scene keeps the specs of the parts whose facts did not change between redraws.

What must hold: a redraw shows exactly what a rebuild from nothing shows (any viewer, another realm shown
large, a last move ringed or not), an unchanged part gives the very same specs again, a changed one is
drawn anew.
"""

from __future__ import annotations

import random

from giantapp.app.hawaii_view.scene import HawaiiScene
from giantapp.engine import CHANCE, get_game
from tests.play import every_view, random_step

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
COLOURS = ["#d33f3f", "#3f6fd3", "#e0b020", "#3fa35a", "#8a4fc0"]


def shown(scene: HawaiiScene) -> dict:
    return {key: item.spec for key, item in scene.mirror.items.items()}


def draw(scene: HawaiiScene, view, step: int, fresh: bool = False, shown_seat: int | None = None):
    if fresh:
        scene._context = None  # every part drawn anew, as a scene drawn from nothing would
    players = view.players
    acting = None
    to_act = view.to_act()
    if to_act and to_act != (CHANCE,):
        acting = to_act[0]
    if shown_seat is None and step % 7 == 0:
        shown_seat = (step // 7) % players  # now and then another realm large
    last = None
    if view.layout is not None and step % 3 == 0:
        last = [((step + 1) % players, [("place", view.layout.order[step % len(view.layout.order)]), ("cove",)])]
    return scene.draw(view, NAMES[:players], COLOURS[:players], shown_seat, step % 11 == 0, acting, {}, last)


def test_every_redraw_of_a_game_shows_what_a_scene_drawn_from_nothing_shows(qapp):
    players = 5
    kept, fresh = HawaiiScene(), HawaiiScene()
    step = 0
    for step, _state, view in every_view(get_game("hawaii").new_game(players), 3):
        draw(kept, view, step)
        if step % 3 == 0:  # (every step would take long; the kept scene still draws every one)
            draw(fresh, view, step, fresh=True)
            assert shown(kept) == shown(fresh), f"step {step}"
            assert kept.content == fresh.content
    assert step > 100


def test_an_unchanged_part_is_given_again_and_a_changed_one_is_drawn_anew(qapp):
    state = get_game("hawaii").new_game(3)
    rng = random.Random(1)
    while state.to_act() == (CHANCE,):
        state.apply(CHANCE, state.sample_chance(rng))
    scene = HawaiiScene()
    draw(scene, state.observation(0), 1, shown_seat=0)
    before = shown(scene)
    built = scene.parts_built
    seat = state.to_act()[0]
    buy = next(a for a in state.legal_actions(seat) if type(a).__name__ == "Buy")
    state.apply(seat, buy)
    draw(scene, state.observation(0), 1, shown_seat=0)
    after = shown(scene)
    # drawn anew: the chiefs, the place bought at, the buyer's realm (grid, header, resources), the cards
    # of whoever acts now
    assert 0 < scene.parts_built - built <= 8, scene.parts_built - built
    assert after[("chief", seat)] is not before[("chief", seat)]
    assert after[("supply", buy.place, buy.tile)] is not before[("supply", buy.place, buy.tile)]
    # given again: every other place with its stacks and tokens, the docks, the cove, the order track
    others = [key for key in before if key[0] in ("place", "supply", "token", "dock", "cove", "order")
              and key[1:2] != (buy.place,)]
    assert len(others) > 20 and all(after[key] is before[key] for key in others)
    built = scene.parts_built
    report = draw(scene, state.observation(0), 1, shown_seat=0)
    assert scene.parts_built == built and report.touched == 0


def test_a_layouts_extent_is_found_once_and_equals_its_places_edges(qapp):
    """``island_size`` and ``place_rect`` read a layout's extent from a cache per layout object: the very
    numbers computed from its places, for the layouts of games of 2 to 5 players."""
    from giantapp.app.hawaii_view import scene as hs

    game = get_game("hawaii")
    rng = random.Random(5)
    layouts = []
    for players in (2, 3, 4, 5):
        state = game.new_game(players)
        while state.layout is None:
            random_step(state, rng)
        layouts.append(state.layout)
    for layout in layouts:
        rects = layout.rects.values()
        right, top = max(r[2] for r in rects), max(r[3] for r in rects)
        assert hs.island_size(layout) == (right * hs.P, top * hs.P)
        for place, (x0, y0, x1, y1) in layout.rects.items():
            assert hs.place_rect(layout, place) == hs.QRectF(hs.ISLAND_X + x0 * hs.P, hs.ISLAND_Y + (top - y1) * hs.P,
                                                             (x1 - x0) * hs.P, (y1 - y0) * hs.P)
        assert hs._EXTENTS[id(layout)][0] is layout

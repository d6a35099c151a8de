"""The Giants scene keeps the specs of the parts whose facts did not change between redraws.

What must hold: a redraw shows exactly what a rebuild from nothing shows (any viewer, any position, a
last move marked or not), an unchanged part gives the very same specs again (the mirror passes them by),
a changed one is drawn anew, and a new layout or language draws everything anew.
"""

from __future__ import annotations


from giantapp.app.giants_view.scene import GiantsScene, SeatLook
from giantapp.engine import get_game
from giantapp.giants.actions import Place
from tests.giants.helpers import at_placement
from tests.play import every_view

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
COLOURS = ["#d33f3f", "#3f6fd3", "#e0b020", "#3fa35a", "#8a4fc0"]


def look(players: int, marks: tuple = ()) -> SeatLook:
    return SeatLook(NAMES[:players], COLOURS[:players], False, "", marks)


def shown(scene: GiantsScene) -> dict:
    return {key: item.spec for key, item in scene.mirror.items.items()}


def rebuilt(fresh: GiantsScene, view, seat_look: SeatLook, mode, pixel: float | None = None) -> GiantsScene:
    """``fresh`` drawing ``view`` with every part drawn anew (as a scene drawn from nothing would)."""
    fresh._context = None
    fresh.draw(view, seat_look, mode, pixel)
    return fresh


def test_every_redraw_of_a_game_shows_what_a_scene_drawn_from_nothing_shows(qapp):
    """A whole random game, every viewer in turn (a hand-off shows another seat's screen): the kept
    scene, drawing only changed parts anew, always equals a scene drawn from nothing. Part of the way the
    sections' pieces are snapped to the device pixels of a view's scale, and that scale changes once."""
    players = 4
    kept, fresh = GiantsScene(), GiantsScene()
    step = 0
    for step, _state, view in every_view(get_game("giants").new_game(players), 5):
        marks = ((step % players), ((5, 7), (6, 7)), (("hex", (6, 7)),)) if step % 3 == 0 else ()
        seat_look = look(players, marks)
        mode = "wide" if step < 600 else "tall"  # a new layout on the way
        pixel = None if step < 150 else 0.8973704267406503 if step < 400 else 0.75
        kept.draw(view, seat_look, mode, pixel)
        if step % 3 == 0:  # (every step would take long; the kept scene still draws every one)
            rebuilt(fresh, view, seat_look, mode, pixel)
            assert shown(kept) == shown(fresh), f"step {step}"
            assert kept.screen_anchor == fresh.screen_anchor
            assert kept.content == fresh.content
    assert step > 600


def test_an_unchanged_part_is_given_again_and_a_changed_one_is_drawn_anew(qapp):
    state = at_placement(4)
    scene = GiantsScene()
    seat_look = look(4)
    scene.draw(state.observation(0), seat_look)
    before = shown(scene)
    built = scene.parts_built
    assert built > 50  # the first redraw draws every part: hexes, ahu, players' areas...
    seat = state.to_act()[0]
    place = next(a for a in state.legal_actions(seat) if isinstance(a, Place) and a.figure == "worker")
    state.apply(seat, place)
    report = scene.draw(state.observation(0), seat_look)
    after = shown(scene)
    # drawn anew: the hex the worker went to (its carrying strength), what stands on it, the seat's area
    # (one worker fewer behind its screen), the acting marks of the next seat's area
    assert 0 < scene.parts_built - built <= 8, scene.parts_built - built
    assert after[("hex", place.hex)] is not before[("hex", place.hex)]
    assert ("figure", seat, "worker", place.hex) in report.created
    # given again: every other hex, every ahu, the strip - the very same spec objects
    others = [key for key in before if key[0] in ("hex", "ahu") and key != ("hex", place.hex)]
    assert len(others) > 40
    assert all(after[key] is before[key] for key in others)
    assert after[("strip",)] is before[("strip",)]
    # and the same position drawn again draws nothing anew and changes nothing
    built = scene.parts_built
    report = scene.draw(state.observation(0), seat_look)
    assert scene.parts_built == built and report.touched == 0


def test_a_new_layout_or_language_draws_every_part_anew(qapp, monkeypatch):
    state = at_placement(4)
    scene = GiantsScene()
    scene.draw(state.observation(0), look(4))
    built = scene.parts_built
    scene.draw(state.observation(0), look(4), "tall")
    assert scene.parts_built - built > 50
    built = scene.parts_built
    from giantapp.app import i18n

    monkeypatch.setattr(i18n, "current_language", lambda: "zh_TW")
    monkeypatch.setattr("giantapp.app.giants_view.scene.current_language", lambda: "zh_TW")
    scene.draw(state.observation(0), look(4), "tall")
    assert scene.parts_built - built > 50
    built = scene.parts_built
    scene.draw(state.observation(0), SeatLook(NAMES[:4], COLOURS[:4], True, "", ()), "tall")  # colour-blind symbols
    assert scene.parts_built - built > 50


#: the keys of the pieces and words of a player's area (the seat is the second field, or the third of a word)
PANEL_KEYS = {"panel", "symbol", "pawn", "banner", "front_area", "front", "screen_area", "screen", "screen_closed"}
STRIP_KEYS = {"strip", "die", "display", "supply"}


def section_of(key: tuple) -> str | None:
    if key[0] in PANEL_KEYS:
        return f"panel{key[1]}"
    if key[0] == "text" and key[1] == "panel":
        return f"panel{key[2]}"
    if key[0] in STRIP_KEYS or key[0] == "text" and key[1] in ("strip", "supply count"):
        return "strip"
    return None


def test_given_the_views_scale_the_sections_pieces_stand_on_whole_device_pixels(qapp):
    """With the view's device pixels per scene unit, every piece and word of the strip and the players'
    areas stands a whole number of device pixels from its section's corner, whatever the phase: what moves
    inside a section (the row in front of a screen when the info line takes two lines at the pick, figures
    going behind a screen) moves by whole pixels, so the pictures its pieces keep are copied again. The
    scene drawn so equals one drawn so from nothing; without the scale nothing is snapped."""
    import random

    from tests.play import random_step

    pixel = 0.8973704267406503
    state = get_game("giants").new_game(5)
    rng = random.Random(3)
    scene, plain = GiantsScene(), GiantsScene()
    phases = set()
    checked = 0
    while state.round < 3 and not state.is_terminal():
        view = state.observation(0)
        scene.draw(view, look(5), "wide", pixel)
        plain.draw(view, look(5), "wide")
        rects = scene.arrangement.rects
        for key, item in scene.mirror.items.items():
            section = section_of(key)
            if section is None:
                continue
            x, y = item.spec.pos
            corner = rects[section].topLeft()
            for offset in ((x - corner.x()) * pixel, (y - corner.y()) * pixel):
                assert abs(offset - round(offset)) < 1e-6, (key, offset)
            assert abs(item.spec.scale - plain.item(key).spec.scale) < 1e-12
            near = [abs(a - b) * pixel for a, b in zip(item.spec.pos, plain.item(key).spec.pos)]
            assert max(near) <= 0.5 + 1e-6, key  # moved by at most half a device pixel
            checked += 1
        phases.add((view.phase, view.revealed_bids is not None))
        random_step(state, rng)
    assert {"bid", "pick", "place", "transport"} <= {phase for phase, _ in phases} and ("pick", True) in phases
    assert checked > 1000
    scene.draw(state.observation(0), look(5), "wide", pixel)
    assert shown(scene) == shown(rebuilt(GiantsScene(), state.observation(0), look(5), "wide", pixel))

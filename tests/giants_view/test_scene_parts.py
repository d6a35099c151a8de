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


def rebuilt(fresh: GiantsScene, view, seat_look: SeatLook, mode) -> GiantsScene:
    """``fresh`` drawing ``view`` with every part drawn anew (as a scene drawn from nothing would)."""
    fresh._context = None
    fresh.draw(view, seat_look, mode)
    return fresh


def test_every_redraw_of_a_game_shows_what_a_scene_drawn_from_nothing_shows(qapp):
    """A whole random game, every viewer in turn (a hand-off shows another seat's screen): the kept
    scene, drawing only changed parts anew, always equals a scene drawn from nothing."""
    players = 4
    kept, fresh = GiantsScene(), GiantsScene()
    step = 0
    for step, _state, view in every_view(get_game("giants").new_game(players), 5):
        marks = ((step % players), ((5, 7), (6, 7)), (("hex", (6, 7)),)) if step % 3 == 0 else ()
        seat_look = look(players, marks)
        mode = "wide" if step < 600 else "tall"  # a new layout on the way
        kept.draw(view, seat_look, mode)
        if step % 3 == 0:  # (every step would take long; the kept scene still draws every one)
            rebuilt(fresh, view, seat_look, mode)
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

"""The rules' answers to gestures (``giantapp.hawaii.queries``) and the Qt-free gesture models built on them.

Every position is built through the rules (scripted actions in ``Position``); the reasons asserted are
the rules' own words (``hawaii.md``, "Building the realm" and "Chief actions")."""

from __future__ import annotations

import subprocess
import sys

from giantapp.app.board.outcome import Play, Refuse, Stage
from giantapp.app.hawaii_view.gestures import ChiefDrag, Decision, TileDrag
from giantapp.hawaii import queries
from giantapp.hawaii.actions import Buy, EndRound, Fish

from .conftest import EDITION, Position


def test_gesture_models_and_queries_import_no_qt():
    """The gesture models are plain Python: they load (and can be tested) with Qt blocked."""
    code = ("import sys; sys.modules['PySide6'] = None\n"
            "import giantapp.hawaii.queries, giantapp.app.hawaii_view.gestures, giantapp.app.hawaii_view.choices\n"
            "import giantapp.giants.queries, giantapp.app.giants_view.interaction, giantapp.app.board.outcome\n"
            "assert not [m for m in sys.modules if m.startswith(('PySide6.', 'shiboken'))]\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_village_tile_goes_at_the_right_end_of_its_row():
    state = Position().state
    legal = state.legal_actions(0)
    # village 1 holds the printed starting hut: a shell hut goes in column 2 (0-based 1)
    found = queries.purchases_onto(state, 0, "huts_a", "shell_hut", ("cell", 0, 1), legal)
    assert found and all(isinstance(a, Buy) and a.row == 0 and a.tile == "shell_hut" for a in found.actions)
    prices = [EDITION.token(a.token).value * (2 if a.double else 1) for a in found.actions]
    assert prices == sorted(prices)  # cheapest first
    wrong = queries.purchases_onto(state, 0, "huts_a", "shell_hut", ("cell", 0, 4), legal)
    assert not wrong and wrong.reason == "in village 1 the tile goes at the right end, next to the last tile (column 2)"
    # "villages are started top to bottom without skipping a row" - the engine's own reason
    skipped = queries.purchases_onto(state, 0, "huts_a", "shell_hut", ("cell", 3, 0), legal)
    assert not skipped and "top to bottom" in skipped.reason
    assert "kahuna column" in queries.purchases_onto(state, 0, "kahunas", "kahuna", ("cell", 0, 1), legal).reason
    assert "own realm" in queries.purchases_onto(state, 0, "huts_a", "shell_hut", None, legal).reason


def test_the_chief_walks_only_where_a_legal_action_takes_it():
    position = Position()
    position.play(0, EndRound(1))
    state = position.state
    taken = queries.chief_moves_to(state, 1, ("order", 1))
    assert not taken and taken.reason == state.explain(1, EndRound(1)) and "taken" in taken.reason
    assert queries.chief_moves_to(state, 1, ("order", 2)).actions == (EndRound(2),)
    assert "beach" in queries.chief_moves_to(state, 1, ("beach",)).reason
    assert queries.chief_moves_to(state, 1, ("place", "huts_a"))  # purchases there
    # nobody may take another's chief
    assert "Seat 1" in queries.why_chief_stays(state, 1, 0)


def test_why_a_tile_cannot_be_bought_comes_from_the_rules():
    state = Position().state
    state.player[0].resources = [0, 0, 0]  # nothing to pay with
    reason = queries.why_not_buy(state, 0, "huts_a", "shell_hut")
    assert reason == state.explain(0, Buy("huts_a", "shell_hut", queries._tokens(state, "huts_a")[0], False, 0))
    assert "cannot pay" in reason
    state = Position().state
    state.supply["huts_a"]["shell_hut"] = 0  # sold out
    assert queries.why_not_buy(state, 0, "huts_a", "shell_hut") == "no Shell hut is left"
    state.prices["huts_a"] = [None] * len(state.prices["huts_a"])  # no price token this round
    assert queries.why_not_buy(state, 0, "huts_a", "foot_hut") == \
        "no price token lies on the Shell hut / Foot hut place this round"


def test_trip_feet_is_what_the_rules_charge():
    position = Position(draws=["T20", "T21"])
    state = position.state
    catch = next(a for a in state.legal_actions(0) if isinstance(a, Fish) and len(a.tokens) == 2)
    feet = queries.trip_feet(state, 0, catch)
    before = list(state.player[0].resources)
    position.play(0, catch)
    paid = before[1] - state.player[0].resources[1]
    assert feet == paid == 2


def test_the_decision_model_walks_the_stages_of_a_purchase():
    state = Position().state
    decision = Decision()
    decision.update(state, 0, state.legal_actions(0))
    chief = decision.drag_model(("chief", 0))
    assert isinstance(chief, ChiefDrag) and chief.start() is None and decision.stage == ("chief",)
    assert chief.targets()[("place", "huts_a")] == "1 ft"
    assert chief.drop(("place", "huts_a")) == Stage(("place", "huts_a"))
    tile = decision.drag_model(("supply", "huts_a", "shell_hut"))
    assert isinstance(tile, TileDrag) and tile.start() is None
    assert tile.hover(("cell", 0, 0, 1)) == ("row", 0) and tile.hover(("cell", 0, 0, 3)) is None
    refused = tile.drop(("cell", 0, 0, 3))
    assert isinstance(refused, Refuse) and "right end" in refused.reason
    assert decision.stage == ("tile", "huts_a", "shell_hut")  # the tile stays in hand
    chosen = tile.drop(("cell", 0, 0, 1))
    assert decision.stage == ("buy", "huts_a", "shell_hut", ("row", 0)) and isinstance(chosen, Stage)
    assert isinstance(decision.chief_to(("order", 2)), Play)
    other = decision.drag_model(("chief", 1))
    assert "Seat 2" in other.start()


def test_a_chief_dropped_on_what_a_place_shows_lands_on_that_place():
    """A drop on a place's tile stack or price token is a drop on the place: it lights as the target,
    goes there when it may, and is refused with the rules' own reason when it may not."""
    state = Position().state
    decision = Decision()
    decision.update(state, 0, state.legal_actions(0))
    chief = decision.drag_model(("chief", 0))
    assert chief.start() is None
    assert chief.hover(("supply", "huts_a", "shell_hut")) == ("place", "huts_a")
    assert chief.drop(("supply", "huts_a", "shell_hut")) == Stage(("place", "huts_a"))
    decision.update(state, 0, state.legal_actions(0))
    chief = decision.drag_model(("chief", 0))
    chief.start()
    token = next(t for t in state.prices["huts_a"] if t is not None)
    assert chief.drop(("token", "huts_a", token)) == Stage(("place", "huts_a"))
    # with no feet left, a far place is refused with the reason the place itself gets
    state.player[0].resources = [0, 0, 0]
    decision.update(state, 0, state.legal_actions(0))
    far = next(key for key in [("place", p) for p in state.layout.order] if key not in decision.choices.chief_targets())
    decision.drag_model(("chief", 0)).start()
    on_place = decision.chief_to(far)
    decision.drag_model(("chief", 0)).start()
    tile = next(iter(state.supply[far[1]]))
    on_tile = decision.chief_to(("supply", far[1], tile))
    assert isinstance(on_tile, Refuse) and on_tile.reason and on_tile == on_place

"""The static table: everything the view state holds is drawn (and nothing a seat may not know)."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from giantapp.ai.base import RandomAgent
from giantapp.engine import CHANCE, record_action
from giantapp.hawaii.actions import EndRound

from .conftest import PLACE_IDS, Position


def test_the_scene_shows_every_place_supply_price_dock_order_position_realm_and_chief(table_for):
    session, table = table_for(Position(players=3, draws=["T20", "T21"]))
    view = session.view_state()
    scene = table.scene
    assert {k[1] for k in scene.targets if k[0] == "place"} == set(PLACE_IDS)
    for (place, tile), item in scene.supply.items():
        assert item.info == {"tile": tile, "count": view.supply[place][tile]}
    assert len(scene.supply) == sum(len(v) for v in view.supply.values())
    shown_tokens = {(place, item.info["token"]) for (place, _), item in scene.tokens.items()}
    assert shown_tokens == {(p, t) for p, slots in view.prices.items() for t in slots if t is not None}
    for d, island in enumerate(view.docks):
        assert scene.targets[("dock", d + 1)].info == {"dock": d + 1, "island": island}
    assert scene.targets[("cove",)].info == {"cove": sorted(view.cove, key=lambda t: int(t[1:]))}
    for i in range(view.players):
        assert scene.targets[("order", i + 1)].info == {"token": view.order_tokens[i], "seat": view.order_track[i]}
    assert set(scene.boards) == {0} and set(scene.chiefs) == {0, 1, 2}
    assert scene.boards[0].scale() == 1.0  # the shown seat's realm is large, the others are cards
    assert all(scene.item(("card", s)) is not None for s in (1, 2)) and scene.item(("card", 0)) is None
    for seat in range(3):
        assert scene.resource_items[seat].info == tuple(view.player[seat].resources)  # open screens
        assert scene.chiefs[seat].info == {"at": "beach"}
    # kahuna and tiki spaces with their printed bonuses, 5 x 7 village cells per realm
    assert sum(1 for k in scene.targets if k[0] == "cell" and k[1] == 0) == 35
    assert sum(1 for k in scene.targets if k[0] == "kahuna_space" and k[1] == 0) == 5
    assert sum(1 for k in scene.targets if k[0] == "tiki_space" and k[1] == 0) == 5


def test_chiefs_stand_where_the_state_says(table_for):
    position = Position()
    position.play(0, EndRound(2))
    session, table = table_for(position, seat=1)
    assert table.scene.chiefs[0].info == {"at": "order2"}
    assert table.scene.target_rect(("order", 2)).contains(table.scene.chiefs[0].pos())


def _render(scene) -> bytes:
    image = QImage(1400, 900, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), scene.sceneRect())
    painter.end()
    return bytes(image.constBits())


def test_closed_screens_never_show_another_seats_resources(table_for, qapp):
    from giantapp.app.hawaii_view.scene import HawaiiScene

    session, table = table_for(Position(players=3, open_screens=False))
    assert table.scene.resource_items[0].info == (13, 7, 0)
    assert table.scene.resource_items[1].info is None and table.scene.resource_items[2].info is None
    assert "13" not in (table.scene.resource_items[1].toolTip() + table.scene.resource_items[2].toolTip())
    # pixel proof: two games that differ only in the other seats' hidden resources look the same to seat 1
    full = session.full_state_copy()
    other = full.clone()
    other.player[1].resources = [99, 42, 17]
    other.player[2].resources = [0, 0, 31]
    images = []
    for state in (full, other):
        scene = HawaiiScene()
        scene.draw(state.observation(0), ["A", "B", "C"], ["#d55e00", "#0072b2", "#e6c200"], 0, False, 0)
        images.append(_render(scene))
    assert images[0] == images[1]
    # ...while seat 1's own change does show
    mine = full.clone()
    mine.player[0].resources = [1, 2, 3]
    scene = HawaiiScene()
    scene.draw(mine.observation(0), ["A", "B", "C"], ["#d55e00", "#0072b2", "#e6c200"], 0, False, 0)
    assert _render(scene) != images[0]


def finished_position(seed: int = 3) -> Position:
    position = Position(players=3)
    rng = random.Random(seed)
    agent = RandomAgent()
    state = position.state
    while not state.is_terminal():
        seat = state.to_act()[0]
        action = state.sample_chance(rng) if seat == CHANCE else agent.choose(state.observation(seat), seat, state.legal_actions(seat), rng)
        state.apply(seat, action)
        record_action(position.record, seat, action)
    return position


def test_the_final_scoring_breakdown_per_player_and_category_with_removed_villages(table_for, qtbot):
    position = finished_position()
    from giantapp.app.session import Session
    from giantapp.app.hawaii_view.table import HawaiiTable

    session = Session(position.record, state=position.state)
    table = HawaiiTable(session)
    qtbot.addWidget(table)
    state = session.full_state_copy()
    summary = table.scene.summary
    assert summary is not None
    assert summary.info["breakdown"] == state.score_breakdown()
    assert summary.info["removed"] == [p.removed_villages for p in state.player]
    for seat, p in enumerate(state.player):
        table.big_seat = seat  # each realm shown large in turn (a click on its card)
        table.refresh()
        removed_items = [i for i in table.scene.boards[seat].childItems() if isinstance(getattr(i, "info", None), dict)
                         and "removed" in i.info]
        assert sorted(i.info["removed"] for i in removed_items) == sorted(p.removed_villages)
    session.shutdown()


def test_hotseat_hand_off_with_closed_screens_shows_nobodys_resources(qtbot, settings):
    """Two people at one computer: while the table is passed on, no resources are on screen; afterwards
    each sees only their own."""
    from giantapp.app.session import Session
    from giantapp.app.hawaii_view.table import HawaiiTable

    seen: list[list] = []

    class Gate:
        table = None

        def hand_off(self, seat, name):
            if self.table is not None:
                seen.append([item.info for item in self.table.scene.resource_items.values()])

    gate = Gate()
    position = Position(players=2, open_screens=False)
    session = Session(position.record, state=position.state, settings=settings, gate=gate)
    table = HawaiiTable(session)
    gate.table = table
    qtbot.addWidget(table)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=3000)
    assert table.scene.resource_items[0].info == (13, 7, 0) and table.scene.resource_items[1].info is None
    handed = len(seen)
    assert session.submit(EndRound(1))
    qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=3000)
    # "Done — pass to …": still Ana's own view, nothing of Bo's on screen, no hand-off yet
    assert len(seen) == handed and table.scene.resource_items[1].info is None
    assert session.confirm()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 1, timeout=3000)
    assert seen and all(info is None for infos in seen for info in infos)
    assert table.scene.resource_items[1].info == (13, 7, 2) and table.scene.resource_items[0].info is None
    session.shutdown()

"""A village that sticks out of the printed board is shown whole; a move is drawn after its gesture, by
updating the items that changed."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtWidgets import QApplication

from giantapp.hawaii.actions import EndRound
from giantapp.hawaii.data import STARTING_HUT

from .conftest import EDITION, Position, _send, centre

#: a village of ten columns: the printed hut, four huts, the long house (two columns), irrigation, two fruits
WIDE = ["shell_hut", "foot_hut", "spear_hut", "exchange_hut", "long_house", "irrigation", "fruit_taro", "fruit_banana"]


def wide_position() -> Position:
    """Seat 1's first village built tile by tile with the rules' own placement (Realm.place), the way a
    purchase puts a tile; ``hawaii.md``: villages may stick out past the printed board to the right."""
    position = Position()
    realm = position.state.player[0].realm
    for tile in WIDE:
        realm.place(tile, 1, 0, EDITION)
    return position


def test_a_village_of_ten_columns_is_shown_whole_on_the_realm(table_for):
    position = wide_position()
    realm = position.state.player[0].realm
    width = realm.width(0, EDITION)
    assert width == 10 > EDITION.board_columns
    session, table = table_for(position)
    scene = table.scene
    frame = scene.boards[0]
    frame_rect = frame.sceneBoundingRect()
    col = 0
    for tile, side in realm.villages[0]:
        cell = scene.targets[("cell", 0, 0, col)]
        assert cell.info == {"tile": tile, "side": side}
        rect = cell.sceneBoundingRect()
        assert frame_rect.contains(rect), (tile, rect, frame_rect)  # on the realm, not past its edge
        col += EDITION.tiles[tile].width if tile != STARTING_HUT else 1
    assert col == width
    # the kahuna column and the screen stay to the right of the long village, not under it
    last = scene.targets[("cell", 0, 0, width - 1)].sceneBoundingRect()
    assert scene.targets[("kahuna_space", 0, 0)].sceneBoundingRect().left() >= last.right()
    assert scene.resource_items[0].sceneBoundingRect().left() >= last.right()
    # nothing is clipped: the fitted view shows the whole realm
    view = table.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(frame_rect)
    assert scene.sceneRect().contains(frame_rect)


def test_a_wide_realm_not_shown_is_a_card_beside_the_shown_one(table_for):
    position = wide_position()
    position.play(0, EndRound(1))
    session, table = table_for(position, seat=1)
    scene = table.scene
    assert scene.board_seat == 1 and set(scene.boards) == {1}
    card = scene.item(("card", 0)).sceneBoundingRect()
    assert not scene.boards[1].sceneBoundingRect().intersects(card)  # the card and the realm do not overlap
    assert scene.sceneRect().contains(card)


def test_a_drop_is_drawn_after_the_gesture_updating_only_the_items_that_changed(table_for):
    session, table = table_for(Position())
    scene = table.scene
    chief = scene.chiefs[0]
    order = scene.targets[("order", 2)]
    start, end = centre(chief), centre(order)
    _send(table.view, QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    for k in range(1, 6):
        _send(table.view, QEvent.Type.MouseMove, start + (end - start) * (k / 5), Qt.MouseButton.LeftButton)
    _send(table.view, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    # the move is played...
    assert session.full_state_copy().player[0].chief == "order2"
    # ...but not drawn inside the mouse handler: the chief still stands where it stood
    assert scene.chiefs[0] is chief and chief.info == {"at": "beach"}
    assert table.board.redraw.pending
    table.syncs.clear()
    QApplication.processEvents()
    # drawn from the event loop: the same chief item, moved; only the changed items were touched
    assert scene.chiefs[0] is chief and chief.info == {"at": "order2"}
    assert QRectF(scene.target_rect(("order", 2))).contains(chief.pos())
    move = table.syncs[0]  # the move (and the hand-over to the next seat: that seat's realm is shown large)
    assert ("chief", 0) in move.updated and ("order", 2) in move.updated
    island = ("chief", "place", "supply", "token", "order", "dock", "cove", "beach", "round", "shore", "sea")
    assert not [k for k in move.created if k[0] in island]  # nothing on the island was made anew
    assert len([k for k in move.updated if k[0] in island]) < 12, move.updated


def test_a_tile_dragged_past_the_printed_board_joins_the_village(table_for, qtbot, monkeypatch):
    """``hawaii.md`` (corrected in turn 2): a village is limited only by the no-duplicate rule. Until the
    engine itself drops the column limit, the rules' own row check runs here with the board unbounded."""
    import dataclasses

    from PySide6.QtCore import Qt

    from giantapp.hawaii.board import Realm

    from .conftest import drag

    original = Realm._legal_rows
    monkeypatch.setattr(Realm, "_legal_rows",
                        lambda self, tile, e: original(self, tile, dataclasses.replace(e, board_columns=99)))
    position = Position()
    realm = position.state.player[0].realm
    for tile in ["shell_hut", "foot_hut", "spear_hut", "exchange_hut", "irrigation", "fruit_taro"]:
        realm.place(tile, 1, 0, EDITION)
    assert realm.width(0, EDITION) == EDITION.board_columns  # village 1 fills the printed row
    session, table = table_for(position)
    scene = table.scene
    assert scene.columns[0] > EDITION.board_columns  # the realm shows room past the printed board
    drag(table.view, centre(scene.chiefs[0]), centre(scene.targets[("place", "fruit")]))
    assert table.sel == ("place", "fruit")
    past = scene.targets[("cell", 0, 0, EDITION.board_columns)]
    assert scene.boards[0].sceneBoundingRect().contains(past.sceneBoundingRect())
    drag(table.view, centre(scene.supply[("fruit", "fruit_banana")]), centre(past))
    assert table.sel == ("buy", "fruit", "fruit_banana", ("row", 0))
    qtbot.mouseClick(table.panel.buttons[0], Qt.MouseButton.LeftButton)
    # the exchange hut in village 1 lets the walk be paid several ways: the rules ask how
    qtbot.waitUntil(lambda: table.choices.follow_up == "pay")
    qtbot.mouseClick(table.panel.buttons[0], Qt.MouseButton.LeftButton)
    village = session.full_state_copy().player[0].realm.villages[0]
    assert village[-1] == ("fruit_banana", 1) and len(village) == 8

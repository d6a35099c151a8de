"""Playing Hawaii with the mouse on the real table: every test drives the viewport and asserts on the
game state the session holds."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from giantapp.hawaii.actions import Buy, EndRound

from .conftest import Position, actions_of, centre, click, drag


def board_cell(table, seat, row, col):
    return centre(table.scene.targets[("cell", seat, row, col)])


def test_drag_the_chief_to_a_place_then_a_tile_onto_the_realm_buys_it(table_for, qtbot):
    session, table = table_for(Position())
    before = len(session.record.actions)
    chief = table.scene.chiefs[0]
    place = table.scene.targets[("place", "huts_a")]
    drag(table.view, centre(chief), centre(place))
    assert table.sel == ("place", "huts_a")
    assert len(session.record.actions) == before  # walking there is part of the purchase, not a move yet
    labels = [h.label for h in table.board.marks.items]
    assert "1 ft" in labels  # the walk's foot cost is shown on the place
    # the tile onto the next free cell of village 1: side I or II and the price token are still open
    stack = table.scene.supply[("huts_a", "shell_hut")]
    drag(table.view, centre(stack), board_cell(table, 0, 0, 1))
    assert table.sel and table.sel[0] == "buy"
    texts = [b.text() for b in table.panel.buttons]
    assert any("side I" in t for t in texts) and any("side II" in t for t in texts)
    qtbot.mouseClick(table.panel.buttons[0], Qt.MouseButton.LeftButton)  # the cheapest: side I
    state = session.full_state_copy()
    p = state.player[0]
    assert p.realm.villages[0] == [("starting_hut", 1), ("shell_hut", 1)]
    assert p.chief == "huts_a"
    token = state.edition.token(p.price_tokens[0])
    assert p.resources == [13 - token.value, 7 - 1, 0]
    assert actions_of(session, 0)[-1].startswith("buy huts_a shell_hut")


def test_a_hut_dropped_on_the_first_cell_of_the_next_row_starts_a_village(table_for, qtbot):
    session, table = table_for(Position())
    drag(table.view, centre(table.scene.chiefs[0]), centre(table.scene.targets[("place", "huts_a")]))
    drag(table.view, centre(table.scene.supply[("huts_a", "foot_hut")]), board_cell(table, 0, 1, 0))
    # the price token can be picked on the place itself; then only the side remains
    token_item = next(item for (place, _), item in table.scene.tokens.items() if place == "huts_a")
    click(table.view, centre(token_item))
    assert table.token == ("huts_a", token_item.key[2])
    sides = [b.text() for b in table.panel.buttons if b.objectName() != "choice_cancel"]
    assert len(sides) == 2
    qtbot.mouseClick(table.panel.buttons[1], Qt.MouseButton.LeftButton)  # side II, double price
    p = session.full_state_copy().player[0]
    assert p.realm.villages[1] == [("foot_hut", 2)]
    assert actions_of(session, 0)[-1] == f"buy huts_a foot_hut {token_item.key[2]} II r2"


def test_an_illegal_cell_is_refused_with_the_rules_reason_and_nothing_changes(table_for):
    session, table = table_for(Position())
    before = session.full_state_copy().to_json()
    count = len(session.record.actions)
    stack = table.scene.supply[("huts_a", "shell_hut")]
    # village 4 cannot be started before villages 2 and 3: the rules' own reason is shown
    drag(table.view, centre(stack), board_cell(table, 0, 3, 0))
    assert "top to bottom" in table.panel.message.text()
    # a legal row, but not at its right end
    drag(table.view, centre(stack), board_cell(table, 0, 0, 4))
    assert "right end" in table.panel.message.text()
    # a kahuna belongs in the kahuna column
    drag(table.view, centre(table.scene.supply[("kahunas", "kahuna")]), board_cell(table, 0, 0, 1))
    assert "kahuna column" in table.panel.message.text()
    # the dragged tile snapped back (no ghost left), the game did not change, the tile stays selected
    from giantapp.app.board.items import GhostItem

    assert not [i for i in table.scene.items() if isinstance(i, GhostItem) and i.opacity() == 0.8]  # no dragged copy left
    assert session.full_state_copy().to_json() == before
    assert len(session.record.actions) == count
    assert table.sel == ("tile", "kahunas", "kahuna")
    click(table.view, centre(table.scene.targets[("beach",)]))  # a click on nothing useful cancels
    assert table.sel is None
    assert table.scene.chiefs[0].pos() == table.scene.chief_centre(session.view_state(), 0)


def test_dropping_the_chief_on_a_taken_order_position_snaps_back_with_the_reason(table_for):
    position = Position()
    position.play(0, EndRound(1))
    session, table = table_for(position, seat=1)
    chief = table.scene.chiefs[1]
    home = chief.pos()
    drag(table.view, centre(chief), centre(table.scene.targets[("order", 1)]))
    assert "taken" in table.panel.message.text()
    assert chief.pos() == home
    assert session.full_state_copy().player[1].chief == "beach"


def test_fishing_with_the_default_catch_and_boats(table_for, qtbot):
    session, table = table_for(Position(draws=["T20", "T21"]))
    cove = session.view_state().cove
    assert len(cove) >= 2
    drag(table.view, centre(table.scene.chiefs[0]), centre(table.scene.targets[("cove",)]))
    assert table.sel == ("fish",)
    default = table.panel.buttons[0]
    assert default.isDefault()
    qtbot.mouseClick(default, Qt.MouseButton.LeftButton)
    p = session.full_state_copy().player[0]
    assert p.chief == "cove"
    assert len(p.fish_tokens) == 2 and p.boats_used == [True]  # the fishing boat holds two
    assert p.resources[1] == 7 - 2


def test_an_island_visit_by_dragging_the_chief_to_a_dock_then_placing_the_reward(table_for):
    position = Position()
    boat_token = next(t for t in position.state.prices["boats"] if t is not None)
    position.play(0, Buy("boats", "boat", boat_token, False, None))
    position.play(1, EndRound(2))
    session, table = table_for(position, seat=0)
    assert session.view_state().docks[0] == "isle_shell_hut"
    drag(table.view, centre(table.scene.chiefs[0]), centre(table.scene.targets[("dock", 1)]))
    state = session.full_state_copy()
    p = state.player[0]
    assert p.chief == "dock1" and p.boats_used == [False, True]  # the bought boat alone holds 3
    assert p.points.get("islands") == state.edition.docks[0].points
    # the reward (a shell hut, side II) may go in village 1 or start village 2: lit cells, click one
    assert table.choices.follow_up == "place"
    assert len(table.board.marks.items) == 2
    click(table.view, centre(table.scene.targets[("cell", 0, 1, 0)]))
    assert session.full_state_copy().player[0].realm.villages[1] == [("shell_hut", 2)]


def test_ending_the_round_by_dragging_the_chief_onto_a_free_order_position(table_for):
    session, table = table_for(Position())
    token = session.view_state().order_tokens[1]
    drag(table.view, centre(table.scene.chiefs[0]), centre(table.scene.targets[("order", 2)]))
    state = session.full_state_copy()
    assert state.player[0].chief == "order2" and state.order_track[1] == 0
    assert state.player[0].price_tokens == [token]


def test_click_alternatives_and_the_payment_choice(table_for, qtbot):
    """Seat 2 has fruit: the walk may be paid in feet or fruit, so the rules ask how to pay."""
    position = Position()
    position.play(0, EndRound(1))
    session, table = table_for(position, seat=1)
    click(table.view, centre(table.scene.chiefs[1]))
    assert table.sel == ("chief",)
    place = table.scene.targets[("place", "huts_b")]
    click(table.view, place.mapToScene(place.rect().topLeft()) + QPointF(14, 14))
    assert table.sel == ("place", "huts_b")
    click(table.view, centre(table.scene.supply[("huts_b", "spear_hut")]))
    assert table.sel == ("tile", "huts_b", "spear_hut")
    click(table.view, centre(table.scene.targets[("cell", 1, 0, 1)]))
    assert table.sel[0] == "buy"
    qtbot.mouseClick(table.panel.buttons[0], Qt.MouseButton.LeftButton)
    state = session.full_state_copy()
    assert state.pending is not None and state.pending.kind == "pay"
    qtbot.waitUntil(lambda: table.choices.follow_up == "pay")  # the table redraws from the event loop
    assert table.choices.follow_up == "pay" and len(table.panel.buttons) == len(state.pending.options)
    fruit_way = next(b for b in table.panel.buttons if "fruit" in b.text())
    qtbot.mouseClick(fruit_way, Qt.MouseButton.LeftButton)
    p = session.full_state_copy().player[1]
    assert p.realm.villages[0][1] == ("spear_hut", 1)
    assert actions_of(session, 1)[-1].startswith("pay ") and p.resources[2] < 2


def test_every_legal_action_is_in_the_actions_list_and_plays_from_it(table_for):
    session, table = table_for(Position())
    legal = session.legal_actions()
    rows = table.panel.actions.leaves()
    listed = [row.data(0, Qt.ItemDataRole.UserRole) for row in rows]
    assert sorted(map(str, listed)) == sorted(map(str, legal)) and len(listed) == len(legal)
    assert not table.panel.actions.isVisible()  # collapsed by default: the board and the buttons come first
    end = next(i for i, a in enumerate(listed) if isinstance(a, EndRound))
    table.panel.actions.itemActivated.emit(rows[end], 0)
    assert session.full_state_copy().player[0].ended


def test_keyboard_shortcuts_select_the_chief_and_cancel(table_for, qtbot):
    session, table = table_for(Position())
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_C)
    assert table.sel == ("chief",)
    assert len(table.board.marks.items) > 5
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    assert table.sel is None and not table.board.marks.items
    qtbot.keyClick(table.view, Qt.Key.Key_E)
    assert table.sel == ("end",)
    qtbot.keyClick(table.view, Qt.Key.Key_1)
    assert session.full_state_copy().player[0].chief == "order1"


def test_a_clicked_boat_becomes_the_default_for_the_trip(table_for, qtbot):
    position = Position(draws=["T20", "T21"])
    boat_token = next(t for t in position.state.prices["boats"] if t is not None)
    position.play(0, Buy("boats", "boat", boat_token, False, None))
    position.play(1, EndRound(2))
    session, table = table_for(position, seat=0)
    drag(table.view, centre(table.scene.chiefs[0]), centre(table.scene.targets[("cove",)]))
    assert table.sel == ("fish",)
    assert "boat(s) 2 —" in table.panel.buttons[0].text()  # default: most fish, in the bought boat (3 spaces)
    fishing_boat = next(i for i in table.scene.boards[0].childItems() if getattr(i, "key", None) == ("boat", 0, 0))
    click(table.view, centre(fishing_boat))
    assert table.boat_pick == 0 and "boat(s) 1 —" in table.panel.buttons[0].text()
    qtbot.mouseClick(table.panel.buttons[0], Qt.MouseButton.LeftButton)
    p = session.full_state_copy().player[0]
    assert p.chief == "cove" and p.boats_used == [True, False]


def test_clicking_another_players_card_shows_that_realm_large(table_for):
    session, table = table_for(Position(players=3))
    card = table.scene.item(("card", 2))
    assert card is not None and set(table.scene.boards) == {0}
    click(table.view, card.mapToScene(card.boundingRect().center()))
    assert table.scene.board_seat == 2 and table.scene.boards[2].scale() == 1.0
    assert set(table.scene.boards) == {2} and table.scene.item(("card", 0)) is not None  # the own realm: a card now
    assert session.full_state_copy().player[2].chief == "beach"  # only the view changed


def test_kane_tiki_decision_from_the_panel(table_for, qtbot):
    position = Position()
    position.play(0, Buy("gods", "god_kane", "T19", False, 0))
    state = position.state
    assert state.pending is not None and state.pending.kind == "kane"
    session, table = table_for(position, seat=0)
    assert table.choices.follow_up == "kane"
    texts = [b.text() for b in table.panel.buttons]
    assert any("No tiki" in t for t in texts) and any("Take a tiki" in t for t in texts)
    take = next(b for b in table.panel.buttons if "Take a tiki" in b.text())
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)
    p = session.full_state_copy().player[0]
    assert p.realm.tikis == 1 and actions_of(session, 0)[-1].startswith("kane ")


def test_irrigation_income_is_chosen_from_the_panel(table_for, qtbot):
    position = Position()
    position.play(0, Buy("longhouse_irrigation", "irrigation", "T4", True, 0))
    position.play(1, EndRound(1))
    position.play(0, EndRound(2))
    assert position.state.phase == "income"
    session, table = table_for(position, seat=0)
    assert table.choices.follow_up == "income"
    before = session.full_state_copy().player[0].resources
    fruit = next(b for b in table.panel.buttons if "Fruit" in b.text())
    qtbot.mouseClick(fruit, Qt.MouseButton.LeftButton)
    after = session.full_state_copy().player[0].resources
    assert after[2] == before[2] + 1 and actions_of(session, 0)[-1] == "irrigate fruit"


def test_zoom_with_wheel_and_keys_and_fit(table_for, qtbot):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    session, table = table_for(Position())
    fitted = table.view.transform().m11()
    centre_pt = table.view.viewport().rect().center()
    wheel = QWheelEvent(QPointF(centre_pt), QPointF(table.view.viewport().mapToGlobal(centre_pt)), QPoint(0, 0),
                        QPoint(0, 240), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(table.view.viewport(), wheel)
    assert table.view.transform().m11() > fitted * 1.2
    table.zoom_out()
    table.zoom_out()
    table.zoom_fit()
    assert abs(table.view.transform().m11() - fitted) < 1e-6


def test_reachable_places_show_their_foot_cost_with_pele_applied(table_for):
    position = Position()
    position.play(0, Buy("gods", "god_pele", "T19", False, 0))  # side I: every walk costs at most 2 feet
    position.play(1, EndRound(1))
    session, table = table_for(position, seat=0)
    view = session.view_state()
    assert view.layout.move_cost("gods", "huts_a") == 3
    table.select_chief()
    labels = {}
    for key, cost in table.choices.chief_targets().items():
        if key[0] == "place":
            labels[key[1]] = cost
    assert labels["huts_a"] == 2
    shown = {h.label for h in table.board.marks.items}
    assert "2 ft" in shown and "3 ft" not in shown and "4 ft" not in shown


def test_colour_blind_setting_marks_chiefs_with_seat_symbols(table_for, settings):
    from .test_scene import _render

    session, table = table_for(Position())
    plain = _render(table.scene)
    settings.colour_blind = True
    assert table._symbols()
    marked = _render(table.scene)
    assert plain != marked


def test_a_place_with_one_kind_of_tile_puts_it_in_hand_and_kahunas_go_beside_the_rows(table_for, qtbot):
    session, table = table_for(Position())
    drag(table.view, centre(table.scene.chiefs[0]), centre(table.scene.targets[("place", "kahunas")]))
    assert table.sel == ("tile", "kahunas", "kahuna")
    click(table.view, centre(table.scene.targets[("kahuna_space", 0, 0)]))
    assert table.sel[0] == "buy"
    two = next(b for b in table.panel.buttons if b.text().split(". ", 1)[-1].startswith("2 ×"))
    qtbot.mouseClick(two, Qt.MouseButton.LeftButton)
    p = session.full_state_copy().player[0]
    assert p.realm.kahunas == 2 and p.chief == "kahunas"


def test_the_target_under_a_dragged_tile_turns_green(table_for):
    from PySide6.QtCore import QEvent

    from .conftest import _send

    session, table = table_for(Position())
    stack = table.scene.supply[("huts_a", "shell_hut")]
    _send(table.view, QEvent.Type.MouseButtonPress, centre(stack), Qt.MouseButton.LeftButton)
    for k in range(1, 6):
        p = centre(stack) + (board_cell(table, 0, 0, 1) - centre(stack)) * (k / 5)
        _send(table.view, QEvent.Type.MouseMove, p, Qt.MouseButton.LeftButton)
    lit = {h.key: h.hover for h in table.board.marks.items if h.key is not None}
    assert lit == {("row", 0): True, ("row", 1): False}
    _send(table.view, QEvent.Type.MouseButtonRelease, board_cell(table, 0, 0, 1), Qt.MouseButton.NoButton)
    assert table.sel[0] == "buy"


def test_equal_price_tokens_give_one_button_per_side(table_for):
    from .conftest import EDITION

    twins = next((a.id, b.id) for a in EDITION.tokens for b in EDITION.tokens
                 if a.id < b.id and (a.value, a.spear) == (b.value, b.spear) and a.value <= 4)
    first_place = Position().state.layout.order[0]
    position = Position(draws=list(twins))
    assert [t for t in position.state.prices[first_place] if t] == list(twins)
    session, table = table_for(position)
    tile = table.choices.tiles_at(first_place)[0]
    target = table.choices.board_targets(first_place, tile)[0]
    table.carry_out(table.decision.choose_target(first_place, tile, target))
    real = [b for b in table.panel.buttons if b.objectName() != "choice_cancel"]
    assert len(real) == 2  # side I and side II (or one and two tiles), not once per twin token


def test_a_refusal_is_cleared_by_the_next_gesture(table_for):
    position = Position()
    position.play(0, EndRound(1))
    session, table = table_for(position, seat=1)
    drag(table.view, centre(table.scene.chiefs[1]), centre(table.scene.targets[("order", 1)]))
    assert "taken" in table.panel.message.text()
    drag(table.view, centre(table.scene.chiefs[1]), centre(table.scene.targets[("place", "huts_a")]))
    assert table.sel == ("place", "huts_a")
    assert table.panel.message.text() == ""  # the old reason does not stay beside a good move


def test_enter_confirms_the_bold_choice(table_for, qtbot):
    session, table = table_for(Position(draws=["T20", "T21"]))
    drag(table.view, centre(table.scene.chiefs[0]), centre(table.scene.targets[("cove",)]))
    assert table.sel == ("fish",)
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    p = session.full_state_copy().player[0]
    assert p.chief == "cove" and len(p.fish_tokens) == 2


def test_enter_in_the_action_list_plays_the_highlighted_line(table_for, qtbot):
    session, table = table_for(Position())
    table.panel.actions_toggle.click()
    actions = table.panel.actions
    assert actions.isVisible()
    row = next(r for r in actions.leaves() if isinstance(r.data(0, Qt.ItemDataRole.UserRole), EndRound))
    actions.setCurrentItem(row)
    actions.setFocus()
    before = len(session.record.actions)
    qtbot.keyClick(actions, Qt.Key.Key_Return)
    assert len(session.record.actions) > before
    assert session.record.actions[before].action.startswith("end")


def test_a_click_on_the_chief_says_what_to_click_next_and_keeps_its_other_choices(table_for, qtbot):
    # a press and release on the chief (a slip, or a player who clicks) picks it up: the panel says what a
    # click does now, still offers fishing and ending the round, and Cancel puts the chief down again
    session, table = table_for(Position())
    before = len(session.record.actions)
    assert table.choices.fishes and table.choices.ends
    click(table.view, centre(table.scene.chiefs[0]))
    assert table.sel == ("chief",)
    assert "click a lit place" in table.panel.choice_title.text()
    labels = [b.text() for b in table.panel.buttons]
    assert labels == ["1. Go fishing (F)", "2. End the round (E)", "Cancel (Esc)"]
    assert len(session.record.actions) == before  # nothing played
    qtbot.mouseClick(table.panel.buttons[-1], Qt.MouseButton.LeftButton)
    assert table.sel is None and len(session.record.actions) == before
    assert [b.text() for b in table.panel.buttons][:1] == ["1. Move the chief (C)"]
    click(table.view, centre(table.scene.chiefs[0]))
    qtbot.mouseClick(table.panel.buttons[1], Qt.MouseButton.LeftButton)  # End the round
    assert table.sel == ("end",) and "order position" in table.panel.choice_title.text()


def test_the_list_toggle_counts_the_actions_and_says_one_in_the_singular(table_for):
    session, table = table_for(Position())
    panel = table.panel
    assert panel.actions_toggle.text() == f"Show all {len(session.legal_actions())} possible actions as a list"
    end = next(a for a in session.legal_actions() if isinstance(a, EndRound))
    panel.set_actions([("End the round", end)])
    assert panel.actions_toggle.text() == "Show the only possible action as a list"
    panel.set_actions([("End the round", end), ("again", end)])
    assert panel.actions_toggle.text() == "Show all 2 possible actions as a list"

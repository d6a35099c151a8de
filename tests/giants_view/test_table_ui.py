"""The Giants table as players see it: readable at 1280x800 and 1024x700 in the real window, count
badges that never overlap, ahu ids on the board, choices that show what tells them apart and point at
their place, refusals that go away, the bid reveal, the last move marked, the running score."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPointF, QRect, Qt
from PySide6.QtGui import QEnterEvent, QFontMetrics
from PySide6.QtWidgets import QApplication

from giantapp.app.giants_view.panel_widgets import ChoiceButton
from giantapp.engine import CHANCE
from giantapp.giants import queries
from giantapp.giants.actions import Bid
from giantapp.giants.words import score_lines
from tests.giants.helpers import at_placement, at_transport, new_state, put_object, put_workers, roll

from .conftest import NAMES, centre_of, drag, item, open_table
from .measure import board_texts, widget_texts


def busy_state():
    """Phase 4 late in a game: a crowded quarry, an erected moai with its hat, tablets, loose moai."""
    state = at_transport(4)
    kinds = {}
    for obj, kind in state.kinds.items():
        kinds.setdefault(kind, []).append(obj)
    quarry = state.island.moai_quarry
    # stacks of several kinds and markers on the quarry: each group gets a count badge
    for kind, mark, count in (("1", None, 4), ("2", None, 2), ("3", None, 2), ("1", 1, 2), ("2", 2, 3), ("1", 3, 2)):
        for _ in range(count):
            put_object(state, kinds[kind].pop(), quarry, mark=mark)
    moai, hat = kinds["3"].pop(), kinds["hat"].pop()
    state.places[moai] = ("ahu", "A37")
    state.ahu_moai["A37"] = moai
    state.ahu_owner["A37"] = 1
    state.screen_bases[1] -= 1
    state.places[hat] = ("ahu", "A37")
    state.ahu_hat["A37"] = hat
    state.tablets[0] = 3
    state.tablets_supply -= 3
    state.places[kinds["1"].pop()] = ("front", 0)
    put_workers(state, 0, (9, 8))
    put_workers(state, 2, (6, 8), 2)
    return state


#: what lies on the island (the rest: the players' areas and the round strip)
ISLAND_KEYS = ("hex", "ahu", "base", "object", "figure", "log", "last")


@pytest.mark.parametrize("size, island_least", [((1280, 800), 11.0), ((1024, 700), 9.0)])
def test_the_smallest_text_on_the_table_is_readable(window, size, island_least):
    """Measured in the real main window (side panel and log dock open as by default): every text the board
    paints - hex labels, ahu ids and numbers, counts, the players' areas, the strip - and every label and
    button of the side panel, in device pixels at 100% scaling. At 1280x800 nothing is under 11 px; at
    1024x700 the players' areas and the strip keep 11 px and the island (which zooms) 9 px."""
    win = window(busy_state(), size)
    table = win.table
    assert win.log_dock.isVisible()
    drawn = board_texts(table, with_keys=True)
    texts = {t for t, _, _ in drawn}
    assert {"A18", "A19", "A37", "9,8", "Ana", "Bo", "×4"} <= texts  # the texts measured are the table's own
    island = [d for d in drawn if d[2] is not None and (d[2][0] in ISLAND_KEYS or d[2][:2] == ("text", "badge"))]
    rest = [d for d in drawn if d not in island]
    assert island and rest
    smallest = min(island, key=lambda entry: entry[1])
    assert smallest[1] >= island_least, f"{smallest[0]!r} is drawn at {smallest[1]:.1f} px at {size}"
    smallest = min(rest, key=lambda entry: entry[1])
    assert smallest[1] >= 11.0, f"{smallest[0]!r} ({smallest[2]}) is drawn at {smallest[1]:.1f} px at {size}"
    panel = widget_texts(table.side_panel)
    assert panel
    small = [(t, px) for t, px, _ in panel if px < 11]
    assert not small, small


def test_the_board_fills_its_view_and_refits_on_resize(qtbot, settings):
    session, table = open_table(qtbot, settings, busy_state())
    content = table.scene.content
    view = table.view.viewport().rect()
    shown = table.view.mapFromScene(content).boundingRect()
    # the table fills the view in one direction at least
    assert shown.width() >= view.width() * 0.95 or shown.height() >= view.height() * 0.95
    table.resize(1000, 700)
    qtbot.waitUntil(lambda: not table.board.redraw.pending, timeout=3000)
    QApplication.processEvents()
    view = table.view.viewport().rect()
    shown = table.view.mapFromScene(table.scene.content).boundingRect()
    assert shown.width() >= view.width() * 0.95 or shown.height() >= view.height() * 0.95
    assert shown.width() <= view.width() + 2 and shown.height() <= view.height() + 2


def test_count_badges_on_a_crowded_quarry_never_overlap(qtbot, settings):
    state = busy_state()
    session, table = open_table(qtbot, settings, state)
    table.resize(1280, 800)
    QApplication.processEvents()
    items = table.scene.mirror.items
    badges = [items[k] for k in items if k[:2] == ("text", "badge")]
    assert len(badges) >= 6  # every stack of the quarry has its count
    rects = [b.mapRectToScene(b.rect()) for b in badges]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b), (a, b)
    # nor does a badge hide another stack
    pieces = [items[k].sceneBoundingRect() for k in items if k[0] == "object" and state.places[k[1]] == ("hex", state.island.moai_quarry)]
    for badge in badges:
        owner = badge.spec.key[2:]
        for key in items:
            if key[0] == "object" and key != owner and state.places[key[1]] == ("hex", state.island.moai_quarry):
                piece = items[key].mapRectToScene(items[key].rect())
                assert not badge.mapRectToScene(badge.rect()).intersects(piece), (badge.spec.key, key)
    assert pieces
    # and the stacks of a coast hex lean inland: no count covers an ahu's numbers
    for key in items:
        if key[0] == "ahu":
            ahu = items[key].mapRectToScene(items[key].rect())
            assert not any(r.intersects(ahu) for r in rects), key


def test_ahu_ids_are_drawn_and_erected_moai_stand_clear_of_their_badge(qtbot, settings):
    state = busy_state()
    session, table = open_table(qtbot, settings, state)
    texts = {t for t, _ in board_texts(table)}
    assert set(state.island.ahus) <= texts
    ahu_item, moai_item = item(table, ("ahu", "A37")), item(table, ("object", state.ahu_moai["A37"]))
    ahu = ahu_item.mapRectToScene(ahu_item.rect())
    moai = moai_item.mapRectToScene(moai_item.rect())
    assert not moai.intersects(ahu)  # beside the badge, not hiding its numbers
    for other in state.island.ahus:
        badge = item(table, ("ahu", other))
        assert not moai.intersects(badge.mapRectToScene(badge.rect())), other  # nor a neighbour's
    assert moai.height() > 32  # larger than a loose moai of its size (32)


def _choices_beside_two_ahu(qtbot, settings):
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    put_workers(state, 0, (9, 8))  # beside A18 and A19, next to the moai quarry
    session, table = open_table(qtbot, settings, state)
    table.resize(1280, 800)
    QApplication.processEvents()
    drag(table, centre_of(table, ("object", "M1")), centre_of(table, ("hex", (9, 8))))
    buttons = [table.choice_box.findChild(ChoiceButton, f"choice_{k}") for k in range(len(table._choices))]
    return session, table, buttons


def test_a_drop_beside_two_ahu_asks_and_the_buttons_show_what_differs(qtbot, settings):
    session, table, buttons = _choices_beside_two_ahu(qtbot, settings)
    assert len(session.record.actions) == 0  # nothing played yet: the drop asks
    assert len(buttons) == 3
    assert "A18" in buttons[0].text() and "A19" in buttons[1].text() and "erects" not in buttons[2].text()
    for button, ahu in ((buttons[0], "A18"), (buttons[1], "A19")):
        label = button.label
        assert f"<u>{ahu}</u>" in label.text()  # the differing part is marked...
        # ...and nothing is cut: the wrapped words fit inside the button
        assert label.heightForWidth(label.width()) <= label.height() + 1
        assert label.geometry().right() <= button.width() and label.geometry().bottom() <= button.height()
    assert buttons[0].label.text().startswith("<b>")  # the likely meaning first, in bold
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    assert session.full_state_copy().ahu_moai.get("A19") == "M1"


def test_hovering_a_choice_lights_its_ahu_on_the_board(qtbot, settings):
    session, table, buttons = _choices_beside_two_ahu(qtbot, settings)
    QApplication.sendEvent(buttons[1], QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    ahu = item(table, ("ahu", "A19")).sceneBoundingRect()
    lit = [m.boundingRect() for m in table.board.pointed]
    assert any(r.contains(ahu.center()) for r in lit)
    assert not any(r.contains(item(table, ("ahu", "A18")).sceneBoundingRect().center()) and
                   not r.contains(item(table, ("hex", (9, 8))).sceneBoundingRect().center()) for r in lit)
    QApplication.sendEvent(buttons[1], QEvent(QEvent.Type.Leave))
    assert table.board.pointed == []


def test_a_stale_refusal_is_cleared_by_the_next_legal_gesture(qtbot, settings):
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    put_workers(state, 0, (9, 6))
    put_workers(state, 0, (9, 5))
    session, table = open_table(qtbot, settings, state)
    drag(table, centre_of(table, ("object", "M1")), centre_of(table, ("hex", (3, 8))))
    assert "cannot reach" in table.message_label.text()
    # a later legal drag: the red line goes at once, while the piece is still in hand
    from .conftest import _send

    start, end = centre_of(table, ("object", "M1")), centre_of(table, ("hex", (9, 6)))
    _send(table, QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    _send(table, QEvent.Type.MouseMove, start + (end - start) / 2, Qt.MouseButton.LeftButton)
    assert table.message_label.text() == ""
    _send(table, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    QApplication.processEvents()


def test_a_refusal_goes_when_a_legal_move_is_played(qtbot, settings):
    state = at_placement(4)
    session, table = open_table(qtbot, settings, state)
    table.message_label.refuse("some earlier reason")
    drag(table, centre_of(table, ("screen", 0, "worker", 0)), centre_of(table, ("hex", (5, 7))))
    assert session.full_state_copy().board_workers[0] == {(5, 7): 1}
    assert table.message_label.text() == ""


def test_the_reveal_shows_every_bid_only_once_they_are_revealed(qtbot, settings):
    state = new_state(3)
    roll(state, "W1", "W2", "W3")
    session, table = open_table(qtbot, settings, state)
    bids = {0: Bid(markers=1, workers=1), 1: Bid(markers=2), 2: Bid(markers=1, workers=1, sorcerer=True)}
    for seat in (0, 1):
        _bid(qtbot, session, seat, bids[seat])
        assert table.reveal.isHidden()
        # after "Done" the next bidder holds the keyboard: nothing of an earlier bid shows
        qtbot.waitUntil(lambda: session.human_seat_to_act() == seat + 1, timeout=3000)
        QApplication.processEvents()
        shown = " ".join(t for t, _, _ in widget_texts(table))
        assert "bid 2 markers" not in shown and "1 marker with" not in shown  # nothing of a bid shows
    _bid(qtbot, session, 2, bids[2])
    qtbot.waitUntil(lambda: table.reveal.isVisible(), timeout=3000)
    cards = [c.text() for c in table.reveal.cards]
    assert len(cards) == 3
    QApplication.processEvents()
    for card in table.reveal.cards:  # every bid is whole: its card is as tall as its wrapped words
        plain = card.text().replace("<b>", "").replace("</b>", "").replace("<br>", "\n")
        bold = card.font()
        bold.setBold(True)
        needed = QFontMetrics(bold).boundingRect(QRect(0, 0, card.width() - 22, 10_000),
                                                 int(Qt.TextFlag.TextWordWrap), plain).height()
        assert card.height() >= needed + 8, (plain, card.height(), needed)
    assert "Ana" in cards[0] and "1 marker with 1 worker" in cards[0]
    assert "Bo" in cards[1] and "2 markers and no sculptors" in cards[1]
    assert "Cy" in cards[2] and "1 worker" in cards[2] and "the sorcerer" in cards[2]
    order = session.view_state().pick_order
    assert table.reveal.order.text().endswith(" → ".join(NAMES[s] for s in order))
    logged = " ".join(e.text() for e in session.log_entries())
    assert "Bo bid 2 markers and no sculptors" in logged  # the log still gets its lines
    # not modal (the table goes on: a click on the board still works) and dismissed with a click
    assert not table.reveal.isModal() and not table.reveal.isWindow()
    qtbot.mouseClick(table.reveal.close_button, Qt.MouseButton.LeftButton)
    assert table.reveal.isHidden()


def _bid(qtbot, session, seat, bid) -> None:
    """Play ``bid`` for ``seat`` as that player at the keyboard (hotseat: the next bidder follows)."""
    qtbot.waitUntil(lambda: session.human_seat_to_act() == seat, timeout=3000)
    assert session.submit(bid)
    QApplication.processEvents()
    confirm(qtbot, session)


def confirm(qtbot, session) -> None:
    """Press "Done" where the session waits for it (hotseat: before the keyboard passes on)."""
    qtbot.waitUntil(lambda: session.pending_confirmation() is not None or session.human_seat_to_act() is not None,
                    timeout=3000)
    if session.pending_confirmation() is not None:
        assert session.confirm()
    QApplication.processEvents()


def test_the_last_move_of_another_player_is_marked_until_the_next_action(qtbot, settings):
    state = at_transport(4)
    state.places["M1"] = ("front", 1)
    put_workers(state, 1, (9, 6))
    put_workers(state, 1, (9, 5))
    state.current = 1
    session, table = open_table(qtbot, settings, state)
    # Bo carries M1 two hexes and leaves it unmarked; then Cy is at the keyboard and sees Bo's move marked
    assert session.human_seat_to_act() == 1
    assert not any(k[0] == "last" for k in table.scene.mirror.items)
    drag(table, centre_of(table, ("object", "M1")), centre_of(table, ("hex", (9, 5))))
    plain = table._choices[-1] if table._choices else None
    if plain is not None:
        table.submit(plain)
        QApplication.processEvents()
    assert not any(k[0] == "last" for k in table.scene.mirror.items)  # Bo's own move: no mark for Bo
    table.press_button("no_mark")
    QApplication.processEvents()
    confirm(qtbot, session)  # Bo's "Done": the keyboard passes to Cy
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 2, timeout=5000)
    QApplication.processEvents()
    bo = [a for a in session.record.actions if a.seat == 1]
    assert bo and bo[0].action.startswith("move M1")
    (seat, action, before), _words, _count = table._last_public
    assert seat == 1 and str(action) == bo[0].action
    marks = {k for k in table.scene.mirror.items if k[0] == "last"}
    targets = queries.action_targets(action)
    assert targets and {("last", *t) for t in targets} <= marks
    assert ("last", "path") in marks  # the relay it took, from the quarry
    path = item(table, ("last", "path")).spec.args[0]
    assert len(path) == len(queries.relay_path(before, seat, action)) >= 2
    assert "Bo" in table.last_label.text()
    # the next action replaces the mark: Cy passes, and Bo's move is no longer marked
    table.press_button("pass")
    QApplication.processEvents()
    confirm(qtbot, session)
    qtbot.waitUntil(lambda: session.human_seat_to_act() is not None, timeout=5000)
    QApplication.processEvents()
    assert table._last_public is None or table._last_public[0][0] != 1
    assert ("last", "path") not in table.scene.mirror.items


def test_the_running_score_breakdown_comes_from_the_rules(qtbot, settings):
    state = busy_state()
    state.prestige = [3, 5, 0, 1]
    session, table = open_table(qtbot, settings, state)
    view = session.view_state()
    breakdown = view.score_breakdown()
    for s in range(4):
        tip = item(table, ("text", "panel", s, "score")).toolTip()
        assert f"Prestige: {breakdown[s]['prestige']}" in tip
        assert f"score {sum(breakdown[s].values())}" in tip
    assert "Erected moai: 1 (A37), with a hat: 1" in item(table, ("text", "panel", 1, "score")).toolTip()
    assert "Erected moai: none" in item(table, ("text", "panel", 0, "score")).toolTip()
    named = view.clone()
    named.seat_names = tuple(NAMES[:4])
    assert item(table, ("text", "panel", 2, "score")).toolTip() == "\n".join(score_lines(named, 2))


def test_shortcut_help_lists_the_keys_in_the_current_language(qtbot, settings, qapp):
    from giantapp.app import i18n

    session, table = open_table(qtbot, settings, at_placement(4))
    english = table.shortcut_help()
    assert all(isinstance(k, str) and isinstance(d, str) and k and d for k, d in english)
    assert any(d == "Pass" and k == "P" for k, d in english)
    try:
        i18n.switch_language(qapp, "zh_TW")
        chinese = table.shortcut_help()
    finally:
        i18n.switch_language(qapp, "en")
    assert len(chinese) == len(english) and chinese != english


# --- no notation ever reaches a player -----------------------------------------------------------------
def _random_states(seed: int, count: int):
    """Positions of a seeded random game (4 players), each with a human to act."""
    from giantapp.engine.registry import get_game

    rng = random.Random(seed)
    state = get_game("giants").new_game(4, {})
    picked = []
    steps = 0
    while not state.is_terminal() and len(picked) < count and steps < 2000:
        seat = state.to_act()[0]
        if seat == CHANCE:
            state.apply(seat, state.sample_chance(rng))
        else:
            if steps > 20 and rng.random() < 0.02 and len(state.to_act()) == 1:
                picked.append(state.clone())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        steps += 1
    return picked


def _shown_texts(table) -> list[str]:
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QListWidget, QWidget

    texts = []
    for widget in [table, *table.findChildren(QWidget)]:
        texts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        if isinstance(widget, QListWidget):
            for k in range(widget.count()):
                texts += [widget.item(k).text(), widget.item(k).toolTip()]
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(k) for k in range(widget.count())]
    for piece in table.scene.mirror.items.values():
        texts.append(piece.toolTip())
        texts += [a for a in piece.spec.args if isinstance(a, str)]
    return texts


@pytest.mark.parametrize("language", ["en", "zh_TW", "zh_CN"])
def test_no_widget_or_piece_ever_shows_notation(qtbot, settings, qapp, language):
    from giantapp.app import i18n

    i18n.switch_language(qapp, language)
    checked = 0
    try:
        for seed in (3, 8):
            for state in _random_states(seed, 2):
                seat = state.to_act()[0]
                session, table = open_table(qtbot, settings, state)
                legal = session.legal_actions()
                notation = {str(a) for a in legal if len(str(a)) > 6}
                # the choices a drop offers are words too
                moves = [a for a in legal if type(a).__name__ in ("Move", "Place", "Power")]
                if len(moves) > 1:
                    table._set_choices(moves[:3])
                texts = _shown_texts(table)
                for text in texts:
                    for n in notation:
                        assert n not in text, f"{n!r} shown in {text!r} (seat {seat}, {language})"
                checked += len(texts)
                session.shutdown()
                table.close()
    finally:
        i18n.switch_language(qapp, "en")
    assert checked > 400  # four positions, every widget and piece walked


@pytest.mark.parametrize("language", ["zh_TW", "zh_CN", "en"])
def test_no_text_on_the_table_is_cut_in_any_language(qtbot, settings, qapp, language):
    """zh_TW "沒有木簡" was drawn as "沒有木": a text's box was guessed from its letter count. Every text
    item's box now holds its whole text at its size."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from giantapp.app import i18n

    i18n.switch_language(qapp, language)
    try:
        session, table = open_table(qtbot, settings, busy_state())
        items = table.scene.mirror.items
        assert ("text", "panel", 1, "no tablets") in items
        for key, piece in items.items():
            if key[0] != "text" or key[1] == "badge":
                continue
            text, size, bold = piece.spec.args[:3]
            font = QFont()
            font.setPixelSize(size)
            font.setBold(bold)
            assert QFontMetricsF(font).horizontalAdvance(text) <= piece.rect().width(), (key, text)
        words = items[("text", "panel", 1, "no tablets")].spec.args[0]
        assert words == {"zh_TW": "沒有木簡", "zh_CN": "没有木简", "en": "no tablets"}.get(language, words)
    finally:
        i18n.switch_language(qapp, "en")


def test_a_resize_during_a_drag_refits_after_the_drop_and_the_drag_still_plays(qtbot, settings):
    from .conftest import _send

    session, table = open_table(qtbot, settings, at_placement(4))
    table.resize(1280, 800)
    QApplication.processEvents()
    before = table._arrangement
    start, end = centre_of(table, ("screen", 0, "worker", 0)), centre_of(table, ("hex", (5, 7)))
    _send(table, QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    _send(table, QEvent.Type.MouseMove, start + (end - start) / 3, Qt.MouseButton.LeftButton)
    assert table.board.busy and table.dragging == ("screen", 0, "worker", 0)
    table.resize(900, 800)  # the window changes under the held piece
    QApplication.processEvents()
    assert table.board.busy and table.dragging == ("screen", 0, "worker", 0)  # the gesture goes on
    assert table._arrangement is before  # nothing jumps under the mouse
    end = centre_of(table, ("hex", (5, 7)))
    _send(table, QEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton)
    _send(table, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    QApplication.processEvents()
    assert session.full_state_copy().board_workers[0] == {(5, 7): 1}
    qtbot.waitUntil(lambda: table._arrangement is not before, timeout=3000)  # refitted once it was over
    shown = table.view.mapFromScene(table.scene.content).boundingRect()
    view = table.view.viewport().rect()
    assert shown.width() <= view.width() + 2 and shown.height() <= view.height() + 2


def test_the_hint_highlights_its_move_on_the_board_and_clears_it(qtbot, settings):
    session, table, buttons = _choices_beside_two_ahu(qtbot, settings)
    erect_a19 = table._choices[1]
    table.highlight_action(erect_a19)  # what the hint dialog calls for its best move
    ahu = item(table, ("ahu", "A19")).sceneBoundingRect()
    assert any(m.boundingRect().contains(ahu.center()) for m in table.board.pointed)
    table.highlight_action(None)
    assert table.board.pointed == []


def test_in_a_small_table_the_strip_title_is_never_cut_and_fitting_shows_the_whole_island(qtbot, settings):
    state = new_state(5)
    roll(state, "W1", "W2", "W3", "B1", "B2")
    session, table = open_table(qtbot, settings, state)
    bids = [Bid(markers=1, workers=1), Bid(markers=2), Bid(workers=1), Bid(markers=1), Bid(markers=1, workers=1)]
    for seat in range(5):
        _bid(qtbot, session, seat, bids[seat])
    qtbot.waitUntil(lambda: session.view_state().phase == "pick", timeout=3000)
    table.resize(700, 480)  # a 1024x700 window, less the side panel and the log strip
    QApplication.processEvents()
    table.refresh()
    QApplication.processEvents()
    strip = item(table, ("strip",)).sceneBoundingRect()
    title = item(table, ("text", "strip", "title"))
    assert title.sceneBoundingRect().right() <= strip.right() + 0.5  # the title stays inside its strip
    if "→" not in title.spec.args[0]:  # no room for the choosing order: it is in the tooltip
        assert "→" in title.toolTip()
    # fitting shows every item of the table, the badges on the coast included
    content = table.scene.content
    assert content.contains(table.scene.itemsBoundingRect())


def test_a_new_reveal_gives_the_kept_cards_the_new_bids(qtbot, settings):
    """The reveal panel keeps its cards from one reveal to the next (new labels with their own style sheets
    cost Qt's styling at every reveal): the next reveal shows only its own bids, in its seats' colours."""
    session, table = open_table(qtbot, settings, new_state(3))
    reveal = table.reveal
    reveal.show_bids("Bids", [("Ana", "#d33f3f", "1 marker"), ("Bo", "#3f6fd3", "2 markers"),
                              ("Cy", "#e0b020", "nothing")], "Ana → Bo → Cy", "OK")
    first = list(reveal.cards)
    assert [c.text() for c in first] == ["<b>Ana</b><br>1 marker", "<b>Bo</b><br>2 markers", "<b>Cy</b><br>nothing"]
    reveal.show_bids("Bids", [("Ana", "#3fa35a", "3 markers &lt;"), ("Bo", "#3f6fd3", "1 marker")], "Bo → Ana", "OK")
    assert reveal.cards == first[:2]
    assert [c.text() for c in reveal.cards] == ["<b>Ana</b><br>3 markers &amp;lt;", "<b>Bo</b><br>1 marker"]
    assert "#3fa35a" in reveal.cards[0].styleSheet() and "#3f6fd3" in reveal.cards[1].styleSheet()
    assert reveal.row.count() == 2 and reveal.order.text() == "Bo → Ana"
    reveal.show_bids("Bids", [("A", "#111111", "x"), ("B", "#222222", "y"), ("C", "#333333", "z")], "", "OK")
    assert reveal.cards[:2] == first[:2] and len(reveal.cards) == 3 and reveal.row.count() == 3


def test_the_scene_is_drawn_on_the_pixel_grid_of_the_views_scale(qtbot, settings):
    """The table draws the scene with the board view's device pixels per scene unit; when fitting the new
    content changes the scale (the first draw, a resize), it draws again at once on the new grid."""
    session, table = open_table(qtbot, settings, new_state(5))

    def pixel() -> float:
        return table.view.transform().m11() * table.view.viewport().devicePixelRatioF()

    QApplication.processEvents()
    assert table.scene.pixel == pytest.approx(pixel(), abs=0) and table.scene.pixel != 1.0
    table.resize(table.width() - 150, table.height() - 90)
    qtbot.waitUntil(lambda: not table.board.redraw.pending, timeout=3000)
    table.refresh()
    assert table.scene.pixel == pixel()
    fitted = table.scene.pixel
    table.view.zoom_by(1.5)  # zoomed by the player: the grid it was fitted on stays (no part drawn anew)
    built = table.scene.parts_built
    table.refresh()
    assert table.scene.pixel == fitted != pixel() and table.scene.parts_built == built
    table.zoom_fit()
    table.refresh()
    assert table.scene.pixel == pixel() == fitted

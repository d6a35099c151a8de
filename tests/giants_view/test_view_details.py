"""Details of the Giants table: tooltips everywhere, colour-blind symbols, zoom, log drags."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from giantapp.app.giants_view import art
from giantapp.app.board.items import PieceItem
from tests.giants.helpers import at_placement, at_transport, put_object, put_workers

from .conftest import centre_of, drag, open_table

EXPLAINED = ("hex", "ahu", "object", "figure", "screen", "front", "base", "pawn", "banner", "die", "supply",
             "log", "display", "screen_closed", "symbol")


def test_every_piece_and_space_has_a_tooltip(qtbot, settings):
    state = at_transport(4)
    state.places["M1"] = ("front", 0)
    put_object(state, "M2", (6, 8), mark=1)
    put_workers(state, 2, (6, 8), 2)
    state.board_logs[(6, 8)] = 1
    state.logs_supply -= 1
    state._board_changed()
    state.banners[3] = True
    # one human: Ana's own view (with four humans her lone "pass" would be played on the public view)
    session, table = open_table(qtbot, settings, state, humans=[0])
    kinds = set()
    for key, item in table.scene.mirror.items.items():
        if key[0] in EXPLAINED and isinstance(item, PieceItem):
            kinds.add(key[0])
            assert item.toolTip(), f"{key} has no tooltip"
    assert {"hex", "ahu", "object", "figure", "screen", "pawn", "banner", "supply", "log"} <= kinds
    assert "marked by Bo" in table.scene.mirror.items[("object", "M2")].toolTip()
    assert "carrying strength 3" in table.scene.mirror.items[("hex", (6, 8))].toolTip()


def test_colour_blind_setting_adds_seat_symbols(qtbot, settings, monkeypatch):
    calls = []
    real = art.draw_symbol
    monkeypatch.setattr(art, "draw_symbol", lambda *a, **k: (calls.append(a[1]), real(*a, **k)))
    state = at_placement(4)
    put_workers(state, 1, (6, 8))
    session, table = open_table(qtbot, settings, state)
    table.grab()
    assert calls == []
    settings.colour_blind = True  # the table listens to the setting and redraws
    table.grab()
    assert {0, 1, 2, 3} <= set(calls)


def test_wheel_zooms_and_fit_returns(qtbot, settings):
    session, table = open_table(qtbot, settings, at_placement(4))
    fitted = table.view.transform().m11()
    centre = QPointF(table.view.viewport().rect().center())
    event = QWheelEvent(centre, QPointF(table.view.viewport().mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 240), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(table.view.viewport(), event)
    assert table.view.transform().m11() > fitted * 1.2
    table.zoom_fit()
    assert abs(table.view.transform().m11() - fitted) < 1e-6


def test_dragging_a_log_onto_a_worker_sends_it_along(qtbot, settings):
    state = at_placement(4)
    state.screen_logs[0] = 2
    state.logs_supply -= 2
    session, table = open_table(qtbot, settings, state)
    drag(table, centre_of(table, ("screen", 0, "log", 0)), centre_of(table, ("screen", 0, "worker", 0)))
    assert table.interaction.logs == 1
    assert len(session.record.actions) == 0
    drag(table, centre_of(table, ("screen", 0, "worker", 0)), centre_of(table, ("hex", (7, 8))))
    after = session.full_state_copy()
    assert after.board_logs == {(7, 8): 1} and after.board_workers[0] == {(7, 8): 1}


def test_a_long_line_of_names_shrinks_to_fit_its_box(qapp):
    from PySide6.QtGui import QFont, QFontMetricsF

    from giantapp.app.giants_view.scene import fitting_size

    text = "Choosing order: Player 1 → Player 2 ✓ → Player 3 → Player 4 → Player 5"
    size = fitting_size(text, 270, 11, True)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size))
    assert size < 11
    assert QFontMetricsF(font).horizontalAdvance(text) <= 270
    assert fitting_size("Choosing order: A → B", 270, 11, True) == 11  # short lines keep their size

"""Readable at the sizes people play at: in the real main window (its log dock at the default width) at
1280 × 800 every text the Hawaii table draws is at least 11 device pixels high at 100% scaling, scene
text and widgets alike; 1024 × 700 stays usable (the whole table fits, text at least 8 px, the panel
there). Scene text is measured as the font's pixel size times the painter's device scale (the view's
zoom and the item's scale), for everything the art draws while the window paints."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QLabel, QWidget

from giantapp.app.main_window import MainWindow
from giantapp.app.session import Session

from .helpers import TextProbe, random_position

#: (window size, smallest text allowed in device pixels)
SIZES = [((1280, 800), 11.0), ((1024, 700), 9.0)]


@pytest.fixture
def window(qtbot, settings, tmp_path, monkeypatch):
    from giantapp.app import main_window as main_window_module

    monkeypatch.setattr(main_window_module.GameOverDialog, "exec", lambda self: 0)
    win = MainWindow(settings, autosave_path=tmp_path / "auto.json")
    qtbot.addWidget(win)
    return win


def _show(qtbot, window, settings, position, size, viewer_seat=None):
    session = Session(position.record, state=position.state, settings=settings, seed=1)
    window.install_session(session)
    window.resize(*size)
    window.show()
    assert window.log_dock.isVisible()
    qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.is_game_over(), timeout=5000)
    for _ in range(5):
        QApplication.processEvents()
    window.table.refresh()
    QApplication.processEvents()
    return session, window.table


def _widget_fonts(table) -> list[tuple[int, str]]:
    out = []
    for w in table.findChildren(QWidget):
        if not isinstance(w, (QLabel, QAbstractButton, QAbstractItemView)) or not w.isVisibleTo(table):
            continue
        text = w.text() if isinstance(w, (QLabel, QAbstractButton)) else w.objectName()
        if isinstance(w, (QLabel, QAbstractButton)) and not text:
            continue
        out.append((QFontInfo(w.font()).pixelSize(), text))
    return out


@pytest.mark.parametrize("size, least", SIZES)
@pytest.mark.parametrize("players, actions", [(4, 70), (5, 10_000)])
def test_the_smallest_text_on_the_table(qtbot, window, settings, monkeypatch, size, least, players, actions):
    probe = TextProbe(monkeypatch)
    position = random_position(players, actions, seed=players)
    session, table = _show(qtbot, window, settings, position, size)
    window.grab()  # paint everything once, through the probe
    assert probe.seen, "nothing was drawn"
    smallest, text = probe.smallest()
    assert smallest >= least, f"{text!r} is drawn {smallest:.1f} px high at {size}"
    fonts = _widget_fonts(table)
    assert fonts and min(fonts)[0] >= least, min(fonts)
    # the table fits: the fitted view shows all of it, at a scale that is the one measured
    view = table.view
    assert view.auto_fit
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(table.scene.content.adjusted(2, 2, -2, -2))
    assert table.panel.isVisible() and table.panel.width() <= 320
    session.shutdown()


def test_a_resize_refits_the_table_and_keeps_a_gesture_in_progress(qtbot, window, settings):
    position = random_position(3, 0, seed=3)
    session, table = _show(qtbot, window, settings, position, (1280, 800))
    fitted = table.view.zoom()
    table.start_fishing() if table.choices.fishes else table.select_chief()
    stage = table.sel
    assert stage is not None
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: table.view.zoom() < fitted, timeout=3000)
    assert table.sel == stage  # a smaller window: the table refits, the decision stays
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: table.view.zoom() > fitted, timeout=3000)
    assert table.sel == stage
    session.shutdown()


def test_choice_buttons_wrap_their_words_instead_of_cutting_them(qtbot, window, settings):
    from .conftest import Position

    position = Position(players=3, draws=["T20", "T21", "T22", "T23"])
    session, table = _show(qtbot, window, settings, position, (1024, 700))
    assert table.choices.fishes
    table.start_fishing()
    QApplication.processEvents()
    buttons = [b for b in table.panel.buttons if b.objectName() != "choice_cancel"]
    assert buttons and any("feet" in b.text() for b in buttons)
    for b in buttons:
        label = b.label
        assert label.wordWrap() and label.text() == b.text()
        # the whole text fits: the label is as tall as its wrapped lines need, and the button holds it
        needed = label.heightForWidth(label.width())
        assert label.height() >= needed - 1 and b.height() >= needed, (b.text(), b.height(), needed)
        assert b.geometry().right() <= table.panel.width()
    longest = max(buttons, key=lambda b: b.fontMetrics().horizontalAdvance(b.text()))
    if longest.fontMetrics().horizontalAdvance(longest.text()) > longest.label.width():
        assert longest.height() > longest.fontMetrics().height() * 2  # it really took another line
    session.shutdown()


def test_through_a_game_the_window_keeps_its_size_and_the_text_its_size(qtbot, window, settings):
    """Long lists of choices and the round summary scroll inside the panel: they never make the window
    taller than the screen (which would push the table's bottom out of sight) nor the table smaller."""
    import random

    from giantapp.app.hawaii_view import scene as sc

    position = random_position(5, 0, seed=11)
    session, table = _show(qtbot, window, settings, position, (1280, 800))
    rng = random.Random(11)
    summaries = 0
    for _ in range(160):
        qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.is_game_over(), timeout=5000)
        if session.is_game_over():
            break
        QApplication.processEvents()
        assert (window.width(), window.height()) == (1280, 800)
        assert table.view.zoom() * sc.MIN_TEXT >= 11.0, table.view.zoom()
        summaries += table.panel.summary_box.isVisibleTo(table)
        session.submit(rng.choice(session.legal_actions()))
    assert summaries  # a round end was on screen, in the panel, at that size
    session.shutdown()


@pytest.mark.parametrize("name", ["Bo", "Kahananui-Keali'ikanaka'ole the Navigator"])
def test_a_player_card_never_runs_its_name_into_its_points(qapp, monkeypatch, name):
    """A long name is cut short with an ellipsis (the card's tooltip names the player in full); the points
    always show whole, to the right of it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

    from giantapp.app.hawaii_view import art, scene

    drawn: list[tuple[QRectF, str, float]] = []
    monkeypatch.setattr(art, "text", lambda p, rect, value, size, *a, **k: drawn.append((QRectF(rect), value, size)))
    image = QImage(400, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene._paint_card(painter, QRectF(0, 0, 330, 160), QColor("#c05020"), 1, name, "115 points", "", False)
    painter.end()
    (name_rect, shown, size), (points_rect, points, _) = drawn[0], drawn[1]
    assert points == "115 points"
    metrics = QFontMetricsF(art.font(size, True))
    assert metrics.horizontalAdvance(points) <= points_rect.width()
    assert name_rect.right() < points_rect.left()
    assert metrics.horizontalAdvance(shown) <= name_rect.width()
    if name == "Bo":
        assert shown == name
    else:
        assert shown.endswith("…") and name.startswith(shown[:-1])

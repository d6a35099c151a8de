"""Gestures in the real main window, maximized with the log open: a decision in progress survives the
panel and the window changing size (the side panel grows when it lists choices, which resizes the view)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from giantapp.app.main_window import MainWindow
from giantapp.app.session import Session

from .conftest import Position, centre, drag


@pytest.fixture
def window(qtbot, settings, tmp_path):
    win = MainWindow(settings, autosave_path=tmp_path / "auto.json")
    qtbot.addWidget(win)
    return win


#: window sizes whose shape lies where the side panel's growth flips the realms between beside and below
#: the island (the offscreen screen is small, so "maximized" cannot reach them by itself)
SIZES = ["maximized", (1440, 800), (1380, 750), (1200, 600)]


def fishing_window(qtbot, window, settings, size):
    position = Position(draws=["T20", "T21"])
    session = Session(position.record, state=position.state, settings=settings, seed=1)
    window.install_session(session)
    if size == "maximized":
        window.showMaximized()
    else:
        window.resize(*size)
        window.show()
    assert window.log_dock.isVisible()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=3000)
    qtbot.waitUntil(lambda: window.table.choices.fishes != [], timeout=3000)
    QApplication.processEvents()
    return session, window.table


def _fish_and_check(qtbot, session, table):
    assert table.sel == ("fish",), table.sel
    buttons = [b for b in table.panel.buttons if b.objectName() != "choice_cancel"]
    assert buttons and "fish" in buttons[0].text()
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    p = session.full_state_copy().player[0]
    assert p.chief == "cove" and len(p.fish_tokens) == 2


@pytest.mark.parametrize("size", SIZES)
def test_go_fishing_with_the_key_in_the_maximized_window(qtbot, window, settings, size):
    session, table = fishing_window(qtbot, window, settings, size)
    table.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_F)
    QApplication.processEvents()
    _fish_and_check(qtbot, session, table)


@pytest.mark.parametrize("size", SIZES)
def test_go_fishing_with_the_button_in_the_maximized_window(qtbot, window, settings, size):
    session, table = fishing_window(qtbot, window, settings, size)
    button = next(b for b in table.panel.buttons if "fishing" in b.text())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    _fish_and_check(qtbot, session, table)


@pytest.mark.parametrize("size", SIZES)
def test_go_fishing_by_dragging_the_chief_to_the_cove_in_the_maximized_window(qtbot, window, settings, size):
    session, table = fishing_window(qtbot, window, settings, size)
    drag(table.view, centre(table.scene.chiefs[0]), centre(table.scene.targets[("cove",)]))
    QApplication.processEvents()
    _fish_and_check(qtbot, session, table)


def test_the_fishing_choice_survives_the_log_and_the_window_changing_shape(qtbot, window, settings):
    session, table = fishing_window(qtbot, window, settings, (1440, 800))
    table.start_fishing()
    QApplication.processEvents()
    assert table.sel == ("fish",)
    arrangements = {table.scene.tall}
    for width, height, log in ((900, 800, 150), (1900, 700, 400), (1000, 1000, 300), (1440, 800, 250)):
        window.resize(width, height)
        window.resizeDocks([window.log_dock], [log], Qt.Orientation.Horizontal)
        qtbot.wait(20)
        arrangements.add(table.scene.tall)
        assert table.sel == ("fish",)  # the panel and the window re-arranged; the decision stayed
    assert arrangements == {True, False}  # the realms really moved between beside and below the island
    _fish_and_check(qtbot, session, table)

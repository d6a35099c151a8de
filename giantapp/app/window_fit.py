"""Where a secondary window (rules help, game review) opens: over its owner, shrunk to fit the screen.

Why one helper: each such window has a comfortable default size (the review 1200×800) that does not fit
a 1024×700 or 1280×800 screen; placed by its own size it would open cut off at the screen's edge, its
buttons or log out of reach, and with no window manager (or a tiling one) nobody moves it back.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

#: room left around the window for the desktop's title bar and borders
MARGIN_WIDTH = 40
MARGIN_HEIGHT = 60
#: a usual title bar and borders, for a window not shown yet
FRAME_WIDTH = 8
FRAME_HEIGHT = 32


def place_over(window: QWidget, owner: QWidget | None, minimum: tuple[int, int] = (480, 360)) -> None:
    """Centre ``window`` over ``owner``'s window (or its screen), shrunk to fit that screen."""
    anchor = owner.window() if owner is not None else None
    screen = (anchor.screen() if anchor is not None else None) or window.screen()
    area = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)
    width = min(window.width(), area.width() - MARGIN_WIDTH)
    height = min(window.height(), area.height() - MARGIN_HEIGHT)
    window.resize(max(minimum[0], width), max(minimum[1], height))
    centre = anchor.frameGeometry().center() if anchor is not None and anchor.isVisible() else area.center()
    # ``move`` places the frame: the whole frame must be on the screen (before the first show it is not
    # known yet, so a usual title bar and borders are assumed)
    frame_w = window.frameGeometry().width() - window.width()
    frame_h = window.frameGeometry().height() - window.height()
    if frame_w <= 0 and frame_h <= 0:
        frame_w, frame_h = FRAME_WIDTH, FRAME_HEIGHT
    rect = QRect(0, 0, window.width() + frame_w, window.height() + frame_h)
    rect.moveCenter(centre)
    rect.moveLeft(max(area.left(), min(rect.left(), area.right() - rect.width())))
    rect.moveTop(max(area.top(), min(rect.top(), area.bottom() - rect.height())))
    window.move(rect.topLeft())

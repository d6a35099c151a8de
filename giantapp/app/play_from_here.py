""""Play from here": a new game that starts at a reviewed position, with its seats chosen again.

Why a new game and not a change to the reviewed one: the reviewed file is what was played and stays
exactly as it was. The new game gets the record up to the position (so its log, its undo barriers and
the rules see the same past), the seats chosen now (people or computers), a fresh random seed (what
follows is new), the hints noted before that position, and an autosave file of its own like any new
game (the game the window showed before stays on the start page, so nothing a player did is lost).
"""

from __future__ import annotations

import secrets
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from giantapp.ai import level_names
from giantapp.engine import GameRecord, RecordError, Seat

from .hints_used import hints_before
from .new_game_dialog import kind_key, level_description, level_label
from .review_session import ReviewSession

#: the longest name a seat may have (as in the new-game dialog)
MAX_NAME = 24


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlayFromHere", text)


class SeatsDialog(QDialog):
    """Who plays each seat from the reviewed position on (names, colours and kinds; the record's as default)."""

    def __init__(self, record: GameRecord, position: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play_from_here_dialog")
        self.setWindowTitle(self.tr("Play from here"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("A new game starts from this position (after {count} actions). The file you are "
                               "reviewing is not changed. Who plays each seat?").format(count=position))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by")), 0, 2)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self._colours = [seat.colour for seat in record.seats]
        for index, seat in enumerate(record.seats):
            swatch = QLabel()
            pixmap = QPixmap(14, 14)
            pixmap.fill(QColor(seat.colour or "#808080"))
            swatch.setPixmap(pixmap)
            grid.addWidget(swatch, index + 1, 0)
            name = QLineEdit(seat.name)
            name.setMaxLength(MAX_NAME)
            name.setObjectName(f"from_here_name_{index}")
            grid.addWidget(name, index + 1, 1)
            kind = QComboBox()
            kind.setObjectName(f"from_here_kind_{index}")
            kind.addItem(self.tr("Human"), kind_key("human", None))
            for level in level_names():
                if level == "random":
                    continue
                kind.addItem(self.tr("Computer ({level})").format(level=level_label(level)), kind_key("computer", level))
                kind.setItemData(kind.count() - 1, level_description(level), Qt.ItemDataRole.ToolTipRole)
            found = kind.findData(kind_key(seat.kind, seat.level))
            kind.setCurrentIndex(max(0, found))
            grid.addWidget(kind, index + 1, 2)
            self.names.append(name)
            self.kinds.append(kind)
        layout.addLayout(grid)
        self.error = QLabel()
        self.error.setObjectName("from_here_error")
        self.error.setStyleSheet("color: #a31515;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def set_kind(self, seat: int, kind: str, level: str | None = None) -> None:
        """Choose a seat's player (tests and keyboard users)."""
        self.kinds[seat].setCurrentIndex(self.kinds[seat].findData(kind_key(kind, level)))

    def seats(self) -> list[Seat]:
        """The seats as chosen; ValueError with a message for people if a name is missing or repeated."""
        out = []
        for index, (name, kind) in enumerate(zip(self.names, self.kinds)):
            text = name.text().strip()
            if not text:
                raise ValueError(self.tr("Seat {n} needs a name.").format(n=index + 1))
            what, _, level = str(kind.currentData()).partition(":")
            out.append(Seat(name=text, kind=what, level=level or None, colour=self._colours[index]))
        if len({seat.name for seat in out}) != len(out):
            raise ValueError(self.tr("Two seats have the same name; hand-offs would be confusing."))
        return out

    def _accept(self) -> None:
        try:
            self.seats()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()


def new_game_record(review: ReviewSession, seats: list[Seat]) -> GameRecord:
    """The reviewed record up to the shown position, with ``seats`` (a new object; the original is untouched)."""
    record = review.timeline.prefix(review.position)
    record.seats = [Seat(**seat.to_json()) for seat in seats]
    return record


def continue_from(window: Any, review: ReviewSession, seats: list[Seat]) -> str | None:
    """Start the new game in ``window`` (the main window: ``autosaves``, ``may_leave_current``,
    ``install_session``, ``gate``, ``settings``). Returns None on success, else a message for people
    (and nothing changed); an empty message when the player chose to stay in the game in progress."""
    from .session import Session

    state = review.timeline.state_at(review.position)
    if state.is_terminal():
        return _tr("The game is over at this position; step back to play on from an earlier one.")
    if not window.may_leave_current():
        return ""
    record = new_game_record(review, seats)
    autosave = window.autosaves.new_path(record.game)
    try:
        session = Session(record, seed=secrets.randbelow(2**31), state=state, gate=window.gate,
                          settings=window.settings, autosave_path=autosave)
    except RecordError as exc:
        return str(exc)
    session.hints = hints_before(review.hints, review.position)
    window.install_session(session, window.autosaves.claim(autosave))
    window.save_path = None
    from .new_game_dialog import NewGameSetup

    # "Play again" after this game: these seats from the start
    window.last_setup = NewGameSetup(record.game, [Seat(**s.to_json()) for s in record.seats], dict(record.options), None)
    return None

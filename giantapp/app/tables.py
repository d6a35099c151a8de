"""Where game tables plug into the window, and the generic table every game can fall back on.

Why a generic table: it works for any game that follows the engine contract (the dice-duel fixture,
a new title before its art exists), it is the accessible way to play (keyboard and screen readers:
a plain list of the legal actions in words), and it keeps the window usable if a title's table fails
to import. Titles' tables are ``giantapp.app.<game>_view.table:<Class>`` built as ``Class(session, parent)``.
"""

from __future__ import annotations

import importlib
import json
import logging

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from giantapp.engine import GameState

from .session import Session

log = logging.getLogger(__name__)

#: game name -> "module:Class" of its table
TABLES = {
    "giants": "giantapp.app.giants_view.table:GiantsTable",
    "hawaii": "giantapp.app.hawaii_view.table:HawaiiTable",
}


def make_table(session: Session, parent: QWidget | None = None) -> QWidget:
    """The table for the session's game, or the generic table when the game has none (or it fails)."""
    target = TABLES.get(session.record.game)
    if target is not None:
        module_name, attribute = target.split(":")
        try:
            cls = getattr(importlib.import_module(module_name), attribute)
            return cls(session, parent)
        except Exception:  # an unfinished or broken view must not take the whole window down
            log.exception("the %s table could not be built; using the generic table", session.record.game)
    return GenericTable(session, parent)


class GenericTable(QWidget):
    """Status, what the viewer may know, and a list of legal actions: double-click or Enter plays one."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("GenericTable")
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setObjectName("status")
        font = self.status.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.status.setFont(font)
        layout.addWidget(self.status)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.actions_label = QLabel(self.tr("Your possible actions:"))
        left_layout.addWidget(self.actions_label)
        self.filter = QLineEdit()
        self.filter.setObjectName("action_filter")
        self.filter.setPlaceholderText(self.tr("Filter actions…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        left_layout.addWidget(self.filter)
        self.actions = QListWidget()
        self.actions.setObjectName("legal_actions")
        self.actions.setAccessibleName(self.tr("Legal actions"))
        self.actions.itemActivated.connect(self._play_item)
        left_layout.addWidget(self.actions)
        row = QHBoxLayout()
        self.play_button = QPushButton(self.tr("Play selected action"))
        self.play_button.clicked.connect(self.play_selected)
        row.addWidget(self.play_button)
        row.addStretch(1)
        left_layout.addLayout(row)
        splitter.addWidget(left)

        self.view = QPlainTextEdit()
        self.view.setReadOnly(True)
        self.view.setObjectName("view_text")
        self.view.setAccessibleName(self.tr("What you can see"))
        splitter.addWidget(self.view)
        splitter.setStretchFactor(1, 1)
        layout.addWidget(splitter, 1)

        QShortcut(QKeySequence(Qt.Key.Key_Return), self.actions, activated=self.play_selected)
        session.state_changed.connect(self.refresh)
        session.thinking_changed.connect(lambda *_: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        session = self.session
        if session.closed:
            return
        view = session.view_state()
        self.status.setText(session.status_text())
        seat = session.human_seat_to_act()
        self.actions.clear()
        if seat is not None:
            self.actions_label.setText(self.tr("{name}, your possible actions:").format(name=session.seat_name(seat)))
            for action in session.legal_actions():
                try:
                    words = view.describe_action(seat, action)
                except Exception:
                    words = str(action)
                text = words if words == str(action) else f"{words}  [{action}]"
                item = QListWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, action)
                self.actions.addItem(item)
            self._apply_filter()
        else:
            thinking = session.thinking_seat()
            if thinking is not None:
                self.actions_label.setText(self.tr("{name} is thinking…").format(name=session.seat_name(thinking)))
            else:
                self.actions_label.setText(self.tr("Nothing to decide for you now."))
        self.play_button.setEnabled(self.actions.count() > 0)
        self.view.setPlainText(describe_view(view))

    def _apply_filter(self) -> None:
        """Show the actions whose words contain every word typed (case-insensitive); select the first."""
        words = self.filter.text().casefold().split()
        first = None
        for row in range(self.actions.count()):
            item = self.actions.item(row)
            shown = all(word in item.text().casefold() for word in words)
            item.setHidden(not shown)
            if shown and first is None:
                first = row
        if first is not None:
            self.actions.setCurrentRow(first)
        else:
            self.actions.setCurrentRow(-1)

    def _play_item(self, item: QListWidgetItem) -> None:
        action = item.data(Qt.ItemDataRole.UserRole)
        if action is not None:
            self.session.submit(action)

    def play_selected(self) -> None:
        item = self.actions.currentItem()
        if item is not None and not item.isHidden():
            self._play_item(item)


def describe_view(view: GameState) -> str:
    """What the viewer may know, as indented JSON: the engine's ``to_json`` or, if it has none, its fields."""
    try:
        if type(view).to_json is not GameState.to_json:
            data = view.to_json()
        else:
            data = {key: value for key, value in vars(view).items() if not key.startswith("_")}
        return json.dumps(data, indent=1, ensure_ascii=False, default=str)
    except Exception:
        return repr(view)

"""The side panel of the Hawaii table: whose turn, the reason for a refused move, the buttons of the
decision in progress, and every legal action in words.

Why a panel beside the scene: follow-up decisions (how to pay, which price token, side I or II, which
boats) are choices between a few listed options, clearer as labelled buttons than as gestures; and a
plain list of all legal actions makes every decision reachable by keyboard and screen readers.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QFrame, QLabel, QListWidget, QListWidgetItem, QPushButton, QSizePolicy, QVBoxLayout,
                               QWidget)

from giantapp.app.board.board import MessageLine


def _tr(text: str) -> str:
    return QCoreApplication.translate("HawaiiTable", text)


class DecisionPanel(QWidget):
    """Status, message, choice buttons and the list of legal actions."""

    action_chosen = Signal(object)  # an engine Action from the list

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hawaii_panel")
        # a fixed width: words that change every turn (status, choices, a refusal) never resize the table
        self.setFixedWidth(320)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        f = self.status.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.15)
        self.status.setFont(f)
        layout.addWidget(self.status)
        self.message = MessageLine()
        layout.addWidget(self.message)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.choice_box = QFrame()
        self.choice_box.setObjectName("choices")
        self.choice_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.choice_layout = QVBoxLayout(self.choice_box)
        self.choice_layout.setContentsMargins(4, 4, 4, 4)
        self.choice_title = QLabel()
        self.choice_title.setWordWrap(True)
        self.choice_layout.addWidget(self.choice_title)
        layout.addWidget(self.choice_box)
        self.buttons: list[QPushButton] = []
        self.actions_label = QLabel(_tr("All your possible actions (double-click or Enter):"))
        self.actions_label.setWordWrap(True)
        layout.addWidget(self.actions_label)
        self.actions = QListWidget()
        self.actions.setObjectName("legal_actions")
        self.actions.setAccessibleName(_tr("Legal actions"))
        self.actions.setWordWrap(True)
        self.actions.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.actions.itemActivated.connect(self._activated)
        layout.addWidget(self.actions, 1)
        layout.addStretch(0)
        self.choice_box.hide()

    def set_choices(self, title: str, options: list[tuple[str, Callable[[], None]]], default: int | None = 0,
                    cancel: Callable[[], None] | None = None) -> None:
        """Show ``options`` (label, callback) as numbered buttons; ``default`` is the Enter button."""
        for b in self.buttons:
            self.choice_layout.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        if not options and cancel is None:
            self.choice_box.hide()
            return
        self.choice_title.setText(title)
        for i, (label, callback) in enumerate(options):
            text = f"{i + 1}. {label}" if i < 9 else label
            b = QPushButton(text)
            b.setObjectName(f"choice_{i + 1}")
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _checked=False, cb=callback: cb())
            if default is not None and i == default:
                b.setDefault(True)
                f = b.font()
                f.setBold(True)
                b.setFont(f)
            self.choice_layout.addWidget(b)
            self.buttons.append(b)
        if cancel is not None:
            b = QPushButton(_tr("Cancel (Esc)"))
            b.setObjectName("choice_cancel")
            b.clicked.connect(lambda _checked=False, cb=cancel: cb())
            self.choice_layout.addWidget(b)
            self.buttons.append(b)
        self.choice_box.show()

    def clear_choices(self) -> None:
        self.set_choices("", [], None, None)

    def press(self, number: int) -> bool:
        """Press choice ``number`` (1-based); False if there is none."""
        real = [b for b in self.buttons if b.objectName() != "choice_cancel"]
        if 1 <= number <= len(real):
            real[number - 1].click()
            return True
        return False

    def press_default(self) -> bool:
        for b in self.buttons:
            if b.isDefault():
                b.click()
                return True
        return False

    def set_actions(self, entries: list[tuple[str, object]]) -> None:
        self.actions.clear()
        for text, action in entries:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, action)
            self.actions.addItem(item)

    def _activated(self, item: QListWidgetItem) -> None:
        action = item.data(Qt.ItemDataRole.UserRole)
        if action is not None:
            self.action_chosen.emit(action)

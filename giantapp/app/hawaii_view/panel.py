"""The side panel of the Hawaii table: whose turn, the reason for a refused move, the buttons of the
decision in progress, and every legal action in words.

Why a panel beside the scene: follow-up decisions (how to pay, which price token, side I or II, which
boats) are choices between a few listed options, clearer as labelled buttons than as gestures; and a
plain list of all legal actions makes every decision reachable by keyboard and screen readers.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from giantapp.app.board.board import MessageLine


def _tr(text: str, **fields: object) -> str:
    translated = QCoreApplication.translate("HawaiiTable", text)
    return translated.format(**fields) if fields else translated


#: the panel's width in a roomy window and in a narrow one (the table gets the rest)
WIDE_PANEL, NARROW_PANEL = 320, 270


class WrapButton(QPushButton):
    """A push button whose words wrap onto more lines instead of being cut: the part of a choice that
    differs from the next ("… — 2 feet") is often at its end."""

    MARGIN_X, MARGIN_Y = 10, 5

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(self.MARGIN_X, self.MARGIN_Y, self.MARGIN_X, self.MARGIN_Y)
        layout.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:  # noqa: D102 - the words shown (QPushButton's own text stays empty)
        return self.label.text()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self.label.setText(text)
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self.label.heightForWidth(max(10, width - 2 * self.MARGIN_X)) + 2 * self.MARGIN_Y + 4

    def sizeHint(self) -> QSize:  # noqa: N802
        width = max(80, self.width())
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(60, self.heightForWidth(max(80, self.width())))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.height() < self.heightForWidth(self.width()):
            self.updateGeometry()  # a narrower button needs another line


class ActionTree(QTreeWidget):
    """Every legal action in words, grouped (a place, then the tile and where it goes, then the price;
    fishing; each dock; the order positions), collapsed. Rows wrap instead of being cut with "…", and
    are measured again when the width or the language changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setUniformRowHeights(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.header().setStretchLastSection(True)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()  # wrapped rows get their height for the new width

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.scheduleDelayedItemsLayout()

    def leaves(self) -> list[QTreeWidgetItem]:
        """The rows that play an action, in list order."""
        out = []

        def walk(item: QTreeWidgetItem) -> None:
            if item.data(0, Qt.ItemDataRole.UserRole) is not None:
                out.append(item)
            for k in range(item.childCount()):
                walk(item.child(k))

        for i in range(self.topLevelItemCount()):
            walk(self.topLevelItem(i))
        return out


class DecisionPanel(QWidget):
    """Status, message, choice buttons and the list of legal actions."""

    action_chosen = Signal(object)  # an engine Action from the list

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hawaii_panel")
        # a fixed width: words that change every turn (status, choices, a refusal) never resize the table
        self.setFixedWidth(WIDE_PANEL)
        # the words scroll when they need more height than the window has: a long list of choices and the
        # round summary never make the window taller than the screen
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("panel_scroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.scroll)
        body = QWidget()
        body.setObjectName("panel_body")
        self.scroll.setWidget(body)
        layout = QVBoxLayout(body)
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
        self.summary_box = QFrame()
        self.summary_box.setObjectName("round_summary")
        self.summary_box.setFrameShape(QFrame.Shape.StyledPanel)
        summary_layout = QVBoxLayout(self.summary_box)
        summary_layout.setContentsMargins(6, 4, 6, 4)
        self.summary_label = QLabel()
        self.summary_label.setObjectName("round_summary_text")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        summary_layout.addWidget(self.summary_label)
        self.summary_close = QPushButton(_tr("Close the round summary"))
        self.summary_close.setObjectName("round_summary_close")
        self.summary_close.clicked.connect(self.summary_box.hide)
        summary_layout.addWidget(self.summary_close)
        layout.addWidget(self.summary_box)
        self.summary_box.hide()
        self.actions_toggle = QPushButton()
        self.actions_toggle.setObjectName("actions_toggle")
        self.actions_toggle.setCheckable(True)
        self.actions_toggle.setChecked(False)
        self.actions_toggle.toggled.connect(self._toggle_actions)
        layout.addWidget(self.actions_toggle)
        self.actions_label = QLabel(_tr("All your possible actions (double-click or Enter):"))
        self.actions_label.setWordWrap(True)
        layout.addWidget(self.actions_label)
        self.actions = ActionTree()
        self.actions.setObjectName("legal_actions")
        self.actions.setAccessibleName(_tr("Legal actions"))
        self.actions.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.actions.itemActivated.connect(self._activated)
        layout.addWidget(self.actions, 1)
        layout.addStretch(0)
        self._count = 0
        self._toggle_actions(False)
        self.choice_box.hide()

    def set_choices(self, title: str, options: list[tuple[str, Callable[[], None]]], default: int | None = 0,
                    cancel: Callable[[], None] | None = None) -> None:
        """Show ``options`` (label, callback) as numbered buttons; ``default`` is the Enter button."""
        for b in self.buttons:
            self.choice_layout.removeWidget(b)
            b.hide()  # gone at once: deleteLater alone leaves it drawn under the new buttons until the event loop runs
            b.deleteLater()
        self.buttons = []
        if not options and cancel is None:
            self.choice_box.hide()
            return
        self.choice_title.setText(title)
        for i, (label, callback) in enumerate(options):
            text = f"{i + 1}. {label}" if i < 9 else label
            b = WrapButton(text)
            b.setObjectName(f"choice_{i + 1}")
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

    def set_actions(self, groups: list[tuple[str, list]]) -> None:
        """Fill the list: ``groups`` are (words, children) where a child is (words, action) or a nested
        group (words, [children]); a group of one action is shown as that action."""
        self.actions.clear()
        count = 0

        def add(parent, entry) -> int:
            words, content = entry
            item = QTreeWidgetItem([words])
            item.setToolTip(0, words)
            if isinstance(content, list):
                parent.addChild(item) if isinstance(parent, QTreeWidgetItem) else parent.addTopLevelItem(item)
                return sum(add(item, child) for child in content)
            item.setData(0, Qt.ItemDataRole.UserRole, content)
            parent.addChild(item) if isinstance(parent, QTreeWidgetItem) else parent.addTopLevelItem(item)
            return 1

        for group in groups:
            count += add(self.actions, group)
        self._count = count
        self._toggle_actions(self.actions_toggle.isChecked())

    def retranslate(self) -> None:
        self.actions_label.setText(_tr("All your possible actions (double-click or Enter):"))
        self.summary_close.setText(_tr("Close the round summary"))
        self._toggle_actions(self.actions_toggle.isChecked())

    def _toggle_actions(self, shown: bool) -> None:
        """The full list only on request: the board and the buttons above are the way to play; the list
        is there for the keyboard and screen readers."""
        has = self._count > 0
        self.actions_toggle.setVisible(has)
        self.actions_toggle.setText(_tr("Hide the list of actions") if shown
                                    else _tr("Show the only possible action as a list") if self._count == 1
                                    else _tr("Show all {n} possible actions as a list", n=self._count))
        self.actions_label.setVisible(has and shown)
        self.actions.setVisible(has and shown)

    def show_summary(self, html: str) -> None:
        self.summary_label.setText(html)
        self.summary_box.show()

    def _activated(self, item: QTreeWidgetItem, column: int = 0) -> None:
        action = item.data(0, Qt.ItemDataRole.UserRole)
        if action is not None:
            self.action_chosen.emit(action)

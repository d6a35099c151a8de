"""The Giants side panel's own widgets: choice buttons that wrap and show what differs, and the panel
that shows the revealed bids side by side.

Why apart from the table: they are plain widgets with no rules and no session; the table composes them.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QStyle, QStyleOptionButton, QVBoxLayout, QWidget,
)

#: how long the revealed bids stay over the table unless dismissed (ms); computers go on meanwhile
REVEAL_MS = 12000


class ChoiceButton(QPushButton):
    """A choice in the side panel whose words wrap instead of being cut: the part that tells it from the
    other choices is in bold (``html``); ``text()`` is the whole sentence. Hovering tells the table, which
    lights the choice's hex or ahu on the board."""

    hovered = Signal(bool)

    def __init__(self, text: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.label = QLabel(html, self)
        self.label.setObjectName("choice_words")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 5, 8, 5)
        layout.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.label.heightForWidth(max(20, width - 16)) + 10

    def sizeHint(self) -> QSize:
        width = max(120, self.width())
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(60, self.heightForWidth(max(120, self.width())))

    def paintEvent(self, event) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""  # the label draws the words (wrapped)
        painter = QPainter(self)
        self.style().drawControl(QStyle.ControlElement.CE_PushButton, option, painter, self)

    def enterEvent(self, event) -> None:
        super().enterEvent(event)
        self.hovered.emit(True)

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        self.hovered.emit(False)


class RevealPanel(QFrame):
    """The moment the secret bids are revealed: every bid side by side, then the choosing order. Over the
    table, not modal: nothing waits for it; it goes after a few seconds or when dismissed."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("reveal_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#reveal_panel { background: #fffbe8; border: 2px solid #8a7a55; border-radius: 8px; }")
        self.box = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("reveal_title")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.box.addWidget(self.title)
        self.row = QHBoxLayout()
        self.box.addLayout(self.row)
        self.order = QLabel()
        self.order.setObjectName("reveal_order")
        self.order.setWordWrap(True)
        self.box.addWidget(self.order)
        self.close_button = QPushButton()
        self.close_button.setObjectName("reveal_close")
        self.close_button.clicked.connect(self.dismiss_by_player)
        self.box.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.cards: list[QLabel] = []
        self.dismissed = False  # the player closed it (a timeout does not count: a hand-off may hide it)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.dismiss)
        self.hide()

    def show_bids(self, title: str, bids: list[tuple[str, str, str]], order: str, close: str) -> None:
        """``bids``: (name, colour, the bid in words) per seat, in seat order."""
        # the cards of the last reveal are kept and given the new words (a new label with its own style sheet
        # costs ~1 ms of Qt's styling each, paid at every reveal, i.e. once a round)
        while len(self.cards) > len(bids):
            card = self.cards.pop()
            self.row.removeWidget(card)
            card.deleteLater()
        self.title.setText(title)
        for index, (name, colour, words) in enumerate(bids):
            if index < len(self.cards):
                card = self.cards[index]
            else:
                card = QLabel()
                card.setObjectName("reveal_bid")
                card.setWordWrap(True)
                card.setTextFormat(Qt.TextFormat.RichText)
                card.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
                self.row.addWidget(card, 1)
                self.cards.append(card)
            style = f"QLabel {{ border-left: 6px solid {colour}; padding: 4px 8px; background: #ffffff; }}"
            if card.styleSheet() != style:
                card.setStyleSheet(style)
            card.setText(f"<b>{_escape(name)}</b><br>{_escape(words)}")
        self.order.setText(order)
        self.close_button.setText(close)
        self.dismissed = False
        self.place()
        self.show()
        self.raise_()
        self.timer.start(REVEAL_MS)

    def place(self) -> None:
        parent = self.parentWidget()
        view = getattr(parent, "view", None)
        area = view.geometry() if view is not None else parent.rect()
        width = min(area.width() - 24, max(360, 170 * max(1, len(self.cards))))
        self.setFixedWidth(max(200, width))
        # every card tall enough for its whole bid at the width it gets (a row of wrapped labels is laid
        # out before their widths are known, so the layout alone cuts the longest one)
        margins = self.box.contentsMargins()
        count = max(1, len(self.cards))
        inner = self.width() - margins.left() - margins.right() - 4 - max(0, self.row.spacing()) * (count - 1)
        card_width = max(60, inner // count)
        for card in self.cards:
            card.setMinimumHeight(0)
            card.setMinimumHeight(card.heightForWidth(card_width - 22) + 14)
        self.adjustSize()
        self.move(area.left() + (area.width() - self.width()) // 2, area.top() + 12)

    def dismiss(self) -> None:
        self.timer.stop()
        self.hide()

    def dismiss_by_player(self) -> None:
        self.dismissed = True
        self.dismiss()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


#: item keys of pieces on the table (a click on one that cannot be used now is answered with a message)


def marked_difference(text: str, texts: list[str]) -> str:
    """``text`` as rich text with the words that differ from the other choices in bold (two choices that
    read the same but for "A18" / "A19" show that part plainly)."""
    words = text.split()
    others = [t.split() for t in texts if t != text]
    if not others:
        return _escape(text)
    # against the most similar other choice: "… ahu A18" and "… ahu A19" differ in the id alone
    start, end = max(((_common_prefix(words, o), _common_prefix(words[::-1], o[::-1])) for o in others),
                     key=lambda pair: pair[0] + pair[1])
    end = min(end, len(words) - start)
    head, middle, tail = words[:start], words[start:len(words) - end], words[len(words) - end:]
    if not middle:
        return _escape(text)
    parts = []
    if head:
        parts.append(_escape(" ".join(head)))
    parts.append("<b><u>" + _escape(" ".join(middle)) + "</u></b>")
    if tail:
        parts.append(_escape(" ".join(tail)))
    return " ".join(parts)


def _common_prefix(a: list[str], b: list[str]) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n

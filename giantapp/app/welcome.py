"""The start page: the two games as cards (what each is about, how many play, a button to start one),
then Open and Resume.

Why cards: a player who opens the app for the first time should see at once which games there are and
what they are about, and start one with a single click; the new-game dialog then opens on that game.
The page owns no logic: it emits ``new_requested(game)``, ``open_requested`` and ``resume_requested``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from giantapp.engine import game_info

from .titles import game_title

#: The titles shown as cards, in this order (a title that does not load is left out).
FEATURED_GAMES = ("giants", "hawaii")

CARD_STYLE = """
QFrame#game_card { background: %s; border: 1px solid #b9a27a; border-radius: 12px; }
QFrame#game_card QLabel { background: transparent; }
"""

CARD_COLOURS = {"giants": "#efe3c8", "hawaii": "#d9ecef"}


def game_blurb(game: str) -> str:
    """One line on what a featured game is about (literal strings so the translators see them)."""
    if game == "giants":
        return QCoreApplication.translate(
            "WelcomePage",
            "Easter Island: bid for the dice, carve moai in the quarry, haul them across the island "
            "with relays of men and logs, and raise them on the ahu for prestige.",
        )
    if game == "hawaii":
        return QCoreApplication.translate(
            "WelcomePage",
            "Five rounds on the islands: walk your chief to buy huts, boats and temples with shells, "
            "go fishing, sail to the outer islands and honour the gods.",
        )
    return ""


class GameCard(QFrame):
    """One game: its title, a line about it, the number of players and a "New … game" button."""

    new_requested = Signal(str)

    def __init__(self, game: str, min_players: int, max_players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._players = (min_players, max_players)
        self.setObjectName("game_card")
        self.setStyleSheet(CARD_STYLE % CARD_COLOURS.get(game, "#eeeeee"))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setMinimumWidth(260)
        self.setMaximumWidth(380)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(10)
        self.title_label = QLabel()
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title_label.setFont(font)
        layout.addWidget(self.title_label)
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.blurb.setMinimumHeight(self.blurb.fontMetrics().lineSpacing() * 4)
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.blurb)
        self.players_label = QLabel()
        self.players_label.setStyleSheet("color: #5a4a32")
        layout.addWidget(self.players_label)
        self.button = QPushButton()
        self.button.setObjectName(f"new_{game}")
        self.button.setMinimumHeight(38)
        self.button.clicked.connect(lambda: self.new_requested.emit(self.game))
        layout.addWidget(self.button)
        self.retranslate()

    def retranslate(self) -> None:
        title = game_title(self.game)
        self.title_label.setText(title)
        self.blurb.setText(game_blurb(self.game))
        low, high = self._players
        self.players_label.setText(self.tr("{low}–{high} players").format(low=low, high=high))
        self.button.setText(self.tr("New {title} game…").format(title=title))


class WelcomePage(QWidget):
    """The page shown when no game is in progress."""

    new_requested = Signal(str)  # "" = let the player choose in the dialog
    open_requested = Signal()
    resume_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.subtitle)
        layout.addSpacing(18)

        cards = QHBoxLayout()
        cards.setSpacing(24)
        cards.addStretch(1)
        self.cards: dict[str, GameCard] = {}
        for name in FEATURED_GAMES:
            try:
                game = game_info(name)  # the rules are imported when a game starts
            except ValueError:
                continue
            card = GameCard(name, game.min_players, game.max_players)
            card.new_requested.connect(self.new_requested)
            self.cards[name] = card
            cards.addWidget(card, 0, Qt.AlignmentFlag.AlignTop)
        cards.addStretch(1)
        layout.addLayout(cards)
        layout.addSpacing(18)

        row = QHBoxLayout()
        row.addStretch(1)
        self.open_button = QPushButton()
        self.open_button.setObjectName("open")
        self.open_button.clicked.connect(self.open_requested)
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("resume")
        self.resume_button.clicked.connect(self.resume_requested)
        for button in (self.open_button, self.resume_button):
            button.setMinimumHeight(38)
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        self.resume_detail = QLabel()
        self.resume_detail.setObjectName("resume_detail")
        self.resume_detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.resume_detail.setStyleSheet("color: #555")
        layout.addWidget(self.resume_detail)
        layout.addStretch(3)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Giants · Hawaii"))
        self.subtitle.setText(self.tr("Island board games for friends at one computer and against the computer"))
        self.open_button.setText(self.tr("Open saved game…"))
        self.resume_button.setText(self.tr("Resume last game"))
        for card in self.cards.values():
            card.retranslate()

    def set_resumable(self, detail: str | None) -> None:
        """Show the Resume button with a line on the unfinished game, or hide both (None)."""
        self.resume_button.setVisible(detail is not None)
        self.resume_detail.setVisible(detail is not None)
        self.resume_detail.setText(detail or "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "cards"):
            self.retranslate()
        super().changeEvent(event)

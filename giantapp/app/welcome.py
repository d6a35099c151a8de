"""The start page: the two games as cards (what each is about, how many play, a button to start one),
Open, and every unfinished game with Continue and Delete.

Why cards: a player who opens the app for the first time should see at once which games there are and
what they are about, and start one with a single click; the new-game dialog then opens on that game.
Why a list of unfinished games: each game has its own autosave, and none is ever dropped silently;
the page shows what each one is ("Continue: Giants, 4 players, round 5, yesterday 21:40") from the
small summary stored in its file, and a notice names any file that could not be read and why.

The page owns no logic and must open fast: it imports no rules engine (the player counts of the
featured games are stated here; ``tests/app/test_welcome.py`` checks them against the rules). It emits
``new_requested(game)``, ``open_requested``, ``continue_requested(path)`` and ``delete_requested(path)``.
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, QTime, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from giantapp.engine import game_info

from .autosaves import Unfinished
from .saves import Summary
from .titles import game_title

#: The titles shown as cards, in this order (a title the registry does not know is left out).
FEATURED_GAMES = ("giants", "hawaii")
#: at most this many unfinished games are visible at once; more scroll
VISIBLE_GAMES = 3

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


def when_text(moment: _dt.datetime | None, now: _dt.datetime | None = None) -> str:
    """"today 21:40", "yesterday 21:40", a weekday within the week, else the date: how people say it."""
    if moment is None:
        return ""
    now = now or _dt.datetime.now().astimezone()
    locale = QLocale()
    clock = locale.toString(QTime(moment.hour, moment.minute), QLocale.FormatType.ShortFormat)
    days = (now.date() - moment.date()).days
    if days == 0:
        return QCoreApplication.translate("WelcomePage", "today {time}").format(time=clock)
    if days == 1:
        return QCoreApplication.translate("WelcomePage", "yesterday {time}").format(time=clock)
    if 1 < days < 7:
        return QCoreApplication.translate("WelcomePage", "{day} {time}").format(
            day=locale.dayName(moment.isoweekday(), QLocale.FormatType.LongFormat), time=clock)
    from PySide6.QtCore import QDate

    date = locale.toString(QDate(moment.year, moment.month, moment.day), QLocale.FormatType.ShortFormat)
    return QCoreApplication.translate("WelcomePage", "{date} {time}").format(date=date, time=clock)


def game_text(summary: Summary, now: _dt.datetime | None = None) -> str:
    """An unfinished game in a few words: "Giants, 4 players, round 5, yesterday 21:40"."""
    fields = {"title": game_title(summary.game), "players": summary.players, "when": when_text(summary.saved_time(), now)}
    if summary.round is not None:
        return QCoreApplication.translate("WelcomePage", "{title}, {players} players, round {round}, {when}").format(
            round=summary.round, **fields)
    return QCoreApplication.translate("WelcomePage", "{title}, {players} players, {count} actions, {when}").format(
        count=summary.actions, **fields)


def continue_text(summary: Summary, now: _dt.datetime | None = None) -> str:
    """The line on an unfinished game's Continue button."""
    return QCoreApplication.translate("WelcomePage", "Continue: {game}").format(game=game_text(summary, now))


class GameRow(QFrame):
    """One unfinished game: Continue (with what the game is), the players' names, and Delete."""

    continue_requested = Signal(str)
    delete_requested = Signal(str)

    def __init__(self, game: Unfinished, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("unfinished_game")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 2)
        column = QVBoxLayout()
        column.setSpacing(2)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continue")
        self.continue_button.setMinimumHeight(34)
        self.continue_button.setStyleSheet("text-align: left; padding: 4px 12px")
        self.continue_button.clicked.connect(lambda: self.continue_requested.emit(str(self.game.path)))
        column.addWidget(self.continue_button)
        self.names = QLabel()
        self.names.setObjectName("names")
        self.names.setStyleSheet("color: #555; padding-left: 12px")
        self.names.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.names)
        layout.addLayout(column, 1)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("delete")
        self.delete_button.setMinimumHeight(34)
        self.delete_button.clicked.connect(lambda: self.delete_requested.emit(str(self.game.path)))
        layout.addWidget(self.delete_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()

    def retranslate(self) -> None:
        text = continue_text(self.game.summary)
        busy = self.game.busy
        if busy:
            text = self.tr("{game} (open in another giantapp window)").format(game=text)
        self.continue_button.setText(text)
        self.continue_button.setEnabled(not busy)
        self.delete_button.setEnabled(not busy)
        self.names.setText(", ".join(self.game.summary.names))
        self.delete_button.setText(self.tr("Delete…"))
        self.delete_button.setToolTip(self.tr("Delete this unfinished game for good (you will be asked first)"))


class WelcomePage(QWidget):
    """The page shown when no game is in progress."""

    new_requested = Signal(str)  # "" = let the player choose in the dialog
    open_requested = Signal()
    continue_requested = Signal(str)  # the autosave file of an unfinished game
    delete_requested = Signal(str)

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
        self.open_button.setMinimumHeight(38)
        row.addWidget(self.open_button)
        row.addStretch(1)
        layout.addLayout(row)

        # a notice naming the files that could not be read, and why (hidden when there is none)
        notice_row = QHBoxLayout()
        notice_row.addStretch(1)
        self.notice = QFrame()
        self.notice.setObjectName("notice")
        self.notice.setStyleSheet("QFrame#notice { background: #fff3cd; border: 1px solid #d9b650; border-radius: 6px; }"
                                  "QFrame#notice QLabel { background: transparent; }")
        self.notice.setMaximumWidth(784)
        notice_layout = QHBoxLayout(self.notice)
        self.notice_label = QLabel()
        self.notice_label.setObjectName("notice_text")
        self.notice_label.setWordWrap(True)
        self.notice_label.setTextFormat(Qt.TextFormat.PlainText)
        self.notice_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        notice_layout.addWidget(self.notice_label, 1)
        self.notice_close = QPushButton()
        self.notice_close.setObjectName("notice_close")
        self.notice_close.clicked.connect(self.clear_notice)
        notice_layout.addWidget(self.notice_close, 0, Qt.AlignmentFlag.AlignTop)
        notice_row.addWidget(self.notice, 100)
        notice_row.addStretch(1)
        layout.addLayout(notice_row)
        self._notices: list[str] = []

        # the unfinished games
        games_row = QHBoxLayout()
        games_row.addStretch(1)
        games_box = QVBoxLayout()
        self.games_header = QLabel()
        self.games_header.setObjectName("games_header")
        header_font = self.games_header.font()
        header_font.setBold(True)
        self.games_header.setFont(header_font)
        games_box.addWidget(self.games_header)
        self.games_area = QScrollArea()
        self.games_area.setObjectName("unfinished_games")
        self.games_area.setWidgetResizable(True)
        self.games_area.setFrameShape(QFrame.Shape.NoFrame)
        self.games_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.games_holder = QWidget()
        self.games_layout = QVBoxLayout(self.games_holder)
        self.games_layout.setContentsMargins(0, 0, 0, 0)
        self.games_layout.setSpacing(4)
        self.games_area.setWidget(self.games_holder)
        self.games_area.setMaximumWidth(784)
        self.games_area.setMinimumWidth(560)
        games_box.addWidget(self.games_area)
        games_row.addLayout(games_box, 100)
        games_row.addStretch(1)
        layout.addLayout(games_row)
        self.rows: list[GameRow] = []
        layout.addStretch(3)
        self.retranslate()
        self.set_games([])
        self.clear_notice()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Giants · Hawaii"))
        self.subtitle.setText(self.tr("Island board games for friends at one computer and against the computer"))
        self.open_button.setText(self.tr("Open saved game…"))
        self.games_header.setText(self.tr("Unfinished games"))
        self.notice_close.setText(self.tr("Dismiss"))
        for card in self.cards.values():
            card.retranslate()
        for row in self.rows:
            row.retranslate()

    def set_games(self, games: list[Unfinished]) -> None:
        """Show these unfinished games (newest first), or hide the section when there is none."""
        for row in self.rows:
            self.games_layout.removeWidget(row)
            row.deleteLater()
        self.rows = []
        for game in games:
            row = GameRow(game)
            row.continue_requested.connect(self.continue_requested)
            row.delete_requested.connect(self.delete_requested)
            self.games_layout.addWidget(row)
            self.rows.append(row)
        self.games_header.setVisible(bool(games))
        self.games_area.setVisible(bool(games))
        if games:
            height = self.rows[0].sizeHint().height() + self.games_layout.spacing()
            self.games_area.setFixedHeight(min(len(games), VISIBLE_GAMES) * height + 2)

    def remove_game(self, path: str | Path) -> None:
        """Take one game off the list (its file was moved aside), without reading the folder again."""
        for row in [r for r in self.rows if str(r.game.path) == str(path)]:
            self.rows.remove(row)
            self.games_layout.removeWidget(row)
            row.deleteLater()
        if not self.rows:
            self.games_header.setVisible(False)
            self.games_area.setVisible(False)

    def add_notice(self, text: str) -> None:
        """Say something about a file (it could not be read, it is open elsewhere) until dismissed."""
        self._notices.append(text)
        shown = self._notices[-4:]
        more = len(self._notices) - len(shown)
        lines = list(shown)
        if more:
            lines.append(self.tr("…and {count} more.").format(count=more))
        self.notice_label.setText("\n".join(lines))
        self.notice.setVisible(True)

    def clear_notice(self) -> None:
        self._notices = []
        self.notice_label.clear()
        self.notice.setVisible(False)

    def notices(self) -> list[str]:
        return list(self._notices)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "cards"):
            self.retranslate()
        super().changeEvent(event)

"""Game → History…: the finished games of this computer, per title, as numbers and pictures.

Per title: how many games, people's wins against each computer level (with a bar of the share won),
people's best and average scores, then the list of past games — double-click (or "Review") opens one
in review — and the chart of the selected game's scores round by round.

Also here: :func:`add_finished_game`, the one call the main window makes when a game ends, which adds it
to the history and tells the player if a damaged history had to be set aside. The history itself
(SQLite) is ``game_history``.
"""

from __future__ import annotations

import datetime as _dt
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from giantapp.engine import RecordError

from .saves import AUTOSAVE_FOLDER
from .game_history import HISTORY_NAME, GameHistory, HistoryUnavailable, PastGame, TitleSummary, history_path
from .new_game_dialog import level_label
from .score_chart import ScoreChart
from .titles import game_title

log = logging.getLogger(__name__)

#: seat colours when a past game's record is not read (Okabe-Ito, as the session)
COLOURS = ("#d55e00", "#0072b2", "#e6c200", "#009e73", "#cc79a7", "#56b4e9")


def _tr(text: str) -> str:
    return QCoreApplication.translate("HistoryDialog", text)


def window_history_path(window: Any) -> Path:
    """The history in the data folder of the window's autosaves (tests give the window a folder of their
    own, so they never touch a player's history)."""
    store = getattr(window, "autosaves", None)
    if store is None:
        return history_path()
    folder = Path(store.folder)
    return (folder.parent if folder.name == AUTOSAVE_FOLDER else folder) / HISTORY_NAME


def add_finished_game(window: Any, session: Any) -> int | None:
    """Add the session's finished game to the history (once; again is a no-op). Never raises: a history
    that cannot be used is reported in the status bar, a damaged one set aside with a message."""
    try:
        with GameHistory.open(window_history_path(window)) as history:
            if history.notice:
                QMessageBox.warning(window, _tr("Game history"), history.notice)
            return history.add(session.record, hints=list(getattr(session, "hints", []) or []))
    except (HistoryUnavailable, RecordError) as exc:
        _status(window, _tr("The game was not added to the history: {reason}").format(reason=str(exc)))
    except Exception as exc:  # the history is a convenience: it must never spoil the end of a game
        log.exception("history not written")
        _status(window, _tr("The game was not added to the history: {reason}").format(reason=str(exc)))
    return None


def show_history(window: Any) -> "HistoryDialog | None":
    """Game → History…"""
    try:
        history = GameHistory.open(window_history_path(window))
    except HistoryUnavailable as exc:
        QMessageBox.warning(window, _tr("Game history"), str(exc))
        return None
    if history.notice:
        QMessageBox.warning(window, _tr("Game history"), history.notice)
    dialog = HistoryDialog(history, window)
    dialog.show()
    return dialog


def _status(window: Any, text: str) -> None:
    bar = getattr(window, "statusBar", None)
    if callable(bar):
        bar().showMessage(text, 8000)


def _when(text: str) -> str:
    """An ISO time as the local date and time."""
    try:
        moment = _dt.datetime.fromisoformat(text)
        if moment.tzinfo is not None:
            moment = moment.astimezone()
        return moment.strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return text


class WinBar(QWidget):
    """A small horizontal bar: the share of games won (green) out of those played."""

    def __init__(self, won: int, played: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.won, self.played = won, played
        self.setMinimumWidth(80)

    def sizeHint(self) -> QSize:
        return QSize(140, 16)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        rect = QRectF(0, 3, self.width() - 1, self.height() - 7)
        painter.setPen(QColor("#8a8a8a"))
        painter.setBrush(QColor("#e8e8e8"))
        painter.drawRect(rect)
        if self.played:
            share = self.won / self.played
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#009e73"))
            painter.drawRect(QRectF(rect.x() + 1, rect.y() + 1, (rect.width() - 1) * share, rect.height() - 1))
        painter.end()


class TitlePage(QWidget):
    """One title: the summary, the list of past games and the selected game's chart."""

    def __init__(self, dialog: "HistoryDialog", summary: TitleSummary, games: list[PastGame]) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.games = games
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        form = QFormLayout()
        form.addRow(self.tr("Games played:"), QLabel(str(summary.games)))
        if summary.best_score is not None:
            form.addRow(self.tr("Best score:"), QLabel(self.tr("{score} ({name})").format(
                score=summary.best_score, name=summary.best_name)))
        if summary.average_score is not None:
            form.addRow(self.tr("Average score:"), QLabel(f"{summary.average_score:.1f}"))
        if summary.hinted_games:
            form.addRow(self.tr("Games with hints:"), QLabel(str(summary.hinted_games)))
        top.addLayout(form, 1)
        levels = QFormLayout()
        if summary.levels:
            levels.addRow(QLabel(self.tr("Against the computer (people's wins):")))
            for record in summary.levels:
                row = QHBoxLayout()
                row.addWidget(QLabel(self.tr("{won} of {played}").format(won=record.won, played=record.played)))
                row.addWidget(WinBar(record.won, record.played))
                levels.addRow(self.tr("Computer ({level}):").format(level=level_label(record.level)), row)
        else:
            levels.addRow(QLabel(self.tr("No games of people against the computer yet.")))
        top.addLayout(levels, 1)
        layout.addLayout(top)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.list = QTableWidget(len(games), 4)
        self.list.setObjectName("history_games")
        self.list.setHorizontalHeaderLabels([self.tr("Finished"), self.tr("Players and scores"), self.tr("Winner"),
                                             self.tr("Hints")])
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.verticalHeader().setVisible(False)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        for row, game in enumerate(games):
            players = ", ".join(
                self.tr("{name} {score}").format(name=seat.name, score=seat.score)
                if seat.kind == "human" else
                self.tr("{name} ({level}) {score}").format(name=seat.name, level=level_label(seat.level or ""), score=seat.score)
                for seat in game.seats)
            cells = [_when(game.finished_at), players, ", ".join(s.name for s in game.winners),
                     str(game.hints) if game.hints else ""]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, game.id)
                self.list.setItem(row, column, item)
        self.list.itemSelectionChanged.connect(self._selected)
        self.list.itemDoubleClicked.connect(lambda *_: self.review_selected())
        splitter.addWidget(self.list)
        self.chart = ScoreChart()
        splitter.addWidget(self.chart)
        splitter.setSizes([520, 360])
        layout.addWidget(splitter, 1)
        if games:
            self.list.selectRow(0)

    def selected_game(self) -> PastGame | None:
        rows = self.list.selectionModel().selectedRows()
        if not rows:
            return None
        return self.games[rows[0].row()]

    def _selected(self) -> None:
        game = self.selected_game()
        if game is None:
            self.chart.set_data([], [], [])
            return
        names = [seat.name for seat in game.seats]
        start = (0, [0] * len(names))
        points = [start] + [(r, list(scores)) for r, scores in game.round_scores]
        self.chart.set_data(names, self.dialog.colours_of(game), points)
        self.dialog.review_button.setEnabled(True)

    def review_selected(self) -> None:
        game = self.selected_game()
        if game is not None:
            self.dialog.review(game.id)


class HistoryDialog(QDialog):
    """The history window (see the module docstring). It owns the open history and closes it."""

    def __init__(self, history: GameHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_dialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setWindowTitle(self.tr("Game history"))
        self.history = history
        self.review_windows: list[QWidget] = []
        self._colours: dict[int, list[str]] = {}
        layout = QVBoxLayout(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.review_button = buttons.addButton(self.tr("Review"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setObjectName("history_review")
        self.review_button.setToolTip(self.tr("Open the selected game in review (or double-click it)."))
        self.review_button.setEnabled(False)
        self.review_button.clicked.connect(self._review_current)
        buttons.rejected.connect(self.reject)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("history_titles")
        self.pages: dict[str, TitlePage] = {}
        titles = history.titles()
        for game in titles:
            page = TitlePage(self, history.summary(game), history.games(game))
            self.pages[game] = page
            self.tabs.addTab(page, game_title(game))
        self.empty = QLabel(self.tr("No finished games yet. Every game you finish in this window is added here."))
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if titles:
            layout.addWidget(self.tabs, 1)
        else:
            layout.addWidget(self.empty, 1)
        layout.addWidget(buttons)
        self.resize(900, 560)

    def colours_of(self, game: PastGame) -> list[str]:
        """The seats' colours as they played (read from the record once), else the default palette."""
        if game.id not in self._colours:
            try:
                record = self.history.record(game.id)
                self._colours[game.id] = [seat.colour or COLOURS[i % len(COLOURS)] for i, seat in enumerate(record.seats)]
            except RecordError:
                self._colours[game.id] = [COLOURS[i % len(COLOURS)] for i in range(len(game.seats))]
        return self._colours[game.id]

    def current_page(self) -> TitlePage | None:
        page = self.tabs.currentWidget()
        return page if isinstance(page, TitlePage) else None

    def _review_current(self) -> None:
        page = self.current_page()
        if page is not None:
            page.review_selected()

    def review(self, game_id: int) -> QWidget | None:
        """Open a past game in review (its window belongs to the main window, so it outlives this one)."""
        from .review_window import review_record

        try:
            record = self.history.record(game_id)
        except RecordError as exc:
            QMessageBox.warning(self, self.tr("Cannot review this game"), str(exc))
            return None
        window = review_record(self.parentWidget(), record, source="")
        self.review_windows.append(window)
        return window

    def done(self, result: int) -> None:
        try:
            self.history.close()
        except Exception:
            pass
        super().done(result)

"""The review window: a played game in the real table, read-only, with a timeline to step through it.

Layout: a bar on top (whose view is shown, "Play from here…", where we are), the title's own table
(``tables.make_table`` over a :class:`~giantapp.app.review_session.ReviewSession`), under it the slider
with round marks and the step buttons, and the game's log on the right. Keys: ←/→ one action, ↑/↓ (or
Ctrl+←/→) one turn, Page Up/Page Down (or Shift+←/→) one round, Home/End the start and the end.

Where it opens from: ``giantapp --review FILE``, Game → Review… (a save or a record, finished or not),
the game-over dialog ("Review this game") and the History window. :func:`open_review_file` and
:func:`review_record` are the entry points; "Play from here" goes to the main window through
:func:`~giantapp.app.play_from_here.continue_from`.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from giantapp.engine import CHANCE, GameRecord, RecordError

from . import saves
from .play_from_here import SeatsDialog, continue_from
from .review_session import EVERYTHING, PUBLIC, ReviewSession
from .tables import make_table
from .timeline_slider import RoundSlider
from .titles import game_title
from .window_fit import place_over

log = logging.getLogger(__name__)

#: below this width the log is narrowed so the table keeps room
NARROW_WINDOW = 1100
#: the file dialog's filter for what can be reviewed
REVIEW_FILTER_TEXT = "giantapp games (*.giantapp.json *.json)"


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReviewWindow", text)


class ReviewWindow(QMainWindow):
    """One game under review (see the module docstring). ``on_play(review, seats)`` starts "Play from
    here" and returns None or a message; without it the button is hidden."""

    def __init__(self, review: ReviewSession, *, source: str = "",
                 on_play: Callable[[ReviewSession, list], str | None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setObjectName("ReviewWindow")
        self.review = review
        review.setParent(self)
        self.source = source
        self._on_play = on_play
        self.resize(1200, 800)

        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addLayout(self._build_top_bar())
        self.failure_label = QLabel()
        self.failure_label.setObjectName("review_failure")
        self.failure_label.setWordWrap(True)
        self.failure_label.setStyleSheet("color: #a31515;")
        self.failure_label.setVisible(review.timeline.failure is not None)
        outer.addWidget(self.failure_label)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.table = make_table(review, left)
        left_layout.addWidget(self.table, 1)
        self.slider = RoundSlider()
        self.slider.setRange(0, review.timeline.length)
        self.slider.set_rounds([(p, review.timeline.round_at(p)) for p in review.timeline.round_starts
                                if review.timeline.round_at(p) is not None])
        self.slider.valueChanged.connect(self.go_to)
        left_layout.addWidget(self.slider)
        left_layout.addLayout(self._build_buttons())
        self.splitter.addWidget(left)

        self.log_list = QListWidget()
        self.log_list.setObjectName("review_log")
        self.log_list.setWordWrap(True)
        self.log_list.itemClicked.connect(self._log_clicked)
        self.log_list.itemActivated.connect(self._log_clicked)
        self.splitter.addWidget(self.log_list)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setSizes([900, 280])
        outer.addWidget(self.splitter, 1)
        self.setCentralWidget(central)

        self._build_keys()
        review.position_changed.connect(self._position_changed)
        review.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        review.log_reset.connect(self._fill_log)
        self._fill_show_box()
        self._fill_log()
        self._retranslate()
        self._position_changed(review.position)

    # --- construction ----------------------------------------------------------------------------
    def _build_top_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.show_label = QLabel()
        bar.addWidget(self.show_label)
        self.show_box = QComboBox()
        self.show_box.setObjectName("review_show")
        self.show_box.activated.connect(self._show_chosen)
        bar.addWidget(self.show_box)
        self.play_button = QPushButton()
        self.play_button.setObjectName("play_from_here")
        self.play_button.clicked.connect(self.play_from_here)
        self.play_button.setVisible(self._on_play is not None)
        bar.addWidget(self.play_button)
        bar.addStretch(1)
        self.where_label = QLabel()
        self.where_label.setObjectName("review_where")
        font = QFont(self.where_label.font())
        font.setBold(True)
        self.where_label.setFont(font)
        bar.addWidget(self.where_label)
        return bar

    #: (name, step function name) of the buttons, left to right
    STEPS = (("start", None), ("round_back", "previous_round"), ("turn_back", "previous_turn"),
             ("action_back", "previous_action"), ("action_forward", "next_action"), ("turn_forward", "next_turn"),
             ("round_forward", "next_round"), ("end", None))

    def _build_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for name, _ in self.STEPS:
            button = QPushButton()
            button.setObjectName(f"review_{name}")
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, n=name: self.step(n))
            self.buttons[name] = button
            row.addWidget(button)
        return row

    def _build_keys(self) -> None:
        keys = {
            "action_back": ("Left",), "action_forward": ("Right",),
            "turn_back": ("Up", "Ctrl+Left"), "turn_forward": ("Down", "Ctrl+Right"),
            "round_back": ("PgUp", "Shift+Left"), "round_forward": ("PgDown", "Shift+Right"),
            "start": ("Home",), "end": ("End",),
        }
        self.shortcuts: dict[str, list[QShortcut]] = {}
        for name, sequences in keys.items():
            for sequence in sequences:
                shortcut = QShortcut(QKeySequence(sequence), self)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(lambda n=name: self.step(n))
                self.shortcuts.setdefault(name, []).append(shortcut)
        close = QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self)
        close.activated.connect(self.close)

    def _retranslate(self) -> None:
        review = self.review
        name = Path(self.source).name if self.source else ""
        title = game_title(review.record.game)
        self.setWindowTitle(self.tr("Review: {title} — {file}").format(title=title, file=name) if name
                            else self.tr("Review: {title}").format(title=title))
        self.show_label.setText(self.tr("Show:"))
        self.play_button.setText(self.tr("Play from here…"))
        self.play_button.setToolTip(self.tr("Start a new game from this position, with the seats chosen again; "
                                            "the game under review is not changed."))
        labels = {
            "start": (self.tr("|◀ Start"), self.tr("The setup before the first action (Home)")),
            "round_back": (self.tr("◀◀ Round"), self.tr("The start of this round, or of the one before (Page Up)")),
            "turn_back": (self.tr("◀ Turn"), self.tr("The start of the previous turn (Up)")),
            "action_back": (self.tr("‹ Action"), self.tr("One action back (Left)")),
            "action_forward": (self.tr("Action ›"), self.tr("One action forward (Right)")),
            "turn_forward": (self.tr("Turn ▶"), self.tr("The start of the next turn (Down)")),
            "round_forward": (self.tr("Round ▶▶"), self.tr("The start of the next round (Page Down)")),
            "end": (self.tr("End ▶|"), self.tr("The last position (End)")),
        }
        for key, (text, tip) in labels.items():
            self.buttons[key].setText(text)
            self.buttons[key].setToolTip(tip)
        self.slider.setToolTip(self.tr("Drag to any moment of the game; the marks are the starts of the rounds."))
        self.slider.setAccessibleName(self.tr("Position in the game"))
        self.log_list.setAccessibleName(self.tr("Game log"))
        self.log_list.setToolTip(self.tr("Click a line to see the game right after it."))
        failure = review.timeline.failure
        if failure is not None:
            self.failure_label.setText(self.tr(
                "This record stops being legal at action {number} ({reason}); the review shows the game up to there."
            ).format(number=failure.index + 1, reason=failure.reason))
        self._fill_show_box()
        self._position_changed(review.position)

    def _fill_show_box(self) -> None:
        review = self.review
        box = self.show_box
        box.blockSignals(True)
        box.clear()
        for seat in range(len(review.seats)):
            box.addItem(self.tr("As {name} saw it").format(name=review.seat_name(seat)), seat)
        box.addItem(self.tr("Public facts only"), PUBLIC)
        if review.timeline.can_show_everything:
            box.addItem(self.tr("Everything (the game is over)"), EVERYTHING)
            box.setItemData(box.count() - 1, self.tr("Every secret of every player, at every moment."),
                            Qt.ItemDataRole.ToolTipRole)
        box.setCurrentIndex(max(0, box.findData(review.shown)))
        box.setToolTip(self.tr("Whose view the table shows. While a game is unfinished, only one player's "
                               "view can be shown, never everything."))
        box.blockSignals(False)

    # --- stepping --------------------------------------------------------------------------------
    def step(self, name: str) -> None:
        timeline, position = self.review.timeline, self.review.position
        if name == "start":
            target = 0
        elif name == "end":
            target = timeline.length
        else:
            target = getattr(timeline, dict(self.STEPS)[name])(position)
        self.go_to(target)

    def go_to(self, position: int) -> None:
        self.review.go_to(position)

    def _position_changed(self, position: int) -> None:
        review = self.review
        timeline = review.timeline
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        at_start, at_end = position == 0, position == timeline.length
        for name in ("start", "round_back", "turn_back", "action_back"):
            self.buttons[name].setEnabled(not at_start)
        for name in ("end", "round_forward", "turn_forward", "action_forward"):
            self.buttons[name].setEnabled(not at_end)
        self.play_button.setEnabled(not (at_end and timeline.finished))
        round_number = timeline.round_at(position)
        where = self.tr("Action {position} of {length}").format(position=position, length=timeline.length)
        if round_number is not None:
            where = self.tr("{where} · round {round}").format(where=where, round=round_number)
        self.where_label.setText(where)
        self.statusBar().showMessage(review.status_text())
        self._highlight_log(position)

    # --- whose view ------------------------------------------------------------------------------
    def _show_chosen(self, index: int) -> None:
        choice = self.show_box.itemData(index)
        review = self.review
        if (isinstance(choice, int) and not review.timeline.finished and choice != review.shown
                and review.seat_kind(choice) == "human" and sum(s.kind == "human" for s in review.seats) > 1):
            name = review.seat_name(choice)
            answer = QMessageBox.question(
                self, self.tr("Show {name}'s view?").format(name=name),
                self.tr("The game is not over: this shows {name}'s secrets. Only {name} should look.").format(name=name),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                self.show_box.setCurrentIndex(max(0, self.show_box.findData(review.shown)))
                return
        self.show_view(choice)

    def show_view(self, choice: int | str) -> None:
        """Show one seat's view, PUBLIC or EVERYTHING (what the seat chooser does)."""
        self.review.show(choice)
        self.show_box.setCurrentIndex(max(0, self.show_box.findData(self.review.shown)))
        self._position_changed(self.review.position)

    # --- the log ---------------------------------------------------------------------------------
    def _fill_log(self) -> None:
        review = self.review
        self.log_list.clear()
        for entry in review.log_entries():
            name = review.seat_name(entry.seat)
            text = entry.text()
            if entry.seat == CHANCE or not name or name not in text:
                text = QCoreApplication.translate("MainWindow", "{name}: {text}").format(name=name, text=text)
            item = QListWidgetItem(text)
            item.setToolTip(entry.details() if len(entry.lines) > 1 else "")
            item.setData(Qt.ItemDataRole.UserRole, entry.seat)
            self.log_list.addItem(item)
        self._highlight_log(review.position)

    def _highlight_log(self, position: int) -> None:
        """The line of the last action played in bold and selected; lines still to come in grey."""
        review = self.review
        current = review.log_line_at(position)
        self.log_list.blockSignals(True)
        for row in range(self.log_list.count()):
            item = self.log_list.item(row)
            seat = item.data(Qt.ItemDataRole.UserRole)
            future = review.log_end(row) > position
            if future:
                colour = QColor("#a0a0a0")
            elif seat == CHANCE:
                colour = QColor("#6b6b6b")
            else:
                colour = QColor(review.seat_colour(seat)).darker(130)
            item.setForeground(colour)
            font = item.font()
            font.setBold(row == current)
            item.setFont(font)
        if current is None:
            self.log_list.clearSelection()
            self.log_list.scrollToTop()
        else:
            self.log_list.setCurrentRow(current)
            self.log_list.scrollToItem(self.log_list.item(current), QListWidget.ScrollHint.PositionAtCenter)
        self.log_list.blockSignals(False)

    def _log_clicked(self, item: QListWidgetItem) -> None:
        row = self.log_list.row(item)
        if row >= 0:
            self.go_to(self.review.log_end(row))

    # --- play from here --------------------------------------------------------------------------
    def play_from_here(self) -> bool:
        if self._on_play is None:
            return False
        review = self.review
        if review.is_game_over():
            self.statusBar().showMessage(self.tr("The game is over here: step back to play on from an earlier moment."), 8000)
            return False
        dialog = SeatsDialog(review.record, review.position, self)
        if dialog.exec() != SeatsDialog.DialogCode.Accepted:
            return False
        problem = self._on_play(review, dialog.seats())
        if problem is None:
            return True
        if problem:  # "": the player chose to stay in the game in progress
            QMessageBox.warning(self, self.tr("Cannot play from here"), problem)
        return False

    # --- events ----------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        """In a narrow window the log gives the table room (a fifth of the width, at least 160 pixels),
        as in the main window."""
        super().resizeEvent(event)
        width = event.size().width()
        sizes = self.splitter.sizes()
        if len(sizes) == 2 and width < NARROW_WINDOW and sizes[1] > width // 5:
            log_width = max(160, width // 5)
            self.splitter.setSizes([max(1, sum(sizes) - log_width), log_width])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "buttons"):
            self._retranslate()
            self.review.rebuild_log()
            self.review.state_changed.emit()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        self.review.shutdown()
        super().closeEvent(event)


# --- opening ------------------------------------------------------------------------------------------
def load_for_review(path: str | Path) -> tuple[GameRecord, list[dict[str, int]]]:
    """A save (checked as when opening it: checksum, versions) or a bare record; RecordError with a message."""
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(_tr("cannot read {file}: {reason}").format(file=source, reason=exc.strerror or exc)) from None
    except UnicodeDecodeError:
        raise RecordError(_tr("{file} is not a text file").format(file=source.name)) from None
    try:
        kind = json.loads(text).get("format") if text.strip().startswith("{") else None
    except (json.JSONDecodeError, AttributeError):
        kind = None
    if kind == saves.SAVE_FORMAT:
        data = saves.parse_save(text)
        return data.record, list(data.hints)
    return GameRecord.loads(text), []


def review_record(parent: QWidget | None, record: GameRecord, *, hints: list[dict[str, int]] | None = None,
                  source: str = "", settings: Any = None) -> ReviewWindow:
    """Open a review window on ``record`` (a copy is reviewed; the caller's object is not kept)."""
    copy = GameRecord.from_json(record.to_json())
    if settings is None:
        settings = getattr(parent, "settings", None)
    review = ReviewSession(copy, settings=settings, hints=hints)
    on_play = None
    if parent is not None and hasattr(parent, "install_session"):
        on_play = lambda session, seats: continue_from(parent, session, seats)  # noqa: E731
    window = ReviewWindow(review, source=source, on_play=on_play, parent=parent)
    place_over(window, parent, minimum=(640, 480))
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def open_review_file(parent: QWidget | None, path: str | Path) -> ReviewWindow | None:
    """Review the game in ``path`` (a save or a record, finished or not); a message and None if it cannot."""
    try:
        record, hints = load_for_review(path)
        if not record.actions and record.players == 0:
            raise RecordError(_tr("the file holds no game"))
    except RecordError as exc:
        QMessageBox.warning(parent, _tr("Cannot review {name}").format(name=Path(path).name), str(exc))
        return None
    return review_record(parent, record, hints=hints, source=str(path))


def choose_and_review(parent: QWidget) -> ReviewWindow | None:
    """Game → Review…: pick a save or a record and review it."""
    folder = getattr(parent, "save_path", None)
    start = str(Path(folder).parent) if folder else str(Path.home())
    chosen, _ = QFileDialog.getOpenFileName(parent, _tr("Review a game"), start, _tr(REVIEW_FILTER_TEXT))
    if not chosen:
        return None
    return open_review_file(parent, chosen)

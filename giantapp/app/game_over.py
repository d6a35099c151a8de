"""The game-over dialog: final scores with each category, the winner(s), a chart of the scores round by
round, whether hints were used, and "Review this game" / "Play again".

Why the chart and the hint line: the table of categories tells how the game ended; the chart tells how
it went (who led when); and a win helped by the computer's hints says so, because a hint is honest only
if everyone can see that it was used.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .hints_used import hints_per_seat
from .score_chart import ScoreChart, round_points
from .score_labels import category_label, shown_categories, total_label

log = logging.getLogger(__name__)


class GameOverDialog(QDialog):
    """Scores by category (rows) and seat (columns) beside the round-by-round chart; ``play_again`` is
    True if that was chosen, ``review_window`` is the review opened from here (if any)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.session = session
        self.play_again = False
        self.review_window = None
        results = session.final_results()
        layout = QVBoxLayout(self)
        if results is None:
            layout.addWidget(QLabel(self.tr("The game is not over.")))
            scores, breakdown, winners = [], [], []
        else:
            scores, breakdown, winners = results
        names = [session.seat_name(s) for s in range(len(scores))]
        if winners:
            text = (
                self.tr("{names} wins!").format(names=names[winners[0]])
                if len(winners) == 1
                else self.tr("Shared win: {names}").format(names=", ".join(names[w] for w in winners))
            )
        else:
            text = self.tr("Nobody wins.")
        self.winner_label = QLabel(text)
        font = self.winner_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.winner_label.setFont(font)
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.winner_label)

        categories = shown_categories(breakdown)  # as the table's final-scoring card: who scored what
        self.table = QTableWidget(len(categories) + 1, len(scores))
        self.table.setObjectName("scores")
        self.table.setHorizontalHeaderLabels(names)
        game = session.record.game
        self.table.setVerticalHeaderLabels([category_label(game, c) for c in categories] + [total_label()])
        bold = QFont(self.table.font())
        bold.setBold(True)
        for seat, score in enumerate(scores):
            header = self.table.horizontalHeaderItem(seat)
            if header is not None:
                header.setForeground(QColor(session.seat_colour(seat)))
            for row, category in enumerate(categories):
                value = breakdown[seat].get(category, 0) if seat < len(breakdown) else 0
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, seat, item)
            total = QTableWidgetItem(str(score))
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            total.setFont(bold)
            if seat in winners:
                total.setText(f"★ {score}")
            self.table.setItem(len(categories), seat, total)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

        self.chart = ScoreChart()
        self.chart.set_data(names, [session.seat_colour(s) for s in range(len(scores))], self._round_points())
        middle = QHBoxLayout()
        middle.addWidget(self.table, 3)
        middle.addWidget(self.chart, 4)
        layout.addLayout(middle, 1)

        self.hints_label = QLabel(self._hints_text(names))
        self.hints_label.setObjectName("hints_used")
        self.hints_label.setWordWrap(True)
        self.hints_label.setVisible(bool(self.hints_label.text()))
        layout.addWidget(self.hints_label)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.review_button = buttons.addButton(self.tr("Review this game"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setObjectName("review_game")
        self.review_button.setToolTip(self.tr("Step through the game again, with every secret shown."))
        self.review_button.clicked.connect(self.review)
        self.again_button = buttons.addButton(self.tr("Play again"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.again_button.setObjectName("play_again")
        buttons.accepted.connect(self._again)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(max(640, 110 * (len(scores) + 1) + 420), max(380, 130 + 30 * (len(categories) + 2)))

    def _round_points(self) -> list[tuple[int, list[int]]]:
        from giantapp.engine.timeline import Timeline

        try:
            return round_points(Timeline(self.session.record))
        except Exception:  # a picture must never keep the final scores from showing
            log.exception("no round-by-round scores for the chart")
            return []

    def _hints_text(self, names: list[str]) -> str:
        """Who used the computer's hint, and for how many decisions (empty when nobody did)."""
        counts = hints_per_seat(list(getattr(self.session, "hints", []) or []), len(names))
        parts = [self.tr("{name} {count}").format(name=names[s], count=n) for s, n in enumerate(counts) if n]
        if not parts:
            return ""
        return self.tr("Decisions taken after a hint from the computer: {who}.").format(who=", ".join(parts))

    def review(self) -> None:
        """Open the review of this game (every secret is public now) and close the dialog."""
        from .review_window import review_record

        parent = self.parentWidget()
        self.review_window = review_record(parent, self.session.record, hints=list(getattr(self.session, "hints", [])))
        self.accept()

    def _again(self) -> None:
        self.play_again = True
        self.accept()

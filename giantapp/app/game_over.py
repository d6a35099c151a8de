"""The game-over dialog: final scores with each category, the winner(s), and "Play again"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .score_labels import category_label, shown_categories, total_label
from .session import Session


class GameOverDialog(QDialog):
    """Scores by category (rows) and seat (columns); ``play_again`` is True if that was chosen."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.play_again = False
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
        layout.addWidget(self.table)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.again_button = buttons.addButton(self.tr("Play again"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.again_button.setObjectName("play_again")
        buttons.accepted.connect(self._again)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(max(360, 120 * (len(scores) + 1)), 120 + 32 * (len(categories) + 2))

    def _again(self) -> None:
        self.play_again = True
        self.accept()

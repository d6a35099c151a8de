"""The game-over dialog: final scores with each category, the winner(s), a chart of the scores round by
round, whether hints were used, and "Review this game" / "Play again".

Why the chart and the hint line: the table of categories tells how the game ended; the chart tells how
it went (who led when); and a win helped by the computer's hints says so, because a hint is honest only
if everyone can see that it was used.

Why it is sized to its content and placed aside: the table draws its own final card (Hawaii's "Final
scoring" over the island) and players want to see it with the dialog open. The score table has exactly
its rows (no empty space, no focus box: nothing in it is to be edited), its header names each player in
the palette's text colour beside a swatch of the seat's colour (a yellow name on white was unreadable),
and the dialog opens where it covers least of that card: :func:`final_card_rect` finds it, through the
table's optional ``final_card_rect()`` hook or the board item whose role is ``"summary"``.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGraphicsView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
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
        swatch = self.table.fontMetrics().height() - 2
        self.table.horizontalHeader().setIconSize(QSize(swatch, swatch))
        for seat, score in enumerate(scores):
            header = self.table.horizontalHeaderItem(seat)
            if header is not None:  # the name in the text colour; the seat's colour beside it
                header.setIcon(seat_swatch(session.seat_colour(seat), swatch))
                header.setFont(bold)
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
        # nothing to select or edit: no focus box, no highlighted cell
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setCurrentCell(-1, -1)
        self._fit_table()

        self.chart = ScoreChart()
        self.chart.set_data(names, [session.seat_colour(s) for s in range(len(scores))], self._round_points())
        self.chart.setMinimumHeight(max(self.chart.minimumHeight(), self.table.height()))
        middle = QHBoxLayout()
        middle.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
        middle.addWidget(self.chart, 1)
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
        self.again_button.setDefault(True)
        self.again_button.setFocus()
        self._placed = 0

    def _fit_table(self) -> None:
        """Exactly the rows and columns it has: no empty space below the total, no scroll bars."""
        table = self.table
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setMinimumSectionSize(64)
        rows = table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(table.fontMetrics().height() + 10)  # room to breathe, all rows alike
        table.resizeColumnsToContents()
        for column in range(table.columnCount()):  # a little air around the numbers
            table.setColumnWidth(column, table.columnWidth(column) + 12)
        frame = 2 * table.frameWidth()
        width = table.verticalHeader().sizeHint().width() + sum(table.columnWidth(c) for c in range(table.columnCount()))
        height = header.sizeHint().height() + sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedSize(width + frame, height + frame)
        table.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    # --- where it opens ---------------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._placed:
            self._placed = 1
            self.place()
            # the table draws its final card from the event loop, maybe just after this: look again once
            QTimer.singleShot(0, self._place_again)

    def _place_again(self) -> None:
        if self._placed == 1:
            self._placed = 2
            self.place()

    def place(self) -> None:
        """Open over the main window where the board's final card stays visible (centred if it can)."""
        owner = self.parentWidget()
        if owner is None:
            return
        window = owner.window()
        screen = window.screen() or self.screen()
        area = screen.availableGeometry() if screen is not None else window.frameGeometry()
        size = self.frameGeometry().size() if self.isVisible() else self.sizeHint()
        spot = best_spot(window.frameGeometry(), area, size, final_card_rect(window))
        self.move(spot)  # a window's position is its frame's

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


def seat_swatch(colour: str, size: int) -> QIcon:
    """A small rounded square of the seat's colour with a darker edge (visible on light and dark headers)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = QColor(colour)
    painter.setPen(fill.darker(160))
    painter.setBrush(fill)
    painter.drawRoundedRect(1, 1, size - 2, size - 2, 3, 3)
    painter.end()
    return QIcon(pixmap)


def final_card_rect(window: QWidget) -> QRect | None:
    """Where the table shows its own final card, in global coordinates (None: no card on screen).

    A table may answer itself with a ``final_card_rect()`` method (a global QRect or None); otherwise
    the board item with the role ``"summary"`` (the board kit's keyed items) is looked for."""
    table = getattr(window, "table", None)
    if table is None:
        return None
    hook = getattr(table, "final_card_rect", None)
    if callable(hook):
        try:
            rect = hook()
        except Exception:
            log.exception("final_card_rect() failed")
            return None
        return QRect(rect) if rect is not None else None
    for view in table.findChildren(QGraphicsView):
        scene = view.scene()
        if scene is None or not view.isVisible():
            continue
        for item in scene.items():
            try:
                role = getattr(item, "role", None)
            except Exception:  # an item without a spec
                continue
            if role != "summary" or not item.isVisible():
                continue
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect() & view.viewport().rect()
            if rect.isEmpty():
                continue
            return QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size())
    return None


def best_spot(window: QRect, screen: QRect, size: QSize, avoid: QRect | None, gap: int = 12) -> QPoint:
    """The top-left corner for a dialog of ``size``: centred over ``window`` when that leaves ``avoid``
    uncovered, else the place over the window (corners, beside the card) that covers least of it; always
    inside ``screen``."""

    def clamp(point: QPoint) -> QPoint:
        x = max(screen.left(), min(point.x(), screen.right() + 1 - size.width()))
        y = max(screen.top(), min(point.y(), screen.bottom() + 1 - size.height()))
        return QPoint(x, y)

    w, h = size.width(), size.height()
    centre = QPoint(window.center().x() - w // 2, window.center().y() - h // 2)
    candidates = [centre]
    if avoid is not None and not avoid.isEmpty():
        right, bottom = window.right() + 1 - w, window.bottom() + 1 - h
        candidates += [
            QPoint(right, bottom), QPoint(right, window.top()), QPoint(window.left(), bottom), window.topLeft(),
            QPoint(avoid.right() + 1 + gap, centre.y()), QPoint(avoid.left() - gap - w, centre.y()),
            QPoint(centre.x(), avoid.bottom() + 1 + gap), QPoint(centre.x(), avoid.top() - gap - h),
            QPoint(avoid.right() + 1 + gap, bottom), QPoint(centre.x(), bottom),
        ]

    def covered(point: QPoint) -> int:
        if avoid is None:
            return 0
        overlap = QRect(point, size) & avoid
        return 0 if overlap.isEmpty() else overlap.width() * overlap.height()

    spots = [clamp(p) for p in candidates]
    return min(spots, key=covered)  # min keeps the first of equals: centred whenever that is as good

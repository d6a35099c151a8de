"""Help → "What would the computer do?": the hard level's best three moves for the person to decide.

Why this shape:

- The search (``giantapp.ai.hint``) runs in a thread on a copy of that person's observation only — what
  the table shows them, never the session's full state — and talks back by queued signals, so the window
  never freezes. A progress bar follows it; Cancel (or closing the dialog) sets its stop event.
- If the game moves on meanwhile (the person plays, undoes, loads another game), the hint no longer fits
  and is dropped.
- The three moves are shown in words, never in notation, each with how much worse the computer expects
  it to be than the best; one click plays a move through the session like any gesture. The table is
  asked to highlight the best move through ``table.highlight_action(action)`` when it has that method
  (the board kit's hook; ``highlight_action(None)`` clears it).
- Honesty: once a hint has been shown, the decision is noted in ``session.hints`` (kept in the save,
  told by the game-over dialog). A hint cancelled before it showed anything is not noted.
"""

from __future__ import annotations

import random
import threading
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from giantapp.ai import hint as hint_search

from .hints_used import hint_entry


def _tr(text: str) -> str:
    return QCoreApplication.translate("HintDialog", text)


class _HintBridge(QObject):
    """Carries the search's progress and answer from its thread to the GUI thread."""

    progress = Signal(float)
    done = Signal(object)  # a Hint, or an error text


class HintDialog(QDialog):
    """One hint for ``session.human_seat_to_act()`` (see the module docstring). ``iterations`` makes the
    search a fixed number of steps (tests); otherwise it thinks for ``budget_ms``."""

    def __init__(self, session: Any, table: QWidget | None = None, parent: QWidget | None = None, *,
                 budget_ms: int | None = None, iterations: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hint_dialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setWindowTitle(self.tr("What would the computer do?"))
        self.session = session
        self.table = table
        self.seat = session.human_seat_to_act()
        if self.seat is None or session.viewer != self.seat:
            raise ValueError("a hint is only for the person whose decision it is, with their own view on screen")
        self.position = session.action_count()
        self.hint: hint_search.Hint | None = None
        self.error: str | None = None
        self.finished_search = False
        self._highlighted = False
        self._stop = threading.Event()

        name = session.seat_name(self.seat)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("The hard computer player is thinking about {name}'s decision, knowing only "
                                      "what {name} can see…").format(name=name))
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.progress = QProgressBar()
        self.progress.setObjectName("hint_progress")
        self.progress.setRange(0, 100)
        layout.addWidget(self.progress)
        self.results = QFrame()
        self.results.setObjectName("hint_results")
        self.grid = QGridLayout(self.results)
        self.grid.setColumnStretch(1, 1)
        self.results.hide()
        layout.addWidget(self.results)
        self.play_buttons: list[QPushButton] = []
        self.note = QLabel(self.tr("Using a hint is noted in the saved game and shown when the game ends."))
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #555555;")
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("hint_cancel")
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(520, 240)

        session.state_changed.connect(self._game_moved)
        self._listening = True
        self._bridge = _HintBridge(self)
        self._bridge.progress.connect(self._on_progress)
        self._bridge.done.connect(self._on_done)
        self._start(budget_ms, iterations)

    # --- the search --------------------------------------------------------------------------
    def _start(self, budget_ms: int | None, iterations: int | None) -> None:
        view = self.session.view_state()
        observation = view.clone()  # the person's own view, copied: the table keeps drawing the original
        observation.viewer = view.viewer
        observation.seat_names = view.seat_names
        seat, stop, bridge = self.seat, self._stop, self._bridge
        seed = f"hint:{getattr(self.session, 'seed', 0)}:{self.position}:{seat}"
        budget = budget_ms or hint_search.HINT_BUDGET_MS

        def work() -> None:
            try:
                result: object = hint_search.suggest(
                    observation, seat, rng=random.Random(seed), budget_ms=budget, iterations=iterations, stop=stop,
                    progress=lambda share: _emit(bridge.progress, share))
            except Exception as exc:  # reported in the window; the game goes on
                result = f"{type(exc).__name__}: {exc}"
            _emit(bridge.done, result)

        self._thread = threading.Thread(target=work, name="giantapp-hint", daemon=True)
        self._thread.start()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the search thread (tests); True once it has ended."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    @Slot(float)
    def _on_progress(self, share: float) -> None:
        self.progress.setValue(int(round(share * 100)))

    @Slot(object)
    def _on_done(self, result: object) -> None:
        self.finished_search = True
        if self._stop.is_set():
            return  # cancelled or stale: nothing was shown, nothing is noted
        if isinstance(result, str):
            self.error = result
            self.heading.setText(self.tr("The computer could not think about this decision ({error}).").format(error=result))
            self.progress.hide()
            self._close_button()
            return
        hint = result
        assert isinstance(hint, hint_search.Hint)
        self.hint = hint
        self.session.hints.append(hint_entry(self.position, self.seat))
        self.progress.setValue(100)
        self.progress.hide()
        self.heading.setText(self.tr("What the hard computer player would do for {name}:").format(
            name=self.session.seat_name(self.seat)))
        ranks = [self.tr("Best move"), self.tr("Second"), self.tr("Third")]
        for row, move in enumerate(hint.moves):
            rank = QLabel(ranks[row] if row < len(ranks) else str(row + 1))
            font = rank.font()
            font.setBold(row == 0)
            rank.setFont(font)
            words = QLabel(move.words)
            words.setWordWrap(True)
            words.setObjectName(f"hint_words_{row}")
            value = QLabel(self.value_text(move, row))
            value.setObjectName(f"hint_value_{row}")
            value.setWordWrap(True)
            play = QPushButton(self.tr("Play this"))
            play.setObjectName(f"play_hint_{row}")
            play.clicked.connect(lambda _=False, a=move.action: self.play(a))
            self.grid.addWidget(rank, 2 * row, 0, Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(words, 2 * row, 1)
            self.grid.addWidget(play, 2 * row, 2, Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(value, 2 * row + 1, 1)
            self.play_buttons.append(play)
        if len(hint.moves) == 1:
            alone = QLabel(self.tr("The computer sees no other sensible move here."))
            alone.setWordWrap(True)
            self.grid.addWidget(alone, 2, 1)
        self.results.show()
        self._close_button()
        if self.play_buttons:
            self.play_buttons[0].setDefault(True)
            self.play_buttons[0].setFocus()
        highlight = getattr(self.table, "highlight_action", None)
        if callable(highlight):
            try:
                highlight(hint.best.action)
                self._highlighted = True
            except Exception:  # a highlight is a courtesy of the table
                pass
        self.adjustSize()

    def value_text(self, move: hint_search.HintMove, row: int) -> str:
        """How the computer rates a move, in words (points of lead over the best other player)."""
        if row == 0:
            if move.value >= 0:
                return self.tr("It expects {name} to end up about {points} points ahead of the best other player.").format(
                    name=self.session.seat_name(self.seat), points=f"{move.value:.1f}")
            return self.tr("It expects {name} to end up about {points} points behind the best other player.").format(
                name=self.session.seat_name(self.seat), points=f"{-move.value:.1f}")
        worse = -move.relative
        if worse < 0.05:
            return self.tr("About as good as the best move.")
        return self.tr("About {points} points worse than the best move.").format(points=f"{worse:.1f}")

    def _close_button(self) -> None:
        self.buttons.clear()
        close = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setObjectName("hint_close")

    # --- playing and leaving -------------------------------------------------------------------
    def play(self, action) -> bool:
        """Play a suggested move for the person (the session checks it like any gesture)."""
        if self.session.action_count() != self.position or self.session.human_seat_to_act() != self.seat:
            return False
        ok = self.session.submit(action)
        if ok:
            self.accept()
        return ok

    def _game_moved(self) -> None:
        """The game went on (a move, undo, another game): this hint no longer fits."""
        if self.session.action_count() != self.position or self.session.human_seat_to_act() != self.seat:
            self._stop.set()
            self.close()

    def done(self, result: int) -> None:  # every way out: Cancel, Close, Esc, a move played
        self._stop.set()
        if self._highlighted:
            highlight = getattr(self.table, "highlight_action", None)
            if callable(highlight):
                try:
                    highlight(None)
                except Exception:
                    pass
            self._highlighted = False
        if self._listening:
            self._listening = False
            try:
                self.session.state_changed.disconnect(self._game_moved)
            except (RuntimeError, TypeError):
                pass
        super().done(result)


def _emit(signal, value) -> None:
    try:
        signal.emit(value)
    except RuntimeError:  # the dialog was deleted meanwhile
        pass


def ask_hint(window: Any, **kwargs: Any) -> HintDialog | None:
    """Help → "What would the computer do?" for the window's game; a status message when there is no
    decision of a person on screen (a computer's turn, a hand-off, the game over)."""
    session = getattr(window, "session", None)
    if session is None:
        _status(window, _tr("Start or open a game first."))
        return None
    seat = session.human_seat_to_act()
    if seat is None or session.viewer != seat:
        _status(window, _tr("The computer can suggest a move when it is your decision."))
        return None
    dialog = HintDialog(session, getattr(window, "table", None), window, **kwargs)
    dialog.show()
    # beside the board, not over it: the best move is marked there
    frame = window.frameGeometry()
    dialog.move(max(frame.left(), frame.right() - dialog.frameGeometry().width() - 16), frame.top() + 60)
    return dialog


def _status(window: Any, text: str) -> None:
    bar = getattr(window, "statusBar", None)
    if callable(bar):
        bar().showMessage(text, 6000)

"""The main window's entries for learning the games: Game → Review…, Game → History…, Help → "What would
the computer do?" (Ctrl+H), and the history entry of every finished game.

Why a module of its own: the main window stays about playing; it calls :func:`install` once and
:func:`game_finished` when a game ends, and everything else (menus, their texts in every language, what
each entry opens) lives here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence


class LearningMenus(QObject):
    """The three actions, added to the window's menus and retranslated on a language switch."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.act_review = QAction(window)
        self.act_review.setObjectName("review")
        self.act_review.triggered.connect(lambda checked=False: self.review())
        self.act_history = QAction(window)
        self.act_history.setObjectName("history")
        self.act_history.triggered.connect(lambda checked=False: self.history())
        self.act_hint = QAction(window)
        self.act_hint.setObjectName("hint")
        self.act_hint.setShortcut(QKeySequence("Ctrl+H"))
        self.act_hint.triggered.connect(lambda checked=False: self.hint())
        menus = getattr(window, "menus", {})
        game, help_menu = menus.get("game"), menus.get("help")
        if game is not None:
            before = getattr(window, "act_save", None)
            if before is not None and before in game.actions():
                game.insertActions(before, [self.act_review, self.act_history])
                game.insertSeparator(before)
            else:
                game.addActions([self.act_review, self.act_history])
        if help_menu is not None:
            before = getattr(window, "act_rules", None)
            if before is not None and before in help_menu.actions():
                help_menu.insertAction(before, self.act_hint)
                help_menu.insertSeparator(before)
            else:
                help_menu.addAction(self.act_hint)
        else:
            window.addAction(self.act_hint)
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.act_review.setText(self.tr("&Review a game…"))
        self.act_review.setToolTip(self.tr("Step through a saved or finished game, as one player saw it or "
                                           "(once it is over) with every secret"))
        self.act_history.setText(self.tr("&History…"))
        self.act_history.setToolTip(self.tr("Your finished games: wins, scores, and any game to review"))
        self.act_hint.setText(self.tr("&What would the computer do?"))
        self.act_hint.setToolTip(self.tr("The hard computer player's best three moves for your decision "
                                         "(noted in the save)"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def review(self) -> Any:
        from .review_window import choose_and_review

        return choose_and_review(self.window)

    def history(self) -> Any:
        from .history_dialog import show_history

        return show_history(self.window)

    def hint(self) -> Any:
        from .hint_dialog import ask_hint

        return ask_hint(self.window)


def install(window: Any) -> LearningMenus:
    """Add the entries to ``window`` (the main window); kept as ``window.learning``."""
    window.learning = LearningMenus(window)
    return window.learning


def game_finished(window: Any, session: Any) -> None:
    """A game ended in the window: add it to the history (once)."""
    from .history_dialog import add_finished_game

    add_finished_game(window, session)


def open_review(window: Any, path: str) -> bool:
    """``giantapp --review FILE``: the game in a review window over the main window."""
    from .review_window import open_review_file

    return open_review_file(window, path) is not None

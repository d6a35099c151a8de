"""The main window: menus and shortcuts, the game table in the middle, the log dock and status bar.

It owns no game logic: it builds a ``Session`` (new game, open, continue), plugs the title's table in
(``tables.make_table``), routes menu commands to the session and shows what the session reports.
The privacy gate it gives the session blanks the table while a "Pass to <name>" dialog is open.

Nothing a player did is lost by leaving a game: every game autosaves to its own file
(``autosaves.AutosaveStore``), which this window locks while it plays it, so New, Open, Close and Quit
keep the game in progress on the start page and ask nothing, except when its autosave is failing
(then the game exists only in memory, and the player chooses: save it, leave it, or stay).
Finished games and games in which nobody has decided anything are not kept.
"""

from __future__ import annotations

import importlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from giantapp import __version__
from giantapp.engine import CHANCE, RecordError

from . import learning_menus, saves
from .autosaves import AutosaveStore, Unreadable
from .file_lock import FileLock
from .log_dock import AUTO_EXPAND_WIDTH, LogDock
from .privacy import DialogPrivacyGate, PrivacyGate, blank_text
from .settings import Settings
from .titles import game_title
from .welcome import WelcomePage

if TYPE_CHECKING:
    from .game_over import GameOverDialog
    from .new_game_dialog import NewGameSetup
    from .session import Session

#: Imported when first used, not with the window: a session, its table, the new-game dialog and the
#: game-over dialog pull in the computer players and the rules (networkx, shapely), which the start
#: page must not wait for. ``main_window.NewGameDialog`` etc. still work (module ``__getattr__``).
_LAZY = {
    "GameOverDialog": ".game_over",
    "NewGameDialog": ".new_game_dialog",
    "NewGameSetup": ".new_game_dialog",
    "Session": ".session",
    "make_table": ".tables",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(module, __package__), name)


log = logging.getLogger(__name__)

#: below this window width the log dock is narrowed so the table keeps room (see ``resizeEvent``)
NARROW_WINDOW = 1100
MIN_LOG_WIDTH = 150

SAVE_FILTER_TEXT = "giantapp saved games (*.giantapp.json *.json)"


def log_line(name: str, seat: int, text: str) -> str:
    """A log entry: the engines' sentences name the player already ("Ana takes M2"), so the name is put
    in front only when the sentence lacks it ("Ana: has made a secret choice"); chance is always named."""
    if seat != CHANCE and name and name in text:
        return text
    return QCoreApplication.translate("MainWindow", "{name}: {text}").format(name=name, text=text)


class DoneButton(QPushButton):
    """The confirmation bar's "Done" button: Enter and Space press it when it has the focus, even where
    the table binds those keys as shortcuts (it claims them before any shortcut sees them)."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self.click()
            return
        super().keyPressEvent(event)


class MainWindow(QMainWindow):
    """The application window. ``session`` is the game in progress (None on the welcome page).

    ``autosave_dir`` is the folder of the games' autosaves (default: ``saves.autosave_dir()``). The
    older ``autosave_path`` (the single autosave file of earlier versions) still works: its folder's
    ``autosaves/`` is used and that file, if present, is adopted as one unfinished game.
    """

    session_changed = Signal()

    def __init__(
        self,
        settings: Settings,
        *,
        gate: PrivacyGate | None = None,
        autosave_dir: str | Path | None = None,
        autosave_path: str | Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.gate: PrivacyGate = gate if gate is not None else DialogPrivacyGate(self, self.set_blanked)
        if autosave_dir is not None:
            self.autosaves = AutosaveStore(autosave_dir)
        elif autosave_path is not None:
            self.autosaves = AutosaveStore(Path(autosave_path).parent / saves.AUTOSAVE_FOLDER, legacy=autosave_path)
        else:
            self.autosaves = AutosaveStore(saves.autosave_dir(), legacy=saves.autosave_path())
        self._lock: FileLock | None = None
        self.session: Session | None = None
        self.table: QWidget | None = None
        self.save_path: Path | None = None
        self.last_setup: NewGameSetup | None = None
        self._help: QWidget | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self.setObjectName("MainWindow")
        self.setWindowTitle("giantapp")
        self.resize(1200, 820)

        self._build_central()
        self._build_confirm_bar()
        self._build_log_dock()
        self._build_status_bar()
        self._build_actions()
        self._build_menus()
        self._restore_geometry()
        self.log_dock.hide()  # shown with the first game; nothing to log on the welcome page
        self._refresh_welcome()
        self._update_actions()
        learning_menus.install(self)  # Game → Review…, History…; Help → What would the computer do?

    # --- construction ---------------------------------------------------------------------
    def _build_central(self) -> None:
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)

        self.welcome = WelcomePage()
        self.welcome.new_requested.connect(lambda game: self.new_game(game or None))
        self.welcome.open_requested.connect(lambda: self.open_file())
        self.welcome.continue_requested.connect(self.continue_game)
        self.welcome.delete_requested.connect(self.delete_game)
        self.welcome_open = self.welcome.open_button
        self.stack.addWidget(self.welcome)

        self.table_page = QWidget()
        self.table_page.setObjectName("table_page")
        self.table_layout = QVBoxLayout(self.table_page)
        self.table_layout.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.table_page)

        self.blank = QWidget()
        self.blank.setObjectName("blank")
        self.blank.setAutoFillBackground(True)
        blank_layout = QVBoxLayout(self.blank)
        self.blank_label = QLabel()
        # above the middle, where the "Pass to …" dialog (centred on the window) does not cover it
        blank_layout.setContentsMargins(24, 140, 24, 24)
        self.blank_label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.blank_label.setWordWrap(True)
        font = self.blank_label.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        self.blank_label.setFont(font)
        blank_layout.addWidget(self.blank_label)
        self.stack.addWidget(self.blank)

    def _build_log_dock(self) -> None:
        self.log_list = QListWidget()
        self.log_list.setObjectName("log")
        self.log_list.setWordWrap(True)
        # long lines wrap at every width of the dock, never cut with "…"
        self.log_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log_list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_dock = LogDock(self.log_list, self)  # collapsible; see log_dock and _apply_log_rule
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.log_dock.toggled_by_player.connect(self._remember_log)

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.status_label = QLabel()
        self.status_label.setObjectName("status_text")
        self.thinking_label = QLabel()
        self.thinking_label.setObjectName("thinking")
        bar.addWidget(self.status_label, 1)
        bar.addPermanentWidget(self.thinking_label)

    def _action(self, text: str, slot, shortcuts=(), name: str = "") -> QAction:
        action = QAction(text, self)
        keys = []
        for shortcut in shortcuts:
            sequences = QKeySequence.keyBindings(shortcut) if isinstance(shortcut, QKeySequence.StandardKey) else [QKeySequence(shortcut)]
            for sequence in sequences:
                if not sequence.isEmpty() and sequence not in keys:
                    keys.append(sequence)
        if keys:
            action.setShortcuts(keys)
        action.triggered.connect(lambda checked=False: slot())
        if name:
            action.setObjectName(name)
        return action

    def _build_actions(self) -> None:
        SK = QKeySequence.StandardKey
        self.act_new = self._action("", self.new_game, [SK.New], "new")
        self.act_open = self._action("", lambda: self.open_file(), [SK.Open], "open")
        self.act_save = self._action("", self.save, [SK.Save], "save")
        self.act_save_as = self._action("", self.save_as, [SK.SaveAs, "Ctrl+Shift+S"], "save_as")
        self.act_close_game = self._action("", self.close_game, [SK.Close, "Ctrl+W"], "close_game")
        self.act_quit = self._action("", self.close, [SK.Quit, "Ctrl+Q"], "quit")
        self.act_undo = self._action("", self.undo, ["Ctrl+Z"], "undo")
        self.act_redo = self._action("", self.redo, ["Ctrl+Shift+Z", SK.Redo], "redo")
        self.act_settings = self._action("", self.show_settings, [SK.Preferences], "settings")
        self.act_zoom_in = self._action("", lambda: self._table_call("zoom_in"), [SK.ZoomIn, "Ctrl+="], "zoom_in")
        self.act_zoom_out = self._action("", lambda: self._table_call("zoom_out"), [SK.ZoomOut], "zoom_out")
        self.act_zoom_fit = self._action("", lambda: self._table_call("zoom_fit"), ["Ctrl+0"], "zoom_fit")
        self.act_full = self._action("", self.toggle_full_screen, [SK.FullScreen, "F11"], "full_screen")
        self.act_full.setCheckable(True)
        self.act_log = self._action("", self.toggle_log, ["Ctrl+L"], "game_log")
        self.act_log.setCheckable(True)
        self.act_log.setChecked(not self.log_dock.is_collapsed())
        self.log_dock.collapsed_changed.connect(lambda collapsed: self.act_log.setChecked(not collapsed))
        self.act_rules = self._action("", self.show_rules, [SK.HelpContents, "F1"], "rules")
        self.act_shortcuts = self._action("", self.show_shortcuts, ["Ctrl+/"], "shortcuts")
        self.act_about = self._action("", self.show_about, [], "about")

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("")
        for action in (self.act_new, self.act_open, None, self.act_save, self.act_save_as, None, self.act_close_game, self.act_quit):
            game.addSeparator() if action is None else game.addAction(action)
        edit = bar.addMenu("")
        for action in (self.act_undo, self.act_redo, None, self.act_settings):
            edit.addSeparator() if action is None else edit.addAction(action)
        view = bar.addMenu("")
        for action in (self.act_zoom_in, self.act_zoom_out, self.act_zoom_fit, None, self.act_log, self.act_full):
            view.addSeparator() if action is None else view.addAction(action)
        help_menu = bar.addMenu("")
        help_menu.addAction(self.act_rules)
        help_menu.addAction(self.act_shortcuts)
        help_menu.addAction(self.act_about)
        self.menus = {"game": game, "edit": edit, "view": view, "help": help_menu}
        self._retranslate()

    def _retranslate(self) -> None:
        """Every visible text of the window, again after a live language switch (LanguageChange)."""
        self.menus["game"].setTitle(self.tr("&Game"))
        self.menus["edit"].setTitle(self.tr("&Edit"))
        self.menus["view"].setTitle(self.tr("&View"))
        self.menus["help"].setTitle(self.tr("&Help"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.act_close_game.setText(self.tr("&Close game"))
        self.act_close_game.setToolTip(self.tr("Back to the start page; the game is kept there"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self.act_settings.setText(self.tr("&Preferences…"))
        self.act_zoom_in.setText(self.tr("Zoom &in"))
        self.act_zoom_out.setText(self.tr("Zoom &out"))
        self.act_zoom_fit.setText(self.tr("&Fit to window"))
        self.act_full.setText(self.tr("F&ull screen"))
        self.act_log.setText(self.tr("Game &log"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_shortcuts.setText(self.tr("&Keyboard shortcuts…"))
        self.act_about.setText(self.tr("&About giantapp"))
        self.log_list.setAccessibleName(self.tr("Game log"))
        self._update_confirm_bar()
        self._update_title()
        for row in self.welcome.rows:
            row.retranslate()
        if self.session is not None:
            self._on_state_changed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange and hasattr(self, "act_full"):
            self.act_full.setChecked(self.isFullScreen())
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "menus"):
            self._retranslate()
            if self.session is not None:
                self.session.rebuild_log()  # lines written before the switch would stay in the old language
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        # back in this window: another copy may have closed a game meanwhile, so its Continue works again
        if event.type() == QEvent.Type.WindowActivate and self.session is None and hasattr(self, "welcome"):
            self._refresh_welcome()
        return super().event(event)

    def _restore_geometry(self) -> None:
        """The window as the player left it. ``geometry_restored`` tells ``launch`` whether it still has
        to choose a first size that fits the screen (``launch.fit_to_screen``)."""
        geometry = self.settings.raw_value("window/geometry")
        state = self.settings.raw_value("window/state")
        self.geometry_restored = False
        try:
            if isinstance(geometry, QByteArray):
                self.geometry_restored = bool(self.restoreGeometry(geometry))
            if isinstance(state, QByteArray):
                self.restoreState(state)
        except Exception:
            pass

    # --- sessions -------------------------------------------------------------------------
    def new_game(self, game: str | None = None) -> bool:
        """Ask for a setup (the dialog opens on ``game`` if given) and start it; False if cancelled."""
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings, parent=self)
        if game is not None:
            dialog.select_game(game)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        try:
            return self.start_new(dialog.setup())
        except ValueError as exc:
            self._warn(self.tr("Cannot start the game"), str(exc))
            return False

    def start_new(self, setup: NewGameSetup) -> bool:
        from .new_game_dialog import NewGameSetup
        from .session import Session

        if not self.may_leave_current():
            return False
        path = self.autosaves.new_path(setup.game)
        try:
            session = Session.new_game(
                setup.game, setup.seats, setup.options, setup.seed,
                gate=self.gate, settings=self.settings, autosave_path=path,
            )
        except ValueError as exc:
            self._warn(self.tr("Cannot start the game"), str(exc))
            return False
        self.last_setup = NewGameSetup(setup.game, setup.seats, setup.options, None)
        self.install_session(session, self.autosaves.claim(path))
        self.save_path = None
        self._update_title()
        return True

    def open_file(self, path: str | Path | None = None) -> bool:
        """Open a save; on any problem a clear message and nothing changes. False if not opened.

        The opened game autosaves to a file of its own (the chosen file is only written by Save); an
        autosave chosen here is continued like from the start page.
        """
        from .new_game_dialog import NewGameSetup
        from .session import Session

        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open saved game"), str(self._save_folder()), self.tr(SAVE_FILTER_TEXT)
            )
            if not chosen:
                return False
            path = chosen
        if self.autosaves.contains(path):
            return self.continue_game(path)
        try:
            data, state = saves.load_save(path)
            autosave = self.autosaves.new_path(data.record.game)
            session = Session.from_save(
                data, state, gate=self.gate, settings=self.settings, autosave_path=autosave
            )
        except RecordError as exc:
            self._cannot_open(Path(path), str(exc))
            return False
        if not self.may_leave_current():
            session.deleteLater()
            return False
        record = data.record
        self.last_setup = NewGameSetup(record.game, [type(s)(**s.to_json()) for s in record.seats], dict(record.options), None)
        self.install_session(session, self.autosaves.claim(autosave))
        self.save_path = Path(path)
        self._update_title()
        return True

    def continue_game(self, path: str | Path) -> bool:
        """Continue the unfinished game autosaved in ``path`` (the start page's Continue). False if not.

        Refused with a message when another running copy plays it; a file that cannot be resumed is
        moved aside (kept) and named on the start page with the reason.
        """
        from .new_game_dialog import NewGameSetup
        from .session import Session

        path = Path(path)
        if self.session is not None and self.session.autosave_path is not None and _same_file(self.session.autosave_path, path):
            return True  # that is the game on the table already
        lock = self.autosaves.claim(path)
        if lock is None:
            self._tell(self.tr("This game is open in another giantapp window. Close it there to continue it here."),
                       self.tr("Game in use"))
            self._refresh_welcome()
            return False
        try:
            data, state, from_copy = saves.load_save_or_copy(path)
            session = Session.from_save(data, state, gate=self.gate, settings=self.settings, autosave_path=path)
        except RecordError as exc:
            lock.release()
            self._show_unreadable(self.autosaves.move_aside(path, str(exc)))
            self.welcome.remove_game(path)
            return False
        if from_copy:  # the file itself was damaged (a power cut): keep it aside, go on from the copy
            try:
                saves.read_save(path)
            except RecordError as exc:
                self._show_unreadable(self.autosaves.move_aside(path, str(exc)))
            self.statusBar().showMessage(self.tr("The autosave was damaged; the game goes on from its last safe copy."), 10000)
        if not self.may_leave_current():
            lock.release()
            session.deleteLater()
            return False
        record = data.record
        self.last_setup = NewGameSetup(record.game, [type(s)(**s.to_json()) for s in record.seats], dict(record.options), None)
        self.install_session(session, lock)
        self.save_path = None
        self._update_title()
        return True

    def resume_autosave(self) -> bool:
        """Continue the most recently played unfinished game (False if there is none)."""
        games, problems = self.autosaves.scan()
        for problem in problems:
            self._show_unreadable(problem)
        for game in games:
            if not game.busy:
                return self.continue_game(game.path)
        return False

    def offer_resume(self) -> bool:
        """At start: the start page lists every unfinished game, so nothing is asked. Always False.

        Kept for callers of earlier versions (``launch``); the list is refreshed here.
        """
        self._refresh_welcome()
        return False

    def delete_game(self, path: str | Path) -> bool:
        """Delete an unfinished game from the start page, after the player confirmed. True if deleted."""
        path = Path(path)
        games, _ = self.autosaves.scan()
        game = next((g for g in games if _same_file(g.path, path)), None)
        if game is None or game.busy:
            self._refresh_welcome()
            return False
        from .welcome import game_text

        answer = QMessageBox.question(
            self,
            self.tr("Delete the game?"),
            self.tr("Delete this unfinished game for good?\n\n{game}\n{players}").format(
                game=game_text(game.summary), players=", ".join(game.summary.names)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        lock = self.autosaves.claim(path)
        if lock is None:
            self._refresh_welcome()
            return False
        lock.release()
        self.autosaves.remove(path)
        self._refresh_welcome()
        return True

    def close_game(self) -> bool:
        """Back to the start page; the game stays there (see the module docstring). False if cancelled."""
        if self.session is None:
            return True
        if not self.may_leave_current():
            return False
        self._leave_current()
        if self.table is not None:
            self.table_layout.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        self.log_list.clear()
        self.log_dock.hide()
        self.save_path = None
        self.thinking_label.clear()
        self.status_label.clear()
        self.stack.setCurrentWidget(self.welcome)
        self._refresh_welcome()
        self._update_title()
        self._update_actions()
        self.session_changed.emit()
        return True

    def may_leave_current(self) -> bool:
        """Whether the game in progress may be left: always, unless its autosave is failing; then ask."""
        session = self.session
        if session is None or session.closed or session.is_game_over() or session.autosave_error is None:
            return True
        if not session.has_player_actions():
            return True
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Keep this game?"))
        box.setText(self.tr("The game in progress could not be autosaved ({error}), so it would be lost. Save it first?").format(
            error=session.autosave_error))
        save = box.addButton(self.tr("Save…"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(self.tr("Leave it unsaved"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save)
        box.exec()
        clicked = box.clickedButton()
        if clicked is save:
            return self.save_as()
        return clicked is discard

    def _leave_current(self) -> None:
        """Stop the game in progress and let go of its file: kept on the start page unless it is over
        or nobody has decided anything in it yet."""
        old, lock = self.session, self._lock
        self.session, self._lock = None, None
        if old is None:
            if lock is not None:
                lock.release()
            return
        old.shutdown()
        if lock is not None:
            lock.release()
        path = old.autosave_path
        if path is not None and (old.is_game_over() or not old.has_player_actions()):
            self.autosaves.remove(path)
        elif path is not None and old.autosave_error is None:
            self.statusBar().showMessage(
                self.tr("Your game of {title} is kept: continue it from the start page.").format(title=game_title(old.record.game)), 8000)
        old.deleteLater()

    def install_session(self, session: Session, lock: FileLock | None = None) -> None:
        """Replace the game in progress (its computer players stop at once; its autosave stays on the
        start page) and show the new one. ``lock``: the new game's autosave lock, held while it plays."""
        from .tables import make_table

        self._leave_current()
        self.session, self._lock = session, lock
        if self.table is not None:
            self.table_layout.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        session.setParent(self)
        self.log_list.clear()
        session.state_changed.connect(self._on_state_changed)
        session.log_entry_changed.connect(self._on_log_entry)
        session.log_reset.connect(self._fill_log)
        session.message.connect(self._on_message)
        session.refused.connect(self._on_refused)
        session.thinking_changed.connect(self._on_thinking)
        session.game_over.connect(self._on_game_over)
        session.undo_changed.connect(self._update_actions)
        session.confirmation_changed.connect(self._update_confirm_bar)
        self._update_confirm_bar()  # nothing pending in a new game: the bar of a game left is gone
        self._fill_log()
        self.table = make_table(session, self.table_page)
        board_view = getattr(self.table, "view", None)
        if board_view is not None and hasattr(board_view, "gesture_started"):
            board_view.gesture_started.connect(self._clear_refusal)  # a new try: the old "no" is stale
        self.log_dock.show()
        self._apply_log_rule()
        self.table_layout.addWidget(self.table)
        self.stack.setCurrentWidget(self.table_page)
        self.activateWindow()
        self.table.setFocus()  # the tables' keys (numbers, Enter, Esc, letters) work at once, also after Resume
        self.thinking_label.clear()
        self._update_title()
        self._update_actions()
        self._on_state_changed()
        self.session_changed.emit()
        session.start()

    # --- saving -----------------------------------------------------------------------------
    def _save_folder(self) -> Path:
        if self.save_path is not None:
            return self.save_path.parent
        return Path.home()

    def save(self) -> bool:
        if self.session is None:
            return False
        if self.save_path is None:
            return self.save_as()
        return self._write(self.save_path)

    def save_as(self) -> bool:
        if self.session is None:
            return False
        suggestion = str(self._save_folder() / f"{self.session.record.game}{saves.SAVE_SUFFIX}")
        chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), suggestion, self.tr(SAVE_FILTER_TEXT))
        if not chosen:
            return False
        path = Path(chosen)
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + saves.SAVE_SUFFIX)
        return self._write(path)

    def _write(self, path: Path) -> bool:
        assert self.session is not None
        try:
            self.session.save(path)
        except OSError as exc:
            self._warn(self.tr("Cannot save"), self.tr("{path}: {error}").format(path=path, error=exc.strerror or exc))
            return False
        self.save_path = path
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    # --- commands ------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.session is not None and not self.session.undo():
            self.statusBar().showMessage(self.tr("Nothing to undo since the last roll, reveal or other player's move."), 4000)

    def redo(self) -> None:
        if self.session is not None:
            self.session.redo()

    def _table_call(self, name: str) -> None:
        method = getattr(self.table, name, None)
        if callable(method):
            method()

    def toggle_full_screen(self) -> None:
        """F11: full screen, and back to exactly the state before it (maximized if it was)."""
        if self.isFullScreen():
            before = getattr(self, "_before_full_screen", Qt.WindowState.WindowNoState)
            if before & Qt.WindowState.WindowMaximized:
                self.showMaximized()
            else:
                self.showNormal()
        else:
            self._before_full_screen = self.windowState() & ~Qt.WindowState.WindowMinimized
            self.showFullScreen()
        self.act_full.setChecked(self.isFullScreen())

    def toggle_log(self) -> None:
        """View → Game log (Ctrl+L): collapse the log to its strip or open it again (remembered)."""
        collapsed = not self.log_dock.is_collapsed()
        self.log_dock.set_collapsed(collapsed)
        self._remember_log(collapsed)

    def _remember_log(self, collapsed: bool) -> None:
        self.settings.set_raw_value("window/log", "collapsed" if collapsed else "open")

    def _apply_log_rule(self) -> None:
        """The log's state for the window's width: the player's choice if made, else open only in a
        window at least ``AUTO_EXPAND_WIDTH`` wide, so narrower windows give the table the width."""
        choice = self.settings.raw_value("window/log")
        if choice in ("open", "collapsed"):
            collapsed = choice == "collapsed"
        else:
            collapsed = self.width() < AUTO_EXPAND_WIDTH
        self.log_dock.set_collapsed(collapsed)
        self.log_dock.size_for(self)

    def show_shortcuts(self) -> None:
        """Help → Keyboard shortcuts: the menus' keys and the table's, read from the actions themselves."""
        from .shortcuts_dialog import ShortcutsDialog

        ShortcutsDialog(self, self).exec()

    def show_settings(self) -> None:
        try:
            module = importlib.import_module("giantapp.app.settings_dialog")
            dialog = module.SettingsDialog(self.settings, self)
        except Exception as exc:
            log.exception("settings dialog unavailable")
            self._warn(self.tr("Preferences"), self.tr("The preferences dialog is not available: {error}").format(error=exc))
            return
        dialog.exec()

    def show_rules(self) -> None:
        game = self.session.record.game if self.session is not None else "giants"
        try:
            if self._help is None:
                module = importlib.import_module("giantapp.app.help_window")
                self._help = module.HelpWindow(self, game if game in module.HELP_GAMES else module.HELP_GAMES[0])
            elif hasattr(self._help, "show_game"):
                self._help.show_game(game)
        except Exception as exc:
            log.exception("help window unavailable")
            self._warn(self.tr("Rules"), self.tr("The rules window is not available: {error}").format(error=exc))
            return
        self._help.show()
        self._help.raise_()
        self._help.activateWindow()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About giantapp"),
            self.tr("giantapp {version}\nGiants and Hawaii for the desktop: hotseat and against the computer.").format(version=__version__),
        )

    # --- what the session reports --------------------------------------------------------------
    def _on_state_changed(self) -> None:
        session = self.session
        if session is None:
            return
        self.status_label.setText(session.status_text())
        self._clear_refusal()
        self._update_actions()

    def _fill_log(self) -> None:
        """The whole log again (a resumed game, or the session rebuilt it in another language)."""
        self.log_list.clear()
        if self.session is not None:
            for index in range(len(self.session.log_entries())):
                self._on_log_entry(index)

    def _on_log_entry(self, index: int) -> None:
        """Show log entry ``index``: a new line at the end, or an update of a folded chance run."""
        session = self.session
        if session is None:
            return
        entries = session.log_entries()
        if not 0 <= index < len(entries):
            return
        entry = entries[index]
        item = self.log_list.item(index) if index < self.log_list.count() else None
        if item is None:
            item = QListWidgetItem()
            self.log_list.addItem(item)
        item.setText(log_line(session.seat_name(entry.seat), entry.seat, entry.text()))
        item.setToolTip(entry.details() if len(entry.lines) > 1 else "")
        if entry.seat != CHANCE:
            item.setForeground(QColor(session.seat_colour(entry.seat)).darker(130))
        else:
            item.setForeground(QColor("#6b6b6b"))  # dice, draws and deals recede; the players' moves stand out
        self.log_list.scrollToBottom()

    def _on_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _on_refused(self, text: str) -> None:
        self._refusal = text  # shown by _on_message; cleared by the next gesture or the next move

    def _clear_refusal(self) -> None:
        """A refusal in the status bar is stale once the player tries again or a move is played."""
        refusal, self._refusal = getattr(self, "_refusal", None), None
        if refusal is not None and self.statusBar().currentMessage() == refusal:
            self.statusBar().clearMessage()

    def _on_thinking(self, seat: int, thinking: bool) -> None:
        if self.session is None:
            return
        if thinking:
            self.thinking_label.setText(self.tr("{name} is thinking…").format(name=self.session.seat_name(seat)))
        else:
            self.thinking_label.clear()

    def _on_game_over(self) -> None:
        from .game_over import GameOverDialog

        session = self.session
        if session is None:
            return
        self._update_actions()
        learning_menus.game_finished(self, session)  # the history of finished games
        dialog = GameOverDialog(session, self)
        self.game_over_dialog = dialog
        dialog.exec()
        self.game_over_dialog = None
        if dialog.play_again and session is self.session and self.last_setup is not None:
            self.start_new(self.last_setup)

    # --- confirm, then hand off (see Session.pending_confirmation) --------------------------------
    def _build_confirm_bar(self) -> None:
        """The acting player's "Done — pass to Bo" bar above the table: shown only while the session waits
        for that player's confirmation, so only on their own view; Undo works until it is pressed."""
        self.confirm_bar = QFrame()
        self.confirm_bar.setObjectName("confirm_bar")
        self.confirm_bar.setFrameShape(QFrame.Shape.StyledPanel)
        self.confirm_bar.setStyleSheet("#confirm_bar { background: #fff4d6; border: 1px solid #c99a2e; }")
        layout = QHBoxLayout(self.confirm_bar)
        layout.setContentsMargins(12, 8, 12, 8)
        self.confirm_text = QLabel()
        self.confirm_text.setObjectName("confirm_text")
        self.confirm_text.setWordWrap(True)
        self.confirm_text.setStyleSheet("color: #3a2a00")
        self.confirm_undo = QPushButton()
        self.confirm_undo.setObjectName("confirm_undo")
        self.confirm_undo.clicked.connect(self.undo)
        self.confirm_button = DoneButton()
        self.confirm_button.setObjectName("confirm_done")
        font = self.confirm_button.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.confirm_button.setFont(font)
        self.confirm_button.setMinimumHeight(44)
        self.confirm_button.clicked.connect(self._confirm_turn)
        layout.addWidget(self.confirm_text, 1)
        layout.addWidget(self.confirm_undo)
        layout.addWidget(self.confirm_button)
        self.table_layout.addWidget(self.confirm_bar)
        self.confirm_bar.hide()

    def _update_confirm_bar(self) -> None:
        """Show or hide the bar for the session's pending confirmation, in the current language."""
        session = self.session
        pending = session.pending_confirmation() if session is not None else None
        if pending is None:
            had_focus = self.confirm_bar.isVisible() and self.confirm_bar.isAncestorOf(self.focusWidget())
            self.confirm_bar.hide()
            if had_focus and self.table is not None:
                self.table.setFocus()
            return
        name = session.seat_name(pending.seat)
        if pending.game_over:
            done = self.tr("Done — end the game")
        elif pending.next_seat is None:
            done = self.tr("Done — end my turn")
        elif session.seat_kind(pending.next_seat) == "human":
            done = self.tr("Done — pass to {name}").format(name=session.seat_name(pending.next_seat))
        else:
            done = self.tr("Done — {name} plays next").format(name=session.seat_name(pending.next_seat))
        self.confirm_button.setText(done)
        self.confirm_text.setText(self.tr("{name}, check your move. Until you press Done, Undo (Ctrl+Z) takes it back.").format(name=name))
        self.confirm_undo.setText(self.tr("Undo"))
        self.confirm_undo.setEnabled(session.can_undo())
        self.confirm_bar.show()
        self.confirm_button.setFocus()

    def _confirm_turn(self) -> None:
        if self.session is not None:
            self.session.confirm()

    def set_blanked(self, name: str | None) -> None:
        """The privacy gate's hook: hide the table while the keyboard changes hands."""
        if name is not None:
            self.blank_label.setText(blank_text(name))
            self.stack.setCurrentWidget(self.blank)
        elif self.session is not None:
            self.stack.setCurrentWidget(self.table_page)
            if self.table is not None:
                self.activateWindow()  # the closed hand-off dialog had the keyboard; take it back
                self.table.setFocus()  # the next player can use the keyboard at once
        else:
            self.stack.setCurrentWidget(self.welcome)

    def is_blanked(self) -> bool:
        return self.stack.currentWidget() is self.blank

    # --- helpers ------------------------------------------------------------------------------
    def _update_actions(self) -> None:
        session = self.session
        has = session is not None
        self.act_save.setEnabled(has)
        self.act_save_as.setEnabled(has)
        self.act_close_game.setEnabled(has)
        self.act_undo.setEnabled(has and session.can_undo())
        self.act_redo.setEnabled(has and session.can_redo())
        if self.confirm_bar.isVisible():
            self.confirm_undo.setEnabled(has and session.can_undo())
        for action in (self.act_zoom_in, self.act_zoom_out, self.act_zoom_fit):
            action.setEnabled(has)

    def _update_title(self) -> None:
        if self.session is None:
            self.setWindowTitle("giantapp")
            return
        title = game_title(self.session.record.game)
        suffix = f" — {self.save_path.name}" if self.save_path is not None else ""
        self.setWindowTitle(f"{title}{suffix} — giantapp")

    def _refresh_welcome(self) -> None:
        """List the unfinished games again (reading only their summaries) and name unreadable files."""
        games, problems = self.autosaves.scan()
        mine = self.session.autosave_path if self.session is not None else None
        self.welcome.set_games([g for g in games if mine is None or not _same_file(g.path, mine)])
        for problem in problems:
            self._show_unreadable(problem)

    def _show_unreadable(self, problem: Unreadable) -> None:
        if problem.moved_to is not None:
            text = self.tr("Could not read {file}: {reason}. It was moved to {place} and kept.").format(
                file=problem.path.name, reason=problem.reason, place=problem.moved_to)
        else:
            text = self.tr("Could not read {file}: {reason}.").format(file=problem.path.name, reason=problem.reason)
        self._tell(text, self.tr("Cannot open a saved game"))

    def _cannot_open(self, path: Path, reason: str) -> None:
        """A file chosen to open cannot be: on the start page a notice, during a game a message box."""
        if self.session is None:
            self.welcome.add_notice(self.tr("Could not open {file}: {reason}").format(file=path, reason=reason))
        else:
            self._warn(self.tr("Cannot open {name}").format(name=path.name), reason)

    def _tell(self, text: str, title: str) -> None:
        """Say something on the start page when it is shown, else in a message box."""
        if self.session is None:
            self.welcome.add_notice(text)
        else:
            self._warn(title, text)

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def resizeEvent(self, event) -> None:
        """In a narrow window the log gives the table room: collapsed unless the player opened it, and
        open at most a fifth of the width; wider windows keep whatever width the player gave the log."""
        super().resizeEvent(event)
        width = event.size().width()
        dock = self.log_dock
        if dock.isVisible():
            self._apply_log_rule()
        if (width < NARROW_WINDOW and dock.isVisible() and not dock.is_collapsed() and not dock.isFloating()
                and dock.width() > width // 5):
            self.resizeDocks([dock], [max(MIN_LOG_WIDTH, width // 5)], Qt.Orientation.Horizontal)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.may_leave_current():
            event.ignore()
            return
        self._leave_current()
        saves.durable_copies.flush(2.0)  # the games' safe copies, before the process ends
        self.settings.set_raw_value("window/geometry", self.saveGeometry())
        self.settings.set_raw_value("window/state", self.saveState())
        super().closeEvent(event)


def _same_file(a: str | Path, b: str | Path) -> bool:
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False

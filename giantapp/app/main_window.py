"""The main window: menus and shortcuts, the game table in the middle, the log dock and status bar.

It owns no game logic: it builds a ``Session`` (new game, open, resume), plugs the title's table in
(``tables.make_table``), routes menu commands to the session and shows what the session reports.
The privacy gate it gives the session blanks the table while a "Pass to <name>" dialog is open.
"""

from __future__ import annotations

import importlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from giantapp import __version__
from giantapp.engine import CHANCE, RecordError

from . import saves
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
    return QCoreApplication.translate("MainWindow", "{name}: {text}").replace("{name}", name).replace("{text}", text)


class MainWindow(QMainWindow):
    """The application window. ``session`` is the game in progress (None on the welcome page)."""

    session_changed = Signal()

    def __init__(
        self,
        settings: Settings,
        *,
        gate: PrivacyGate | None = None,
        autosave_path: str | Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.gate: PrivacyGate = gate if gate is not None else DialogPrivacyGate(self, self.set_blanked)
        self.autosave_path = Path(autosave_path) if autosave_path is not None else saves.autosave_path()
        self.session: Session | None = None
        self.table: QWidget | None = None
        self.save_path: Path | None = None
        self._last_setup: NewGameSetup | None = None
        self._help: QWidget | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self.setObjectName("MainWindow")
        self.setWindowTitle("giantapp")
        self.resize(1200, 820)

        self._build_central()
        self._build_log_dock()
        self._build_status_bar()
        self._build_actions()
        self._build_menus()
        self._restore_geometry()
        self.log_dock.hide()  # shown with the first game; nothing to log on the welcome page
        self._refresh_welcome()
        self._update_actions()

    # --- construction ---------------------------------------------------------------------
    def _build_central(self) -> None:
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)

        self.welcome = WelcomePage()
        self.welcome.new_requested.connect(lambda game: self.new_game(game or None))
        self.welcome.open_requested.connect(lambda: self.open_file())
        self.welcome.resume_requested.connect(self.resume_autosave)
        self.welcome_resume = self.welcome.resume_button
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
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("log_dock")
        self.log_list = QListWidget()
        self.log_list.setObjectName("log")
        self.log_list.setWordWrap(True)
        self.log_dock.setWidget(self.log_list)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)

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
        self.act_quit = self._action("", self.close, [SK.Quit, "Ctrl+Q"], "quit")
        self.act_undo = self._action("", self.undo, ["Ctrl+Z"], "undo")
        self.act_redo = self._action("", self.redo, ["Ctrl+Shift+Z", SK.Redo], "redo")
        self.act_settings = self._action("", self.show_settings, [SK.Preferences], "settings")
        self.act_zoom_in = self._action("", lambda: self._table_call("zoom_in"), [SK.ZoomIn, "Ctrl+="], "zoom_in")
        self.act_zoom_out = self._action("", lambda: self._table_call("zoom_out"), [SK.ZoomOut], "zoom_out")
        self.act_zoom_fit = self._action("", lambda: self._table_call("zoom_fit"), ["Ctrl+0"], "zoom_fit")
        self.act_full = self._action("", self.toggle_full_screen, [SK.FullScreen, "F11"], "full_screen")
        self.act_log = self.log_dock.toggleViewAction()
        self.act_log.setShortcut(QKeySequence("Ctrl+L"))
        self.act_rules = self._action("", self.show_rules, [SK.HelpContents, "F1"], "rules")
        self.act_about = self._action("", self.show_about, [], "about")

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("")
        for action in (self.act_new, self.act_open, None, self.act_save, self.act_save_as, None, self.act_quit):
            game.addSeparator() if action is None else game.addAction(action)
        edit = bar.addMenu("")
        for action in (self.act_undo, self.act_redo, None, self.act_settings):
            edit.addSeparator() if action is None else edit.addAction(action)
        view = bar.addMenu("")
        for action in (self.act_zoom_in, self.act_zoom_out, self.act_zoom_fit, None, self.act_log, self.act_full):
            view.addSeparator() if action is None else view.addAction(action)
        help_menu = bar.addMenu("")
        help_menu.addAction(self.act_rules)
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
        self.act_about.setText(self.tr("&About giantapp"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.log_list.setAccessibleName(self.tr("Game log"))
        self._update_title()
        self._refresh_welcome()
        if self.session is not None:
            self._on_state_changed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "menus"):
            self._retranslate()
            if self.session is not None:
                self.session.rebuild_log()  # lines written before the switch would stay in the old language
        super().changeEvent(event)

    def _restore_geometry(self) -> None:
        geometry = self.settings.raw_value("window/geometry")
        state = self.settings.raw_value("window/state")
        try:
            if isinstance(geometry, QByteArray):
                self.restoreGeometry(geometry)
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

        try:
            session = Session.new_game(
                setup.game, setup.seats, setup.options, setup.seed,
                gate=self.gate, settings=self.settings, autosave_path=self.autosave_path,
            )
        except ValueError as exc:
            self._warn(self.tr("Cannot start the game"), str(exc))
            return False
        self._last_setup = NewGameSetup(setup.game, setup.seats, setup.options, None)
        self.save_path = None
        self.install_session(session)
        return True

    def open_file(self, path: str | Path | None = None) -> bool:
        """Open a save; on any problem a clear message and nothing changes. False if not opened."""
        from .new_game_dialog import NewGameSetup
        from .session import Session

        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open saved game"), str(self._save_folder()), self.tr(SAVE_FILTER_TEXT)
            )
            if not chosen:
                return False
            path = chosen
        try:
            data, state = saves.load_save(path)
            session = Session.from_save(
                data, state, gate=self.gate, settings=self.settings, autosave_path=self.autosave_path
            )
        except RecordError as exc:
            self._warn(self.tr("Cannot open {name}").format(name=Path(path).name), str(exc))
            return False
        record = data.record
        self._last_setup = NewGameSetup(record.game, [type(s)(**s.to_json()) for s in record.seats], dict(record.options), None)
        self.save_path = Path(path) if Path(path).resolve() != self.autosave_path.resolve() else None
        self.install_session(session)
        return True

    def resume_autosave(self) -> bool:
        return self.open_file(self.autosave_path)

    def unfinished_autosave(self) -> saves.SaveData | None:
        """The autosaved game if there is one that is not over (read without the rules: see saves)."""
        if not self.autosave_path.is_file():
            return None
        return saves.unfinished_save(self.autosave_path)

    def offer_resume(self) -> bool:
        """At start: ask whether to resume an unfinished autosaved game. True if resumed."""
        data = self.unfinished_autosave()
        if data is None:
            return False
        title = game_title(data.record.game)
        players = ", ".join(seat.name for seat in data.record.seats)
        answer = QMessageBox.question(
            self,
            self.tr("Resume game?"),
            self.tr("An unfinished game of {title} ({players}, {count} actions) was saved. Resume it?").format(
                title=title, players=players, count=len(data.record.actions)
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes and self.resume_autosave()

    def install_session(self, session: Session) -> None:
        """Replace the game in progress (its computer players stop at once) and show the new one."""
        from .tables import make_table

        old, self.session = self.session, session
        if old is not None:
            old.shutdown()
        if self.table is not None:
            self.table_layout.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        if old is not None:
            old.deleteLater()
        session.setParent(self)
        self.log_list.clear()
        session.state_changed.connect(self._on_state_changed)
        session.log_entry_changed.connect(self._on_log_entry)
        session.log_reset.connect(self._fill_log)
        session.message.connect(self._on_message)
        session.thinking_changed.connect(self._on_thinking)
        session.game_over.connect(self._on_game_over)
        session.undo_changed.connect(self._update_actions)
        self._fill_log()
        self.table = make_table(session, self.table_page)
        self.log_dock.show()
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
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

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
        dialog = GameOverDialog(session, self)
        self.game_over_dialog = dialog
        dialog.exec()
        self.game_over_dialog = None
        if dialog.play_again and session is self.session and self._last_setup is not None:
            self.start_new(self._last_setup)

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
        self.act_undo.setEnabled(has and session.can_undo())
        self.act_redo.setEnabled(has and session.can_redo())
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
        data = self.unfinished_autosave()
        if data is None:
            self.welcome.set_resumable(None)
            return
        title = game_title(data.record.game)
        players = ", ".join(seat.name for seat in data.record.seats)
        self.welcome.set_resumable(
            self.tr("{title} with {players} ({count} actions played)").format(
                title=title, players=players, count=len(data.record.actions)
            )
        )

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def resizeEvent(self, event) -> None:
        """In a narrow window the log gives the table room (at most a fifth of the width); wider windows
        keep whatever width the player gave the log."""
        super().resizeEvent(event)
        width = event.size().width()
        dock = self.log_dock
        if width < NARROW_WINDOW and dock.isVisible() and not dock.isFloating() and dock.width() > width // 5:
            self.resizeDocks([dock], [max(MIN_LOG_WIDTH, width // 5)], Qt.Orientation.Horizontal)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.session is not None:
            self.session.shutdown()
        self.settings.set_raw_value("window/geometry", self.saveGeometry())
        self.settings.set_raw_value("window/state", self.saveState())
        super().closeEvent(event)

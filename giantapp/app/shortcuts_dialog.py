"""Help → Keyboard shortcuts…: every key of the window's menus and of the table in play, in one list.

Why read them from the actions: a second, hand-written list would drift from the real keys. The menus'
entries come from the window's ``QAction`` objects themselves (their text and shortcuts, in the current
language, with the keys named as Qt names them on this system), so a new menu entry with a shortcut is
listed without touching this file.

The table's keys come from the table. **Hook for tables:** a table widget may define ::

    def shortcut_help(self) -> list[tuple[str, str]]:
        \"\"\"(keys, what they do) pairs as the player reads them, in the current language,
        e.g. [("P", "Pass"), ("1–9", "Choose a listed option"), ("Esc", "Cancel the move in progress")].\"\"\"

and the dialog lists those pairs under the game's name. A table without the hook gets a line saying
that its keys are named on its buttons.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .titles import game_title

log = logging.getLogger(__name__)

_MNEMONIC_IN_BRACKETS = re.compile(r"\s*\(&[^)]\)")


def plain_text(text: str) -> str:
    """An action's text as a sentence: no mnemonic marks ("&Save", "新遊戲(&N)…"), no trailing dots."""
    text = _MNEMONIC_IN_BRACKETS.sub("", text)
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.rstrip("…").rstrip(".").strip()


def on_keyboard(sequence: QKeySequence) -> bool:
    """Whether every key of ``sequence`` is on an ordinary keyboard (letters, digits, F-keys, Esc…):
    the platform's extra bindings for media keys ("New", "Zoom In", "Help") are left out of the list."""
    if sequence.isEmpty():
        return False
    for index in range(sequence.count()):
        key = sequence[index].key()
        code = key.value if hasattr(key, "value") else int(key)
        if code > Qt.Key.Key_F35.value:
            return False
    return True


def keys_text(action: QAction) -> str:
    """The action's shortcuts as the player reads them ("Ctrl+Shift+Z / Ctrl+Y")."""
    names: list[str] = []
    for sequence in action.shortcuts():
        if not on_keyboard(sequence):
            continue
        name = sequence.toString(QKeySequence.SequenceFormat.NativeText)
        if name and name not in names:
            names.append(name)
    return " / ".join(names)


def _walk(menu: QMenu, seen: set[int], rows: list[tuple[str, str]]) -> None:
    for action in menu.actions():
        if action.isSeparator():
            continue
        if action.menu() is not None:
            _walk(action.menu(), seen, rows)
            continue
        seen.add(id(action))
        keys = keys_text(action)
        if keys and action.isVisible():
            rows.append((keys, plain_text(action.text())))


def menu_shortcuts(window: Any) -> list[tuple[str, list[tuple[str, str]]]]:
    """[(menu title, [(keys, entry), ...]), ...] for every menu of ``window`` with a keyed entry, then
    the window's own keyed actions that are in no menu (under the window's title)."""
    sections: list[tuple[str, list[tuple[str, str]]]] = []
    seen: set[int] = set()
    for top in window.menuBar().actions():
        menu = top.menu()
        if menu is None:
            continue
        rows: list[tuple[str, str]] = []
        _walk(menu, seen, rows)
        if rows:
            sections.append((plain_text(menu.title()), rows))
    loose = [(keys_text(a), plain_text(a.text())) for a in window.findChildren(QAction)
             if id(a) not in seen and keys_text(a) and a.text() and a.isVisible()]
    if loose:
        sections.append((_tr("Window"), loose))
    return sections


def table_shortcuts(table: Any) -> list[tuple[str, str]] | None:
    """The table's (keys, description) pairs from its ``shortcut_help()`` hook; None without the hook."""
    hook = getattr(table, "shortcut_help", None)
    if not callable(hook):
        return None
    try:
        return [(str(keys), str(text)) for keys, text in hook()]
    except Exception:  # a broken hook must not keep the menus' keys from showing
        log.exception("the table's shortcut_help() failed")
        return None


def _tr(text: str, **fields: object) -> str:
    from PySide6.QtCore import QCoreApplication

    translated = QCoreApplication.translate("ShortcutsDialog", text)
    return translated.format(**fields) if fields else translated


class ShortcutsDialog(QDialog):
    """The list, grouped by menu and then the table; ``rows()`` gives it as text (tests, screen readers)."""

    def __init__(self, window: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.setObjectName("ShortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setObjectName("shortcuts")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        self.tree.setRootIsDecorated(False)
        self.tree.setIndentation(14)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tree.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        layout.addWidget(self.tree, 1)
        self.note = QLabel()
        self.note.setObjectName("shortcuts_note")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        for title, rows in menu_shortcuts(window):
            self._section(title, rows)
        table = getattr(window, "table", None)
        session = getattr(window, "session", None)
        if table is not None and session is not None:
            game = game_title(session.record.game)
            rows = table_shortcuts(table)
            if rows:
                self._section(self.tr("On the {game} table").format(game=game), rows)
                self.note.hide()
            else:
                self.note.setText(self.tr("The {game} table names its own keys on its buttons and in its prompts.")
                                  .format(game=game))
        else:
            self.note.setText(self.tr("Start or continue a game to see the table's own keys here too."))
        self.tree.expandAll()
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        line = max(self.tree.sizeHintForRow(0), self.tree.fontMetrics().height()) + 1  # one row of the list
        rows_height = self._count * line + header.sizeHint().height()
        extra = self.note.sizeHint().height() if not self.note.isHidden() else 0
        self.resize(max(520, self.sizeHint().width()), min(680, max(300, rows_height + extra + 70)))

    _count = 0

    def _section(self, title: str, rows: list[tuple[str, str]]) -> None:
        heading = QTreeWidgetItem([title, ""])
        font = heading.font(0)
        font.setBold(True)
        heading.setFont(0, font)
        heading.setFirstColumnSpanned(True)
        self.tree.addTopLevelItem(heading)
        heading.setFirstColumnSpanned(True)
        for keys, text in rows:
            heading.addChild(QTreeWidgetItem([keys, text]))
        self._count += 1 + len(rows)

    def rows(self) -> list[tuple[str, str, str]]:
        """(section, keys, description) for every listed key."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            heading = self.tree.topLevelItem(i)
            for j in range(heading.childCount()):
                child = heading.child(j)
                out.append((heading.text(0), child.text(0), child.text(1)))
        return out

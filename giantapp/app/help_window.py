"""The rules help: both games' rules in the current language, searchable, with a table of contents.

Why Markdown files in ``resources/help`` shown by a QTextBrowser: the texts are written once per
language from the project's rules (``/work/shared/rules``), they stay readable in a text editor and in
code review, and Qt renders Markdown natively, so there is no web engine in the bundle. The decisions
our edition made are marked "Our edition decides:" (本版決定 / 本版决定) in the texts themselves.

Search highlights every match (yellow, the current one orange) and Enter/F3 walks through them; the
table of contents is built from the headings of the loaded text. The window follows a language switch
live, keeping the game and the search. It opens centred over the main window (within its screen), and
Esc or Ctrl+W closes it, like any viewer window.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import (
    QColor,
    QKeySequence,
    QShortcut,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from giantapp.resources import resource_path

from . import i18n
from .titles import game_title
from .window_fit import place_over

#: Games with a rules help, in the order of the game chooser.
HELP_GAMES: tuple[str, ...] = ("giants", "hawaii")
#: How each language marks an edition decision in the texts (the tests check every text has them).
DECISION_MARKERS: dict[str, str] = {"en": "Our edition decides:", "zh_TW": "本版決定：", "zh_CN": "本版决定："}

_MATCH = QColor("#ffe066")
_CURRENT = QColor("#ff9f43")
_DECISION = QColor("#fdf1d6")


def help_file(game: str, language: str) -> Path:
    """The rules help of ``game`` in ``language`` (Markdown)."""
    return resource_path("help", f"{game}.{language}.md")


def help_text(game: str, language: str) -> str:
    """The Markdown text; English when the language has none (never an empty window)."""
    for lang in (language, "en"):
        path = help_file(game, lang)
        if path.is_file():
            return join_cjk_lines(path.read_text(encoding="utf-8"))
    raise FileNotFoundError(f"no rules help for {game} in {resource_path('help')}")


def _is_cjk(char: str) -> bool:
    code = ord(char)
    return (0x3000 <= code <= 0x303F or 0x4E00 <= code <= 0x9FFF or 0xFF00 <= code <= 0xFFEF
            or char in "—…“”‘’")


_CONTINUATION = re.compile(r"^(?P<prefix>(?:> ?)?\s*)(?P<rest>.*)$")
_BLOCK_START = re.compile(r"^(?:#|\||[-*+] |\d+\. |```)")


def join_cjk_lines(markdown: str) -> str:
    """Join the wrapped lines of a paragraph where both sides are Chinese, without a space.

    Markdown turns a line break inside a paragraph into a space, which is right between English words
    but shows as a stray gap in Chinese text ("板块， 把它们"). The source files stay wrapped for review.
    """
    out: list[str] = []
    for line in markdown.split("\n"):
        if out:
            previous = out[-1].rstrip()
            match = _CONTINUATION.match(line)
            rest = match.group("rest") if match else ""
            same_block = previous.startswith(">") == line.startswith(">")
            last, first = previous.rstrip("*_"), rest.lstrip("*_")  # **bold** at either edge
            if (last and first and same_block and _is_cjk(last[-1]) and _is_cjk(first[0])
                    and not _BLOCK_START.match(rest)):
                out[-1] = previous + rest
                continue
        out.append(line)
    return "\n".join(out)


class HelpWindow(QWidget):
    """A non-modal window with the rules of both games. ``show_game(name)`` selects a title."""

    def __init__(self, parent: QWidget | None = None, game: str = "giants") -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("HelpWindow")
        self.resize(980, 720)
        self._matches: list[QTextCursor] = []
        self._current = -1
        self._language = ""
        self._needle = ""

        self.game = QComboBox()
        self.game.setObjectName("help_game")
        for name in HELP_GAMES:
            self.game.addItem("", name)
        self.search = QLineEdit()
        self.search.setObjectName("help_search")
        self.search.setClearButtonEnabled(True)
        self.previous_button = QToolButton()
        self.previous_button.setArrowType(Qt.ArrowType.UpArrow)
        self.next_button = QToolButton()
        self.next_button.setArrowType(Qt.ArrowType.DownArrow)
        self.match_label = QLabel()
        self.match_label.setMinimumWidth(90)

        self.contents = QTreeWidget()
        self.contents.setObjectName("help_contents")
        self.contents.setHeaderHidden(True)
        self.browser = QTextBrowser()
        self.browser.setObjectName("help_text")
        self.browser.setOpenExternalLinks(False)

        top = QHBoxLayout()
        top.addWidget(self.game)
        top.addWidget(self.search, 1)
        top.addWidget(self.previous_button)
        top.addWidget(self.next_button)
        top.addWidget(self.match_label)
        splitter = QSplitter()
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([240, 740])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

        self.game.currentIndexChanged.connect(lambda _index: self.load())
        self.search.textChanged.connect(self.find_all)
        self.search.returnPressed.connect(self.next_match)
        self.next_button.clicked.connect(self.next_match)
        self.previous_button.clicked.connect(self.previous_match)
        self.contents.itemActivated.connect(self._go_to_heading)
        self.contents.itemClicked.connect(self._go_to_heading)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, activated=self._focus_search)
        QShortcut(QKeySequence(QKeySequence.StandardKey.FindNext), self, activated=self.next_match)
        QShortcut(QKeySequence(QKeySequence.StandardKey.FindPrevious), self, activated=self.previous_match)
        self.close_shortcuts = [QShortcut(QKeySequence(key), self, activated=self.close)
                                for key in ("Escape", "Ctrl+W")]
        self._placed = False

        self.retranslate()
        self.show_game(game)

    # --- where it opens ---------------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if not self._placed:
            self._placed = True
            self.place_over(self.parentWidget())
        super().showEvent(event)

    def place_over(self, owner: QWidget | None) -> None:
        """Centre the window over ``owner``'s window (or its screen), shrunk to fit that screen."""
        place_over(self, owner)

    # --- loading --------------------------------------------------------------------------
    def current_game(self) -> str:
        return str(self.game.currentData())

    def show_game(self, game: str) -> None:
        """Select ``game``'s rules (loads them if another game was shown)."""
        index = self.game.findData(game)
        if index < 0:
            raise ValueError(f"no rules help for {game!r}; known: {', '.join(HELP_GAMES)}")
        if index != self.game.currentIndex():
            self.game.setCurrentIndex(index)  # loads through the signal
        elif self._language != i18n.current_language() or self.browser.document().isEmpty():
            self.load()

    def load(self) -> None:
        """(Re)load the current game's text in the current language; rebuild contents and matches."""
        self._language = i18n.current_language()
        self.browser.document().setMarkdown(help_text(self.current_game(), self._language))
        self._mark_decisions()
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)
        self._build_contents()
        self.find_all(self._needle or self.search.text())

    def _mark_decisions(self) -> None:
        """Give the edition's decisions (the texts' block quotes) a tinted background so they stand out."""
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().intProperty(QTextFormat.Property.BlockQuoteLevel) > 0:
                cursor = QTextCursor(block)
                fmt = QTextBlockFormat()
                fmt.setBackground(_DECISION)
                cursor.mergeBlockFormat(fmt)
            block = block.next()

    def decision_blocks(self) -> list[str]:
        """The text of every block marked as an edition decision (for tests)."""
        out = []
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().background().color() == _DECISION:
                out.append(block.text())
            block = block.next()
        return out

    def _build_contents(self) -> None:
        self.contents.clear()
        parents: list[tuple[int, QTreeWidgetItem | None]] = [(0, None)]
        block = self.browser.document().begin()
        while block.isValid():
            level = block.blockFormat().headingLevel()
            if level > 0 and block.text().strip():
                while parents and parents[-1][0] >= level:
                    parents.pop()
                parent = parents[-1][1] if parents else None
                item = QTreeWidgetItem([block.text().strip()])
                item.setData(0, Qt.ItemDataRole.UserRole, block.position())
                if parent is None:
                    self.contents.addTopLevelItem(item)
                else:
                    parent.addChild(item)
                parents.append((level, item))
            block = block.next()
        self.contents.expandAll()

    def headings(self) -> list[str]:
        """The table of contents as flat text (for tests and accessibility)."""
        out: list[str] = []

        def walk(item: QTreeWidgetItem) -> None:
            out.append(item.text(0))
            for i in range(item.childCount()):
                walk(item.child(i))

        for i in range(self.contents.topLevelItemCount()):
            walk(self.contents.topLevelItem(i))
        return out

    def _go_to_heading(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        position = int(item.data(0, Qt.ItemDataRole.UserRole))
        cursor = QTextCursor(self.browser.document())
        cursor.setPosition(position)
        self.browser.setTextCursor(cursor)
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.maximum())  # scroll past, then back: the heading ends up at the top
        self.browser.ensureCursorVisible()

    # --- search ---------------------------------------------------------------------------
    def find_all(self, text: str) -> int:
        """Highlight every occurrence of ``text`` (case-insensitive); returns how many were found."""
        self._matches = []
        self._current = -1
        document = self.browser.document()
        needle = self._needle = text.strip()
        if needle:
            cursor = QTextCursor(document)
            while True:
                cursor = document.find(needle, cursor, QTextDocument.FindFlag(0))
                if cursor.isNull():
                    break
                self._matches.append(QTextCursor(cursor))
        if self._matches:
            self._current = 0
        self._show_matches()
        return len(self._matches)

    def match_count(self) -> int:
        return len(self._matches)

    def next_match(self) -> None:
        if self._matches:
            self._current = (self._current + 1) % len(self._matches)
            self._show_matches()

    def previous_match(self) -> None:
        if self._matches:
            self._current = (self._current - 1) % len(self._matches)
            self._show_matches()

    def current_match_text(self) -> str:
        """The text under the current match ('' without one)."""
        return self._matches[self._current].selectedText() if self._matches else ""

    def _show_matches(self) -> None:
        selections = []
        for index, cursor in enumerate(self._matches):
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            fmt = QTextCharFormat()
            fmt.setBackground(_CURRENT if index == self._current else _MATCH)
            fmt.setForeground(QColor("#000000"))
            selection.format = fmt
            selections.append(selection)
        self.browser.setExtraSelections(selections)
        if self._matches:
            current = QTextCursor(self._matches[self._current])
            current.clearSelection()
            self.browser.setTextCursor(current)
            self.browser.ensureCursorVisible()
        self._update_label()

    def _update_label(self) -> None:
        if not self._needle:
            self.match_label.setText("")
        elif not self._matches:
            self.match_label.setText(self.tr("No matches"))
        else:
            self.match_label.setText(self.tr("{current} of {total}").format(current=self._current + 1,
                                                                            total=len(self._matches)))

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    # --- words ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules help"))
        self.game.setItemText(0, game_title("giants"))
        self.game.setItemText(1, game_title("hawaii"))
        self.search.setPlaceholderText(self.tr("Search the rules…"))
        self.previous_button.setToolTip(self.tr("Previous match"))
        self.next_button.setToolTip(self.tr("Next match"))
        self.contents.setToolTip(self.tr("Contents: click a heading to go there"))
        self._update_label()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self._language and self._language != i18n.current_language():
                self.load()
        super().changeEvent(event)

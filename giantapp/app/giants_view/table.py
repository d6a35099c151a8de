"""The Giants table widget: the board view, a side panel with every decision, shortcuts, animations.

Data flow (view -> gesture -> session -> rules -> signal -> redraw): a press becomes one gesture object
of the board kit; a drop or a click is turned by the Qt-free :mod:`.interaction` - through the rules'
queries (:mod:`giantapp.giants.queries`) - into the legal action with its relay, a choice, or the
rules' reason; the action goes to ``session.submit``; the session's ``state_changed`` makes the table
redraw from ``view_state()`` later, from the event loop, updating only the items that changed.
Anything without a gesture of its own is reachable from the buttons and from the "All actions" list.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox, QFrame, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QSizePolicy, QVBoxLayout,
    QWidget,
)

from giantapp.app.board.board import Board, MessageLine
from giantapp.app.board.items import PieceItem
from giantapp.app.board.mirror import SyncReport
from giantapp.app.board.outcome import Choose, Outcome, Play, Refuse, Stage
from giantapp.engine import Action
from giantapp.giants import queries
from giantapp.giants.actions import Mark, Move, NoMark, Place, Power
from giantapp.giants.words import revealed_bid_words

from .geometry import Arrangement, arrange, hex_centre
from .interaction import Interaction, LogDrag, PieceDrag
from .items import RouteItem
from .panel_widgets import ChoiceButton, RevealPanel, marked_difference
from .scene import GiantsScene, SeatLook


def _tr(text: str, **fields: object) -> str:
    translated = QCoreApplication.translate("GiantsTable", text)
    return translated.format(**fields) if fields else translated


#: the side panel's width in pixels, and in a narrow window
WIDE_PANEL = 270
NARROW_PANEL = 230


PIECE_KEYS = frozenset({"screen", "front", "figure", "object", "supply"})


class GiantsTable(QWidget):
    """Giants for people: see the module docstring. Built by ``tables.make_table`` as ``GiantsTable(session)``."""

    #: a redraw from the event loop changed nothing the board shows, so no paint of the board follows it (the
    #: redraw benchmark ends the frame of the change it drew there; see ``board.RedrawTimer``)
    blank_redraw = Signal()

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("GiantsTable")
        self.scene = GiantsScene(self)
        self.interaction = Interaction()
        self.selected: tuple | None = None  # click-to-select: the piece waiting for a target
        self.dragging: tuple | None = None
        self._route_item: RouteItem | None = None
        self._route_for: tuple | None = None
        self._choices: list[Action] = []
        self._mode = "wide"
        self._arrangement: Arrangement | None = None
        self._pointed: Action | None = None  # the choice whose place is lit on the board (hovered)
        self._last_public = None  # ((seat, action, before), words, record length) of the last public move
        self._last_seen = None  # the session's last_action when the table last looked (identity)
        self._reveal_round: int | None = None  # the round whose bids the reveal panel showed
        self._reveal_count = -1  # the record's length when it did
        self._state = None  # the view state shown (a new object means a new position)
        self._seat: int | None = None
        self._viewer: int | None = None
        self._seen_last = None
        self._played = None  # the action this table submitted (not animated again)
        self._stale_layout = False
        self.syncs: deque = deque(maxlen=20)  # what the last redraws changed (the kit's SyncReports)
        self.redraws = 0  # how many times the scene was drawn (the redraw benchmark tells which paint shows a change)
        self.animations_started = 0  # slides of moves started (tests and diagnostics)

        panel = self._build_panel()
        self.board = Board(self.scene, self, self.refresh, self, mirror=self.scene.mirror, message=self.message_label)
        self.board.redraw.blank.connect(self.blank_redraw)
        self.view = self.board.view
        self.view.setObjectName("giants_board")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(panel)
        self.reveal = RevealPanel(self)
        self._build_shortcuts()
        self.setFocusProxy(self.view)

        session.state_changed.connect(self._state_changed)
        session.message.connect(self.show_message)
        session.thinking_changed.connect(self._thinking_changed)
        self.view.resized.connect(self._relayout)
        self.view.gesture_done.connect(self._after_gesture)
        settings = getattr(session, "settings", None)
        if settings is not None and hasattr(settings, "changed"):
            settings.changed.connect(self._setting_changed)
        self.refresh()

    # ------------------------------------------------------------------ side panel
    def _build_panel(self) -> QWidget:
        panel = QFrame()
        panel.setObjectName("giants_side_panel")
        panel.setFixedWidth(WIDE_PANEL)
        self.side_panel = panel
        panel.setFrameShape(QFrame.Shape.StyledPanel)
        box = QVBoxLayout(panel)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        font = self.status.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.status.setFont(font)
        box.addWidget(self.status)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        box.addWidget(self.prompt)
        self.message_label = MessageLine()
        box.addWidget(self.message_label)
        self.last_label = QLabel()
        self.last_label.setObjectName("last_action")
        self.last_label.setWordWrap(True)
        self.last_label.setStyleSheet("color: #3d3427;")
        box.addWidget(self.last_label)

        self.choice_box = QFrame()
        self.choice_box.setObjectName("choices")
        self.choice_layout = QVBoxLayout(self.choice_box)
        self.choice_layout.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.choice_box)

        self.buttons: dict[str, QPushButton] = {}
        grid = QVBoxLayout()
        for name, key in self._BUTTON_KEYS:
            button = QPushButton()
            button.setObjectName(f"button_{name}")
            button.clicked.connect(lambda _=False, n=name: self.press_button(n))
            self.buttons[name] = button
            grid.addWidget(button)
        box.addLayout(grid)

        favour_row = QHBoxLayout()
        self.favour_label = favour_label = QLabel()
        self.favour = QComboBox()
        self.favour.setObjectName("favour")
        self.favour.currentIndexChanged.connect(lambda _=0: self._favour_changed())
        favour_row.addWidget(favour_label)
        favour_row.addWidget(self.favour, 1)
        box.addLayout(favour_row)

        self.actions_label = QLabel()
        box.addWidget(self.actions_label)
        self.actions = QListWidget()
        self.actions.setObjectName("legal_actions")
        self.actions.itemActivated.connect(self._play_item)
        self.actions.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.actions.setWordWrap(True)
        box.addWidget(self.actions, 1)
        # in the list's place when it would be empty: why there is nothing to list (the secret bid is put
        # together on the table, its thousands of combinations are no list to scroll through)
        self.actions_note = QLabel()
        self.actions_note.setObjectName("actions_note")
        self.actions_note.setWordWrap(True)
        self.actions_note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.actions_note.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.actions_note.setStyleSheet("color: #4a4a4a;")
        box.addWidget(self.actions_note, 1)
        self._retranslate_panel()
        return panel

    #: the panel's buttons and their keys, in panel order
    _BUTTON_KEYS = (("bid", "Return"), ("clear_bid", "Backspace"), ("mark", "M"), ("no_mark", "N"),
                    ("tablet", "T"), ("stop", "S"), ("done", "D"), ("logs", "L"), ("pass", "P"))

    def _retranslate_panel(self) -> None:
        """The panel's fixed texts in the current language (at build time and on a language switch)."""
        texts = {
            "bid": self.tr("Place bid"), "clear_bid": self.tr("Clear bid"), "mark": self.tr("Mark it"),
            "no_mark": self.tr("Leave unmarked"), "tablet": self.tr("Take a tablet (action D)"),
            "stop": self.tr("Stop choosing moai"), "done": self.tr("Leave other markers"),
            "logs": self.tr("Logs with the next figure: none"), "pass": self.tr("Pass"),
        }
        for name, key in self._BUTTON_KEYS:
            shortcut = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
            self.buttons[name].setText(f"{texts[name]}  ({shortcut})")
        self.favour_label.setText(self.tr("Carriers:"))
        self.favour.setToolTip(self.tr("Who carries your moai: the cheapest relay, or favour another player "
                                       "(their figures carry where they can and they gain the prestige)."))
        self.actions_label.setText(self.tr("All actions (double-click to play):"))
        self.actions.setAccessibleName(self.tr("Legal actions"))

    def changeEvent(self, event) -> None:
        """A language switch retranslates the panel and redraws the table (texts are made when drawn)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "board"):
            self._retranslate_panel()
            self._state = None  # words change: list the actions again
            self.board.redraw.request()

    def _build_shortcuts(self) -> None:
        self.shortcuts: dict[str, QShortcut] = {}
        for name, key in (("pass", "P"), ("tablet", "T"), ("stop", "S"), ("done", "D"), ("mark", "M"),
                          ("no_mark", "N"), ("bid", "Return"), ("clear_bid", "Backspace"), ("logs", "L")):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda n=name: self.press_button(n))
            self.shortcuts[name] = shortcut  # enabled only while its button shows (Return stays the list's)
        for key, slot in (("Escape", self.cancel), ("+", self.zoom_in), ("=", self.zoom_in), ("-", self.zoom_out),
                          ("0", self.zoom_fit)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        for k in range(1, 10):
            shortcut = QShortcut(QKeySequence(str(k)), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda k=k: self._choose(k - 1))

    # ------------------------------------------------------------------ zoom (main window calls these)
    def zoom_in(self) -> None:
        self.view.zoom_by(1.2)

    def zoom_out(self) -> None:
        self.view.zoom_by(1 / 1.2)

    def zoom_fit(self) -> None:
        self.view.fit()
        self._relayout()

    def shortcut_help(self) -> list[tuple[str, str]]:
        """The table's keyboard shortcuts as (keys, what they do), in the current language (the Help menu
        lists them)."""
        def keys(*names: str) -> str:
            return ", ".join(QKeySequence(n).toString(QKeySequence.SequenceFormat.NativeText) for n in names)

        return [
            (keys("Return"), self.tr("Place the secret bid")),
            (keys("Backspace"), self.tr("Clear the secret bid")),
            (keys("P"), self.tr("Pass")),
            (keys("T"), self.tr("Take a tablet (action D)")),
            (keys("S"), self.tr("Stop choosing moai")),
            (keys("D"), self.tr("Leave the other markers")),
            (keys("M"), self.tr("Mark the object")),
            (keys("N"), self.tr("Leave the object unmarked")),
            (keys("L"), self.tr("Send one more log with the next worker or sorcerer")),
            ("1 … 9", self.tr("Pick a choice offered in the side panel")),
            (keys("Escape"), self.tr("Cancel the piece in hand or the choice (also the right mouse button)")),
            (keys("+", "-"), self.tr("Zoom in, zoom out (also the mouse wheel)")),
            (keys("0"), self.tr("Fit the table to the window")),
            (self.tr("Arrow keys"), self.tr("Move the view (also drag the background)")),
        ]

    # ------------------------------------------------------------------ redraw
    def _look(self, view) -> SeatLook:
        session = self.session
        settings = getattr(session, "settings", None)
        symbols = bool(getattr(settings, "colour_blind", False)) if settings is not None else False
        names = [session.seat_name(s) for s in range(view.players)]
        last = ""
        marks: tuple = ()
        count = len(session.record.actions)
        if session.last_action is not None:
            seat, action, before = session.last_action
            last = self.describe(before, seat, action)
            # a figure placed or an object moved is public: it stays marked across a hand-off (which
            # forgets the session's last action) until the next action
            if session.last_action is self._last_seen:
                pass  # a redraw without a new action (e.g. waiting for "Done"): the mark stays as it is
            elif isinstance(action, (Move, Place, Power)):
                self._last_public = (session.last_action, last, count)
            elif (isinstance(action, (Mark, NoMark)) and self._last_public is not None
                  and self._last_public[0][0] == seat and self._last_public[2] == count - 1):
                self._last_public = (*self._last_public[:2], count)  # marking the moved object: the move stays
            else:
                self._last_public = None
        elif self._last_public is not None and self._last_public[2] != count:
            self._last_public = None  # an action since (or an undo)
        self._last_seen = session.last_action
        if self._last_public is not None:
            (seat, action, before), last, _ = self._last_public
            if seat >= 0 and seat != session.viewer:  # another player's move: marked on the board
                path: tuple = ()
                if isinstance(action, Move):
                    try:
                        path = queries.relay_path(before, seat, action)
                    except Exception:  # a mark is a courtesy; never break the table for it
                        path = ()
                marks = (seat, path, queries.action_targets(action))
        return SeatLook(names, [session.seat_colour(s) for s in range(view.players)], symbols, last, marks)

    def describe(self, state, seat: int, action: Action) -> str:
        """An action in words with people's names (the engine names seats by ``seat_names`` when given)."""
        names = tuple(self.session.seat_name(s) for s in range(state.players))
        if getattr(state, "seat_names", None) != names and hasattr(type(state), "seat_names"):
            if getattr(self, "_named", (None, None))[0] is not state:
                copy = state.clone()
                copy.seat_names = names
                self._named = (state, copy)  # one named copy per state (describing hundreds of moves)
            state = self._named[1]
        try:
            words = state.describe_action(seat, action)
        except Exception:  # a description must never break the table (and notation never reaches a player)
            return self.tr("an action")
        for s, name in enumerate(names):  # engines that do not know seat_names say "Seat 2"
            words = words.replace(f"Seat {s + 1}", name)
        return words

    def _setting_changed(self, key: str) -> None:
        if key == "colour_blind":
            self.refresh()

    def _thinking_changed(self, seat: int, thinking: bool) -> None:
        self._update_status()

    def _state_changed(self) -> None:
        """Redraw after, not during: a change made by a gesture is drawn from the event loop. A change of
        whose view is shown (a hand-off) is drawn at once: nothing of the previous viewer may stay."""
        if self.session.viewer != self._viewer:
            self.refresh()
        else:
            self.board.redraw.request()

    def refresh(self) -> None:
        """Show the session's view state. A new position starts a new decision; otherwise (a new layout, a
        setting) the decision in progress is kept."""
        session = self.session
        if session.closed:
            return
        self.board.redraw.cancel()
        view = session.view_state()
        seat = session.human_seat_to_act()
        new_position = view is not self._state or seat != self._seat
        if not new_position and self.board.busy:
            self._stale_layout = True  # after the gesture: nothing may jump under the mouse
            return
        if new_position:
            self.board.cancel_gesture()
            self._maybe_reveal(self._state, view)
            if self._state is not None and view is not self._state:
                self.message_label.clear()  # a move was played: the last refusal no longer applies
            self.interaction.update(view, seat, session.legal_actions() if seat is not None else [])
            self.selected = None
            self.dragging = None
            self._state, self._seat = view, seat
        self._viewer = session.viewer
        self.board.animator.finish_all()
        self._remove_route()
        self._arrangement = self._arrange(keep=not self.view.auto_fit)
        self._mode = self._arrangement.mode
        look = self._look(view)
        self.last_label.setText(self.tr("Last: {action}").format(action=look.last) if look.last else "")
        # the pixel grid of the fitted view (one the player zoomed keeps the grid it was fitted on: a new grid
        # draws every part anew, and the pictures of a zoomed view are painted anew anyway)
        fitted = self.view.auto_fit or self.scene.pixel is None
        report = self.scene.draw(view, look, self._arrangement, self._pixel() if fitted else self.scene.pixel)
        self.view.set_content(self.scene.content)
        pixel = self._pixel()
        if fitted and self.scene.pixel != pixel:  # fitting the new content changed the scale (the first draw, a
            # new extent): drawn again at once on the new grid, so that the next change is not a full redraw
            again = self.scene.draw(view, look, self._arrangement, pixel)
            report = _both(report, again)
            self.view.set_content(self.scene.content)
        self._stale_layout = False
        self.syncs.append(report)
        self.redraws += 1
        self._update_highlights(self.interaction.targets(self.selected) if self.selected else None)
        if new_position:
            self._update_panel()
        else:
            self._update_status()
        self._animate(report)

    def _pixel(self) -> float:
        """Device pixels per scene unit in the board view now (the scene snaps its sections' pieces to them)."""
        return self.view.transform().m11() * self.view.viewport().devicePixelRatioF()

    def _arrange(self, keep: bool = False) -> Arrangement:
        """The arrangement for the board view's size (``keep``: the current one, if any - the player zoomed)."""
        if keep and self._arrangement is not None:
            return self._arrangement
        view = self.session.view_state()
        size = self.view.viewport().size()
        # the table keeps a margin of 8 design pixels around it, and fitting leaves 2 pixels more
        return arrange(view.island, view.players, size.width() - 24, size.height() - 24)

    def best_mode(self) -> str:
        """"wide" or "tall": whichever arrangement shows the table larger in the board view's current size."""
        return self._arrange().mode

    def _relayout(self) -> None:
        """The window changed shape: arrange the table for the new size (players beside or below the island,
        text kept readable; the decision in progress stays; a drag in progress finishes first)."""
        if self.reveal.isVisible():
            self.reveal.place()
        if self.session.closed or self._state is None or self._arrangement is None or not self.view.auto_fit:
            return
        new = self._arrange()
        old = self._arrangement
        if (new.mode == old.mode and new.side == old.side and new.strip_rows == old.strip_rows
                and abs(new.k - old.k) <= 0.02 * old.k):
            return
        if self.board.busy:
            self._stale_layout = True
            return
        self.board.redraw.request()

    def _after_gesture(self) -> None:
        if self._stale_layout:
            self.board.redraw.request()

    def _update_status(self) -> None:
        """The round, the phase and who acts, with people's names (the engine only knows seat numbers)."""
        session = self.session
        view = session.view_state()
        acting = view.to_act()
        if view.is_terminal() or not acting:
            text = session.status_text()
        else:
            who = self.tr("chance") if acting == (-1,) else ", ".join(session.seat_name(s) for s in acting)
            text = self.tr("Round {round}, {phase}: waiting for {who}").format(round=view.round, phase=view.phase_name(),
                                                                                who=who)
        thinking = session.thinking_seat()
        if thinking is not None:
            text += "\n" + self.tr("{name} is thinking…").format(name=session.seat_name(thinking))
        self.status.setText(text)

    def _update_panel(self) -> None:
        self._update_status()
        it = self.interaction
        view = it.view
        buttons = it.button_actions()
        for name, button in self.buttons.items():
            if name == "clear_bid":
                button.setVisible("bid" in buttons)
            elif name == "logs":
                button.setVisible(view.phase == "place" and it.max_logs() > 0)
                words = (self.tr("Logs with the next figure: {n}").format(n=it.logs) if it.logs
                         else self.tr("Logs with the next figure: none"))
                button.setText(words + "  (L)")
            else:
                button.setVisible(name in buttons)
        for name, shortcut in self.shortcuts.items():
            shortcut.setEnabled(not self.buttons[name].isHidden())
        obj = it.decision_object()
        if obj is not None:
            self.buttons["mark"].setText(self.tr("Mark {obj}").format(obj=obj) + "  (M)")
            self.buttons["no_mark"].setText(self.tr("Leave {obj} unmarked").format(obj=obj) + "  (N)")
        if "bid" in buttons:
            bid = it.bid.action()
            self.buttons["bid"].setText(self.tr("Place bid: {bid}").format(bid=_bid_words(bid)) + "  (Enter)")
        # carriers (the list is filled anew only when its entries change: names, language, who acts)
        entries = [(self.tr("cheapest relay (engine)"), None)]
        entries += [(self.tr("favour {name}").format(name=self.session.seat_name(s)), s)
                    for s in range(view.players) if s != it.seat]
        if entries != [(self.favour.itemText(i), self.favour.itemData(i)) for i in range(self.favour.count())]:
            self.favour.blockSignals(True)
            current = self.favour.currentData()
            self.favour.clear()
            for text, data in entries:
                self.favour.addItem(text, data)
            index = self.favour.findData(current)
            self.favour.setCurrentIndex(max(0, index))
            self.favour.blockSignals(False)
        self._favour_changed()
        self.favour.setEnabled(view.phase == "transport" and it.seat is not None)
        # who carries matters only for transport; elsewhere the row would be a greyed-out puzzle
        self.favour.setVisible(view.phase == "transport")
        self.favour_label.setVisible(view.phase == "transport")
        self._set_choices([])
        self._fill_actions()
        self._update_prompt()

    def _favour_changed(self) -> None:
        self.interaction.favoured = self.favour.currentData()

    def _update_prompt(self) -> None:
        it = self.interaction
        phase = it.phase()
        if it.seat is None:
            self.prompt.setText(self.tr("Nothing to decide for you now."))
            return
        text = {
            "bid": self.tr("Secret bid: click markers and figures behind your screen, then Place bid."),
            "pick": self.tr("Click a moai on the quarry display to take it, or stop choosing."),
            "place": self.tr("Drag a figure from behind your screen onto a hex (or click it, then a hex). "
                             "Logs behind your screen: click them to send them with the next worker or sorcerer."),
            "transport": self.tr("Drag a moai or hat onto a hex, an ahu or a moai (or click it, then the target). "
                                 "Click an unmarked object twice to mark it without moving."),
            "quarry_mark": self.tr("Mark the object returned to the quarry, or leave it."),
            "return": self.tr("Click your marked objects to take markers back, then Leave other markers."),
        }.get(phase, "")
        if self.interaction.decision_object() and phase == "transport":
            text = self.tr("Mark the object you moved, or leave it unmarked.")
        self.prompt.setText(text)

    def _fill_actions(self) -> None:
        """Every decision as a list line; when there is none to list, the list gives way to a note saying why
        (a player should never face an empty list)."""
        self.actions.clear()
        it = self.interaction
        view = it.view
        if it.seat is not None:
            for action in it.legal:
                if type(action).__name__ == "Bid":
                    continue  # thousands of bids: the bid is put together behind the screen
                words = self.describe(view, it.seat, action)
                item = QListWidgetItem(words)
                item.setToolTip(words)
                item.setData(Qt.ItemDataRole.UserRole, action)
                self.actions.addItem(item)
        listed = self.actions.count() > 0
        self.actions.setVisible(listed)
        self.actions_label.setVisible(listed)
        self.actions_note.setVisible(not listed)
        if listed:
            self.actions_note.setText("")
        elif it.seat is not None and it.phase() == "bid":
            self.actions_note.setText(self.tr(
                "Your secret bid is the only decision now. Put it together behind your screen: click markers, "
                "workers, the sorcerer or the chief to add them (click again to take one back); the bid button "
                "above shows it, Enter places it, Backspace clears it. Nobody sees it until every bid is in."))
        else:
            self.actions_note.setText(self.tr("Your possible actions are listed here when it is your decision."))

    def _play_item(self, item: QListWidgetItem) -> None:
        action = item.data(Qt.ItemDataRole.UserRole)
        if action is not None:
            self.submit(action)

    def show_message(self, text: str) -> None:
        self.message_label.say(text)

    # ------------------------------------------------------------------ highlights
    def _items(self) -> dict[tuple, PieceItem]:
        return self.scene.mirror.items

    def outline(self, key: tuple):
        item = self._items().get(key)
        return None if item is None else item.mapToScene(item.shape())

    def _update_highlights(self, targets: dict | None = None) -> None:
        """Mark the chosen pieces (selected, in the bid, logs going along, the object to mark) and light
        the legal targets of the piece in hand."""
        board = self.board
        board.marks.clear()
        it = self.interaction
        for key, item in self._items().items():
            if key[0] not in ("screen", "object"):
                continue
            chosen = key == self.selected or key == self.dragging or it.bid_selected(key)
            if it.is_log(key) and len(key) > 3 and key[3] < it.logs:
                chosen = True
            if chosen:
                board.marks.light(item.mapToScene(item.shape()), mode="selected")
        obj = it.decision_object()
        if obj is not None and ("object", obj) in self._items():
            board.marks.light(self.outline(("object", obj)), mode="selected")
        if targets is not None:
            board.light_targets({key: "" for key in targets})
        elif it.phase() in ("pick", "return"):
            board.light_targets({key: "" for key in self._items() if key[0] == "object" and it.click_actions(key)})

    # ------------------------------------------------------------------ the board's host interface
    def drag_model(self, key: tuple):
        if self.interaction.seat is None:
            return None
        return self.interaction.drag_model(key)

    def drag_started(self, model) -> None:
        self.message_label.clear()  # a new gesture: an earlier refusal no longer applies
        self._set_choices([])
        if isinstance(model, PieceDrag):
            self.dragging = model.key
            self.selected = None
            self._update_highlights(self.interaction.targets(model.key))
        elif isinstance(model, LogDrag):
            self._update_highlights(model.targets())

    def drag_over(self, model, target: tuple | None) -> None:
        """While an object is dragged: draw the engine's relay to the lit target under the cursor and say
        who gains prestige."""
        if not isinstance(model, PieceDrag) or model.key[0] != "object" or target == self._route_for:
            return
        self._remove_route()
        self._route_for = target
        if target is None:
            self._update_prompt()
            return
        it = self.interaction
        found = queries.find_move(it.view, it.seat, model.key[1], target, it.legal, it.favoured)
        if not found:
            return
        route = queries.relay(it.view, it.seat, found.actions[0])
        if route is None:
            return
        start = it.view.move_start(it.seat, model.key[1])
        points = [hex_centre(it.view.island, h) for h in (start, *route.path)]
        words = self._prestige_words(route)
        self._route_item = RouteItem(points, words)
        self.scene.addItem(self._route_item)
        self.prompt.setText(words)

    def _remove_route(self) -> None:
        if self._route_item is not None and self._route_item.scene() is self.scene:
            self.scene.removeItem(self._route_item)
        self._route_item = None
        self._route_for = None

    def _prestige_words(self, route) -> str:
        """Who gains prestige from a relay, in words."""
        gains = [f"{self.session.seat_name(s)} +{p}" for s, p in enumerate(route.prestige) if p]
        if not gains:
            return self.tr("No prestige given away")
        return self.tr("Prestige: {gains}").format(gains=", ".join(gains))

    def drag_finished(self, model, outcome) -> None:
        self.dragging = None
        self._remove_route()
        self._update_prompt()
        self._update_highlights()

    def animation_ms(self) -> int:
        return self.session.animation_ms()

    def carry_out(self, outcome: Outcome) -> None:
        """Do what a gesture came to: play it, offer the choices, or say why not."""
        if isinstance(outcome, Play):
            self.submit(outcome.action)
        elif isinstance(outcome, Choose):
            self._update_highlights()
            self._set_choices(list(outcome.actions))
        elif isinstance(outcome, Refuse):
            self._update_highlights()
            self.message_label.refuse(outcome.reason)
        elif isinstance(outcome, Stage):  # logs put with the next figure
            self._update_panel_logs()

    def _update_panel_logs(self) -> None:
        it = self.interaction
        words = (self.tr("Logs with the next figure: {n}").format(n=it.logs) if it.logs
                 else self.tr("Logs with the next figure: none"))
        self.buttons["logs"].setText(words + "  (L)")
        self._update_highlights(self.interaction.targets(self.selected) if self.selected else None)

    # ------------------------------------------------------------------ gestures
    def submit(self, action: Action) -> bool:
        """Send one action to the session (the rules decide); the redraw follows from the event loop."""
        it = self.interaction
        if isinstance(action, Move) and action.path is None and it.favoured is not None and it.view is not None:
            route = queries.relay(it.view, it.seat, action, it.favoured)
            if route is not None:
                action = Move(action.obj, action.dest, action.goal, action.ahu, route.path, route.carriers)
        self.message_label.clear()
        self._played = action
        return self.session.submit(action)

    def _keys_at(self, point: QPointF) -> list[tuple]:
        return [item.key for item in self.scene.items(point) if isinstance(item, PieceItem) and item.role is not None]

    def click(self, key: tuple | None, point: QPointF) -> None:
        self.clicked(self._keys_at(point) if key is not None else [])

    def clicked(self, keys: list[tuple]) -> None:
        """Click-to-select, click-to-target: the same decisions as the drags, without dragging."""
        it = self.interaction
        keys = [k for k in keys if k]
        self.message_label.clear()  # a new gesture: the last refusal no longer applies
        # a target for the piece selected before?
        if self.selected is not None:
            source = self.selected
            for key in keys:
                if key == source:
                    break
                if it.is_log(key):
                    continue
                target = it.target_of(key)
                if target is None:
                    continue
                self.selected = None
                self._update_highlights()
                self.carry_out(it.resolve(source, target))
                return
            else:
                if not keys:
                    self.cancel()
                    return
            # clicked the selected piece again: the actions it has without moving (mark it)
            self.selected = None
            self._update_highlights()
            actions = it.click_actions(source)
            if len(actions) == 1:
                self.submit(actions[0])
            elif actions:
                self._set_choices(actions)
            return
        for key in keys:
            if it.bid_toggle(key):
                self._update_highlights()
                self._update_panel()
                return
            if it.is_log(key) and it.max_logs():
                it.cycle_logs()
                self._update_panel()
                self._update_highlights()
                return
            if it.is_source(key):
                self.selected = key
                self._update_highlights(it.targets(key))
                self.prompt.setText(self.tr("Now click where it goes (Esc cancels)."))
                return
            actions = it.click_actions(key)
            if len(actions) == 1:
                self.submit(actions[0])
                return
            if actions:
                self._set_choices(actions)
                return
        for key in keys:
            reason = it.stay_reason(key)
            if reason is not None:
                # a slip on a moai or hat that cannot move: the rules say why, as they do for its drag
                self.message_label.refuse(reason)
                return
        if it.seat is not None and any(k[0] in PIECE_KEYS for k in keys):
            # a piece that plays no part in this decision (a spent bid, another's figure, the supply):
            # say so, rather than doing nothing at all
            self.show_message(self.tr("Nothing to do with that now: see the hint above."))

    def cancel(self) -> None:
        if self.reveal.isVisible():
            self.reveal.dismiss_by_player()
        self.board.cancel_gesture()
        self.selected = None
        self._set_choices([])
        self._update_highlights()
        self._update_prompt()

    # ------------------------------------------------------------------ choices and buttons
    def _set_choices(self, actions: list[Action]) -> None:
        while self.choice_layout.count():
            widget = self.choice_layout.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self._point_at(None)
        self._choices = list(actions)
        it = self.interaction
        if not actions:
            return
        label = QLabel(self.tr("Choose:"))
        label.setStyleSheet("font-weight: bold;")
        self.choice_layout.addWidget(label)
        texts = [self.describe(it.view, it.seat, action) for action in actions]
        for k, (action, text) in enumerate(zip(actions, texts)):
            html = f"{k + 1}. " + marked_difference(text, texts)
            if k == 0 and len(actions) > 1:
                html = f"<b>{html}</b>"  # the most likely meaning comes first, in bold
            button = ChoiceButton(f"{k + 1}. {text}", html)
            button.setObjectName(f"choice_{k}")
            button.setToolTip(text)
            button.clicked.connect(lambda _=False, a=action: self.submit(a))
            button.hovered.connect(lambda on, a=action: self._point_at(a if on else None))
            self.choice_layout.addWidget(button)
        cancel = QPushButton(self.tr("Cancel (Esc)"))
        cancel.clicked.connect(self.cancel)
        self.choice_layout.addWidget(cancel)

    def highlight_action(self, action: Action | None) -> None:
        """The hint's hook (``hint_dialog``): light the hex or ahu of a suggested action on the board, as
        a hovered choice is lit; None clears it."""
        self._point_at(action)

    def _point_at(self, action: Action | None) -> None:
        """Light the hex or ahu of a hovered choice on the board (None: nothing)."""
        self._pointed = action
        if action is None:
            self.board.clear_pointer()
            return
        outlines = [self.outline(target) for target in queries.action_targets(action)]
        self.board.point_at([o for o in outlines if o is not None])

    def _maybe_reveal(self, before, view) -> None:
        """The secret bids were just revealed: show them side by side, then who picks which moai. A hand-off
        right after the reveal shows them again to the player who takes the seat (unless closed by hand)."""
        if view.phase != "pick" or view.revealed_bids is None:
            return
        just_revealed = before is not None and getattr(before, "phase", None) == "bid"
        handed_over = (self._reveal_round == view.round and self.session.viewer != self._viewer
                       and self.session.viewer is not None and not self.reveal.dismissed
                       and self._reveal_count == len(self.session.record.actions))  # nobody chose yet
        if not (just_revealed or handed_over):
            return
        self._reveal_round = view.round
        self._reveal_count = len(self.session.record.actions)
        names = [self.session.seat_name(s) for s in range(view.players)]
        bids = [(names[s], self.session.seat_colour(s), revealed_bid_words(view, s, names[s]))
                for s in range(view.players)]
        order = " → ".join(names[s] for s in view.pick_order)
        self.reveal.show_bids(self.tr("The secret bids are revealed"), bids,
                              self.tr("Choosing order: {order}").format(order=order), self.tr("OK"))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # a narrow window gives the board more room: the side panel narrows (its texts wrap)
        self.side_panel.setFixedWidth(NARROW_PANEL if event.size().width() < 900 else WIDE_PANEL)
        if self.reveal.isVisible():
            self.reveal.place()

    def _choose(self, index: int) -> None:
        if 0 <= index < len(self._choices):
            self.submit(self._choices[index])

    def press_button(self, name: str) -> None:
        it = self.interaction
        if name == "clear_bid":
            it.bid.clear()
            self._update_highlights()
            self._update_panel()
            return
        if name == "logs":
            if it.max_logs():
                it.cycle_logs()
                self._update_panel()
                self._update_highlights()
            return
        action = it.button_actions().get(name)
        if action is not None and not self.buttons[name].isHidden():
            self.submit(action)

    # ------------------------------------------------------------------ animations
    def _animate(self, report) -> None:
        """Slide what the last action moved (computer moves, other people's moves) from where it was; a
        carried moai or hat follows its relay hex by hex."""
        last = self.session.last_action
        if last is None or last is self._seen_last:
            return
        self._seen_last = last
        played, self._played = self._played, None
        ms = self.session.animation_ms()
        seat, action, before = last
        if ms <= 0 or action is played:
            return  # no animations, or the move this table just submitted: nothing to replay
        items = self._items()
        starts = dict(report.moved_from)
        for key in report.created:
            if key[0] == "figure" and key[1] == seat and seat in self.scene.screen_anchor:
                starts[key] = self.scene.screen_anchor[seat]
        for key, start in starts.items():
            if key[0] not in ("object", "figure") or key not in items:
                continue
            item = items[key]
            end = item.pos()
            if (start - end).manhattanLength() < 1:
                continue
            points = [start]
            if isinstance(action, Move) and key == ("object", action.obj):
                points += [hex_centre(before.island, h) for h in queries.relay_path(before, seat, action)]
            points.append(end)
            item.setZValue(item.zValue() + 50)
            z = item.spec.z
            # within the session's pacing (it waits ``ms`` before the next computer move, whose redraw would
            # put the piece at its end): a long relay goes faster rather than being cut short
            self.board.animator.slide(item, points, ms, done=lambda item=item, z=z: item.setZValue(z))
            self.animations_started += 1


def _both(first: SyncReport, then: SyncReport) -> SyncReport:
    """What two syncs in a row changed, as one report (where moved pieces were: before the first)."""
    created = first.created + then.created
    new = set(created)
    updated = list(dict.fromkeys(k for k in first.updated + then.updated if k not in new))
    moved = dict(first.moved_from)
    for key, pos in then.moved_from.items():
        if key not in moved and key not in new:
            moved[key] = pos
    return SyncReport(created, updated, first.removed + then.removed, moved)


def _bid_words(bid) -> str:
    """A bid in short words for the bid button."""
    parts = []
    if bid.markers:
        parts.append(_tr("{n}×marker", n=bid.markers))
    if bid.workers:
        parts.append(_tr("{n}×worker", n=bid.workers))
    if bid.sorcerer:
        parts.append(_tr("sorcerer"))
    if bid.chief:
        parts.append(_tr("chief"))
    return ", ".join(parts) or _tr("nothing")

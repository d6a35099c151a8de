"""The Giants table widget: the board view, a side panel with every decision, shortcuts, animations.

Data flow (ARCHITECTURE.md): the session's ``state_changed`` makes the scene redraw from
``view_state()``; gestures (drag, or click the piece then click the target) become legal actions via
:mod:`.interaction` and go to ``session.submit``. The view never changes game state itself. Anything
without a gesture of its own is reachable from the buttons and from the "All actions" list.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEasingCurve, QEvent, QPointF, Qt, QVariantAnimation
from PySide6.QtGui import QKeySequence, QMouseEvent, QPainter, QShortcut, QWheelEvent
from PySide6.QtWidgets import (
    QComboBox, QFrame, QGraphicsView, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
    QSizePolicy, QVBoxLayout, QWidget,
)

from giantapp.engine import Action
from giantapp.giants import transport
from giantapp.giants.actions import Move

from .geometry import hex_centre, table_size
from .interaction import Interaction, favour_route, prestige_words
from .items import ArtItem, RouteItem
from .scene import GiantsScene, SeatLook

DRAG_DISTANCE = 6


#: item keys of pieces on the table (a click on one that cannot be used now is answered with a message)
PIECE_KEYS = frozenset({"screen", "front", "figure", "object", "supply"})


class BoardView(QGraphicsView):
    """The island and the players' areas: zoom (wheel, keys), pan (drag the background), drags and clicks."""

    def __init__(self, table: "GiantsTable") -> None:
        super().__init__(table.scene)
        self.table = table
        self.setObjectName("giants_board")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setMouseTracking(True)
        self.auto_fit = True
        self._press: dict | None = None
        self._pan: QPointF | None = None

    # --- zoom
    def zoom_by(self, factor: float) -> None:
        current = self.transform().m11()
        factor = max(0.2 / current, min(6.0 / current, factor))
        self.auto_fit = False
        self.scale(factor, factor)

    def fit(self) -> None:
        rect = self.scene().sceneRect()
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15 ** steps)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.table.relayout()
        if self.auto_fit:
            self.fit()

    def forget_press(self) -> None:
        """Drop a press or drag in progress (the scene is being rebuilt under it)."""
        self._press = None

    # --- mouse: press on a piece, move with the button held (drag) or release (click)
    def _keyed_items(self, pos) -> list:
        result = []
        for item in self.items(pos):
            key = item.data(0)
            if isinstance(key, tuple) and key and key[0] not in ("text", "route", "sea", "panel", "strip"):
                result.append(item)
        return result

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            self._pan = event.position()
            return
        items = self._keyed_items(event.position().toPoint())
        self._press = {"pos": event.position(), "items": items, "dragging": False, "item": None}
        interaction = self.table.interaction
        if any(interaction.is_source(i.data(0)) or interaction.is_clickable(i.data(0)) for i in items):
            self.table.show_message("")  # a new gesture: the last refusal no longer applies
        for item in items:
            key = item.data(0)
            if self.table.interaction.is_source(key):
                self._press["item"] = item
                self._press["origin"] = item.pos()
                self._press["scene"] = self.mapToScene(event.position().toPoint())
                break
        if self._press["item"] is None:
            # during the secret bid a figure or marker is clicked into the bid, not moved; a drag of one is
            # followed (so the gesture is seen) and refused with that explanation, instead of counting as a click
            for item in items:
                if interaction.bid_toggle(item.data(0), dry=True):
                    self._press.update(bid_item=item, origin=item.pos(), scene=self.mapToScene(event.position().toPoint()))
                    break
        if self._press["item"] is None and not any(self.table.interaction.is_clickable(i.data(0)) for i in items) \
                and self.table.selected is None:
            self._pan = event.position()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan is not None and event.buttons() != Qt.MouseButton.NoButton:
            delta = event.position() - self._pan
            self._pan = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(delta.y()))
            return
        press = self._press
        selected = self.table.selected
        if press is None and selected is not None and selected[0] == "object":
            # click-to-target: the relay and who gains are previewed under the cursor too
            self.table.drag_over(selected, self._target_key(event.position().toPoint(), None))
            return
        if press is not None and press.get("bid_item") is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if not press.get("bid_drag") and (event.position() - press["pos"]).manhattanLength() < DRAG_DISTANCE:
                return
            item = press["bid_item"]
            if not press.get("bid_drag"):
                press["bid_drag"] = True
                item.setData(1, item.zValue())  # restored on the snap back
                item.setZValue(200)
            item.setPos(press["origin"] + (self.mapToScene(event.position().toPoint()) - press["scene"]))
            return
        if press is None or press["item"] is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        if not press["dragging"]:
            if (event.position() - press["pos"]).manhattanLength() < DRAG_DISTANCE:
                return
            press["dragging"] = True
            press["item"].setData(1, press["item"].zValue())  # restored on a snap back
            press["item"].setZValue(200)
            self.table.begin_drag(press["item"].data(0))
        scene_pos = self.mapToScene(event.position().toPoint())
        item = press["item"]
        item.setPos(press["origin"] + (scene_pos - press["scene"]))
        self.table.drag_over(item.data(0), self._target_key(event.position().toPoint(), item))

    def _target_key(self, pos, dragged) -> tuple | None:
        for item in self._keyed_items(pos):
            if item is dragged:
                continue
            key = item.data(0)
            if self.table.interaction.figure_of(self.table.dragging or ()) and key[:2] == ("screen", self.table.interaction.seat):
                continue
            target = self.table.interaction.target_of(key)
            if target is not None:
                return target
            if key[0] == "screen":
                return key
        return None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan is not None:
            self._pan = None
            if self._press is None or self._press.get("item") is None:
                moved = self._press is not None and (event.position() - self._press["pos"]).manhattanLength() >= DRAG_DISTANCE
                press, self._press = self._press, None
                if press is not None and not moved:
                    self.table.clicked([i.data(0) for i in press["items"]])
                return
        press, self._press = self._press, None
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        if press.get("bid_drag"):
            self.table.refuse_bid_drag(press["bid_item"], press["origin"])
            return
        if press["dragging"]:
            item = press["item"]
            target = self._target_key(event.position().toPoint(), item)
            self.table.drop(item.data(0), target, item, press["origin"])
            return
        self.table.clicked([i.data(0) for i in press["items"]])


class GiantsTable(QWidget):
    """Giants for people: see the module docstring. Built by ``tables.make_table`` as ``GiantsTable(session)``."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("GiantsTable")
        self.scene = GiantsScene(self)
        self.interaction = Interaction()
        self.selected: tuple | None = None  # click-to-select: the piece waiting for a target
        self.dragging: tuple | None = None
        self._route_item: RouteItem | None = None
        self._animations: list[QVariantAnimation] = []
        self._own_submit = False
        self._built = None
        self._mode = "wide"
        self.animations_started = 0  # how many slides were started (tests and diagnostics)

        self.view = BoardView(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self._build_panel())
        self._build_shortcuts()
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocusProxy(self.view)

        session.state_changed.connect(self.refresh)
        session.message.connect(self.show_message)
        session.thinking_changed.connect(lambda *_: self._update_status())
        settings = getattr(session, "settings", None)
        if settings is not None and hasattr(settings, "changed"):
            settings.changed.connect(lambda key: self.refresh() if key == "colour_blind" else None)
        self.refresh()

    # ------------------------------------------------------------------ side panel
    def _build_panel(self) -> QWidget:
        panel = QFrame()
        panel.setObjectName("giants_side_panel")
        panel.setFixedWidth(270)
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
        self.message_label = QLabel()
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet("color: #a31515;")
        box.addWidget(self.message_label)

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
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "actions_label"):
            self._retranslate_panel()
            self.refresh()

    def _build_shortcuts(self) -> None:
        self.shortcuts: dict[str, QShortcut] = {}
        for name, key in (("pass", "P"), ("tablet", "T"), ("stop", "S"), ("done", "D"), ("mark", "M"),
                          ("no_mark", "N"), ("bid", "Return"), ("clear_bid", "Backspace"), ("logs", "L")):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda n=name: self.press_button(n))
            self.shortcuts[name] = shortcut  # enabled only while its button shows (Return stays the list's)
        for key, slot in (("Escape", self.cancel), ("+", self.zoom_in), ("-", self.zoom_out), ("0", self.zoom_fit)):
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
        self.view.auto_fit = True
        self.view.fit()

    # ------------------------------------------------------------------ redraw
    def _look(self, view) -> SeatLook:
        session = self.session
        settings = getattr(session, "settings", None)
        symbols = bool(getattr(settings, "colour_blind", False)) if settings is not None else False
        names = [session.seat_name(s) for s in range(view.players)]
        last = ""
        if session.last_action is not None:
            seat, action, before = session.last_action
            try:
                last = self.describe(before, seat, action)
            except Exception:  # words are a courtesy; never break the table for them
                last = str(action)
        return SeatLook(names, [session.seat_colour(s) for s in range(view.players)], symbols, last)

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
        except Exception:  # a description must never break the table
            return str(action)
        for s, name in enumerate(names):  # engines that do not know seat_names say "Seat 2"
            words = words.replace(f"Seat {s + 1}", name)
        return words

    def refresh(self) -> None:
        session = self.session
        if session.closed:
            return
        view = session.view_state()
        old_positions = self._positions()
        seat = session.human_seat_to_act()
        self.interaction.update(view, seat, session.legal_actions() if seat is not None else [])
        self.selected = None
        self.dragging = None
        self.view.forget_press()  # a drag in progress refers to items that are about to be replaced
        self._route_item = None
        for animation in self._animations:
            animation.stop()
        self._animations = []
        self._mode = self.best_mode()
        self._built = self.scene.rebuild(view, self._look(view), self._mode)
        self._update_highlights()
        self._update_panel()
        if self.view.auto_fit:
            self.view.fit()
        if not self._own_submit:
            self._animate(old_positions)
        self._own_submit = False

    def best_mode(self) -> str:
        """"wide" or "tall": whichever layout shows the table larger in the board view's current size."""
        view = self.session.view_state()
        size = self.view.viewport().size()
        best, best_scale = "wide", -1.0
        for mode in ("wide", "tall"):
            rect = table_size(view.island, view.players, mode)
            scale = min(size.width() / rect.width(), size.height() / rect.height())
            if scale > best_scale + 1e-6:
                best, best_scale = mode, scale
        return best

    def relayout(self) -> None:
        """The window changed shape: switch layouts if the other one now fits better (keeps the selection)."""
        if self.dragging is not None or self.session.closed or self.best_mode() == self._mode:
            return
        selected = self.selected
        self._mode = self.best_mode()
        self._built = self.scene.rebuild(self.session.view_state(), self._look(self.session.view_state()), self._mode)
        self.selected = selected
        self._update_highlights(self.interaction.targets(selected) if selected else None)

    def _positions(self) -> dict[tuple, QPointF]:
        if self._built is None:
            return {}
        return {key: item.scenePos() for key, item in self._built.items.items()
                if key and key[0] in ("object", "figure")}

    def _update_status(self) -> None:
        """The round, the phase and who acts, with people's names (the engine only knows seat numbers)."""
        session = self.session
        view = session.view_state()
        acting = view.to_act()
        if view.is_terminal() or not acting:
            text = session.status_text()
        else:
            if acting == (-1,):
                who = self.tr("chance")
            else:
                who = ", ".join(session.seat_name(s) for s in acting)
            text = self.tr("Round {round}, {phase}: waiting for {who}").replace("{round}", str(view.round)) \
                .replace("{phase}", view.phase_name()).replace("{who}", who)
        thinking = session.thinking_seat()
        if thinking is not None:
            text += "\n" + self.tr("{name} is thinking…").replace("{name}", session.seat_name(thinking))
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
                words = (self.tr("Logs with the next figure: {n}").replace("{n}", str(it.logs)) if it.logs
                         else self.tr("Logs with the next figure: none"))
                button.setText(words + "  (L)")
            else:
                button.setVisible(name in buttons)
        for name, shortcut in self.shortcuts.items():
            shortcut.setEnabled(not self.buttons[name].isHidden())
        obj = it.decision_object()
        if obj is not None:
            self.buttons["mark"].setText(self.tr("Mark {obj}").replace("{obj}", obj) + "  (M)")
            self.buttons["no_mark"].setText(self.tr("Leave {obj} unmarked").replace("{obj}", obj) + "  (N)")
        if "bid" in buttons:
            bid = it.bid.action()
            self.buttons["bid"].setText(self.tr("Place bid: {bid}").replace("{bid}", _bid_words(bid)) + "  (Enter)")
        # carriers
        self.favour.blockSignals(True)
        current = self.favour.currentData()
        self.favour.clear()
        self.favour.addItem(self.tr("cheapest relay (engine)"), None)
        for s in range(view.players):
            if s != it.seat:
                self.favour.addItem(self.tr("favour {name}").replace("{name}", self.session.seat_name(s)), s)
        index = self.favour.findData(current)
        self.favour.setCurrentIndex(max(0, index))
        self.favour.blockSignals(False)
        self.favour.setEnabled(view.phase == "transport" and it.seat is not None)
        # who carries matters only for transport; elsewhere the row would be a greyed-out puzzle
        self.favour.setVisible(view.phase == "transport")
        self.favour_label.setVisible(view.phase == "transport")
        self._set_choices([])
        self._fill_actions()
        self._update_prompt()

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
                item = QListWidgetItem(self.describe(view, it.seat, action))
                item.setToolTip(str(action))
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
        self.message_label.setText(text)

    # ------------------------------------------------------------------ highlights
    def _items(self):
        return self._built.items if self._built is not None else {}

    def _update_highlights(self, targets: dict | None = None) -> None:
        it = self.interaction
        for key, item in self._items().items():
            if not isinstance(item, ArtItem):
                continue
            selected = key == self.selected or it.bid_selected(key)
            if key[:3] == ("screen", it.seat, "log") and len(key) > 3 and key[3] < it.logs:
                selected = True
            item.set_selected_look(selected)
            item.set_highlight(targets is not None and key in targets)
        obj = it.decision_object()
        if obj is not None and ("object", obj) in self._items():
            self._items()[("object", obj)].set_selected_look(True)
        if targets is None and it.phase() in ("pick", "return"):
            for key, item in self._items().items():
                if key[0] == "object" and isinstance(item, ArtItem) and it.click_actions(key):
                    item.set_highlight(True)

    # ------------------------------------------------------------------ gestures
    def submit(self, action: Action) -> bool:
        """Send one action to the session (the rules decide); clears the selection either way."""
        it = self.interaction
        if isinstance(action, Move) and action.path is None:
            favoured = self.favour.currentData()
            if favoured is not None and it.view is not None and it.seat is not None:
                action = favour_route(it.view, it.seat, action, favoured)
        self.message_label.setText("")
        self._own_submit = True
        ok = self.session.submit(action)
        if not ok:
            self._own_submit = False
        return ok

    def begin_drag(self, key: tuple) -> None:
        self.dragging = key
        self.selected = None
        targets = self.interaction.targets(key)
        if key[:3] == ("screen", self.interaction.seat, "log"):
            targets = {k: [] for k in self._items() if self.interaction.figure_of(k) in ("worker", "sorcerer")}
        self._update_highlights(targets)

    def drag_over(self, key: tuple, target: tuple | None) -> None:
        """While an object is dragged: draw the engine's relay to the hex under the cursor, say who gains."""
        if self._route_item is not None:
            self.scene.removeItem(self._route_item)
            self._route_item = None
        self._hover(target)
        if key[0] != "object" or target is None:
            return
        route = self._route_to(key[1], target)
        if route is None:
            self.prompt.setText(self.tr("Not reachable from here."))
            return
        view = self.interaction.view
        start = self.interaction.start_of(key[1])
        points = [hex_centre(view.island, h) for h in (start, *route.path)]
        words = prestige_words(route, [self.session.seat_name(s) for s in range(view.players)])
        self._route_item = RouteItem(points, words)
        self.scene.addItem(self._route_item)
        self.prompt.setText(words)

    def _route_to(self, obj: str, target: tuple):
        """The relay the drop would use: the engine's cheapest, or the one favouring another player."""
        options = self.interaction.transport_options(obj)
        option = None
        if target[0] == "hex":
            option = options.get(target[1])
        elif target[0] == "ahu":
            fits = [o for o in options.values() if target[1] in o.erect or target[1] in o.hats]
            if fits:
                option = min(fits, key=lambda o: (o.route.total, len(o.route.path)))
        if option is None:
            return None
        favoured = self.favour.currentData()
        it = self.interaction
        if favoured is not None and option.route.path:
            move = favour_route(it.view, it.seat, Move(obj, option.dest), favoured)
            if move.path is not None:
                try:
                    return transport.validate_path(it.view, it.seat, obj, option.route.start, move.path, move.carriers)
                except Exception:  # fall back to the engine's proposal
                    pass
        return option.route

    def _hover(self, target: tuple | None) -> None:
        """Mark the legal target under the cursor while dragging."""
        previous = getattr(self, "_hovered", None)
        if previous is not None and previous in self._items():
            self._items()[previous].set_selected_look(False)
        self._hovered = None
        if target is not None and target in self._items() and self._items()[target].highlighted:
            self._items()[target].set_selected_look(True)
            self._hovered = target

    def drop(self, key: tuple, target: tuple | None, item, origin: QPointF) -> None:
        """A drag ended: play the matching legal action, offer a choice, or snap back with the reason."""
        self.dragging = None
        if self._route_item is not None:
            self.scene.removeItem(self._route_item)
            self._route_item = None
        self._update_prompt()
        it = self.interaction
        if key[:3] == ("screen", it.seat, "log"):
            self._snap_back(item, origin)
            if target is not None and it.figure_of(target) in ("worker", "sorcerer"):
                it.logs = min(it.max_logs(), it.logs + 1)
                self._update_panel()
            self._update_highlights()
            return
        candidates, natural = it.resolve(key, target)
        if len(candidates) == 1:
            self.submit(candidates[0])
            return
        self._snap_back(item, origin)
        self._update_highlights()
        if candidates:
            self._set_choices(candidates)
            return
        if natural is None:
            self.show_message(self.tr("Drop it on a hex of the island."))
            return
        if not self.submit(natural):
            return

    def refuse_bid_drag(self, item, origin: QPointF) -> None:
        """A figure or marker was dragged during the secret bid: nothing goes onto the island before phase 3,
        so it slides back, the bid stays as it was, and the player reads how bidding works."""
        self._snap_back(item, origin)
        self._update_highlights()
        self.show_message(self.tr(
            "During the secret bid nothing is moved: figures go onto the island in phase 3. To bid, click "
            "markers and figures behind your screen (click again to take one back), then Place bid."))

    def _snap_back(self, item, origin: QPointF) -> None:
        """Put a refused piece back where it came from (a short slide when animations are on)."""
        self._hover(None)
        z = item.data(1)
        item.setZValue(float(z) if z is not None else 6.0)
        ms = self.session.animation_ms()
        if ms > 0 and (item.pos() - origin).manhattanLength() > 2:
            self._slide(item, [item.pos(), origin], min(ms, 200))
        else:
            item.setPos(origin)

    def clicked(self, keys: list[tuple]) -> None:
        """Click-to-select, click-to-target: the same decisions as the drags, without dragging."""
        it = self.interaction
        keys = [k for k in keys if k]
        # a target for the piece selected before?
        if self.selected is not None:
            source = self.selected
            for key in keys:
                if key == source:
                    break
                if key[:3] == ("screen", it.seat, "log"):
                    continue
                target = it.target_of(key)
                if target is None:
                    continue
                candidates, natural = it.resolve(source, target)
                self.selected = None
                self._update_highlights()
                if len(candidates) == 1:
                    self.submit(candidates[0])
                elif candidates:
                    self._set_choices(candidates)
                elif natural is not None:
                    self.submit(natural)
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
            if key[:3] == ("screen", it.seat, "log") and it.max_logs():
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
        if it.seat is not None and any(k[0] in PIECE_KEYS for k in keys):
            # a piece that plays no part in this decision (a spent bid, another's figure, the supply):
            # say so, rather than doing nothing at all
            self.show_message(self.tr("Nothing to do with that now: see the hint above."))

    def cancel(self) -> None:
        self.selected = None
        self._set_choices([])
        self._update_highlights()
        self._update_prompt()

    # ------------------------------------------------------------------ choices and buttons
    def _set_choices(self, actions: list[Action]) -> None:
        while self.choice_layout.count():
            widget = self.choice_layout.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self._choices = list(actions)
        it = self.interaction
        if not actions:
            return
        label = QLabel(self.tr("Choose:"))
        label.setStyleSheet("font-weight: bold;")
        self.choice_layout.addWidget(label)
        for k, action in enumerate(actions):
            text = self.describe(it.view, it.seat, action)
            button = QPushButton(f"{k + 1}. {text}")
            button.setObjectName(f"choice_{k}")
            button.setToolTip(f"{text}\n({action})")  # the panel is narrow: the whole sentence on hover
            button.setStyleSheet("text-align: left;")
            button.clicked.connect(lambda _=False, a=action: self.submit(a))
            self.choice_layout.addWidget(button)
        cancel = QPushButton(self.tr("Cancel (Esc)"))
        cancel.clicked.connect(self.cancel)
        self.choice_layout.addWidget(cancel)

    def _choose(self, index: int) -> None:
        choices = getattr(self, "_choices", [])
        if 0 <= index < len(choices):
            self.submit(choices[index])

    def press_button(self, name: str) -> None:
        it = self.interaction
        if name == "clear_bid":
            it.bid.markers.clear()
            it.bid.workers.clear()
            it.bid.sorcerer = it.bid.chief = False
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
    def _animate(self, old: dict[tuple, QPointF]) -> None:
        """Slide what the last action moved (computer moves, other people's moves) from where it was;
        a carried moai or hat follows the relay hex by hex."""
        ms = self.session.animation_ms()
        last = self.session.last_action
        if ms <= 0 or last is None or self._built is None:
            return
        seat, action, before = last
        for key, item in self._built.items.items():
            if not key or key[0] not in ("object", "figure"):
                continue
            end = item.pos()
            start = old.get(key)
            if start is None and key[0] == "figure" and key[1] == seat:
                start = self._built.screen_anchor.get(seat)
            if start is None or (start - end).manhattanLength() < 1:
                continue
            points = [start]
            if isinstance(action, Move) and key == ("object", action.obj):
                points += self._relay_points(before, seat, action)
            points.append(end)
            self._slide(item, points, ms * max(1, len(points) - 1) // 2 if len(points) > 2 else ms)

    def _relay_points(self, before, seat: int, action: Move) -> list[QPointF]:
        """Hex centres of the relay a move took (its own path, or the engine's cheapest one)."""
        try:
            path = action.path
            if path is None:
                for obj, start, _capture in before.movable_objects(seat):
                    if obj == action.obj:
                        route = transport.cheapest_route(before, seat, obj, start, action.dest)
                        path = (start, *route.path) if route is not None else ()
                        break
            return [hex_centre(before.island, h) for h in (path or ())]
        except Exception:  # an animation must never break the table
            return []

    def _slide(self, item, points: list[QPointF], ms: int) -> None:
        lengths = [0.0]
        for a, b in zip(points, points[1:]):
            lengths.append(lengths[-1] + max(1e-6, ((b.x() - a.x()) ** 2 + (b.y() - a.y()) ** 2) ** 0.5))
        total = lengths[-1]

        def place(t) -> None:
            distance = float(t) * total
            for k in range(1, len(points)):
                if distance <= lengths[k] or k == len(points) - 1:
                    a, b = points[k - 1], points[k]
                    f = (distance - lengths[k - 1]) / (lengths[k] - lengths[k - 1])
                    f = max(0.0, min(1.0, f))
                    item.setPos(QPointF(a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f))
                    return

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(1, ms))
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(place)
        item.setZValue(item.zValue() + 50)
        place(0.0)
        animation.start()
        self._animations.append(animation)
        self.animations_started += 1


def _bid_words(bid) -> str:
    """A bid in short words for the bid button."""
    parts = []
    if bid.markers:
        parts.append(QCoreApplication.translate("GiantsTable", "{n}×marker").replace("{n}", str(bid.markers)))
    if bid.workers:
        parts.append(QCoreApplication.translate("GiantsTable", "{n}×worker").replace("{n}", str(bid.workers)))
    if bid.sorcerer:
        parts.append(QCoreApplication.translate("GiantsTable", "sorcerer"))
    if bid.chief:
        parts.append(QCoreApplication.translate("GiantsTable", "chief"))
    return ", ".join(parts) or QCoreApplication.translate("GiantsTable", "nothing")

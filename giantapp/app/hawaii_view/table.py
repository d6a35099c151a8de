"""The Hawaii table: the scene, the mouse gestures and the decision panel, all through the session.

How a gesture becomes a move: the chief, a supply tile or a price token is pressed, dragged (targets
light up from the legal actions) and dropped, or clicked and then its target clicked. The table narrows
``session.legal_actions()`` with what the gesture said (``choices.Choices``); when one action is left
it calls ``session.submit``; when several are left (price token, side, boats, payment) the panel lists
them as buttons. A drop that matches no legal action snaps back and the reason is shown — the rules'
own reason whenever a real action can be built from the gesture (``session.message``).

The view never changes game state and redraws from ``session.view_state()`` on ``state_changed``.
Mouse events are handled by the view, not by items, so a redraw in the middle of a release cannot
delete the item whose handler is running.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEasingCurve, QEvent, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QKeySequence, QMouseEvent, QPainter, QShortcut, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QWidget

from giantapp.engine import CHANCE
from giantapp.hawaii.actions import Buy, EndRound, Fish, Visit
from giantapp.hawaii.data import BOAT, KAHUNA, RESOURCES, TIKI

from . import scene as sc
from .choices import Choices, board_target
from .items import GhostItem, PaintItem, PreviewItem
from .panel import DecisionPanel


def _tr(text: str) -> str:
    return QCoreApplication.translate("HawaiiTable", text)


DRAG_DISTANCE = 6


class TableView(QGraphicsView):
    """Zoom (wheel, keys), pan (drag the sea, middle button) and the raw mouse for the table's gestures."""

    def __init__(self, table: "HawaiiTable") -> None:
        super().__init__(table.scene)
        self.table = table
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setMouseTracking(True)
        self._press: QPointF | None = None
        self._press_item: PaintItem | None = None
        self._dragging = False
        self._panning = False
        self._last = QPointF()
        self.fitted = True

    # zoom
    def zoom_by(self, factor: float) -> None:
        current = self.transform().m11()
        factor = max(0.15 / current, min(factor, 6.0 / current))
        self.scale(factor, factor)
        self.fitted = False

    def fit(self) -> None:
        rect = self.scene().sceneRect()
        if rect.isValid():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.fitted = True

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta:
            self.zoom_by(1.0015 ** delta)
        event.accept()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.fitted:
            if self.table.wants_other_layout():
                self.table.refresh()  # realms beside or below the island, whichever shows the table larger
            else:
                self.fit()

    # mouse: press, move with the button held, release
    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if event.button() == Qt.MouseButton.MiddleButton:
            self._panning = True
            self._last = pos
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            self.table.cancel()
            event.accept()
            return
        self._press = pos
        self._press_item = self.table.pick(self.mapToScene(pos.toPoint()))
        if self._press_item is not None:
            self.table.show_message("")  # a new gesture: the last refusal no longer applies
        self._dragging = False
        self._panning = self._press_item is None
        self._last = pos
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        held = event.buttons()
        if self._panning and held & (Qt.MouseButton.LeftButton | Qt.MouseButton.MiddleButton):
            d = pos - self._last
            self._last = pos
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(d.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(d.y()))
            event.accept()
            return
        if self._press is not None and held & Qt.MouseButton.LeftButton:
            if not self._dragging and (pos - self._press).manhattanLength() >= DRAG_DISTANCE and self._press_item is not None:
                self._dragging = self.table.begin_drag(self._press_item)
            if self._dragging:
                self.table.drag_to(self.mapToScene(pos.toPoint()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if event.button() == Qt.MouseButton.MiddleButton or (self._panning and self._press is None):
            self._panning = False
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            event.accept()
            return
        press, item, dragging, panning = self._press, self._press_item, self._dragging, self._panning
        self._press = None
        self._press_item = None
        self._dragging = False
        self._panning = False
        scene_pos = self.mapToScene(pos.toPoint())
        if dragging:
            self.table.drop(scene_pos)
        elif (pos - press).manhattanLength() < DRAG_DISTANCE:
            self.table.click(item, scene_pos)
        elif panning:
            pass
        event.accept()


class HawaiiTable(QWidget):
    """The Hawaii game table for one session (see the module docstring)."""

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HawaiiTable")
        self.session = session
        self.scene = sc.HawaiiScene(self)
        self.view = TableView(self)
        self.view.setObjectName("hawaii_view")
        self.setFocusProxy(self.view)  # focusing the table (new game, resume, hand-off) lets its keys work
        self.panel = DecisionPanel(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.choices = Choices(None, None, [])
        self.sel: tuple | None = None  # the gesture in progress (see _set_selection)
        self.token: tuple[str, str] | None = None  # a price token picked in advance: (place, token)
        self._drag: dict | None = None
        self._refused = False
        self._ghost: GhostItem | None = None
        self._seen_last = None
        self.boat_pick: int | None = None  # a boat clicked during a fishing/visit choice (preferred)
        self._last_human: int | None = None
        self.big_seat: int | None = None  # a realm clicked to be shown large (a view preference only)
        self._animations: list[QVariantAnimation] = []
        self.panel.action_chosen.connect(self._submit)
        session.state_changed.connect(self.refresh)
        session.message.connect(self.show_message)
        session.thinking_changed.connect(lambda *_: self._update_status())
        settings = getattr(session, "settings", None)
        if settings is not None and hasattr(settings, "changed"):
            settings.changed.connect(self._setting_changed)
        self._shortcuts()
        self.refresh()
        self.view.fit()
        self._ready = True

    def wants_other_layout(self) -> bool:
        """True when the view's shape now calls for the other placement of the realms (see ``prefer_tall``)."""
        state = self.scene.state
        if state is None or getattr(state, "layout", None) is None:
            return False
        viewport = self.view.viewport()
        return sc.prefer_tall(state.layout, state.players, viewport.width(), viewport.height()) != self.scene.tall

    # --- zoom interface used by the main window and the render command ----------------------------------
    def zoom_in(self) -> None:
        self.view.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.view.zoom_by(0.8)

    def zoom_fit(self) -> None:
        self.view.fit()

    def _shortcuts(self) -> None:
        def add(key, slot) -> None:
            sc_ = QShortcut(QKeySequence(key), self)
            sc_.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc_.activated.connect(slot)

        add(Qt.Key.Key_Escape, self.cancel)
        add(Qt.Key.Key_Plus, self.zoom_in)
        add(Qt.Key.Key_Minus, self.zoom_out)
        add(Qt.Key.Key_0, self.zoom_fit)
        add(Qt.Key.Key_C, self.select_chief)
        add(Qt.Key.Key_F, self.start_fishing)
        add(Qt.Key.Key_E, self.start_ending)
        for n in range(1, 10):
            add(getattr(Qt.Key, f"Key_{n}"), lambda n=n: self.panel.press(n))
        add(Qt.Key.Key_Space, self.panel.press_default)
        add(Qt.Key.Key_Return, self._enter)
        add(Qt.Key.Key_Enter, self._enter)

    def _enter(self) -> None:
        """Enter plays the highlighted line of the action list when the list has the focus, otherwise the
        bold (default) choice of the panel, like Space: players press Enter to confirm."""
        actions = self.panel.actions
        item = actions.currentItem()
        if actions.hasFocus() and item is not None:
            actions.itemActivated.emit(item)
        else:
            self.panel.press_default()

    def changeEvent(self, event) -> None:
        """A language switch redraws everything (texts are translated when drawn and listed)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and getattr(self, "_ready", False):
            self.panel.actions_label.setText(_tr("All your possible actions (double-click or Enter):"))
            self.refresh()

    def _setting_changed(self, key: str) -> None:
        if key == "colour_blind":
            self.refresh()

    # --- drawing ------------------------------------------------------------------------------------------
    def _symbols(self) -> bool:
        settings = getattr(self.session, "settings", None)
        try:
            return bool(settings.colour_blind) if settings is not None else False
        except Exception:
            return False

    def refresh(self) -> None:
        """Redraw from the session's view state and drop any gesture in progress."""
        session = self.session
        if getattr(session, "closed", False):
            return
        self._end_drag_visuals()
        view = session.view_state()
        seat = session.human_seat_to_act()
        legal = session.legal_actions() if seat is not None else []
        # legal actions are computed by the session on what the acting seat may know; the acting seat's
        # own resources are known in its view, which is the one shown while it acts
        self.choices = Choices(view, seat, legal)
        shown = session.viewer if session.viewer is not None else seat
        if seat is not None and seat != self._last_human:
            self.big_seat = None  # a new decision of the person at the keyboard: their own realm large again
        self._last_human = seat
        if self.big_seat is not None and 0 <= self.big_seat < view.players:
            shown = self.big_seat
        names = [session.seat_name(s) for s in range(view.players)]
        colours = [session.seat_colour(s) for s in range(view.players)]
        acting = None
        to_act = view.to_act()
        if to_act and to_act != (CHANCE,):
            acting = to_act[0]
        if self.view.fitted and getattr(view, "layout", None) is not None:
            viewport = self.view.viewport()
            self.scene.tall = sc.prefer_tall(view.layout, view.players, viewport.width(), viewport.height())
        self.scene.rebuild(view, names, colours, shown, self._symbols(), acting)
        self.sel = None
        self.token = None
        self.boat_pick = None
        self._update_status()
        self._fill_actions(view, seat, legal)
        self._follow_up()
        if self.view.fitted:
            self.view.fit()
        self._animate_last()

    def _update_status(self) -> None:
        session = self.session
        text = session.status_text() if hasattr(session, "status_text") else session.view_state().status_text()
        thinking = session.thinking_seat() if hasattr(session, "thinking_seat") else None
        if thinking is not None:
            text += "\n" + _tr("{name} is thinking…").replace("{name}", session.seat_name(thinking))
        view = session.view_state()
        if getattr(view, "turn_order", None) and view.phase in ("chiefs", "income"):
            order = ", ".join(session.seat_name(s) for s in view.turn_order)
            text += "\n" + _tr("Turn order: {order}").replace("{order}", order)
        self.panel.status.setText(text)
        seat = session.human_seat_to_act()
        if seat is None:
            self.panel.hint.setText("")
        elif self.choices.chief_turn:
            self.panel.hint.setText(_tr("Drag your chief to a place, the cove, a dock or a free order position "
                                        "(or click it, then click the target). Then drag a tile onto your realm. "
                                        "Keys: C chief, F fish, E end the round, Esc cancel."))
        else:
            self.panel.hint.setText("")

    def _fill_actions(self, view, seat, legal) -> None:
        entries = []
        for a in legal:
            try:
                words = view.describe_action(seat, a)
            except Exception:
                words = str(a)
            entries.append((f"{words}  [{a}]", a))
        self.panel.set_actions(entries)
        self.panel.actions_label.setVisible(bool(entries))
        self.panel.actions.setVisible(bool(entries))

    def show_message(self, text: str) -> None:
        self.panel.message.setText(text)

    # --- submitting -----------------------------------------------------------------------------------------
    def _submit(self, action) -> bool:
        self.panel.message.setText("")
        ok = self.session.submit(action)
        if not ok:
            self._snap_back()
        return ok

    def _refuse(self, reason: str) -> None:
        """A gesture matched no legal action: snap back and say why."""
        self._snap_back()
        self.show_message(_tr("Not possible: {reason}").replace("{reason}", reason))

    def _refuse_by_rules(self, action) -> None:
        """Let the rules give the reason: a real action built from the gesture is submitted, refused
        by the session (nothing changes) and its reason arrives through ``session.message``."""
        if self.session.submit(action):  # cannot happen when the gesture was checked against the legal list
            return
        self._snap_back()

    def _snap_back(self) -> None:
        self._refused = True
        self._end_drag_visuals()
        self._restore_chief()

    # --- selection stages ------------------------------------------------------------------------------------
    def cancel(self) -> None:
        self._end_drag_visuals()
        self._restore_chief()
        self.sel = None
        self.token = None
        self.scene.clear_highlights()
        self.panel.message.setText("")
        self._follow_up()

    def _set_selection(self, sel: tuple | None) -> None:
        """Stages: ("chief",), ("place", P), ("tile", P, tile), ("buy", P, tile, target), ("fish",),
        ("visit", dock), ("end",)."""
        self.sel = sel
        self.scene.clear_highlights()
        self._restore_chief()
        self.panel.clear_choices()
        if sel is None:
            self._follow_up()
            return
        kind = sel[0]
        if kind in ("chief", "end"):
            self._highlight_chief_targets(only_order=kind == "end")
            seat = self.choices.seat
            chief = self.scene.chiefs.get(seat)
            if chief is not None:
                self.scene.highlight(chief.mapRectToScene(chief.rect()), "", "selected")
            if kind == "end":
                self.panel.set_choices(_tr("End the round on which order position?"),
                                       [(_tr("Position {n}").replace("{n}", str(a.position)), lambda a=a: self._submit(a))
                                        for a in self.choices.ends], default=0, cancel=self.cancel)
        elif kind == "place":
            self._stand_at(sel[1])
            self._highlight_place_tiles(sel[1])
            tiles = self.choices.tiles_at(sel[1])
            self.panel.set_choices(_tr("Drag a tile from this place onto your realm, or pick one:"),
                                   [(sc.term_name("hawaii", t), lambda t=t: self._set_selection(("tile", sel[1], t)))
                                    for t in tiles], default=None, cancel=self.cancel)
        elif kind == "tile":
            place, tile = sel[1], sel[2]
            self._stand_at(place)
            self._highlight_board_targets(place, tile)
            self._highlight_tokens(place, tile)
            targets = self.choices.board_targets(place, tile)
            self.panel.set_choices(_tr("Where does the {tile} go? Click a lit cell, or:").replace("{tile}", sc.term_name("hawaii", tile)),
                                   [(self._target_words(t), lambda t=t: self._chose_target(place, tile, t)) for t in targets],
                                   default=None, cancel=self.cancel)
        elif kind == "buy":
            self._show_purchase_choices(*sel[1:])
        elif kind == "fish":
            self._show_fish_choices()
        elif kind == "visit":
            self._show_visit_choices(sel[1])

    def _target_words(self, target: tuple) -> str:
        if target[0] == "row":
            return _tr("village {n}").replace("{n}", str(target[1] + 1))
        return {"kahuna": _tr("the kahuna column"), "tiki": _tr("the tiki bar"), "boat": _tr("the water (boats)")}[target[0]]

    def _follow_up(self) -> None:
        """Offer the follow-up decision the rules wait for (payment, reward, KANE, income)."""
        c = self.choices
        kind = c.follow_up
        if kind is None:
            if c.chief_turn and self.sel is None:
                self.panel.set_choices(_tr("Your chief:"), [
                    (_tr("Move the chief (C)"), self.select_chief),
                    *([(_tr("Go fishing (F)"), self.start_fishing)] if c.fishes else []),
                    *([(_tr("End the round (E)"), self.start_ending)] if c.ends else []),
                ], default=None)
            elif self.sel is None:
                self.panel.clear_choices()
            return
        if kind == "pay":
            title = _tr("How do you pay?")
            pending = getattr(c.state, "pending", None)
            waiting = getattr(pending, "action", None)
            if waiting is not None:
                title += "\n" + c.state.describe_action(c.seat, waiting)
                self._stand_for(waiting)
            self.panel.set_choices(title, [(_payment_words(a.triple), lambda a=a: self._submit(a)) for a in c.pays], default=0)
        elif kind == "place":
            self.scene.clear_highlights()
            frame = self.scene.boards.get(c.seat)
            for target, acts in c.reward_targets().items():
                if frame is not None:
                    row = target[1]
                    width = self.scene.state.player[c.seat].realm.width(row, self.scene.state.edition)
                    self.scene.highlight(sc.board_cell_rect(frame, row, width), "", "target")
            self.panel.set_choices(_tr("Where does the island's reward go? Click a lit cell, or:"),
                                   [(_tr("{tile} in village {n}").replace("{tile}", sc.term_name("hawaii", a.tile))
                                     .replace("{n}", str(a.row + 1)), lambda a=a: self._submit(a)) for a in c.rewards], default=None)
        elif kind == "kane":
            opts = [(_tr("Take a tiki for {pay}").replace("{pay}", _payment_words(a.payment)), lambda a=a: self._submit(a))
                    for a in c.kanes if a.payment is not None]
            skip = [a for a in c.kanes if a.payment is None]
            opts += [(_tr("No tiki"), lambda a=a: self._submit(a)) for a in skip]
            self.panel.set_choices(_tr("KANE: take a tiki for 2 resources?"), opts, default=0)
        elif kind == "income":
            self.panel.set_choices(_tr("Irrigation: choose one resource"),
                                   [(sc.term_name("hawaii", a.resource), lambda a=a: self._submit(a)) for a in c.irrigates],
                                   default=0)

    # --- highlights --------------------------------------------------------------------------------------------
    def _highlight_chief_targets(self, only_order: bool = False) -> None:
        for key, cost in self.choices.chief_targets().items():
            if only_order and key[0] != "order":
                continue
            rect = self.scene.target_rect(key)
            if rect is None:
                continue
            label = "" if cost is None else _tr("{n} ft").replace("{n}", str(cost))
            self.scene.highlight(rect, label, key=key)

    def _highlight_place_tiles(self, place: str) -> None:
        for tile in self.choices.tiles_at(place):
            item = self.scene.supply.get((place, tile))
            if item is not None:
                self.scene.highlight(item.mapRectToScene(item.rect()), "")

    def _highlight_tokens(self, place: str, tile: str | None) -> None:
        for token in self.choices.tokens_at(place, tile):
            item = self.scene.tokens.get((place, token))
            if item is not None:
                mode = "selected" if self.token == (place, token) else "target"
                self.scene.highlight(item.mapRectToScene(item.rect()), "", mode)

    def _board_target_rects(self, place: str, tile: str, target: tuple) -> list[QRectF]:
        state = self.scene.state
        seat = self.choices.seat
        frame = self.scene.boards.get(seat)
        if frame is None:
            return []
        realm = state.player[seat].realm
        e = state.edition
        if target[0] == "row":
            row = target[1]
            return [sc.board_cell_rect(frame, row, realm.width(row, e), e.tiles[tile].width)]
        if target[0] == "kahuna":
            return [sc.kahuna_rect(frame, realm.kahunas)] if realm.kahunas < e.board_rows else []
        if target[0] == "tiki":
            return [sc.tiki_rect(frame, e.tiki_columns[realm.tikis] - 1)] if realm.tikis < len(e.tiki_columns) else []
        return [sc.water_rect(frame, len(realm.boats))]

    def _highlight_board_targets(self, place: str, tile: str) -> None:
        for target in self.choices.board_targets(place, tile):
            for rect in self._board_target_rects(place, tile, target):
                self.scene.highlight(rect, "", key=target)

    def _stand_at(self, place: str) -> None:
        """Show the chief on the chosen place while the purchase is being decided (not a move yet)."""
        seat = self.choices.seat
        chief = self.scene.chiefs.get(seat)
        rect = self.scene.target_rect(("place", place))
        if chief is None or rect is None:
            return
        chief.setPos(QPointF(rect.left() + rect.width() - 100, rect.bottom() - 30))
        chief.setOpacity(0.75)
        cost = self.choices.chief_targets().get(("place", place))
        if cost is not None:
            self.scene.highlight(rect, _tr("{n} ft").replace("{n}", str(cost)), "selected")

    def _stand_for(self, action) -> None:
        """Show the chief where the action waiting for its payment takes it (not played yet)."""
        if isinstance(action, Buy):
            self._stand_at(action.place)
            return
        key = ("cove",) if isinstance(action, Fish) else ("dock", action.dock) if isinstance(action, Visit) else None
        rect = self.scene.target_rect(key) if key else None
        chief = self.scene.chiefs.get(self.choices.seat)
        if rect is None or chief is None:
            return
        chief.setPos(QPointF(rect.right() - 30, rect.bottom() - 30))
        chief.setOpacity(0.75)
        self.scene.highlight(rect, "", "selected")

    def _restore_chief(self) -> None:
        state = self.scene.state
        if state is None or getattr(state, "layout", None) is None:
            return
        for seat, chief in self.scene.chiefs.items():
            chief.setPos(self.scene.chief_centre(state, seat))
            chief.setOpacity(1.0)

    # --- picking and gestures -------------------------------------------------------------------------------------
    def pick(self, pos: QPointF) -> PaintItem | None:
        """The topmost item with a gesture role under ``pos`` (highlights and ghosts are skipped)."""
        for item in self.scene.items(pos):
            role = getattr(item, "role", None)
            if role in ("chief", "supply", "token", "target", "cell", "boat", "board"):
                return item
        return None

    def _my_chief(self, item: PaintItem) -> bool:
        return item.role == "chief" and item.key == ("chief", self.choices.seat) and self.choices.chief_turn

    def begin_drag(self, item: PaintItem) -> bool:
        """Start dragging the chief or a supply tile; False if this piece cannot move now (with a reason)."""
        if item.role == "chief":
            if not self._my_chief(item):
                self._explain_not_movable(item)
                return False
            self._set_selection(("chief",))
            self._drag = {"kind": "chief", "item": item, "origin": item.mapToScene(item.rect().center())}
            item.setOpacity(0.35)
            self._ghost = GhostItem(item.rect(), item._paint)
        elif item.role == "supply":
            place, tile = item.key[1], item.key[2]
            if tile not in self.choices.tiles_at(place):
                self._explain_tile(place, tile)
                return False
            self._set_selection(("tile", place, tile))
            self._drag = {"kind": "tile", "place": place, "tile": tile, "origin": item.mapToScene(item.rect().center())}
            self._ghost = GhostItem(item.rect(), item._paint)
        else:
            return False
        self.scene.addItem(self._ghost)
        self._ghost.centre_on(item.mapToScene(item.rect().center()))
        return True

    def drag_to(self, pos: QPointF) -> None:
        if self._ghost is not None:
            self._ghost.centre_on(pos)
        hover = self._hover_key(self._target_at(pos))
        for h in self.scene.highlights:
            if h.key is not None:
                h.set_hover(h.key == hover)

    def _hover_key(self, key: tuple | None) -> tuple | None:
        """The highlight key a drop at ``key`` would hit (board cells map to their village row)."""
        if key is None or self._drag is None:
            return None
        if self._drag["kind"] == "chief":
            return key
        if key[0] in ("cell", "kahuna_space", "tiki_space", "water", "boat") and key[1] == self.choices.seat:
            if key[0] == "cell":
                state = self.scene.state
                start = state.player[key[1]].realm.width(key[2], state.edition)
                width = state.edition.tiles[self._drag["tile"]].width
                return ("row", key[2]) if start <= key[3] < start + width else None
            return {"kahuna_space": ("kahuna",), "tiki_space": ("tiki",), "water": ("boat",), "boat": ("boat",)}[key[0]]
        return None

    def drop(self, pos: QPointF) -> None:
        drag = self._drag
        ghost, self._ghost = self._ghost, None  # kept a moment: a refused drop flies back home
        self._end_drag_visuals()
        if drag is None:
            return
        self._refused = False
        target = self._target_at(pos)
        if drag["kind"] == "chief":
            self._chief_to(target)
        else:
            self._tile_to(drag["place"], drag["tile"], target)
        try:
            alive = ghost is not None and ghost.scene() is self.scene
        except RuntimeError:  # the scene was redrawn (the move was played): the ghost is gone already
            alive = False
        if not alive:
            return
        ms = min(200, self.session.animation_ms())
        if self._refused and ms > 0:
            self._animate(ghost, ghost.pos(), drag["origin"], ms, remove=True)
        else:
            self.scene.removeItem(ghost)

    def _end_drag_visuals(self) -> None:
        if self._ghost is not None:
            if self._ghost.scene() is self.scene:
                self.scene.removeItem(self._ghost)
            self._ghost = None
        if self._drag is not None and self._drag.get("item") is not None:
            try:
                self._drag["item"].setOpacity(1.0)
            except RuntimeError:
                pass
        self._drag = None

    def _target_at(self, pos: QPointF) -> tuple | None:
        for item in self.scene.items(pos):
            role = getattr(item, "role", None)
            if role in ("target", "cell", "boat") and item.key is not None:
                return item.key
        return None

    def click(self, item: PaintItem | None, pos: QPointF) -> None:
        """Click-to-select, click-to-target: the same decisions as the drags."""
        c = self.choices
        if c.follow_up == "place":
            key = self._target_at(pos)
            if key and key[0] == "cell" and key[1] == c.seat:
                acts = c.reward_targets().get(("row", key[2]), [])
                if len(acts) == 1:
                    self._submit(acts[0])
                elif acts:
                    self.panel.set_choices(_tr("Which tile?"), [(sc.term_name("hawaii", a.tile), lambda a=a: self._submit(a)) for a in acts])
                else:
                    self.show_message(_tr("Not possible: the reward cannot go in village {n}").replace("{n}", str(key[2] + 1)))
            return
        if item is None:
            self.cancel()
            return
        sel = self.sel
        if item.role == "boat" and sel and sel[0] in ("fish", "visit") and item.key[1] == c.seat:
            self.boat_pick = item.key[2]
            self._set_selection(sel)
            return
        board_seat = self._board_of(item)
        if board_seat is not None and board_seat != self.scene.board_seat and not (sel and sel[0] in ("tile",)):
            # a small realm clicked: show it large (what is drawn is still only this seat's view state)
            self.big_seat = board_seat
            self.refresh()
            return
        if item.role == "chief":
            if self._my_chief(item):
                self._set_selection(None if sel == ("chief",) else ("chief",))
            else:
                self._explain_not_movable(item)
            return
        if item.role == "supply":
            place, tile = item.key[1], item.key[2]
            if tile in c.tiles_at(place):
                self._set_selection(("tile", place, tile))
            else:
                self._explain_tile(place, tile)
            return
        if item.role == "token":
            place, token = item.key[1], item.key[2]
            if token not in c.tokens_at(place):
                self._explain_tile(place, None)
                return
            self.token = (place, token)
            if sel and sel[0] == "buy" and sel[1] == place:
                self._set_selection(sel)
            elif sel and sel[0] in ("place", "tile") and sel[1] == place:
                self._set_selection(sel)
            else:
                self._set_selection(("place", place))
            return
        key = item.key
        if sel and sel[0] in ("chief", "end"):
            self._chief_to(key)
            return
        if sel and sel[0] == "tile":
            if key and key[0] in ("cell", "kahuna_space", "tiki_space", "water", "boat"):
                self._tile_to(sel[1], sel[2], key)
            else:
                self.cancel()
            return
        if item.role == "target" and key and key[0] in ("place", "cove", "dock") and c.chief_turn:
            # a click on a place, the cove or a dock without a selection: the chief is implied (nothing is
            # played yet: a purchase, catch or trip still needs its choices)
            self._chief_to(key)
            return
        if sel is not None:
            self.cancel()

    def _board_of(self, item) -> int | None:
        """The seat whose realm ``item`` belongs to (the frame or anything on it), or None."""
        while item is not None:
            key = getattr(item, "key", None)
            if getattr(item, "role", None) == "board" and key:
                return key[1]
            item = item.parentItem()
        return None

    def _preferred(self, options: list) -> list:
        """Options with the clicked boat's first (the default button is the first)."""
        if self.boat_pick is None:
            return options
        return sorted(options, key=lambda a: self.boat_pick not in a.boats)

    # --- gestures to actions ------------------------------------------------------------------------------------
    def _chief_to(self, key: tuple | None) -> None:
        c = self.choices
        targets = c.chief_targets()
        if key is None:
            self._snap_back()
            self._set_selection(None)
            return
        kind = key[0]
        if key in targets:
            if kind == "place":
                tiles = c.tiles_at(key[1])
                # one kind of tile there: it is in hand at once, its cells light up
                self._set_selection(("tile", key[1], tiles[0]) if len(tiles) == 1 else ("place", key[1]))
            elif kind == "cove":
                options = c.fish_options()
                if len(options) == 1:
                    self._submit(options[0])
                else:
                    self._set_selection(("fish",))
            elif kind == "dock":
                options = c.visit_options(key[1])
                if len(options) == 1:
                    self._submit(options[0])
                else:
                    self._set_selection(("visit", key[1]))
            elif kind == "order":
                self._submit(EndRound(key[1]))
            return
        # not a legal destination: snap back with the reason
        self._set_selection(None)
        state = self.scene.state
        seat = c.seat
        if kind == "place":
            place = key[1]
            if not any(state.supply[place].values()):
                self._refuse(_tr("this place is sold out"))
            elif all(t is None for t in state.prices[place]):
                self._refuse(_tr("no price token lies on this place this round"))
            else:
                self._refuse(_tr("you cannot pay the walk ({n} feet) and any price here, or have no room for its tiles")
                             .replace("{n}", str(state.move_cost(seat, place))))
        elif kind == "order":
            self._refuse_by_rules(EndRound(key[1]))
        elif kind == "dock":
            free = [b for b in range(len(state.player[seat].realm.boats)) if not state.player[seat].boats_used[b]]
            self._refuse_by_rules(Visit(key[1], tuple(free) or (0,)))
        elif kind == "cove":
            if not state.cove:
                self._refuse(_tr("there are no fish tokens in the cove"))
            else:
                self._refuse(_tr("you have no free boat space or cannot pay the foot"))
        elif kind == "beach":
            self._refuse(_tr("the chief cannot go back to the beach; end the round on an order position instead"))
        else:
            self._snap_back()

    def _tile_to(self, place: str, tile: str, key: tuple | None) -> None:
        c = self.choices
        state = self.scene.state
        seat = c.seat
        if key is None or key[0] not in ("cell", "kahuna_space", "tiki_space", "water", "boat") or key[1] != seat:
            self._refuse(_tr("drop the tile on your own realm"))
            self._set_selection(("tile", place, tile))
            return
        e = state.edition
        realm = state.player[seat].realm
        legal = c.board_targets(place, tile)
        if tile in (KAHUNA, TIKI, BOAT):
            wanted = {KAHUNA: "kahuna_space", TIKI: "tiki_space", BOAT: "water"}[tile]
            kind = key[0] if key[0] != "boat" else "water"
            if kind != wanted:
                where = {KAHUNA: _tr("a kahuna goes in the kahuna column beside the villages"),
                         TIKI: _tr("a tiki goes on the tiki bar above the villages"),
                         BOAT: _tr("a boat goes in the water below the villages")}[tile]
                self._refuse(where)
                self._set_selection(("tile", place, tile))
                return
            target = board_target(tile, None)
            if target not in legal:
                self._refuse_by_rules(Buy(place, tile, self._any_token(place), False, None))
                return
            self._chose_target(place, tile, target)
            return
        if key[0] != "cell":
            self._refuse(_tr("village tiles go in a village row"))
            self._set_selection(("tile", place, tile))
            return
        row, col = key[2], key[3]
        target = ("row", row)
        if target in legal:
            start = realm.width(row, e)
            if start <= col < start + e.tiles[tile].width or (row >= len(realm.villages) and col == 0):
                self._chose_target(place, tile, target)
                return
            self._refuse(_tr("in village {n} the tile goes at the right end, next to the last tile (column {c})")
                         .replace("{n}", str(row + 1)).replace("{c}", str(start + 1)))
            self._set_selection(("tile", place, tile))
            return
        self._refuse_by_rules(Buy(place, tile, self._any_token(place), False, row))
        if self.session.view_state() is state:  # refused: nothing changed, keep the tile in hand
            self._set_selection(("tile", place, tile))

    def _any_token(self, place: str) -> str:
        """A price token lying on ``place`` (to build a real action the rules can judge), else a dummy id."""
        tokens = [t for t in self.scene.state.prices[place] if t is not None]
        return tokens[0] if tokens else "none"

    def _chose_target(self, place: str, tile: str, target: tuple) -> None:
        token = self.token[1] if self.token and self.token[0] == place else None
        options = self.choices.purchases(place, tile, target, token)
        if not options and token is not None:
            options = self.choices.purchases(place, tile, target)
        if len(options) == 1:
            self._submit(options[0])
        elif options:
            self._set_selection(("buy", place, tile, target))
        else:
            self._refuse(_tr("no way to buy this there"))

    def _show_purchase_choices(self, place: str, tile: str, target: tuple) -> None:
        self._stand_at(place)
        for rect in self._board_target_rects(place, tile, target):
            preview = PreviewItem(rect, tile)
            self.scene.addItem(preview)
            self.scene.highlights.append(preview)
        self._highlight_tokens(place, tile)
        token = self.token[1] if self.token and self.token[0] == place else None
        options = self.choices.purchases(place, tile, target, token) or self.choices.purchases(place, tile, target)
        values = self.scene.state.edition.token_by_id
        labels = []
        seen = set()
        for a in options:
            t = values[a.token]
            # tokens of equal value and spears are the same purchase (the fish on the back does not
            # count in front of a player): one button for them
            if (t.value, t.spear, a.double) in seen:
                continue
            seen.add((t.value, t.spear, a.double))
            price = t.value * (2 if a.double else 1)
            if tile in (KAHUNA, TIKI):
                what = _tr("{n} × {tile}").replace("{n}", "2" if a.double else "1").replace("{tile}", sc.term_name("hawaii", tile))
            else:
                what = _tr("side II") if a.double else _tr("side I")
            spear = _tr(" (spears)") if t.spear else ""
            labels.append((_tr("{what} — token {v}{spear}: {p} shells").replace("{what}", what).replace("{v}", str(t.value))
                           .replace("{spear}", spear).replace("{p}", str(price)), lambda a=a: self._submit(a)))
        self.panel.set_choices(_tr("Buy {tile} for {where}: pick the price token (click it on the place) and the side")
                               .replace("{tile}", sc.term_name("hawaii", tile)).replace("{where}", self._target_words(target)),
                               labels, default=0, cancel=self.cancel)

    def _show_fish_choices(self) -> None:
        options = self._preferred(self.choices.fish_options())
        self.scene.clear_highlights()
        rect = self.scene.target_rect(("cove",))
        if rect is not None:
            self.scene.highlight(rect, "", "selected")
        tokens = self.scene.state.edition.token_by_id
        labels = []
        for a in options:
            fish = sum(tokens[t].fish for t in a.tokens)
            labels.append((_tr("{f} fish ({n} token(s)) with boat(s) {b} — {feet} feet").replace("{f}", str(fish))
                           .replace("{n}", str(len(a.tokens))).replace("{b}", " + ".join(str(b + 1) for b in a.boats))
                           .replace("{feet}", str(self.choices.trip_feet(a))), lambda a=a: self._submit(a)))
        self.panel.set_choices(_tr("Fishing: choose the catch and the boats (the first is the default; click a boat "
                                   "on your realm to prefer it)"), labels, default=0,
                               cancel=self.cancel)
        self._highlight_boats(options[0].boats if options else ())

    def _show_visit_choices(self, dock: int) -> None:
        options = self._preferred(self.choices.visit_options(dock))
        self.scene.clear_highlights()
        rect = self.scene.target_rect(("dock", dock))
        if rect is not None:
            self.scene.highlight(rect, "", "selected")
        labels = [(_tr("Sail with boat(s) {b} — {feet} feet").replace("{b}", " + ".join(str(b + 1) for b in a.boats))
                   .replace("{feet}", str(self.choices.trip_feet(a))), lambda a=a: self._submit(a)) for a in options]
        self.panel.set_choices(_tr("Sail to dock {n}: choose the boats (the first is the default; click a boat on your "
                                   "realm to prefer it)").replace("{n}", str(dock)),
                               labels, default=0, cancel=self.cancel)
        self._highlight_boats(options[0].boats if options else ())

    def _highlight_boats(self, boats) -> None:
        frame = self.scene.boards.get(self.choices.seat)
        if frame is None:
            return
        for b in boats:
            self.scene.highlight(sc.boat_rect(frame, b), "", "selected")

    # --- keyboard entries --------------------------------------------------------------------------------------
    def select_chief(self) -> None:
        if self.choices.chief_turn:
            self._set_selection(("chief",))

    def start_fishing(self) -> None:
        if self.choices.fishes:
            self._chief_to(("cove",))

    def start_ending(self) -> None:
        if self.choices.ends:
            self._set_selection(("end",))

    # --- reasons for pieces that cannot move ------------------------------------------------------------------------
    def _explain_not_movable(self, item: PaintItem) -> None:
        seat = item.key[1] if item.key else None
        if self.session.human_seat_to_act() is None:
            self.show_message(_tr("It is not your decision now."))
        elif seat != self.choices.seat:
            self.show_message(_tr("That is {name}'s chief.").replace("{name}", self.session.seat_name(seat)))
        else:
            self.show_message(_tr("Finish the decision in the panel first."))

    def _explain_tile(self, place: str, tile: str | None) -> None:
        if not self.choices.chief_turn:
            self.show_message(_tr("You cannot buy now."))
            return
        state = self.scene.state
        seat = self.choices.seat
        if tile is not None and state.supply[place].get(tile, 0) <= 0:
            self.show_message(_tr("Not possible: none left"))
        elif all(t is None for t in state.prices[place]):
            self.show_message(_tr("Not possible: no price token lies on this place this round"))
        elif ("place", place) not in self.choices.chief_targets():
            cheapest = min(state.edition.token(t).value for t in state.prices[place] if t is not None)
            self.show_message(_tr("Not possible: you cannot pay the walk ({n} feet) and the cheapest price ({p} shells) here")
                              .replace("{n}", str(state.move_cost(seat, place))).replace("{p}", str(cheapest)))
        else:
            self.show_message(_tr("Not possible: there is no room for this tile on your realm, or you cannot pay it"))

    # --- animation of computer moves ---------------------------------------------------------------------------------
    def _animate_last(self) -> None:
        last = getattr(self.session, "last_action", None)
        if last is None or last is self._seen_last:
            return
        self._seen_last = last
        ms = self.session.animation_ms()
        seat, action, before = last
        if ms <= 0 or seat == CHANCE or seat == self.session.human_seat_to_act():
            return
        if getattr(before, "layout", None) is None or seat not in self.scene.chiefs:
            return
        chief = self.scene.chiefs[seat]
        start = self.scene.chief_centre(before, seat)
        end = chief.pos()
        if (start - end).manhattanLength() > 1:
            self._animate(chief, start, end, ms)
        if isinstance(action, Buy) and action.tile in before.supply.get(action.place, {}):
            src = self.scene.supply.get((action.place, action.tile))
            frame = self.scene.boards.get(seat)
            if src is not None and frame is not None:
                self._fly(src.rect(), src._paint, src.mapToScene(src.rect().center()),
                          frame.mapToScene(frame.boundingRect().center()), ms)
        # tokens that went in front of the player: the price token, the order token, the fish
        flights = []
        if isinstance(action, Buy):
            flights.append(self.scene.token_flight(before, action.place, action.token, "price"))
        elif isinstance(action, EndRound) and 1 <= action.position <= len(before.order_tokens):
            token = before.order_tokens[action.position - 1]
            if token is not None:
                flights.append(self.scene.token_flight(before, None, token, "order"))
        elif isinstance(action, Fish):
            flights.extend(self.scene.token_flight(before, None, t, "fish") for t in action.tokens)
        end_at = self.scene.front_centre(seat)
        for flight in flights:
            if flight is not None and end_at is not None:
                self._fly(QRectF(0, 0, 40, 40), flight[1], flight[0], end_at, ms)

    def _fly(self, rect: QRectF, paint, start: QPointF, end: QPointF, ms: int) -> None:
        """A copy of a piece flies from where it was to where it went, then disappears."""
        ghost = GhostItem(rect, paint)
        self.scene.addItem(ghost)
        self._animate(ghost, start, end, ms, remove=True)

    def _animate(self, item, start: QPointF, end: QPointF, ms: int, remove: bool = False) -> None:
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
        scene = self.scene

        def step(value) -> None:
            try:
                item.setPos(value)
            except RuntimeError:
                anim.stop()

        def done() -> None:
            if remove:
                try:
                    if item.scene() is scene:
                        scene.removeItem(item)
                except RuntimeError:
                    pass
            if anim in self._animations:
                self._animations.remove(anim)

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        item.setPos(start)
        self._animations.append(anim)
        anim.start()


def _payment_words(triple) -> str:
    parts = []
    names = {"shells": _tr("shells"), "feet": _tr("feet"), "fruit": _tr("fruit")}
    for i, n in enumerate(triple):
        if n:
            parts.append(f"{n} {names[RESOURCES[i]]}")
    return " + ".join(parts) or _tr("nothing")

"""The Hawaii table: the scene, the gestures and the decision panel, on the board kit.

How a gesture becomes a move (view -> gesture -> session -> rules -> signal -> redraw): the chief, a
supply tile or a price token is pressed; the kit's gesture object follows it (drag with a threshold,
or a click); the Qt-free :class:`~.gestures.Decision` turns it into an outcome with the rules' queries
- one legal action is submitted to the session, several are offered in the panel (price token, side,
boats, payment), none snaps the piece back with the rules' reason. The session applies the action and
emits ``state_changed``; the table redraws later, from the event loop, by updating the scene items
that changed. A resize or a re-arranged window keeps the decision in progress.
"""

from __future__ import annotations

from collections import deque
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QWidget

from giantapp.app.board.board import Board
from giantapp.app.board.items import GhostItem, ItemSpec
from giantapp.app.board.outcome import Choose, Outcome, Play, Refuse
from giantapp.engine import CHANCE
from giantapp.hawaii.actions import Buy, EndRound, Fish, Kane, Pay, PlaceReward, Visit
from giantapp.hawaii.data import KAHUNA, RESOURCES, TIKI
from giantapp.hawaii.names import place_name
from giantapp.hawaii.round_summary import round_summary
from giantapp.hawaii.words import choice_words, income_words, rank_word

from . import scene as sc
from .gestures import ChiefDrag, Decision, TileDrag
from .panel import NARROW_PANEL, WIDE_PANEL, DecisionPanel


def _tr(text: str, **fields: object) -> str:
    translated = QCoreApplication.translate("HawaiiTable", text)
    return translated.format(**fields) if fields else translated


#: keys of the pieces on a realm (the realm's seat is key[1])
REALM_KEYS = ("board", "card", "board_head", "cell", "kahuna_space", "tiki_space", "water", "boat", "resources", "front", "last_round",
              "removed")


class HawaiiTable(QWidget):
    """The Hawaii game table for one session (see the module docstring)."""

    #: a redraw from the event loop changed nothing the board shows, so no paint of the board follows it (the
    #: redraw benchmark ends the frame of the change it drew there; see ``board.RedrawTimer``)
    blank_redraw = Signal()

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HawaiiTable")
        self.session = session
        self.scene = sc.HawaiiScene(self)
        self.panel = DecisionPanel(self)
        self.board = Board(self.scene, self, self.refresh, self, mirror=self.scene.mirror, message=self.panel.message)
        self.board.redraw.blank.connect(self.blank_redraw)
        self.view = self.board.view
        self.view.setObjectName("hawaii_view")
        self.setFocusProxy(self.view)  # focusing the table (new game, resume, hand-off) lets its keys work
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.decision = Decision()
        self.big_seat: int | None = None  # a realm clicked to be shown large (a view preference only)
        self._state = None  # the view state shown (a new object means a new position)
        self._seat: int | None = None
        self._viewer: int | None = None  # whose view the scene shows
        self._last_human: int | None = None
        self._seen_last = None
        self._played = None  # the action this table's own gesture played (not animated again)
        self._stale_layout = False
        self.syncs: deque = deque(maxlen=20)  # what the last redraws changed (the kit's SyncReports)
        self.redraws = 0  # how many times the scene was drawn (the redraw benchmark tells which paint shows a change)
        # each seat's last move: seat -> (its number among the moves noted, the spots it touched); a seat sees
        # the others' moves made since its own last one, ringed on the board
        self.last_moves: dict[int, tuple[int, list[tuple]]] = {}
        self._own_last: dict[int, int] = {}
        self._moves_noted = 0
        self.round_summary = None  # the last round end (``hawaii.round_summary.RoundSummary``), shown in the panel
        self._last_seen_action = None
        self.panel.action_chosen.connect(self._submit)
        session.state_changed.connect(self._state_changed)
        session.message.connect(self.show_message)
        session.thinking_changed.connect(self._thinking_changed)
        self.view.resized.connect(self._relayout)
        self.view.gesture_done.connect(self._after_gesture)
        settings = getattr(session, "settings", None)
        if settings is not None and hasattr(settings, "changed"):
            settings.changed.connect(self._setting_changed)
        self._shortcuts()
        self.refresh()
        self._ready = True

    # --- what the tests and the panel read -------------------------------------------------------------
    @property
    def choices(self):
        return self.decision.choices

    @property
    def sel(self) -> tuple | None:
        """The stage of the decision in progress (see :mod:`.gestures`)."""
        return self.decision.stage

    @property
    def token(self) -> tuple[str, str] | None:
        return self.decision.token

    @property
    def boat_pick(self) -> int | None:
        return self.decision.boat_pick

    # --- zoom interface used by the main window and the render command ----------------------------------
    def zoom_in(self) -> None:
        self.view.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.view.zoom_by(0.8)

    def zoom_fit(self) -> None:
        self.view.fit()
        self._relayout()

    def _shortcuts(self) -> None:
        def add(key, slot) -> None:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

        add(Qt.Key.Key_Escape, self.cancel)
        add(Qt.Key.Key_Plus, self.zoom_in)
        add(Qt.Key.Key_Equal, self.zoom_in)
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
            actions.itemActivated.emit(item, 0)
        else:
            self.panel.press_default()

    def changeEvent(self, event) -> None:
        """A language switch redraws everything (texts are translated when described)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and getattr(self, "_ready", False):
            self.panel.retranslate()
            if self.round_summary is not None and self.panel.summary_box.isVisible():
                self._show_round_summary()
            self._state = None  # words change: list the actions again
            self.board.redraw.request()

    def _setting_changed(self, key: str) -> None:
        if key == "colour_blind":
            self.refresh()

    def _thinking_changed(self, seat: int, thinking: bool) -> None:
        self._update_status()

    def _state_changed(self) -> None:
        """Redraw after, not during: a change made by a gesture is drawn from the event loop. A change of
        whose view is shown (a hand-off) is drawn at once - it never comes from a gesture, and nothing
        of the previous viewer may stay in the scene while the computer is passed on."""
        self._note_last_action()
        if self.session.viewer != self._viewer:
            self.refresh()
        else:
            self.board.redraw.request()

    # --- other players' moves and the round ends, noted as they happen -------------------------------
    def _note_last_action(self) -> None:
        """Remember what another player's move touched (ringed on the board until that player moves
        again or the person at the keyboard acts) and the summary of a round end. Read from the
        observations the session gives the table: public facts of the seat shown."""
        session = self.session
        last = getattr(session, "last_action", None)
        if last is None:
            self.last_moves.clear()  # undone, or a new game: nothing to point at
            self._own_last.clear()
            self._last_seen_action = None
            summary = self.round_summary
            view = session.view_state()
            if summary is not None and any((p.last_round or {}).get("round") != summary.round for p in view.player):
                self.round_summary = None  # the round end was taken back
                self.panel.summary_box.hide()
            return
        if last is self._last_seen_action:
            return
        self._last_seen_action = last
        seat, action, before = last
        if seat == CHANCE or getattr(before, "layout", None) is None:
            return
        after = session.view_state()
        summary = round_summary(before, after)
        if summary is not None:
            self.round_summary = summary
            self._show_round_summary()
        self._moves_noted += 1
        spots = self._spots(seat, action, before, after)
        previous = self.last_moves.get(seat)
        if previous is not None and previous[0] == self._moves_noted - 1:  # the same turn goes on (a payment...)
            spots = previous[1] + [s for s in spots if s not in previous[1]]
        if after.round != before.round or after.phase == "over":
            spots = []  # a new round (or the end) stands on the table: the spots of the old one mean nothing now
        self.last_moves[seat] = (self._moves_noted, spots)
        self._own_last[seat] = self._moves_noted

    def _spots(self, seat: int, action, before, after) -> list[tuple]:
        """What a move touched: where the chief went, and the spaces of the realm that changed."""
        spots: list[tuple] = []
        where = after.player[seat].chief if after.round == before.round else before.player[seat].chief
        if isinstance(action, EndRound):
            where = f"order{action.position}"
        if where != before.player[seat].chief or isinstance(action, (Pay, PlaceReward, Kane)):
            if where.startswith("order"):
                spots.append(("order", int(where[5:])))
            elif where == "cove":
                spots.append(("cove",))
            elif where.startswith("dock"):
                spots.append(("dock", int(where[4:])))
            elif where != "beach":
                spots.append(("place", where))
        old, new = before.player[seat].realm, after.player[seat].realm
        e = after.edition
        for row, village in enumerate(new.villages):
            had = old.villages[row] if row < len(old.villages) else []
            col = 0
            for k, (tile, side) in enumerate(village):
                if k >= len(had) or had[k] != (tile, side):
                    spots.append(("cell", seat, row, col))
                col += sc.tile_width(e, tile)
        spots += [("kahuna_space", seat, r) for r in range(old.kahunas, new.kahunas)]
        spots += [("tiki_space", seat, k) for k in range(old.tikis, new.tikis)]
        spots += [("boat", seat, b) for b in range(len(old.boats), len(new.boats))]
        return spots

    def _show_round_summary(self) -> None:
        """The round end in the panel (non-modal: play goes on; the log has the same in one line)."""
        summary = self.round_summary
        if summary is None:
            return
        rows = []
        for row in summary.seats:
            name = self.session.seat_name(row.seat)
            mark = "✔" if row.qualified else "✘"
            line = _tr("<b>{name}</b>: {sum} / {target} {mark} {rank}, <b>+{points}</b> → {score}",
                       name=_html(name), sum=row.sum, target=row.target, mark=mark, rank=rank_word(row.rank),
                       points=row.points, score=row.score)
            if row.lono:
                line += " " + _tr("(LONO +{n})", n=row.lono)
            if row.income is not None:
                line += "<br>&nbsp;&nbsp;" + _tr("income: {what}", what=_html(income_words(row)))
            rows.append(line)
        title = _tr("Final round {n} scored", n=summary.round) if summary.last else _tr("Round {n} scored", n=summary.round)
        self.panel.show_summary(f"<b>{_html(title)}</b><br>" + "<br>".join(rows))

    def _symbols(self) -> bool:
        settings = getattr(self.session, "settings", None)
        try:
            return bool(settings.colour_blind) if settings is not None else False
        except Exception:
            return False

    # --- redrawing (from the event loop, never inside a gesture's handler) -------------------------------
    def refresh(self) -> None:
        """Show the session's view state: a new position starts a new decision; otherwise the decision in
        progress is kept (a layout change, a realm shown large, a setting)."""
        session = self.session
        if getattr(session, "closed", False):
            return
        self.board.redraw.cancel()
        view = session.view_state()
        seat = session.human_seat_to_act()
        new_position = view is not self._state or seat != self._seat
        if not new_position and self.board.busy:
            self._stale_layout = True  # after the gesture: it must not jump under the mouse
            return
        if new_position:
            self.board.cancel_gesture()  # what it was about is gone
            legal = session.legal_actions() if seat is not None else []
            self.decision.update(view, seat, legal)
            if seat is not None and seat != self._last_human:
                self.big_seat = None  # a new decision of the person at the keyboard: their own realm large
            self._last_human = seat
            self._state, self._seat = view, seat
        self._viewer = session.viewer
        self.board.animator.finish_all()
        self.board.clear_decor()
        self._draw()
        self._update_status()
        if new_position:
            self._fill_actions(view, seat, self.decision.choices.legal)
        self.show_stage()
        self._animate_last()

    def _shown_seat(self, view) -> int | None:
        session = self.session
        shown = session.viewer if session.viewer is not None else self._seat
        if self.big_seat is not None and 0 <= self.big_seat < view.players:
            shown = self.big_seat
        return shown

    def _reach(self, view) -> dict[int, int]:
        """Columns the acting seat's realm needs for the purchases it may make (a village that would
        stick out of the printed board shows the cells it would take)."""
        seat = self._seat
        if seat is None:
            return {}
        realm = view.player[seat].realm
        widest = 0
        for a in self.decision.choices.buys:
            if a.row is not None:
                widest = max(widest, realm.width(a.row, view.edition) + view.edition.tiles[a.tile].width)
        return {seat: widest}

    def _draw(self):
        view = self._state if self._state is not None else self.session.view_state()
        names = [self.session.seat_name(s) for s in range(view.players)]
        colours = [self.session.seat_colour(s) for s in range(view.players)]
        acting = None
        to_act = view.to_act()
        if to_act and to_act != (CHANCE,):
            acting = to_act[0]
        shown = self._shown_seat(view)
        reach = self._reach(view)
        if self.view.auto_fit and getattr(view, "layout", None) is not None:
            self.scene.tall = self._wants_tall(view, shown, reach)
        report = self.scene.draw(view, names, colours, shown, self._symbols(), acting, reach, self._rings(view))
        self.view.set_content(self.scene.content)
        self._stale_layout = False
        self.syncs.append(report)
        self.redraws += 1
        return report

    def _rings(self, view) -> list[tuple[int, list[tuple]]]:
        """The other players' moves made since the last move of the seat at the keyboard (or shown), and
        the move a hint suggests (``highlight_action``) in the colour of the seat it is for."""
        me = self._seat if self._seat is not None else self.session.viewer
        since = self._own_last.get(me, 0) if me is not None else 0
        rings = [(seat, spots) for seat, (noted, spots) in sorted(self.last_moves.items(), key=lambda kv: kv[1][0])
                 if seat != me and noted > since and 0 <= seat < view.players and spots]
        hint = getattr(self, "_hint", None)
        if hint is not None and hint[0] is view:
            rings.append((hint[1], hint[2], "hint"))
        return rings

    def highlight_action(self, action) -> None:
        """The hint's hook (``hint_dialog``): ring what the suggested action would touch (the place, the
        cove, a dock, the order track, the realm's cells) until the position changes; None clears it.
        What it touches is read from the rules: the action applied to a copy of the seat's own view."""
        self._hint = None
        seat = self.session.human_seat_to_act()
        view = self._state
        if action is not None and seat is not None and view is not None:
            after = view.clone()
            try:
                after.apply(seat, action)
            except Exception:  # not legal here (the position moved on): nothing to show
                after = None
            if after is not None:
                spots = self._spots(seat, action, view, after)
                if spots:
                    self._hint = (view, seat, spots)
        self.board.redraw.request()

    def _wants_tall(self, view, shown, reach) -> bool:
        big = shown if shown is not None and 0 <= shown < view.players else (self._seat or 0)
        width = sc.board_width(sc.realm_columns(view, big, reach.get(big, 0)))
        viewport = self.view.viewport()
        return sc.prefer_tall(view.layout, view.players, viewport.width(), viewport.height(), width)

    def resizeEvent(self, event) -> None:
        """A narrow table gives the board more room: the panel narrows (its words wrap)."""
        width = NARROW_PANEL if event.size().width() < 900 else WIDE_PANEL
        if self.panel.width() != width:
            self.panel.setFixedWidth(width)
        super().resizeEvent(event)

    def _relayout(self) -> None:
        """The view changed size: switch between realms beside and below the island if the other shows the
        table larger. The decision in progress stays (a wider panel must never cancel it)."""
        view = self._state
        if view is None or getattr(view, "layout", None) is None or not self.view.auto_fit:
            return
        if self._wants_tall(view, self._shown_seat(view), self._reach(view)) == self.scene.tall:
            return
        if self.board.busy:
            self._stale_layout = True
            return
        self.board.redraw.request()

    def _after_gesture(self) -> None:
        if self._stale_layout:
            self.board.redraw.request()

    def _update_status(self) -> None:
        session = self.session
        text = session.status_text() if hasattr(session, "status_text") else session.view_state().status_text()
        thinking = session.thinking_seat() if hasattr(session, "thinking_seat") else None
        if thinking is not None:
            text += "\n" + _tr("{name} is thinking…", name=session.seat_name(thinking))
        view = session.view_state()
        if getattr(view, "turn_order", None) and view.phase in ("chiefs", "income"):
            order = ", ".join(session.seat_name(s) for s in view.turn_order)
            text += "\n" + _tr("Turn order: {order}", order=order)
        self.panel.status.setText(text)
        if session.human_seat_to_act() is not None and self.decision.choices.chief_turn:
            self.panel.hint.setText(_tr("Drag your chief to a place, the cove, a dock or a free order position "
                                        "(or click it, then click the target). Then drag a tile onto your realm. "
                                        "Keys: C chief, F fish, E end the round, Esc cancel."))
        else:
            self.panel.hint.setText("")

    def _fill_actions(self, view, seat, legal) -> None:
        """Every legal action in words, grouped: purchases by place, then tile and where it goes, then the
        price; fishing; each dock; the order positions; follow-ups as they are. Never the notation."""
        def words(a) -> str:
            try:
                return choice_words(view, seat, a)
            except Exception:
                return _tr("(an action the rules list but cannot describe)")

        groups: list[tuple[str, list]] = []
        buys: dict[str, dict[tuple, list]] = {}
        fish, visits, ends, rest = [], {}, [], []
        for a in legal:
            if isinstance(a, Buy):
                target = _target_key(a)
                buys.setdefault(a.place, {}).setdefault((a.tile, target), []).append(a)
            elif isinstance(a, Fish):
                fish.append((words(a), a))
            elif isinstance(a, Visit):
                visits.setdefault(a.dock, []).append((words(a), a))
            elif isinstance(a, EndRound):
                ends.append((words(a), a))
            else:
                rest.append((words(a), a))
        for place, by_tile in buys.items():
            children = []
            for (tile, target), options in by_tile.items():
                where = self._target_words(target)
                head = _tr("{tile} into {where}", tile=sc.term_name("hawaii", tile), where=where)
                if len(options) == 1:
                    children.append((head + " — " + _price_words(view, options[0]), options[0]))
                else:
                    children.append((head, [(_price_words(view, a), a) for a in options]))
            groups.append((_tr("Buy at {place} ({n} ways)", place=place_name(place), n=sum(len(v) for v in by_tile.values())),
                           children))
        if fish:
            groups.append(_one_or_group(_tr("Go fishing ({n} ways)", n=len(fish)), fish))
        for dock, options in visits.items():
            groups.append(_one_or_group(_tr("Sail to dock {n} ({k} ways)", n=dock, k=len(options)), options))
        if ends:
            groups.append(_one_or_group(_tr("End the round ({n} positions)", n=len(ends)), ends))
        groups.extend(rest)
        self.panel.set_actions(groups)

    def shortcut_help(self) -> list[tuple[str, str]]:
        """The table's keys and what they do, translated (the Help menu lists them)."""
        return [
            ("C", _tr("Pick up your chief (then click a place, the cove, a dock or an order position)")),
            ("F", _tr("Go fishing")),
            ("E", _tr("End the round (choose the order position)")),
            ("1 … 9", _tr("Press the numbered choice in the panel")),
            (_tr("Space, Enter"), _tr("Press the bold (default) choice; Enter in the list plays the highlighted action")),
            ("Esc", _tr("Cancel the decision in progress")),
            ("+ / =, −", _tr("Zoom in, zoom out")),
            ("0", _tr("Fit the table to the window")),
            (_tr("Arrow keys"), _tr("Move the table")),
        ]

    def show_message(self, text: str) -> None:
        self.panel.message.say(text)

    # --- the board's host interface -------------------------------------------------------------------------
    def drag_model(self, key: tuple):
        if self.decision.seat is None:
            return None
        return self.decision.drag_model(key)

    def drag_started(self, model) -> None:
        self.show_stage()

    def drag_over(self, model, target) -> None:
        pass

    def drag_finished(self, model, outcome) -> None:
        pass

    def animation_ms(self) -> int:
        return self.session.animation_ms()

    def click(self, key: tuple | None, scene_pos: QPointF) -> None:
        """Click-to-select, click-to-target: the same decisions as the drags."""
        d = self.decision
        if key is not None and key[0] in ("chief", "supply", "token") and d.seat is None:
            self.show_message(_tr("It is not your decision now."))
            return
        if key is not None and key[0] in ("chief", "supply", "token"):
            self.board.message.clear()  # a new gesture: the last refusal no longer applies
        realm = key[1] if key is not None and key[0] in REALM_KEYS else None
        stage = d.stage
        if (realm is not None and realm != self.scene.board_seat and d.choices.follow_up != "place"
                and not (stage and stage[0] == "tile")):
            # a small realm clicked: show it large (what is drawn is still only this seat's view state)
            self.big_seat = realm
            self.board.redraw.request()
            return
        self.carry_out(d.click(key))

    def cancel(self) -> None:
        self.board.cancel_gesture()
        self.decision.reset()
        self.board.message.clear()
        self.show_stage()

    def outline(self, key: tuple):
        kind = key[0]
        if kind in ("place", "cove", "dock", "order", "beach"):
            return self.scene.target_rect(key)
        seat = self.decision.seat
        frame = self.scene.frame(seat)
        view = self.decision.state
        if frame is None or view is None:
            return None
        e = view.edition
        realm = view.player[seat].realm
        columns = self.scene.columns.get(seat, e.board_columns)
        if kind == "row":
            stage = self.decision.stage
            tile = stage[2] if stage and stage[0] in ("tile", "buy") else None
            width = e.tiles[tile].width if tile else 1
            return sc.board_cell_rect(frame, key[1], realm.width(key[1], e), width)
        if kind == "kahuna":
            return sc.kahuna_rect(frame, realm.kahunas, columns) if realm.kahunas < e.board_rows else None
        if kind == "tiki":
            return sc.tiki_rect(frame, e.tiki_columns[realm.tikis] - 1) if realm.tikis < len(e.tiki_columns) else None
        if kind == "boat":
            return sc.water_rect(frame, len(realm.boats))
        return None

    def carry_out(self, outcome: Outcome) -> None:
        """Do what a gesture came to: play it, offer the choices, show the stage, or say why not."""
        if isinstance(outcome, Play):
            self._submit(outcome.action)
            return
        if isinstance(outcome, Refuse):
            self.board.message.refuse(outcome.reason)
        elif isinstance(outcome, Choose):
            self.show_stage()
            self.panel.set_choices(outcome.title or _tr("Which tile?"),
                                   [(self._choice_words(a), lambda a=a: self._submit(a)) for a in outcome.actions])
            return
        self.show_stage()

    def _choice_words(self, action) -> str:
        if isinstance(action, PlaceReward):
            return sc.term_name("hawaii", action.tile)
        return self.decision.state.describe_action(self.decision.seat, action)

    # --- keyboard entries --------------------------------------------------------------------------------------
    def select_chief(self) -> None:
        self.carry_out(self.decision.select_chief())

    def start_fishing(self) -> None:
        self.carry_out(self.decision.start_fishing())

    def start_ending(self) -> None:
        self.carry_out(self.decision.start_ending())

    # --- submitting -----------------------------------------------------------------------------------------
    def _submit(self, action) -> bool:
        """Send one action to the session (the rules decide); the redraw follows from the event loop."""
        self.board.message.clear()
        self._played = action
        return self.session.submit(action)

    # --- the decision in progress, drawn ------------------------------------------------------------------------
    def show_stage(self) -> None:
        """Light the targets and fill the panel for the stage of the decision (see :mod:`.gestures`)."""
        board = self.board
        board.clear_decor()
        self.panel.clear_choices()
        d = self.decision
        stage = d.stage
        if stage is None:
            self._follow_up()
            return
        kind = stage[0]
        if kind in ("chief", "end"):
            targets = ChiefDrag(d, d.seat).targets()
            if kind == "end":
                targets = {k: v for k, v in targets.items() if k[0] == "order"}
            board.light_targets(targets)
            chief = self.scene.item(("chief", d.seat))
            if chief is not None:
                board.marks.light(chief.mapRectToScene(chief.rect()), mode="selected")
            if kind == "chief":
                # picked up by a click (or a slip of the mouse): say what a click does next, and keep the
                # chief's other decisions at hand
                c = d.choices
                self.panel.set_choices(_tr("Your chief is in hand: click a lit place, the cove, a dock or an "
                                           "order position. Or:"), [
                    *([(_tr("Go fishing (F)"), self.start_fishing)] if c.fishes else []),
                    *([(_tr("End the round (E)"), self.start_ending)] if c.ends else []),
                ], default=None, cancel=self.cancel)
            if kind == "end":
                self.panel.set_choices(_tr("End the round on which order position?"),
                                       [(_tr("Position {n}", n=a.position), lambda a=a: self._submit(a))
                                        for a in d.choices.ends], default=0, cancel=self.cancel)
        elif kind == "place":
            place = stage[1]
            self._stand_at(place)
            for tile in d.choices.tiles_at(place):
                item = self.scene.item(("supply", place, tile))
                if item is not None:
                    board.marks.light(item.mapRectToScene(item.rect()))
            self.panel.set_choices(_tr("Drag a tile from this place onto your realm, or pick one:"),
                                   [(sc.term_name("hawaii", t), lambda t=t: self.carry_out(d.pick_tile(place, t)))
                                    for t in d.choices.tiles_at(place)], default=None, cancel=self.cancel)
        elif kind == "tile":
            place, tile = stage[1], stage[2]
            self._stand_at(place)
            board.light_targets(TileDrag(d, place, tile).targets())
            self._light_tokens(place, tile)
            self.panel.set_choices(_tr("Where does the {tile} go? Click a lit cell, or:", tile=sc.term_name("hawaii", tile)),
                                   [(self._target_words(t), lambda t=t: self.carry_out(d.choose_target(place, tile, t)))
                                    for t in d.choices.board_targets(place, tile)], default=None, cancel=self.cancel)
        elif kind == "buy":
            self._show_purchase_choices(*stage[1:])
        elif kind == "fish":
            self._show_trip_choices(d.preferred(d.choices.fish_options()), ("cove",))
        elif kind == "visit":
            self._show_trip_choices(d.preferred(d.choices.visit_options(stage[1])), ("dock", stage[1]))

    def _target_words(self, target: tuple) -> str:
        if target[0] == "row":
            return _tr("village {n}", n=target[1] + 1)
        return {"kahuna": _tr("the kahuna column"), "tiki": _tr("the tiki bar"), "boat": _tr("the water (boats)")}[target[0]]

    def _follow_up(self) -> None:
        """Offer the follow-up decision the rules wait for (payment, reward, KANE, income)."""
        d = self.decision
        c = d.choices
        kind = c.follow_up
        if kind is None:
            if c.chief_turn:
                self.panel.set_choices(_tr("Your chief:"), [
                    (_tr("Move the chief (C)"), self.select_chief),
                    *([(_tr("Go fishing (F)"), self.start_fishing)] if c.fishes else []),
                    *([(_tr("End the round (E)"), self.start_ending)] if c.ends else []),
                ], default=None)
            return
        if kind == "pay":
            title = _tr("How do you pay?")
            waiting = getattr(getattr(c.state, "pending", None), "action", None)
            if waiting is not None:
                title += "\n" + c.state.describe_action(c.seat, waiting)
                self._stand_for(waiting)
            self.panel.set_choices(title, [(_payment_words(a.triple), lambda a=a: self._submit(a)) for a in c.pays], default=0)
        elif kind == "place":
            frame = self.scene.frame(c.seat)
            for target in c.reward_targets():
                if frame is not None:
                    row = target[1]
                    width = c.state.player[c.seat].realm.width(row, c.state.edition)
                    self.board.marks.light(sc.board_cell_rect(frame, row, width))
            self.panel.set_choices(_tr("Where does the island's reward go? Click a lit cell, or:"),
                                   [(_tr("{tile} in village {n}", tile=sc.term_name("hawaii", a.tile), n=a.row + 1),
                                     lambda a=a: self._submit(a)) for a in c.rewards], default=None)
        elif kind == "kane":
            opts = [(_tr("Take a tiki for {pay}", pay=_payment_words(a.payment)), lambda a=a: self._submit(a))
                    for a in c.kanes if a.payment is not None]
            opts += [(_tr("No tiki"), lambda a=a: self._submit(a)) for a in c.kanes if a.payment is None]
            self.panel.set_choices(_tr("KANE: take a tiki for 2 resources?"), opts, default=0)
        elif kind == "income":
            self.panel.set_choices(_tr("Irrigation: choose one resource"),
                                   [(sc.term_name("hawaii", a.resource), lambda a=a: self._submit(a)) for a in c.irrigates],
                                   default=0)

    def _light_tokens(self, place: str, tile: str | None) -> None:
        d = self.decision
        for token in d.choices.tokens_at(place, tile):
            item = self.scene.item(("token", place, token))
            if item is not None:
                mode = "selected" if d.token == (place, token) else "target"
                self.board.marks.light(item.mapRectToScene(item.rect()), mode=mode)

    def _stand_at(self, place: str) -> None:
        """Show the chief on the chosen place while the purchase is being decided (not a move yet)."""
        rect = self.scene.target_rect(("place", place))
        if rect is None:
            return
        self._preview_chief(QPointF(rect.left() + rect.width() - 100, rect.bottom() - 30))
        cost = self.decision.choices.chief_targets().get(("place", place))
        label = "" if cost is None else _tr("{n} ft", n=cost)
        self.board.marks.light(rect, label=label, mode="selected")

    def _stand_for(self, action) -> None:
        """Show the chief where the action waiting for its payment takes it (not played yet)."""
        if isinstance(action, Buy):
            self._stand_at(action.place)
            return
        key = ("cove",) if isinstance(action, Fish) else ("dock", action.dock) if isinstance(action, Visit) else None
        rect = self.scene.target_rect(key) if key else None
        if rect is None:
            return
        self._preview_chief(QPointF(rect.right() - 30, rect.bottom() - 30))
        self.board.marks.light(rect, mode="selected")

    def _preview_chief(self, where: QPointF) -> None:
        chief = self.scene.item(("chief", self.decision.seat))
        if chief is None:
            return
        ghost = GhostItem(chief.spec, opacity=0.85)
        ghost.centre_on(where)
        self.board.add_decor(ghost)
        self.board.dim(chief)

    def _show_purchase_choices(self, place: str, tile: str, target: tuple) -> None:
        d = self.decision
        self._stand_at(place)
        rect = self.outline(target)
        if rect is not None:
            preview = GhostItem(ItemSpec(("preview",), (0, 0, rect.width() - 6, rect.height() - 6), _paint_preview, (tile,)),
                                opacity=0.6)
            preview.centre_on(rect.center())
            self.board.add_decor(preview)
            self.board.marks.light(rect, mode="selected")
        self._light_tokens(place, tile)
        token = d.token[1] if d.token and d.token[0] == place else None
        options = d.choices.purchases(place, tile, target, token) or d.choices.purchases(place, tile, target)
        values = d.state.edition.token_by_id
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
                what = _tr("{n} × {tile}", n=2 if a.double else 1, tile=sc.term_name("hawaii", tile))
            else:
                what = _tr("side II") if a.double else _tr("side I")
            spear = _tr(" (spears)") if t.spear else ""
            labels.append((_tr("{what} — token {v}{spear}: {p} shells", what=what, v=t.value, spear=spear, p=price),
                           lambda a=a: self._submit(a)))
        self.panel.set_choices(_tr("Buy {tile} for {where}: pick the price token (click it on the place) and the side",
                                   tile=sc.term_name("hawaii", tile), where=self._target_words(target)),
                               labels, default=0, cancel=self.cancel)

    def _show_trip_choices(self, options: list, where: tuple) -> None:
        d = self.decision
        rect = self.scene.target_rect(where)
        if rect is not None:
            self.board.marks.light(rect, mode="selected")
        if where[0] == "cove":
            tokens = d.state.edition.token_by_id
            labels = [(_tr("{f} fish ({n} token(s)) with boat(s) {b} — {feet} feet",
                           f=sum(tokens[t].fish for t in a.tokens), n=len(a.tokens),
                           b=" + ".join(str(b + 1) for b in a.boats), feet=d.choices.trip_feet(a)),
                       lambda a=a: self._submit(a)) for a in options]
            title = _tr("Fishing: choose the catch and the boats (the first is the default; click a boat "
                        "on your realm to prefer it)")
        else:
            labels = [(_tr("Sail with boat(s) {b} — {feet} feet", b=" + ".join(str(b + 1) for b in a.boats),
                           feet=d.choices.trip_feet(a)), lambda a=a: self._submit(a)) for a in options]
            title = _tr("Sail to dock {n}: choose the boats (the first is the default; click a boat on your "
                        "realm to prefer it)", n=where[1])
        self.panel.set_choices(title, labels, default=0, cancel=self.cancel)
        frame = self.scene.frame(d.seat)
        if frame is not None and options:
            for b in options[0].boats:
                self.board.marks.light(sc.boat_rect(frame, b), mode="selected")

    # --- animation of other players' moves ---------------------------------------------------------------------
    def _animate_last(self) -> None:
        last = getattr(self.session, "last_action", None)
        if last is None or last is self._seen_last:
            return
        self._seen_last = last
        seat, action, before = last
        played, self._played = self._played, None
        ms = self.session.animation_ms()
        if ms <= 0 or seat == CHANCE or action is played:
            return  # chance, or the move this table's own gesture just made: nothing to replay
        if getattr(before, "layout", None) is None:
            return
        animator = self.board.animator
        chief = self.scene.item(("chief", seat))
        if chief is not None:
            start = self.scene.chief_centre(before, seat)
            end = chief.pos()
            if (start - end).manhattanLength() > 1:
                animator.slide(chief, [start, end], ms)
        frame = self.scene.frame(seat) or self.scene.item(("card", seat))  # the realm, or the player's card
        if isinstance(action, Buy) and action.tile in before.supply.get(action.place, {}):
            src = self.scene.item(("supply", action.place, action.tile))
            if src is not None and frame is not None:
                self._fly(src.spec, src.mapToScene(src.rect().center()), frame.mapToScene(frame.boundingRect().center()), ms)
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
                self._fly(flight[1], flight[0], end_at, ms)

    def _fly(self, spec: ItemSpec, start: QPointF, end: QPointF, ms: int) -> None:
        """A copy of a piece flies from where it was to where it went, then disappears."""
        ghost = GhostItem(spec)
        self.scene.addItem(ghost)
        self.board.animator.slide(ghost, [start, end], ms, remove=True)


def _paint_preview(p, r: QRectF, tile: str) -> None:
    from . import art

    art.draw_tile(p, r, tile, 1)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _target_key(a: Buy) -> tuple:
    from .choices import board_target

    return board_target(a.tile, a.row)


def _price_words(view, a: Buy) -> str:
    t = view.edition.token_by_id.get(a.token)
    price = t.value * (2 if a.double else 1) if t else "?"
    if a.tile in (KAHUNA, TIKI):
        what = _tr("{n} × {tile}", n=2 if a.double else 1, tile=sc.term_name("hawaii", a.tile))
    else:
        what = _tr("side II") if a.double else _tr("side I")
    spear = _tr(" (spears)") if t is not None and t.spear else ""
    return _tr("{what} — token {v}{spear}: {p} shells", what=what, v=t.value if t else "?", spear=spear, p=price)


def _one_or_group(words: str, options: list) -> tuple:
    """A group of choices, or the choice itself when there is only one."""
    if len(options) == 1:
        return options[0]
    return (words, options)


def _payment_words(triple) -> str:
    parts = []
    names = {"shells": _tr("shells"), "feet": _tr("feet"), "fruit": _tr("fruit")}
    for i, n in enumerate(triple):
        if n:
            parts.append(f"{n} {names[RESOURCES[i]]}")
    return " + ".join(parts) or _tr("nothing")

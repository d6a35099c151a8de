#!/usr/bin/env python3
"""Redraw benchmark: how long the real game tables take to show one action on a late-game position.

    python tools/bench_redraw.py                     # both games; one JSON line
    python tools/bench_redraw.py --game giants --updates 400 --animated 60

Why these positions: a table is slowest when the board is full, so each title is measured from a
late-game position: Giants with 5 players from round 8 on, Hawaii with 5 players in round 5 (the last).
The position is reached by the ``easy`` computer players (deterministic: no time budget). Then seat 1
is a person, for whom the benchmark plays random legal actions (seeded), and the other seats are
``random`` computers answering through the session as in a real game; chance is drawn by the session.
A finished game starts again from the same position (``restarts``).

Only the tables' public surface is used, so the benchmark keeps working when the tables are rebuilt:
``giantapp.app.tables.make_table(session)``, the session (``start``, ``submit``, ``legal_actions``,
``human_seat_to_act``, ``state_changed``) and Qt's own widgets (the table's ``QGraphicsView`` viewports
are watched for paint events; without one, the table itself is), and what the tables tell for it: how many
times they drew their scene (``redraws``) and that a redraw changed nothing on the board (``blank_redraw``).

Figures, in milliseconds (p50 / p95 / max / n), per title:

- ``update``: the table's work on one ``state_changed`` (the person's, the computers' and chance's
  actions): the time between a slot connected to ``state_changed`` before the table was made and one
  connected after it, i.e. the table's own synchronous handlers. Also as CPU time of the GUI thread
  (``update_cpu``), which a busy shared machine disturbs much less than the wall clock.
- ``frame``: from ``state_changed`` to the end of the first paint of the board that shows it: the
  table's update, its redraw from the event loop and the paint, what a player waits for. One frame per
  such paint, timed from the oldest change it shows (later changes shown by the same paint are not
  counted again). A paint shows a change when the table drew its scene after the change (the table's
  ``redraws`` counter moved; a table without one: any paint after the change). The frame ends when
  the paint itself ends (the watch delivers the paint event and reads the clocks when it returns), not
  when the event loop comes back: what the loop runs right after the paint - a redraw that waited for
  it, the next computer starting to think - belongs to the next frame, not to this one. A change that
  arrives before the paint of an earlier one but whose redraw waits for that paint (the tables redraw
  at most once per painted frame) is not shown by it: its frame goes on, through that paint, to the
  paint after its own redraw. (Until 2026-12-02 a frame ended when ``processEvents`` returned after
  the paint, so the waiting redraw was counted into the earlier frame, and the waiting change itself
  was never timed.) A change whose redraw changed nothing the board shows (a pass, Hawaii's purchase
  before its payment, a computer's step that the viewer cannot see) is shown by no paint: its frame
  ends when that redraw ends, when the table says so (``blank_redraw``, a signal of the tables: the
  board's redraw timer probed for a paint after the redraw and nothing was painted), the frames of the
  changes that came after the table's previous redraw. ``blank_frames`` counts them. (Until 2026-12-02,
  fourth pass, such a frame ran on until the paint of the next change, counting into it the session's
  next step - a computer's answer, the person's next action, which the benchmark plays at once.) The
  side panel's widgets are not watched: their paints are in no frame. ``frame_cpu``: the same as CPU
  time of the GUI thread.
- ``animation`` (``--animated N`` > 0): N more changes with animations at their default 300 ms; the
  intervals between consecutive paints of one burst of frames (``frame_interval``), the GUI thread's
  CPU time per interval (``frame_cpu``), and ``late_frames``: intervals longer than 25 ms (a 60 Hz
  frame dropped). Measurable offscreen and under Xvfb alike (Qt's animation timer ticks every 16 ms).

Output (one line): ``{"bench": "redraw", "platform", "size", "seed", "giants": {"table", "players",
"round", "updates", "restarts", "update", "update_cpu", "frame", "frame_cpu", "blank_frames", "animation"},
"hawaii": {...}}``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: title -> (players, the round from which the position counts as late)
LATE = {"giants": (5, 8), "hawaii": (5, 5)}
#: a paint interval longer than this means a 60 Hz frame was dropped
LATE_FRAME_MS = 25.0
#: the board counts as still when it has not been painted for this long
STILL_MS = 150.0


def percentiles(values: list[float]) -> dict[str, float] | None:
    if not values:
        return None
    ordered = sorted(values)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, max(0, int(round(q * (len(ordered) - 1)))))]

    return {"p50": round(statistics.median(ordered), 2), "p95": round(at(0.95), 2), "max": round(ordered[-1], 2),
            "n": len(ordered)}


def late_position(title: str, players: int, late_round: int, seed: int):
    """The record of a game played by ``easy`` computers until ``late_round`` began, and that round."""
    from giantapp.ai import make_agent
    from giantapp.engine import CHANCE, GameRecord, Seat, get_game, record_action

    game = get_game(title)
    state = game.new_game(players)
    agents = [make_agent("easy", title) for _ in range(players)]
    rng = random.Random(seed)
    record = GameRecord(game=title, players=players, options=dict(getattr(state, "options", {}) or {}),
                        seats=[Seat(f"Player {i + 1}") for i in range(players)])
    while getattr(state, "round", late_round) < late_round:
        if state.is_terminal():
            raise RuntimeError(f"{title} ended before round {late_round} (seed {seed})")
        seat = state.to_act()[0]
        if seat == CHANCE:
            action = state.sample_chance(rng)
        else:
            observation = state.observation(seat)
            action = agents[seat].choose(observation, seat, observation.legal_actions(seat), rng, None)
        record_action(record, seat, action)
        state.apply(seat, action)
    return record, getattr(state, "round", None)


class PaintWatch:
    """Counts paint events of the board's viewports and keeps their times (wall and GUI-thread CPU).

    To know when a paint ends, the watch delivers the paint event itself (through the widget's other
    filters and handlers, as Qt would: it is the last filter installed, so it is asked first) and
    returns True so that Qt does not deliver it again; ``on_paint(begin_count, end_wall, end_cpu)`` is
    called when the delivery returns."""

    def __init__(self, widgets: list[Any], on_paint: Callable[[int, float, float], None] | None = None,
                 begin: Callable[[], int] | None = None) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent, QObject

        watch = self

        class Filter(QObject):
            def eventFilter(self, obj: Any, event: Any) -> bool:
                if event.type() != QEvent.Type.Paint or watch.inside:
                    return False
                watch.count += 1
                watch.times.append((time.perf_counter(), time.thread_time()))
                drawn = begin() if begin is not None else 0  # redraws of the table when this paint began
                watch.inside = True
                try:
                    QCoreApplication.sendEvent(obj, event)
                finally:
                    watch.inside = False
                if on_paint is not None:
                    on_paint(drawn, time.perf_counter(), time.thread_time())
                return True

        self.count = 0
        self.inside = False
        self.times: list[tuple[float, float]] = []  # when each paint began
        self.filter = Filter()
        for widget in widgets:
            widget.installEventFilter(self.filter)


def board_widgets(table: Any) -> list[Any]:
    from PySide6.QtWidgets import QGraphicsView

    views = [view.viewport() for view in table.findChildren(QGraphicsView) if view.isVisible()]
    return views or [table]


def spin_until(app: Any, done: Callable[[], bool], timeout_s: float = 10.0) -> bool:
    from PySide6.QtCore import QEventLoop

    deadline = time.perf_counter() + timeout_s
    while not done():
        if time.perf_counter() > deadline:
            return False
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    return True


class Bench:
    """One title: sessions from the late position, the table, the clocks around ``state_changed``."""

    def __init__(self, app: Any, title: str, record: Any, seed: int, size: tuple[int, int], settings: Any) -> None:
        self.app, self.title, self.record, self.seed, self.size, self.settings = app, title, record, seed, size, settings
        self.update_ms: list[float] = []
        self.update_cpu_ms: list[float] = []
        self.frame_ms: list[float] = []
        self.frame_cpu_ms: list[float] = []
        self.intervals: list[float] = []
        self.interval_cpu: list[float] = []
        self.session = None
        self.table = None
        self.watch: PaintWatch | None = None
        self._begin: tuple[float, float] | None = None
        self._unpainted: list[tuple[float, float, int]] = []  # changes not shown yet: wall, cpu, redraws then
        self.table_name = ""
        self.restarts = 0
        self.blank_frames = 0  # frames ended by a redraw that changed nothing on the board

    def open(self) -> None:
        """A fresh session from the late position with its table, shown and painted once."""
        from giantapp.app.privacy import OpenGate
        from giantapp.app.session import Session
        from giantapp.app.tables import make_table
        from giantapp.engine import GameRecord, Seat

        self.close()
        record = GameRecord.from_json(self.record.to_json())
        record.seats = [Seat("Player 1")] + [Seat(f"Computer {i + 1}", "computer", "random")
                                             for i in range(1, record.players)]
        session = Session(record, seed=self.seed + self.restarts, gate=OpenGate(), settings=self.settings)
        session.state_changed.connect(self._on_begin)  # before the table's own slots
        table = make_table(session)
        session.state_changed.connect(self._on_end)  # after them
        table.resize(*self.size)
        table.show()
        self.session, self.table = session, table
        self.table_name = type(table).__name__
        self.watch = PaintWatch(board_widgets(table), self._on_paint, self._redraws)
        blank = getattr(table, "blank_redraw", None)  # a table that does not say: every frame ends with a paint
        if blank is not None:
            blank.connect(self._on_blank)
        spin_until(self.app, lambda: self.watch.count > 0)
        self._unpainted = []
        session.start()

    def close(self) -> None:
        if self.session is not None:
            self.session.shutdown()
            self.table.close()
            self.table.deleteLater()
            self.session.deleteLater()
            self.app.processEvents()
        self.session = self.table = self.watch = None

    def _redraws(self) -> int:
        """How many times the table drew its scene (-1: it does not say; then any paint shows a change)."""
        return getattr(self.table, "redraws", -1) if self.table is not None else -1

    def _on_begin(self) -> None:
        self._begin = (time.perf_counter(), time.thread_time())
        if self.watch is not None:
            self._unpainted.append((*self._begin, self._redraws()))

    def _on_paint(self, drawn: int, wall: float, cpu: float) -> None:
        """A paint ended: the changes it shows (drawn before it began) make one frame, from the oldest."""
        shown = [c for c in self._unpainted if drawn < 0 or drawn > c[2]]
        if not shown:
            return
        self._unpainted = [c for c in self._unpainted if not (drawn < 0 or drawn > c[2])]
        first_wall, first_cpu, _ = shown[0]
        self.frame_ms.append((wall - first_wall) * 1000.0)
        self.frame_cpu_ms.append((cpu - first_cpu) * 1000.0)

    def _on_blank(self) -> None:
        """A redraw changed nothing the board shows (no paint follows it): the frames of the changes it drew
        - those that came after the table's previous redraw - end now."""
        wall, cpu = time.perf_counter(), time.thread_time()
        drawn = self._redraws()
        shown = [c for c in self._unpainted if c[2] == drawn - 1]
        if not shown:
            return
        self._unpainted = [c for c in self._unpainted if c[2] != drawn - 1]
        first_wall, first_cpu, _ = shown[0]
        self.frame_ms.append((wall - first_wall) * 1000.0)
        self.frame_cpu_ms.append((cpu - first_cpu) * 1000.0)
        self.blank_frames += 1

    def _on_end(self) -> None:
        if self._begin is not None:
            wall, cpu = self._begin
            self.update_ms.append((time.perf_counter() - wall) * 1000.0)
            self.update_cpu_ms.append((time.thread_time() - cpu) * 1000.0)
            self._begin = None

    def turn(self) -> None:
        """Run the event loop once; note a finished frame; play for the person when it is their turn."""
        from PySide6.QtCore import QEventLoop

        self.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        session = self.session
        if session.is_game_over():
            self.restarts += 1
            self.open()
        elif session.human_seat_to_act() is not None:
            legal = session.legal_actions()
            if not session.submit(legal[self.rng.randrange(len(legal))]):
                raise RuntimeError(f"{self.title}: the session refused a legal action")

    def play(self, updates: int, rng: random.Random, timeout_s: float = 600.0) -> None:
        """Until ``updates`` more changes were shown: the person plays random legal actions, the computers
        (``random`` level) answer in their threads, chance is drawn by the session."""
        self.rng = rng
        target = len(self.update_ms) + updates
        deadline = time.perf_counter() + timeout_s
        while len(self.update_ms) < target:
            if time.perf_counter() > deadline:
                raise RuntimeError(f"{self.title}: only {len(self.update_ms)} of {target} updates in {timeout_s} s")
            self.turn()
        spin_until(self.app, lambda: not self._unpainted, 5.0)
        self.turn()

    def play_animated(self, updates: int, rng: random.Random) -> None:
        """Like ``play``, with the paint intervals of every burst of frames (an animation) recorded."""
        first = len(self.watch.times)
        watch = self.watch
        self.play(updates, rng)
        spin_until(self.app, lambda: (time.perf_counter() - watch.times[-1][0]) * 1000.0 > STILL_MS, 5.0)
        if self.watch is not watch:  # a restart in between: keep the newest table's frames only
            first = 0
        times = self.watch.times[first:]
        for (wall_a, cpu_a), (wall_b, cpu_b) in zip(times, times[1:]):
            gap = (wall_b - wall_a) * 1000.0
            if gap <= STILL_MS:  # within one burst of frames
                self.intervals.append(gap)
                self.interval_cpu.append((cpu_b - cpu_a) * 1000.0)

    def result(self, round_: Any) -> dict[str, Any]:
        animation = None
        if self.intervals:
            animation = {"frame_interval": percentiles(self.intervals), "frame_cpu": percentiles(self.interval_cpu),
                         "frames": len(self.intervals), "late_frames": sum(1 for ms in self.intervals if ms > LATE_FRAME_MS)}
        return {"table": self.table_name, "players": self.record.players, "round": round_,
                "updates": len(self.update_ms), "restarts": self.restarts, "update": percentiles(self.update_ms),
                "update_cpu": percentiles(self.update_cpu_ms), "frame": percentiles(self.frame_ms),
                "frame_cpu": percentiles(self.frame_cpu_ms), "blank_frames": self.blank_frames,
                "animation": animation}


def measure(title: str, updates: int, animated: int, seed: int, size: tuple[int, int], players: int | None,
            late_round: int | None) -> dict[str, Any]:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from giantapp.app.settings import Settings

    app = QApplication.instance() or QApplication([sys.argv[0]])
    default_players, default_round = LATE[title]
    record, round_ = late_position(title, players or default_players, late_round or default_round, seed)
    # The bench's own settings (animation speed) must not touch the player's, nor outlive the run.
    with tempfile.TemporaryDirectory(prefix="giantapp-bench-redraw-", ignore_cleanup_errors=True) as folder:
        settings = Settings(QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat))
        bench = Bench(app, title, record, seed, size, settings)
        rng = random.Random(seed)
        try:
            settings.animation_speed = 0
            bench.open()
            bench.play(updates, rng)
            if animated:
                settings.animation_speed = 300
                bench.play_animated(animated, rng)
            return bench.result(round_)
        finally:
            bench.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     epilog="Prints one JSON line. Without a display, runs offscreen.")
    parser.add_argument("--game", choices=sorted(LATE), action="append", help="only this title (repeatable)")
    parser.add_argument("--updates", type=int, default=200, help="changes shown per title without animations "
                        "(default 200)")
    parser.add_argument("--animated", type=int, default=40, help="further changes shown with 300 ms animations, "
                        "whose frames are timed (default 40; 0: none)")
    parser.add_argument("--seed", type=int, default=17, help="seed of the position, the session and the choices (default 17)")
    parser.add_argument("--size", default="1280x800", help="table size in pixels, WxH (default 1280x800)")
    parser.add_argument("--players", type=int, help="players (default 5)")
    parser.add_argument("--round", type=int, dest="late_round", help="the round the position starts in "
                        "(default: Giants 8, Hawaii 5)")
    args = parser.parse_args(argv)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size must look like 1280x800, not {args.size!r}")
    if args.updates < 1 or args.animated < 0:
        parser.error("--updates must be at least 1 and --animated at least 0")
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    result: dict[str, Any] = {"bench": "redraw", "platform": os.environ.get("QT_QPA_PLATFORM") or "native",
                              "size": f"{width}x{height}", "seed": args.seed}
    for title in args.game or sorted(LATE):
        try:
            result[title] = measure(title, args.updates, args.animated, args.seed, (width, height), args.players,
                                    args.late_round)
        except (ValueError, RuntimeError) as exc:
            print(f"bench_redraw: {title}: {exc}", file=sys.stderr)
            return 1
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())

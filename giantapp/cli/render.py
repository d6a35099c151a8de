"""`giantapp render`: the real game table drawn offscreen to a PNG, as one seat sees it.

Used for documentation, bug reports and checks: it goes through the same session and table classes as
the window, so what it shows is what a player at that seat would see (other seats' secrets hidden).
"""

from __future__ import annotations

import argparse
import os
import sys

from giantapp.engine import RecordError, replay


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "render",
        help="render a game position to a PNG as one seat sees it",
        description="Replay a record (or save) to a position and render the game table offscreen.",
    )
    p.add_argument("--game", required=True, choices=["giants", "hawaii"])
    p.add_argument("--record", required=True, metavar="FILE", help="a game record or a saved game")
    p.add_argument("--at", type=int, default=None, metavar="N", help="position after N actions (default: the end)")
    p.add_argument("--seat", type=int, default=None, metavar="K",
                   help="render as seat K sees it (1-based; default: public view only)")
    p.add_argument("--out", required=True, metavar="PNG")
    p.add_argument("--size", default="1600x1000", metavar="WxH", help="image size in pixels (default 1600x1000)")
    p.set_defaults(func=run)


def _fail(message: str) -> int:
    print(f"giantapp render: error: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    from .replay import load_any

    try:
        record = load_any(args.record)
    except RecordError as exc:
        return _fail(f"{args.record}: {exc}")
    if record.game != args.game:
        return _fail(f"{args.record} is a {record.game} record, not {args.game}")
    total = len(record.actions)
    at = total if args.at is None else args.at
    if not 0 <= at <= total:
        return _fail(f"--at must be between 0 and {total} (the record has {total} actions), not {args.at}")
    if args.seat is not None and not 1 <= args.seat <= record.players:
        return _fail(f"--seat must be between 1 and {record.players}, not {args.seat}")
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
        if not (200 <= width <= 8000 and 200 <= height <= 8000):
            raise ValueError
    except ValueError:
        return _fail(f"--size takes WIDTHxHEIGHT between 200 and 8000, not {args.size!r}")
    if not args.out.lower().endswith(".png"):
        return _fail(f"--out must name a .png file, not {args.out!r}")
    record.actions = record.actions[:at]
    state, failure = replay(record)
    if failure is not None:
        return _fail(f"action {failure.index} ({failure.action!r}) is illegal: {failure.reason}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return render_png(record, state, None if args.seat is None else args.seat - 1, args.out, (width, height))


def render_png(record, state, viewer: int | None, out: str, size: tuple[int, int]) -> int:
    """Draw ``state`` through a real session and table; 0 on success, 2 with a message otherwise."""
    from PySide6.QtWidgets import QApplication

    from giantapp.app.session import Session
    from giantapp.app.tables import make_table
    from giantapp.engine import Seat

    app = QApplication.instance() or QApplication(["giantapp-render"])
    # Every seat is a computer that never starts thinking: the session is not started, so nothing moves,
    # and with no human at the table the viewer can be any seat.
    record.seats = [Seat(name=s.name, kind="computer", level="random", colour=s.colour) for s in record.seats]
    session = Session(record, state=state, viewer=viewer)
    table = make_table(session)
    table.resize(*size)
    table.show()
    for _ in range(5):
        app.processEvents()
    if hasattr(table, "zoom_fit"):
        table.zoom_fit()
        app.processEvents()
    image = table.grab()
    table.close()
    session.shutdown()
    if image.isNull() or not image.save(out, "PNG"):
        return _fail(f"could not write {out}")
    print(f"wrote {out} ({size[0]}x{size[1]}, {record.game}, after {len(record.actions)} actions, "
          f"{'seat ' + str(viewer + 1) if viewer is not None else 'public view'})")
    return 0

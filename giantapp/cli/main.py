"""The `giantapp` command: the window by default, subcommands for headless work."""

from __future__ import annotations

import argparse
import sys

from giantapp import __version__


def build_parser() -> argparse.ArgumentParser:
    from . import replay, selfplay

    parser = argparse.ArgumentParser(
        prog="giantapp",
        description="Play Giants and Hawaii. Without a subcommand, opens the game window.",
    )
    parser.add_argument("--version", action="version", version=f"giantapp {__version__}")
    parser.add_argument("--open", metavar="FILE", help="open a saved game in the window")
    parser.add_argument("--review", metavar="FILE", help="review a played game (a save or a record) in the window")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    replay.add_parser(sub)
    selfplay.add_parser(sub)
    for name in ("render", "selftest", "hint"):
        try:
            module = __import__(f"giantapp.cli.{name}", fromlist=["add_parser"])
        except ImportError:
            continue
        module.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--selftest" in argv:  # documented spelling of the self-test
        argv = ["selftest"] + [a for a in argv if a != "--selftest"]
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from giantapp.app.launch import launch_gui

        return launch_gui(args.open, review_path=args.review)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())

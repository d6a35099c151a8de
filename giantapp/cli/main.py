"""The `giantapp` command: the window by default, subcommands for headless work."""

from __future__ import annotations

import argparse
import sys

from giantapp import __version__


#: options that belong to the window, not to a subcommand (see ``window_only``)
WINDOW_OPTIONS = ("--open", "--review")


def window_only(argv: list[str]) -> bool:
    """Whether ``argv`` only opens the window (no subcommand, no help): then the subcommands are not
    loaded, since their modules import the computer players and the rules, which the window's start
    page does not need and must not wait for. Anything else gets the full parser, messages included."""
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg in WINDOW_OPTIONS:
            index += 2
        elif arg == "--version" or any(arg.startswith(option + "=") for option in WINDOW_OPTIONS):
            index += 1
        else:
            return False
    return True


def build_parser(subcommands: bool = True) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="giantapp",
        description="Play Giants and Hawaii. Without a subcommand, opens the game window.",
    )
    parser.add_argument("--version", action="version", version=f"giantapp {__version__}")
    parser.add_argument("--open", metavar="FILE", help="open a saved game in the window")
    parser.add_argument("--review", metavar="FILE", help="review a played game (a save or a record) in the window")
    if not subcommands:
        parser.set_defaults(command=None)
        return parser
    from . import replay, selfplay

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
    parser = build_parser(subcommands=not window_only(argv))
    args = parser.parse_args(argv)
    if args.command is None:
        from giantapp.app.launch import launch_gui

        return launch_gui(args.open, review_path=args.review)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())

"""`giantapp --selftest` (= `giantapp selftest`): a headless check of an installation, exit 0 or 1.

Why: a frozen bundle can start and still lack a data file, a Qt plugin or a translation; this command
exercises every layer the way the window does — loads every shipped resource, switches through every
language, plays a short computer game of each title to the end, and renders each game's table
offscreen — and prints one line per check and a summary. It runs from a source checkout and from the
PyInstaller bundle alike (``tests/packaging`` runs it inside the built bundle).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from giantapp import __version__

#: Help texts every language must ship, per game.
HELP_GAMES = ("giants", "hawaii")


@dataclass
class Check:
    """One line of the self-test: what was checked, whether it passed, and the numbers or the reason."""

    name: str
    ok: bool
    detail: str


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "selftest",
        help="check this installation headless (resources, languages, games, boards); exit 0 or 1",
        description="Load every resource, switch through every language, play a short computer game of each "
        "title and render each board offscreen; print one line per check and a summary; exit 0 when all pass.",
    )
    p.add_argument("--game", action="append", choices=["giants", "hawaii"], help="check only this title (repeatable)")
    p.add_argument("--seed", type=int, default=7, help="seed of the computer games (default 7)")
    p.add_argument("--level", help="computer level of every seat (default: easy, or random if easy is missing)")
    p.add_argument("--max-actions", type=int, default=5_000, help="a game longer than this fails (default 5000)")
    p.add_argument("--screenshots", metavar="DIR",
                   help="also save, in every language, each board (mid-game), the rules help and the settings "
                        "dialog as PNG files in DIR, to look at")
    p.add_argument("--json", action="store_true", help="print the results as one JSON object")
    p.set_defaults(func=run)


# --------------------------------------------------------------------------- the checks
def check_resources() -> Check:
    """Every JSON parses, every SVG and PNG renders, every .qm loads, every help text is there."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer

    from giantapp.app import i18n
    from giantapp.resources import resources_root

    root = resources_root()
    counts = {"JSON": 0, "SVG": 0, "PNG": 0, "translations": 0, "help texts": 0}
    problems: list[str] = []
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.suffix == ".json":
            try:
                json.loads(path.read_text(encoding="utf-8"))
                counts["JSON"] += 1
            except (OSError, ValueError) as exc:
                problems.append(f"{rel}: {exc}")
        elif path.suffix == ".svg":
            if QSvgRenderer(str(path)).isValid():
                counts["SVG"] += 1
            else:
                problems.append(f"{rel}: not a valid SVG")
        elif path.suffix == ".png":
            if QImage(str(path)).isNull():
                problems.append(f"{rel}: not a readable PNG")
            else:
                counts["PNG"] += 1
        elif path.suffix == ".qm":
            if QTranslator().load(str(path)):
                counts["translations"] += 1
            else:
                problems.append(f"{rel}: Qt cannot load this translation")
    for language in i18n.LANGUAGES:
        if language != "en" and not i18n.qm_file(language).is_file():
            problems.append(f"the {language} translation is missing ({i18n.qm_file(language).name})")
        for game in HELP_GAMES:
            help_file = root / "help" / f"{game}.{language}.md"
            if help_file.is_file() and help_file.stat().st_size > 500:
                counts["help texts"] += 1
            else:
                problems.append(f"the {game} rules help in {language} is missing or empty ({help_file.name})")
    from giantapp.ai.giants_knowledge import FITTED as giants_fitted
    from giantapp.ai.hawaii_knowledge import FITTED as hawaii_fitted
    from giantapp.engine.errors import DataError

    for fitted in (giants_fitted, hawaii_fitted):
        try:
            fitted.load()  # the hard level's weights: a damaged file would leave it the hand-set ones
        except DataError as exc:
            problems.append(str(exc))
    for game in ("common", "giants", "hawaii"):
        if not i18n.term_kinds(game):
            problems.append(f"no piece/space names for {game} in help/tooltips.json")
    summary = ", ".join(f"{n} {what}" for what, n in counts.items())
    if problems:
        return Check("resources", False, "; ".join(problems[:8]) + (f" (+{len(problems) - 8} more)" if len(problems) > 8 else ""))
    return Check("resources", True, summary)


def check_languages() -> Check:
    """Each shipped language loads and actually changes player-visible text (also in the pure layers)."""
    from PySide6.QtCore import QCoreApplication

    from giantapp.app import i18n

    english = i18n.term_name("giants", "moai_2")
    seen: dict[str, str] = {}
    problems = []
    try:
        for language in i18n.LANGUAGES:
            got = i18n.switch_language(QCoreApplication.instance(), language)
            if got != language:
                problems.append(f"{language} could not be installed (got {got})")
                continue
            seen[language] = i18n.term_name("giants", "moai_2")
            if language != "en" and seen[language] == english:
                problems.append(f"{language} leaves {english!r} untranslated")
    finally:
        i18n.switch_language(QCoreApplication.instance(), "en")
    if problems:
        return Check("languages", False, "; ".join(problems))
    return Check("languages", True, ", ".join(f"{lang}: {text}" for lang, text in seen.items()))


def _level() -> str:
    from giantapp.ai.registry import level_names

    return "easy" if "easy" in level_names() else "random"


def check_game(name: str, seed: int, max_actions: int, level: str | None = None) -> tuple[Check, Any]:
    """Play one computer game of ``name`` to the end; returns the check and the final state."""
    from giantapp.ai import make_agent, play_game
    from giantapp.engine import get_game

    game = get_game(name)
    players = max(game.min_players, min(3, game.max_players))
    level = level or _level()
    state = game.new_game(players, game.validate_options({}))
    agents = [make_agent(level, name) for _ in range(players)]
    started = time.perf_counter()
    played = play_game(state, agents, random.Random(seed), max_actions=max_actions)
    seconds = time.perf_counter() - started
    scores = "/".join(str(s) for s in played.state.scores())
    winners = ", ".join(str(w + 1) for w in played.state.winners()) or "none"
    detail = (f"{players} players ({level}), {played.actions} actions in {seconds:.1f} s, "
              f"scores {scores}, winner seat {winners}")
    return Check(f"{name} game", True, detail), played


def check_history(played: dict[str, Any]) -> Check:
    """The game history (SQLite, from the standard library: the bundle must keep it) in a fresh folder:
    the played games are written and read back."""
    import sqlite3
    import tempfile

    from giantapp.app.game_history import GameHistory

    with tempfile.TemporaryDirectory() as folder:
        with GameHistory.open(Path(folder) / "history.sqlite3") as history:
            for outcome in played.values():
                history.add(outcome.record)
            back = history.games()
    if len(back) != len(played):
        return Check("history", False, f"{len(played)} games written, {len(back)} read back")
    return Check("history", True, f"games written and read back: {len(back)} (SQLite {sqlite3.sqlite_version})")


def check_board(name: str, played: Any, screenshots: Path | None) -> Check:
    """Render ``name``'s table for a finished game offscreen and check that it drew something."""
    from PySide6.QtWidgets import QApplication

    try:
        from giantapp.app.tables import TABLES, make_table
    except ImportError as exc:
        return Check(f"{name} board", False, f"the game tables are not available ({exc})")
    session = _make_session(name, played)
    widget = make_table(session, None)
    expected = TABLES.get(name, "").rpartition(":")[2]
    if expected and type(widget).__name__ != expected:
        widget.deleteLater()
        return Check(f"{name} board", False, f"the {name} table ({TABLES[name]}) could not be built; "
                     f"the window would fall back to {type(widget).__name__}")
    widget.resize(1280, 800)
    widget.show()
    QApplication.processEvents()
    image = widget.grab().toImage()
    widget.close()
    widget.deleteLater()
    QApplication.processEvents()
    if image.isNull() or image.width() < 100 or image.height() < 100:
        return Check(f"{name} board", False, "the table rendered no image")
    colours = {image.pixel(x, y) for x in range(0, image.width(), 17) for y in range(0, image.height(), 17)}
    if len(colours) < 8:
        return Check(f"{name} board", False, f"the table looks blank ({len(colours)} colours)")
    saved = ""
    if screenshots is not None:
        screenshots.mkdir(parents=True, exist_ok=True)
        target = screenshots / f"{name}.png"
        image.save(str(target))
        saved = f", saved {target}"
    return Check(f"{name} board", True, f"{image.width()}×{image.height()}, {len(colours)} colours{saved}")


def _make_session(name: str, played: Any) -> Any:
    """A session holding the finished game, shown from seat 1's view, built the way the window resumes one.

    The state is passed in (no replay) and the session is never started, so no computer player thinks.
    """
    from giantapp.app.session import Session

    return Session(played.record, state=played.state, viewer=0)


def _grab(widget: Any, target: Path, size: tuple[int, int]) -> None:
    from PySide6.QtWidgets import QApplication

    widget.resize(*size)
    widget.show()
    for _ in range(3):
        QApplication.processEvents()
    if not widget.grab().save(str(target)):
        raise OSError(f"cannot write {target}")
    widget.close()
    widget.deleteLater()
    QApplication.processEvents()


def save_screenshots(folder: Path, played: dict[str, Any]) -> Check:
    """Every language: each board half-way through its game, the rules help and the settings dialog.

    For people to look at (Chinese needs a CJK font installed); the files are named
    ``<game>-board-<lang>.png``, ``<game>-help-<lang>.png`` and ``settings-<lang>.png``.
    """
    from PySide6.QtCore import QCoreApplication, QSettings

    from giantapp.app import i18n
    from giantapp.app.help_window import HelpWindow
    from giantapp.app.session import Session
    from giantapp.app.settings import Settings
    from giantapp.app.settings_dialog import SettingsDialog
    from giantapp.app.tables import make_table
    from giantapp.engine import replay

    folder.mkdir(parents=True, exist_ok=True)
    halfway = {}
    for name, game in played.items():
        state, failure = replay(game.record, upto=len(game.record.actions) // 2)
        if failure is not None:
            raise RuntimeError(f"the {name} record does not replay: {failure.reason}")
        halfway[name] = Session(game.record, state=state, viewer=0)
    store = QSettings(str(folder / "selftest-settings.ini"), QSettings.Format.IniFormat)
    written = 0
    try:
        for language in i18n.LANGUAGES:
            i18n.switch_language(QCoreApplication.instance(), language)
            for name, session in halfway.items():
                _grab(make_table(session, None), folder / f"{name}-board-{language}.png", (1400, 900))
                _grab(HelpWindow(game=name), folder / f"{name}-help-{language}.png", (1000, 720))
                written += 2
            _grab(SettingsDialog(Settings(store)), folder / f"settings-{language}.png", (520, 260))
            written += 1
    finally:
        i18n.switch_language(QCoreApplication.instance(), "en")
        (folder / "selftest-settings.ini").unlink(missing_ok=True)
    return Check("screenshots", True, f"{written} images in {folder}")


# --------------------------------------------------------------------------- the command
def _ensure_application() -> Any:
    """A QApplication on the offscreen platform unless a display platform was asked for."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["giantapp-selftest"])


def _guarded(name: str, function: Callable[[], Check]) -> Check:
    try:
        return function()
    except Exception as exc:  # a failing layer is a failed check with its reason, never a crash
        last = traceback.extract_tb(exc.__traceback__)[-1]
        where = f"{Path(last.filename).name}:{last.lineno}"
        return Check(name, False, f"{type(exc).__name__}: {exc} (at {where})")


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    if args.max_actions < 1:
        print("giantapp selftest: error: --max-actions must be at least 1", file=sys.stderr)
        return 2
    if args.level is not None:
        from giantapp.ai.registry import level_names

        if args.level not in level_names():
            print(f"giantapp selftest: error: unknown level {args.level!r}; known: {', '.join(level_names())}",
                  file=sys.stderr)
            return 2
    _app = _ensure_application()
    where = "bundle" if getattr(sys, "frozen", False) else "source"
    if not args.json:
        print(f"giantapp {__version__} self-test ({where}, Python {sys.version.split()[0]}, "
              f"Qt platform {os.environ.get('QT_QPA_PLATFORM')})", flush=True)
    checks: list[Check] = []

    def record(check: Check) -> None:
        checks.append(check)
        if not args.json:
            print(f"  {'ok  ' if check.ok else 'FAIL'} {check.name}: {check.detail}", flush=True)

    record(_guarded("resources", check_resources))
    record(_guarded("languages", check_languages))
    screenshots = Path(args.screenshots) if args.screenshots else None
    played: dict[str, Any] = {}
    for name in args.game or list(HELP_GAMES):
        outcome: dict[str, Any] = {}

        def play(name: str = name) -> Check:
            check, outcome["played"] = check_game(name, args.seed, args.max_actions, args.level)
            return check

        record(_guarded(f"{name} game", play))
        if "played" in outcome:
            played[name] = outcome["played"]
            record(_guarded(f"{name} board", lambda name=name: check_board(name, outcome["played"], None)))
        else:
            record(Check(f"{name} board", False, "not rendered: the game did not finish"))
    record(_guarded("history", lambda: check_history(played)))
    if screenshots is not None:
        record(_guarded("screenshots", lambda: save_screenshots(screenshots, played)))
    failed = [c for c in checks if not c.ok]
    seconds = time.perf_counter() - started
    if args.json:
        print(json.dumps({"version": __version__, "where": where, "passed": len(checks) - len(failed),
                          "failed": len(failed), "seconds": round(seconds, 2),
                          "checks": [c.__dict__ for c in checks]}, ensure_ascii=False))
    else:
        verdict = "PASSED" if not failed else "FAILED"
        print(f"self-test {verdict}: {len(checks) - len(failed)} of {len(checks)} checks passed in {seconds:.1f} s")
    return 1 if failed else 0

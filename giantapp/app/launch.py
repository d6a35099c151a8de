"""Start the window — but first make sure Qt can start, and say clearly what is missing if not.

Why: when a display or a system library is missing, Qt aborts the process with a cryptic
"could not load the Qt platform plugin xcb" trace. We check the same things beforehand (a display, the
shared libraries the platform plugin needs, PySide6 itself) and print which library is missing and
the apt-get command that installs it, then exit with status 2.

Only the standard library is imported at module level, so the checks run even without PySide6.

Start-up speed: the window, its menus, the start page and the resume offer need neither the rules nor
their libraries (networkx, shapely, numpy), which take longer to import than the window takes to appear
(``python tools/bench_launch.py``). They are imported when a game starts, or earlier by
:func:`warm_up`, which a background thread runs once the window has been painted.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, Callable

#: shared libraries Qt's widgets need on Linux with any platform plugin -> Debian/Ubuntu package
LINUX_BASE_LIBS = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}
#: additionally needed by the xcb (X11) platform plugin
LINUX_XCB_LIBS = {
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-image.so.0": "libxcb-image0",
    "libX11-xcb.so.1": "libx11-xcb1",
}
#: additionally needed by the wayland platform plugin
LINUX_WAYLAND_LIBS = {
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
}
HEADLESS_PLATFORMS = ("offscreen", "minimal", "vnc", "eglfs", "linuxfb")


def _can_load(soname: str) -> bool:
    """Whether the dynamic loader finds ``soname`` (exactly what Qt's plugin will need)."""
    try:
        ctypes.CDLL(soname)
        return True
    except OSError:
        return False


def plugin_file(plugin: str) -> Path | None:
    """The Qt platform plugin library PySide6 would load for ``plugin`` (found without importing Qt)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        candidate = Path(location) / "Qt" / "plugins" / "platforms" / f"libq{plugin}.so"
        if candidate.is_file():
            return candidate
    return None


def unresolved_libraries(library: Path) -> list[str] | None:
    """Shared libraries ``library`` needs that the loader cannot find (via ldd); None if unknown."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return None
    try:
        output = subprocess.run([ldd, str(library)], capture_output=True, text=True, timeout=20, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    missing = []
    for line in output.splitlines():
        if "not found" in line:
            name = line.split("=>")[0].strip()
            if name and name not in missing:
                missing.append(name)
    return missing


def x11_display_reachable(display: str) -> bool | None:
    """Whether an X server answers at ``display`` (via libxcb, as Qt would); None if libxcb is missing."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return connection is not None and xcb.xcb_connection_has_error(connection) == 0
    finally:
        if connection:
            xcb.xcb_disconnect(connection)


def platform_name(env: dict[str, str] | None = None) -> str:
    """The Qt platform plugin that will be used: QT_QPA_PLATFORM, else wayland/xcb from the session."""
    env = dict(os.environ if env is None else env)
    chosen = env.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0].strip().lower()
    if chosen:
        return chosen
    if not sys.platform.startswith("linux"):
        return "native"
    if env.get("WAYLAND_DISPLAY") and not env.get("DISPLAY"):
        return "wayland"
    return "xcb"


def check_environment(
    env: dict[str, str] | None = None,
    can_load: Callable[[str], bool] = _can_load,
    platform: str | None = None,
    use_ldd: bool = True,
    reachable: Callable[[str], bool | None] = x11_display_reachable,
) -> list[str]:
    """Problems that would stop Qt from opening a window, as messages for people (empty: all fine)."""
    env = dict(os.environ if env is None else env)
    platform = platform or sys.platform
    plugin = platform_name(env)
    problems: list[str] = []
    if not platform.startswith("linux"):
        return problems
    if plugin not in HEADLESS_PLATFORMS:
        if plugin == "wayland" and not env.get("WAYLAND_DISPLAY"):
            problems.append("QT_QPA_PLATFORM=wayland is set but there is no Wayland display (WAYLAND_DISPLAY is empty).")
        elif plugin.startswith("xcb") and not env.get("DISPLAY"):
            problems.append(
                "There is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                "Start giantapp from a desktop session, or for a test without a screen use "
                "QT_QPA_PLATFORM=offscreen (nothing will be visible)."
            )
    needed = dict(LINUX_BASE_LIBS)
    if plugin.startswith("xcb"):
        needed.update(LINUX_XCB_LIBS)
    elif plugin == "wayland":
        needed.update(LINUX_WAYLAND_LIBS)
    known_packages = {**LINUX_BASE_LIBS, **LINUX_XCB_LIBS, **LINUX_WAYLAND_LIBS}
    library = plugin_file(plugin.split("-")[0]) if use_ldd else None
    unresolved = unresolved_libraries(library) if library is not None else None
    if unresolved is not None:  # exactly what the plugin lacks, as the loader sees it
        missing = {soname: known_packages.get(soname, soname) for soname in unresolved}
    else:
        missing = {soname: package for soname, package in needed.items() if not can_load(soname)}
    if plugin.startswith("xcb") and env.get("DISPLAY") and reachable(env["DISPLAY"]) is False:
        problems.append(
            f"The X display {env['DISPLAY']} does not answer (is the desktop session or Xvfb running, "
            "and may this user connect to it?)."
        )
    if missing:
        packages = " ".join(sorted(set(missing.values())))
        problems.append(
            "Qt needs system libraries that are not installed: "
            + ", ".join(sorted(missing))
            + f".\nOn Debian or Ubuntu install them with:\n    sudo apt-get install -y {packages}\n"
            "(Fedora: sudo dnf install the same libraries, e.g. xcb-util-cursor, libxkbcommon-x11.)"
        )
    return problems


def _fail(lines: list[str]) -> int:
    print("giantapp cannot open its window:", file=sys.stderr)
    for line in lines:
        print("  " + line.replace("\n", "\n  "), file=sys.stderr)
    print("Headless commands still work: giantapp replay, giantapp selfplay (see giantapp --help).", file=sys.stderr)
    return 2


def launch_gui(open_path: str | None = None, review_path: str | None = None) -> int:
    """Open the main window (and ``open_path`` if given, or ``review_path`` in review); the exit status.

    The environment check (it waits for ``ldd``) runs in a thread while the window's modules are
    imported; its verdict is awaited before Qt is started (importing PySide6 starts nothing)."""
    checking: list[Any] = []

    def check() -> None:
        try:
            checking.append(check_environment())
        except BaseException as exc:  # re-raised in this thread by problems(), as before the thread
            checking.append(exc)

    checker = threading.Thread(target=check, name="giantapp-check")
    checker.start()

    def problems() -> list[str]:
        checker.join()
        if isinstance(checking[0], BaseException):
            raise checking[0]
        return checking[0]

    try:
        from PySide6.QtCore import QCoreApplication, QSettings
        from PySide6.QtWidgets import QApplication
    except ImportError as exc:
        return _fail(problems() or [
            f"PySide6 (Qt for Python) cannot be imported: {exc}.",
            "Install the app's dependencies (python3 dev.py run sets everything up), or: pip install 'PySide6-Essentials>=6.6,<7'",
        ])
    try:
        from . import settings as settings_module
        from .main_window import MainWindow
    except ImportError as exc:
        return _fail(problems() or [f"a part of giantapp's window cannot be loaded: {exc}"])
    if problems():
        return _fail(problems())

    QCoreApplication.setOrganizationName(settings_module.ORGANIZATION)
    QCoreApplication.setOrganizationDomain("giantapp.invalid")
    QCoreApplication.setApplicationName(settings_module.APPLICATION)
    from giantapp import __version__

    QCoreApplication.setApplicationVersion(__version__)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationDisplayName("giantapp")
    app.setDesktopFileName("giantapp")  # matches packaging/giantapp.desktop
    from PySide6.QtGui import QIcon

    from giantapp.resources import resource_path

    app.setWindowIcon(QIcon(str(resource_path("icons", "giantapp.svg"))))
    settings = settings_module.Settings(QSettings())
    install_translations(app, settings)

    window = MainWindow(settings)
    # The warm-up waits for the first paint and for the resume question to be answered, so that
    # neither shares the interpreter with it.
    waiting = {"paint", "resume"}

    def ready(step: str) -> None:
        waiting.discard(step)
        if not waiting:
            start_warm_up()

    after_first_paint(window.centralWidget(), lambda: ready("paint"))
    if fit_to_screen(window):
        window.showMaximized()
    else:
        window.show()
    if review_path:
        from .learning_menus import open_review

        if not open_review(window, review_path):
            print(f"giantapp: could not review {review_path}", file=sys.stderr)
    elif open_path:
        if not window.open_file(open_path):
            print(f"giantapp: could not open {open_path}", file=sys.stderr)
    else:
        window.offer_resume()
    ready("resume")
    return int(app.exec())


def fit_to_screen(window: Any) -> bool:
    """A first start (no saved geometry): size the window to fit its screen and centre it; True when the
    screen is small enough (under about 1300×860) that the window should start maximized.

    Why: the window's default 1200×820 does not fit a 1280×800 or 1024×700 screen; cut off or pushed
    to a corner by the desktop, it would later come back to that odd size on leaving full screen."""
    if getattr(window, "geometry_restored", True):
        return False
    screen = window.screen()
    if screen is None:
        return False
    area = screen.availableGeometry()
    # room for the desktop's title bar and borders
    width, height = min(window.width(), area.width() - 16), min(window.height(), area.height() - 48)
    window.resize(max(640, width), max(480, height))
    window.move(area.center() - window.rect().center())
    return area.width() < 1300 or area.height() < 860


def install_translations(app: object, settings: object) -> None:
    """Use the translation hook ``giantapp.app.i18n.install(app, settings)`` when it exists."""
    try:
        from . import i18n  # type: ignore[attr-defined]
    except ImportError:
        return
    install = getattr(i18n, "install", None)
    if callable(install):
        try:
            install(app, settings)
        except Exception as exc:  # a broken translation must not keep the game from starting
            print(f"giantapp: translations not installed: {exc}", file=sys.stderr)


#: modules a first game needs besides its title's rules, imported by :func:`warm_up` (no Qt in them)
WARM_UP_MODULES = ("giantapp.ai.levels", "giantapp.ai.hard")


def warm_up() -> None:
    """Import every title's rules (and load their data) and the computer players, so that the first
    New game or Open does not wait for them. Pure layers only: safe off the GUI thread."""
    import importlib

    from giantapp.engine import game_names, get_game

    for name in game_names():
        try:
            get_game(name)
        except Exception as exc:  # the game will report it properly when it is started
            print(f"giantapp: could not prepare {name}: {exc}", file=sys.stderr)
    for module in WARM_UP_MODULES:
        try:
            importlib.import_module(module)
        except Exception as exc:
            print(f"giantapp: could not prepare {module}: {exc}", file=sys.stderr)


def start_warm_up() -> threading.Thread:
    """Run :func:`warm_up` in a background thread (not a daemon: quitting at once waits for the
    imports to finish rather than tearing the interpreter down under them)."""
    thread = threading.Thread(target=warm_up, name="giantapp-warm-up")
    thread.start()
    return thread


def after_first_paint(widget: Any, callback: Callable[[], object]) -> None:
    """Call ``callback`` once, from the event loop, after ``widget`` has first been painted."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint:
                widget.removeEventFilter(self)
                QTimer.singleShot(0, callback)
                self.deleteLater()
            return False

    widget.installEventFilter(FirstPaint(widget))

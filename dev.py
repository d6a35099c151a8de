#!/usr/bin/env python3
"""Set up giantapp on a fresh machine and run it: `python3 dev.py run` or `python3 dev.py test`
(also `bundle`, `mutants [MODULE]` for the mutation-testing benchmark of the rules modules, and
`known-bugs [--only ID ...]` for issue 19's bugs put back one at a time).

Why a script and not a Makefile: it needs nothing but Python >= 3.11, it is idempotent (the virtual
environment in .venv is created once and re-synced only when pyproject.toml changes), and it checks
the system libraries Qt needs before Qt can abort with an unreadable trace.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".giantapp-installed"

# Shared libraries PySide6 loads on Linux, with the Debian/Ubuntu package that provides each.
QT_LINUX_LIBS = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
}
# Needed only to open a window on an X11 desktop (not for offscreen tests).
QT_X11_LIBS = {
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-image.so.0": "libxcb-image0",
}


def say(message: str) -> None:
    print(f"[giantapp] {message}", flush=True)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def missing_libs(libs: dict[str, str]) -> dict[str, str]:
    if not sys.platform.startswith("linux"):
        return {}
    try:
        listing = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=False).stdout
    except OSError:
        return {}
    return {lib: pkg for lib, pkg in libs.items() if lib not in listing}


def ensure_system_libs(libs: dict[str, str], purpose: str) -> None:
    """Install Qt's system libraries with apt when we may (root on Debian/Ubuntu), else say how."""
    missing = missing_libs(libs)
    if not missing:
        return
    packages = sorted(set(missing.values()))
    can_apt = shutil.which("apt-get") and hasattr(os, "geteuid") and os.geteuid() == 0
    if can_apt:
        say(f"installing system libraries Qt needs for {purpose}: {' '.join(packages)}")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-qq"], check=False, env=env)
        subprocess.run(["apt-get", "install", "-y", "-qq", *packages], check=False, env=env)
        missing = missing_libs(libs)
        if not missing:
            return
    say(f"Qt needs these system libraries for {purpose}, and they are missing: {', '.join(sorted(missing))}")
    say(f"On Debian/Ubuntu install them with:  sudo apt-get install {' '.join(packages)}")
    say("(Fedora: dnf install mesa-libGL mesa-libEGL libxkbcommon-x11 xcb-util-cursor fontconfig dbus-libs)")
    sys.exit(3)


def ensure_venv(extras: str) -> Path:
    """Create .venv and install the project (editable) with ``extras``; skip when already current."""
    if sys.version_info < (3, 11):
        say(f"giantapp needs Python 3.11 or newer; this is {sys.version.split()[0]}")
        sys.exit(2)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    python = venv_python()
    if python.exists() and STAMP.exists() and digest in STAMP.read_text().split():
        return python
    if not python.exists():
        say("creating the virtual environment in .venv")
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    say(f"installing giantapp and its dependencies ({extras or 'app'})")
    spec = f".[{extras}]" if extras else "."
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "-e", spec],
                   check=True, cwd=ROOT)
    known = STAMP.read_text().split() if STAMP.exists() else []
    STAMP.write_text("\n".join(known + [digest]))
    return python


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "run"
    rest = argv[1:]
    if command == "run":
        ensure_system_libs(QT_LINUX_LIBS, "the window")
        if os.environ.get("QT_QPA_PLATFORM", "") not in ("offscreen", "minimal") and not os.environ.get("WAYLAND_DISPLAY"):
            ensure_system_libs(QT_X11_LIBS, "an X11 window")
        python = ensure_venv("")
        return subprocess.call([str(python), "-m", "giantapp", *rest], cwd=ROOT)
    if command == "test":
        # The whole suite: the bundle build + self-test (marked `bundle`, so plain `pytest` skips it),
        # then everything else on both cores. `--fast` skips the bundle; other arguments go to pytest.
        ensure_system_libs(QT_LINUX_LIBS, "the tests")
        python = ensure_venv("test,packaging,bench")  # bench: the benchmark tools' tests time python-chess too
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        fast = "--fast" in rest
        rest = [arg for arg in rest if arg != "--fast"]
        if not fast and not rest:
            say("building the bundle and running its self-test")
            code = subprocess.call([str(python), "-m", "pytest", "-m", "bundle", "-p", "no:cacheprovider"],
                                   cwd=ROOT, env=env)
            if code not in (0, 5):  # 5: no bundle test collected
                return code
        workers = ["-n", "2"] if not rest else []
        return subprocess.call([str(python), "-m", "pytest", *workers, *rest], cwd=ROOT, env=env)
    if command == "bundle":
        ensure_system_libs(QT_LINUX_LIBS, "the bundle")
        python = ensure_venv("test,packaging")
        return subprocess.call([str(python), "-m", "PyInstaller", "--noconfirm", "--clean",
                                "--distpath", "dist", "--workpath", "build", "packaging/giantapp.spec"], cwd=ROOT)
    if command == "mutants":
        # Mutation testing of the rules modules: a benchmark that prints scores, not part of `test`
        # (tools/mutation.py says how; a module takes minutes).
        ensure_system_libs(QT_LINUX_LIBS, "the tests")
        python = ensure_venv("test,mutation")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        return subprocess.call([str(python), str(ROOT / "tools" / "mutation.py"), *rest], cwd=ROOT, env=env)
    if command == "known-bugs":
        # Issue 19's bugs put back one at a time, each must be caught by its tests: a benchmark, not part
        # of `test` (tools/known_bugs.py says how; minutes).
        ensure_system_libs(QT_LINUX_LIBS, "the tests")
        python = ensure_venv("test,packaging,bench")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        return subprocess.call([str(python), str(ROOT / "tools" / "known_bugs.py"), *rest], cwd=ROOT, env=env)
    say(f"unknown command {command!r}; use: run, test, bundle, mutants or known-bugs")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Emitting signals from Python must not wear down the boolean singletons (PySide6 6.12 defect)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_thousands_of_emits_do_not_abort_the_interpreter():
    """In a fresh process (the booleans' counts are then small): import the app, emit 20000 signals."""
    script = textwrap.dedent(
        """
        import sys
        import giantapp.app  # applies the work-around when the binding needs it
        from PySide6.QtCore import QCoreApplication, QObject, Signal

        class Emitter(QObject):
            changed = Signal(int, bool)

        app = QCoreApplication([])
        emitter = Emitter()
        seen = []
        emitter.changed.connect(lambda seat, on: seen.append(on))
        for i in range(20000):
            emitter.changed.emit(i, i % 2 == 0)
        print(len(seen), sys.getrefcount(True) > 0, sys.getrefcount(False) > 0)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["20000", "True", "True"]


def test_thousands_of_void_calls_do_not_exhaust_none():
    """In a fresh process: import the app, then call a void Qt method far more often than None's count."""
    script = textwrap.dedent(
        """
        import sys
        import giantapp.app  # applies the work-arounds when the binding needs them
        from PySide6.QtWidgets import QApplication, QGraphicsRectItem

        app = QApplication([])
        item = QGraphicsRectItem()
        for _ in range(50000):
            item.setZValue(1.0)
            item.setPos(1.0, 2.0)
        print(sys.getrefcount(None) > 0)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["True"]

"""Guard against a defect of the installed Qt binding: ``None`` loses a reference on void calls.

PySide6 6.12.0 on CPython 3.11 (the defect family ``giantapp.app.qtcompat`` handles for ``True`` and
``False``): every Python override of a void virtual (``QGraphicsItem.paint``) and every call of a void
method (``QPainter.save``) hands back ``None`` without owning a reference. A table repaints a few
hundred items per frame, so ``None``'s count reaches zero within minutes and the interpreter aborts
("none_dealloc"). CPython 3.12 made ``None`` immortal; we do the same by giving it a very large count,
after probing that the defect is present. Its proper home is ``qtcompat.apply_workarounds`` (reported
to the lead); applying it twice (the Giants table has the same guard) only adds a count that never
matters.
"""

from __future__ import annotations

import ctypes
import sys

_PROBES = 64
_BOOST = 1 << 40
_applied = False


def void_calls_leak_none() -> bool:
    """True if calling a void Qt method takes a reference away from ``None``."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(_PROBES):
        probe.setObjectName("probe")
    after = sys.getrefcount(None)
    del probe
    return before - after >= _PROBES // 2


def guard_none() -> bool:
    """Make ``None`` effectively immortal when the defect is present; returns whether it was needed."""
    global _applied
    if _applied:
        return True
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if not void_calls_leak_none():
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += _BOOST
    _applied = True
    return True

"""Guard against a defect of the installed Qt binding: void methods returning ``None`` without a reference.

PySide6 6.12.0 on CPython 3.11 (the same defect family that ``giantapp.app.qtcompat`` handles for
``True``/``False``): every call of a void C++ method such as ``QGraphicsItem.setPos`` or ``QPainter.save``
returns ``None`` without owning a reference, so a scene of a few hundred items drives ``None``'s count
to zero within seconds and the interpreter aborts ("none_dealloc"). CPython 3.12 made ``None``
immortal; here we do the same by giving it a very large reference count, after probing that the
defect is present. The proper home of this is ``qtcompat.apply_workarounds`` (reported to the lead);
applying it twice is harmless.
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

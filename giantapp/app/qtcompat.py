"""Work-arounds for defects of the installed Qt binding, detected at run time, applied once.

PySide6 6.12.0 on CPython 3.11: every Python-side ``SignalInstance.emit()`` returns ``True`` without
owning a reference to it, so each emit takes one reference away from the ``True`` singleton. After a
few hundred emits its count reaches zero and the interpreter aborts with "Fatal Python error:
bool_dealloc: deallocating True or False" (CPython 3.12+ made the booleans immortal, which hides it).
A game emits a signal per action and per redraw, so the app would die within minutes.

The same build also returns ``None`` from void C++ methods (``QObject.setObjectName``,
``QGraphicsItem.setPos``, ``paint`` overrides) without a reference, so a busy scene aborts with
"none_dealloc" within seconds.

The remedy: probe once whether an emit (or a void call) loses a reference and, if it does, give the
boolean singletons (or ``None``) a very large reference count, making them effectively immortal as on CPython 3.12. They are
static objects that are never freed, so the extra count changes nothing else. If the binding is
fixed, the probe sees no loss and nothing is done.
"""

from __future__ import annotations

import ctypes
import sys

_applied = False
_PROBES = 64
#: how many references to add; far beyond any number of emits in a process's life
_BOOST = 1 << 40


def emit_leaks_bool_references() -> bool:
    """True if emitting a signal from Python takes a reference away from ``True``/``False``."""
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        ping = Signal()

    probe = _Probe()
    before = sys.getrefcount(True) + sys.getrefcount(False)
    for _ in range(_PROBES):
        probe.ping.emit()
    after = sys.getrefcount(True) + sys.getrefcount(False)
    del probe
    return before - after >= _PROBES // 2


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


def apply_workarounds() -> bool:
    """Apply the work-arounds whose defect is present; returns whether any was needed."""
    global _applied
    if _applied:
        return True
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    leaking: list[object] = []
    if void_calls_leak_none():
        leaking.append(None)
    if emit_leaks_bool_references():
        leaking += [True, False]
    # Raise the counts before the probes' losses can matter; then they can never reach zero.
    for singleton in leaking:
        ctypes.c_ssize_t.from_address(id(singleton)).value += _BOOST
    _applied = bool(leaking)
    return _applied

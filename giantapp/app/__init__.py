"""The Qt application: session controller, main window, dialogs, saves and settings.

Only this package (and the views under it) may import Qt; the rules and computer players stay pure.
Importing it first applies the run-time work-arounds for the installed Qt binding (see qtcompat), so
every module of the app and its views is protected, however it is entered.
"""

try:
    from .qtcompat import apply_workarounds as _apply_workarounds

    _apply_workarounds()
except ImportError:  # no PySide6: launch.py reports it clearly; pure helpers (saves) still import
    pass

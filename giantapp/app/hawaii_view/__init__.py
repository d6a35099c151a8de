"""The Hawaii table: QGraphicsScene items mirroring the view state, gestures mapped to legal actions.

Importing the package applies the ``None`` reference guard (see noneguard) before any item paints.
"""

from .noneguard import guard_none as _guard_none

_guard_none()

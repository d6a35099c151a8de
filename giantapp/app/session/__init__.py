"""One game in progress: ``Session`` (the mediator), with its undo ``History`` and ``ComputerPlayers``.

``from giantapp.app.session import Session`` keeps working as before the split; see ``mediator`` for
why the session is shaped as it is.
"""

from .computers import ComputerPlayers
from .history import History, UndoStep
from .mediator import DEFAULT_BUDGET_MS, SEAT_COLOURS, Confirmation, Session

__all__ = ["DEFAULT_BUDGET_MS", "SEAT_COLOURS", "ComputerPlayers", "Confirmation", "History", "Session", "UndoStep"]

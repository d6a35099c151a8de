"""The steps of a Hawaii game as enums: the phases and the follow-up decisions inside the chief phase.

Why ``StrEnum``: a member *is* its text ("chiefs", "pay"), so saves, records and ``to_json`` keep the
words they always had, and code outside the rules that compares with the words keeps working, while
the rules themselves name each step once and dispatch on it (``state._HANDLERS``).
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where the game stands. Chance acts in LAYOUT, ISLANDS, ORDER and DRAW; the chiefs in CHIEFS; the
    owners of irrigation II in INCOME; nobody once OVER."""

    LAYOUT = "layout"  # chance lays the places
    ISLANDS = "islands"  # chance turns islands onto empty docks
    ORDER = "order"  # chance draws the first player order
    DRAW = "draw"  # chance draws price tokens
    CHIEFS = "chiefs"  # the chief phase
    INCOME = "income"  # irrigation II owners choose a resource
    OVER = "over"


#: the phases in which chance decides
CHANCE_PHASES = frozenset({Phase.LAYOUT, Phase.ISLANDS, Phase.ORDER, Phase.DRAW})


class PendingKind(StrEnum):
    """A follow-up decision of the acting chief, in the middle of the chief phase."""

    PAY = "pay"  # choose how to pay the waiting action
    PLACE = "place"  # choose where an island reward goes
    KANE = "kane"  # KANE's optional tiki


#: the members as module names, for the rules' hot paths: in Python 3.11 reading a member through its
#: class (``Phase.OVER``) runs a descriptor and costs several times a module global (speed)
LAYOUT, ISLANDS, ORDER, DRAW, CHIEFS, INCOME, OVER = Phase
PAY, PLACE, KANE = PendingKind

#: every phase, in game order (kept for code that lists them)
PHASES = tuple(Phase)

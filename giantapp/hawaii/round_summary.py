"""What a round end did, per player: the sum against the target, the rank, the points, the income.

Why a query of its own: round scoring and income happen inside the rules at the last "end the round" of a
round, silently. The table shows them as a summary and the log says them in words; both read this, so
the numbers are always the rules' own (``scoring.score_round`` wrote them into ``last_round``; the
income is ``income.round_income``, the function the rules pay with). Public facts only: sums, targets,
ranks, points and income follow from what lies in front of the players and on their realms; nobody's
resources are read. Pure Python, no Qt (``../shared/rules/hawaii.md``, "Round end").
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import EndRound
from .income import round_income
from .phases import Phase

if TYPE_CHECKING:
    from .state import HawaiiState

#: the ranks ``scoring.score_round`` gives; None: the player missed the target
RANKS = ("first", "second", "qualified")


@dataclass(frozen=True)
class SeatSummary:
    """One player's round end. ``points`` = ``round_points`` (first/second/qualified) + ``lono``;
    ``income`` (shells, feet, fruit) and ``income_of_choice`` (irrigation II) are None/0 after the last
    round, when no income is paid; ``score`` is the total after the round's scoring."""

    seat: int
    sum: int
    target: int
    rank: str | None
    round_points: int
    lono: int
    income: tuple[int, int, int] | None
    income_of_choice: int
    score: int

    @property
    def qualified(self) -> bool:
        return self.rank is not None

    @property
    def points(self) -> int:
        return self.round_points + self.lono


@dataclass(frozen=True)
class RoundSummary:
    """The round that ended and each seat's :class:`SeatSummary` in seat order."""

    round: int
    last: bool
    seats: tuple[SeatSummary, ...]


def ends_round(before: "HawaiiState", after: "HawaiiState") -> bool:
    """True when the step from ``before`` to ``after`` scored ``before``'s round."""
    if before.phase != Phase.CHIEFS:
        return False
    if after.round > before.round or after.phase in (Phase.INCOME, Phase.OVER):
        return all(p.last_round is not None and p.last_round.get("round") == before.round for p in after.player)
    return False


def round_summary(before: "HawaiiState", after: "HawaiiState") -> RoundSummary | None:
    """The summary of the round end between ``before`` and ``after`` (None if none happened there).

    ``before`` and ``after`` may be observations: only public facts are read."""
    if not ends_round(before, after):
        return None
    last = after.phase == Phase.OVER and before.round >= before.edition.rounds
    rows = []
    for s in range(before.players):
        scored = after.player[s].last_round or {}
        income = None
        choice = 0
        if not last:
            paid = round_income(before.edition, before.round_tile, before.player[s].realm)
            income, choice = paid.resources, paid.of_choice
        # the final scoring adds its categories to the score too: the round's own total is the score
        # before the round plus what the round gave
        rows.append(SeatSummary(seat=s, sum=int(scored.get("sum", 0)), target=int(scored.get("target", 0)),
                                rank=scored.get("rank"), round_points=int(scored.get("points", 0)),
                                lono=int(scored.get("lono", 0)), income=income, income_of_choice=choice,
                                score=before.player[s].score + int(scored.get("points", 0)) + int(scored.get("lono", 0))))
    return RoundSummary(before.round, last, tuple(rows))


def would_end_round(state: "HawaiiState", seat: int, action) -> bool:
    """True when ``seat`` playing ``action`` now ends the round (it is the last chief still out)."""
    if not isinstance(action, EndRound) or state.phase != Phase.CHIEFS or state.pending is not None:
        return False
    return all(p.ended for s, p in enumerate(state.player) if s != seat)


def summary_of(state: "HawaiiState", seat: int, action) -> RoundSummary | None:
    """The summary the round end ``seat``'s ``action`` causes, computed by the rules on a copy (the
    state itself is not changed). ``state`` may be an observation: a copy with the resources a perfect
    memory knows is played (resources never enter the summary). None when the action ends no round or
    the rules refuse it."""
    if not would_end_round(state, seat, action):
        return None
    try:
        world = state.determinize(random.Random(0)) if any(p.resources is None for p in state.player) else state.clone()
        before = world.clone()
        world.apply(seat, action)
    except Exception:  # an observation without the record's memory, or an action the rules refuse
        return None
    return round_summary(before, world)

"""Scoring: prestige during play, moai and hats (live or at the end), tablet pairs at the end.

Final score = prestige + for each erected moai, to the owner of its base, ``moai_value x size``
(+ ``hat_value`` if it wears a hat) + ``tablet_pair.points`` per full pair of tablets. During play a
score shows prestige only (plus moai and hats with the *live scoring* option), so scores never fall
even when tablets are spent. Winners: highest score; tie -> more tablets; then shared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .state import GiantsState

CATEGORIES = ("prestige", "moai", "hats", "tablets")


def breakdown(state: "GiantsState") -> list[dict[str, int]]:
    """Per seat: prestige, moai, hats, tablets (summing to the score shown now)."""
    final = state.phase == "over"
    result = [{"prestige": p, "moai": 0, "hats": 0, "tablets": 0} for p in state.prestige]
    if final or state.options["live_scoring"]:
        for ahu_id, moai in state.ahu_moai.items():
            owner = state.ahu_owner.get(ahu_id, -1)
            if owner < 0:
                continue  # a face-down base this observer cannot see
            ahu = state.island.ahus[ahu_id]
            result[owner]["moai"] += ahu.moai_value * int(state.kinds[moai])
            if ahu_id in state.ahu_hat:
                result[owner]["hats"] += ahu.hat_value  # the hat scores for the moai's owner
    if final:
        ed = state.edition
        for seat, entry in enumerate(result):
            entry["tablets"] = (state.tablets[seat] // ed.tablet_pair_size) * ed.tablet_pair_points
    return result


def winners(state: "GiantsState") -> list[int]:
    """Highest score; tie -> more tablets; still tied -> shared."""
    scores = state.scores()
    best = max((scores[s], state.tablets[s]) for s in range(state.players))
    return [s for s in range(state.players) if (scores[s], state.tablets[s]) == best]

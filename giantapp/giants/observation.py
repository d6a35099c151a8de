"""What one seat may know (``observe``), sampling a full state consistent with it (``determinize``),
and a JSON dump of any state.

Hidden, per the rules' "Hidden information": what stands behind other players' screens (unless the
*open screens* option), pending bids until the reveal (always, even with open screens **[decision]**),
owners of face-down bases (unless open ownership or live scoring, or the game is over) except the seat's
own bases and the ones it looked under, other seats' looks, and the receptacle's contents (never counted
by anyone during play). Everything else is public.

A perfect memory of the public history knows every screen exactly; ``determinize`` does not rely on
that memory: it samples screens uniformly among the contents consistent with the public counts. The
owners of face-down bases form a multiset that the public history shows (who erected how many), kept
in ``hidden_owner_pool`` and shuffled onto the unknown ahu.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .state import GiantsState


def observe(state: "GiantsState", seat: int | None) -> "GiantsState":
    from .state import HIDDEN_BID, UNKNOWN

    obs = state.clone()
    obs.viewer = seat
    obs.redacted = True
    n = state.players
    for s in range(n):
        obs.receptacle_workers[s] = None
        obs.receptacle_markers[s] = None
        if s != seat:
            if not state.options["open_screens"]:
                obs.screen_workers[s] = None
                obs.screen_markers[s] = None
                obs.screen_bases[s] = None
                obs.screen_logs[s] = None
            if obs.bids[s] is not None:
                obs.bids[s] = HIDDEN_BID
    obs.looks = {look for look in state.looks if look[0] == seat}
    if not state.ownership_public():
        pool = []
        for ahu in state.ahu_moai:
            owner = state.ahu_owner[ahu]
            if owner != seat and (seat, ahu) not in state.looks:
                obs.ahu_owner[ahu] = UNKNOWN
                pool.append(owner)
        obs.hidden_owner_pool = sorted(pool)
    return obs


def determinize(obs: "GiantsState", rng: random.Random) -> "GiantsState":
    """A full state consistent with ``obs`` (a plain clone when ``obs`` is already full)."""
    from .state import HIDDEN_BID, UNKNOWN

    full = obs.clone()
    full.viewer = None
    full.redacted = False
    if not obs.redacted:
        return full
    ed = obs.edition
    n = obs.players
    unknown = sorted(a for a, o in obs.ahu_owner.items() if o == UNKNOWN)  # a fixed order for the shuffle
    pool = list(obs.hidden_owner_pool)
    rng.shuffle(pool)
    for ahu, owner in zip(unknown, pool):
        full.ahu_owner[ahu] = owner
    full.hidden_owner_pool = []
    bases = ed.setup[n].bases
    marks_of = [0] * n
    for s in obs.marks.values():
        marks_of[s] += 1
    hidden_logs = []
    known_logs = 0
    for s in range(n):
        on_board = sum(obs.board_workers[s].values())
        if full.screen_workers[s] is None:
            rest = ed.workers_per_colour - obs.front_workers[s] - on_board
            full.screen_workers[s] = rng.randint(0, rest)
            rest_m = ed.markers_per_colour - obs.front_markers[s] - marks_of[s]
            full.screen_markers[s] = rng.randint(0, rest_m)
            full.screen_bases[s] = bases - sum(1 for o in full.ahu_owner.values() if o == s)
            full.screen_logs[s] = 0
            hidden_logs.append(s)
        else:
            known_logs += full.screen_logs[s]
        full.receptacle_workers[s] = ed.workers_per_colour - full.screen_workers[s] - obs.front_workers[s] - on_board
        full.receptacle_markers[s] = ed.markers_per_colour - full.screen_markers[s] - obs.front_markers[s] - marks_of[s]
    if hidden_logs:
        loose = ed.logs - obs.logs_supply - obs.logs_removed - sum(obs.board_logs.values()) - known_logs
        for _ in range(max(0, loose)):
            full.screen_logs[rng.choice(hidden_logs)] += 1
    for s in range(n):
        if full.bids[s] == HIDDEN_BID:
            full.bids[s] = None
            choices = full._bid_actions(s)
            full.bids[s] = choices[rng.randrange(len(choices))]
    full._board_changed()
    return full


def _place_json(place: tuple) -> Any:
    if place[0] == "hex":
        return {"hex": list(place[1])}
    if place[0] == "front":
        return {"front": place[1]}
    if place[0] == "ahu":
        return {"ahu": place[1]}
    return place[0]


def _where(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def state_to_json(state: "GiantsState") -> dict[str, Any]:
    """Every field of the data model as JSON-able values (hexes as [q, r]), for debugging and tests."""
    return {
        "game": state.game_name,
        "players": state.players,
        "options": dict(state.options),
        "viewer": state.viewer,
        "round": state.round,
        "phase": state.phase,
        "first_player": state.first_player,
        "current": state.current,
        "to_act": list(state.to_act()),
        "banners": list(state.banners),
        "dice": [f"{letter}{face}" for letter, face in state.dice],
        "display": list(state.display),
        "screens": [
            {
                "workers": state.screen_workers[s],
                "markers": state.screen_markers[s],
                "bases": state.screen_bases[s],
                "logs": state.screen_logs[s],
            }
            for s in range(state.players)
        ],
        "sorcerer": [_where(w) for w in state.sorcerer],
        "chief": [_where(w) for w in state.chief],
        "front": [
            {"workers": state.front_workers[s], "markers": state.front_markers[s], "tablets": state.tablets[s]}
            for s in range(state.players)
        ],
        "receptacle": [
            {"workers": state.receptacle_workers[s], "markers": state.receptacle_markers[s]} for s in range(state.players)
        ],
        "board_workers": [[[h[0], h[1], c] for h, c in sorted(w.items())] for w in state.board_workers],
        "board_logs": [[h[0], h[1], c] for h, c in sorted(state.board_logs.items())],
        "logs_supply": state.logs_supply,
        "logs_removed": state.logs_removed,
        "tablets_supply": state.tablets_supply,
        "forest_used": sorted(list(h) for h in state.forest_used),
        "objects": {obj: {"kind": state.kinds[obj], "place": _place_json(state.places[obj]),
                          "mark": state.marks.get(obj)} for obj in state.kinds},
        "ahu_owner": dict(state.ahu_owner),
        "ahu_moai": dict(state.ahu_moai),
        "ahu_hat": dict(state.ahu_hat),
        "prestige": list(state.prestige),
        "scores": state.scores(),
        "pending": list(state.pending) if state.pending else None,
        "quarry_queue": [list(item) for item in state.quarry_queue],
        "bids": [b if b is None or isinstance(b, str) else b.notation() for b in state.bids],
        "revealed_bids": [b.notation() for b in state.revealed_bids] if state.revealed_bids else None,
        "pick_order": list(state.pick_order),
        "pick_strength": list(state.pick_strength),
        "pick_out": list(state.pick_out),
        "pick_index": state.pick_index,
        "chief_power_used": list(state.chief_power_used),
        "moved": dict(sorted(state.moved.items())),
        "return_done": list(state.return_done),
        "bases_box": list(state.bases_box),
        "looks": sorted([seat, ahu] for seat, ahu in state.looks),
        "hidden_owner_pool": list(state.hidden_owner_pool),
        "redacted": state.redacted,
    }

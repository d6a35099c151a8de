"""Privacy: what observation(seat) hides, and determinize filling it consistently."""

import random

from giantapp.ai import RandomAgent, play_game
from giantapp.engine import IllegalAction
from giantapp.giants.actions import Bid, Pass

from .helpers import at_transport, new_state, put_object, put_workers, roll
from .invariants import check_invariants


def test_screens_hidden_unless_open_screens():
    state = new_state(3)
    obs = state.observation(1)
    assert obs.screen_workers == [None, 1, None] and obs.screen_markers == [None, 2, None]
    assert obs.receptacle_workers == [None, None, None]
    # hidden is None (the views show it as unknown), for every field behind a screen and in the receptacle
    dump = obs.to_json()
    assert dump["screens"][0] == dump["screens"][2] == {"workers": None, "markers": None, "bases": None, "logs": None}
    assert dump["receptacle"] == [{"workers": None, "markers": None}] * 3
    assert obs.viewer == 1 and state.viewer is None
    spectator = state.observation(None)
    assert spectator.screen_workers == [None, None, None]
    open_state = new_state(3, open_screens=True)
    assert open_state.observation(1).screen_workers == [1, 1, 1]


def test_bases_and_logs_behind_other_screens_hidden_unless_open_screens():
    """「Private to its owner: what stands behind a screen (figures, markers, bases, logs ...)」: with 3
    players each screen starts with 7 bases; Seat 3 has also taken 2 logs behind its screen. Seat 2 sees
    its own 7 bases and 0 logs, nothing of the other two screens; the public view sees no screen."""
    state = new_state(3)
    state.screen_logs[2] = 2
    state.logs_supply -= 2
    obs = state.observation(1)
    assert obs.screen_bases == [None, 7, None] and obs.screen_logs == [None, 0, None]
    assert state.observation(2).screen_bases == [None, None, 7] and state.observation(2).screen_logs == [None, None, 2]
    spectator = state.observation(None)
    assert spectator.screen_bases == [None, None, None] and spectator.screen_logs == [None, None, None]
    assert state.screen_bases == [7, 7, 7] and state.screen_logs == [0, 0, 2]  # the state itself keeps them
    open_state = new_state(3, open_screens=True)
    open_state.screen_logs[2] = 2
    open_state.logs_supply -= 2
    assert open_state.observation(1).screen_bases == [7, 7, 7] and open_state.observation(1).screen_logs == [0, 0, 2]


def test_observation_shares_nothing_and_refuses_actions():
    state = new_state(3)
    obs = state.observation(0)
    obs.board_workers[0][(5, 7)] = 3
    obs.prestige[1] = 99
    assert state.board_workers[0] == {} and state.prestige == [0, 0, 0]
    state.round = 2
    roll(state, "W1", "W1", "W1")
    obs = state.observation(0)
    try:
        obs.apply(0, Bid())
    except IllegalAction as exc:
        assert "observation" in exc.reason
    else:
        raise AssertionError("an observation accepted an action")


def test_pending_bids_hidden_even_with_open_screens():
    state = new_state(3, open_screens=True)
    state.round = 2
    roll(state, "W1", "W2", "W1")
    state.apply(0, Bid(markers=2, workers=1))
    obs = state.observation(1)
    assert obs.bids == ["hidden", None, None]
    assert state.observation(0).bids[0] == Bid(markers=2, workers=1)
    full = obs.determinize(random.Random(1))
    assert isinstance(full.bids[0], Bid) and full.bids[1] is None
    check_invariants(full)


def test_determinize_is_consistent_with_the_observation():
    rng = random.Random(7)
    game_state = new_state(4, open_ownership=False, round_cap=4)
    checked = {"n": 0}

    def on_step(state, seat, action):
        if seat < 0 or rng.random() > 0.2:
            return
        obs = state.observation(seat)
        full = obs.determinize(rng)
        check_invariants(full)
        assert full.viewer is None and not full.redacted
        # the viewer's own facts and everything public are kept
        for name in ("screen_workers", "screen_markers", "screen_bases", "screen_logs"):
            assert getattr(full, name)[seat] == getattr(state, name)[seat]
        for name in ("places", "marks", "board_workers", "board_logs", "tablets", "prestige", "phase", "display"):
            assert getattr(full, name) == getattr(state, name)
        assert set(full.ahu_owner) == set(state.ahu_owner)
        assert sorted(full.ahu_owner.values()) == sorted(state.ahu_owner.values())
        assert set(full.legal_actions(seat)) == set(state.legal_actions(seat))
        checked["n"] += 1

    play_game(game_state, [RandomAgent()] * 4, rng, on_step=on_step)
    assert checked["n"] > 20


def test_ownership_public_with_live_scoring_and_at_the_end():
    state = at_transport(3, open_ownership=False, live_scoring=True)
    state.ahu_owner["A33"], state.ahu_moai["A33"] = 2, "M1"
    state.places["M1"] = ("ahu", "A33")
    state.screen_bases[2] -= 1
    assert state.observation(0).ahu_owner["A33"] == 2
    hidden = at_transport(3, open_ownership=False, round_cap=2)
    hidden.ahu_owner["A33"], hidden.ahu_moai["A33"] = 2, "M1"
    hidden.places["M1"] = ("ahu", "A33")
    hidden.screen_bases[2] -= 1
    assert hidden.observation(0).ahu_owner["A33"] == -2
    assert hidden.observation(0).scores() == [0, 0, 0]
    hidden.banners = [False, True, True]
    hidden.apply(0, Pass())
    assert hidden.is_terminal() and hidden.observation(0).ahu_owner["A33"] == 2
    assert hidden.observation(0).scores() == hidden.scores()


def _erect(state, ahu: str, moai: str, owner: int) -> None:
    """A moai erected face-down on ``ahu`` over a base of ``owner`` (taken from behind the screen)."""
    state.ahu_owner[ahu], state.ahu_moai[ahu] = owner, moai
    state.places[moai] = ("ahu", ahu)
    state.screen_bases[owner] -= 1


def test_a_view_that_hides_nothing_determinizes_back_to_the_true_state():
    """With open screens and open ownership only the receptacle is hidden, and it follows from the
    public counts (6 workers and 6 markers a colour), so sampling has no choice: the true state returns."""
    state = at_transport(4, open_screens=True, open_ownership=True)
    _erect(state, "A05", "M1", 2)
    put_object(state, "H2", (9, 6), mark=1)
    put_workers(state, 3, (9, 6), 2)
    state.screen_logs[1] = 2
    state.logs_supply -= 2
    for seat in (None, 0, 3):
        full = state.observation(seat).determinize(random.Random(5))
        assert full.to_json() == state.to_json()


def test_the_hidden_owners_are_shuffled_over_every_face_down_base():
    """Seat 0 knows its own base (A05) and the one it looked under (A07); the owners of A12, A21 and A30
    are the public multiset {1, 1, 3}, and any of them may stand under any of those three ahu."""
    state = at_transport(4, open_ownership=False)
    for ahu, moai, owner in (("A05", "M1", 0), ("A07", "M2", 2), ("A12", "M3", 1), ("A21", "M4", 3),
                             ("A30", "M5", 1)):
        _erect(state, ahu, moai, owner)
    state.looks.add((0, "A07"))
    obs = state.observation(0)
    assert obs.ahu_owner == {"A05": 0, "A07": 2, "A12": -2, "A21": -2, "A30": -2}
    assert obs.hidden_owner_pool == [1, 1, 3]
    rng = random.Random(3)
    seen = {ahu: set() for ahu in ("A12", "A21", "A30")}
    for _ in range(60):
        full = obs.determinize(rng)
        assert full.ahu_owner["A05"] == 0 and full.ahu_owner["A07"] == 2
        assert sorted(full.ahu_owner[a] for a in seen) == [1, 1, 3]
        assert full.hidden_owner_pool == [] and full.to_json()["hidden_owner_pool"] == []
        check_invariants(full)
        for ahu in seen:
            seen[ahu].add(full.ahu_owner[ahu])
    assert seen == {"A12": {1, 3}, "A21": {1, 3}, "A30": {1, 3}}
    assert obs.ahu_owner["A12"] == -2, "determinize changed the observation it was given"


def test_a_hidden_screen_may_hold_any_count_the_public_counts_allow():
    """At setup Bo's 6 workers and 6 markers are behind the screen or in the receptacle, none in front
    or on the island: anything from none to all six may be behind the screen, as far as Ana can tell."""
    state = new_state(3)
    obs = state.observation(0)
    rng = random.Random(11)
    workers, markers = set(), set()
    for _ in range(300):
        full = obs.determinize(rng)
        workers.add(full.screen_workers[1])
        markers.add(full.screen_markers[1])
        assert full.screen_workers[1] + full.receptacle_workers[1] == 6
        assert full.screen_markers[1] + full.receptacle_markers[1] == 6
        assert full.screen_workers[0] == 1 and full.screen_markers[0] == 2
    assert workers == set(range(7)) and markers == set(range(7))


def test_the_state_dump_names_every_kind_of_place():
    """``to_json`` is what tests and `giantapp state` compare: each place keeps its kind and where."""
    state = at_transport(3)
    _erect(state, "A05", "M1", 2)
    put_object(state, "H2", (9, 6), mark=1)
    state.places["M2"] = ("front", 0)
    state.places["M3"] = ("display",)
    objects = state.to_json()["objects"]
    assert objects["M1"] == {"kind": "1", "place": {"ahu": "A05"}, "mark": None}
    assert objects["H2"] == {"kind": "hat", "place": {"hex": [9, 6]}, "mark": 1}
    assert objects["M2"]["place"] == {"front": 0}
    assert objects["M3"]["place"] == "display" and objects["M4"]["place"] == "supply"


def test_the_state_dump_shows_every_field_under_its_name():
    """Every field of a position where each one differs from its start value, written out by hand:
    the dump is what record replays and `before == after` checks compare, so a field dropped or
    renamed would hide a difference."""
    state = at_transport(3, first_player=1)
    state.round, state.current = 5, 2
    state.dice = (("W", 2), ("B", 1))
    state.banners = [False, True, False]
    state.screen_workers[1], state.receptacle_workers[1] = 3, 3
    state.screen_markers[1], state.front_markers[1] = 1, 1
    state.screen_logs[1], state.logs_supply, state.logs_removed = 2, 24, 1
    state.sorcerer[2], state.chief[0] = (9, 6), "front"
    state.front_workers[0], state.receptacle_workers[0] = 2, 3
    state.tablets, state.tablets_supply = [1, 0, 3], 26
    state.board_workers[2] = {(9, 6): 2, (3, 4): 1}
    state.receptacle_workers[2] = 2
    state.board_logs = {(9, 6): 1}
    state.forest_used = {(4, 4), (2, 5)}
    state.ahu_owner["A05"], state.ahu_moai["A05"], state.ahu_hat["A05"] = 1, "M1", "H1"
    state.places.update({"M1": ("ahu", "A05"), "H1": ("ahu", "A05"), "H2": ("hex", (9, 6)),
                         "M2": ("front", 0), "M3": ("display",)})
    state.display = ["M3"]
    state.marks["H2"] = 2
    state.screen_bases[1] = 6
    state.prestige = [0, 2, 1]
    state.bids = [Bid(markers=1, workers=2), None, None]
    state.revealed_bids = [Bid(markers=1, workers=2), Bid(chief=True), Bid()]
    state.pick_order, state.pick_strength, state.pick_out, state.pick_index = [1, 0, 2], [0, 3, 1], [True, False, True], 1
    state.chief_power_used = [False, True, False]
    state.moved = {"H2": 2}
    state.return_done = [True, False, True]
    state.looks = {(2, "A05")}
    state._board_changed()
    dump = state.to_json()
    objects = dump.pop("objects")
    assert dump == {
        "game": "giants", "players": 3,
        "options": {"quick_game": False, "live_scoring": False, "open_screens": False, "open_ownership": True,
                    "round_cap": 30, "first_player": 1},
        "viewer": None, "round": 5, "phase": "transport", "first_player": 1, "current": 2, "to_act": [2],
        "banners": [False, True, False], "dice": ["W2", "B1"], "display": ["M3"],
        "screens": [{"workers": 1, "markers": 2, "bases": 7, "logs": 0},
                    {"workers": 3, "markers": 1, "bases": 6, "logs": 2},
                    {"workers": 1, "markers": 2, "bases": 7, "logs": 0}],
        "sorcerer": ["screen", "screen", [9, 6]], "chief": ["front", "screen", "screen"],
        "front": [{"workers": 2, "markers": 0, "tablets": 1}, {"workers": 0, "markers": 1, "tablets": 0},
                  {"workers": 0, "markers": 0, "tablets": 3}],
        "receptacle": [{"workers": 3, "markers": 4}, {"workers": 3, "markers": 4}, {"workers": 2, "markers": 4}],
        "board_workers": [[], [], [[3, 4, 1], [9, 6, 2]]], "board_logs": [[9, 6, 1]],
        "logs_supply": 24, "logs_removed": 1, "tablets_supply": 26, "forest_used": [[2, 5], [4, 4]],
        "ahu_owner": {"A05": 1}, "ahu_moai": {"A05": "M1"}, "ahu_hat": {"A05": "H1"},
        # during play without live scoring a score is the prestige alone (moai count at the end)
        "prestige": [0, 2, 1], "scores": [0, 2, 1],
        "pending": None, "quarry_queue": [],
        "bids": ["bid m1 w2", None, None], "revealed_bids": ["bid m1 w2", "bid c", "bid"],
        "pick_order": [1, 0, 2], "pick_strength": [0, 3, 1], "pick_out": [True, False, True], "pick_index": 1,
        "chief_power_used": [False, True, False], "moved": {"H2": 2}, "return_done": [True, False, True],
        "bases_box": [0, 0, 0], "looks": [[2, "A05"]], "hidden_owner_pool": [], "redacted": False,
    }
    assert objects["M1"] == {"kind": "1", "place": {"ahu": "A05"}, "mark": None}
    assert objects["H1"] == {"kind": "hat", "place": {"ahu": "A05"}, "mark": None}
    assert objects["H2"] == {"kind": "hat", "place": {"hex": [9, 6]}, "mark": 2}
    assert objects["M2"] == {"kind": "1", "place": {"front": 0}, "mark": None}
    assert objects["M3"] == {"kind": "1", "place": "display", "mark": None}
    assert sum(1 for o in objects.values() if o["place"] == "supply") == len(objects) - 5


def test_the_state_dump_shows_a_move_waiting_for_its_mark():
    """After a move of an unmarked object the mover still owes mark / no mark: the dump says so."""
    state = at_transport(3)
    state.places["H2"] = ("hex", (9, 6))
    state.pending = ("mark", "H2", False)
    assert state.to_json()["pending"] == ["mark", "H2", False]

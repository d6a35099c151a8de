"""Privacy: what observation(seat) hides, and determinize filling it consistently."""

import random

from giantapp.ai import RandomAgent, play_game
from giantapp.engine import IllegalAction
from giantapp.giants.actions import Bid, Pass

from .helpers import at_transport, new_state, roll
from .invariants import check_invariants


def test_screens_hidden_unless_open_screens():
    state = new_state(3)
    obs = state.observation(1)
    assert obs.screen_workers == [None, 1, None] and obs.screen_markers == [None, 2, None]
    assert obs.receptacle_workers == [None, None, None]
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

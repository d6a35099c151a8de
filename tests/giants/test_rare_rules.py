"""Rules that rarely come up in play, each pinned by a position and the rules' own numbers (issue 19:
each of these once changed by one line without any test noticing)."""

import pytest

from giantapp.engine import CHANCE, IllegalAction
from giantapp.giants.actions import Move, Pass, Power, Roll

from .helpers import at_placement, at_transport, put_object, put_workers


def test_a_crowned_moai_takes_no_second_hat():
    """「石帽運輸後 ... 便可置於一個未加冕的石像上」: a hat goes on an *uncrowned* moai. A17 already wears H1;
    Seat 2 brings H2 beside it: not listed, refused by apply with the reason, nothing changes."""
    state = at_transport()
    state.ahu_owner["A17"], state.ahu_moai["A17"], state.ahu_hat["A17"] = 0, "M18", "H1"
    state.places.update({"M18": ("ahu", "A17"), "H1": ("ahu", "A17")})
    state.screen_bases[0] -= 1
    put_object(state, "H2", (9, 6), mark=1)
    put_workers(state, 1, (9, 6))
    state.current = 1
    second = Move("H2", (9, 6), "hat", "A17")
    assert second not in state.legal_actions(1)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="the moai on ahu A17 already wears a hat"):
        state.apply(1, second)
    assert state.to_json() == before and state.ahu_hat == {"A17": "H1"}


def _built_no_room(bases_behind_screens: list[int]):
    """Phase 4 of round 2, 3 players, each with 1 erected moai (far from its 7 bases): the other bases are
    put out of play, ``bases_behind_screens`` of them stay behind the screens. A position built for the
    rule: with the shipped numbers (37 ahu, at most 25 bases) it cannot come up in play."""
    state = at_transport(3)
    for seat, (ahu, moai) in enumerate((("A01", "M1"), ("A02", "M2"), ("A03", "M3"))):
        state.ahu_owner[ahu], state.ahu_moai[ahu] = seat, moai
        state.places[moai] = ("ahu", ahu)
        state.bases_box[seat] += 6 - bases_behind_screens[seat]
        state.screen_bases[seat] = bases_behind_screens[seat]
    return state


def _everyone_passes(state):
    for seat in range(state.players):
        state.apply(seat, Pass())


def test_the_game_ends_when_nobody_can_ever_erect_again():
    """[decision] 「若在階段4（運輸）結束時 ...」 ends the game when a player has a moai on every base; our
    edition also ends it at the end of phase 4 when no one can ever erect another moai: here no base is
    behind any screen and no reserved ahu is empty. With one base left behind a screen it goes on."""
    state = _built_no_room([0, 0, 0])
    _everyone_passes(state)
    assert state.is_terminal() and state.phase == "over" and state.to_act() == ()
    going_on = _built_no_room([0, 1, 0])
    _everyone_passes(going_on)
    assert not going_on.is_terminal() and going_on.round == 3


def test_the_chief_may_act_again_in_the_next_round():
    """「每回合只能使用一次」 - the chief's action (2 tablets) is once per *round*: used in round 2, it is
    offered and accepted again in round 3."""
    state = at_placement(3)
    state.tablets[0] = 4
    state.tablets_supply -= 4
    hut = state.island.sorcerers_hut
    state.apply(0, Power("chief", hut, "hut"))
    assert state.chief_power_used[0] and state.tablets[0] == 2
    while state.phase in ("place", "transport"):  # everyone passes both phases; nobody has a marker out
        state.apply(state.to_act()[0], Pass())
    assert state.phase == "roll" and state.round == 3
    state.apply(CHANCE, Roll((("W", 0), ("W", 0), ("W", 0))))  # nothing to carve: straight to placement
    assert state.phase == "place" and state.to_act() == (1,)
    state.apply(1, Pass())
    state.apply(2, Pass())
    again = Power("chief", hut, "hut")
    assert state.to_act() == (0,) and again in state.legal_actions(0)
    state.apply(0, again)
    assert state.tablets[0] == 0 and state.chief_power_used[0]

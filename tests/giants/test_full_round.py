"""One complete round of 3 players played through notation only, checked step by step: a readable
walk-through of phases 1-5 (and of the notation) for anyone reading the engine."""

from giantapp.engine import CHANCE, get_game

from .helpers import new_state


def play(state, seat, text):
    state.apply(seat, get_game("giants").parse_action(text))


def test_a_whole_round_in_notation():
    state = new_state(3)
    assert state.phase == "roll" and state.to_act() == (CHANCE,)
    play(state, CHANCE, "roll W1 W2 W3")  # round 1: the 3 counts as a 2
    assert state.display == ["M1", "M18", "M19"] and state.phase == "bid"

    play(state, 2, "bid")
    play(state, 0, "bid m1 w1 c")  # strength 1 + 3
    play(state, 1, "bid m2 s")  # strength 1, but more markers: chooses first
    assert state.pick_order == [1, 0, 2] and state.to_act() == (1,)
    play(state, 1, "take M1")
    play(state, 0, "take M18")
    assert state.to_act() == (0,)  # seat 2 bid nothing, seat 1 has no strength left
    play(state, 0, "take M19")
    assert state.phase == "place" and state.to_act() == (0,)
    assert state.places["M18"] == ("front", 0) and state.places["M1"] == ("front", 1)

    play(state, 0, "place sorcerer 9,6")
    play(state, 1, "place chief 9,6")
    play(state, 2, "sorcerer 4,7 village")
    assert state.screen_workers[2] == 2 and state.receptacle_workers[2] == 4
    play(state, 0, "pass")
    play(state, 1, "pass")
    play(state, 2, "place worker 8,7")
    assert state.to_act() == (2,)  # the others have passed
    play(state, 2, "pass")
    assert state.phase == "transport" and state.to_act() == (0,)

    # the size-2 moai needs strength 2 at (9,6): own sorcerer (1) is not enough, the chief of seat 1 (0-based) carries
    option = {o.dest: o for o in state.transport_options(0, "M18")}[(9, 6)]
    assert option.route.prestige == (0, 2, 0) and option.erect == ("A17",)
    play(state, 0, "move M18 to 9,6 erect A17")
    assert state.prestige == [0, 2, 0] and state.ahu_moai == {"A17": "M18"} and state.screen_bases[0] == 6
    play(state, 1, "pass")
    play(state, 2, "pass")
    play(state, 0, "pass")

    # end of phase 4: unmoved M19 and M1 go to the moai quarry; seat 1 has no marker left to mark M1
    assert state.places["M19"] == ("hex", (9, 7)) and state.places["M1"] == ("hex", (9, 7))
    assert state.phase == "quarry_mark" and state.to_act() == (0,)
    play(state, 0, "mark M19")
    assert state.phase == "return" and state.to_act() == (0,)
    play(state, 0, "done")

    assert state.phase == "roll" and state.round == 2 and state.first_player == 1
    assert state.marks == {"M19": 0}
    assert state.screen_workers == [1, 1, 2] and state.front_workers == [0, 0, 0]
    assert state.sorcerer == ["screen"] * 3 and state.chief == ["screen"] * 3
    assert state.screen_markers == [1, 2, 2] and state.front_markers == [0, 0, 0]
    assert state.scores() == [0, 2, 0]

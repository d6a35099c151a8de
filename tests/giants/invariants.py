"""Conservation and sanity checks of a Giants state, used after every action of random games."""

from __future__ import annotations

from giantapp.giants.state import FRONT, SCREEN, GiantsState


#: from the rules text (Components, Setup): per colour 6 workers, 6 tribe markers, 7 bases; 27 logs and
#: 30 tablets in all; 7 / 6 / 5 bases in play with 3 / 4 / 5 players; 17 + 12 + 6 moai and 14 hats
WORKERS, MARKERS, BASES, LOGS, TABLETS = 6, 6, 7, 27, 30
BASES_IN_PLAY = {3: 7, 4: 6, 5: 5}
OBJECTS = 17 + 12 + 6 + 14


def check_invariants(state: GiantsState) -> None:
    n = state.players
    marks_of = [0] * n
    for obj, seat in state.marks.items():
        marks_of[seat] += 1
        assert state.places[obj][0] == "hex", f"marker on {obj} which is at {state.places[obj]}"
    for s in range(n):
        counts = {
            "screen workers": state.screen_workers[s], "front workers": state.front_workers[s],
            "receptacle workers": state.receptacle_workers[s], "screen markers": state.screen_markers[s],
            "front markers": state.front_markers[s], "receptacle markers": state.receptacle_markers[s],
            "screen bases": state.screen_bases[s], "screen logs": state.screen_logs[s], "tablets": state.tablets[s],
            "prestige": state.prestige[s],
        }
        for name, value in counts.items():
            assert value is not None and value >= 0, f"seat {s} {name} = {value}"
        board = sum(state.board_workers[s].values())
        assert all(c > 0 for c in state.board_workers[s].values())
        assert state.screen_workers[s] + state.front_workers[s] + board + state.receptacle_workers[s] == WORKERS
        assert (state.screen_markers[s] + state.front_markers[s] + marks_of[s] + state.receptacle_markers[s]
                == MARKERS)
        owned = sum(1 for o in state.ahu_owner.values() if o == s)
        assert state.screen_bases[s] + owned + state.bases_box[s] == BASES
        assert state.bases_box[s] == BASES - BASES_IN_PLAY[n]
        for figure in (state.sorcerer[s], state.chief[s]):
            assert figure in (SCREEN, FRONT) or figure in state.island.land
    logs = state.logs_supply + state.logs_removed + sum(state.board_logs.values()) + sum(state.screen_logs)
    assert logs == LOGS and state.logs_supply >= 0 and all(c > 0 for c in state.board_logs.values())
    assert all(h in state.island.land for h in state.board_logs)
    assert state.tablets_supply >= 0 and state.tablets_supply + sum(state.tablets) == TABLETS
    # every moai and hat in exactly one place, and the indexes agree with the places
    assert sorted(state.display) == sorted(o for o, p in state.places.items() if p == ("display",))
    on_ahu = {o: p[1] for o, p in state.places.items() if p[0] == "ahu"}
    assert {o: a for a, o in state.ahu_moai.items()} | {o: a for a, o in state.ahu_hat.items()} == on_ahu
    assert len(state.places) == OBJECTS
    # the places' own index of the objects on the island and in front of the screens (``state.Places``)
    lots: dict = {}
    for obj, place in state.places.items():
        if place[0] in ("hex", FRONT):
            lots.setdefault((state.kinds[obj], place), []).append(obj)
    assert state.places.lots == {key: tuple(objs) for key, objs in lots.items()}
    assert state.places.on_hex == tuple(o for o, p in state.places.items() if p[0] == "hex")
    for obj, place in state.places.items():
        kind = state.kinds[obj]
        assert place[0] in ("supply", "display", "front", "hex", "ahu")
        if place[0] == "hex":
            assert place[1] in state.island.land
        if place[0] == "display":
            assert kind != "hat"
    for ahu, obj in state.ahu_moai.items():
        assert state.kinds[obj] != "hat" and ahu in state.ahu_owner
    for ahu, hat in state.ahu_hat.items():
        assert state.kinds[hat] == "hat" and ahu in state.ahu_moai
    assert set(state.ahu_owner) <= set(state.island.ahus)
    assert state.phase != "over" or state.to_act() == ()

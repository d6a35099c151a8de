"""Placement legality on the player board, rule by rule."""

from __future__ import annotations

from giantapp.hawaii.board import Realm
from giantapp.hawaii.data import STARTING_HUT, load_edition

E = load_edition()


def realm_with(*villages):
    realm = Realm()
    realm.villages = [[(STARTING_HUT, 1)] + [(t, 1) for t in villages[0]]] + [[(t, 1) for t in v] for v in villages[1:]]
    realm.invalidate()
    assert realm.problems(E) == []
    return realm


def test_village_one_starts_with_the_printed_hut_and_grows_left_to_right():
    realm = Realm()
    assert realm.villages == [[(STARTING_HUT, 1)]]
    assert realm.cells_for("hula_dancer", 1, E) == [(0, 1)]  # right after the starting hut
    realm.place("hula_dancer", 1, 0, E)
    assert realm.cells_for("surfer", 1, E) == [(0, 2)]
    assert realm.grid(E)[0][:3] == [(STARTING_HUT, 1, True), ("hula_dancer", 1, True), None]


def test_a_new_village_needs_a_hut_and_starts_in_the_next_row_only():
    realm = Realm()
    assert realm.legal_rows("surfer", E) == [0]  # not a hut: cannot open village 2
    assert realm.legal_rows("shell_hut", E) == [0, 1]  # a hut may open village 2
    for hut in ("shell_hut", "foot_hut", "spear_hut", "exchange_hut", "long_house"):
        assert 1 in realm.legal_rows(hut, E)
    realm.place("shell_hut", 1, 1, E)
    assert realm.legal_rows("foot_hut", E) == [0, 1, 2]  # the next new village is row 3, never row 4
    assert realm.legal_rows("hula_dancer", E) == [0, 1]


def test_no_two_tiles_of_one_type_in_a_village_whatever_the_side():
    realm = realm_with(["surfer"], ["shell_hut"])
    assert realm.legal_rows("surfer", E) == [1]  # village 1 has one; village 2 may take one
    realm.place("surfer", 2, 1, E)
    assert realm.legal_rows("surfer", E) == []  # side II does not make it another type
    realm2 = realm_with(["surfer"], ["shell_hut", "hula_dancer"])
    assert realm2.legal_rows("hula_dancer", E) == [0]
    assert realm2.legal_rows("shell_hut", E) == [0, 2]  # village 2 has one already; a new village 3 is fine


def test_one_god_per_village_and_each_god_once_per_realm():
    realm = realm_with(["god_pele"], ["shell_hut"])
    assert realm.legal_rows("god_pele", E) == []  # once per realm
    assert realm.legal_rows("god_ku", E) == [1]  # village 1 already has a god
    realm.place("god_ku", 1, 1, E)
    assert realm.legal_rows("god_lono", E) == []
    assert realm.problems(E) == []


def test_the_long_house_takes_two_columns_and_villages_may_stick_out():
    realm = realm_with(["surfer", "hula_dancer", "irrigation"])
    assert realm.width(0, E) == 4
    assert realm.legal_rows("long_house", E) == [0, 1]
    realm.place("long_house", 2, 0, E)
    assert realm.width(0, E) == 6
    grid = realm.grid(E)[0]
    assert grid[4] == ("long_house", 2, True) and grid[5] == ("long_house", 2, False)
    assert realm.cells_for("fruit_taro", 1, E) == [(0, 6)]
    realm.place("fruit_taro", 1, 0, E)
    assert realm.width(0, E) == 7 and realm.columns(E) == 7
    # the printed board is full, but the village may stick out to the right
    assert realm.legal_rows("fruit_banana", E) == [0]
    assert realm.cells_for("fruit_banana", 1, E) == [(0, 7)]
    realm.place("fruit_banana", 1, 0, E)
    assert realm.width(0, E) == 8 and realm.columns(E) == 8
    assert len(realm.grid(E)[0]) == 8 and realm.grid(E)[0][7] == ("fruit_banana", 1, True)
    assert len(realm.grid(E)[1]) == 8 and realm.grid(E)[1][7] is None
    assert realm.problems(E) == []
    # a long house may stick out too: from column 7 it takes columns 7 and 8
    realm2 = realm_with(["surfer", "hula_dancer", "irrigation", "fruit_taro", "fruit_banana"])
    assert realm2.width(0, E) == 6
    assert realm2.legal_rows("long_house", E) == [0, 1]
    realm2.place("long_house", 1, 0, E)
    assert realm2.width(0, E) == 8 and realm2.grid(E)[0][6:] == [("long_house", 1, True), ("long_house", 1, False)]


def test_villages_stop_at_the_last_row():
    realm = realm_with([], ["shell_hut"], ["foot_hut"], ["spear_hut"], ["exchange_hut"])
    assert len(realm.villages) == 5
    assert realm.legal_rows("long_house", E) == [0, 1, 2, 3, 4]  # no sixth village
    assert realm.legal_rows("shell_hut", E) == [0, 2, 3, 4]


def test_kahunas_fill_top_to_bottom_and_tikis_right_to_left_with_bonuses():
    realm = Realm()
    assert realm.cells_for("kahuna", 2, E) == [(0, -1), (1, -1)]
    assert realm.place("kahuna", 1, None, E) == (0, 0, 0)  # row 1: no bonus
    assert realm.place("kahuna", 1, None, E) == (1, 0, 0)  # row 2: a shell
    assert realm.place("kahuna", 1, None, E) == (0, 1, 0)  # row 3: a foot
    assert realm.kahunas == 3
    realm.kahunas = 5 - 1
    realm.invalidate()
    assert realm.room_for("kahuna", 1, E) and not realm.room_for("kahuna", 2, E)
    assert realm.cells_for("tiki", 1, E) == [(-1, 4)]  # column 5 first
    assert realm.place("tiki", 1, None, E) == (0, 0, 0)
    assert realm.place("tiki", 1, None, E) == (0, 0, 0)
    assert realm.place("tiki", 1, None, E) == (0, 1, 0)  # column 3 prints a foot
    assert realm.tiki_columns(E) == (4, 3, 2)
    realm.tikis = 5  # the top bar has 5 tiki spaces
    realm.invalidate()
    assert not realm.room_for("tiki", 1, E)


def test_boats_always_fit_beside_the_realm():
    realm = Realm()
    for _ in range(10):
        assert realm.room_for("boat", 1, E)
        realm.place("boat", 2, None, E)
    assert realm.boats == [0] + [2] * 10


def test_problems_reports_an_illegal_board():
    realm = Realm()
    realm.villages.append([("surfer", 1)])
    realm.invalidate()
    realm.villages[0].append(("god_ku", 1))
    realm.villages[0].append(("god_lono", 1))
    problems = realm.problems(E)
    assert "village 2 does not start with a hut" in problems
    assert "village 1 holds two gods" in problems

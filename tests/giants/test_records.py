"""Records that replay identically forever (issue 13): version-1 records written before the turn-2
corrections still load and replay to the same result; version 2 stores every move as performed (path
and carriers), so it replays without the relay tie-break."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from giantapp.ai import RandomAgent, play_game
from giantapp.engine import GameRecord, IllegalAction, get_game, replay
from giantapp.giants import transport
from giantapp.giants.actions import Move, parse_action

RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "records"
EXPECTED = json.loads((RECORDS / "expected-v1.json").read_text(encoding="utf-8"))
#: fixtures that the corrected rules refuse: (index of the refused action, the rules' reason)
NOW_ILLEGAL = {
    "v1-giants-4p-easy-capture-in-phase-seed51.json": (
        25, "mark M2", "Seat 3 moved M2 in this transport phase; the others may claim it only from the next transport phase"),
    "v1-giants-4p-table-superfluous-carrier-seed83.json": (
        858, "move M16 to 8,3 via 9,4;8,4;8,3 carriers W2;S1;S4+W3",
        "in hex (8,3) a worker of Seat 3 is not needed: the other carriers give strength 1, and a size-1 moai needs 1"),
}
STILL_LEGAL = sorted(set(EXPECTED) - set(NOW_ILLEGAL))


def result(state) -> dict:
    return {
        "actions": None, "terminal": state.is_terminal(), "round": state.round, "scores": state.scores(),
        "winners": state.winners(), "prestige": list(state.prestige),
        "ahu_moai": dict(sorted(state.ahu_moai.items())), "ahu_hat": dict(sorted(state.ahu_hat.items())),
        "ahu_owner": dict(sorted(state.ahu_owner.items())),
    }


def forbid_tie_break(monkeypatch) -> None:
    """From now on any use of the cheapest-relay search (the tie-break) fails the test."""
    def refuse(*args, **kwargs):
        pytest.fail("the relay tie-break was called")

    monkeypatch.setattr(transport, "cheapest_route", refuse)
    monkeypatch.setattr(transport, "search", refuse)


def test_the_fixtures_are_version_1_and_cover_computers_random_and_table_relays():
    assert len(STILL_LEGAL) >= 6
    for name in EXPECTED:
        data = json.loads((RECORDS / name).read_text(encoding="utf-8"))
        assert data["version"] == 1 and data["game"] == "giants"
    texts = [(RECORDS / name).read_text(encoding="utf-8") for name in STILL_LEGAL]
    assert any(" via " in t and " carriers " in t for t in texts)  # explicit relays from the table
    assert sum(t.count('"action": "move ') - t.count(" via ") for t in texts) > 100  # relays left to the engine


@pytest.mark.parametrize("name", STILL_LEGAL)
def test_a_version_1_record_replays_to_the_same_result(name):
    record = GameRecord.load(RECORDS / name)
    assert record.version == 1
    state, failure = replay(record)
    assert failure is None
    expected = dict(EXPECTED[name], actions=None)
    assert result(state) == expected
    assert len(record.actions) == EXPECTED[name]["actions"]


@pytest.mark.parametrize("name", sorted(NOW_ILLEGAL))
def test_a_version_1_record_broken_by_a_corrected_rule_fails_at_that_action(name):
    index, action, reason = NOW_ILLEGAL[name]
    record = GameRecord.load(RECORDS / name)
    state, failure = replay(record)
    assert failure is not None
    assert (failure.index, failure.action, failure.reason) == (index, action, reason)
    # the state is the position before the refused action, and the rules still explain the refusal
    assert state.explain(record.actions[index].seat, parse_action(action)) == reason
    # normalising (the app's upgrade on open) leaves such a record untouched
    before = record.to_json()
    _, again = replay(record, normalize=True)
    assert again == failure and record.to_json() == before


@pytest.mark.parametrize("name", STILL_LEGAL)
def test_a_version_1_record_upgraded_to_version_2_replays_without_the_tie_break(name, monkeypatch):
    record = GameRecord.load(RECORDS / name)
    state, failure = replay(record, normalize=True)
    assert failure is None and record.version == 2
    moves = [a.action for a in record.actions if a.action.startswith("move ")]
    assert moves and all(" via " in m and " carriers " in m for m in moves)
    reloaded = GameRecord.loads(record.dumps())
    assert reloaded.version == 2
    forbid_tie_break(monkeypatch)
    again, failure = replay(reloaded)
    assert failure is None and result(again) == dict(EXPECTED[name], actions=None)


def _play_then_replay_without_search(monkeypatch, players: int, seed: int):
    state = get_game("giants").new_game(players)
    played = play_game(state, [RandomAgent()] * players, random.Random(seed))
    data = json.loads(played.record.dumps())
    assert data["version"] == 2
    moves = [parse_action(a["action"]) for a in data["actions"] if a["action"].startswith("move ")]
    assert len(moves) > 10
    assert all(isinstance(m, Move) and m.path is not None and m.carriers is not None for m in moves)
    forbid_tie_break(monkeypatch)
    again, failure = replay(GameRecord.from_json(data))
    assert failure is None
    assert again.to_json() == played.state.to_json()


@pytest.mark.parametrize("players, seed", [(3, 1), (4, 2), (5, 3)])
def test_a_played_record_is_version_2_and_replays_without_the_tie_break(monkeypatch, players, seed):
    """play_game (selfplay, the self-test) records every action as performed."""
    _play_then_replay_without_search(monkeypatch, players, seed)


def test_normalize_spells_out_the_relay_the_engine_applies():
    from .helpers import at_transport, put_figure, put_workers

    state = at_transport()
    state.places["M18"] = ("front", 0)
    put_workers(state, 1, (8, 7), 2)
    put_figure(state, 2, "chief", (8, 7))
    move = Move("M18", (8, 7))
    normal = state.normalize(0, move)
    # 2 borrowed workers (1 prestige each) cost as much as the borrowed chief (2): the workers carry
    assert normal == Move("M18", (8, 7), None, None, ((8, 7),), (("W2", "W2"),))
    assert normal.notation() == "move M18 to 8,7 via 8,7 carriers W2+W2"
    twin = state.clone()
    state.apply(0, move)
    twin.apply(0, normal)
    assert state.to_json() == twin.to_json() and state.prestige == [0, 2, 0, 0]
    # an illegal move is refused with apply's own reason (seat 1 now decides whether to mark M18)
    with pytest.raises(IllegalAction) as info:
        state.normalize(0, Move("M1", (8, 7)))
    assert info.value.reason == state.explain(0, Move("M1", (8, 7))) == "first decide whether to mark M18"


def test_normalize_spells_out_a_zero_step_erect():
    from .helpers import at_transport, put_object, put_workers

    state = at_transport()
    put_object(state, "M1", (9, 6), mark=0)
    put_workers(state, 0, (9, 6))
    normal = state.normalize(0, Move("M1", (9, 6), "erect", "A17"))
    assert normal.notation() == "move M1 to 9,6 erect A17 via - carriers -"
    assert parse_action(normal.notation()) == normal
    state.apply(0, normal)
    assert state.ahu_moai == {"A17": "M1"}

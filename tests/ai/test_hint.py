"""The hint: legal moves from the hard level's ranking, computed on the seat's observation only, and
stopped at once by its stop event."""

from __future__ import annotations

import json
import random
import threading

import pytest

from giantapp.ai import RandomAgent, play_game
from giantapp.ai.hard import HardAgent
from giantapp.ai.hint import HINT_MOVES, HintAgent, suggest, suggest_from_state
from giantapp.engine import CHANCE, GameRecord, get_game, replay


def record_of(game: str, players: int, options: dict, seed: int) -> GameRecord:
    state = get_game(game).new_game(players, options)
    return play_game(state, [RandomAgent()] * players, random.Random(seed)).record


def decision_positions(record: GameRecord, every: int):
    """(state, seat) at every ``every``-th player decision of the record."""
    game = record.game_object()
    state = record.new_state()
    for index, entry in enumerate(record.actions):
        if entry.seat != CHANCE and index % every == 0:
            yield state.clone(), entry.seat
        state.apply(entry.seat, game.parse_action(entry.action))


@pytest.mark.parametrize("game,players,options", [("giants", 4, {"round_cap": 3}), ("hawaii", 3, {})])
def test_the_hint_moves_are_legal_and_ranked(game, players, options):
    record = record_of(game, players, options, 21)
    checked = 0
    for state, seat in decision_positions(record, 5):
        legal = state.legal_actions(seat)
        hint = suggest_from_state(state, seat, rng=random.Random(1), iterations=6)
        assert 1 <= len(hint.moves) <= HINT_MOVES and not hint.cancelled
        assert all(move.action in legal for move in hint.moves)
        assert len({move.action for move in hint.moves}) == len(hint.moves)
        assert hint.best.relative == 0 and all(move.relative <= 0 for move in hint.moves)
        assert all(move.notation == str(move.action) and move.words for move in hint.moves)
        assert [m.value - hint.best.value for m in hint.moves] == [m.relative for m in hint.moves]
        if len(legal) >= 3 and len(hint.moves) == HINT_MOVES:
            checked += 1
    assert checked >= 5


def test_the_hint_is_the_hard_levels_choice_when_its_three_finalists_are_compared():
    """The hint is the hard level's search: with the same finalists kept, its best move is hard's choice."""
    record = record_of("hawaii", 2, {}, 5)
    for state, seat in list(decision_positions(record, 5))[:8]:
        view = state.observation(seat)
        legal = view.legal_actions(seat)
        agent = HardAgent("hawaii", iterations=8)
        agent.halving_floor = HintAgent.halving_floor
        chosen = agent.choose(view, seat, legal, random.Random(4))
        assert suggest(view, seat, rng=random.Random(4), iterations=8).best.action == chosen


def bid_variants():
    """Two Giants positions that differ only in a secret: the bid another seat has already made."""
    record = record_of("giants", 4, {"round_cap": 2, "open_screens": False, "open_ownership": False}, 8)
    game = record.game_object()
    state = record.new_state()
    for entry in record.actions:
        acting = state.to_act()
        if len(acting) == 4 and entry.seat == acting[0]:
            break
        state.apply(entry.seat, game.parse_action(entry.action))
    else:
        pytest.fail("no secret auction in the game")
    bidder, advised = acting[0], acting[1]
    bids = state.legal_actions(bidder)
    first, second = state.clone(), state.clone()
    first.apply(bidder, bids[0])
    second.apply(bidder, bids[-1])
    return first, second, bidder, advised


def test_the_hint_sees_only_the_observation():
    first, second, bidder, advised = bid_variants()
    # the hidden facts differ, what the advised seat may know does not
    assert first.bids[bidder] != second.bids[bidder]
    assert first.to_json() != second.to_json()
    assert first.observation(advised).to_json() == second.observation(advised).to_json()
    one = suggest_from_state(first, advised, rng=random.Random(3), iterations=10)
    two = suggest_from_state(second, advised, rng=random.Random(3), iterations=10)
    assert [(m.action, m.value) for m in one.moves] == [(m.action, m.value) for m in two.moves]
    assert len(one.moves) == HINT_MOVES


def test_a_hint_from_anything_but_the_seats_own_view_is_refused():
    first, _, bidder, advised = bid_variants()
    with pytest.raises(ValueError):
        suggest(first, advised, iterations=2)  # the full state
    with pytest.raises(ValueError):
        suggest(first.observation(bidder), advised, iterations=2)  # another seat's view
    with pytest.raises(ValueError):
        suggest(first.observation(bidder), bidder, iterations=2)  # it has already bid: nothing to decide


def test_cancel_stops_the_search_at_once():
    record = record_of("giants", 4, {"round_cap": 2}, 9)
    state, seat = next((s, k) for s, k in decision_positions(record, 1) if len(s.legal_actions(k)) > 10)
    stop = threading.Event()
    steps = []

    def progress(share: float) -> None:
        steps.append(share)
        stop.set()  # the person pressed Cancel while the search was at its first step

    hint = suggest_from_state(state, seat, iterations=1_000_000, stop=stop, progress=progress)
    assert hint.cancelled and hint.rounds == 0
    assert len(steps) == 1  # not one more step of the search after the stop
    # a stop set before the search begins ends it before any step is reported
    steps.clear()
    again = suggest_from_state(state, seat, iterations=1_000_000, stop=stop, progress=progress)
    assert again.cancelled and again.rounds == 0 and len(steps) == 1


def test_progress_grows_to_the_whole_budget():
    record = record_of("hawaii", 2, {}, 10)
    state, seat = next((s, k) for s, k in decision_positions(record, 1) if len(s.legal_actions(k)) > 5)
    shares = []
    hint = suggest_from_state(state, seat, iterations=12, progress=shares.append)
    assert not hint.cancelled and shares == sorted(shares) and 0 < shares[0] and shares[-1] == 1.0


def test_the_cli_prints_one_json_object_with_the_three_moves(tmp_path, capsys):
    from giantapp.cli.main import main

    record = record_of("hawaii", 3, {}, 22)
    path = tmp_path / "game.json"
    path.write_text(record.dumps(), encoding="utf-8")
    at = next(i for i, e in enumerate(record.actions) if e.seat == 1 and i > 60)
    assert main(["hint", "--record", str(path), "--at", str(at), "--seat", "2", "--budget-ms", "150", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["seat"] == 2 and result["at"] == at and 2 in result["to_act"]
    state, _ = replay(record, upto=at)
    legal = state.legal_actions(1)
    game = get_game("hawaii")
    assert 1 <= len(result["moves"]) <= 3
    for move in result["moves"]:
        assert game.parse_action(move["notation"]) in legal
        assert move["words"] and move["relative"] <= 0
    assert result["moves"][0]["relative"] == 0


@pytest.mark.parametrize("args,message", [
    (["--seat", "1", "--at", "0"], "nothing to decide"),
    (["--seat", "9"], "--seat must be between 1 and 3"),
    (["--seat", "1", "--at", "99999"], "--at must be between 0 and"),
    (["--seat", "1", "--budget-ms", "0"], "--budget-ms must be between"),
])
def test_the_cli_refuses_bad_requests_with_a_message(tmp_path, capsys, args, message):
    from giantapp.cli.main import main

    path = tmp_path / "game.json"
    path.write_text(record_of("hawaii", 3, {}, 23).dumps(), encoding="utf-8")
    assert main(["hint", "--record", str(path), *args]) == 2
    assert message in capsys.readouterr().err


def test_the_cli_refuses_a_file_that_is_not_a_record(tmp_path, capsys):
    from giantapp.cli.main import main

    path = tmp_path / "nonsense.json"
    path.write_text("{\"format\": \"something else\"}", encoding="utf-8")
    assert main(["hint", "--record", str(path), "--seat", "1"]) == 2
    assert "not a giantapp game record" in capsys.readouterr().err

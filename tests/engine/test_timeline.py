"""The review timeline: every position it reaches, in any order, is exactly the position a replay from
the start reaches (compared through every seat's observation and the full state), for random games of
both titles; stepping by turn and by round lands on the marks the rules' round numbers give; secrets
stay hidden while a game is unfinished."""

from __future__ import annotations

import json
import random

import pytest

from giantapp.ai import RandomAgent, play_game
from giantapp.engine import CHANCE, GameRecord, get_game, replay
from giantapp.engine.timeline import HiddenInformation, Timeline

GAMES = {
    "giants": [(3, {"round_cap": 2}), (4, {"round_cap": 3, "open_ownership": False}), (5, {"round_cap": 2})],
    "hawaii": [(2, {}), (3, {"open_screens": False}), (4, {})],
}


def random_record(game: str, players: int, options: dict, seed: int) -> GameRecord:
    state = get_game(game).new_game(players, options)
    return play_game(state, [RandomAgent()] * players, random.Random(seed)).record


def reference(record: GameRecord) -> list[tuple[dict, list[dict]]]:
    """The replay the timeline must match: for every position, the full state and each seat's view."""
    game = record.game_object()
    state = record.new_state()
    seats = list(range(record.players)) + [None]

    def frozen(view):  # to_json may hand out the state's own lists: take a copy that later moves cannot change
        return json.loads(json.dumps(view.to_json()))

    out = [(frozen(state), [frozen(state.observation(s)) for s in seats])]
    for entry in record.actions:
        state.apply(entry.seat, game.parse_action(entry.action))
        out.append((frozen(state), [frozen(state.observation(s)) for s in seats]))
    return out


def cases():
    for game, setups in GAMES.items():
        for number, (players, options) in enumerate(setups):
            yield pytest.param(game, players, options, 100 + number, id=f"{game}-{players}p")


@pytest.mark.parametrize("game,players,options,seed", list(cases()))
def test_random_steps_land_on_the_replayed_positions(game, players, options, seed):
    record = random_record(game, players, options, seed)
    expected = reference(record)
    timeline = Timeline(record, checkpoint_every=16)
    assert timeline.length == len(record.actions) and timeline.finished and timeline.failure is None
    rng = random.Random(seed)
    steps = [timeline.next_action, timeline.previous_action, timeline.next_turn, timeline.previous_turn,
             timeline.next_round, timeline.previous_round]
    position = 0
    visited = set()
    seats = list(range(players)) + [None]
    for _ in range(120):
        choice = rng.random()
        if choice < 0.7:
            position = rng.choice(steps)(position)
        else:
            position = rng.randrange(timeline.length + 1)
        visited.add(position)
        full, views = expected[position]
        assert json.loads(json.dumps(timeline.everything(position).to_json())) == full, position
        seat = rng.choice(seats)
        assert json.loads(json.dumps(timeline.observation(position, seat).to_json())) == views[seats.index(seat)], (position, seat)
    assert len(visited) > 30
    # a whole walk back, one action at a time, from the end to the start
    for position in range(timeline.length, -1, -1):
        view = timeline.observation(position, position % players)
        assert json.loads(json.dumps(view.to_json())) == expected[position][1][position % players]


@pytest.mark.parametrize("game,players,options,seed", list(cases())[1:2] + list(cases())[3:4])
def test_rounds_and_turns_are_marked_where_the_rules_say(game, players, options, seed):
    record = random_record(game, players, options, seed)
    timeline = Timeline(record)
    state = record.new_state()
    rounds = [state.round_number()]
    for entry in record.actions:
        state.apply(entry.seat, record.game_object().parse_action(entry.action))
        rounds.append(state.round_number())
    assert rounds[0] == 1 and rounds[-1] == max(rounds) > 1
    changes = [0] + [p for p in range(1, len(rounds)) if rounds[p] != rounds[p - 1]]
    assert timeline.round_starts == changes
    assert [timeline.round_at(p) for p in changes] == sorted(set(rounds))

    # stepping by round from the start visits every round start, then the end
    position, visited = 0, []
    while position < timeline.length:
        position = timeline.next_round(position)
        visited.append(position)
    assert visited == changes[1:] + [timeline.length]
    assert timeline.previous_round(changes[2] + 1) == changes[2]
    assert timeline.previous_round(changes[2]) == changes[1]

    # a turn starts where a seat other than the last one decides (or a new round begins)
    last_seat = last_round = None
    expected_turns = []
    for index, entry in enumerate(record.actions):
        if entry.seat == CHANCE:
            continue
        if entry.seat != last_seat or rounds[index] != last_round:
            expected_turns.append(index)
        last_seat, last_round = entry.seat, rounds[index]
    assert timeline.turn_starts == expected_turns
    turn = timeline.next_turn(0)
    assert turn == expected_turns[0] if expected_turns[0] > 0 else expected_turns[1]
    assert timeline.acting_at(turn) != (CHANCE,) and record.actions[turn].seat in timeline.acting_at(turn)
    assert timeline.next_turn(timeline.length) == timeline.length and timeline.previous_turn(0) == 0


def test_round_scores_follow_the_game_to_its_final_scores():
    record = random_record("hawaii", 3, {}, 7)
    timeline = Timeline(record)
    final, _ = replay(record)
    scores = timeline.round_scores()
    assert [entry.round for entry in scores] == list(range(1, final.round_number() + 1))
    assert scores[-1].position == timeline.length and list(scores[-1].scores) == final.scores()
    for entry in scores[:-1]:
        assert entry.position in timeline.round_starts
        assert list(entry.scores) == timeline.state_at(entry.position).scores()


def test_an_unfinished_game_shows_one_seat_only():
    record = random_record("giants", 3, {"round_cap": 2}, 3)
    record.actions = record.actions[: len(record.actions) // 2]
    timeline = Timeline(record)
    assert not timeline.finished and not timeline.can_show_everything
    with pytest.raises(HiddenInformation):
        timeline.everything(5)
    view = timeline.observation(timeline.length, 1)
    assert view.viewer == 1
    full, _ = replay(record)
    assert view.to_json() == full.observation(1).to_json()


def test_a_record_that_stops_being_legal_keeps_the_good_part():
    record = random_record("hawaii", 2, {}, 11)
    good = 40
    record.actions[good].action = "nonsense"
    timeline = Timeline(record)
    assert timeline.length == good and timeline.failure is not None and timeline.failure.index == good
    assert timeline.observation(good, 0).to_json() == replay(record, upto=good)[0].observation(0).to_json()


def test_a_prefix_is_a_new_record_and_leaves_the_original_alone():
    record = random_record("hawaii", 2, {}, 12)
    before = record.dumps()
    timeline = Timeline(record)
    prefix = timeline.prefix(30)
    assert len(prefix.actions) == 30 and prefix.seats[0].name == record.seats[0].name
    prefix.actions.clear()
    prefix.seats[0].name = "changed"
    assert record.dumps() == before


def test_positions_outside_the_record_are_refused():
    timeline = Timeline(random_record("hawaii", 2, {}, 13))
    for bad in (-1, timeline.length + 1, 1.5, True):
        with pytest.raises(IndexError):
            timeline.observation(bad, 0)

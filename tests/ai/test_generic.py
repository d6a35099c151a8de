"""The game-independent parts of the computer levels, exercised on the dice duel fixture game."""

import json
import random
import threading

import pytest

from giantapp.ai import make_agent, play_game
from giantapp.ai.budget import Budget
from giantapp.ai.hard import HardAgent
from giantapp.ai.knowledge import Knowledge, knowledge_for, margin, softmax_choice
from giantapp.ai.levels import EasyAgent, NormalAgent
from giantapp.ai.registry import level_names
from giantapp.engine import CHANCE, replay
from tests.fixtures.dice_duel import Bid, Roll


def reproducible(level, game="dice_duel"):
    """An agent whose decisions do not depend on the machine's speed."""
    if level == "hard":
        return HardAgent(game, iterations=40)
    if level == "normal":
        return NormalAgent(game, iterations=10)
    return make_agent(level, game)


def snapshot(state):
    return json.dumps(state.__dict__, default=str, sort_keys=True)


def test_levels_are_registered():
    assert {"random", "easy", "normal", "hard"} <= set(level_names())
    assert isinstance(make_agent("easy", "dice_duel"), EasyAgent)
    assert isinstance(make_agent("normal", "dice_duel"), NormalAgent)
    assert isinstance(make_agent("hard", "dice_duel"), HardAgent)
    with pytest.raises(ValueError, match="unknown computer level"):
        make_agent("grandmaster", "dice_duel")


def test_budget_counts_iterations_and_refuses_nonsense():
    budget = Budget(iterations=3)
    steps = 0
    while not budget.exhausted():
        budget.tick()
        steps += 1
    assert steps == 3
    with pytest.raises(ValueError, match="a time budget must be positive, not 0 ms"):
        Budget(ms=0)
    with pytest.raises(ValueError, match="an iteration budget must be at least 1, not 0"):
        Budget(iterations=0)


def test_time_budget_predicts_the_next_step():
    budget = Budget(ms=1)
    budget._slowest = 10.0  # one step took "10 s": the next one cannot fit into 1 ms
    assert budget.exhausted()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_finishes_dice_duel_games(dice_duel, level, players):
    agents = [reproducible(level) for _ in range(players)]
    played = play_game(dice_duel.new_game(players), agents, random.Random(players), budget_ms=30)
    assert played.state.is_terminal()
    replayed, failure = replay(played.record)  # every decision was a legal action of its seat
    assert failure is None and replayed.score == played.state.score and replayed.chips == played.state.chips


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_decision_depends_only_on_what_the_seat_may_know(dice_duel, level):
    """Change the other seats' hidden chips and pending bids: the decision stays the same."""
    state = dice_duel.new_game(3)
    state.apply(CHANCE, Roll(5))
    state.apply(1, Bid(2))
    other = state.clone()
    other.bids[1] = 3
    other.chips[2] = 1
    decisions = []
    for full in (state, other):
        observation = full.observation(0)
        legal = observation.legal_actions(0)
        decisions.append(reproducible(level).choose(observation, 0, legal, random.Random(11), None))
    assert decisions[0] == decisions[1]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_agent_leaves_observation_alone_and_draws_once(dice_duel, level):
    state = dice_duel.new_game(2)
    state.apply(CHANCE, Roll(6))
    observation = state.observation(0)
    before = snapshot(observation)
    rng, twin = random.Random(5), random.Random(5)
    action = reproducible(level).choose(observation, 0, observation.legal_actions(0), rng, 20)
    assert action in observation.legal_actions(0)
    assert snapshot(observation) == before
    twin.getrandbits(64)
    assert rng.random() == twin.random()  # exactly one draw, however long it thought


def test_hard_with_a_time_budget_returns_a_legal_move(dice_duel):
    state = dice_duel.new_game(4)
    state.apply(CHANCE, Roll(2))
    observation = state.observation(2)
    legal = observation.legal_actions(2)
    assert make_agent("hard", "dice_duel").choose(observation, 2, legal, random.Random(1), 15) in legal


def test_unknown_games_get_contract_only_knowledge(dice_duel):
    knowledge = knowledge_for("dice_duel")
    assert type(knowledge) is Knowledge
    state = dice_duel.new_game(3)
    state.score = [4, 9, 1]
    assert knowledge.evaluate(state) == [4.0, 9.0, 1.0]
    assert margin([4, 9, 1], 1) == 5 and margin([4, 9, 1], 0) == -5
    assert [knowledge.position_value(state, seat) for seat in range(3)] == [-5.0, 5.0, -8.0]


@pytest.mark.parametrize("seed", range(6))
def test_a_finished_game_values_the_win_above_any_lead(dice_duel, seed):
    played = play_game(dice_duel.new_game(2), [make_agent("random", "dice_duel")] * 2, random.Random(seed))
    state = played.state
    knowledge = knowledge_for("dice_duel")
    values = [knowledge.position_value(state, seat) for seat in range(2)]
    winners = state.winners()
    for seat in range(2):
        if seat in winners:
            assert values[seat] >= 1000.0 / len(winners) + margin(state.scores(), seat) - 1e-9
        else:
            assert values[seat] <= -1000.0 + 1e-9 + margin(state.scores(), seat)
    if len(winners) == 1:
        assert values[winners[0]] > values[1 - winners[0]]


def test_softmax_choice_prefers_better_scores_and_is_seeded():
    actions = [Bid(0), Bid(1), Bid(2)]
    picks = [softmax_choice(actions, [0.0, 5.0, 1.0], 1.0, random.Random(seed)) for seed in range(200)]
    assert picks.count(Bid(1)) > 150
    assert softmax_choice(actions, [0.0, 5.0, 1.0], 0.0, random.Random(1)) == Bid(1)
    assert picks == [softmax_choice(actions, [0.0, 5.0, 1.0], 1.0, random.Random(seed)) for seed in range(200)]


def test_hard_compares_finalists_in_paired_rounds_and_halves_them(dice_duel, monkeypatch):
    """The one-step verdict prefers bidding nothing; the continuations show bidding 3 is far better.
    Every round plays all remaining finalists in the same world; the weaker half goes after round 2."""
    import giantapp.ai.hard as hard_module

    state = dice_duel.new_game(2)
    state.apply(CHANCE, Roll(6))
    observation = state.observation(0)
    legal = observation.legal_actions(0)
    agent = HardAgent("dice_duel", iterations=20)
    one_step = {Bid(0): 3.0, Bid(1): 2.0, Bid(2): 1.0, Bid(3): 0.0}
    monkeypatch.setattr(agent.knowledge, "action_values",
                        lambda world, seat, actions, rng, budget=None: [one_step[a] for a in actions])
    calls: list[tuple[int, Bid]] = []
    worlds: list[list[int]] = []

    def fake_continuation(knowledge, world, seat, action, horizon, rng, width, budget, temperature):
        calls.append((id(world), action))
        worlds.append(rng.getrandbits(32))  # the same random stream for every finalist of a round
        return 20.0 if action == Bid(3) else 0.0

    monkeypatch.setattr(hard_module, "continuation_value", fake_continuation)
    choice = agent.choose(observation, 0, legal, random.Random(3), None)
    assert choice == Bid(3)
    played = {a: sum(1 for _, b in calls if b == a) for a in one_step}
    assert played[Bid(1)] == played[Bid(2)] == 2  # dropped after two rounds
    assert played[Bid(3)] == played[Bid(0)] > 2   # the two best blends kept going
    sizes = [4, 4] + [2] * ((len(calls) - 8) // 2)
    assert sum(sizes) == len(calls)
    start = 0
    for size in sizes:
        chunk = slice(start, start + size)
        assert len({w for w, _ in calls[chunk]}) == 1, "one sampled world per round"
        assert len(set(worlds[chunk])) == 1, "one random stream per round"
        start += size
    assert len(set(worlds)) == len(sizes)  # and a fresh one each round


def test_a_set_stop_event_exhausts_any_budget():
    stop = threading.Event()
    budget = Budget(ms=60_000, iterations=1_000, stop=stop)
    assert not budget.exhausted() and not budget.out_of_time()
    stop.set()
    assert budget.exhausted() and budget.out_of_time()


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_stopped_agent_winds_up_with_a_legal_move(dice_duel, level, monkeypatch):
    """Asked to stop (the app's undo or quit), a level looks at no more than one candidate and plays
    no continuation, however long its budget."""
    state = dice_duel.new_game(3)
    state.apply(CHANCE, Roll(4))
    observation = state.observation(0)
    legal = observation.legal_actions(0)
    agent = make_agent(level, "dice_duel")
    evaluated: list[object] = []
    original = agent.knowledge.after
    monkeypatch.setattr(agent.knowledge, "after",
                        lambda world, seat, action, rng: evaluated.append(action) or original(world, seat, action, rng))
    stop = threading.Event()
    stop.set()
    action = agent.choose(observation, 0, legal, random.Random(2), 60_000, stop=stop)
    assert action in legal
    assert len(evaluated) == 1  # the first candidate always gets a value; nothing after the stop

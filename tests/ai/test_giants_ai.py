"""Giants computer players: fairness, no blunders, complete games at every player count."""

import random

import pytest

from giantapp.ai import make_agent, play_game
from giantapp.ai.giants_knowledge import GiantsKnowledge
from giantapp.ai.hard import HardAgent
from giantapp.ai.levels import EasyAgent, NormalAgent
from giantapp.engine import get_game, replay
from giantapp.giants.actions import Bid, Move, Pass, Place
from tests.giants.helpers import at_placement, at_transport, new_state, put_object, put_workers, roll

LEVELS = ["easy", "normal", "hard"]


def agent(level):
    """Reproducible agents: iteration caps instead of time budgets."""
    if level == "hard":
        return HardAgent("giants", iterations=12)
    if level == "normal":
        return NormalAgent("giants", iterations=3)
    return make_agent(level, "giants")


def decide(level, state, seat, seed=3):
    observation = state.observation(seat)
    legal = observation.legal_actions(seat)
    return agent(level).choose(observation, seat, legal, random.Random(seed), None), legal


@pytest.fixture(scope="module")
def knowledge():
    return GiantsKnowledge()


# ---------------------------------------------------------------- fairness
def bid_position(variant: int):
    """Phase 2 with seats 1 and 2 having bid; ``variant`` changes only what seat 0 may not see."""
    state = new_state(4)
    roll(state, "W3", "W2", "W1", "B2")
    state.round = 2  # faces count as rolled
    bids = [(Bid(1, 1), Bid(0, 0, True)), (Bid(2, 1, False, True), Bid(0, 1))][variant]
    state.apply(1, bids[0])
    state.apply(2, bids[1])
    if variant:
        # seat 3 has more workers behind its screen (from its receptacle): hidden from seat 0
        state.receptacle_workers[3] -= 2
        state.screen_workers[3] += 2
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_bid_ignores_other_seats_hidden_bids_and_screens(level):
    first, second = bid_position(0), bid_position(1)
    assert first.observation(0).to_json() == second.observation(0).to_json()
    assert first.to_json() != second.to_json()
    assert decide(level, first, 0)[0] == decide(level, second, 0)[0]


@pytest.mark.parametrize("level", LEVELS)
def test_placement_ignores_other_screens(level):
    states = []
    for variant in range(2):
        state = at_placement(4)
        put_object(state, "M20", (6, 7), mark=0)
        # four logs behind screens 2 and 3: how they are split is hidden from seat 0
        state.logs_supply -= 4
        state.screen_logs[2], state.screen_logs[3] = (4, 0) if variant == 0 else (1, 3)
        if variant:
            state.receptacle_markers[1] -= 1
            state.screen_markers[1] += 1
        states.append(state)
    assert states[0].observation(0).to_json() == states[1].observation(0).to_json()
    assert decide(level, states[0], 0)[0] == decide(level, states[1], 0)[0]


# ---------------------------------------------------------------- blunders
def erect_position():
    """Seat 0's marked size-1 moai lies beside a free ahu, with its own worker there."""
    state = at_transport(4)
    isl = state.island
    ahu = isl.ahus["A01"]
    beside = ahu.adjacent[0]
    put_workers(state, 0, beside)
    put_object(state, "M1", beside, mark=0)
    return state, beside


@pytest.mark.parametrize("level", LEVELS)
def test_never_passes_with_an_erect_available(level):
    state, beside = erect_position()
    action, legal = decide(level, state, 0)
    assert any(isinstance(a, Move) and a.goal == "erect" for a in legal)
    assert isinstance(action, Move) and action.goal == "erect", action


def test_prune_drops_pass_when_an_erect_is_available(knowledge):
    state, _ = erect_position()
    world = state.observation(0).determinize(random.Random(1))
    legal = world.legal_actions(0)
    kept = knowledge.prune(world, 0, legal)
    assert Pass() in legal and Pass() not in kept


def walk_position():
    """Seat 0's marked moai next to the quarry with a chain of workers leading both ways."""
    state = at_transport(4)
    start = (7, 6)
    put_object(state, "M1", start, mark=0)
    for index, h in enumerate(state.island.neighbours[start]):
        put_workers(state, 1 + index % 2, h)
    return state, start


def test_prune_never_walks_a_moai_away_from_every_ahu(knowledge):
    state, start = walk_position()
    legal = state.legal_actions(0)
    plain = [a for a in legal if isinstance(a, Move) and a.obj == "M1" and a.goal is None]
    usable = knowledge.usable_ahus(state, 0)
    before = min(knowledge.ahu_dist[a][start] for a in usable)
    away = [a for a in plain if min(knowledge.ahu_dist[x][a.dest] for x in usable) > before]
    assert away, "the position should offer a move away from the ahu"
    kept = knowledge.prune(state, 0, legal)
    assert not any(a in kept for a in away)


@pytest.mark.parametrize("seed", [3, 4, 5])
@pytest.mark.parametrize("level", LEVELS)
def test_levels_do_not_walk_a_moai_away(level, seed, knowledge):
    """Whatever a level decides (a move of M1, another move or a pass), M1 ends no farther from the nearest
    usable ahu than it started, although the position offers moves that walk it away."""
    state, start = walk_position()
    usable = knowledge.usable_ahus(state, 0)

    def distance(h):
        return min(knowledge.ahu_dist[a][h] for a in usable)

    action, legal = decide(level, state, 0, seed)
    assert action in legal
    away = [a for a in legal if isinstance(a, Move) and a.obj == "M1" and distance(a.dest) > distance(start)]
    assert away, "the position should offer a move away from every ahu"
    end = action.dest if isinstance(action, Move) and action.obj == "M1" else start
    assert distance(end) <= distance(start), f"{level} walks M1 away: {action}"


def test_prune_keeps_hats_for_own_moai_only(knowledge):
    state = at_transport(4)
    state.places["M1"] = ("ahu", "A01")
    state.ahu_moai["A01"] = "M1"
    state.ahu_owner["A01"] = 1
    state.screen_bases[1] -= 1
    state.places["M2"] = ("ahu", "A02")
    state.ahu_moai["A02"] = "M2"
    state.ahu_owner["A02"] = 0
    state.screen_bases[0] -= 1
    for_other = Move("H1", state.island.ahus["A01"].adjacent[0], "hat", "A01")
    for_self = Move("H1", state.island.ahus["A02"].adjacent[0], "hat", "A02")
    kept = knowledge.prune(state, 0, [for_other, for_self, Pass()])
    assert for_self in kept and for_other not in kept


def test_prune_drops_bids_of_markers_without_sculptors(knowledge):
    state = bid_position(0)
    legal = state.legal_actions(0)
    kept = knowledge.prune(state, 0, legal)
    assert Bid(1, 0) in legal and Bid(1, 0) not in kept
    assert Bid(1, 1) in kept and Bid() in kept


def test_filling_a_gap_raises_the_value(knowledge):
    """A worker on the way from a moai to its ahu is worth more than one far from it."""
    state = at_placement(4)
    put_object(state, "M1", (4, 6), mark=0)
    values = {}
    for h in [(3, 6), (9, 2)]:
        child = state.clone()
        child.apply(0, Place("worker", h))
        values[h] = knowledge.evaluate(child)[0]
    assert values[(3, 6)] > values[(9, 2)]


# ---------------------------------------------------------------- whole games
@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_level_finishes_games_at_every_player_count(players):
    game = get_game("giants")
    lineup = ["hard", "normal", "easy", "random", "easy"][:players]
    agents = [agent(level) if level != "random" else make_agent("random", "giants") for level in lineup]
    for a in agents:
        if isinstance(a, HardAgent):
            a.iterations = 4
        if isinstance(a, NormalAgent):
            a.iterations = 1
    state = game.new_game(players, {"round_cap": 2})
    played = play_game(state, agents, random.Random(players), budget_ms=50)
    assert played.state.is_terminal()
    replayed, failure = replay(played.record)  # every decision was a legal action of its seat
    assert failure is None and replayed.to_json() == played.state.to_json()


def test_easy_beats_random_clearly():
    game = get_game("giants")
    wins = 0.0
    games = 8
    for index in range(games):
        seat = index % 4
        agents = [make_agent("random", "giants") for _ in range(4)]
        agents[seat] = EasyAgent("giants")
        played = play_game(game.new_game(4, {"round_cap": 8}), agents, random.Random(100 + index))
        winners = played.state.winners()
        if seat in winners:
            wins += 1 / len(winners)
    assert wins >= 5  # par is 2 of 8


def test_one_agent_serves_two_threads_at_once():
    """Computer seats think off the GUI thread: a shared agent keeps no state between decisions."""
    from concurrent.futures import ThreadPoolExecutor

    positions = [bid_position(0), erect_position()[0], walk_position()[0]]
    shared = {level: agent(level) for level in LEVELS}
    jobs = [(level, state, 0) for level in LEVELS for state in positions]

    def run(job):
        level, state, seat = job
        observation = state.observation(seat)
        return shared[level].choose(observation, seat, observation.legal_actions(seat), random.Random(5))

    alone = [run(job) for job in jobs]
    with ThreadPoolExecutor(max_workers=3) as pool:
        together = list(pool.map(run, jobs))
    assert together == alone

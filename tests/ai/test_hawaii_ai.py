"""Hawaii computer players: no blunders, closed screens, complete games at every player count, a tournament."""

import random

import pytest

from giantapp.ai import make_agent, play_game
from giantapp.ai.hawaii_knowledge import HawaiiKnowledge
from giantapp.ai.hard import HardAgent
from giantapp.ai.levels import EasyAgent, NormalAgent
from giantapp.engine import CHANCE, get_game, replay
from giantapp.hawaii.actions import Buy

LEVELS = ["easy", "normal", "hard"]


def agent(level):
    """Reproducible agents: iteration caps instead of time budgets."""
    if level == "hard":
        return HardAgent("hawaii", iterations=10)
    if level == "normal":
        return NormalAgent("hawaii", iterations=3)
    return make_agent(level, "hawaii")


@pytest.fixture(scope="module", params=[0, 1], ids=["hand-set", "fitted"])
def knowledge(request):
    """Both evaluations: the hand-set weights (easy, normal) and the fitted ones (hard) must pass."""
    found = HawaiiKnowledge()
    found.fitted_evaluation = request.param
    return found


def last_round_position_with_useless_buys(knowledge):
    """Play easy games until a seat in round 5 could buy a tile that can never score."""
    game = get_game("hawaii")
    for seed in range(40):
        rng = random.Random(seed)
        state = game.new_game(3)
        agents = [EasyAgent("hawaii") for _ in range(3)]
        while not state.is_terminal():
            acting = state.to_act()
            if acting == (CHANCE,):
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            seat = acting[0]
            if state.round == state.edition.rounds and state.phase == "chiefs" and state.pending is None:
                useless = [a for a in state.legal_actions(seat) if isinstance(a, Buy) and knowledge.never_scores(state, seat, a)]
                if useless:
                    return state, seat, useless
            observation = state.observation(seat)
            state.apply(seat, agents[seat].choose(observation, seat, observation.legal_actions(seat), rng))
    raise AssertionError("no position with a useless purchase found")


@pytest.fixture(scope="module")
def useless_position(knowledge):
    return last_round_position_with_useless_buys(knowledge)


def test_prune_drops_purchases_that_can_never_score(knowledge, useless_position):
    state, seat, useless = useless_position
    kept = knowledge.prune(state, seat, state.legal_actions(seat))
    assert kept and not any(a in kept for a in useless)


@pytest.mark.parametrize("level", LEVELS)
def test_levels_never_buy_a_tile_that_can_never_score(level, useless_position):
    state, seat, useless = useless_position
    observation = state.observation(seat)
    action = agent(level).choose(observation, seat, observation.legal_actions(seat), random.Random(2))
    assert action not in useless


def test_a_saved_village_is_worth_more_than_a_doomed_one(knowledge):
    """The same kahunas count fully under a tiki and only partly before one is bought."""
    game = get_game("hawaii")
    state = game.new_game(2)
    rng = random.Random(4)
    while state.to_act() == (CHANCE,):
        state.apply(CHANCE, state.sample_chance(rng))
    realm = state.player[0].realm
    realm.kahunas = 1
    before = knowledge.evaluate(state)[0]
    realm.villages[0].extend([("shell_hut", 1), ("foot_hut", 1), ("spear_hut", 1), ("surfer", 1)])
    realm.tikis = 1
    after = knowledge.evaluate(state)[0]
    assert after > before


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_level_finishes_games_at_every_player_count(players):
    lineup = ["hard", "normal", "easy", "random", "easy"][:players]
    if players == 2:
        lineup = ["hard", "normal"]
    agents = [agent(level) if level != "random" else make_agent("random", "hawaii") for level in lineup]
    for a in agents:
        if isinstance(a, HardAgent):
            a.iterations = 4
        if isinstance(a, NormalAgent):
            a.iterations = 1
    played = play_game(get_game("hawaii").new_game(players), agents, random.Random(players), budget_ms=50)
    assert played.state.is_terminal()
    replayed, failure = replay(played.record)  # every decision was a legal action of its seat
    assert failure is None and replayed.to_json() == played.state.to_json()


@pytest.mark.parametrize("level", LEVELS)
def test_levels_play_behind_closed_screens(level):
    """With closed screens the agents get observations without the others' resources."""
    agents = [agent(level), make_agent("easy", "hawaii"), make_agent("random", "hawaii")]
    if isinstance(agents[0], HardAgent):
        agents[0].iterations = 4
    seen = []

    def check(state, seat, action):
        if seat == 0:
            seen.append(state.observation(0).player[1].resources)

    played = play_game(get_game("hawaii").new_game(3, {"open_screens": False}), agents, random.Random(9),
                       on_step=check)
    assert played.state.is_terminal()
    assert seen and all(r is None for r in seen)


def test_easy_beats_random_clearly():
    game = get_game("hawaii")
    wins = 0.0
    games = 12
    for index in range(games):
        seat = index % 4
        agents = [make_agent("random", "hawaii") for _ in range(4)]
        agents[seat] = EasyAgent("hawaii")
        played = play_game(game.new_game(4), agents, random.Random(200 + index))
        winners = played.state.winners()
        if seat in winners:
            wins += 1 / len(winners)
    assert wins >= 8  # par is 3 of 12


def test_a_seat_with_shells_and_nothing_bought_does_not_prefer_ending_the_round():
    """The computers once valued ending the round with nothing bought about as highly as buying (the shells
    kept were worth about what they bought), so a seat could end every round at once and finish with 2
    points. A seat still in the round may still buy price tokens towards the round target: over easy
    games, at every decision before the last round of a seat with 8 shells or more and no price token
    yet, some purchase must look better than ending the round (the rare exception: no feet to walk).

    The hand-set evaluation of easy and normal only: the fitted one (hard's) values a kept shell by
    what the recorded games made of it in later rounds, which is more than the hand's guess, so a
    small purchase and ending the round can come within a point of each other there; hard's search
    settles such near ties by playing on (and it won 33 of 40 games against three normals)."""
    knowledge = HawaiiKnowledge()
    from giantapp.hawaii.actions import EndRound
    from giantapp.hawaii.phases import Phase

    game = get_game("hawaii")
    checked = preferred_ending = 0
    for seed in range(8):
        rng = random.Random(seed)
        state = game.new_game(4)
        easy = EasyAgent("hawaii")
        while not state.is_terminal():
            if state.to_act() == (CHANCE,):
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            p = state.player[seat]
            if (state.phase == Phase.CHIEFS and state.pending is None and state.round < state.edition.rounds
                    and not p.price_tokens and p.resources[0] >= 8 and p.resources[1] >= 2
                    and any(isinstance(a, Buy) for a in legal) and any(isinstance(a, EndRound) for a in legal)):
                values = knowledge.action_values(state, seat, legal, random.Random(1))
                end = max(v for a, v in zip(legal, values) if isinstance(a, EndRound))
                buy = max(v for a, v in zip(legal, values) if isinstance(a, Buy))
                checked += 1
                preferred_ending += end >= buy
            observation = state.observation(seat)
            state.apply(seat, easy.choose(observation, seat, observation.legal_actions(seat), rng))
    assert checked >= 100
    assert preferred_ending == 0, f"{preferred_ending} of {checked} positions preferred ending the round"

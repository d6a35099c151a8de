"""What happens next in a session: chance, computer seats, the pacing of their moves, and what the
session does when the rules or a computer player fail."""

from __future__ import annotations

import pytest

from giantapp.app.session import Session
from giantapp.engine import CHANCE, Seat


def test_a_dice_turn_starts_with_chance_before_the_human_decides(qtbot, settings):
    session = Session.new_game("relay", [Seat("Ana"), Seat("Bo")], {"dice": True}, seed=3, settings=settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert [a.seat for a in session.record.actions] == [CHANCE]
    assert not session.has_player_actions()


import logging  # noqa: E402
import random  # noqa: E402

from giantapp.ai.base import Agent  # noqa: E402
from tests.app.relay_game import Move, RelayState  # noqa: E402


def relay(settings, seats=None, **options):
    seats = seats or [Seat("Ana"), Seat("Bo")]
    return Session.new_game("relay", seats, {"turns": 4, **options}, seed=3, settings=settings,
                            agent_factory=lambda level, game: Bugged())


class Bugged(Agent):
    name = "bugged"

    def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
        raise ZeroDivisionError("bug in the search")


def test_a_bug_in_the_rules_leaves_the_game_as_it_was_and_says_what_failed(qtbot, settings, monkeypatch, caplog):
    session = relay(settings)
    messages = []
    session.message.connect(messages.append)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("add"))
    before = vars(session.full_state_copy())
    real_apply = RelayState.apply

    def apply(self, seat, action):
        if action.word == "add":
            self.score[seat] += 100  # half done when it fails
            raise ZeroDivisionError("boom")
        real_apply(self, seat, action)

    monkeypatch.setattr(RelayState, "apply", apply)
    with caplog.at_level(logging.ERROR, logger="giantapp.app.session.mediator"):
        assert not session.submit(Move("add"))
    assert messages[-1] == "Not possible: the rules could not apply this action (ZeroDivisionError('boom'))"
    assert vars(session.full_state_copy()) == before and session.action_count() == 1
    assert session.view_state().score == [1, 0]  # the view is not the half-applied state
    assert [r.getMessage() for r in caplog.records if r.name.endswith("mediator")] == \
        ["the rules failed on Move(word='add', value=0) by seat 0"]
    assert session.human_seat_to_act() == 0 and session.can_undo()  # the game goes on


def test_a_refused_action_leaves_no_half_applied_state_on_screen(qtbot, settings, monkeypatch):
    session = relay(settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.view_state().score == [0, 0]
    real_apply = RelayState.apply

    def apply(self, seat, action):
        if action.word == "add":
            self.score[seat] += 100
            from giantapp.engine import IllegalAction
            raise IllegalAction("no more adding")
        real_apply(self, seat, action)

    monkeypatch.setattr(RelayState, "apply", apply)
    assert not session.submit(Move("add"))
    assert session.view_state().score == [0, 0] and session.full_state_copy().score == [0, 0]


def test_a_chance_outcome_the_rules_refuse_is_said_and_logged_and_the_game_waits(qtbot, settings, monkeypatch, caplog):
    from giantapp.engine import IllegalAction

    real_apply = RelayState.apply

    def apply(self, seat, action):
        if action.word == "roll":
            raise IllegalAction("the die fell off the table")
        real_apply(self, seat, action)

    monkeypatch.setattr(RelayState, "apply", apply)
    session = relay(settings, dice=True)
    messages = []
    session.message.connect(messages.append)
    with caplog.at_level(logging.ERROR, logger="giantapp.app.session.mediator"):
        session.start()
        qtbot.waitUntil(lambda: bool(messages), timeout=5000)
    assert messages == ["The rules refused a chance outcome: the die fell off the table"]
    roll = random.Random(f"3:0:{CHANCE}").randint(1, 3)
    assert [r.getMessage() for r in caplog.records if r.name.endswith("mediator")] == \
        [f"the rules refused the chance outcome Move(word='roll', value={roll}): the die fell off the table"]
    assert session.action_count() == 0 and session.human_seat_to_act() is None


def test_a_failing_computer_with_nothing_to_play_instead_is_said_and_the_game_waits(qtbot, settings, monkeypatch):
    real_legal = RelayState.legal_actions
    monkeypatch.setattr(RelayState, "legal_actions", lambda self, seat: [] if seat == 1 else real_legal(self, seat))
    session = relay(settings, [Seat("Ana"), Seat("Cpu", "computer", "x")])
    messages = []
    session.message.connect(messages.append)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: bool(session.computer_errors), timeout=5000)
    assert messages == ["The computer player of Cpu failed "
                        "(RuntimeError: the rules list no legal action for this computer seat)."]
    assert session.action_count() == 1
    session.computer_errors.clear()


def test_a_failing_computer_is_replaced_by_a_random_move_from_the_seed(qtbot, settings):
    session = relay(settings, [Seat("Ana"), Seat("Cpu", "computer", "x")])
    messages = []
    session.message.connect(messages.append)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: session.action_count() == 2, timeout=5000)
    assert messages == ["The computer player of Cpu failed (ZeroDivisionError: bug in the search); "
                        "it plays a random move."]
    legal = [Move("add"), Move("peek"), Move("end")]
    expected = random.Random("3:1:1").choice(legal)
    assert session.record.actions[1].action == expected.notation()
    session.shutdown()
    session.computer_errors.clear()


class Recorder(Agent):
    """Records the first number of the generator it is given, then plays its last legal action."""

    name = "recorder"

    def __init__(self):
        self.draws = []

    def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
        self.draws.append(rng.random())
        return legal[-1]


@pytest.mark.parametrize("seed", [1, 2, 3, 77, 2024])
def test_chance_and_computers_draw_from_the_seed_the_action_count_and_the_seat(qtbot, settings, seed):
    """A saved seed continues a game exactly: every draw is Random("<seed>:<actions so far>:<seat>")."""
    agent = Recorder()
    session = Session.new_game("relay", [Seat("Ana"), Seat("Cpu", "computer", "r")], {"turns": 3, "dice": True},
                               seed=seed, settings=settings, agent_factory=lambda level, game: agent)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    rolls = [(i, a.action) for i, a in enumerate(session.record.actions) if a.seat == CHANCE]
    assert rolls == [(i, f"roll {random.Random(f'{seed}:{i}:{CHANCE}').randint(1, 3)}") for i in (0, 2, 4)]
    assert agent.draws == [random.Random(f"{seed}:3:1").random()]


class Waiting(Agent):
    """Bids 1 once the test releases it."""

    name = "waiting"

    def __init__(self):
        import threading

        self.release = threading.Event()

    def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
        self.release.wait(10)
        return legal[1]


def test_a_computers_secret_choice_is_not_animated_but_the_players_own_move_is(qtbot, settings):
    from tests.fixtures.dice_duel import HIDDEN, Bid

    agent = Waiting()
    session = Session.new_game("dice_duel", [Seat("Ana"), Seat("Cpu", "computer", "w")], {"rounds": 1}, seed=3,
                               settings=settings, agent_factory=lambda level, game: agent)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.last_action is not None and session.last_action[0] == CHANCE  # the roll is shown
    agent.release.set()
    qtbot.waitUntil(lambda: session.action_count() == 2, timeout=5000)
    assert session.last_action is None  # the computer's bid is secret: nothing of it is animated
    assert session.view_state().bids[1] == HIDDEN
    assert session.submit(Bid(2))
    seat, action, before = session.last_action
    assert (seat, action) == (0, Bid(2)) and before.viewer == 0 and before.bids == [None, HIDDEN]

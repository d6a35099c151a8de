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
from tests.app.relay_game import Move, RelayState, fail_on  # noqa: E402
from tests.app.session_driving import play_to_the_end, started_with_messages  # noqa: E402


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
    fail_on(monkeypatch, "add", ZeroDivisionError("boom"), half_done=100)
    with caplog.at_level(logging.ERROR, logger="giantapp.app.session.mediator"):
        assert not session.submit(Move("add"))
    assert messages[-1] == "Not possible: the rules could not apply this action (ZeroDivisionError('boom'))"
    assert vars(session.full_state_copy()) == before and session.action_count() == 1
    assert session.view_state().score == [1, 0]  # the view is not the half-applied state
    assert [r.getMessage() for r in caplog.records if r.name.endswith("mediator")] == \
        ["the rules failed on Move(word='add', value=0) by seat 0"]
    assert all(r.exc_info for r in caplog.records if r.name.endswith("mediator"))  # with the traceback
    assert session.human_seat_to_act() == 0 and session.can_undo()  # the game goes on


def test_a_refused_action_leaves_no_half_applied_state_on_screen(qtbot, settings, monkeypatch):
    session = relay(settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.view_state().score == [0, 0]
    from giantapp.engine import IllegalAction
    fail_on(monkeypatch, "add", IllegalAction("no more adding"), half_done=100)
    assert not session.submit(Move("add"))
    assert session.view_state().score == [0, 0] and session.full_state_copy().score == [0, 0]


def test_a_chance_outcome_the_rules_refuse_is_said_and_logged_and_the_game_waits(qtbot, settings, monkeypatch, caplog):
    from giantapp.engine import IllegalAction

    fail_on(monkeypatch, "roll", IllegalAction("the die fell off the table"))
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
    messages = started_with_messages(qtbot, session, Move("end"))
    qtbot.waitUntil(lambda: bool(session.computer_errors), timeout=5000)
    assert messages == ["The computer player of Cpu failed "
                        "(RuntimeError: the rules list no legal action for this computer seat)."]
    assert session.action_count() == 1
    session.computer_errors.clear()


def test_a_failing_computer_is_replaced_by_a_random_move_from_the_seed(qtbot, settings):
    session = relay(settings, [Seat("Ana"), Seat("Cpu", "computer", "x")])
    messages = started_with_messages(qtbot, session, Move("end"))
    qtbot.waitUntil(lambda: session.action_count() >= 2, timeout=5000)  # it fails again on its next decision
    assert messages[0] == ("The computer player of Cpu failed (ZeroDivisionError: bug in the search); "
                           "it plays a random move.")
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


def test_asking_before_a_turn_ends_does_not_ask_a_player_who_decides_again_after_chance(qtbot, settings):
    """Ana's bid ends the round; after the die both seats bid again, Ana included: nothing to hand over."""
    from tests.fixtures.dice_duel import Bid

    settings.confirm_end_turn = True
    agent = Waiting()
    agent.release.set()
    session = Session.new_game("dice_duel", [Seat("Ana"), Seat("Cpu", "computer", "w")], {"rounds": 2}, seed=3,
                               settings=settings, agent_factory=lambda level, game: agent)
    session.start()
    qtbot.waitUntil(lambda: session.action_count() == 2 and session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Bid(1))  # the last bid of round 1
    qtbot.waitUntil(lambda: session.action_count() >= 4, timeout=5000)  # the next roll, maybe Cpu's bid
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.pending_confirmation() is None
    assert session.full_state_copy().round == 1


@pytest.mark.parametrize("ask", [False, True])
def test_when_the_look_ahead_cannot_pass_chance_only_the_setting_asks_for_done(qtbot, settings, monkeypatch, ask):
    from giantapp.app.session import mediator

    monkeypatch.setattr(mediator, "CHANCE_LOOKAHEAD", 0)
    settings.confirm_end_turn = ask
    session = relay(settings, dice=True)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("end"))
    if ask:
        qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
        pending = session.pending_confirmation()
        assert (pending.seat, pending.next_seat, pending.hand_off, pending.game_over) == (0, None, False, False)
        assert session.confirm()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 1, timeout=5000)
    assert [a.seat for a in session.record.actions] == [CHANCE, 0, CHANCE]


def test_a_chance_step_that_fails_on_the_look_ahead_is_logged_and_done_is_still_asked(qtbot, settings, monkeypatch,
                                                                                      caplog):
    real_clone, real_sample = RelayState.clone, RelayState.sample_chance

    def clone(self):
        copy = real_clone(self)
        copy.probe = True
        return copy

    def sample(self, rng):
        if getattr(self, "probe", False):
            raise RuntimeError("no dice on a copy")
        return real_sample(self, rng)

    monkeypatch.setattr(RelayState, "clone", clone)
    monkeypatch.setattr(RelayState, "sample_chance", sample)
    settings.confirm_end_turn = True
    session = relay(settings, dice=True)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    with caplog.at_level(logging.WARNING, logger="giantapp.app.session.mediator"):
        assert session.submit(Move("end"))
        qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
    pending = session.pending_confirmation()
    assert (pending.seat, pending.next_seat, pending.hand_off) == (0, None, False)
    assert [r.getMessage() for r in caplog.records if r.name.endswith("mediator")] == \
        ["could not look ahead through chance steps"]
    assert all(r.exc_info for r in caplog.records if r.name.endswith("mediator"))  # with the traceback


def test_chance_after_a_move_waits_for_its_animation_and_a_computers_answer_too(qtbot, settings, monkeypatch):
    """The pacing contract, on a frozen clock: what follows a move is applied when the move's animation
    has finished (the apply timer is set to the time left), never earlier and without waiting longer."""
    import types

    from giantapp.app.session import mediator

    clock = [100.0]
    monkeypatch.setattr(mediator, "time", types.SimpleNamespace(monotonic=lambda: clock[0]))
    settings.animation_speed = 2000
    agent = Waiting()
    agent.choose = lambda observation, seat, legal, rng, budget_ms=None, stop=None: (agent.release.wait(10), legal[-1])[1]
    session = Session.new_game("relay", [Seat("Ana"), Seat("Cpu", "computer", "w")], {"turns": 3, "dice": True},
                               seed=3, settings=settings, agent_factory=lambda level, game: agent)
    waits = []
    start = session._apply_timer.start
    session._apply_timer.start = lambda ms: (waits.append(ms), start(ms))
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert waits == [0]  # the first roll: no move to wait for
    clock[0] = 200.0  # the roll's animation is over
    assert session.submit(Move("end"))
    clock[0] = 201.0
    qtbot.waitUntil(lambda: session.action_count() == 3, timeout=5000)  # the roll, at 201.0
    assert waits == [0, 1000]  # the roll waited for the rest of Ana's move's 2 s
    qtbot.waitUntil(lambda: session.thinking_seat() == 1, timeout=5000)
    clock[0] = 202.75  # 1.75 s of the roll's animation have gone when the computer answers
    agent.release.set()
    qtbot.waitUntil(lambda: session.action_count() == 4, timeout=5000)
    assert waits[:3] == [0, 1000, 250]
    session.shutdown()


class DialogGate:
    """A hand-off that, like the real dialog, runs the event loop until the next player is ready."""

    def __init__(self):
        self.calls = []
        self.depth = 0
        self.deepest = 0
        self.session = None
        self.during = []

    def hand_off(self, seat, name):
        from PySide6.QtCore import QEventLoop, QTimer

        self.depth += 1
        self.deepest = max(self.deepest, self.depth)
        self.calls.append(seat)
        loop = QEventLoop()
        QTimer.singleShot(60, loop.quit)
        loop.exec()
        s = self.session
        self.during.append((s.viewer, s.human_seat_to_act(), s.status_text()))
        self.depth -= 1


def test_a_computer_moving_while_the_hand_off_dialog_is_open_never_opens_a_second_one(qtbot, settings):
    from tests.fixtures.dice_duel import Bid

    gate = DialogGate()
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cpu", "computer", "random")]
    session = Session.new_game("dice_duel", seats, {"rounds": 2}, seed=3, settings=settings, gate=gate)
    gate.session = session
    session.start()
    play_to_the_end(qtbot, session, lambda s: Bid(1))
    assert gate.deepest == 1 and len(gate.calls) >= 2
    assert all(entry == (None, None, "Passing the computer…") for entry in gate.during)
    assert all(a != b for a, b in zip(gate.calls, gate.calls[1:]))  # each hand-off passes to someone else


# --- the signals the window redraws on ----------------------------------------------------------------


class Signals:
    def __init__(self, session):
        self.events = []
        self.session = session
        session.state_changed.connect(lambda: self.events.append(("state", session.viewer)))
        session.undo_changed.connect(lambda: self.events.append(("undo", session.can_undo())))
        session.confirmation_changed.connect(lambda: self.events.append(("confirm", session.pending_confirmation())))
        session.log_entry_changed.connect(lambda index: self.events.append(("log", index)))
        session.action_logged.connect(lambda seat, text: self.events.append(("logged", seat, text)))

    def take(self):
        events, self.events = self.events, []
        return events


class WatchingGate:
    """Records what the window had last been told when the hand-off dialog opens."""

    def __init__(self, signals_of):
        self.signals_of = signals_of
        self.seen = []

    def hand_off(self, seat, name):
        self.seen.append(self.signals_of().take())


def test_the_window_is_told_to_redraw_the_closed_view_before_the_hand_off_dialog(qtbot, settings):
    from tests.fixtures.dice_duel import Bid

    holder = {}
    gate = WatchingGate(lambda: holder["signals"])
    session = Session.new_game("dice_duel", [Seat("Ana"), Seat("Bo")], {"rounds": 1}, seed=3, settings=settings,
                               gate=gate)
    holder["signals"] = signals = Signals(session)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert gate.seen[0][-2:] == [("state", None), ("undo", False)]  # closed, and nothing to undo
    assert signals.take()[-2:] == [("state", 0), ("undo", False)]  # then Ana's own view
    assert session.submit(Bid(1))
    events = signals.take()
    assert [e[0] for e in events] == ["log", "logged", "state", "undo"]
    assert events[1] == ("logged", 0, "Ana has made a secret choice") and events[3] == ("undo", True)
    qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
    assert [e[0] for e in signals.take()] == ["confirm", "state", "undo"]
    assert session.confirm()
    assert signals.take() == [("confirm", None), ("state", 0), ("undo", True)]  # still Ana's view until the gate
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 1, timeout=5000)
    assert gate.seen[1] == [("state", None), ("undo", False)]


def test_an_undo_tells_the_window_to_redraw_and_logs_the_note(qtbot, settings):
    session = relay(settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 1, timeout=5000)
    assert session.submit(Move("add"))
    signals = Signals(session)
    assert session.undo()  # Bo's: the note is Bo's line (seat 1, not 0, which a None would become)
    assert signals.take() == [("log", 2), ("logged", 1, "Bo takes back: add"), ("state", 1), ("undo", False)]


class Budget(Agent):
    name = "budget"

    def __init__(self):
        self.budgets = []

    def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
        self.budgets.append(budget_ms)
        return legal[-1]


@pytest.mark.parametrize("given, expected", [(None, 1500), (250, 250)])
def test_a_computer_thinks_within_the_sessions_budget(qtbot, settings, given, expected):
    agent = Budget()
    extra = {} if given is None else {"budget_ms": given}
    session = Session.new_game("relay", [Seat("Cpu", "computer", "b"), Seat("Ana")], {"turns": 1}, seed=3,
                               settings=settings, agent_factory=lambda level, game: agent, **extra)
    session.start()
    qtbot.waitUntil(session.is_game_over, timeout=5000)
    assert agent.budgets == [expected]


class ClosingGate:
    """The player quits while the hand-off dialog is open."""

    def __init__(self):
        self.session = None
        self.calls = []

    def hand_off(self, seat, name):
        self.calls.append(seat)
        self.session.shutdown()


def test_a_game_closed_while_the_hand_off_dialog_is_open_shows_nobodys_view(qtbot, settings):
    gate = ClosingGate()
    session = Session.new_game("dice_duel", [Seat("Ana"), Seat("Bo")], {"rounds": 1}, seed=3, settings=settings,
                               gate=gate)
    gate.session = session
    views = []
    session.state_changed.connect(lambda: views.append(session.viewer))
    session.start()
    qtbot.waitUntil(lambda: gate.calls == [0], timeout=5000)
    qtbot.wait(20)
    assert session.closed and session.viewer is None and views[-1] is None
    assert session.human_seat_to_act() is None and gate.calls == [0]


# --- hand-offs when only some seats have secrets ----------------------------------------------------------

from giantapp.engine.registry import register_test_game  # noqa: E402
from tests.app.conftest import RecordingGate  # noqa: E402
from tests.app.relay_game import Relay  # noqa: E402


class SecretRelayState(RelayState):
    """The relay where the seats in ``secret`` hold something private (say, a hand of cards)."""

    game_name = "secret_relay"
    secret: frozenset[int] = frozenset()

    def has_private_information(self, seat):
        return seat in self.secret


class SecretRelay(Relay):
    name = "secret_relay"
    title = "Secret relay"

    def new_game(self, players, options=None):
        base = super().new_game(players, options)
        state = SecretRelayState.__new__(SecretRelayState)
        state.__dict__.update(base.__dict__)
        return state


register_test_game(SecretRelay())


def secret_relay(settings):
    """Ana and Bo, three turns of the secret relay, behind a gate that records its hand-offs."""
    gate = RecordingGate()
    session = Session.new_game("secret_relay", [Seat("Ana"), Seat("Bo")], {"turns": 3}, seed=3, settings=settings,
                               gate=gate)
    gate.session = session
    return gate, session


def play_turns(qtbot, session, turns):
    holders = []
    session.start()
    for _ in range(turns):
        qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.pending_confirmation() is not None,
                        timeout=5000)
        if session.pending_confirmation() is not None:
            assert session.confirm()
            qtbot.waitUntil(lambda: session.human_seat_to_act() is not None, timeout=5000)
        seat = session.human_seat_to_act()
        holders.append((seat, session.viewer))
        assert session.submit(Move("end"))
    return holders


@pytest.mark.parametrize("secret, hand_offs", [
    ({0}, [0, 1, 0]),  # Bo has nothing private, but Ana's secrets are on screen when Bo takes over
    ({1}, [1, 0]),  # Ana starts on her own view at once: neither she nor anyone before her has secrets
    (set(), []),
    ({0, 1}, [0, 1, 0]),
])
def test_the_keyboard_passes_through_the_gate_when_the_next_or_the_previous_player_has_secrets(
        qtbot, settings, monkeypatch, secret, hand_offs):
    monkeypatch.setattr(SecretRelayState, "secret", frozenset(secret))
    gate, session = secret_relay(settings)
    holders = play_turns(qtbot, session, 3)
    assert holders == [(0, 0), (1, 1), (0, 0)]  # each decides on their own view
    assert [seat for seat, _ in gate.calls] == hand_offs
    assert gate.viewers_while_closed == [None] * len(hand_offs)


def test_a_player_whose_only_choice_is_public_plays_it_on_the_public_view_without_the_gate(qtbot, settings,
                                                                                          monkeypatch):
    monkeypatch.setattr(SecretRelayState, "secret", frozenset({0}))
    real_legal = RelayState.legal_actions
    monkeypatch.setattr(SecretRelayState, "legal_actions",
                        lambda self, seat: [Move("end")] if seat == 1 and seat in self.to_act() else real_legal(self, seat))
    gate, session = secret_relay(settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("add")) and session.submit(Move("end"))
    qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
    pending = session.pending_confirmation()
    assert (pending.seat, pending.next_seat, pending.hand_off) == (0, 1, False)  # Done, but no hand-off after it
    assert session.confirm()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 1, timeout=5000)
    assert session.viewer is None and gate.calls == [(0, "Ana")]
    assert session.last_action is None  # Ana's move is not animated from her own view on the public screen
    assert not session.can_undo()  # the keyboard changed hands
    assert session.status_text() == "turn 2: seat 2 — Bo has only one choice, open to all: no hand-off needed."
    assert session.legal_actions() == [Move("end")]
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert gate.calls == [(0, "Ana"), (0, "Ana")] and session.viewer == 0
    assert session.status_text() == "turn 3: seat 1"


def test_a_computers_open_move_is_animated_for_the_player(qtbot, settings):
    agent = Budget()  # plays its last legal action: "end"
    session = Session.new_game("relay", [Seat("Ana"), Seat("Cpu", "computer", "b")], {"turns": 3}, seed=3,
                               settings=settings, agent_factory=lambda level, game: agent)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.last_action is None  # nothing has happened yet
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: session.action_count() == 2, timeout=5000)
    seat, action, before = session.last_action
    assert (seat, action, before.viewer, before.turn) == (1, Move("end"), 0, 1)  # drawn from Ana's view before it


def test_a_lone_choice_the_public_view_cannot_list_keeps_the_hand_off(qtbot, settings, monkeypatch):
    """Safe side: when the public observation cannot list the actions, the decision is not public."""
    monkeypatch.setattr(SecretRelayState, "secret", frozenset({0}))
    real_legal, real_observation = RelayState.legal_actions, RelayState.observation

    def observation(self, seat):
        obs = real_observation(self, seat)
        obs.observed = True
        return obs

    def legal(self, seat):
        if seat == 1 and seat in self.to_act():
            if getattr(self, "observed", False) and self.viewer is None:
                raise LookupError("the public view cannot list Bo's actions")
            return [Move("end")]
        return real_legal(self, seat)

    monkeypatch.setattr(SecretRelayState, "observation", observation)
    monkeypatch.setattr(SecretRelayState, "legal_actions", legal)
    gate, session = secret_relay(settings)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    assert session.submit(Move("end"))
    qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
    assert session.pending_confirmation().hand_off
    assert session.confirm()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 1, timeout=5000)
    assert gate.calls == [(0, "Ana"), (1, "Bo")] and session.viewer == 1

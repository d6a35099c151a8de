"""Confirm, then hand off (issue 16): after a human's action that ends their part, the table keeps the
acting player's view and waits for their "Done"; until then Undo works, computers and chance wait; the
setting "Ask before ending a turn" asks the same whenever the next decision is not that human's; a
human whose only decision is public plays it without a hand-off."""

from __future__ import annotations

import random
import threading

import pytest

from giantapp.ai.base import Agent
from giantapp.app import saves
from giantapp.app.privacy import has_private_information
from giantapp.app.session import Session
from giantapp.engine import CHANCE, Seat
from tests.app.relay_game import Move
from tests.fixtures.dice_duel import HIDDEN, Bid


def make(game, seats, settings, gate=None, options=None, seed=7, **kw):
    session = Session.new_game(game, seats, options or {}, seed=seed, gate=gate, settings=settings, **kw)
    if gate is not None:
        gate.session = session
    return session


def wait_for_human(qtbot, session, seat):
    qtbot.waitUntil(lambda: session.human_seat_to_act() == seat, timeout=5000)


def wait_for_confirmation(qtbot, session):
    qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
    return session.pending_confirmation()


class Released(Agent):
    """Thinks until the test releases it, then bids 1 (or plays its last legal action: "end" in the relay)."""

    name = "released"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.calls = 0

    def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
        self.calls += 1
        while not self.release.wait(0.01):
            if stop is not None and stop.is_set():
                raise RuntimeError("interrupted")
        return Bid(1) if Bid(1) in legal else legal[-1]


# --- confirm, then hand off ---------------------------------------------------------------------


def test_a_bid_waits_for_done_on_the_bidders_own_view_then_the_hand_off_follows(qtbot, settings, gate):
    session = make("dice_duel", [Seat("Ana"), Seat("Bo")], settings, gate, {"rounds": 1})
    changes = []
    session.confirmation_changed.connect(lambda: changes.append(session.pending_confirmation()))
    session.start()
    wait_for_human(qtbot, session, 0)
    assert gate.calls == [(0, "Ana")]
    assert session.submit(Bid(2))
    pending = wait_for_confirmation(qtbot, session)
    assert (pending.seat, pending.next_seat, pending.hand_off, pending.game_over) == (0, 1, True, False)
    # the result stays on Ana's own view; nobody decides and no hand-off happens until she is done
    assert gate.calls == [(0, "Ana")]
    assert session.viewer == 0 and session.human_seat_to_act() is None and session.legal_actions() == []
    view = session.view_state()
    assert view.bids[0] == 2 and view.chips[1] == HIDDEN  # her bid, nothing of Bo's
    assert not session.submit(Bid(1))
    assert session.can_undo()
    assert session.confirm()
    assert not session.confirm()  # once is enough
    wait_for_human(qtbot, session, 1)
    assert gate.calls == [(0, "Ana"), (1, "Bo")]
    assert gate.viewers_while_closed == [None, None]
    assert session.viewer == 1 and session.view_state().bids[0] == HIDDEN
    assert not session.can_undo()  # the hand-off is a barrier, as before
    assert changes == [pending, None]


def test_undo_before_done_restores_the_state_and_the_autosave_and_the_player_goes_on(qtbot, settings, gate, data_dir):
    path = data_dir / "duel.giantapp.json"
    session = make("dice_duel", [Seat("Ana"), Seat("Bo")], settings, gate, {"rounds": 1}, autosave_path=path)
    session.start()
    wait_for_human(qtbot, session, 0)
    before = vars(session.full_state_copy())
    saved_before = [a.action for a in saves.load_save(path)[0].record.actions]
    assert session.submit(Bid(3))  # the wrong bid
    wait_for_confirmation(qtbot, session)
    assert [a.action for a in saves.load_save(path)[0].record.actions] == saved_before + ["bid 3"]
    assert session.undo()
    assert session.pending_confirmation() is None
    assert vars(session.full_state_copy()) == before
    assert [a.action for a in saves.load_save(path)[0].record.actions] == saved_before
    assert session.log_entries()[-1].text() == f"Ana takes back: {Bid(3)}"
    wait_for_human(qtbot, session, 0)  # Ana continues, still on her own view, no hand-off
    assert session.viewer == 0 and gate.calls == [(0, "Ana")]
    assert session.submit(Bid(1))
    wait_for_confirmation(qtbot, session)
    assert session.confirm()
    wait_for_human(qtbot, session, 1)
    assert gate.calls == [(0, "Ana"), (1, "Bo")]
    assert [a.action for a in session.record.actions][-1] == "bid 1"


def test_a_computers_answer_waits_for_done_and_undo_drops_it(qtbot, settings, gate):
    agent = Released()
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cpu", "computer", "released")]
    session = make("dice_duel", seats, settings, gate, {"rounds": 1}, agent_factory=lambda level, game: agent)
    session.start()
    wait_for_human(qtbot, session, 0)
    qtbot.waitUntil(lambda: session.thinking_seat() == 2, timeout=5000)  # the simultaneous bid
    assert session.submit(Bid(3))
    wait_for_confirmation(qtbot, session)
    agent.release.set()  # the computer answers while Ana still looks at her bid
    qtbot.waitUntil(lambda: session.thinking_seat() is None, timeout=5000)
    qtbot.wait(50)  # let its answer reach the session (an apply timer of 0 ms)
    assert [a.seat for a in session.record.actions] == [CHANCE, 0]  # held back: Ana's bid stays undoable
    assert session.can_undo() and session.undo()
    assert [a.seat for a in session.record.actions] == [CHANCE]  # the held answer is dropped with it
    agent.release.clear()
    wait_for_human(qtbot, session, 0)
    qtbot.waitUntil(lambda: session.thinking_seat() == 2, timeout=5000)  # thinks again on the position
    assert session.submit(Bid(1))
    wait_for_confirmation(qtbot, session)
    agent.release.set()
    qtbot.waitUntil(lambda: session.thinking_seat() is None, timeout=5000)
    assert session.confirm()
    wait_for_human(qtbot, session, 1)
    assert sorted(a.seat for a in session.record.actions) == [CHANCE, 0, 2]
    assert agent.calls == 2  # the held answer was played, not thought out again
    assert gate.calls[-1] == (1, "Bo")


def test_a_computer_does_not_start_thinking_before_done(qtbot, settings):
    settings.confirm_end_turn = True
    agent = Released()
    agent.release.set()
    seats = [Seat("Ana"), Seat("Cpu", "computer", "released")]
    session = make("relay", seats, settings, options={"turns": 4}, agent_factory=lambda level, game: agent)
    thinking = []
    session.thinking_changed.connect(lambda seat, on: thinking.append((seat, on)))
    session.start()
    wait_for_human(qtbot, session, 0)
    assert session.submit(Move("add")) and session.submit(Move("end"))
    pending = wait_for_confirmation(qtbot, session)
    assert (pending.seat, pending.next_seat, pending.hand_off) == (0, 1, False)
    qtbot.wait(50)
    assert thinking == [] and agent.calls == 0 and session.thinking_seat() is None
    assert session.confirm()
    wait_for_human(qtbot, session, 0)  # the computer played its turn
    assert agent.calls == 1 and thinking[0] == (1, True)
    assert [a.seat for a in session.record.actions][-1] == 1


def test_chance_waits_for_done_too(qtbot, settings):
    settings.confirm_end_turn = True
    session = make("relay", [Seat("Ana"), Seat("Bo")], settings, options={"turns": 3, "dice": True})
    session.start()
    wait_for_human(qtbot, session, 0)
    assert session.submit(Move("end"))
    pending = wait_for_confirmation(qtbot, session)
    # the next decision after the roll is Bo's: the session looked through the die
    assert (pending.seat, pending.next_seat) == (0, 1)
    qtbot.wait(50)
    assert [a.seat for a in session.record.actions] == [CHANCE, 0]
    assert session.undo() and session.pending_confirmation() is None
    assert session.submit(Move("add")) and session.submit(Move("end"))
    wait_for_confirmation(qtbot, session)
    assert session.confirm()
    wait_for_human(qtbot, session, 1)
    assert [a.seat for a in session.record.actions] == [CHANCE, 0, 0, CHANCE]


# --- "Ask before ending a turn" -----------------------------------------------------------------


@pytest.mark.parametrize("ask", [False, True])
def test_ask_before_ending_a_turn_in_an_open_game_of_two_humans(qtbot, settings, gate, ask):
    settings.confirm_end_turn = ask
    session = make("relay", [Seat("Ana"), Seat("Bo")], settings, gate, {"turns": 2})
    over = []
    session.game_over.connect(lambda: over.append(True))
    session.start()
    wait_for_human(qtbot, session, 0)
    assert session.submit(Move("add"))
    assert session.pending_confirmation() is None  # Ana's turn goes on: nothing to confirm
    assert session.submit(Move("end"))
    if ask:
        pending = wait_for_confirmation(qtbot, session)
        assert (pending.seat, pending.next_seat, pending.hand_off) == (0, 1, False)
        assert session.viewer == 0 and session.human_seat_to_act() is None
        assert session.undo() and session.undo() and session.action_count() == 0
        assert session.submit(Move("end"))
        wait_for_confirmation(qtbot, session)
        assert session.confirm()
    wait_for_human(qtbot, session, 1)
    assert not session.can_undo()
    assert session.submit(Move("end"))
    if ask:  # the last move of the game too
        pending = wait_for_confirmation(qtbot, session)
        assert pending.game_over and pending.next_seat is None
        assert session.is_game_over() and session.can_undo()  # the final move can still be taken back
        assert over == []  # the game-over dialog waits for "Done"
        assert session.confirm()
    qtbot.waitUntil(lambda: over == [True], timeout=5000)
    assert gate.calls == []  # open information: never a hand-off


@pytest.mark.parametrize("ask", [False, True])
def test_ask_before_ending_a_turn_against_the_computer(qtbot, settings, ask):
    settings.confirm_end_turn = ask
    seats = [Seat("Ana"), Seat("Cpu", "computer", "random")]
    session = make("relay", seats, settings, options={"turns": 4})
    session.start()
    wait_for_human(qtbot, session, 0)
    assert session.submit(Move("end"))
    if ask:
        pending = wait_for_confirmation(qtbot, session)
        assert (pending.seat, pending.next_seat, pending.hand_off) == (0, 1, False)
        assert session.action_count() == 1
        assert session.confirm()
    qtbot.waitUntil(lambda: session.action_count() >= 2, timeout=5000)
    assert session.record.actions[1].seat == 1


def test_without_the_setting_a_forced_action_needs_no_done(qtbot, settings, gate):
    """Bo's only legal bid (no chips left) cannot be improved by an undo: the hand-off follows at once."""
    session = make("dice_duel", [Seat("Ana"), Seat("Bo")], settings, gate, {"rounds": 1, "chips": 0})
    session.start()
    wait_for_human(qtbot, session, 0)
    assert session.legal_actions() == [Bid(0)]
    assert session.submit(Bid(0))
    wait_for_human(qtbot, session, 1)
    assert session.pending_confirmation() is None and gate.calls == [(0, "Ana"), (1, "Bo")]


# --- no needless hand-off in Giants --------------------------------------------------------------


def play_giants_hotseat(qtbot, session, gate, actions, rng):
    """Three humans play random legal actions, pressing Done; returns what each decision looked like:
    (seat, viewer, legal actions, the public observation's legal actions, gate calls so far)."""
    decisions = []
    session.start()
    while session.action_count() < actions and not session.is_game_over():
        qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.pending_confirmation() is not None
                        or session.is_game_over(), timeout=10000)
        pending = session.pending_confirmation()
        if pending is not None:
            assert session.viewer in (pending.seat, None)  # confirmed on the acting player's own view
            assert session.confirm()
            continue
        seat = session.human_seat_to_act()
        if seat is None:
            continue
        full = session.full_state_copy()
        legal = session.legal_actions()
        public = full.observation(None).legal_actions(seat) if full.to_act() == (seat,) else None
        decisions.append((seat, session.viewer, legal, public, len(gate.calls), session.view_state(), full,
                          session.status_text()))
        assert session.submit(legal[rng.randrange(len(legal))])
    return decisions


def test_giants_hotseat_skips_the_hand_off_for_a_single_public_decision(qtbot, settings, gate):
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cy")]
    session = make("giants", seats, settings, gate, {"open_screens": False}, seed=3)
    decisions = play_giants_hotseat(qtbot, session, gate, 160, random.Random(3))
    public_plays = [d for d in decisions if d[1] is None]
    assert len(public_plays) >= 5, "phases 3 and 4 have many lone passes"
    for seat, viewer, legal, public, calls, view, full, status in public_plays:
        # played from the public view: exactly one action, the same from the public observation
        assert len(legal) == 1 and public == legal
        assert status == f"{view.status_text()} — {seats[seat].name} has only one choice, open to all: no hand-off needed."
        assert view.viewer is None and view.to_json() == full.observation(None).to_json()
    # a real decision is always made on the player's own view, after a hand-off unless the same
    # person was at the keyboard already
    for seat, viewer, legal, public, calls, view, full, status in decisions:
        assert viewer in (seat, None)
        if viewer == seat:
            assert view.to_json() == full.observation(seat).to_json()
            assert status == view.status_text()  # the rules' own words, nothing added
    handed = [gate.calls[i][0] for i in range(len(gate.calls))]
    assert handed, "closed screens still need hand-offs for real decisions"
    # every hand-off led to a decision that was not a lone public one
    for index, (seat, name) in enumerate(gate.calls):
        later = [d for d in decisions if d[4] == index + 1]
        if later:
            assert later[0][0] == seat and later[0][1] == seat
    session.shutdown()


def test_giants_open_screens_hands_off_only_around_the_secret_bid_and_asks_done_there(qtbot, settings, gate):
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cy")]
    session = make("giants", seats, settings, gate, {"open_screens": True}, seed=5)
    confirmations = []
    session.confirmation_changed.connect(
        lambda: confirmations.append((session.pending_confirmation(), session.full_state_copy()))
        if session.pending_confirmation() is not None else None)
    play_giants_hotseat(qtbot, session, gate, 120, random.Random(5))
    assert gate.calls
    # the bid (a simultaneous step) and the last bidder's turn while the others' bids are hidden: nothing
    # else is private under open screens
    for acting, full in zip(gate.acting_while_closed, gate.full_while_closed, strict=True):
        assert len(acting) > 1 or any(has_private_information(full, seat) for seat in range(3))
    assert confirmations
    for pending, full in confirmations:
        assert len(full.to_act()) > 1 or any(has_private_information(full, seat) for seat in range(3))
    session.shutdown()


# --- the log reads as sentences -----------------------------------------------------------------


def test_log_lines_name_their_subject(qtbot, settings):
    from giantapp.giants.actions import Bid as GiantsBid

    session = make("giants", [Seat("Ana"), Seat("Bo"), Seat("Cy")], settings, options={"first_player": 0}, seed=4)
    session.start()
    for seat in (0, 1, 2):
        wait_for_human(qtbot, session, seat)
        assert session.submit(GiantsBid(workers=1))
        if seat == 0:  # Ana takes her bid back and bids again
            wait_for_confirmation(qtbot, session)
            assert session.undo()
            wait_for_human(qtbot, session, 0)
            assert session.submit(GiantsBid(workers=1))
        if seat < 2:
            wait_for_confirmation(qtbot, session)
            assert session.confirm()
    texts = [entry.text() for entry in session.log_entries() if entry.seat != CHANCE]
    assert texts[:4] == ["Ana has made a secret choice", "Ana takes back: Ana bid no markers, only 1 worker",
                         "Ana has made a secret choice", "Bo has made a secret choice"]
    assert "Revealed: Bo bid no markers, only 1 worker" in texts
    # rebuilt (a resumed game, a language switch): the same sentences, without the undo note
    session.rebuild_log()
    rebuilt = [entry.text() for entry in session.log_entries() if entry.seat != CHANCE]
    assert rebuilt == ["Ana has made a secret choice", "Bo has made a secret choice", "Cy bid no markers, only 1 worker",
                       "Revealed: Ana bid no markers, only 1 worker", "Revealed: Bo bid no markers, only 1 worker"]

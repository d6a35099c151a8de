"""How a session is set up from a record, a new game or a save: seats, colours, computer levels, the
viewer of a spectated game, the seed, and the errors people see when a game cannot be resumed."""

from __future__ import annotations

import pytest

from giantapp.ai.base import RandomAgent
from giantapp.app import saves
from giantapp.app.session import Session
from giantapp.app.session import mediator
from giantapp.engine import CHANCE, GameRecord, RecordError, Seat
from giantapp.engine.record import RecordedAction


def relay_record(*actions, seats=None, players=2, **options):
    record = GameRecord(game="relay", players=players, options={"turns": 4, "dice": False, **options},
                        seats=list(seats) if seats is not None else [])
    record.actions = [RecordedAction(seat, text) for seat, text in actions]
    return record


def test_a_record_without_its_seats_gets_numbered_players_in_the_default_colours(qapp):
    session = Session(relay_record(players=3))
    assert [s.name for s in session.seats] == ["Player 1", "Player 2", "Player 3"]
    assert [s.kind for s in session.seats] == ["human"] * 3
    assert [session.seat_colour(i) for i in range(3)] == ["#d55e00", "#0072b2", "#e6c200"]
    assert session.record.seats is session.seats  # what is saved is what is shown


def test_seat_colours_keep_a_chosen_one_and_cycle_the_palette(qapp):
    seats = [Seat("Ana", colour="#123456")] + [Seat(f"P{i}") for i in range(1, 4)]
    session = Session(relay_record(seats=seats, players=4))
    assert [session.seat_colour(i) for i in range(4)] == ["#123456", "#0072b2", "#e6c200", "#009e73"]
    assert session.seat_colour(4) == "#808080" and session.seat_colour(-1) == "#808080"
    assert mediator.SEAT_COLOURS[6 % len(mediator.SEAT_COLOURS)] == "#d55e00"  # seven seats would wrap around


def test_seat_names_of_chance_and_of_an_unknown_seat(qapp):
    session = Session(relay_record(seats=[Seat("Ana"), Seat("Bo")]))
    assert [session.seat_name(s) for s in (0, 1, CHANCE, 2, 5)] == ["Ana", "Bo", "Chance", "Seat 3", "Seat 6"]
    assert session.seat_kind(1) == "human"


def test_a_record_the_rules_refuse_names_the_action_and_the_reason(qapp):
    record = relay_record((0, "add"), (1, "add"), seats=[Seat("Ana"), Seat("Bo")])
    with pytest.raises(RecordError) as caught:
        Session(record)
    assert str(caught.value).startswith("action 2 (") and "is refused by the rules: " in str(caught.value)
    assert "'add'" in str(caught.value) or "add" in str(caught.value).split("(")[1]


def test_a_computer_seat_without_a_level_plays_at_the_random_level(qapp):
    asked = []

    def factory(level, game):
        asked.append((level, game))
        return RandomAgent()

    seats = [Seat("Ana"), Seat("Cpu", "computer"), Seat("Max", "computer", "strong")]
    Session(relay_record(seats=seats, players=3), agent_factory=factory)
    assert asked == [("random", "relay"), ("strong", "relay")]


def test_an_unavailable_computer_level_is_refused_naming_the_seat_and_the_level(qapp):
    def factory(level, game):
        raise ValueError("no such level")

    seats = [Seat("Ana"), Seat("Cpu", "computer", "grandmaster")]
    with pytest.raises(RecordError) as caught:
        Session(relay_record(seats=seats), agent_factory=factory)
    assert str(caught.value) == "Cpu: computer level 'grandmaster' is not available (no such level)"


@pytest.mark.parametrize("error", [ValueError, ImportError])
def test_a_missing_computer_player_module_is_refused_too(qapp, error):
    def factory(level, game):
        raise error("gone")

    with pytest.raises(RecordError, match="not available"):
        Session(relay_record(seats=[Seat("Ana"), Seat("Cpu", "computer", "x")]), agent_factory=factory)


def test_new_game_refuses_an_empty_name_saying_which_seat(qapp):
    with pytest.raises(ValueError) as caught:
        Session.new_game("relay", [Seat("Ana"), Seat("  ")], {})
    assert str(caught.value) == "Seat 2 needs a name."


def test_new_game_turns_a_refused_computer_level_into_a_value_error(qapp):
    def factory(level, game):
        raise ValueError("nope")

    with pytest.raises(ValueError) as caught:
        Session.new_game("relay", [Seat("Ana"), Seat("Cpu", "computer", "x")], {}, agent_factory=factory)
    assert not isinstance(caught.value, RecordError)
    assert str(caught.value) == "Cpu: computer level 'x' is not available (nope)"


def test_a_spectated_computer_game_shows_the_chosen_viewer_when_it_is_a_seat(qapp):
    seats = [Seat("C1", "computer", "random"), Seat("C2", "computer", "random")]
    assert Session(relay_record(seats=seats), viewer=1).viewer == 1
    assert Session(relay_record(seats=seats), viewer=0).viewer == 0
    assert Session(relay_record(seats=seats), viewer=2).viewer is None  # no such seat
    assert Session(relay_record(seats=seats), viewer=-1).viewer is None
    assert Session(relay_record(seats=seats)).viewer is None
    assert Session(relay_record(seats=seats), viewer=1).view_state().viewer == 1


def test_with_people_at_the_table_a_saved_viewer_is_not_trusted(qapp):
    one = [Seat("Ana"), Seat("Cpu", "computer", "random")]
    assert Session(relay_record(seats=one), viewer=1).viewer == 0  # the one human sees their own view
    two = [Seat("Ana"), Seat("Bo")]
    assert Session(relay_record(seats=two), viewer=1).viewer is None  # a hotseat game starts closed


def test_the_seed_is_kept_and_a_new_one_fits_in_31_bits(qapp, monkeypatch):
    assert Session(relay_record(), seed="42").seed == 42
    assert Session(relay_record(), seed=0).seed == 0
    bounds = []
    monkeypatch.setattr(mediator.secrets, "randbelow", lambda n: bounds.append(n) or n - 1)
    assert Session(relay_record()).seed == 2**31 - 1
    assert bounds == [2**31]


def test_a_save_keeps_seed_viewer_and_hints_and_resumes_with_them(qapp, tmp_path):
    seats = [Seat("C1", "computer", "random"), Seat("C2", "computer", "random")]
    session = Session(relay_record((0, "add"), seats=seats), seed=99, viewer=1)
    session.hints = [{"index": 0, "seat": 0}]
    session.save(tmp_path / "game.json")
    data, state = saves.load_save(tmp_path / "game.json")
    assert (data.seed, data.viewer, data.hints) == (99, 1, [{"index": 0, "seat": 0}])
    resumed = Session.from_save(data, state)
    assert (resumed.seed, resumed.viewer, resumed.hints) == (99, 1, [{"index": 0, "seat": 0}])
    assert resumed.hints is not data.hints
    assert resumed.action_count() == 1 and resumed.full_state_copy().score == [1, 0]
    summary = saves.read_summary(tmp_path / "game.json")
    assert (summary.game, summary.players, summary.actions, summary.finished) == ("relay", 2, 1, False)


def test_a_resumed_record_has_its_log_and_a_new_game_an_empty_one(qapp):
    session = Session(relay_record((0, "add"), (0, "end"), seats=[Seat("Ana"), Seat("Bo")]))
    assert [seat for seat, _ in session.history_log()] == [0, 0]
    assert Session(relay_record(seats=[Seat("Ana"), Seat("Bo")])).history_log() == []


def test_what_the_views_read_the_names_the_pacing_and_copies_they_cannot_spoil(qapp, settings, tmp_path):
    from giantapp.app.settings import DEFAULTS

    plain = Session(relay_record(seats=[Seat("Ana"), Seat("Bo")]))
    assert plain.animation_ms() == DEFAULTS["animation_speed"] == 300 and plain.settings is None
    assert plain.autosave_path is None
    settings.animation_speed = 120
    session = Session(relay_record(seats=[Seat("Ana"), Seat("Bo")]), settings=settings,
                      autosave_path=str(tmp_path / "a.json"))
    assert session.animation_ms() == 120 and session.settings is settings
    assert session.autosave_path == tmp_path / "a.json"
    assert session.view_state().seat_names == ("Ana", "Bo")  # sentences say "Ana", not "Seat 1"
    copy = session.full_state_copy()
    copy.score[0] = 50
    assert session.full_state_copy().score == [0, 0] and session.view_state().score == [0, 0]
    assert session.thinking_seat() is None and session.computer_errors == []


def test_a_game_is_worth_keeping_once_a_seat_has_decided_something(qapp):
    assert not Session(relay_record((CHANCE, "roll 2"), dice=True)).has_player_actions()
    assert Session(relay_record((CHANCE, "roll 2"), (0, "add"), dice=True)).has_player_actions()
    assert not Session(relay_record()).has_player_actions()


def test_start_writes_the_autosave_once_and_not_after_shutdown(qtbot, settings, tmp_path):
    path = tmp_path / "auto.json"
    session = Session(relay_record(seats=[Seat("Ana"), Seat("Bo")]), settings=settings, autosave_path=path)
    session.shutdown()
    session.start()
    assert not path.exists() and session.human_seat_to_act() is None
    qtbot.wait(20)
    assert session.human_seat_to_act() is None  # nothing is driven after shutdown
    session.shutdown()  # twice is harmless
    live = Session(relay_record(seats=[Seat("Ana"), Seat("Bo")]), settings=settings, autosave_path=path)
    live.start()
    assert saves.read_save(path).record.actions == []
    path.unlink()
    live.start()  # a second start does nothing
    assert not path.exists()
    qtbot.waitUntil(lambda: live.human_seat_to_act() == 0, timeout=5000)


@pytest.mark.parametrize("error, reason", [(OSError(28, "No space left on device"), "No space left on device"),
                                           (OSError("the disk went away"), "the disk went away")])
def test_the_autosave_failure_names_the_systems_reason(qtbot, settings, tmp_path, caplog, monkeypatch, error, reason):
    def fail(*args, **kwargs):
        raise error

    monkeypatch.setattr(mediator, "write_save", fail)
    session = Session(relay_record(seats=[Seat("Ana"), Seat("Bo")]), settings=settings,
                      autosave_path=tmp_path / "auto.json")
    messages = []
    session.message.connect(messages.append)
    session.start()
    assert messages == [f"Autosave failed ({reason}); use Game › Save."]
    assert session.autosave_error == reason
    assert [r.getMessage() for r in caplog.records if r.levelname == "WARNING"] == \
        [f"autosave to {tmp_path / 'auto.json'} failed: {error}"]


def duel_record(*actions, rounds=2):
    record = GameRecord(game="dice_duel", players=2, options={"rounds": rounds, "chips": 5},
                        seats=[Seat("Ana"), Seat("Bo")])
    record.actions = [RecordedAction(seat, text) for seat, text in actions]
    return record


@pytest.mark.parametrize("actions, round_number, finished", [
    (((CHANCE, "roll 4"), (0, "bid 1")), 0, False),
    (((CHANCE, "roll 4"), (0, "bid 1"), (1, "bid 2"), (CHANCE, "roll 2")), 1, False),
    (((CHANCE, "roll 4"), (0, "bid 1"), (1, "bid 2"), (CHANCE, "roll 2"), (0, "bid 0"), (1, "bid 0")), 2, True),
])
def test_a_save_tells_the_start_page_the_round_and_whether_the_game_is_over(qapp, tmp_path, actions, round_number,
                                                                           finished):
    session = Session(duel_record(*actions))
    assert session.summary().round == round_number and session.summary().finished is finished
    session.save(tmp_path / "game.json")
    summary = saves.read_summary(tmp_path / "game.json")
    assert (summary.round, summary.finished, summary.actions, summary.names) == \
        (round_number, finished, len(actions), ("Ana", "Bo"))


def test_a_loaded_save_is_not_replayed_a_second_time(qapp, tmp_path, monkeypatch):
    Session(duel_record((CHANCE, "roll 4"), (0, "bid 1"))).save(tmp_path / "game.json")
    data, state = saves.load_save(tmp_path / "game.json")
    replays = []
    monkeypatch.setattr(mediator, "replay", lambda *args, **kwargs: replays.append(args) or (None, None))
    resumed = Session.from_save(data, state)
    assert replays == [] and resumed.full_state_copy().bids == [1, None]

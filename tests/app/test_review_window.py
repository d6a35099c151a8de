"""The review window: the real table, read-only, stepped with keys, buttons, the slider and the log, as
one seat saw it or (after the game) everything; "Play from here" starts a new game and leaves the
reviewed file as it was; the entry points (Game → Review…, --review, the game-over dialog)."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from giantapp.ai import RandomAgent, play_game
from giantapp.app import learning_menus, saves
from giantapp.app import main_window as main_window_module
from giantapp.app.game_over import GameOverDialog
from giantapp.app.main_window import MainWindow
from giantapp.app.play_from_here import SeatsDialog
from giantapp.app.review_session import EVERYTHING, PUBLIC
from giantapp.app.review_window import ReviewWindow, open_review_file, review_record
from giantapp.engine import GameRecord, Seat, get_game, replay

TABLE_CLASSES = {"giants": "GiantsTable", "hawaii": "HawaiiTable"}


def played(game: str, seats: list[Seat], seed: int, upto: int | None = None, **options) -> GameRecord:
    state = get_game(game).new_game(len(seats), options)
    record = GameRecord(game=game, players=len(seats), options=dict(state.options), seats=seats)
    record = play_game(state, [RandomAgent()] * len(seats), random.Random(seed), record=record).record
    if upto is not None:
        assert upto < len(record.actions), "the game must stay unfinished"
        record.actions = record.actions[:upto]
    return record


def frozen(state) -> dict:
    return json.loads(json.dumps(state.to_json()))


def expected_view(record: GameRecord, position: int, seat):
    state, failure = replay(record, upto=position)
    assert failure is None
    return frozen(state if seat == EVERYTHING else state.observation(None if seat == PUBLIC else seat))


def people(n: int, computers: int = 0) -> list[Seat]:
    names = ["Ana", "Bo", "Cy", "Di", "Ed"]
    return [Seat(names[i]) if i < n - computers else Seat(names[i], "computer", "easy") for i in range(n)]


@pytest.fixture
def main_window(qtbot, settings, data_dir, monkeypatch):
    monkeypatch.setattr(main_window_module.GameOverDialog, "exec", lambda self: 0)
    win = MainWindow(settings, autosave_dir=data_dir)
    qtbot.addWidget(win)
    win.show()
    return win


def open_window(qtbot, record, settings, parent=None, **kwargs) -> ReviewWindow:
    window = review_record(parent, record, settings=settings, **kwargs)
    if parent is None:
        qtbot.addWidget(window)
    with qtbot.waitActive(window):  # the review's keys belong to its window
        window.activateWindow()
    return window


def key(qtbot, window, name, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(window.table.view, name, modifier)  # the board has the focus, as after opening


@pytest.mark.parametrize("game,options", [("giants", {"round_cap": 2}), ("hawaii", {})])
def test_stepping_in_the_real_table_lands_on_the_replayed_positions(qtbot, settings, game, options):
    record = played(game, people(3, computers=2), seed=4, **options)
    window = open_window(qtbot, record, settings)
    review = window.review
    timeline = review.timeline
    assert type(window.table).__name__ == TABLE_CLASSES[game]  # the real table, not a stand-in
    assert review.shown == EVERYTHING and review.position == timeline.length  # a finished game opens at its end

    key(qtbot, window, Qt.Key.Key_Home)
    assert review.position == 0 and window.slider.value() == 0
    for _ in range(3):
        key(qtbot, window, Qt.Key.Key_Right)
    assert review.position == 3
    assert frozen(window.table.session.view_state()) == expected_view(record, 3, EVERYTHING)
    key(qtbot, window, Qt.Key.Key_Left)
    assert review.position == 2 and window.slider.value() == 2
    key(qtbot, window, Qt.Key.Key_Down)
    assert review.position == timeline.next_turn(2)
    key(qtbot, window, Qt.Key.Key_PageDown)
    assert review.position == timeline.round_starts[1]
    key(qtbot, window, Qt.Key.Key_Up)
    assert review.position == timeline.previous_turn(timeline.round_starts[1])
    key(qtbot, window, Qt.Key.Key_End)
    assert review.position == timeline.length
    key(qtbot, window, Qt.Key.Key_PageUp)
    assert review.position == timeline.round_starts[-1]

    # the buttons and the slider go to the same places; the table draws what the replay gives
    window.buttons["start"].click()
    window.buttons["round_forward"].click()
    assert review.position == timeline.round_starts[1]
    window.slider.setValue(17)
    assert review.position == 17
    window.show_view(1)
    assert review.viewer == 1 and window.table.session.view_state().viewer == 1
    assert frozen(window.table.session.view_state()) == expected_view(record, 17, 1)
    window.show_view(PUBLIC)
    assert frozen(window.table.session.view_state()) == expected_view(record, 17, PUBLIC)

    # nothing can be played in a review
    assert review.legal_actions() == [] and review.human_seat_to_act() is None
    messages = []
    review.message.connect(messages.append)
    legal = replay(record, upto=17)[0]
    acting = legal.to_act()
    if acting and acting[0] >= 0:
        assert review.submit(legal.legal_actions(acting[0])[0]) is False
        assert messages and "review" in messages[-1]
    assert review.position == 17


def test_the_log_follows_and_a_click_jumps_to_the_line(qtbot, settings):
    record = played("hawaii", people(2, computers=1), seed=6)
    window = open_window(qtbot, record, settings)
    review = window.review
    assert window.log_list.count() == len(review.log_entries()) > 20
    row = window.log_list.count() // 2
    item = window.log_list.item(row)
    rect = window.log_list.visualItemRect(item)
    window.log_list.scrollToItem(item)
    rect = window.log_list.visualItemRect(item)
    qtbot.mouseClick(window.log_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert review.position == review.log_end(row)
    assert window.log_list.currentRow() == row and window.log_list.item(row).font().bold()
    # lines still to come are grey, lines played are not
    later = window.log_list.item(row + 1)
    assert later.foreground().color().name() == "#a0a0a0"
    assert window.log_list.item(row).foreground().color().name() != "#a0a0a0"
    key(qtbot, window, Qt.Key.Key_Home)
    assert window.log_list.currentRow() == -1 or not window.log_list.item(0).font().bold()


def test_an_unfinished_game_shows_only_one_seat(qtbot, settings, monkeypatch):
    record = played("giants", people(3), seed=7, upto=40, round_cap=3)  # three people, unfinished
    window = open_window(qtbot, record, settings)
    review = window.review
    assert review.shown == PUBLIC  # several people: nobody's secrets until someone chooses
    choices = [window.show_box.itemData(i) for i in range(window.show_box.count())]
    assert EVERYTHING not in choices and choices == [0, 1, 2, PUBLIC]
    messages = []
    review.message.connect(messages.append)
    review.show(EVERYTHING)
    assert review.shown == PUBLIC and messages
    # choosing a person's view of an unfinished game asks first
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[1]) or answers.pop(0))
    window._show_chosen(1)
    assert review.shown == PUBLIC and window.show_box.currentData() == PUBLIC
    window._show_chosen(1)
    assert review.shown == 1 and len(asked) == 2 and "Bo" in asked[0]
    assert frozen(review.view_state()) == expected_view(record, review.position, 1)


def test_one_person_against_computers_opens_as_that_person(qtbot, settings):
    record = played("hawaii", people(3, computers=2), seed=8, upto=50)
    window = open_window(qtbot, record, settings)
    assert window.review.shown == 0 and window.review.view_state().viewer == 0


def accept_seats(monkeypatch, kinds):
    def run(dialog):
        for seat, (kind, level) in enumerate(kinds):
            dialog.set_kind(seat, kind, level)
        dialog._accept()
        return SeatsDialog.DialogCode.Accepted

    monkeypatch.setattr(SeatsDialog, "exec", run)


def test_play_from_here_starts_a_new_game_and_leaves_the_file_alone(qtbot, main_window, tmp_path, monkeypatch):
    record = played("hawaii", people(2), seed=9)
    path = tmp_path / "finished.giantapp.json"
    saves.write_save(path, saves.SaveData(record=record, seed=3, hints=[{"index": 10, "seat": 0}, {"index": 80, "seat": 1}]))
    original = path.read_bytes()
    review_window = open_review_file(main_window, path)
    assert review_window is not None and review_window.play_button.isVisible()
    review_window.go_to(40)
    accept_seats(monkeypatch, [("human", None), ("computer", "easy")])
    assert review_window.play_from_here()
    session = main_window.session
    assert session is not None and session.record.actions[:40] == record.actions[:40]
    assert [s.kind for s in session.record.seats] == ["human", "computer"]
    assert session.hints == [{"index": 10, "seat": 0}]  # hints of the decisions before the position
    assert type(main_window.table).__name__ == "HawaiiTable"
    # the new game goes on (the computer seat plays, the person plays) and autosaves, not into the file
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0 or session.thinking_seat() is not None
                    or session.action_count() > 40, timeout=10000)
    if session.human_seat_to_act() == 0:
        assert session.submit(session.legal_actions()[0])
    qtbot.waitUntil(lambda: session.action_count() > 40, timeout=10000)
    autosaved, _ = saves.load_save(session.autosave_path)
    assert len(autosaved.record.actions) > 40 and autosaved.record.seats[1].kind == "computer"
    assert path.read_bytes() == original


def test_playing_from_here_leaves_the_game_in_progress_on_the_start_page(qtbot, main_window, tmp_path, monkeypatch):
    record = played("hawaii", people(2), seed=10, upto=70)
    path = tmp_path / "earlier.giantapp.json"
    saves.write_save(path, saves.SaveData(record=record, seed=5))
    assert main_window.open_file(path)
    earlier = main_window.session
    qtbot.waitUntil(lambda: earlier.human_seat_to_act() is not None and bool(earlier.legal_actions()), timeout=10000)
    assert earlier.submit(earlier.legal_actions()[0])  # the game in progress has moved on from the file
    earlier_autosave = earlier.autosave_path
    earlier_actions = [(a.seat, a.action) for a in earlier.record.actions]
    review_window = open_review_file(main_window, path)
    review_window.go_to(30)
    accept_seats(monkeypatch, [("human", None), ("human", None)])
    assert review_window.play_from_here()
    assert main_window.session is not earlier and len(main_window.session.record.actions) == 30
    assert main_window.session.autosave_path != earlier_autosave
    unfinished, _ = main_window.autosaves.scan()
    assert earlier_autosave in [u.path for u in unfinished]
    kept, _ = saves.load_save(earlier_autosave)
    assert [(a.seat, a.action) for a in kept.record.actions] == earlier_actions


def test_play_from_the_last_position_of_a_finished_game_is_refused(qtbot, main_window, monkeypatch):
    record = played("hawaii", people(2), seed=11)
    review_window = review_record(main_window, record)
    accept_seats(monkeypatch, [("human", None), ("human", None)])
    assert not review_window.play_button.isEnabled()
    assert review_window.play_from_here() is False
    assert main_window.session is None


def test_a_file_that_cannot_be_reviewed_gets_a_message(qtbot, main_window, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    path = tmp_path / "broken.json"
    path.write_text("{not json", encoding="utf-8")
    assert open_review_file(main_window, path) is None
    assert shown and "broken.json" in shown[0][0]
    assert learning_menus.open_review(main_window, str(tmp_path / "missing.json")) is False


def test_a_bare_record_and_a_save_both_open(qtbot, main_window, tmp_path):
    record = played("giants", people(3, computers=3), seed=12, round_cap=1)
    bare = tmp_path / "game.json"
    bare.write_text(record.dumps(), encoding="utf-8")
    window = open_review_file(main_window, bare)
    assert window is not None and window.review.timeline.length == len(record.actions)
    assert "game.json" in window.windowTitle()


def test_the_review_window_opens_within_its_screen_over_the_main_window(qtbot, main_window):
    """Its comfortable 1200x800 is larger than a 1024x700 screen (the offscreen one is 800x600): it shrinks
    to the screen, whole, rather than open with its log and buttons off the edge."""
    record = played("giants", people(3, computers=3), seed=12, round_cap=1)
    window = open_window(qtbot, record, None, parent=main_window)
    area = window.screen().availableGeometry()
    assert area.width() < 1200 or area.height() < 800  # the case this checks
    assert area.contains(window.frameGeometry()), (area, window.frameGeometry())
    assert window.width() >= 640 and window.height() >= 480
    assert window.geometry().intersects(main_window.geometry())


def test_the_menus_offer_review_history_and_the_hint(main_window):
    names = [a.objectName() for a in main_window.menus["game"].actions()]
    assert names.index("open") < names.index("review") < names.index("history") < names.index("save")
    help_names = [a.objectName() for a in main_window.menus["help"].actions()]
    assert help_names.index("hint") < help_names.index("rules")
    assert main_window.learning.act_hint.shortcut().toString() == "Ctrl+H"
    assert all(a.text() for a in (main_window.learning.act_review, main_window.learning.act_history))


def test_review_on_the_command_line(monkeypatch, tmp_path):
    from giantapp.app import launch
    from giantapp.cli.main import main

    calls = []
    monkeypatch.setattr(launch, "launch_gui", lambda open_path=None, review_path=None: calls.append((open_path, review_path)) or 0)
    assert main(["--review", str(tmp_path / "g.json")]) == 0
    assert calls == [(None, str(tmp_path / "g.json"))]


def test_the_game_over_dialog_charts_the_rounds_and_opens_the_review(qtbot, main_window, monkeypatch):
    record = played("hawaii", people(2, computers=1), seed=13)
    path = main_window.autosaves.folder.parent / "finished.giantapp.json"
    saves.write_save(path, saves.SaveData(record=record, seed=1, hints=[{"index": 12, "seat": 0}, {"index": 40, "seat": 0}]))
    assert main_window.open_file(path)
    session = main_window.session
    dialog = GameOverDialog(session, main_window)
    qtbot.addWidget(dialog)
    final, _ = replay(record)
    points = dialog.chart.points
    assert [r for r, _ in points] == list(range(0, final.round_number() + 1))
    assert points[-1][1] == final.scores()
    assert dialog.hints_label.isVisibleTo(dialog) and "Ana 2" in dialog.hints_label.text()
    dialog.review_button.click()
    review_window = dialog.review_window
    assert isinstance(review_window, ReviewWindow)
    assert review_window.review.shown == EVERYTHING and review_window.review.position == len(record.actions)
    assert review_window.review.hints == session.hints


def test_without_hints_the_game_over_dialog_says_nothing_about_them(qtbot, main_window):
    record = played("hawaii", people(2, computers=1), seed=14)
    path = main_window.autosaves.folder.parent / "finished.giantapp.json"
    saves.write_save(path, saves.SaveData(record=record, seed=1))
    assert main_window.open_file(path)
    dialog = GameOverDialog(main_window.session, main_window)
    qtbot.addWidget(dialog)
    assert not dialog.hints_label.isVisibleTo(dialog) and dialog.hints_label.text() == ""


def test_the_review_log_names_who_made_a_secret_choice_as_the_game_log_does():
    from giantapp.app.review_session import build_review_log

    record = played("giants", people(3), seed=5)
    state = record.new_state()
    game = record.game_object()
    for index, entry in enumerate(record.actions):  # play up to the first bid of the game
        if entry.seat >= 0 and len(state.to_act()) > 1:
            break
        state.apply(entry.seat, game.parse_action(entry.action))
    else:
        raise AssertionError("the game never reached a secret bid")
    names = tuple(seat.name for seat in record.seats)
    lines = [e.text() for e in build_review_log(record, index + 1, names).entries]
    assert lines[-1] == f"{names[record.actions[index].seat]} has made a secret choice"

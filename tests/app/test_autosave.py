"""Autosave on the real session: after every action, undo and redo; a failure is said once; the file
format keeps permissions and symbolic links, leaves no temporary files, and holds the start page's
summary; the lock keeps a second holder out."""

from __future__ import annotations

import os
import stat
import time

import pytest

from giantapp.app import saves
from giantapp.app.autosaves import AutosaveStore
from giantapp.app.file_lock import FileLock, is_locked
from giantapp.app.session import Session
from giantapp.engine import Seat
from tests.app.relay_game import Move


def relay(settings, path, **kw):
    return Session.new_game("relay", [Seat("Ana"), Seat("Bo")], {"turns": 3}, seed=4, settings=settings,
                            autosave_path=path, **kw)


def saved_actions(path):
    return [a.action for a in saves.read_save(path).record.actions]


def test_undo_and_redo_are_autosaved(qtbot, settings, tmp_path):
    path = tmp_path / "auto.giantapp.json"
    session = relay(settings, path)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    session.submit(Move("add"))
    session.submit(Move("add"))
    assert saved_actions(path) == ["add", "add"]
    assert session.undo()
    assert saved_actions(path) == ["add"]  # the file no longer holds the undone action
    assert session.undo()
    assert saved_actions(path) == []
    assert session.redo()
    assert saved_actions(path) == ["add"]
    assert session.redo()
    assert saved_actions(path) == ["add", "add"]
    summary = saves.read_summary(path)
    assert (summary.game, summary.players, summary.names, summary.actions, summary.finished) == \
        ("relay", 2, ("Ana", "Bo"), 2, False)


def test_an_autosave_failure_is_said_once_and_cleared_when_it_works_again(qtbot, settings, tmp_path):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    session = relay(settings, blocker / "auto.giantapp.json")
    messages = []
    session.message.connect(messages.append)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    session.submit(Move("add"))
    session.submit(Move("add"))
    assert session.undo()
    failures = [m for m in messages if m.startswith("Autosave failed")]
    assert len(failures) == 1 and "Game › Save" in failures[0]
    assert session.autosave_error
    session._autosave_path = tmp_path / "works.giantapp.json"
    session.submit(Move("add"))
    assert session.autosave_error is None and saved_actions(tmp_path / "works.giantapp.json") == ["add", "add"]


def test_saving_over_a_file_keeps_its_permissions_and_writes_through_a_link(settings, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    real = folder / "real.giantapp.json"
    relay(settings, None).save(real)
    os.chmod(real, 0o644)
    link = folder / "link.giantapp.json"
    link.symlink_to(real)
    other = Session.new_game("relay", [Seat("Cy"), Seat("Di")], {"turns": 2}, seed=1, settings=settings)
    other.save(link)
    assert link.is_symlink() and os.readlink(link) == str(real)  # the link stays a link...
    assert [s.name for s in saves.read_save(real).record.seats] == ["Cy", "Di"]  # ...and its file was written
    assert stat.S_IMODE(real.stat().st_mode) == 0o644
    os.chmod(real, 0o640)
    other.save(real)
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    assert sorted(p.name for p in folder.iterdir()) == ["link.giantapp.json", "real.giantapp.json"]


def test_new_files_follow_the_umask(settings, tmp_path):
    session = relay(settings, None)
    old = os.umask(0o027)
    try:
        saves._UMASK = None
        session.save(tmp_path / "new.giantapp.json")
    finally:
        os.umask(old)
        saves._UMASK = None
    assert stat.S_IMODE((tmp_path / "new.giantapp.json").stat().st_mode) == 0o640


def test_leftover_temporary_files_are_cleaned_up_but_fresh_ones_are_left(tmp_path):
    folder = tmp_path / "autosaves"
    folder.mkdir()
    stale = folder / ".giantapp-abc.tmp"
    stale.write_text("half a save")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = folder / ".giantapp-def.tmp"  # another running copy may be writing it right now
    fresh.write_text("")
    other = folder / "notes.tmp"
    other.write_text("not ours")
    AutosaveStore(folder).scan()
    assert not stale.exists() and fresh.exists() and other.exists()


def test_a_lock_excludes_a_second_holder_until_released(tmp_path):
    path = tmp_path / "game.giantapp.json"
    first, second = FileLock(path), FileLock(path)
    assert first.acquire()
    assert is_locked(path) and not second.acquire()
    first.release()
    assert not is_locked(path) and second.acquire()
    second.release()


def test_the_old_single_autosave_is_adopted_as_one_game(qtbot, settings, tmp_path):
    legacy = tmp_path / saves.AUTOSAVE_NAME
    session = relay(settings, legacy)
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    session.submit(Move("add"))
    session.shutdown()
    store = AutosaveStore(tmp_path / saves.AUTOSAVE_FOLDER, legacy=legacy)
    games, problems = store.scan()
    assert problems == [] and not legacy.exists()
    assert len(games) == 1 and saved_actions(games[0].path) == ["add"]


def test_after_a_power_cut_the_durable_copy_continues_the_game(qtbot, settings, data_dir, monkeypatch):
    """The GUI thread writes autosaves without fsync; the background copy is fsync'ed. If a power cut
    leaves the autosave empty, the start page still lists the game and Continue goes on from the copy,
    keeping the damaged file aside."""
    from PySide6.QtWidgets import QMessageBox

    from giantapp.app.main_window import MainWindow
    from giantapp.app.new_game_dialog import NewGameSetup

    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail("a message box"))
    folder = data_dir / "autosaves"
    win = MainWindow(settings, autosave_dir=folder)
    qtbot.addWidget(win)
    win.show()
    assert win.start_new(NewGameSetup("relay", [Seat("Ana"), Seat("Bo")], {"turns": 3}, seed=2))
    session = win.session
    qtbot.waitUntil(lambda: session.human_seat_to_act() == 0, timeout=5000)
    session.submit(Move("add"))
    session.submit(Move("add"))
    path = session.autosave_path
    assert saves.durable_copies.flush()
    copy = saves.durable_copy_path(path)
    assert saved_actions(copy) == ["add", "add"]
    assert win.close_game()
    path.write_bytes(b"")  # what a power cut can leave of a file renamed before its data reached the disk
    assert win.close_game()
    win._refresh_welcome()
    assert [row.game.path for row in win.welcome.rows] == [path]
    assert win.continue_game(path)
    assert [a.action for a in win.session.record.actions] == ["add", "add"]
    assert (folder / "unreadable" / path.name).read_bytes() == b""  # kept aside
    assert "last safe copy" in win.statusBar().currentMessage()
    assert saved_actions(path) == ["add", "add"]  # and the autosave is whole again

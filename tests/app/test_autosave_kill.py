"""A process killed with SIGKILL right after an action loses nothing: the autosave resumes it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from giantapp.app import saves
from giantapp.app.session import Session
from tests.app.session_driving import play_to_the_end

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX SIGKILL")
@pytest.mark.parametrize("kill_after", [3, 8, 17])
def test_killed_process_resumes_from_the_autosave(kill_after, tmp_path, qtbot, settings):
    autosave = tmp_path / "autosave.giantapp.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.app.autosave_player", str(autosave), str(tmp_path / "s.ini")],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    confirmed = 0
    try:
        for line in process.stdout:
            if line.startswith("applied "):
                confirmed = int(line.split()[1])
                if confirmed >= kill_after:
                    break
            elif line.startswith("over"):
                break
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
        process.stdout.close()
        stderr = process.stderr.read()
        process.stderr.close()
    assert process.returncode == -signal.SIGKILL, stderr
    assert confirmed >= kill_after, stderr

    data, state = saves.load_save(autosave)  # a complete, valid file whatever the moment of the kill
    saved = len(data.record.actions)
    assert saved >= confirmed  # no confirmed action is lost
    assert not state.is_terminal()
    assert [s.name for s in data.record.seats] == ["Ana", "Bo", "Cpu"] and data.seed == 3
    resumed = Session.from_save(data, state, settings=settings)
    resumed.start()
    play_to_the_end(qtbot, resumed)
    assert resumed.action_count() > saved


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX SIGKILL")
def test_killed_while_waiting_for_the_confirmation_resumes_with_the_hand_off(tmp_path, qtbot, settings, gate):
    """Killed while the acting player is asked "Done — pass to …": the action stays played, and the
    resumed game starts with the hand-off to the next player (a hotseat game always resumes closed)."""
    autosave = tmp_path / "autosave.giantapp.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.app.autosave_player", str(autosave), str(tmp_path / "s.ini"), "hold"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    waiting_at = None
    try:
        for line in process.stdout:
            if line.startswith("waiting "):
                waiting_at = int(line.split()[1])
                break
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
        process.stdout.close()
        stderr = process.stderr.read()
        process.stderr.close()
    assert waiting_at is not None, stderr

    data, state = saves.load_save(autosave)
    assert len(data.record.actions) == waiting_at  # the action waiting for its confirmation is saved
    resumed = Session.from_save(data, state, settings=settings, gate=gate)
    gate.session = resumed
    acting = state.to_act()
    resumed.start()
    qtbot.waitUntil(lambda: resumed.human_seat_to_act() is not None, timeout=5000)
    assert resumed.pending_confirmation() is None and resumed.action_count() >= waiting_at
    assert [seat for seat, _ in gate.calls] == [resumed.human_seat_to_act()]
    assert gate.calls[0][0] in acting and gate.viewers_while_closed == [None]
    play_to_the_end(qtbot, resumed)

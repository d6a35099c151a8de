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
    while not resumed.is_game_over():
        qtbot.waitUntil(lambda: resumed.human_seat_to_act() is not None or resumed.is_game_over(), timeout=5000)
        if resumed.human_seat_to_act() is not None:
            assert resumed.submit(resumed.legal_actions()[0])
    assert resumed.action_count() > saved

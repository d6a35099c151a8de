"""Every file of the hostile corpus ends in a clean answer through the replay command, the save loader
and the real window (its start page and ``--open``): a refusal with a reason, never an escaping
exception, a traceback, a hang or a crash. Counts per class: ``python -m tests.hostile.corpus``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from giantapp.app import saves
from giantapp.engine import RecordError

from .conftest import all_cases, classes
from .corpus import EXPECTED_REPLAY, materialize


ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("cls", classes())
def test_replay_answers_every_case_with_0_1_or_2_and_one_json_object(cls, tmp_path):
    """In a fresh process per class, as from a shell: nothing but the answer reaches the terminal."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("QT_QPA_PLATFORM", None)
    done = subprocess.run([sys.executable, "-m", "tests.hostile.run_replay", cls, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and done.stderr == "", done.stderr[-3000:]
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(rows) == sum(1 for c in all_cases() if c.cls == cls)
    for row in rows:
        name, code, out, err = row["name"], row["code"], row["out"], row["err"]
        assert code in (0, 1, 2), name
        assert err == "", (name, err)
        lines = out.splitlines()
        assert len(lines) == 1, (name, out)
        result = json.loads(lines[0])
        assert result["ok"] is (code == 0), name
        if code == 2:
            assert set(result) == {"ok", "error"} and result["error"], name
            assert "internal error" not in result["error"], (name, result["error"])
        if code == 1:
            assert set(result) == {"ok", "index", "action", "reason"} and result["reason"], name
        expected = EXPECTED_REPLAY[cls]
        assert expected is None or code in expected, (name, code, out)
        if "text_code" in row:  # without --json: one line, on stderr for an unreadable file
            assert row["text_code"] == code and "Traceback" not in row["text_out"] + row["text_err"], name
            if code == 2:
                assert row["text_out"] == "" and len(row["text_err"].splitlines()) == 1, (name, row["text_err"])
                assert row["text_err"].startswith("giantapp replay: ")
            else:
                assert row["text_err"] == "", (name, row["text_err"])


@pytest.mark.parametrize("cls", classes())
def test_the_save_loader_refuses_with_a_reason_or_loads(cls, tmp_path):
    for index, case in enumerate(c for c in all_cases() if c.cls == cls):
        path = materialize(case, tmp_path, f"{index}.json")
        try:
            data, state = saves.load_save(path)
        except RecordError as exc:
            assert str(exc), case.name
            continue
        # what loads is a real game: it can be written back (no lone surrogate, no odd number)
        saves.write_save(tmp_path / "back.giantapp.json", data)
        assert case.form == "save" and case.cls in ("damaged", "wrong-type", "unicode", "out-of-range"), case.name
        try:
            saves.read_summary(path)
        except RecordError:
            pass  # the summary is informative only; the loader never needs it


@pytest.fixture
def quiet_window(monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: warned.append((title, text)))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("the start page asked a question"))
    return warned


def test_the_start_page_refuses_every_unreadable_autosave_and_goes_on(qtbot, settings, tmp_path, quiet_window):
    """All cases at once in the autosave folder: the window opens, names and moves aside each file it
    cannot read, lists the rest, and Continue on each listed one either resumes it or refuses it."""
    from giantapp.app.main_window import MainWindow

    folder = tmp_path / "autosaves"
    folder.mkdir()
    loadable = set()
    for index, case in enumerate(all_cases()):
        if case.form == "record" and index % 10:
            continue  # a record is no autosave: a tenth of them shows that, the save forms are all here
        path = materialize(case, folder, f"{index:05d}{saves.SAVE_SUFFIX}")
        if case.kind == "bytes" and case.form == "save" and case.cls in ("damaged", "wrong-type", "unicode", "out-of-range"):
            try:
                saves.load_save(path)
                loadable.add(path.name)
            except RecordError:
                pass
    win = MainWindow(settings, autosave_dir=folder)
    qtbot.addWidget(win)
    win.show()
    assert win.session is None and win.stack.currentWidget() is win.welcome
    moved = {p.name for p in (folder / "unreadable").iterdir()}
    listed = [row.game.path for row in win.welcome.rows]
    assert moved and win.welcome.notice.isVisible()
    assert "Could not read" in win.welcome.notices()[0] and "moved to" in win.welcome.notices()[0]
    assert not moved & loadable  # nothing readable was moved aside
    refused = 0
    for path in listed:
        if path.name in loadable:
            continue
        assert not win.continue_game(path), path.name
        refused += 1
        assert win.session is None and not path.exists() and (folder / "unreadable" / path.name).exists()
    kept = sorted(p.name for p in folder.glob("*" + saves.SAVE_SUFFIX))
    assert set(kept) == loadable  # every unreadable file was moved aside (and kept), every game listed stays
    assert refused > 0 and len(win.welcome.notices()) == len(moved) + refused
    for name in sorted(loadable)[:3]:  # a few of the loadable ones really continue
        assert win.continue_game(folder / name)
        assert win.close_game()
    assert quiet_window == []


@pytest.mark.parametrize("cls", classes())
def test_open_file_on_the_start_page_says_why_and_changes_nothing(cls, qtbot, settings, tmp_path, quiet_window):
    """``giantapp --open FILE`` opens the window and then the file: the start page names the file and
    the reason (the player's own file is not moved)."""
    from giantapp.app.main_window import MainWindow

    win = MainWindow(settings, autosave_dir=tmp_path / "autosaves")
    qtbot.addWidget(win)
    win.show()
    files = tmp_path / "files"
    files.mkdir()
    for index, case in enumerate(c for c in all_cases() if c.cls == cls):
        if index % 10 and case.kind == "bytes":
            continue  # a tenth of each class (all special files): the loader test above reads every one
        path = materialize(case, files, f"{index}.json")
        before = len(win.welcome.notices())
        if win.open_file(path):
            assert win.close_game()
            continue
        assert win.session is None and win.stack.currentWidget() is win.welcome
        notices = win.welcome.notices()
        assert len(notices) == before + 1 and notices[-1].startswith(f"Could not open {path}: ")
        assert case.kind != "bytes" or path.read_bytes() == case.data
    assert quiet_window == []

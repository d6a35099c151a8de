"""Isolation for app tests: settings in a temp INI file, the data dir in tmp_path, no animations."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from giantapp.app.settings import Settings


class RecordingGate:
    """A privacy gate that confirms at once and records, for each hand-off, what was on screen."""

    def __init__(self) -> None:
        self.calls: list[tuple[int, str]] = []
        self.session = None
        self.views_while_closed: list[object] = []
        self.viewers_while_closed: list[object] = []
        self.public_while_closed: list[object] = []
        self.acting_while_closed: list[tuple[int, ...]] = []
        self.full_while_closed: list[object] = []

    def hand_off(self, seat: int, name: str) -> None:
        self.calls.append((seat, name))
        if self.session is not None:
            self.viewers_while_closed.append(self.session.viewer)
            self.views_while_closed.append(self.session.view_state())
            full = self.session.full_state_copy()
            self.public_while_closed.append(full.observation(None))
            self.acting_while_closed.append(full.to_act())
            self.full_while_closed.append(full)


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("GIANTAPP_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def settings(tmp_path, qapp):
    q = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    s = Settings(q)
    s.animation_speed = 0
    return s


@pytest.fixture
def gate():
    return RecordingGate()


from giantapp.engine.registry import register_test_game  # noqa: E402

from tests.app.relay_game import Relay  # noqa: E402

register_test_game(Relay())


@pytest.fixture(autouse=True)
def _stop_sessions_after_each_test(monkeypatch):
    """Sessions keep playing from the event loop; stop each test's sessions so none acts in the next.

    A computer player that failed during a test fails the test too, unless the test examined and
    cleared ``session.computer_errors``: the session replaces a failed answer by a random move, which
    would otherwise hide the bug.
    """
    from giantapp.app.session import Session

    started = []
    real_start = Session.start

    def start(self):
        started.append(self)
        real_start(self)

    monkeypatch.setattr(Session, "start", start)
    yield
    failures = []
    for session in started:
        try:
            failures.extend(session.computer_errors)
            session.shutdown()
        except RuntimeError:  # already deleted with its window
            pass
    if failures:
        pytest.fail("a computer player failed during the test:\n" + "\n".join(text for _, text in failures))

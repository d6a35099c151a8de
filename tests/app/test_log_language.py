"""After a language switch the whole log is said again in the new language (rebuilt from the record)."""

from __future__ import annotations

import pytest

from giantapp.app import i18n
from giantapp.app.main_window import MainWindow
from giantapp.app.new_game_dialog import NewGameSetup
from giantapp.engine import Seat
from giantapp.giants.actions import Bid


@pytest.fixture
def english(qapp):
    i18n.switch_language(qapp, "en")
    yield qapp
    i18n.switch_language(qapp, "en")


def texts(window):
    return [window.log_list.item(i).text() for i in range(window.log_list.count())]


def test_the_log_changes_language_with_the_window(qtbot, english, settings, data_dir, gate):
    window = MainWindow(settings, gate=gate, autosave_path=data_dir / "auto.json")
    qtbot.addWidget(window)
    window.show()
    assert window.start_new(NewGameSetup("giants", [Seat("Ana"), Seat("Bo"), Seat("Cy")], {"first_player": 0}, seed=4))
    session = window.session
    for seat in (0, 1):  # two secret bids made, the third still pending
        qtbot.waitUntil(lambda: session.human_seat_to_act() == seat, timeout=5000)
        assert session.submit(Bid(workers=1))
        qtbot.waitUntil(lambda: session.pending_confirmation() is not None, timeout=5000)
        assert session.confirm()  # "Done — pass to …", then the hand-off
    before = texts(window)
    assert any(t.startswith("Chance: The dice show white") for t in before)
    assert "Ana has made a secret choice" in before and "Bo has made a secret choice" in before
    assert sum("has made a secret choice" in t for t in before) == 2

    i18n.switch_language(english, "zh_TW")
    qtbot.waitUntil(lambda: any("骰子擲出" in t for t in texts(window)), timeout=5000)
    after = texts(window)
    assert any(t.startswith("隨機：骰子擲出 白色骰子") for t in after)  # the name and colon in Chinese too
    assert any(t.startswith("Ana") and "秘密" in t for t in after)
    assert len(after) == len(before)  # the same lines: nothing revealed early, nothing lost
    assert not any("The dice show" in t or "has made a secret choice" in t for t in after)
    assert not any("bid" in t for t in after)  # the pending bids stay secret in the rebuilt log

    i18n.switch_language(english, "en")
    qtbot.waitUntil(lambda: texts(window) == before, timeout=5000)

"""Game titles are translated wherever a player reads them: dialog, start page, window title."""

from __future__ import annotations

import pytest

from giantapp.app import i18n
from giantapp.app.main_window import MainWindow
from giantapp.app.new_game_dialog import NewGameDialog
from giantapp.app.new_game_dialog import NewGameSetup
from giantapp.app.titles import game_title
from giantapp.engine import Seat


@pytest.fixture
def english(qapp):
    i18n.switch_language(qapp, "en")
    yield qapp
    i18n.switch_language(qapp, "en")


@pytest.mark.parametrize("language, giants, hawaii", [("zh_TW", "神秘巨石像", "夏威夷"), ("zh_CN", "神秘巨石像", "夏威夷")])
def test_the_new_game_dialog_names_the_games_in_the_language(qtbot, english, settings, language, giants, hawaii):
    i18n.switch_language(english, language)
    dialog = NewGameDialog(settings, games=["giants", "hawaii"])
    qtbot.addWidget(dialog)
    titles = {dialog.game_box.itemData(i): dialog.game_box.itemText(i) for i in range(dialog.game_box.count())}
    assert titles == {"giants": giants, "hawaii": hawaii}


def test_start_page_and_window_title_follow_a_live_switch(qtbot, english, settings, data_dir):
    window = MainWindow(settings, autosave_path=data_dir / "auto.json")
    qtbot.addWidget(window)
    window.show()
    assert window.welcome.cards["giants"].title_label.text() == "Giants"
    assert window.start_new(NewGameSetup("hawaii", [Seat("Ana"), Seat("Bo")], {}, seed=3))
    assert window.windowTitle().startswith("Hawaii")
    i18n.switch_language(english, "zh_TW")
    qtbot.waitUntil(lambda: window.windowTitle().startswith("夏威夷"))
    assert window.welcome.cards["giants"].title_label.text() == "神秘巨石像"
    assert "神秘巨石像" in window.welcome.cards["giants"].button.text()
    i18n.switch_language(english, "en")
    qtbot.waitUntil(lambda: window.windowTitle().startswith("Hawaii"))
    assert game_title("giants") == "Giants" and game_title("no_such_game") == "no_such_game"

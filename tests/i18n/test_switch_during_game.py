"""Switching the language in Settings during a game keeps the game and retranslates the window and the table."""

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from giantapp.app import i18n
from giantapp.app.main_window import MainWindow
from giantapp.app.privacy import OpenGate
from giantapp.app.session import Session
from giantapp.app.settings_dialog import SettingsDialog
from giantapp.engine import Seat

CJK = re.compile(r"[\u4e00-\u9fff]")


def visible_texts(widget) -> list[str]:
    widgets = widget.findChildren(QLabel) + widget.findChildren(QAbstractButton)
    return sorted(w.text() for w in widgets if w.isVisible() and w.text().strip())


@pytest.mark.parametrize("game", ["giants", "hawaii"])
def test_language_switch_keeps_the_game_and_retranslates_window_and_table(game, english, settings, tmp_path,
                                                                          qtbot, monkeypatch):
    monkeypatch.setenv("GIANTAPP_DATA_DIR", str(tmp_path / "data"))
    settings.animation_speed = 0
    window = MainWindow(settings, gate=OpenGate(), autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(window)
    window.show()
    session = Session.new_game(game, [Seat(name) for name in ("Ana", "Bo", "Cy")], seed=5, gate=OpenGate(),
                               settings=settings, autosave_path=tmp_path / "autosave.json")
    window.install_session(session)
    qtbot.waitUntil(lambda: session.human_seat_to_act() is not None, timeout=10_000)
    record_before, actions_before = session.record.dumps(), session.action_count()
    english_texts = visible_texts(window.table)
    assert window.menus["game"].title() == "&Game"

    dialog = SettingsDialog(settings, window)
    dialog.language.setCurrentIndex(dialog.language.findData("zh_TW"))
    dialog.accept()
    qtbot.waitUntil(lambda: window.menus["game"].title() == "遊戲(&G)")
    for _ in range(3):
        QApplication.processEvents()

    assert window.session is session and not session.closed
    assert session.record.dumps() == record_before and session.action_count() == actions_before
    chinese_texts = visible_texts(window.table)
    assert chinese_texts != english_texts
    untranslated = [t for t in chinese_texts if not CJK.search(t) and re.search(r"[a-z]{3}", t)
                    and not any(name in t for name in ("Ana", "Bo", "Cy"))]
    assert not untranslated, f"the {game} table still shows English after the switch: {untranslated[:10]}"
    assert settings.language == "zh_TW" and i18n.current_language() == "zh_TW"
    session.shutdown()

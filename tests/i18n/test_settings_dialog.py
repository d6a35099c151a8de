"""Settings dialog: shows the stored values, OK writes and applies them (language live), Cancel does nothing."""

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from giantapp.app import i18n
from giantapp.app.settings_dialog import ANIMATION_CHOICES, SettingsDialog, nearest_animation_choice


@pytest.mark.parametrize("ms, name", [(0, "off"), (-5, "off"), (100, "fast"), (300, "normal"), (450, "normal"),
                                      (500, "slow"), (3000, "slow")])
def test_stored_animation_speeds_map_to_the_nearest_choice(ms, name):
    assert nearest_animation_choice(ms) == name


def test_dialog_shows_the_stored_values(english, settings, qtbot):
    settings.language = "zh_TW"
    settings.animation_speed = 600
    settings.confirm_end_turn = True
    settings.colour_blind = True
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.chosen_language() == "zh_TW"
    assert dialog.language.currentText() == "繁體中文"
    assert dialog.animation.currentText() == "Slow"
    assert dialog.confirm_end_turn.isChecked() and dialog.colour_blind.isChecked()
    system = i18n.NATIVE_NAMES[i18n.resolve_language("system")]
    assert [dialog.language.itemText(i) for i in range(4)] == [f"System language ({system})", "English", "繁體中文",
                                                               "简体中文"]


def test_ok_writes_every_value_and_switches_the_language_live(english, settings, qtbot):
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("zh_CN"))
    dialog.animation.setCurrentIndex([n for n, _ in ANIMATION_CHOICES].index("off"))
    dialog.confirm_end_turn.setChecked(True)
    dialog.colour_blind.setChecked(True)
    changed = []
    settings.changed.connect(changed.append)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert settings.language == "zh_CN" and i18n.current_language() == "zh_CN"
    assert settings.animation_speed == 0
    assert settings.confirm_end_turn and settings.colour_blind
    assert sorted(changed) == ["animation_speed", "colour_blind", "confirm_end_turn", "language"]


def test_cancel_changes_nothing(english, settings, qtbot):
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("zh_TW"))
    dialog.colour_blind.setChecked(True)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert settings.language == "system" and not settings.colour_blind
    assert i18n.current_language() == "en"


def test_an_unchanged_animation_speed_is_not_rewritten(english, settings, qtbot):
    settings.animation_speed = 280  # a hand-edited value near "normal" stays as it is
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.accept()
    assert settings.animation_speed == 280

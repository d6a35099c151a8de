"""New-game dialog (options from OptionSpecs, validation, remembered choices), settings, launch checks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QSpinBox

from giantapp.app import launch
from giantapp.app.new_game_dialog import NewGameDialog
from giantapp.app.settings import Settings
from giantapp.engine import get_game


def dialog_for(qtbot, settings, game="giants"):
    dialog = NewGameDialog(settings, games=["dice_duel", "giants", "hawaii"])
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
    return dialog


def test_options_come_from_the_games_option_specs(qtbot, settings):
    dialog = dialog_for(qtbot, settings, "giants")
    specs = get_game("giants").options()
    assert set(dialog._option_widgets) == {spec.name for spec in specs}
    for spec in specs:
        widget = dialog._option_widgets[spec.name]
        assert isinstance(widget, {"bool": QCheckBox, "int": QSpinBox}.get(spec.kind, type(widget)))
    assert dialog.players.minimum() == 3 and dialog.players.maximum() == 5
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("hawaii"))
    assert dialog.players.minimum() == 2
    assert set(dialog._option_widgets) == {spec.name for spec in get_game("hawaii").options()}


def test_setup_reflects_the_form_and_is_remembered(qtbot, settings):
    dialog = dialog_for(qtbot, settings, "dice_duel")
    dialog.players.setValue(3)
    dialog.rows[0].name.setText("Ana")
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("computer:random"))
    dialog._option_widgets["rounds"].setValue(7)
    dialog.seed.setText("42")
    setup = dialog.setup()
    assert setup.game == "dice_duel" and len(setup.seats) == 3 and setup.seed == 42
    assert setup.seats[0].name == "Ana" and setup.seats[1].kind == "computer" and setup.seats[1].level == "random"
    assert setup.options["rounds"] == 7
    dialog.accept()
    again = dialog_for(qtbot, settings, "dice_duel")
    assert again.players.value() == 3 and again.rows[0].name.text() == "Ana"
    assert again.rows[1].kind.currentData() == "computer:random"
    assert again._option_widgets["rounds"].value() == 7 and again.seed.text() == ""


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d.rows[0].name.setText("  "), "needs a name"),
        (lambda d: d.rows[1].name.setText(d.rows[0].name.text()), "same name"),
        (lambda d: d.rows[1].colour.setCurrentIndex(d.rows[0].colour.currentIndex()), "same colour"),
        (lambda d: d.seed.setText("twelve"), "whole number"),
    ],
)
def test_bad_choices_are_explained_and_the_dialog_stays_open(qtbot, settings, change, words):
    dialog = dialog_for(qtbot, settings, "dice_duel")
    dialog.show()
    change(dialog)
    with pytest.raises(ValueError, match=words):
        dialog.setup()
    dialog.accept()
    assert dialog.isVisible() and words.split()[-1] in dialog.error.text()


def test_settings_are_typed_and_survive_garbage(tmp_path, qapp):
    path = tmp_path / "s.ini"
    raw = QSettings(str(path), QSettings.Format.IniFormat)
    raw.setValue("animation_speed", "fast")
    raw.setValue("confirm_end_turn", "maybe")
    raw.setValue("last_new_game", "{not json")
    raw.sync()
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.animation_speed == 300 and settings.last_new_game == {}
    assert settings.confirm_end_turn is False and settings.language == "system"  # "maybe": the default
    seen = []
    settings.changed.connect(seen.append)
    settings.animation_speed = 99999
    settings.colour_blind = True
    settings.last_new_game = {"game": "giants"}
    reread = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert reread.animation_speed == 3000 and reread.colour_blind is True
    assert reread.last_new_game == {"game": "giants"}
    assert seen == ["animation_speed", "colour_blind", "last_new_game"]


# --- launch: a clear message instead of a Qt abort -----------------------------------------------


def test_no_display_is_reported(monkeypatch):
    problems = launch.check_environment(env={}, can_load=lambda name: True, platform="linux", use_ldd=False)
    assert len(problems) == 1 and "no display" in problems[0] and "QT_QPA_PLATFORM=offscreen" in problems[0]


def test_missing_libraries_are_named_with_the_apt_command():
    missing = {"libxcb-cursor.so.0", "libxkbcommon-x11.so.0"}
    problems = launch.check_environment(
        env={"DISPLAY": ":0"}, can_load=lambda name: name not in missing, platform="linux", use_ldd=False,
        reachable=lambda display: True,
    )
    assert len(problems) == 1
    assert "libxcb-cursor.so.0" in problems[0] and "sudo apt-get install -y libxcb-cursor0 libxkbcommon-x11-0" in problems[0]


def test_an_x_display_that_does_not_answer_is_reported():
    problems = launch.check_environment(
        env={"DISPLAY": ":97"}, can_load=lambda name: True, platform="linux", use_ldd=False,
        reachable=lambda display: False,
    )
    assert problems == [
        "The X display :97 does not answer (is the desktop session or Xvfb running, and may this user connect to it?)."
    ]


def test_x_display_probe_answers_for_a_missing_server():
    assert launch.x11_display_reachable(":31999") in (False, None)  # None only without libxcb


def test_offscreen_needs_no_display_nor_x11_libraries():
    problems = launch.check_environment(
        env={"QT_QPA_PLATFORM": "offscreen"}, can_load=lambda name: "xcb" not in name, platform="linux", use_ldd=False
    )
    assert problems == []


def test_other_systems_are_not_checked():
    assert launch.check_environment(env={}, can_load=lambda name: False, platform="win32", use_ldd=False) == []


def test_launch_prints_the_problem_and_exits_2_without_starting_qt(monkeypatch, capsys):
    monkeypatch.setattr(launch, "check_environment", lambda: ["There is no display to open the window on."])
    assert launch.launch_gui(None) == 2
    err = capsys.readouterr().err
    assert "cannot open its window" in err and "no display" in err and "giantapp replay" in err


def test_missing_pyside_is_reported(monkeypatch, capsys):
    import builtins

    real_import = builtins.__import__

    def fake_import(name, *args, **kwargs):
        if name.startswith("PySide6"):
            raise ImportError("No module named 'PySide6'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(launch, "check_environment", lambda: [])
    monkeypatch.setattr(builtins, "__import__", fake_import)
    assert launch.launch_gui(None) == 2
    assert "PySide6" in capsys.readouterr().err


def test_every_seat_choice_explains_itself(qtbot, settings):
    """A player choosing an opponent sees what each level is like (the menu item's tooltip)."""
    from PySide6.QtCore import Qt

    from giantapp.ai.registry import level_names

    dialog = dialog_for(qtbot, settings, "giants")
    kind = dialog.rows[1].kind
    tips = {kind.itemData(i): kind.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(kind.count())}
    assert set(tips) == {"human"} | {f"computer:{level}" for level in level_names()}
    assert all(isinstance(tip, str) and len(tip) > 20 for tip in tips.values())
    assert len(set(tips.values())) == len(tips)  # each choice says something of its own
    assert "second" in tips["computer:hard"]

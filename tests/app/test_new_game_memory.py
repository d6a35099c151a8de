"""The new-game dialog remembers each title's own seats, levels and options."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from giantapp.app.new_game_dialog import NewGameDialog
from giantapp.app.settings import Settings


def open_dialog(qtbot, settings):
    dialog = NewGameDialog(settings, games=["giants", "hawaii"])
    qtbot.addWidget(dialog)
    return dialog


def switch(dialog, game):
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
    assert dialog.game_name() == game


def fill(dialog, names, kinds, options):
    dialog.players.setValue(len(names))
    for row, name, kind in zip(dialog.rows, names, kinds):
        row.name.setText(name)
        row.kind.setCurrentIndex(row.kind.findData(kind))
    for name, value in options.items():
        widget = dialog._option_widgets[name]
        widget.setChecked(value) if isinstance(value, bool) else widget.setValue(value)


def seen(dialog):
    rows = dialog.rows[: dialog.players.value()]
    return [row.name.text() for row in rows], [row.kind.currentData() for row in rows]


def test_switching_titles_brings_back_each_games_last_started_choices(qtbot, settings):
    dialog = open_dialog(qtbot, settings)
    switch(dialog, "giants")
    fill(dialog, ["Ana", "Bo", "Cy", "Di"], ["human", "computer:hard", "computer:easy", "human"],
         {"quick_game": True, "round_cap": 6})
    dialog.accept()

    dialog = open_dialog(qtbot, settings)
    switch(dialog, "hawaii")
    fill(dialog, ["Eve", "Fay"], ["human", "computer:normal"], {})
    dialog.accept()

    again = open_dialog(qtbot, settings)
    assert again.game_name() == "hawaii"  # the title last started opens first
    assert seen(again) == (["Eve", "Fay"], ["human", "computer:normal"])
    switch(again, "giants")
    assert seen(again) == (["Ana", "Bo", "Cy", "Di"], ["human", "computer:hard", "computer:easy", "human"])
    assert again._option_widgets["quick_game"].isChecked() and again._option_widgets["round_cap"].value() == 6
    switch(again, "hawaii")
    assert seen(again) == (["Eve", "Fay"], ["human", "computer:normal"])


def test_what_was_typed_for_a_title_survives_a_look_at_the_other(qtbot, settings):
    dialog = open_dialog(qtbot, settings)
    switch(dialog, "giants")
    fill(dialog, ["Ana", "Bo", "Cy", "Di", "Ed"], ["human"] * 5, {"live_scoring": True})
    switch(dialog, "hawaii")
    assert dialog.players.value() == 5 and "live_scoring" not in dialog._option_widgets
    dialog.players.setValue(2)
    switch(dialog, "giants")
    assert seen(dialog)[0] == ["Ana", "Bo", "Cy", "Di", "Ed"]
    assert dialog._option_widgets["live_scoring"].isChecked()


def test_the_choices_persist_across_settings_objects_and_survive_a_bad_value(qtbot, tmp_path, qapp):
    path = str(tmp_path / "memory.ini")
    first = Settings(QSettings(path, QSettings.Format.IniFormat))
    first.set_new_game_choices("giants", {"game": "giants", "seats": [{"name": "Ana"}], "options": {}})
    reread = Settings(QSettings(path, QSettings.Format.IniFormat))
    assert reread.new_game_choices("giants")["seats"] == [{"name": "Ana"}]
    assert reread.new_game_choices("hawaii") == {}
    reread.qsettings.setValue("new_game_by_title", "{broken")
    assert reread.new_game_choices("giants") == {}


def test_choices_remembered_before_titles_were_kept_apart_still_open(qtbot, settings):
    settings.last_new_game = {"game": "hawaii", "seats": [{"name": "Old", "kind": "human"}, {"name": "Pal", "kind": "human"}],
                              "options": {}}
    dialog = open_dialog(qtbot, settings)
    assert dialog.game_name() == "hawaii" and seen(dialog)[0] == ["Old", "Pal"]

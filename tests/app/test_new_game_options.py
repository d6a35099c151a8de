"""The new-game dialog explains every option (tooltips on the label and the widget, a one-line
description beside each switch, the hotseat meaning of open screens) and fits its content per title."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel

from giantapp.app.new_game_dialog import NewGameDialog
from giantapp.engine import get_game


def dialog_for(qtbot, settings, game):
    dialog = NewGameDialog(settings, games=["giants", "hawaii"])
    qtbot.addWidget(dialog)
    dialog.select_game(game)
    dialog.show()
    return dialog


def test_every_option_is_explained_on_its_label_and_its_widget(qtbot, settings):
    for game in ("giants", "hawaii"):
        dialog = dialog_for(qtbot, settings, game)
        for spec in get_game(game).options():
            widget = dialog.findChild(QCheckBox if spec.kind == "bool" else object, f"option_{spec.name}")
            label = dialog.findChild(QLabel, f"option_label_{spec.name}")
            assert label is not None and label.isVisible() and label.text() == f"{spec.label}:"
            assert spec.help and spec.help in widget.toolTip()
            assert label.toolTip() == widget.toolTip()
            if spec.kind == "bool":  # a one-line description beside the switch, the same words
                about = dialog.findChild(QLabel, f"option_about_{spec.name}")
                assert about.isVisible() and about.text() == widget.toolTip()


def test_open_screens_says_what_it_means_for_hotseat(qtbot, settings):
    dialog = dialog_for(qtbot, settings, "giants")
    box = dialog.findChild(QCheckBox, "option_open_screens")
    label = dialog.findChild(QLabel, "option_label_open_screens")
    about = dialog.findChild(QLabel, "option_about_open_screens")
    assert "only around the secret bid" in about.text() and "only around the secret bid" in label.toolTip()
    assert not box.isChecked()
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)  # a click on the name toggles the switch
    assert box.isChecked() and dialog.options()["open_screens"] is True
    qtbot.mouseClick(about, Qt.MouseButton.LeftButton)  # and on its description
    assert not box.isChecked()
    dialog.select_game("hawaii")
    assert "no hand-offs" in dialog.findChild(QLabel, "option_about_open_screens").text()


def test_the_dialog_fits_each_title(qtbot, settings):
    dialog = dialog_for(qtbot, settings, "giants")
    giants_height = dialog.height()
    dialog.select_game("hawaii")
    assert dialog.height() == dialog.fitting_height()  # no empty area under Hawaii's one option
    assert dialog.fitting_height() <= dialog.sizeHint().height()
    assert dialog.height() < giants_height - 60
    dialog.select_game("giants")
    assert dialog.height() == giants_height

"""The final scoring names its categories the same on the table and in the game-over dialog, in every language."""

from __future__ import annotations

import pytest

from giantapp.app import i18n
from giantapp.app.game_over import GameOverDialog
from giantapp.app.hawaii_view.table import HawaiiTable
from giantapp.app.score_labels import category_label
from giantapp.app.session import Session

from .test_scene import finished_position


@pytest.fixture
def english(qapp):
    i18n.switch_language(qapp, "en")
    yield qapp
    i18n.switch_language(qapp, "en")


@pytest.mark.parametrize("language", ["en", "zh_TW", "zh_CN"])
def test_table_and_dialog_use_the_same_labels(qtbot, english, settings, language):
    i18n.switch_language(english, language)
    position = finished_position()
    session = Session(position.record, state=position.state, settings=settings)
    table = HawaiiTable(session)
    qtbot.addWidget(table)
    dialog = GameOverDialog(session)
    qtbot.addWidget(dialog)
    rows = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    drawn = table.scene.summary.info["labels"]
    assert len(drawn) >= 3 and drawn == rows  # the same rows, with the same names, "Total" too
    if language != "en":
        # translated: no English category name is left (god names are written the same in every language)
        assert not any(label.lower() in ("round scoring", "spears", "islands", "long house ii", "total") for label in rows)
        assert category_label("hawaii", "long_house") != "Long house II"
    else:
        assert "Round scoring" in rows and "Rounds" not in rows  # the label, not the engine's key
    session.shutdown()


def test_giants_categories_are_named_too(english):
    assert category_label("giants", "tablets") == "Tablets"
    assert category_label("giants", "some_new_thing") == "Some new thing"


def test_categories_nobody_scored_are_left_out_everywhere():
    from giantapp.app.score_labels import shown_categories

    breakdown = [{"rounds": 3, "lono": 0, "total": 3}, {"rounds": 0, "lono": 0, "spears": 2, "total": 2}]
    assert shown_categories(breakdown, ("spears", "rounds", "lono")) == ["spears", "rounds"]
    assert shown_categories([{"a": 0, "total": 0}]) == ["a"]

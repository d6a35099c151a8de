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
    assert len(drawn) >= 3 and set(drawn) <= set(rows)  # the card leaves out all-zero categories, nothing else
    assert rows[-1] == drawn[-1]  # "Total" too
    if language != "en":
        # translated: no English category name is left (god names are written the same in every language)
        assert not any(label.lower() in ("round scoring", "spears", "islands", "long house", "total") for label in rows)
        assert category_label("hawaii", "long_house") != "Long house II"
    else:
        assert "Long house II" in rows and "Round scoring" in rows  # not the keys ("Long house", "Rounds")
    session.shutdown()


def test_giants_categories_are_named_too(english):
    assert category_label("giants", "tablets") == "Tablets"
    assert category_label("giants", "some_new_thing") == "Some new thing"

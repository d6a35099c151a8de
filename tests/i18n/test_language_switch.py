"""Language choice: the system language by default, live switching, pure-layer strings, data terms."""

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox

from giantapp.app import i18n
from giantapp.engine.i18n import tr


@pytest.mark.parametrize(
    "locale, expected",
    [("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"), ("zh_Hant_SG", "zh_TW"), ("zh_CN", "zh_CN"), ("zh_SG", "zh_CN"),
     ("en_US", "en"), ("de_DE", "en"), ("ja_JP", "en")],
)
def test_system_language_maps_to_a_shipped_language(locale, expected):
    assert i18n.resolve_language("system", QLocale(locale)) == expected


def test_an_explicit_choice_wins_over_the_system():
    assert i18n.resolve_language("zh_CN", QLocale("en_US")) == "zh_CN"
    assert i18n.resolve_language("nonsense", QLocale("zh_TW")) == "zh_TW"


def test_install_reads_the_setting_and_translates_qt_and_pure_layers(english, settings):
    settings.language = "zh_CN"
    assert i18n.install(english, settings) == "zh_CN"
    assert i18n.current_language() == "zh_CN"
    assert tr("HelpWindow", "{current} of {total}", current=1, total=3) == "第 1 个，共 3 个"
    assert tr("GiantsTerms", "Worker") == "工人"
    assert QCoreApplication.translate("SettingsDialog", "Settings") == "设置"
    settings.language = "zh_TW"
    assert i18n.install(english, settings) == "zh_TW"
    assert tr("HelpWindow", "{current} of {total}", current=1, total=3) == "第 1 個，共 3 個"


def test_switching_live_retranslates_open_widgets_and_qt_buttons(english, settings, qtbot):
    from giantapp.app.settings_dialog import SettingsDialog

    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Settings"
    seen = []
    i18n.notifier().language_changed.connect(seen.append)
    i18n.switch_language(english, "zh_TW")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "設定")
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "取消"
    i18n.switch_language(english, "zh_CN")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "设置")
    i18n.switch_language(english, "en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Settings")
    assert seen == ["zh_TW", "zh_CN", "en"]


def test_a_missing_translation_file_falls_back_to_english(english, monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(i18n, "qm_file", lambda language: tmp_path / "missing.qm")
    assert i18n.switch_language(english, "zh_TW") == "en"
    assert "could not be loaded" in capsys.readouterr().err
    assert tr("HelpWindow", "{current} of {total}", current=1, total=3) == "1 of 3"


def test_terms_and_tooltips_are_translated(english):
    assert i18n.term_name("giants", "moai_2") == "Medium moai (size 2)"
    i18n.switch_language(english, "zh_TW")
    assert i18n.term_name("giants", "moai_2") == "中石像（2 號）"
    tip = i18n.tooltip("hawaii", "god_pele", detail="第 1 面")
    assert tip.startswith("<qt><b>PELE</b><br>神明。") and "<i>第 1 面</i>" in tip
    i18n.switch_language(english, "zh_CN")
    assert i18n.term_name("hawaii", "shell_hut") == "贝壳屋"


def test_every_kind_has_a_name_and_a_tip_and_unknown_kinds_say_what_exists():
    for game in ("common", "giants", "hawaii"):
        kinds = i18n.term_kinds(game)
        assert kinds
        for kind in kinds:
            assert i18n.term_name(game, kind)
            assert "<br>" in i18n.tooltip(game, kind)
    with pytest.raises(KeyError, match="known: .*moai_1"):
        i18n.tooltip("giants", "dragon")


def test_every_hawaii_tile_type_has_a_tooltip():
    from giantapp.resources import load_json

    edition = load_json("hawaii", "edition.json") if (i18n.resource_path("hawaii", "edition.json")).is_file() else None
    tiles = (edition or {}).get("tiles") or {}
    assert tiles, "resources/hawaii/edition.json lists the tile types"
    missing = sorted(set(tiles) - set(i18n.term_kinds("hawaii")))
    assert not missing

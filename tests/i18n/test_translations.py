"""Every player-visible string has a finished translation in every shipped language, and the .qm is current.

These re-run the project's extraction (tools/update_translations.py) on the current source, so a string
added anywhere without a translation fails here with its file and line.
"""

import textwrap

import pytest

from tools import update_translations as ut


@pytest.fixture(scope="module")
def extraction():
    return ut.extract()


@pytest.fixture(scope="module")
def messages(extraction):
    return extraction[0]


@pytest.mark.parametrize("language", ut.LANGUAGES)
def test_every_string_has_a_finished_translation(language, messages):
    entries = ut.read_ts(ut.ts_path(language))
    issues = ut.problems(language, messages, entries)
    assert not issues, f"{len(issues)} problem(s); run tools/update_translations.py --todo todo.json:\n" + "\n".join(issues[:30])


@pytest.mark.parametrize("language", ut.LANGUAGES)
def test_ts_file_has_no_unfinished_entry(language):
    unfinished = [e.key for e in ut.read_ts(ut.ts_path(language)).values() if not e.finished and not e.vanished]
    assert not unfinished, unfinished[:20]


@pytest.mark.parametrize("language", ut.LANGUAGES)
def test_compiled_qm_is_current(language):
    assert ut.qm_is_current(language), f"{ut.qm_path(language).name} is stale: run tools/update_translations.py"


def test_the_app_has_many_strings_in_every_layer(messages):
    contexts = {m.key.context for m in messages}
    assert {"GiantsTerms", "HawaiiTerms", "SettingsDialog", "HelpWindow"} <= contexts
    assert len(messages) > 150


def test_extractor_finds_every_call_form_and_warns_on_non_literals(tmp_path):
    package = tmp_path / "giantapp"
    package.mkdir()
    (package / "sample.py").write_text(textwrap.dedent('''
        from PySide6.QtCore import QCoreApplication
        from giantapp.engine.i18n import tr, noop

        def _tr(text):
            return QCoreApplication.translate("Wrapped", text)

        class Window:
            def title(self):
                return self.tr("Main window")

            def other(self, name):
                return self.tr(name)

        LABEL = noop("Data", "Stored label")
        a = tr("Rules", "Seat {seat} passes", seat=1)
        b = QCoreApplication.translate("Menu", "Open", "verb")
        c = _tr("Through a wrapper")
        d = tr("Rules", f"not literal {a}")
    '''), encoding="utf-8")
    found, warnings = ut.python_messages(package)
    keys = {(m.key.context, m.key.source, m.key.comment) for m in found}
    assert keys == {
        ("Window", "Main window", ""),
        ("Data", "Stored label", ""),
        ("Rules", "Seat {seat} passes", ""),
        ("Menu", "Open", "verb"),
        ("Wrapped", "Through a wrapper", ""),
    }
    assert len(warnings) == 2 and all("non-literal" in w for w in warnings)


def test_a_vanished_string_that_comes_back_unchanged_is_finished_again():
    back = ut.Key("C", "Quick game")
    merged = ut.merge([ut.Message(back)], {back: ut.Entry(back, "快速遊戲", False, True)})
    assert merged[back] == ut.Entry(back, "快速遊戲", True, False)


def test_merge_keeps_translations_marks_new_unfinished_and_old_vanished(tmp_path):
    kept, new, gone = ut.Key("C", "kept"), ut.Key("C", "new"), ut.Key("C", "gone")
    existing = {kept: ut.Entry(kept, "留", True), gone: ut.Entry(gone, "去", True)}
    merged = ut.merge([ut.Message(kept), ut.Message(new)], existing)
    assert merged[kept] == ut.Entry(kept, "留", True, False)
    assert merged[new] == ut.Entry(new, "", False, False)
    assert merged[gone].vanished and merged[gone].translation == "去"
    path = tmp_path / "x.ts"
    ut.write_ts(path, "zh_TW", merged)
    assert ut.read_ts(path) == merged
    ut.compile_qm(path, tmp_path / "x.qm")
    assert (tmp_path / "x.qm").stat().st_size > 16


def test_problems_catch_missing_unfinished_and_changed_fields():
    a, b, c = ut.Key("C", "Seat {seat} passes"), ut.Key("C", "Open"), ut.Key("C", "Close")
    entries = {a: ut.Entry(a, "座位 {player} 放棄", True), b: ut.Entry(b, "開啟", False)}
    issues = ut.problems("zh_TW", [ut.Message(a), ut.Message(b), ut.Message(c)], entries)
    assert len(issues) == 3
    assert "fields" in issues[0] and "unfinished" in issues[1] and "not in the .ts" in issues[2]


def test_apply_items_sets_finished_only_when_fields_match():
    key = ut.Key("C", "Seat {seat} passes")
    per_language = {lang: {} for lang in ut.LANGUAGES}
    ut.apply_items([{"context": "C", "source": key.source, "zh_TW": "座位 {seat} 放棄", "zh_CN": "座位 {x} 放弃"}],
                   per_language)
    assert per_language["zh_TW"][key].finished
    assert not per_language["zh_CN"][key].finished


def test_extractor_resolves_constants_lambda_wrappers_and_annotated_receivers(tmp_path):
    package = tmp_path / "giantapp"
    package.mkdir()
    (package / "dialog.py").write_text(textwrap.dedent('''
        from PySide6.QtCore import QCoreApplication

        FILTER = "Saved games (*.json)"

        def colours():
            t = lambda text: QCoreApplication.translate("Colours", text)
            return [t("Blue"), t("Green")]

        class Row:
            def __init__(self, dialog: "NewGameDialog", other):
                dialog.tr("Human")
                other.tr("Unknown context")

        class NewGameDialog:
            def open(self):
                return self.tr(FILTER)
    '''), encoding="utf-8")
    found, warnings = ut.python_messages(package)
    keys = {(m.key.context, m.key.source) for m in found}
    assert keys == {("Colours", "Blue"), ("Colours", "Green"), ("NewGameDialog", "Human"),
                    ("NewGameDialog", "Saved games (*.json)")}
    assert len(warnings) == 1 and "other.tr('Unknown context')" in warnings[0]


def test_todo_offers_the_translation_of_a_reworded_string():
    old, new = ut.Key("Hawaii", "{tile} is not sold at {place}"), ut.Key("Hawaii", "{tile} is not sold at the {place} place")
    per_language = {
        "zh_TW": {old: ut.Entry(old, "{place}沒有販售{tile}", False, True)},
        "zh_CN": {old: ut.Entry(old, "{place}没有出售{tile}", False, True)},
    }
    items = ut.todo_items([ut.Message(new, ["giantapp/hawaii/chiefs.py:44"])], per_language)
    assert items[0]["was"] == {"source": old.source, "zh_TW": "{place}沒有販售{tile}", "zh_CN": "{place}没有出售{tile}"}
    assert items[0]["zh_TW"] == "" and items[0]["where"] == "giantapp/hawaii/chiefs.py:44"


def test_no_translation_call_in_the_app_hides_its_text_from_the_extractor(extraction):
    _found, warnings = extraction
    assert not warnings, "these calls cannot be translated as written:\n" + "\n".join(warnings)

"""The rules help: complete texts per game and language, search with highlights, contents, live language."""

import re

import pytest
from PySide6.QtCore import Qt

from giantapp.app import i18n
from giantapp.app.help_window import DECISION_MARKERS, HELP_GAMES, HelpWindow, help_file


def headings(text: str) -> list[str]:
    return [line for line in text.splitlines() if re.match(r"#{1,4} ", line)]


@pytest.mark.parametrize("game", HELP_GAMES)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_game_has_complete_help_in_every_language(game, language):
    text = help_file(game, language).read_text(encoding="utf-8")
    english = help_file(game, "en").read_text(encoding="utf-8")
    # the same sections as the English text, and every decision marked as such
    assert len(headings(text)) == len(headings(english))
    assert text.count(DECISION_MARKERS[language]) == english.count(DECISION_MARKERS["en"]) >= 3
    if language != "en":
        assert "Our edition decides" not in text
        assert len(re.findall(r"[\u4e00-\u9fff]", text)) > 2000


@pytest.fixture
def window(english, qtbot):
    help_window = HelpWindow(game="giants")
    qtbot.addWidget(help_window)
    help_window.show()
    return help_window


def test_contents_list_the_headings_and_clicking_one_goes_there(window, qtbot):
    titles = window.headings()
    assert titles[0] == "Giants — rules"
    assert "Phase 4 — transport" in titles
    item = window.contents.findItems("Phase 4 — transport", Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive)[0]
    window._go_to_heading(item)
    assert window.browser.textCursor().block().text() == "Phase 4 — transport"


def test_search_highlights_every_match_and_walks_through_them(window):
    count = window.find_all("ahu")
    assert count > 10
    assert len(window.browser.extraSelections()) == count
    assert window.match_label.text() == f"1 of {count}"
    first = window.browser.textCursor().position()
    window.next_match()
    assert window.match_label.text() == f"2 of {count}"
    assert window.browser.textCursor().position() > first
    window.previous_match()
    window.previous_match()
    assert window.match_label.text() == f"{count} of {count}"
    assert window.current_match_text().lower() == "ahu"
    assert window.find_all("no such words here") == 0
    assert window.match_label.text() == "No matches" and not window.browser.extraSelections()


def test_typing_in_the_search_field_searches(window, qtbot):
    qtbot.keyClicks(window.search, "tablet")
    assert window.match_count() > 3


def test_the_other_game_and_a_language_switch_reload_the_text(window, english, qtbot):
    window.show_game("hawaii")
    assert window.headings()[0] == "Hawaii — rules"
    window.search.setText("PELE")
    before = window.match_count()
    assert before >= 2
    i18n.switch_language(english, "zh_TW")
    qtbot.waitUntil(lambda: window.windowTitle() == "規則說明")
    assert window.headings()[0].startswith("夏威夷")
    assert window.search.text() == "PELE" and window.match_count() > 0
    i18n.switch_language(english, "zh_CN")
    qtbot.waitUntil(lambda: window.headings()[0].startswith("夏威夷") and window.windowTitle() == "规则说明")


def test_unknown_game_is_refused_with_the_known_ones(window):
    with pytest.raises(ValueError, match="giants, hawaii"):
        window.show_game("chess")


def test_wrapped_chinese_lines_join_without_a_stray_space():
    from giantapp.app.help_window import join_cjk_lines

    text = "第一行，\n第二行。\n> **本版決定：** 這是\n> 引用。\n1. 列表\n   續行\n- 項目\nEnglish line\nnext line"
    assert join_cjk_lines(text) == (
        "第一行，第二行。\n> **本版決定：** 這是引用。\n1. 列表續行\n- 項目\nEnglish line\nnext line"
    )


@pytest.mark.parametrize("game", HELP_GAMES)
@pytest.mark.parametrize("language", ["zh_TW", "zh_CN"])
def test_rendered_chinese_help_has_no_gap_between_chinese_characters(game, language, english, qtbot):
    from giantapp.app.help_window import help_text
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setMarkdown(help_text(game, language))
    gaps = re.findall(r"[\u4e00-\u9fff，。、；）][ ][\u4e00-\u9fff（]", document.toPlainText())
    assert not gaps, gaps[:10]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_edition_decision_is_shown_marked(language, english, qtbot):
    i18n.switch_language(english, language)
    window = HelpWindow(game="hawaii")
    qtbot.addWidget(window)
    marked = window.decision_blocks()
    assert len(marked) == help_file("hawaii", language).read_text(encoding="utf-8").count(DECISION_MARKERS[language]) - 1
    assert all(text.startswith(DECISION_MARKERS[language].rstrip()) for text in marked)

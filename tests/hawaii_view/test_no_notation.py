"""No notation ever reaches a player: during random games in English, Traditional and Simplified Chinese,
no text of the Hawaii table - labels, buttons, tooltips, every row of the action list, the scene's
tooltips and everything its art draws - contains the notation of a legal action ("buy fruit …",
"end 2", "pay 3/0/0") or an edition id (token ids such as T7, tile and place ids such as fruit_banana)."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtWidgets import QApplication

from giantapp.app import i18n
from giantapp.app.hawaii_view.table import HawaiiTable
from giantapp.app.session import Session
from giantapp.hawaii.data import load_edition
from tests.privacy.views import window_texts

from .helpers import TextProbe, random_position

EDITION = load_edition()
IDS = sorted({t for t in EDITION.tiles if "_" in t} | {p.id for p in EDITION.places if "_" in p.id}, key=len, reverse=True)
TOKEN_ID = re.compile(r"(?<![A-Za-z0-9])T\d{1,2}(?![0-9])")


@pytest.fixture
def language(qapp):
    yield lambda code: i18n.switch_language(qapp, code)
    i18n.switch_language(qapp, "en")


def _offenders(texts: list[str], legal) -> list[str]:
    notations = [str(a).lower() for a in legal]
    bad = []
    for text in texts:
        low = text.lower()
        if any(n in low for n in notations) or TOKEN_ID.search(text) or any(i in low for i in IDS):
            bad.append(text)
    return bad


@pytest.mark.parametrize("code", ["en", "zh_TW", "zh_CN"])
def test_no_text_of_the_table_is_notation(qtbot, settings, monkeypatch, language, code):
    language(code)
    probe = TextProbe(monkeypatch)
    rng = random.Random(7)
    for seed, players, start in ((1, 3, 0), (2, 4, 60), (3, 2, 200)):
        position = random_position(players, start, seed=seed, open_screens=seed % 2 == 0)
        session = Session(position.record, state=position.state, settings=settings, seed=seed)
        table = HawaiiTable(session)
        qtbot.addWidget(table)
        table.resize(1280, 760)
        table.show()
        session.start()
        table.panel.actions_toggle.setChecked(True)  # the whole list, grouped, open
        for step in range(14):
            qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.is_game_over()
                            or session.pending_confirmation() is not None, timeout=5000)
            if session.pending_confirmation() is not None:  # hotseat: the player's "Done" before passing on
                QApplication.processEvents()
                texts = window_texts(table)
                assert _offenders(texts, []) == [], (code, seed, step)  # the Done bar is words too
                assert session.confirm()
                qtbot.waitUntil(lambda: session.human_seat_to_act() is not None or session.is_game_over(), timeout=5000)
            QApplication.processEvents()
            table.refresh()
            table.panel.actions.expandAll()
            probe.seen.clear()
            table.grab()
            if session.is_game_over():
                break
            legal = session.legal_actions()
            texts = window_texts(table) + [t for _, t in probe.seen]
            assert _offenders(texts, legal) == [], (code, seed, step)
            if step % 3 == 1:  # a stage of a gesture, with its buttons, now and then
                table.start_fishing() if table.choices.fishes else table.select_chief()
                QApplication.processEvents()
                assert _offenders(window_texts(table), legal) == []
                table.cancel()
            session.submit(rng.choice(legal))
        session.shutdown()


def test_after_a_live_language_switch_the_list_is_rebuilt_in_words_and_rows_wrap(qtbot, settings, language):
    position = random_position(3, 20, seed=5)
    session = Session(position.record, state=position.state, settings=settings, seed=1)
    table = HawaiiTable(session)
    qtbot.addWidget(table)
    table.resize(1280, 760)
    table.show()
    session.start()
    qtbot.waitUntil(lambda: session.human_seat_to_act() is not None, timeout=5000)
    table.panel.actions_toggle.setChecked(True)
    tree = table.panel.actions
    english = [r.text(0) for r in tree.leaves()]
    language("zh_TW")
    qtbot.waitUntil(lambda: [r.text(0) for r in tree.leaves()] != english, timeout=3000)
    QApplication.processEvents()
    tree.expandAll()
    QApplication.processEvents()
    assert tree.wordWrap() and tree.textElideMode().name == "ElideNone"
    # every shown row is as tall as its wrapped words need: nothing is cut
    for row in tree.leaves()[:30]:
        rect = tree.visualItemRect(row)
        if rect.isEmpty():
            continue
        metrics = tree.fontMetrics()
        needed = metrics.boundingRect(0, 0, rect.width() - 4, 10_000, 0x1000, row.text(0)).height()  # Qt.TextWordWrap
        assert rect.height() >= needed - 1, (row.text(0), rect.height(), needed)
    session.shutdown()

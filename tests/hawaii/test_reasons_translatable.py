"""Every refusal reason the Hawaii engine can show a player goes through ``tr("Hawaii", "literal", ...)``.

The same source checks as for Giants (see tests/giants/test_reasons_translatable.py): no raw English
inside ``IllegalAction(...)`` or in the functions whose return value is raised as a reason, and every
``tr`` call has literal arguments the extraction script can find and fields that match its text.
"""

from pathlib import Path

import pytest

from tests.giants.test_reasons_translatable import malformed_tr_calls, untranslated_reasons

PACKAGE = Path(__file__).resolve().parents[2] / "giantapp" / "hawaii"
# Functions whose returned strings are raised as IllegalAction elsewhere.
REASON_FUNCTIONS = ("_row_reason",)


@pytest.mark.source_scan
def test_every_refusal_reason_goes_through_tr() -> None:
    assert untranslated_reasons(PACKAGE, REASON_FUNCTIONS, {"IllegalAction": 0}) == []


@pytest.mark.source_scan
def test_every_tr_call_is_extractable_and_formats() -> None:
    # names.py translates data-held tile and resource names in "HawaiiTerms" (texts from tooltips.json)
    assert malformed_tr_calls(PACKAGE, "Hawaii", data_contexts=("HawaiiTerms",)) == []

"""Our data agrees with the edition spec wherever both define a value.

The spec is the vendored copy in this folder (``tools/sync_spec.py`` refreshes it from ``../shared/rules``).
Its JSON files are compared with ``resources/`` field by field: every value the spec defines must be in our
data with the same value (our data may add fields, like Hawaii's ``effects``; keys starting with ``_`` are
the spec's comments). The Giants edition numbers are prose in ``giants.md``: they are written below next to
the sentence they come from, and the test checks both that the sentence is still in the spec and that our
data holds the number (so a change of either is noticed).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

SPEC = Path(__file__).resolve().parent
RESOURCES = SPEC.parent.parent / "resources"

#: spec JSON file -> our data file that must agree with it
JSON_PAIRS = {
    "giants-island.json": "giants/island.json",
    "hawaii-edition.json": "hawaii/edition.json",
}


def disagreements(spec: Any, ours: Any, path: str = "") -> list[str]:
    """Every place where ``ours`` lacks or contradicts a value of ``spec``."""
    if isinstance(spec, dict):
        if not isinstance(ours, dict):
            return [f"{path or '.'}: the spec has an object, our data {ours!r:.60}"]
        problems = []
        for key, value in spec.items():
            if key.startswith("_"):
                continue  # the spec's comments
            if key not in ours:
                problems.append(f"{path}.{key}: the spec defines it, our data does not")
            else:
                problems += disagreements(value, ours[key], f"{path}.{key}")
        return problems
    if isinstance(spec, list):
        if not isinstance(ours, list) or len(ours) != len(spec):
            return [f"{path}: the spec lists {len(spec)} entries, our data {ours!r:.60}"]
        return [p for i, (a, b) in enumerate(zip(spec, ours)) for p in disagreements(a, b, f"{path}[{i}]")]
    if type(spec) is not type(ours) and not (isinstance(spec, (int, float)) and isinstance(ours, (int, float))
                                             and not isinstance(spec, bool) and not isinstance(ours, bool)):
        return [f"{path}: the spec says {spec!r}, our data {ours!r}"]
    return [] if spec == ours else [f"{path}: the spec says {spec!r}, our data {ours!r}"]


def test_every_spec_json_file_is_compared():
    assert sorted(p.name for p in SPEC.glob("*.json")) == sorted(JSON_PAIRS)


@pytest.mark.parametrize("spec_name", sorted(JSON_PAIRS))
def test_resources_agree_with_the_spec_json(spec_name):
    spec = json.loads((SPEC / spec_name).read_text(encoding="utf-8"))
    ours = json.loads((RESOURCES / JSON_PAIRS[spec_name]).read_text(encoding="utf-8"))
    problems = disagreements(spec, ours)
    assert not problems, f"resources/{JSON_PAIRS[spec_name]} disagrees with the spec {spec_name}:\n" + "\n".join(problems)


#: (a sentence of giants.md, {path in resources/giants/edition.json: the value that sentence gives})
GIANTS_EDITION_FROM_THE_RULES_TEXT = [
    ("Per colour (5 colours): 6 workers, 1 chief, 1 sorcerer, 1 screen, 7 bases, 6 tribe markers",
     {"colours": 5, "per_colour.workers": 6, "per_colour.chief": 1, "per_colour.sorcerer": 1,
      "per_colour.bases": 7, "per_colour.markers": 6}),
    ("Shared: 30 rongo half-tablets (\"tablets\" below), 27 logs, 14 headdresses (hats, pukao), "
     "moai: 17 of size 1, 12 of size 2, 6 of size 3",
     {"supply.tablets": 30, "supply.logs": 27, "supply.hats": 14,
      "supply.moai.1": 17, "supply.moai.2": 12, "supply.moai.3": 6}),
    ("Strength: worker = 1, sorcerer = 1, chief = 3, log = 1",
     {"strength.worker": 1, "strength.sorcerer": 1, "strength.chief": 3, "strength.log": 1}),
    ("white = {0,1,1,2,2,3}; brown = {0,1,1,1,2,3}",
     {"dice.W.faces": [0, 1, 1, 2, 2, 3], "dice.B.faces": [0, 1, 1, 1, 2, 3]}),
    ("1 worker (2 in the *quick game* variant), the chief, the sorcerer, 2 tribe markers, and bases: "
     "7 each with 3 players, 6 with 4, 5 with 5",
     {"start.workers": 1, "start.workers_quick_game": 2, "start.markers": 2,
      "setup.3.bases": 7, "setup.4.bases": 6, "setup.5.bases": 5}),
    ("Dice: 3 white (3 players), + 1 brown (4 players), + 2 brown (5 players).",
     {"setup.3.dice": ["W", "W", "W"], "setup.4.dice": ["W", "W", "W", "B"],
      "setup.5.dice": ["W", "W", "W", "B", "B"]}),
    ("In round 1 only, a 0 counts as 1 and a 3 counts as 2",
     {"first_round_faces.0": 1, "first_round_faces.3": 2}),
    ("Place one worker or the sorcerer from behind the screen, with 0, 1 or 2 of your logs",
     {"max_logs_per_placement": 2}),
    ("| hat, size-1 moai | 1 (a worker, the sorcerer or a chief) |", {"carry_need.hat": 1, "carry_need.1": 1}),
    ("| size-2 moai | 2 (2 workers; 1 worker + 1 log; or a chief) |", {"carry_need.2": 2}),
    ("| size-3 moai | 3 (3 workers; 2 workers + 1 log; 1 worker + 2 logs; or a chief) |", {"carry_need.3": 3}),
    ("Each worker or sorcerer of another player used gives its owner 1 prestige; another player's chief used "
     "gives its owner 1, 2 or 3 prestige for a hat or size-1, a size-2, a size-3 moai.",
     {"helper_prestige": 1, "chief_prestige.hat": 1, "chief_prestige.1": 1, "chief_prestige.2": 2,
      "chief_prestige.3": 3}),
    ("discard 2 tablets to perform that action", {"chief_power_tablets": 2}),
    ("A player may spend 1 tablet to look under one base", {"look_tablets": 1}),
    ("+ 3 per pair of unused tablets (a single half scores 0)", {"tablet_pair.size": 2, "tablet_pair.points": 3}),
    ("or after round 30 (safety cap; a new-game option)", {"round_cap": 30}),
]


def _words(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def _at(data: Any, path: str) -> Any:
    for key in path.split("."):
        data = data[key]
    return len(data) if path == "colours" else data


@pytest.mark.parametrize("sentence, values", GIANTS_EDITION_FROM_THE_RULES_TEXT, ids=lambda v: str(v)[:40])
def test_giants_edition_agrees_with_the_rules_text(sentence, values):
    rules = _words((SPEC / "giants.md").read_text(encoding="utf-8"))
    assert _words(sentence) in rules, f"giants.md no longer says {sentence!r}: read it again and update this test"
    edition = json.loads((RESOURCES / "giants" / "edition.json").read_text(encoding="utf-8"))
    wrong = {path: _at(edition, path) for path, value in values.items() if _at(edition, path) != value}
    assert not wrong, f"resources/giants/edition.json disagrees with {sentence!r}: {wrong} (the rules say {values})"

"""Giants' position evaluation as named features: what is certain, the features, the buckets."""

import math

import pytest

from giantapp.ai.giants_knowledge import FEATURES, FITTED, HAND_WEIGHTS, GiantsKnowledge, bucket_name
from giantapp.giants import scoring
from tests.play import easy_positions


def positions(seed: int = 3, players: int = 4):
    """Every decision position of one easy game, then the final one."""
    return easy_positions("giants", players, seed, final=True)


def test_the_evaluation_is_the_certain_part_plus_the_weighted_features():
    knowledge = GiantsKnowledge()
    seen = set()
    for index, state in enumerate(positions()):
        if state.is_terminal() or index % 3:
            continue
        rows = knowledge.feature_rows(state)
        assert len(rows) == state.players and len({bucket for bucket, _, _ in rows}) == 1
        for value, (bucket, features, certain) in zip(knowledge.evaluate(state), rows):
            assert len(features) == len(FEATURES) and all(math.isfinite(f) and f >= 0 for f in features)
            assert value == pytest.approx(certain + sum(w * f for w, f in zip(HAND_WEIGHTS[1:], features)))
            seen.add(bucket)
    assert {bucket_name(3, True), bucket_name(3, False), bucket_name(1, False)} <= seen


def test_the_certain_part_is_the_final_score_without_the_tablets():
    """Prestige, erected moai and their hats: exactly what the final scoring counts besides tablets."""
    *_, final = positions(seed=5, players=3)
    assert final.is_terminal()
    for s, (_, _, certain) in enumerate(GiantsKnowledge().feature_rows(final)):
        assert certain == final.scores()[s] - scoring.breakdown(final)[s]["tablets"]


def test_the_buckets_are_the_stage_of_the_game():
    assert bucket_name(5, True) == bucket_name(3, True) == "closing3-planning"
    assert bucket_name(0, False) == bucket_name(1, False) == "closing1-acting"
    assert set(FITTED.shipped()) <= {bucket_name(c, p) for c in (1, 2, 3) for p in (True, False)}


def test_the_fitted_weights_apply_by_the_position_s_bucket(monkeypatch):
    only = bucket_name(3, False)
    weights = [7.0] + [0.0] * len(FEATURES)
    weights[1 + FEATURES.index("potential")] = 3.0
    monkeypatch.setitem(FITTED._cache, "weights", {only: tuple(weights)})
    hand, fit = GiantsKnowledge(), GiantsKnowledge()
    fit.fitted_evaluation = 1
    checked = 0
    for index, state in enumerate(positions()):
        if state.is_terminal() or index % 5:
            continue
        rows = fit.feature_rows(state)
        if rows[0][0] == only:
            checked += 1
            potential = FEATURES.index("potential")
            # the intercept is left out: alike for every seat, it cannot change a lead
            assert fit.evaluate(state) == [certain + 3.0 * features[potential] for _, features, certain in rows]
        else:
            assert fit.evaluate(state) == hand.evaluate(state)
    assert checked > 10


def test_the_fit_tool_fits_giants_leads(tmp_path):
    """``--centered`` (how the shipped Giants weights were fitted) writes a file the knowledge accepts."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    tool = Path(__file__).resolve().parents[2] / "tools" / "fit_evaluation.py"
    out = tmp_path / "giants.json"
    done = subprocess.run([sys.executable, str(tool), "--game", "giants", "--games", "5", "--seed", "40",
                           "--agents", "random,random,random", "--centered", "--write", str(out)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    line = json.loads(done.stdout)
    assert line["game"] == "giants" and line["held_out_games"] == 1
    written = json.loads(out.read_text())
    assert written["fitted_with"]["centered"] is True
    assert set(FITTED.parse(written, str(out))) == set(line["buckets"])


def test_the_shipped_giants_weights_were_fitted_to_leads_and_cover_the_game():
    import json

    from giantapp.resources import resource_path

    shipped = json.loads(resource_path(*FITTED.file).read_text(encoding="utf-8"))
    assert shipped["fitted_with"]["centered"] is True
    assert set(FITTED.shipped()) == {bucket_name(c, p) for c in (1, 2, 3) for p in (True, False)}

"""Hawaii's position evaluation: named features, hand-set and fitted weights, the shipped weights file."""

import json
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

from giantapp.ai.hawaii_knowledge import FEATURES, FITTED, HawaiiKnowledge, bucket_name, hand_weights
from giantapp.engine import DataError
from tests.play import easy_positions

ROOT = Path(__file__).resolve().parents[2]


def positions(seed: int = 3, players: int = 4):
    """Every decision position of one easy game (full states)."""
    return easy_positions("hawaii", players, seed, final=False)


def test_the_evaluation_is_the_score_plus_the_weighted_features():
    knowledge = HawaiiKnowledge()
    seen = set()
    for state in positions():
        values = knowledge.evaluate(state)
        for s in range(state.players):
            bucket, features = knowledge.features(state, s)
            assert len(features) == len(FEATURES) and all(math.isfinite(f) for f in features)
            weights = hand_weights(bucket)
            expected = state.player[s].score + sum(w * f for w, f in zip(weights[1:], features))
            assert values[s] == pytest.approx(expected)
            seen.add(bucket)
    # a five-round game passes through every bucket the weights file can hold
    assert seen == {bucket_name(left, acting) for left in range(5) for acting in (True, False)}


def test_the_realm_feature_is_the_rules_end_game_count():
    from giantapp.hawaii import scoring

    knowledge = HawaiiKnowledge()
    for index, state in enumerate(positions(seed=5, players=3)):
        if index % 25:
            continue
        for s in range(state.players):
            points, _ = scoring.final_breakdown(state, s)
            assert knowledge.features(state, s)[1][FEATURES.index("realm")] == sum(points.values())


def test_hand_weights_value_resources_by_the_time_left_to_spend_them():
    resources = 1 + FEATURES.index("resources")
    assert hand_weights(bucket_name(2, True))[resources] == 1.0
    assert hand_weights(bucket_name(0, True))[resources] == 0.6
    assert hand_weights(bucket_name(0, False))[resources] == 0.01


def test_the_shipped_fitted_weights_cover_every_bucket_and_apply_by_bucket():
    """(That only hard uses them: ``test_fitted_evaluation``.)"""
    fitted = FITTED.shipped()
    assert set(fitted) == {bucket_name(left, acting) for left in range(5) for acting in (True, False)}
    hand, fit = HawaiiKnowledge(), HawaiiKnowledge()
    fit.fitted_evaluation = 1
    state = next(s for i, s in enumerate(positions()) if i == 60)
    values = fit.evaluate(state)
    assert values != hand.evaluate(state)
    for s in range(state.players):
        bucket, features = fit.features(state, s)
        weights = fitted[bucket]
        # the intercept is left out: it would make ending the round a gain or a loss of its own
        assert values[s] == pytest.approx(state.player[s].score + sum(w * f for w, f in zip(weights[1:], features)))


def test_a_bucket_missing_from_the_file_keeps_the_hand_set_weights(monkeypatch):
    only = bucket_name(4, True)
    realm = FEATURES.index("realm")
    weights = [5.0] + [0.0] * len(FEATURES)
    weights[1 + realm] = 2.0
    monkeypatch.setitem(FITTED._cache, "weights", {only: tuple(weights)})
    hand, fit = HawaiiKnowledge(), HawaiiKnowledge()
    fit.fitted_evaluation = 1
    for index, state in enumerate(positions()):
        if index % 10:
            continue
        for s, (h, f) in enumerate(zip(hand.evaluate(state), fit.evaluate(state))):
            bucket, features = fit.features(state, s)
            if bucket == only:
                assert f == state.player[s].score + 2.0 * features[realm]
            else:
                assert f == h


def weights_file(**changes):
    data = {"features": list(FEATURES), "weights": {bucket_name(1, True): [0.0, 0.0, 1.0] + [0.0] * (len(FEATURES) - 2)}}
    assert FITTED.parse(data, "valid")  # each case below breaks it in one way
    data.update(changes)
    return data


@pytest.mark.parametrize("data, message", [
    ([], "'features' must be"),
    (weights_file(features=list(FEATURES)[:-1]), "weights fitted to other features"),
    (weights_file(weights={}), "'weights' must map"),
    (weights_file(weights={"left1-acting": [0.0] * 13}), "unknown bucket 'left1-acting'"),
    (weights_file(weights={"left1": [0.0] * 12}), "needs 13 finite numbers"),
    (weights_file(weights={"left1": [0.0] * 12 + [float("nan")]}), "needs 13 finite numbers"),
    (weights_file(weights={"left1": [0.0] * 12 + [True]}), "needs 13 finite numbers"),
    (weights_file(weights={"left1": [0.0] * 12 + ["1"]}), "needs 13 finite numbers"),
    (weights_file(weights={"left1": [0.0] * 13}), "weighs 'realm' 0.0, below its floor 1.0"),
    (weights_file(weights={"left1": [0.0, 0.0, 1.0] + [0.0] * 5 + [-0.5] + [0.0] * 4}),
     "weighs 'income' -0.5, below its floor 0.0"),
])
def test_a_damaged_weights_file_is_refused_with_the_reason(data, message):
    with pytest.raises(DataError, match=message) as caught:
        FITTED.parse(data, "hawaii/ai-evaluation.json")
    assert "hawaii/ai-evaluation.json" in str(caught.value)


def test_the_fit_recovers_known_weights_and_a_strong_ridge_keeps_the_prior():
    from tools import fit_evaluation as tool

    rng = random.Random(1)
    rows = [[1.0, rng.uniform(0, 10), rng.uniform(0, 5)] for _ in range(200)]
    targets = [3.0 + 2.0 * r[1] - 0.5 * r[2] for r in rows]
    assert tool.fit(rows, targets, (0.0, 1.0, 1.0), 0.0) == pytest.approx([3.0, 2.0, -0.5], abs=1e-6)
    strong = tool.fit(rows, targets, (0.0, 1.0, 1.0), 1e6)
    assert strong[1:] == pytest.approx([1.0, 1.0], abs=1e-3)


def test_the_fit_keeps_every_weight_above_its_floor():
    """Outcomes that reward having less of a thing (a negative weight) are fitted as worth nothing."""
    from tools import fit_evaluation as tool

    rng = random.Random(2)
    rows = [[1.0, rng.uniform(0, 10), rng.uniform(0, 5)] for _ in range(300)]
    targets = [3.0 + 2.0 * r[1] - 0.5 * r[2] + rng.gauss(0, 0.1) for r in rows]
    free = tool.fit(rows, targets, (0.0, 1.0, 1.0), 0.0)
    assert free[2] == pytest.approx(-0.5, abs=0.05)
    floored = tool.fit(rows, targets, (0.0, 1.0, 1.0), 0.0, (None, 0.0, 0.0))
    assert floored[2] == pytest.approx(0.0, abs=1e-9)
    # the rest is the best fit with that weight held at its floor
    refit = tool.fit([r[:2] for r in rows], targets, (0.0, 1.0), 0.0)
    assert floored[:2] == pytest.approx(refit, abs=1e-6)
    high = tool.fit(rows, targets, (0.0, 1.0, 1.0), 0.0, (None, 2.5, None))
    assert high[1] == pytest.approx(2.5, abs=1e-9)


def test_a_centered_fit_reads_leads_not_what_the_whole_table_shares():
    """Games where every seat scores more when the table is rich in a feature: points confound the
    two, leads over the average seat do not."""
    from tools import fit_evaluation as tool

    rng = random.Random(3)
    results = []
    for game in range(40):
        rich = rng.uniform(0, 10)  # shared by the table, and it lifts everyone's final score
        features = [[rich + rng.uniform(0, 2)] for _ in range(3)]
        scores = [2.0 * f[0] + 3.0 * rich for f in features]
        results.append({"scores": scores, "rows": [(s, "b", features[s], 0.0) for s in range(3)]})
    for centered, expected in ((False, None), (True, 2.0)):
        (x, y, keys), = tool.design(results, centered).values()
        weights = tool.fit(x, y, (0.0, 1.0), 0.0)
        assert len(keys) == 120
        if expected is None:
            assert weights[1] > 4.0  # the table's richness read as the feature's worth
        else:
            assert weights[1] == pytest.approx(expected, abs=1e-6)


def run_fit(*args):
    return subprocess.run([sys.executable, str(ROOT / "tools" / "fit_evaluation.py"), *args],
                          capture_output=True, text=True, cwd=str(ROOT), timeout=300)


def test_the_fit_tool_writes_a_file_the_knowledge_accepts(tmp_path):
    out = tmp_path / "weights.json"
    record = tmp_path / "games.jsonl"
    done = run_fit("--game", "hawaii", "--games", "5", "--seed", "20", "--agents", "random,random,random",
                   "--write", str(out), "--record", str(record))
    assert done.returncode == 0, done.stderr[-2000:]
    line = json.loads(done.stdout)
    assert (line["bench"], line["games"], line["held_out_games"]) == ("fit_evaluation", 5, 1)  # seed 20 is held out
    assert line["positions"] > sum(line["buckets"].values()) > 0  # the buckets count the four fitted games only
    assert set(line["rmse"]) == set(line["margin_rmse"]) == {"hand", "fitted"}
    parsed = FITTED.parse(json.loads(out.read_text()), str(out))
    assert set(parsed) == set(line["buckets"])
    # the recorded games fit again without playing, to the same weights
    again = tmp_path / "again.json"
    replayed = run_fit("--game", "hawaii", "--replay", str(record), "--write", str(again))
    assert replayed.returncode == 0, replayed.stderr[-2000:]
    assert json.loads(replayed.stdout)["rmse"] == line["rmse"]
    assert json.loads(again.read_text())["weights"] == json.loads(out.read_text())["weights"]


def test_the_fit_tool_refuses_a_damaged_record(tmp_path):
    record = tmp_path / "games.jsonl"
    record.write_text('{"game": "hawaii", "seed": 1, "rows": [], "scores": [1, 2]}\n{"game": "giants"}\n')
    done = run_fit("--game", "hawaii", "--replay", str(record))
    assert done.returncode == 2 and "line 2 is not a recorded hawaii game" in done.stderr
    done = run_fit("--game", "hawaii", "--replay", str(tmp_path / "missing.jsonl"))
    assert done.returncode == 2 and "missing.jsonl" in done.stderr


@pytest.mark.parametrize("args, message", [
    (["--games", "2"], "--games must be at least 5"),
    (["--agents", "normal,wizard"], "unknown level 'wizard'"),
    (["--agents", "normal"], "players"),
])
def test_the_fit_tool_refuses_bad_arguments(args, message):
    done = run_fit("--game", "hawaii", *args)
    assert done.returncode == 2 and message in done.stderr

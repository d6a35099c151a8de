"""Hawaii judgement for the computer levels: what a position is worth and which moves look sensible.

Position value (an estimate of each seat's final score, in points):

- points already scored (rounds, LONO, spears, islands);
- the realm's end-game points as the rules would count them now (``scoring.final_breakdown``), plus a
  share - growing with the rounds left - of what the villages *not yet under a tiki* would add if they
  were saved, and of kahunas waiting for their village;
- the current round: the round-scoring points each seat's price and fish tokens would earn against the
  others' (first, second, qualified), with a partial credit for a seat that still acts and is close;
- resources and everything that yields them later (income tiles, boats, exchange huts) at a value that
  falls to almost nothing once they can no longer be spent.

Follow-up decisions of the same seat (how to pay, where an island reward goes, KANE's tiki) are settled
by evaluating each choice, so the lookahead compares whole purchases. Every number of the game comes
from the state's edition; the weights below are this player's judgement, not rules. The object is
immutable after construction (thread-safe).
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from giantapp.engine import Action, GameState, IllegalAction
from giantapp.hawaii import scoring
from giantapp.hawaii.actions import Buy, EndRound, Fish, Irrigate, Kane, Pay, Visit
from giantapp.hawaii.data import FEET, FRUIT, KAHUNA, SHELLS, TIKI
from giantapp.hawaii.income import tile_income
from giantapp.hawaii.phases import PendingKind, Phase

from .budget import Budget
from .fitted import FittedEvaluation
from .knowledge import Knowledge, margin

#: value of one unit of (shells, feet, fruit) while it can still be spent in a later round
RESOURCE_VALUE = (0.32, 0.32, 0.4)
#: share of a seat's shells counted towards the round sum it can still reach while it acts
REACH_SHARE = 0.6

#: a seat's position features, in the order :meth:`HawaiiKnowledge.features` lists them: the round
#: points its tokens would earn now, its realm's end-game points now, what two more tikis would add
#: (with a tiki already / without), the kahunas waiting for their village (with a tiki / without), its
#: resources' value, the income tiles' yield times the rounds left, and extra boats, exchange huts and
#: the move cap times the rounds they can be used, and the first place's bonus on the order track
FEATURES = ("round", "realm", "hope_tiki", "hope_bare", "kahuna_tiki", "kahuna_bare",
            "resources", "income", "boats", "exchange", "move_cap", "order1")
#: the least weight the fit may give each feature (intercept first; None: free). A realm point now is
#: kept to the end, and more of anything a seat owns is never worth less than nothing: a plain
#: regression on games reads correlation as worth (seats that end a round with unspent shells scored
#: less), and a search trusting it would throw its means away
WEIGHT_FLOORS = (None, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
#: the file of the fitted weights, under ``resources/``
FITTED_FILE = ("hawaii", "ai-evaluation.json")


def bucket_name(left: int, acting: bool) -> str:
    """Which weights apply: the rounds after this one, and in the last round whether the seat still
    acts (its resources are worth nothing once it has ended the game's last round). Before the last
    round a seat's own ending of the round must not switch it to other weights: fitted separately, the
    seats done early (few, and mostly the weaker ones) gave weights under which ending at once looked
    better than buying."""
    return f"left{left}" if left else f"left0-{'acting' if acting else 'done'}"


def hand_weights(bucket: str) -> tuple[float, ...]:
    """The hand-set weights (intercept first, then one per feature) for ``bucket``: the share of the
    hopeful realm points that is saved grows with the rounds left, and resources are nearly worthless
    once a seat has ended the last round."""
    left = int(bucket[len("left")])
    acting = bucket != "left0-done"
    if left >= 2:
        save_tiki, save_bare = 0.6, 0.35
    elif left == 1:
        save_tiki, save_bare = 0.4, 0.2
    else:
        save_tiki, save_bare = (0.15, 0.05) if acting else (0.0, 0.0)
    resources = 1.0 if left else (0.6 if acting else 0.01)
    return (0.0, 1.0, 1.0, save_tiki, save_bare, 0.4 * save_tiki, 0.4 * save_bare,
            resources, 0.85, 0.35, 0.25, 0.3, 1.0)


#: the shipped fitted weights (``tools/fit_evaluation.py`` writes them), checked and loaded once
FITTED = FittedEvaluation(FITTED_FILE, FEATURES, WEIGHT_FLOORS, r"left[1-9]|left0-(acting|done)", hand_weights)


class _RealmView:
    """A stand-in for a state holding one seat's realm, for asking the rules' scoring "what if"."""

    class _Seat:
        def __init__(self, realm) -> None:
            self.realm = realm

    def __init__(self, edition, seat: int, realm) -> None:
        self.edition = edition
        self.player = {seat: self._Seat(realm)}


class HawaiiKnowledge(Knowledge):
    """Heuristics for Hawaii (see the module docstring)."""

    game_name = "hawaii"
    lookahead_width = 80
    easy_width = 32
    normal_width = 48
    normal_finalists = 8
    hard_playout_turns = 4

    def easy_temperature_factor(self) -> float:
        return 0.6

    def has_hidden_information(self, observation: GameState, seat: int) -> bool:
        # only resources behind closed screens are hidden, and determinize restores them from the
        # public record, so every sampled world is the same (future draws are chance, not hidden)
        return False

    # ================================================================= positions
    def evaluate(self, state: GameState, cache: dict | None = None) -> list[float]:
        """Estimated final scores. ``cache`` (one per decision) keeps realm projections between positions."""
        if state.phase == Phase.OVER:
            return [float(s) for s in state.scores()]
        fitted = bool(self.fitted_evaluation)
        return [FITTED.value(base, FITTED.weights(bucket, fitted), features)
                for bucket, features, base in self.feature_rows(state, cache)]

    def feature_rows(self, state: GameState, cache: dict | None = None) -> list[tuple[str, list[float], float]]:
        """Per seat: its bucket, its features and its points so far (what ``tools/fit_evaluation.py``
        records; the evaluation is those points plus the weighted features)."""
        round_points = self._round_estimate(state)
        rows = []
        for s in range(state.players):
            bucket, features = self.features(state, s, cache, round_points)
            rows.append((bucket, features, float(state.player[s].score)))
        return rows

    def features(self, state: GameState, seat: int, cache: dict | None = None,
                 round_points: list[float] | None = None) -> tuple[str, list[float]]:
        """``seat``'s position features (named by :data:`FEATURES`) and the bucket whose weights apply.

        The features are the evaluation's ingredients in points (or counts times rounds of use); the
        weights say how much of each the seat may expect to turn into final points from here. Hand-set
        weights (:func:`hand_weights`) or fitted ones (``tools/fit_evaluation.py``) use the same features.
        """
        e = state.edition
        left = e.rounds - state.round  # rounds after this one
        p = state.player[seat]
        acting = not p.ended or state.phase == Phase.INCOME
        if round_points is None:
            round_points = self._round_estimate(state)
        now, hopeful = self._realm_projection(e, seat, p.realm, cache)
        gap = max(0.0, hopeful - now)
        # kahunas beside rows not started yet
        waiting = float(sum(e.kahuna_points[r] for r in range(len(p.realm.villages), p.realm.kahunas)))
        tikis = bool(p.realm.tikis)
        features = [round_points[seat], now, gap if tikis else 0.0, 0.0 if tikis else gap,
                    waiting if tikis else 0.0, 0.0 if tikis else waiting]
        features += self._means(state, seat, left, acting)
        features.append(float(e.order1_bonus) if left == 0 and state.order_track and state.order_track[0] == seat else 0.0)
        return bucket_name(left, acting), features

    def position_value(self, state: GameState, seat: int, cache: dict | None = None) -> float:
        if state.is_terminal():
            return super().position_value(state, seat)
        return margin(self.evaluate(state, cache), seat)

    def action_values(self, state: GameState, seat: int, actions: Sequence[Action], rng: random.Random,
                      budget: Budget | None = None) -> list[float]:
        """As the base, with one projection cache for the whole decision (other realms do not change)."""
        cache: dict = {}
        values: list[float] = []
        for action in actions:
            if budget is not None and values and budget.out_of_time():
                values.append(-math.inf)
                continue
            try:
                child = self.after(state, seat, action, rng, cache)
            except IllegalAction:
                values.append(-1e9)
                continue
            values.append(self.position_value(child, seat, cache))
        return values

    def after(self, state: GameState, seat: int, action: Action, rng: random.Random,
              cache: dict | None = None) -> GameState:
        child = state.clone()
        child.apply(seat, action)
        self._settle(child, seat, cache)
        return child

    def _realm_projection(self, edition, seat: int, realm, cache: dict | None) -> tuple[float, float]:
        """(end-game points of this realm if the game ended now, the same with two more tikis)."""
        key = None
        if cache is not None:
            key = (tuple(tuple(v) for v in realm.villages), realm.kahunas, realm.tikis, tuple(realm.boats))
            found = cache.get(key)
            if found is not None:
                return found
        points, _ = scoring.final_breakdown(_RealmView(edition, seat, realm), seat)
        now = float(sum(points.values()))
        hopeful_realm = realm.copy()
        hopeful_realm.tikis = min(len(edition.tiki_columns), realm.tikis + 2)
        hopeful_points, _ = scoring.final_breakdown(_RealmView(edition, seat, hopeful_realm), seat)
        result = (now, float(sum(hopeful_points.values())))
        if key is not None:
            cache[key] = result
        return result

    def _final_projection(self, state: GameState, seat: int) -> tuple[float, float]:
        return self._realm_projection(state.edition, seat, state.player[seat].realm, None)

    def _means(self, state: GameState, seat: int, left: int, acting: bool) -> list[float]:
        """Resources and the tiles that produce or stretch them, by how long they can be used: the
        ``resources``, ``income``, ``boats``, ``exchange`` and ``move_cap`` features."""
        e = state.edition
        p = state.player[seat]
        res = p.resources if p.resources is not None else (p.memory or (0, 0, 0))
        resources = sum(RESOURCE_VALUE[i] * res[i] for i in range(3))
        if left == 0:
            return [resources, 0.0, 0.0, 0.0, 0.0]
        income = tile_income(e, p.realm)  # the rules' own computation
        per_round = (sum(RESOURCE_VALUE[i] * income.resources[i] for i in range(3))
                     + RESOURCE_VALUE[FRUIT] * income.of_choice)
        rounds_of_use = left + (1 if acting else 0)
        boats = len(p.realm.boats) - 1
        return [resources, left * per_round, float(boats * rounds_of_use),
                float(rounds_of_use * len(state.exchange_units(seat))),
                float(rounds_of_use) if state.move_cap(seat) is not None else 0.0]

    def _round_estimate(self, state: GameState, extra_seat: int = -1, extra: int = 0) -> list[float]:
        """Round-scoring points each seat would earn for the current round, from its tokens so far
        (``extra`` more for ``extra_seat``: a token it is about to take)."""
        n = state.players
        if state.phase != Phase.CHIEFS:
            return [0.0] * n
        tile = state.round_tile
        sums = [state.round_sum(s) + (extra if s == extra_seat else 0) for s in range(n)]
        targets = [state.round_target(s) for s in range(n)]
        qualifiers = [s for s in range(n) if sums[s] >= targets[s]]
        first, second, others = scoring.round_places(dict(enumerate(sums)), qualifiers)
        out = []
        for s in range(n):
            if s in first:
                points = float(tile.first)
            elif s in second:
                points = float(tile.second)
            elif s in others:
                points = float(tile.qualified)
            else:
                points = 0.0
                p = state.player[s]
                if not p.ended:
                    # a seat still in the round may still buy price tokens (a token's value is about the
                    # shells it costs): without them in the reach, ending the round with nothing bought
                    # looked as good as buying, and a seat could end every round at once and score nothing
                    res = p.resources if p.resources is not None else (p.memory or (0, 0, 0))
                    short = max(0.0, targets[s] - sums[s] - REACH_SHARE * res[SHELLS])
                    points = tile.qualified * max(0.0, 1.0 - short / 7.0) * 0.8
            out.append(points)
        return out

    # ================================================================= actions
    def prune(self, state: GameState, seat: int, legal: Sequence[Action]) -> list[Action]:
        """In the last round, drop purchases that can never score: the tile adds nothing to the end-game
        points even if every village were saved, and its price token earns no round points."""
        if state.round < state.edition.rounds or state.phase != Phase.CHIEFS or state.pending is not None:
            return list(legal)
        if not any(isinstance(a, Buy) for a in legal):
            return list(legal)
        _, hopeful_before = self._final_projection(state, seat)
        rounds_before = self._round_estimate(state)[seat]
        kept = []
        for action in legal:
            if isinstance(action, Buy) and self.never_scores(state, seat, action, hopeful_before, rounds_before):
                continue
            kept.append(action)
        return kept or list(legal)

    def never_scores(self, state: GameState, seat: int, action: Buy, hopeful_before: float | None = None,
                     rounds_before: float | None = None) -> bool:
        """Whether buying ``action`` in the last round adds no points at all (tile nor token).

        Cheap: places the tile on a copy of the realm only, and adds the token to the round sum.
        """
        e = state.edition
        if hopeful_before is None:
            hopeful_before = self._final_projection(state, seat)[1]
        token = e.token(action.token)
        if token.spear and state.tile_levels(seat, e.spear_tiles):
            return False  # the spear scores at once
        realm = state.player[seat].realm.copy()
        count = 2 if action.double and action.tile in (KAHUNA, TIKI) else 1
        side = 2 if action.double and e.tiles[action.tile].two_sided else 1
        for _ in range(count):
            realm.place(action.tile, side, action.row, e)
        _, hopeful_after = self._realm_projection(e, seat, realm, None)
        if hopeful_after > hopeful_before:
            return False
        if rounds_before is None:
            rounds_before = self._round_estimate(state)[seat]
        return self._round_estimate(state, seat, token.value)[seat] <= rounds_before

    def quick_scores(self, state: GameState, seat: int, legal: Sequence[Action]) -> list[float]:
        e = state.edition
        res = state.player[seat].resources or [0, 0, 0]
        out = []
        for a in legal:
            if isinstance(a, Buy):
                value = e.token(a.token).value
                price = value * (2 if a.double else 1)
                feet = state.move_cost(seat, a.place)
                score = 0.45 * value - 0.2 * price - 0.3 * feet + (0.8 if a.double else 0.0)
                score += 1.0 if a.tile in ("kahuna", "tiki") else 0.0
            elif isinstance(a, Fish):
                fish = sum(e.token(t).fish for t in a.tokens)
                score = 0.45 * fish - 0.3 * state.trip_feet(seat, a)  # the rules' cost (boat II counted)
            elif isinstance(a, Visit):
                dock = e.docks[a.dock - 1]
                score = 0.8 * dock.points - 0.3 * state.trip_feet(seat, a)
            elif isinstance(a, EndRound):
                token = state.order_tokens[a.position - 1]
                score = -1.0 + (0.45 * e.token(token).value if token else 0.0) + (0.5 if a.position == 1 else 0.0)
                if sum(res) <= 2:
                    score += 1.5  # nothing much left to do
            elif isinstance(a, Pay):
                score = -(RESOURCE_VALUE[SHELLS] * a.shells + RESOURCE_VALUE[FEET] * a.feet + RESOURCE_VALUE[FRUIT] * a.fruit)
            elif isinstance(a, Kane):
                score = -0.5 if a.payment is None else 0.5
            elif isinstance(a, Irrigate):
                score = 0.1 if a.resource == "fruit" else 0.0
            else:
                score = 0.0
            out.append(score)
        return out

    def settle(self, state: GameState, seat: int, rng: random.Random) -> None:
        self._settle(state, seat, None)

    def _settle(self, state: GameState, seat: int, cache: dict | None) -> None:
        """Decide the seat's own follow-ups (payment, reward placement, KANE) by evaluating each choice."""
        for _ in range(4):
            pending = state.pending
            if pending is None or pending.seat != seat:
                return
            legal = state.legal_actions(seat)
            if not legal:
                return
            if pending.kind == PendingKind.PAY:
                scores = self.quick_scores(state, seat, legal)
                state.apply(seat, legal[max(range(len(legal)), key=lambda i: scores[i])])
                continue
            best, best_value = None, None
            for action in legal:
                child = state.clone()
                try:
                    child.apply(seat, action)
                except IllegalAction:
                    continue
                value = self.position_value(child, seat, cache)
                if best_value is None or value > best_value:
                    best, best_value = action, value
            if best is None:
                return
            state.apply(seat, best)

"""``explain`` agrees with ``apply`` in every registered game (OpenSpiel-style: the contract test runs
over ``game_names()``, not a fixture).

Random play; at many steps:
- every legal action of the seat to act has ``explain(seat, action) is None``, on the full state and on
  that seat's observation (the table asks its observation);
- a generated set of near misses - legal actions offered by other seats, stale actions from earlier in
  the game, legal actions with one field taken from another action of the same kind (other objects,
  other hexes, other ahu), and variants of their notation read back by the game's own parser - has
  ``explain`` equal to the reason ``apply`` raises (None exactly when ``apply`` accepts), and a refused
  ``apply`` leaves the state exactly as it was.

Works with the engine's own ``explain`` (Giants) and with the contract's fallback, which probes a clone.
"""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

from giantapp.engine import CHANCE, Action, IllegalAction, game_names, get_game

#: random games per title and player count, and how many of their steps are checked
GAMES = 2
MAX_ACTIONS = 700
CHECK_EVERY = 9


def fingerprint(state) -> bytes:
    """Every public field of the state (caches, named with a leading underscore, excluded)."""
    return pickle.dumps({k: v for k, v in vars(state).items() if not k.startswith("_")})


def apply_reason(state, seat: int, action: Action) -> tuple[str | None, bool]:
    """(the reason apply gives on a clone, or None if it accepts; whether a refusal left it unchanged)."""
    probe = state.clone()
    before = fingerprint(probe)
    try:
        probe.apply(seat, action)
    except IllegalAction as exc:
        return exc.reason, fingerprint(probe) == before
    return None, True


def field_variants(action: Action, pool: dict, rng: random.Random) -> list[Action]:
    """The action with one field replaced by the same field of another action of its kind seen in play."""
    if not dataclasses.is_dataclass(action):
        return []
    variants = []
    for f in dataclasses.fields(action):
        values = pool.get((type(action), f.name))
        if not values:
            continue
        value = getattr(action, f.name)
        for other in rng.sample(sorted(values, key=repr), min(3, len(values))):
            if other != value:
                variants.append(dataclasses.replace(action, **{f.name: other}))
        if isinstance(value, int) and not isinstance(value, bool):
            variants += [dataclasses.replace(action, **{f.name: value + d}) for d in (-1, 1)]
    return variants


def notation_variants(game, action: Action, rng: random.Random) -> list[Action]:
    """Small edits of the action's text that the game's parser still reads."""
    text = action.notation()
    tokens = text.split()
    texts = {" ".join(tokens[:-1]), text + " " + tokens[-1]}
    for index, token in enumerate(tokens):
        digits = [i for i, ch in enumerate(token) if ch.isdigit()]
        if digits:
            i = rng.choice(digits)
            bumped = str((int(token[i]) + rng.choice((1, 2, 9))) % 10)
            texts.add(" ".join(tokens[:index] + [token[:i] + bumped + token[i + 1:]] + tokens[index + 1:]))
    if len(tokens) > 2:
        i = rng.randrange(1, len(tokens) - 1)
        swapped = tokens[:i] + [tokens[i + 1], tokens[i]] + tokens[i + 2:]
        texts.add(" ".join(swapped))
    result = []
    for variant in texts - {text}:
        try:
            result.append(game.parse_action(variant))
        except IllegalAction:
            pass
    return result


def check_step(game, state, rng: random.Random, pool: dict, seen: list[Action]) -> int:
    """All checks at one position; returns how many near misses were compared."""
    acting = state.to_act()
    seat = acting[0]
    legal = state.legal_actions(seat)
    sample = legal if len(legal) <= 60 or seat != CHANCE else rng.sample(legal, 60)
    for action in sample:
        assert state.explain(seat, action) is None, f"{game.name}: legal {action} explained as refused"
    if seat != CHANCE:
        observation = state.observation(seat)
        for action in rng.sample(legal, min(25, len(legal))):
            assert observation.explain(seat, action) is None, f"{game.name}: legal {action} refused on the observation"
    candidates: list[tuple[int, Action]] = []
    others = [s for s in (CHANCE, *range(state.players), state.players) if s not in acting]
    for action in rng.sample(legal, min(4, len(legal))):
        candidates += [(s, action) for s in rng.sample(others, min(2, len(others)))]
        candidates += [(seat, a) for a in field_variants(action, pool, rng)]
        candidates += [(seat, a) for a in notation_variants(game, action, rng)]
    candidates += [(seat, a) for a in rng.sample(seen, min(6, len(seen)))]
    for s, action in candidates:
        explained = state.explain(s, action)
        reason, unchanged = apply_reason(state, s, action)
        assert explained == reason, f"{game.name}: {action} by seat {s}: explain {explained!r}, apply {reason!r}"
        assert unchanged, f"{game.name}: refused {action} by seat {s} changed the state"
    return len(candidates)


def remember(action: Action, pool: dict, seen: list[Action]) -> None:
    if dataclasses.is_dataclass(action):
        for f in dataclasses.fields(action):
            value = getattr(action, f.name)
            try:
                hash(value)
            except TypeError:
                continue
            pool.setdefault((type(action), f.name), set()).add(value)
    if len(seen) < 400:
        seen.append(action)


def play_and_check(name: str, players: int, seed: int) -> int:
    game = get_game(name)
    rng = random.Random(seed)
    state = game.new_game(players)
    pool: dict = {}
    seen: list[Action] = []
    compared = 0
    for step in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        acting = state.to_act()
        seat = acting[0]
        if seat == CHANCE:
            action = state.sample_chance(rng)
        else:
            legal = state.legal_actions(seat)
            for a in rng.sample(legal, min(8, len(legal))):
                remember(a, pool, seen)
            action = rng.choice(legal)
        if step % CHECK_EVERY == seed % CHECK_EVERY:
            compared += check_step(game, state, rng, pool, seen)
        remember(action, pool, seen)
        state.apply(seat, action)
    return compared


@pytest.mark.parametrize("name", game_names())
def test_explain_equals_apply_in_random_play(name: str) -> None:
    game = get_game(name)
    compared = 0
    for players in (game.min_players, game.max_players):
        for index in range(GAMES):
            compared += play_and_check(name, players, seed=1000 * players + index)
    assert compared > 300  # the near misses really were generated and compared


def test_the_check_notices_an_explain_that_disagrees(monkeypatch) -> None:
    """The contract check is not vacuous: an engine whose explain says something else fails it."""
    name = game_names()[0]
    game = get_game(name)
    state_type = type(game.new_game(game.min_players))
    monkeypatch.setattr(state_type, "explain", lambda self, seat, action: None)
    with pytest.raises(AssertionError, match="explain None, apply"):
        play_and_check(name, game.min_players, seed=5)

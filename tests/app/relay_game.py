"""A small open-information test game for the session's undo and hand-off rules.

Seats take turns. A turn may start with a chance roll (option ``dice``), then the seat may ``add``
(score +1, at most 3 per turn), ``peek`` (an action that reveals hidden information: an undo barrier)
and must ``end`` the turn. The game ends after ``turns`` turns. Nothing is private, so with two humans
no hand-off is ever due.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from giantapp.engine import CHANCE, Action, Game, GameState, IllegalAction, OptionSpec, check_legal


@dataclass(frozen=True)
class Move(Action):
    word: str
    value: int = 0

    def notation(self) -> str:
        return f"{self.word} {self.value}" if self.word == "roll" else self.word


class RelayState(GameState):
    game_name = "relay"

    def __init__(self, players: int, turns: int, dice: bool) -> None:
        self.players = players
        self.turns = turns
        self.dice = dice
        self.turn = 0
        self.seat = 0
        self.rolled = not dice
        self.adds = 0
        self.peeks = 0
        self.score = [0] * players
        self.viewer = None
        self.options = {"turns": turns, "dice": dice}

    def to_act(self):
        if self.turn >= self.turns:
            return ()
        return (CHANCE,) if not self.rolled else (self.seat,)

    def legal_actions(self, seat):
        acting = self.to_act()
        if seat not in acting:
            return []
        if seat == CHANCE:
            return [Move("roll", v) for v in (1, 2, 3)]
        moves = [Move("add")] if self.adds < 3 else []
        return moves + [Move("peek"), Move("end")]

    def apply(self, seat, action):
        if not isinstance(action, Move):
            raise IllegalAction("not a relay action")
        check_legal(self, seat, action)
        if action.word == "roll":
            self.score[self.seat] += action.value
            self.rolled = True
        elif action.word == "add":
            self.score[seat] += 1
            self.adds += 1
        elif action.word == "peek":
            self.peeks += 1
        else:
            self.turn += 1
            self.seat = (self.seat + 1) % self.players
            self.adds = 0
            self.rolled = not self.dice

    def sample_chance(self, rng):
        return Move("roll", rng.randint(1, 3))

    def reveals_information(self, seat, action):
        return seat == CHANCE or (isinstance(action, Move) and action.word == "peek")

    def is_terminal(self):
        return self.turn >= self.turns

    def scores(self):
        return list(self.score)

    def winners(self):
        if not self.is_terminal():
            return []
        best = max(self.score)
        return [s for s in range(self.players) if self.score[s] == best]

    def score_breakdown(self):
        return [{"points": s} for s in self.score]

    def clone(self):
        return copy.deepcopy(self)

    def observation(self, seat):
        obs = copy.deepcopy(self)
        obs.viewer = seat
        return obs

    def determinize(self, rng):
        full = copy.deepcopy(self)
        full.viewer = None
        return full

    def status_text(self):
        return f"turn {self.turn + 1}: seat {self.seat + 1}"


class Relay(Game):
    name = "relay"
    title = "Relay"
    min_players = 2
    max_players = 4

    def options(self):
        return [
            OptionSpec("turns", "int", 4, "Turns", minimum=1, maximum=50),
            OptionSpec("dice", "bool", False, "Roll a die at the start of each turn"),
        ]

    def new_game(self, players, options=None):
        self.check_players(players)
        opts = self.validate_options(options)
        return RelayState(players, opts["turns"], opts["dice"])

    def parse_action(self, text):
        parts = text.split()
        if parts == ["add"] or parts == ["peek"] or parts == ["end"]:
            return Move(parts[0])
        if len(parts) == 2 and parts[0] == "roll" and parts[1] in ("1", "2", "3"):
            return Move("roll", int(parts[1]))
        raise IllegalAction(f"cannot read {text!r} as a relay action")


def fail_on(monkeypatch, word: str, error: Exception, half_done: int = 0) -> None:
    """Make the rules fail on every action ``word`` (after adding ``half_done`` to the mover's score,
    a half-applied change), so a test can see what the session does when the rules refuse or break."""
    real_apply = RelayState.apply

    def apply(self, seat, action):
        if action.word == word:
            self.score[seat] += half_done
            raise error
        real_apply(self, seat, action)

    monkeypatch.setattr(RelayState, "apply", apply)

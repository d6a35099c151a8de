"""Log entries name the player once: sentences that already say the name are not prefixed again."""

from giantapp.app.main_window import log_line
from giantapp.engine import CHANCE


def test_sentence_with_the_name_is_not_prefixed():
    assert log_line("Ana", 0, "Ana takes M2 (size 1)") == "Ana takes M2 (size 1)"


def test_sentence_without_the_name_gets_it_in_front():
    assert log_line("Ana", 0, "has made a secret choice") == "Ana: has made a secret choice"


def test_chance_is_always_named():
    assert log_line("Chance", CHANCE, "Ana gets the first-player pawn") == "Chance: Ana gets the first-player pawn"

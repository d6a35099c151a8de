"""Run as a separate process by test_autosave_kill: plays a hotseat game through a Session with
autosave, printing "applied <n>" after each action the session confirmed (submit returned True) and
"waiting <n>" when the acting player is asked to confirm before the hand-off (then it presses Done,
unless started with "hold": then it waits there for good).
The test kills it with SIGKILL at an arbitrary moment and checks the autosave lost nothing.
"""

from __future__ import annotations

import random
import sys


def main(autosave: str, settings_file: str, hold: bool = False) -> int:
    from PySide6.QtCore import QCoreApplication, QSettings, QTimer

    from giantapp.app.session import Session
    from giantapp.app.settings import Settings
    from giantapp.engine import Seat
    from giantapp.engine.registry import register_test_game
    from tests.fixtures.dice_duel import DiceDuel

    register_test_game(DiceDuel())
    app = QCoreApplication([])
    settings = Settings(QSettings(settings_file, QSettings.Format.IniFormat))
    settings.animation_speed = 0
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cpu", "computer", "random")]
    session = Session.new_game("dice_duel", seats, {"rounds": 10, "chips": 20}, seed=3,
                               settings=settings, autosave_path=autosave)
    rng = random.Random(1)
    waiting: list[bool] = []

    def step() -> None:
        if session.is_game_over():
            timer.stop()
            print("over", flush=True)
            return
        if session.pending_confirmation() is not None:
            if not hold:
                print(f"waiting {session.action_count()}", flush=True)
                session.confirm()
            elif not waiting:
                waiting.append(True)
                print(f"waiting {session.action_count()}", flush=True)
            return
        if session.human_seat_to_act() is not None:
            legal = session.legal_actions()
            if session.submit(legal[rng.randrange(len(legal))]):
                print(f"applied {session.action_count()}", flush=True)

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(25)  # slow enough that the parent kills it mid-game
    session.start()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], hold=sys.argv[3:] == ["hold"]))

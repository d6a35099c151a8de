"""The board's mirror passes by what a redraw gives again: the very same spec without comparing it, and an
equal spec drawn anew after one comparison (the item takes the new object, so the next redraw that gives
it again is passed by at once)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from giantapp.app.board.items import ItemSpec
from giantapp.app.board.mirror import ItemMirror


class Counted:
    """A value that counts how often it is compared."""

    compared = 0

    def __init__(self, value: int) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        Counted.compared += 1
        return isinstance(other, Counted) and other.value == self.value

    def __hash__(self) -> int:
        return hash(self.value)


def _paint(p, r, value) -> None:
    pass


def test_an_equal_spec_drawn_anew_is_taken_and_then_passed_by_without_comparing(qapp):
    scene = QGraphicsScene()
    mirror = ItemMirror(scene)
    first = ItemSpec(("piece",), (0.0, 0.0, 10.0, 10.0), _paint, (Counted(1),))
    mirror.sync([first])
    item = mirror.items[("piece",)]
    again = ItemSpec(("piece",), (0.0, 0.0, 10.0, 10.0), _paint, (Counted(1),))  # equal, another object
    Counted.compared = 0
    report = mirror.sync([again])
    assert report.touched == 0 and mirror.drawn_changes == 1 and Counted.compared == 1
    assert mirror.items[("piece",)] is item and item.spec is again
    Counted.compared = 0
    assert mirror.sync([again]).touched == 0 and Counted.compared == 0  # the same object: not compared
    changed = ItemSpec(("piece",), (0.0, 0.0, 10.0, 10.0), _paint, (Counted(2),))
    report = mirror.sync([changed])
    assert report.updated == [("piece",)] and item.spec is changed and mirror.drawn_changes == 2

"""The scene as a mirror of the model: a dict from model key to item, changed item by item.

Why (Orange's canvas scene keeps such a dict and adds, removes or updates the one item concerned):
the scene builder describes the whole picture of one observation as specs every time - so nothing
stale or hidden can survive, the privacy guarantee of a full rebuild - but only the items whose spec
differs are touched. After one action that is a handful of items instead of hundreds, so the scene
update is cheap and Qt repaints only what changed.

``sync`` reports what it did (:class:`SyncReport`): tests count item creations, animations start
from the positions pieces had before.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from .items import ItemSpec, PieceItem


@dataclass
class SyncReport:
    """What one ``sync`` changed: keys created, updated and removed, and where moved items were."""

    created: list[tuple] = field(default_factory=list)
    updated: list[tuple] = field(default_factory=list)
    removed: list[tuple] = field(default_factory=list)
    moved_from: dict[tuple, QPointF] = field(default_factory=dict)  # key -> scene position before

    @property
    def touched(self) -> int:
        return len(self.created) + len(self.updated) + len(self.removed)


class ItemMirror:
    """Keeps ``items`` (key -> PieceItem) equal to the last specs given to :meth:`sync`."""

    def __init__(self, scene: QGraphicsScene, on_remove: Callable[[QGraphicsItem], None] | None = None) -> None:
        self.scene = scene
        self.items: dict[tuple, PieceItem] = {}
        self.created_total = 0  # every item ever created (tests compare it before and after a change)
        #: changes that repaint something, ever: items created, removed, or updated in how they are drawn or
        #: where (not a tooltip or role alone); the redraw timer waits for a paint only after such a change
        self.drawn_changes = 0
        self.on_remove = on_remove  # told before an item leaves (the animator stops moving it)

    def __contains__(self, key: tuple) -> bool:
        return key in self.items

    def get(self, key: tuple) -> PieceItem | None:
        return self.items.get(key)

    def sync(self, specs: Iterable[ItemSpec]) -> SyncReport:
        """Make the scene show exactly ``specs`` (parents must come before their children)."""
        report = SyncReport()
        items = self.items
        seen: set[tuple] = set()
        for spec in specs:
            key = spec.key
            if key in seen:
                raise ValueError(f"two items with the key {key!r}")
            seen.add(key)
            item = items.get(key)
            if item is None:
                item = PieceItem(spec)
                self._attach(item, spec.parent)
                items[key] = item
                report.created.append(key)
                continue
            old = item.spec
            if old is spec:  # the same object: a part its scene did not draw anew
                continue
            if old == spec:  # drawn anew alike: the item takes the new object, so that the next redraw that
                item.spec = spec  # gives it again finds it at once (without, every later one compared them)
                continue
            if old.parent != spec.parent:
                self._attach(item, spec.parent)
            if old.pos != spec.pos or old.scale != spec.scale:
                report.moved_from[key] = item.scenePos()
            if _drawn_differently(old, spec):
                self.drawn_changes += 1
            item.apply(spec)
            report.updated.append(key)
        gone = [key for key in items if key not in seen]
        # children first: removing a parent deletes its children with it
        gone.sort(key=lambda k: items[k].parentItem() is None)
        for key in gone:
            item = items.pop(key)
            if self.on_remove is not None:
                self.on_remove(item)
            for child in item.childItems():
                if isinstance(child, PieceItem) and child.spec.key in items:
                    child.setParentItem(None)  # a kept child is not deleted with its parent
            if item.scene() is self.scene:
                self.scene.removeItem(item)
            report.removed.append(key)
        self.created_total += len(report.created)
        self.drawn_changes += len(report.created) + len(report.removed)
        return report

    def clear(self) -> None:
        """Forget every item (the scene is being cleared)."""
        for item in list(self.items.values()):
            if self.on_remove is not None:
                self.on_remove(item)
        self.items.clear()

    def _attach(self, item: PieceItem, parent_key: tuple | None) -> None:
        if parent_key is None:
            if item.parentItem() is not None:
                item.setParentItem(None)
            if item.scene() is not self.scene:
                self.scene.addItem(item)
            return
        parent = self.items.get(parent_key)
        if parent is None:
            raise ValueError(f"the parent {parent_key!r} of {item.spec.key!r} comes later or not at all")
        item.setParentItem(parent)


def _drawn_differently(old: ItemSpec, new: ItemSpec) -> bool:
    """Whether an item showing ``new`` instead of ``old`` is repainted (a tooltip, role or info is not)."""
    return (old.paint is not new.paint or old.args != new.args or old.rect != new.rect or old.pos != new.pos
            or old.z != new.z or old.scale != new.scale or old.parent != new.parent or old.pad != new.pad
            or old.cache != new.cache)

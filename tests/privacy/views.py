"""Everything a seat can learn about a game, in comparable form: the observation (canonical
serialisation), the table drawn by ``giantapp render`` (PNG bytes) and the texts of the real window's
widgets, tooltips and table items included.

The differential privacy tests build two worlds that differ only in one seat's secret and require each of
these to be identical for every seat that may not know that secret (and for the public view).
"""

from __future__ import annotations

import copy
import dataclasses
import threading
from pathlib import Path
from typing import Any, Iterable

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from giantapp.ai.base import Agent
from giantapp.engine import GameRecord, GameState, Seat

#: attributes that are no facts about the game: tables shared by every state, caches derived from the
#: rest, and the display names a session stamps on a view
NOT_FACTS = {"edition", "island", "_board", "cache", "seat_names"}

#: Hawaii's ``PlayerState.memory``: what a perfect memory of the public record knows about resources
#: behind a closed screen (every gain and payment is a public action; see the hawaii.state docstring).
#: It stays in an observation for the computer players' ``determinize`` and is never shown; two worlds
#: built by changing resources by hand have different public records, so it is left out here and the
#: render and window comparisons check that no view shows it.
PERFECT_MEMORY = {"memory"}


def canonical(value: Any, skip: frozenset[str] = frozenset()) -> Any:
    """``value`` as plain JSON-like data, every attribute of every object included (new fields too),
    sets and dict keys in a fixed order, lists in their own order (an order can be a secret)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [canonical(v, skip) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((canonical(v, skip) for v in value), key=repr)
    if isinstance(value, dict):
        items = [(canonical(k, skip), canonical(v, skip)) for k, v in value.items()]
        return [list(kv) for kv in sorted(items, key=lambda kv: repr(kv[0]))]
    if dataclasses.is_dataclass(value):
        return {"type": type(value).__name__,
                **{f.name: canonical(getattr(value, f.name), skip) for f in dataclasses.fields(value)}}
    names: list[str] = []
    if hasattr(value, "__dict__"):
        names += list(vars(value))
    for cls in type(value).__mro__:
        names += [n for n in getattr(cls, "__slots__", ()) if hasattr(value, n)]
    if not names:
        raise TypeError(f"no canonical form for {type(value).__name__}")
    return {"type": type(value).__name__,
            **{n: canonical(getattr(value, n), skip) for n in sorted(set(names)) if n not in NOT_FACTS | skip}}


def observed(state: GameState, seat: int | None) -> Any:
    """The canonical serialisation of what ``seat`` (None: the public) is given by the rules."""
    return canonical(state.observation(seat), frozenset(PERFECT_MEMORY))


# --- the rendered table --------------------------------------------------------------------------------
def rendered(record: GameRecord, state: GameState, viewer: int | None, folder: Path,
             size: tuple[int, int] = (1600, 1000)) -> bytes:
    """The PNG ``giantapp render`` writes for ``viewer`` (the same function the command calls)."""
    from giantapp.cli.render import render_png

    out = folder / f"render-{'public' if viewer is None else viewer}.png"
    assert render_png(copy.deepcopy(record), state.clone(), viewer, str(out), size) == 0
    data = out.read_bytes()
    out.unlink()
    return data


# --- the real window -----------------------------------------------------------------------------------
class StallingAgent(Agent):
    """A computer player that thinks until it is told to stop: the position stays as built while the
    window is read (a real agent would move on)."""

    name = "stalling"

    def choose(self, observation, seat, legal, rng, budget_ms=None, stop=None):
        (stop or threading.Event()).wait(30)
        raise RuntimeError("stopped")


def _texts_of_widget(widget: QWidget) -> list[str]:
    texts = []
    for getter in ("windowTitle", "toolTip", "statusTip", "whatsThis", "accessibleName", "accessibleDescription"):
        texts.append(getattr(widget, getter)())
    if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
        texts.append(widget.text())
    if isinstance(widget, QLineEdit):
        texts.append(widget.placeholderText())
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        texts.append(widget.toPlainText())
    if isinstance(widget, (QGroupBox, QMenu)):
        texts.append(widget.title())
    if isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
        texts += [str(widget.itemData(i, Qt.ItemDataRole.ToolTipRole) or "") for i in range(widget.count())]
    if isinstance(widget, QTabBar):
        texts += [widget.tabText(i) + "\n" + widget.tabToolTip(i) for i in range(widget.count())]
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        texts += _model_texts(widget.model(), QModelIndex())
    for action in QWidget.actions(widget):  # the class method: a table may call an attribute "actions"
        texts += [action.text(), action.toolTip(), action.statusTip()]
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        texts += sorted(_scene_texts(widget.scene()))
    return [t for t in texts if t]


def _model_texts(model, parent: QModelIndex) -> list[str]:
    texts = []
    try:
        columns = model.columnCount(parent)
    except TypeError:  # a list model keeps columnCount private: one column
        columns = 1
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.StatusTipRole,
                         Qt.ItemDataRole.AccessibleTextRole):
                value = model.data(index, role)
                if value:
                    texts.append(str(value))
            if column == 0 and _has_children(model, index):
                texts += _model_texts(model, index)
    return texts


def _has_children(model, index: QModelIndex) -> bool:
    try:
        return model.hasChildren(index)
    except TypeError:  # a list model keeps hasChildren private: a list has no children
        return False


def _scene_texts(scene) -> Iterable[str]:
    for item in scene.items():
        if item.toolTip():
            yield item.toolTip()
        for getter in ("text", "toPlainText"):
            method = getattr(item, getter, None)
            if callable(method):
                try:
                    text = method()
                except TypeError:
                    continue
                if isinstance(text, str) and text:
                    yield text


def window_texts(root: QWidget) -> list[str]:
    """Every text of ``root`` and its descendants, shown or not: labels, buttons, tooltips, list rows,
    menu entries, the status bar and the table's scene items; widgets in creation order."""
    texts = []
    for widget in [root, *root.findChildren(QWidget)]:
        texts += [f"{type(widget).__name__}:{widget.objectName()}: {t}" for t in _texts_of_widget(widget)]
    return texts


def window_showing(record: GameRecord, state: GameState, viewer: int | None, settings, tmp_path: Path) -> list[str]:
    """The texts of the real main window with a session on ``state`` shown to ``viewer``: that seat is the
    human at the keyboard (its legal actions are offered when it is to act), every other seat a computer
    that never finishes thinking; ``viewer`` None is a table of computers (the public view)."""
    from giantapp.app.main_window import MainWindow
    from giantapp.app.privacy import OpenGate
    from giantapp.app.session import Session

    record = copy.deepcopy(record)
    record.seats = [Seat(name=f"P{s + 1}", kind="human" if s == viewer else "computer",
                         level=None if s == viewer else "normal", colour=seat.colour)
                    for s, seat in enumerate(record.seats)]
    window = MainWindow(settings, gate=OpenGate(), autosave_path=tmp_path / "autosave.json")
    window.resize(1400, 900)
    window.show()
    session = Session(record, state=state.clone(), seed=1, settings=settings, viewer=viewer,
                      agent_factory=lambda level, game: StallingAgent())
    window.install_session(session)
    for _ in range(10):
        QApplication.processEvents()
    assert session.viewer == viewer
    assert session.view_state().to_act() == state.to_act()
    texts = window_texts(window)
    session.shutdown()
    window.close()
    window.deleteLater()
    QApplication.processEvents()
    return texts


def difference(a: Any, b: Any, path: str = "") -> str | None:
    """Where two canonical forms first differ (None if they are equal), for a readable failure."""
    if type(a) is not type(b):
        return f"{path or '.'}: {a!r} / {b!r}"
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return f"{path}.{key}: only in one world"
            found = difference(a[key], b[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{path}: {len(a)} / {len(b)} entries: {a!r:.300} / {b!r:.300}"
        for i, (x, y) in enumerate(zip(a, b)):
            found = difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None
    return None if a == b else f"{path}: {a!r} / {b!r}"


def texts_difference(a: list[str], b: list[str]) -> str | None:
    """The texts found in only one of two windows (None if both show the same)."""
    if a == b:
        return None
    only_a = [t for t in a if t not in b]
    only_b = [t for t in b if t not in a]
    return f"only in world A: {only_a[:5]!r}; only in world B: {only_b[:5]!r}" if (only_a or only_b) else "same texts, another order"

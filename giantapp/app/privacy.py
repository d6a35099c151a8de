"""Hotseat privacy: the one service every hand-off goes through, and the test for secrets on screen.

Why one injectable service: the session decides *when* a hand-off is due (see ``Session``); *how* it
happens (blank the window, ask "Pass to Ana") is the gate's business. Tests inject a recording gate and
check that it is consulted exactly when it should be and that nothing private is visible meanwhile.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, Callable, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from giantapp.engine import GameState


class PrivacyGate(Protocol):
    """Hands the keyboard to ``seat``: returns once that player confirms they are at the screen.

    While it runs, the session shows only public information (its viewer is None).
    """

    def hand_off(self, seat: int, name: str) -> None: ...


class OpenGate:
    """A gate that never waits: for games with a single human, and headless use."""

    def hand_off(self, seat: int, name: str) -> None:
        return None


class DialogPrivacyGate:
    """The real gate: blanks the window, then a modal "Pass to <name>" until that player confirms.

    ``blank(name_or_None)`` is the window's hook: called with the name before the dialog (hide the table)
    and with None after it (show it again).
    """

    def __init__(self, parent: QWidget | None, blank: Callable[[str | None], None]) -> None:
        self._parent = parent
        self._blank = blank

    def hand_off(self, seat: int, name: str) -> None:
        self._blank(name)
        try:
            dialog = HandOffDialog(name, self._parent)
            dialog.exec()
        finally:
            self._blank(None)


class HandOffDialog(QDialog):
    """"Pass to <name>": only one button, so nobody can skip it by accident (Esc does nothing)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Pass the computer"))
        self.setModal(True)
        layout = QVBoxLayout(self)
        label = QLabel(self.tr("Pass to {name}").format(name=name))
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        label.setFont(font)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(label)
        hint = QLabel(self.tr("Everyone else, please look away. {name}, press the button when you are ready.").format(name=name))
        hint.setWordWrap(True)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(hint)
        buttons = QDialogButtonBox()
        buttons.setCenterButtons(True)  # under the centred words, the one thing to press
        self.confirm_button = buttons.addButton(
            self.tr("I am {name}: show my view").format(name=name), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        button_font = self.confirm_button.font()
        button_font.setPointSizeF(button_font.pointSizeF() * 1.2)
        self.confirm_button.setFont(button_font)
        self.confirm_button.setMinimumHeight(self.confirm_button.sizeHint().height() * 3 // 2)
        layout.setContentsMargins(28, 24, 28, 20)
        layout.setSpacing(14)
        # Big enough to be seen from across the table, and wide enough that a desktop's title bar (with
        # its buttons) shows the whole title rather than "Pass the c…".
        title_width = self.fontMetrics().horizontalAdvance(self.windowTitle())
        self.setMinimumWidth(max(480, label.sizeHint().width() + 80, title_width + 260))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Centred over the window it hands off, not wherever the desktop puts new windows."""
        super().showEvent(event)
        parent = self.parentWidget()
        if parent is not None:
            frame = self.frameGeometry()
            frame.moveCenter(parent.window().frameGeometry().center())
            self.move(frame.topLeft())

    def reject(self) -> None:  # Esc / the close button must not skip the confirmation
        return


def blank_text(name: str) -> str:
    return QCoreApplication.translate("Privacy", "Waiting for {name}…").format(name=name)


# --- is there anything private to hide? ------------------------------------------------------------


def has_private_information(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s observation shows anything a spectator may not see.

    Engines may answer directly with a ``has_private_information(seat)`` method; otherwise the seat's
    observation is compared with the public one (``observation(None)``), through ``to_json`` when the
    engine provides a full one, else structurally. Unknown structures count as private (safe side).
    """
    hook = getattr(state, "has_private_information", None)
    if callable(hook):
        return bool(hook(seat))
    mine = state.observation(seat)
    public = state.observation(None)
    if type(state).to_json is not GameState.to_json:
        a, b = mine.to_json(), public.to_json()
        if isinstance(a, dict) and isinstance(b, dict):
            a.pop("viewer", None)
            b.pop("viewer", None)
            return a != b
    try:
        return _plain(mine, top=True) != _plain(public, top=True)
    except RecursionError:
        return True


def _plain(value: Any, top: bool = False, _path: frozenset[int] = frozenset()) -> Any:
    """A comparable plain-data image of an object graph (cycles cut; ``viewer`` ignored at the top)."""
    if value is None or isinstance(value, (bool, int, float, str, bytes, enum.Enum)):
        return value
    ident = id(value)
    if ident in _path:
        return ("<cycle>",)
    path = _path | {ident}
    if isinstance(value, dict):
        return ("dict", tuple(sorted(((repr(k), _plain(v, _path=path)) for k, v in value.items()), key=lambda kv: kv[0])))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, tuple(_plain(v, _path=path) for v in value))
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted((_plain(v, _path=path) for v in value), key=repr)))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    elif hasattr(value, "__dict__"):
        fields = dict(vars(value))
    elif hasattr(type(value), "__slots__"):
        fields = {name: getattr(value, name, None) for name in type(value).__slots__}
    else:
        return repr(value)
    if top:
        fields.pop("viewer", None)
    return (type(value).__name__, tuple(sorted((k, _plain(v, _path=path)) for k, v in fields.items())))

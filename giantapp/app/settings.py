"""Typed access to the user's preferences (QSettings), so no caller ever reads an untyped value.

Why a wrapper: QSettings returns strings from INI files and native types from the registry, and
``value(key, default, type=int)`` silently turns "fast" into 0; reading every key through one place
that parses and validates it means a hand-edited or corrupted preference falls back to its default
instead of turning animations off or crashing a dialog.
The settings dialog (another module) edits these properties and listens to ``changed``.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

ORGANIZATION = "giantapp"
APPLICATION = "giantapp"

#: key -> default; the single list of preferences the app knows
DEFAULTS: dict[str, Any] = {
    "language": "system",
    "animation_speed": 300,
    "confirm_end_turn": False,
    "colour_blind": False,
    "sound": True,
    "last_new_game": {},
    "new_game_by_title": {},
}

#: the longest animation we accept (a typo of 30000 must not freeze the table for 30 s)
MAX_ANIMATION_MS = 3000


class Settings(QObject):
    """The app's preferences. ``changed(key)`` is emitted after a property is written."""

    changed = Signal(str)

    def __init__(self, qsettings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._q = qsettings if qsettings is not None else QSettings(ORGANIZATION, APPLICATION)

    @property
    def qsettings(self) -> QSettings:
        """The underlying store (the settings dialog and window geometry use it directly)."""
        return self._q

    # --- generic typed access -------------------------------------------------------------
    def _bool(self, key: str) -> bool:
        default = bool(DEFAULTS[key])
        raw = self._q.value(key, default)
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.strip().lower() in ("true", "1", "yes", "on", "false", "0", "no", "off"):
            return raw.strip().lower() in ("true", "1", "yes", "on")
        if isinstance(raw, int):
            return raw != 0
        return default

    def _int(self, key: str) -> int:
        default = int(DEFAULTS[key])
        raw = self._q.value(key, default)
        if isinstance(raw, bool):
            return default
        try:
            return int(str(raw).strip())
        except (TypeError, ValueError):
            return default

    def _str(self, key: str) -> str:
        default = str(DEFAULTS[key])
        value = self._q.value(key, default, type=str)
        return value if isinstance(value, str) else default

    def _set(self, key: str, value: Any) -> None:
        self._q.setValue(key, value)
        self._q.sync()
        self.changed.emit(key)

    # --- the preferences ------------------------------------------------------------------
    @property
    def language(self) -> str:
        """A locale name such as "de" or "zh_CN", or "system" for the desktop's language."""
        value = self._str("language").strip()
        return value or "system"

    @language.setter
    def language(self, value: str) -> None:
        self._set("language", str(value).strip() or "system")

    @property
    def animation_speed(self) -> int:
        """Duration of one move's animation in milliseconds; 0 turns animations off."""
        return max(0, min(MAX_ANIMATION_MS, self._int("animation_speed")))

    @animation_speed.setter
    def animation_speed(self, value: int) -> None:
        self._set("animation_speed", max(0, min(MAX_ANIMATION_MS, int(value))))

    @property
    def confirm_end_turn(self) -> bool:
        """Ask before ending a turn: the session waits for the player's "Done" after every action that ends
        their part, not only before a hand-off (``Session.pending_confirmation``), so Undo stays possible."""
        return self._bool("confirm_end_turn")

    @confirm_end_turn.setter
    def confirm_end_turn(self, value: bool) -> None:
        self._set("confirm_end_turn", bool(value))

    @property
    def colour_blind(self) -> bool:
        """Draw seat colours with patterns/letters as well as hue."""
        return self._bool("colour_blind")

    @colour_blind.setter
    def colour_blind(self, value: bool) -> None:
        self._set("colour_blind", bool(value))

    @property
    def sound(self) -> bool:
        return self._bool("sound")

    @sound.setter
    def sound(self, value: bool) -> None:
        self._set("sound", bool(value))

    @property
    def last_new_game(self) -> dict[str, Any]:
        """The new-game dialog's last choices, stored as JSON text; {} when missing or unreadable."""
        return self._json_dict("last_new_game")

    @last_new_game.setter
    def last_new_game(self, value: dict[str, Any]) -> None:
        self._set("last_new_game", json.dumps(value, ensure_ascii=False, sort_keys=True))

    def new_game_choices(self, game: str) -> dict[str, Any]:
        """The choices last started for ``game`` (seats, options), so the new-game dialog restores each
        title's own setup when the player switches titles; {} when there are none or they are unreadable."""
        choices = self._json_dict("new_game_by_title").get(game)
        return choices if isinstance(choices, dict) else {}

    def set_new_game_choices(self, game: str, choices: dict[str, Any]) -> None:
        by_title = self._json_dict("new_game_by_title")
        by_title[game] = choices
        self._set("new_game_by_title", json.dumps(by_title, ensure_ascii=False, sort_keys=True))

    def _json_dict(self, key: str) -> dict[str, Any]:
        raw = self._q.value(key, "", type=str)
        if not raw:
            return {}
        try:
            data = json.loads(raw)
        except (TypeError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    # --- free-form keys for window geometry and similar ---------------------------------------
    def raw_value(self, key: str, default: Any = None) -> Any:
        return self._q.value(key, default)

    def set_raw_value(self, key: str, value: Any) -> None:
        self._q.setValue(key, value)

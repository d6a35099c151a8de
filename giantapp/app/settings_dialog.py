"""The Settings dialog: language, animation speed, confirm before ending a turn, colour-blind palette.

"Ask before ending a turn" is read by the session (``Session.pending_confirmation``): the dialog says
exactly what it does there, next to the box and in its tooltip.

Why it writes through :class:`giantapp.app.settings.Settings`: every preference is typed and validated
in one place, and the window reacts to ``Settings.changed``. A language change is applied live with
:func:`giantapp.app.i18n.switch_language` — translators are swapped, every widget receives
``QEvent.LanguageChange`` — so the game in progress is untouched. (No sound is shipped, so there is no
sound option.)
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from . import i18n

#: Animation choices offered, in milliseconds per move (the setting stores milliseconds).
ANIMATION_CHOICES: tuple[tuple[str, int], ...] = (("off", 0), ("fast", 150), ("normal", 300), ("slow", 600))


def nearest_animation_choice(milliseconds: int) -> str:
    """The offered choice closest to a stored value (the setting may hold any 0..3000 ms)."""
    if milliseconds <= 0:
        return "off"
    return min(ANIMATION_CHOICES[1:], key=lambda item: abs(item[1] - milliseconds))[0]


class SettingsDialog(QDialog):
    """Edits a :class:`~giantapp.app.settings.Settings`; OK writes and applies, Cancel changes nothing."""

    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setObjectName("SettingsDialog")

        self.language_label = QLabel()
        self.language = QComboBox()
        self.language.setObjectName("language")
        for code in i18n.SETTING_CHOICES:
            self.language.addItem("", code)

        self.animation_label = QLabel()
        self.animation = QComboBox()
        self.animation.setObjectName("animation_speed")
        for name, milliseconds in ANIMATION_CHOICES:
            self.animation.addItem("", milliseconds)

        self.confirm_end_turn = QCheckBox()
        self.confirm_end_turn.setObjectName("confirm_end_turn")
        self.confirm_end_turn_hint = QLabel()
        self.confirm_end_turn_hint.setObjectName("confirm_end_turn_hint")
        self.confirm_end_turn_hint.setWordWrap(True)
        self.colour_blind = QCheckBox()
        self.colour_blind.setObjectName("colour_blind")
        self.colour_blind_hint = QLabel()
        self.colour_blind_hint.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.language_label, self.language)
        form.addRow(self.animation_label, self.animation)
        form.addRow(self.confirm_end_turn)
        form.addRow(self.confirm_end_turn_hint)
        form.addRow(self.colour_blind)
        form.addRow(self.colour_blind_hint)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

        self._load()
        self.retranslate()

    # --- values ---------------------------------------------------------------------------
    def _load(self) -> None:
        language = self._settings.language
        index = self.language.findData(language if language in i18n.SETTING_CHOICES else "system")
        self.language.setCurrentIndex(max(0, index))
        choice = nearest_animation_choice(int(self._settings.animation_speed))
        self.animation.setCurrentIndex([name for name, _ in ANIMATION_CHOICES].index(choice))
        self.confirm_end_turn.setChecked(bool(self._settings.confirm_end_turn))
        self.colour_blind.setChecked(bool(self._settings.colour_blind))

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def accept(self) -> None:
        """Write every value that changed and switch the language live if it changed."""
        settings = self._settings
        old_language = settings.language
        new_language = self.chosen_language()
        if new_language != old_language:
            settings.language = new_language
        milliseconds = int(self.animation.currentData())
        if nearest_animation_choice(int(settings.animation_speed)) != nearest_animation_choice(milliseconds):
            settings.animation_speed = milliseconds
        if self.confirm_end_turn.isChecked() != settings.confirm_end_turn:
            settings.confirm_end_turn = self.confirm_end_turn.isChecked()
        if self.colour_blind.isChecked() != settings.colour_blind:
            settings.colour_blind = self.colour_blind.isChecked()
        if i18n.resolve_language(new_language) != i18n.current_language() or new_language != old_language:
            i18n.switch_language(QCoreApplication.instance(), new_language)
        super().accept()

    # --- words ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """All visible text, again after every language switch."""
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("Language:"))
        system = i18n.NATIVE_NAMES[i18n.resolve_language("system")]
        self.language.setItemText(0, self.tr("System language ({language})").format(language=system))
        for index, code in enumerate(i18n.LANGUAGES, start=1):
            self.language.setItemText(index, i18n.NATIVE_NAMES[code])
        self.animation_label.setText(self.tr("Animation speed:"))
        names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for index, (name, _) in enumerate(ANIMATION_CHOICES):
            self.animation.setItemText(index, names[name])
        self.confirm_end_turn.setText(self.tr("Ask before ending a turn"))
        explanation = self.tr(
            "On: whenever your move ends your part (before the computer players move, before dice are rolled "
            "or tokens drawn, before the next player's turn, before the game ends), the table waits until you "
            "press \"Done\", and until then Undo takes the move back. Off: you are asked only when the "
            "computer is then passed to another player (hotseat), so a hand-off never comes before you are done.")
        self.confirm_end_turn.setToolTip(explanation)
        self.confirm_end_turn_hint.setText(explanation)
        self.confirm_end_turn_hint.setToolTip(explanation)
        self.colour_blind.setText(self.tr("Colour-blind safe palette"))
        self.colour_blind_hint.setText(
            self.tr("Player colours are chosen to stay distinct for every kind of colour blindness, "
                    "and each player also has their own shape and pattern.")
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

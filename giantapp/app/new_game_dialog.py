"""The new-game dialog: title, seats (name, colour, human or computer with level), the rules' options.

Why options come from ``Game.options()``: each title describes its variants as ``OptionSpec`` data, so
this dialog, the CLI and saved games offer exactly the same choices and a new variant needs no GUI
code. The last choices are remembered because people usually replay with the same friends: per title
(``Settings.new_game_choices``), so switching between Giants and Hawaii in the dialog brings back each
game's own seats, levels and options, and the title last started opens first (``Settings.last_new_game``).
Within one opening of the dialog, what was typed for a title is kept while another title is looked at.

Each option explains itself: its help is the tooltip of both its label and its widget, and a switch
(a bool option) also gets its help as a short grey line under it. The *open screens* switch says in
addition what it means for hotseat play: that is the session's hand-off behaviour (``Session``'s
docstring, tested in tests/app/test_real_engines.py), not a rule, so it is said here per title. The
dialog fits its content whenever the title changes (Hawaii has far fewer options than Giants).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from giantapp.ai.registry import level_names
from giantapp.engine import Game, OptionSpec, Seat, game_names, get_game

from .session import SEAT_COLOURS
from .settings import Settings
from .titles import game_title

MAX_SEATS = 6
MAX_NAME = 24


def hotseat_note(game: str, option: str) -> str:
    """What an option means for hotseat hand-offs (the session's behaviour), or "" when nothing."""
    if option != "open_screens":
        return ""
    notes = {
        "giants": QCoreApplication.translate(
            "NewGameDialog", "Hotseat: the computer is passed from player to player only around the secret bid."),
        "hawaii": QCoreApplication.translate("NewGameDialog", "Hotseat: no hand-offs are needed."),
    }
    return notes.get(game, "")


class OptionLabel(QLabel):
    """An option's name: its tooltip explains the option, and a click on it toggles a switch, as a click
    on a checkbox's own text would."""

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        buddy = self.buddy()
        if isinstance(buddy, QCheckBox) and event.button() == Qt.MouseButton.LeftButton:
            buddy.toggle()
            buddy.setFocus()
            return
        super().mousePressEvent(event)


@dataclass
class NewGameSetup:
    """What the dialog produces; ``Session.new_game(setup.game, setup.seats, setup.options, setup.seed)``."""

    game: str
    seats: list[Seat]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
        }


def colour_names() -> dict[str, str]:
    from PySide6.QtCore import QCoreApplication

    names = [
        QCoreApplication.translate("NewGameDialog", "Vermilion"),
        QCoreApplication.translate("NewGameDialog", "Blue"),
        QCoreApplication.translate("NewGameDialog", "Yellow"),
        QCoreApplication.translate("NewGameDialog", "Green"),
        QCoreApplication.translate("NewGameDialog", "Pink"),
        QCoreApplication.translate("NewGameDialog", "Sky blue"),
    ]
    return dict(zip(SEAT_COLOURS, names))


class _SeatRow:
    """The widgets of one seat."""

    def __init__(self, dialog: "NewGameDialog", index: int) -> None:
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.name.setObjectName(f"seat_name_{index}")
        self.colour = QComboBox()
        self.colour.setObjectName(f"seat_colour_{index}")
        for value, label in colour_names().items():
            pixmap = QPixmap(14, 14)
            pixmap.fill(QColor(value))
            self.colour.addItem(QIcon(pixmap), label, value)
        self.kind = QComboBox()
        self.kind.setObjectName(f"seat_kind_{index}")
        self.kind.addItem(dialog.tr("Human"), kind_key("human", None))
        self.kind.setItemData(0, dialog.tr("A person at this computer; hand-offs keep secret choices private."),
                              Qt.ItemDataRole.ToolTipRole)
        for level in level_names():
            self.kind.addItem(dialog.tr("Computer ({level})").format(level=level_label(level)), kind_key("computer", level))
            about = level_description(level)
            if about:
                self.kind.setItemData(self.kind.count() - 1, about, Qt.ItemDataRole.ToolTipRole)
        self.label = QLabel(dialog.tr("Seat {n}").format(n=index + 1))

    def widgets(self) -> list[QWidget]:
        return [self.label, self.name, self.colour, self.kind]

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)

    def seat(self) -> Seat:
        kind, _, level = str(self.kind.currentData()).partition(":")
        return Seat(name=self.name.text().strip(), kind=kind, level=level or None, colour=self.colour.currentData())

    def load(self, data: Any) -> None:
        if not isinstance(data, dict):
            return
        name = data.get("name")
        if isinstance(name, str) and name.strip():
            self.name.setText(name.strip()[:MAX_NAME])
        colour = self.colour.findData(data.get("colour"))
        if colour >= 0:
            self.colour.setCurrentIndex(colour)
        kind = self.kind.findData(kind_key(data.get("kind"), data.get("level")))
        if kind >= 0:
            self.kind.setCurrentIndex(kind)


def kind_key(kind: object, level: object) -> str:
    """The combo box's data for a seat kind: "human" or "computer:<level>" (Qt keeps strings intact)."""
    return "human" if kind == "human" else f"computer:{level}"


def level_label(level: str) -> str:
    from PySide6.QtCore import QCoreApplication

    labels = {
        "random": QCoreApplication.translate("NewGameDialog", "random moves"),
        "easy": QCoreApplication.translate("NewGameDialog", "easy"),
        "normal": QCoreApplication.translate("NewGameDialog", "normal"),
        "hard": QCoreApplication.translate("NewGameDialog", "hard"),
    }
    return labels.get(level, level)


def level_description(level: str) -> str:
    """What playing against a level feels like (the seat menu's tooltip), so a player can choose."""
    from PySide6.QtCore import QCoreApplication

    descriptions = {
        "random": QCoreApplication.translate("NewGameDialog", "Plays any legal move at random: for trying out the rules."),
        "easy": QCoreApplication.translate(
            "NewGameDialog", "Answers at once with a sensible move, with some variety; avoids obvious blunders."),
        "normal": QCoreApplication.translate(
            "NewGameDialog", "Looks at several possible hidden situations and a turn ahead; thinks for a moment."),
        "hard": QCoreApplication.translate(
            "NewGameDialog", "Compares its best moves over many sampled situations, each played a turn ahead; "
            "thinks for about a second per move."),
    }
    return descriptions.get(level, "")


class NewGameDialog(QDialog):
    """Choose a game and its seats. ``setup()`` returns the checked choices after ``exec()``."""

    def __init__(self, settings: Settings | None = None, games: Sequence[str] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._settings = settings
        self._games: dict[str, Game] = {}
        for name in games if games is not None else game_names():
            try:
                self._games[name] = get_game(name)
            except Exception:  # a title that does not load is simply not offered
                continue
        self._option_widgets: dict[str, QWidget] = {}
        self._option_specs: dict[str, OptionSpec] = {}
        self._current_game: str | None = None  # the title the form shows now
        self._drafts: dict[str, dict[str, Any]] = {}  # title -> its choices (remembered or typed here)

        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game_box = QComboBox()
        self.game_box.setObjectName("game")
        for name, game in self._games.items():
            self.game_box.addItem(game_title(name), name)
        top.addRow(self.tr("Game:"), self.game_box)
        self.players = QSpinBox()
        self.players.setObjectName("players")
        top.addRow(self.tr("Players:"), self.players)
        layout.addLayout(top)

        seats_box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(seats_box)
        for column, title in enumerate([self.tr("Seat"), self.tr("Name"), self.tr("Colour"), self.tr("Played by")]):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        self.rows = [_SeatRow(self, i) for i in range(MAX_SEATS)]
        for i, row in enumerate(self.rows):
            row.name.setText(self.tr("Player {n}").format(n=i + 1))
            row.colour.setCurrentIndex(i % row.colour.count())
            if i > 0 and row.kind.count() > 1:  # by default: you against the computer
                preferred = row.kind.findData(kind_key("computer", "normal"))
                row.kind.setCurrentIndex(preferred if preferred >= 0 else 1)
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, i + 1, column)
        layout.addWidget(seats_box)

        self.options_box = QGroupBox(self.tr("Rules and variants"))
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)

        seed_form = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed with the same choices deals the same game."))
        seed_form.addRow(self.tr("Seed (optional):"), self.seed)
        layout.addLayout(seed_form)

        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self._restore()

    # --- state of the form --------------------------------------------------------------------
    def game_name(self) -> str:
        return str(self.game_box.currentData())

    def select_game(self, game: str) -> None:
        """Open on ``game`` (the start page's "New Giants game" card); an unknown name changes nothing."""
        index = self.game_box.findData(game)
        if index >= 0 and index != self.game_box.currentIndex():
            self.game_box.setCurrentIndex(index)

    def _game_changed(self) -> None:
        """Another title: keep what the form says for the one left, show the new one's own choices."""
        game = self._games.get(self.game_name())
        if game is None:
            return
        first = self._current_game is None
        if not first and self._current_game != game.name:
            self._drafts[self._current_game] = self.choices()
        self._current_game = game.name
        self._show_choices(game, self._drafts.get(game.name), first)

    def _show_choices(self, game: Game, choices: dict[str, Any] | None, first: bool) -> None:
        """Fill the form for ``game`` from remembered ``choices``; without any, the seats stay as they are
        (the same friends) and the options take their defaults."""
        value = self.players.value()
        self.players.setRange(game.min_players, min(game.max_players, MAX_SEATS))
        seats = choices.get("seats") if choices else None
        if isinstance(seats, list) and game.min_players <= len(seats) <= min(game.max_players, MAX_SEATS):
            self.players.setValue(len(seats))
        elif first:
            self.players.setValue(min(max(game.min_players, 3), game.max_players))
        else:
            self.players.setValue(min(max(value, game.min_players), game.max_players))
        if isinstance(seats, list):
            for row, data in zip(self.rows, seats):
                row.load(data)
        options = choices.get("options") if choices else None
        self._build_options(game, options if isinstance(options, dict) else None)
        self._players_changed()

    def choices(self) -> dict[str, Any]:
        """What the form says now (unchecked): the title, its seats and options, as remembered."""
        return {
            "game": self.game_name(),
            "seats": [row.seat().to_json() for row in self.rows[: self.players.value()]],
            "options": self.options(),
        }

    def _players_changed(self) -> None:
        for i, row in enumerate(self.rows):
            row.set_visible(i < self.players.value())

    def _build_options(self, game: Game, values: dict[str, Any] | None = None) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._option_widgets.clear()
        self._option_specs = {spec.name: spec for spec in game.options()}
        values = values or {}
        for spec in game.options():
            value = values.get(spec.name, spec.default)
            try:
                value = spec.validate(value)
            except ValueError:
                value = spec.default
            if spec.kind == "bool":
                widget: QWidget = QCheckBox()
                widget.setChecked(bool(value))
            elif spec.kind == "int":
                widget = QSpinBox()
                widget.setRange(spec.minimum if spec.minimum is not None else -(10**6), spec.maximum if spec.maximum is not None else 10**6)
                if spec.minimum == -1 and spec.default == -1:
                    # the engines' convention for "no fixed value": -1 means chosen at random
                    widget.setSpecialValueText(self.tr("at random"))
                widget.setValue(int(value))
            else:
                widget = QComboBox()
                for choice in spec.choices:
                    widget.addItem(str(choice), choice)
                index = widget.findData(value)
                widget.setCurrentIndex(max(0, index))
            widget.setObjectName(f"option_{spec.name}")
            note = hotseat_note(game.name, spec.name)
            explanation = "\n".join(text for text in (spec.help, note) if text)
            label = OptionLabel(self.tr("{option}:").format(option=spec.label))
            label.setObjectName(f"option_label_{spec.name}")
            label.setBuddy(widget)
            widget.setToolTip(explanation)
            label.setToolTip(explanation)
            self._option_widgets[spec.name] = widget
            field: QWidget = widget
            if spec.kind == "bool" and explanation:
                # the switch with its one-line description beside it (a click on the words toggles it too)
                field = QWidget()
                row = QHBoxLayout(field)
                row.setContentsMargins(0, 0, 0, 0)
                about = OptionLabel(explanation)
                about.setObjectName(f"option_about_{spec.name}")
                about.setBuddy(widget)
                about.setWordWrap(True)
                about.setToolTip(explanation)
                about.setStyleSheet("color: #555555")
                row.addWidget(widget)
                row.addWidget(about, 1)
            self.options_form.addRow(label, field)
            label.show()  # at once, not from the event loop: the dialog is sized for them below
            field.show()
        self.options_box.setVisible(bool(self._option_widgets))
        self._fit()

    def _fit(self) -> None:
        """Size the dialog to its content (another title may have far fewer options)."""
        layout = self.layout()
        if layout is None:
            return
        self.options_form.invalidate()
        self.options_form.activate()
        layout.invalidate()
        layout.activate()
        self.resize(self.width(), self.fitting_height())

    def fitting_height(self) -> int:
        """The height the content needs at the dialog's width (wrapped descriptions included)."""
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            return max(layout.totalHeightForWidth(self.width()), layout.totalMinimumSize().height())
        return self.sizeHint().height()

    def options(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for name, widget in self._option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[name] = widget.value()
            elif isinstance(widget, QComboBox):
                values[name] = widget.currentData()
        return values

    def setup(self) -> NewGameSetup:
        """The choices, checked; ValueError with a message for people when something is wrong."""
        game = self._games.get(self.game_name())
        if game is None:
            raise ValueError(self.tr("Choose a game."))
        seats = [row.seat() for row in self.rows[: self.players.value()]]
        for i, seat in enumerate(seats):
            if not seat.name:
                raise ValueError(self.tr("Seat {n} needs a name.").format(n=i + 1))
        names = [s.name.casefold() for s in seats]
        if len(set(names)) != len(names):
            raise ValueError(self.tr("Two seats have the same name; hand-offs would be confusing."))
        colours = [s.colour for s in seats]
        if len(set(colours)) != len(colours):
            raise ValueError(self.tr("Two seats have the same colour."))
        game.check_players(len(seats))
        options = game.validate_options(self.options())
        text = self.seed.text().strip()
        seed = None
        if text:
            try:
                seed = int(text)
            except ValueError:
                raise ValueError(self.tr("The seed must be a whole number (or empty for a random game).")) from None
            if not 0 <= seed < 2**63:
                raise ValueError(self.tr("The seed must be between 0 and 2^63."))
        return NewGameSetup(game=game.name, seats=seats, options=options, seed=seed)

    def accept(self) -> None:
        try:
            setup = self.setup()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        if self._settings is not None:
            remembered = setup.to_json()
            remembered["seed"] = None  # a fixed seed is a one-off; do not repeat it silently
            self._settings.last_new_game = remembered
            self._settings.set_new_game_choices(setup.game, remembered)
        super().accept()

    def _restore(self) -> None:
        """Each title's remembered choices; the form opens on the title last started."""
        settings = self._settings
        last = settings.last_new_game if settings is not None else {}
        if settings is not None:
            for name in self._games:
                choices = settings.new_game_choices(name)
                if choices:
                    self._drafts[name] = choices
        if last.get("game") in self._games and last["game"] not in self._drafts:
            self._drafts[last["game"]] = last  # remembered before choices were kept per title
        index = self.game_box.findData(last.get("game"))
        self.game_box.blockSignals(True)
        if index >= 0:
            self.game_box.setCurrentIndex(index)
        self.game_box.blockSignals(False)
        self._game_changed()

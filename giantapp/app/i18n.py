"""Languages of the app: English (the source text), 繁體中文 (zh_TW) and 简体中文 (zh_CN).

Why this module: one place decides which ``.qm`` files are loaded, so the window, the dialogs, the
pure layers (through :func:`giantapp.engine.i18n.install_translator`) and Qt's own buttons all speak
the same language, and a switch in Settings takes effect at once without touching the game in progress:
Qt sends ``QEvent.LanguageChange`` to every widget when translators change, and :class:`LanguageNotifier`
emits ``language_changed`` for code that builds text outside ``changeEvent`` (scene items, the log).

Data-held words (piece and space names, their tooltips) live in ``resources/help/tooltips.json`` and are
translated in the contexts ``GiantsTerms`` / ``HawaiiTerms`` / ``CommonTerms``; use :func:`term_name` and
:func:`tooltip` for them.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from giantapp.engine import i18n as engine_i18n
from giantapp.resources import resource_path

#: Languages shipped, in the order Settings lists them.
LANGUAGES: tuple[str, ...] = ("en", "zh_TW", "zh_CN")
#: Values the ``language`` setting may take.
SETTING_CHOICES: tuple[str, ...] = ("system",) + LANGUAGES
#: Each language named in itself (never translated: a reader must find their own language).
NATIVE_NAMES: dict[str, str] = {"en": "English", "zh_TW": "繁體中文", "zh_CN": "简体中文"}
#: Key names that Qt's own Traditional Chinese leaves in English while its Simplified Chinese translates
#: them ("Backspace" is 退格 in zh_CN, "Backspace" in zh_TW): our files translate them in Qt's own context,
#: and our translator is installed after Qt's, so it wins and both languages name the keys alike.
KEY_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("QShortcut", "Backspace"),
    QT_TRANSLATE_NOOP("QShortcut", "Return"),
)
#: Context per game for data-held names and tooltips (the extraction script uses the same table).
TERMS_CONTEXT: dict[str, str] = {"giants": "GiantsTerms", "hawaii": "HawaiiTerms", "common": "CommonTerms"}


def resolve_language(code: str | None, locale: QLocale | None = None) -> str:
    """The shipped language for a setting value; ``"system"`` (or anything unknown) follows ``locale``.

    Chinese in Traditional script, or from Taiwan, Hong Kong or Macao, gets zh_TW; other Chinese gets
    zh_CN; every other language gets English.
    """
    if code in LANGUAGES:
        return str(code)
    locale = locale or QLocale.system()
    if locale.language() != QLocale.Language.Chinese:
        return "en"
    if locale.script() == QLocale.Script.TraditionalChineseScript:
        return "zh_TW"
    if locale.territory() in (QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macao):
        return "zh_TW" if locale.script() != QLocale.Script.SimplifiedChineseScript else "zh_CN"
    return "zh_CN"


def qm_file(language: str) -> Path:
    """The compiled translation of the app for ``language`` (English has none: it is the source)."""
    return resource_path("i18n", f"giantapp_{language}.qm")


class LanguageNotifier(QObject):
    """Tells code that builds text outside ``changeEvent`` that the language changed."""

    language_changed = Signal(str)


class _State:
    """The translators currently installed (module-level: there is one application)."""

    def __init__(self) -> None:
        self.language = "en"
        self.translators: list[QTranslator] = []
        self.notifier: LanguageNotifier | None = None


_state = _State()


def notifier() -> LanguageNotifier:
    """The object whose ``language_changed(str)`` signal fires after every switch."""
    if _state.notifier is None:
        _state.notifier = LanguageNotifier()
    return _state.notifier


def current_language() -> str:
    """The language in effect now ("en", "zh_TW" or "zh_CN")."""
    return _state.language


def _engine_translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def switch_language(app: QCoreApplication | None, code: str | None) -> str:
    """Load the translations for ``code`` ("system" allowed) and install them live.

    Returns the language now in effect. Widgets get ``QEvent.LanguageChange`` from Qt; the
    notifier's ``language_changed`` follows. A missing or unreadable ``.qm`` leaves English and says so
    on stderr rather than failing the start-up.
    """
    app = app or QCoreApplication.instance()
    language = resolve_language(code)
    for translator in _state.translators:
        QCoreApplication.removeTranslator(translator)
    _state.translators = []
    if language != "en":
        ours = QTranslator()
        if ours.load(str(qm_file(language))):
            qt_own = QTranslator()  # Qt's standard buttons and dialogs ("Cancel", "OK"…)
            if qt_own.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                _state.translators.append(qt_own)
            # installed last, so asked first: our words win where both have one (KEY_NAMES)
            _state.translators.append(ours)
        else:
            import sys

            print(f"giantapp: the {language} translation {qm_file(language)} could not be loaded; "
                  "showing English", file=sys.stderr)
            language = "en"
    for translator in _state.translators:
        QCoreApplication.installTranslator(translator)
    _state.language = language
    QLocale.setDefault(QLocale(language if language != "en" else "en_US"))
    engine_i18n.install_translator(_engine_translate)
    notifier().language_changed.emit(language)
    return language


def _setting_language(settings: Any) -> str:
    """The ``language`` setting from the app's typed settings wrapper or a plain QSettings."""
    if settings is None:
        return "system"
    value = getattr(settings, "language", None)
    if callable(value):
        value = value()
    if value is None and hasattr(settings, "value"):
        value = settings.value("language", "system", type=str)
    return str(value) if value in SETTING_CHOICES else "system"


def install(app: QCoreApplication, settings: Any = None) -> str:
    """Install the language chosen in ``settings`` (default: the system language) at start-up."""
    return switch_language(app, _setting_language(settings))


# --------------------------------------------------------------------------- data-held terms
@lru_cache(maxsize=1)
def _terms() -> dict[str, dict[str, dict[str, str]]]:
    data = json.loads(resource_path("help", "tooltips.json").read_text(encoding="utf-8"))
    return {game: data.get(game, {}) for game in TERMS_CONTEXT}


def term_kinds(game: str) -> list[str]:
    """Every piece/space kind that has a name and tooltip for ``game`` ("giants", "hawaii", "common")."""
    return sorted(_terms().get(game, {}))


def _entry(game: str, kind: str) -> dict[str, str]:
    try:
        return _terms()[game][kind]
    except KeyError:
        raise KeyError(f"no name/tooltip for {game}:{kind}; known: {', '.join(term_kinds(game))}") from None


def term_name(game: str, kind: str) -> str:
    """The translated name of a piece or space kind, e.g. ``term_name("giants", "moai_2")``."""
    return QCoreApplication.translate(TERMS_CONTEXT[game], _entry(game, kind)["name"])


def tooltip(game: str, kind: str, detail: str = "") -> str:
    """Rich-text tooltip: the name in bold, what it is and does, then ``detail`` (already translated)."""
    entry = _entry(game, kind)
    context = TERMS_CONTEXT[game]
    name = QCoreApplication.translate(context, entry["name"])
    tip = QCoreApplication.translate(context, entry["tip"])
    html = f"<b>{_escape(name)}</b><br>{_escape(tip)}"
    if detail:
        html += f"<br><i>{_escape(detail)}</i>"
    return f"<qt>{html}</qt>"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")

"""Names of the score categories, one source for every place that shows a final scoring.

Why: the Hawaii table's final-scoring card and the game-over dialog used to name the categories each
their own way (the dialog showed the engines' keys, "Long house", in English in every language). Both
read these labels now, so a category is called the same everywhere and in every language. The keys are
the ones the rules give in ``score_breakdown()``; an unknown key still reads sensibly (first letter up,
"_" as a space).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreCategories", text)


def category_labels(game: str) -> dict[str, str]:
    """{category key: translated label} for ``game``'s ``score_breakdown()``."""
    if game == "hawaii":
        return {
            "rounds": _tr("Round scoring"), "lono": _tr("LONO"), "spears": _tr("Spears"), "islands": _tr("Islands"),
            "kahunas": _tr("Kahunas"), "irrigation": _tr("Irrigation"), "hula": _tr("Hula dancers"),
            "long_house": _tr("Long house II"), "laka": _tr("LAKA"), "kanaloa": _tr("KANALOA"),
            "order_bonus": _tr("Order position 1"),
        }
    if game == "giants":
        return {"prestige": _tr("Prestige"), "moai": _tr("Moai"), "hats": _tr("Hats"), "tablets": _tr("Tablets")}
    return {}


def category_label(game: str, key: str) -> str:
    """The label of one category; an unknown key is shown with the first letter up and "_" as spaces."""
    label = category_labels(game).get(key)
    if label is not None:
        return label
    text = key.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def shown_categories(breakdown: list[dict[str, int]], order: tuple[str, ...] | list[str] = ()) -> list[str]:
    """The categories a final scoring lists: those in which somebody scored, in ``order`` (then the
    breakdown's own order), never "total"; the first category stays when nobody scored at all."""
    keys: list[str] = [k for k in order]
    for seat in breakdown:
        keys += [k for k in seat if k not in keys]
    keys = [k for k in keys if k != "total" and any(k in seat for seat in breakdown)]
    scored = [k for k in keys if any(seat.get(k, 0) for seat in breakdown)]
    return scored or keys[:1]


def total_label() -> str:
    return _tr("Total")

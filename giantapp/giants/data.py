"""Edition tables for Giants, loaded from ``resources/giants/edition.json`` and validated at load.

Why a separate module: every number of the rules (dice faces, supply counts, setup per player count,
strengths, prestige for chiefs, tablet scoring) is edition data, so the rules code reads them from one
validated, immutable :class:`Edition` and never hard-codes them. A broken file raises
:class:`~giantapp.engine.errors.DataError` naming the field, at load, before any game starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping

from giantapp.engine.errors import DataError
from giantapp.resources import load_json

EDITION_FORMAT = "giantapp-giants-edition"
#: Object kinds that can be carried: a hat or a moai of size 1, 2 or 3.
CARRY_KINDS = ("hat", "1", "2", "3")


@dataclass(frozen=True)
class DieType:
    letter: str  # notation letter, e.g. "W"
    name: str  # "white"
    faces: tuple[int, ...]


@dataclass(frozen=True)
class Setup:
    bases: int
    dice: tuple[str, ...]  # die letters, in roll order


@dataclass(frozen=True)
class Edition:
    """Every number the Giants rules use. Immutable; shared by all states."""

    colours: tuple[str, ...]
    workers_per_colour: int
    bases_per_colour: int
    markers_per_colour: int
    tablets: int
    logs: int
    hats: int
    moai: Mapping[int, int]  # size -> count in the supply
    dice: Mapping[str, DieType]
    setup: Mapping[int, Setup]  # players -> setup
    start_workers: int
    start_workers_quick: int
    start_markers: int
    first_round_faces: Mapping[int, int]  # face -> value it counts as in round 1
    strength_worker: int
    strength_sorcerer: int
    strength_chief: int
    strength_log: int
    max_logs_per_placement: int
    carry_need: Mapping[str, int]  # "hat"/"1"/"2"/"3" -> strength needed in each entered hex
    helper_prestige: int
    chief_prestige: Mapping[str, int]  # "hat"/"1"/"2"/"3" -> prestige for a borrowed chief
    chief_power_tablets: int
    look_tablets: int
    tablet_pair_size: int
    tablet_pair_points: int
    round_cap: int

    @property
    def moai_sizes(self) -> tuple[int, ...]:
        return tuple(sorted(self.moai))


def _get(data: Mapping[str, Any], key: str, where: str) -> Any:
    if not isinstance(data, Mapping) or key not in data:
        raise DataError(f"edition.json: {where} is missing {key!r}")
    return data[key]


def _int(value: Any, where: str, minimum: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise DataError(f"edition.json: {where} must be a whole number >= {minimum}, not {value!r}")
    return value


def _int_map(data: Any, where: str, keys: tuple[str, ...], minimum: int = 0) -> dict[str, int]:
    if not isinstance(data, Mapping):
        raise DataError(f"edition.json: {where} must be an object")
    if set(data) != set(keys):
        raise DataError(f"edition.json: {where} must have exactly the keys {', '.join(keys)}")
    return {k: _int(data[k], f"{where}.{k}", minimum) for k in keys}


def parse_edition(raw: Any) -> Edition:
    """Validate the raw JSON of an edition and build the :class:`Edition`; DataError names the field."""
    if not isinstance(raw, Mapping):
        raise DataError("edition.json: the file is not a JSON object")
    if raw.get("format") != EDITION_FORMAT:
        raise DataError(f"edition.json: format must be {EDITION_FORMAT!r}")
    colours = _get(raw, "colours", "the edition")
    if not isinstance(colours, list) or not all(isinstance(c, str) and c for c in colours) or len(set(colours)) != len(colours):
        raise DataError("edition.json: colours must be a list of distinct names")
    per = _int_map(_get(raw, "per_colour", "the edition"), "per_colour", ("workers", "chief", "sorcerer", "bases", "markers"))
    if per["chief"] != 1 or per["sorcerer"] != 1:
        raise DataError("edition.json: per_colour.chief and per_colour.sorcerer must be 1")
    supply = _get(raw, "supply", "the edition")
    moai_raw = _get(supply, "moai", "supply")
    if not isinstance(moai_raw, Mapping) or set(moai_raw) != {"1", "2", "3"}:
        raise DataError("edition.json: supply.moai must give counts for sizes 1, 2 and 3")
    moai = {int(k): _int(v, f"supply.moai.{k}", 1) for k, v in moai_raw.items()}
    dice_raw = _get(raw, "dice", "the edition")
    if not isinstance(dice_raw, Mapping) or not dice_raw:
        raise DataError("edition.json: dice must be an object of die types")
    dice: dict[str, DieType] = {}
    for letter, spec in dice_raw.items():
        if not (isinstance(letter, str) and len(letter) == 1 and letter.isupper()):
            raise DataError(f"edition.json: die letter {letter!r} must be one capital letter")
        faces = _get(spec, "faces", f"dice.{letter}")
        if not isinstance(faces, list) or len(faces) < 2:
            raise DataError(f"edition.json: dice.{letter}.faces must list the faces")
        for face in faces:
            _int(face, f"dice.{letter}.faces", 0)
            if face and face not in moai:
                raise DataError(f"edition.json: dice.{letter} has face {face}, which is no moai size")
        name = _get(spec, "name", f"dice.{letter}")
        dice[letter] = DieType(letter, str(name), tuple(faces))
    setup_raw = _get(raw, "setup", "the edition")
    if not isinstance(setup_raw, Mapping) or set(setup_raw) != {"3", "4", "5"}:
        raise DataError("edition.json: setup must cover 3, 4 and 5 players")
    setup: dict[int, Setup] = {}
    for key, spec in setup_raw.items():
        players = int(key)
        bases = _int(_get(spec, "bases", f"setup.{key}"), f"setup.{key}.bases", 1)
        if bases > per["bases"]:
            raise DataError(f"edition.json: setup.{key}.bases is more than the {per['bases']} bases of a colour")
        dice_list = _get(spec, "dice", f"setup.{key}")
        if not isinstance(dice_list, list) or not dice_list or any(d not in dice for d in dice_list):
            raise DataError(f"edition.json: setup.{key}.dice must list known die letters")
        setup[players] = Setup(bases, tuple(dice_list))
    if len(colours) < max(setup):
        raise DataError("edition.json: fewer colours than the largest player count")
    start = _int_map(_get(raw, "start", "the edition"), "start", ("workers", "workers_quick_game", "markers"))
    if max(start["workers"], start["workers_quick_game"]) > per["workers"] or start["markers"] > per["markers"]:
        raise DataError("edition.json: start gives more figures than a colour has")
    first_raw = _get(raw, "first_round_faces", "the edition")
    if not isinstance(first_raw, Mapping):
        raise DataError("edition.json: first_round_faces must be an object")
    first_round = {}
    for k, v in first_raw.items():
        if not k.isdigit() or _int(v, f"first_round_faces.{k}", 1) not in moai:
            raise DataError(f"edition.json: first_round_faces.{k} must map a face to a moai size")
        first_round[int(k)] = v
    strength = _int_map(_get(raw, "strength", "the edition"), "strength", ("worker", "sorcerer", "chief", "log"), 1)
    need = _int_map(_get(raw, "carry_need", "the edition"), "carry_need", CARRY_KINDS, 1)
    chief_prestige = _int_map(_get(raw, "chief_prestige", "the edition"), "chief_prestige", CARRY_KINDS, 0)
    if max(need.values()) > strength["chief"]:
        raise DataError("edition.json: a chief must be able to carry any object alone")
    pair = _get(raw, "tablet_pair", "the edition")
    return Edition(
        colours=tuple(colours),
        workers_per_colour=per["workers"],
        bases_per_colour=per["bases"],
        markers_per_colour=per["markers"],
        tablets=_int(_get(supply, "tablets", "supply"), "supply.tablets"),
        logs=_int(_get(supply, "logs", "supply"), "supply.logs"),
        hats=_int(_get(supply, "hats", "supply"), "supply.hats"),
        moai=moai,
        dice=dice,
        setup=setup,
        start_workers=start["workers"],
        start_workers_quick=start["workers_quick_game"],
        start_markers=start["markers"],
        first_round_faces=first_round,
        strength_worker=strength["worker"],
        strength_sorcerer=strength["sorcerer"],
        strength_chief=strength["chief"],
        strength_log=strength["log"],
        max_logs_per_placement=_int(_get(raw, "max_logs_per_placement", "the edition"), "max_logs_per_placement"),
        carry_need=need,
        helper_prestige=_int(_get(raw, "helper_prestige", "the edition"), "helper_prestige"),
        chief_prestige=chief_prestige,
        chief_power_tablets=_int(_get(raw, "chief_power_tablets", "the edition"), "chief_power_tablets"),
        look_tablets=_int(_get(raw, "look_tablets", "the edition"), "look_tablets"),
        tablet_pair_size=_int(_get(pair, "size", "tablet_pair"), "tablet_pair.size", 1),
        tablet_pair_points=_int(_get(pair, "points", "tablet_pair"), "tablet_pair.points"),
        round_cap=_int(_get(raw, "round_cap", "the edition"), "round_cap", 1),
    )


@lru_cache(maxsize=1)
def load_edition() -> Edition:
    """The shipped edition, loaded once."""
    return parse_edition(load_json("giants", "edition.json"))

"""The hostile-file corpus: damaged, malicious and merely odd save and record files, generated.

Why generated: the files are variations of real records of both titles (a short seeded game each),
mutated field by field with every kind of wrong value, so adding a field or a kind of value adds
cases everywhere at once. Each case belongs to a class; ``python -m tests.hostile.corpus`` prints
the count per class and what ``giantapp replay`` answers for each (exit 0 / 1 / 2).

Cases are data (bytes to write, or a special kind of path such as a FIFO); ``materialize`` puts one in
a folder. Nothing here is hand-written one file at a time.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

HOLE = "\u0000HOLE\u0000"

#: values of the wrong type for any field
WRONG_TYPES = ["null", "true", "false", "0", "-1", "2.5", '""', '"x"', "[]", "{}", "[1, 2]", '{"a": 1}']
#: numbers no game can use
HUGE_INTS = ["9" * 4301, "-" + "1" * 5000, "1" * 19, str(2**64)]
NON_FINITE = ["Infinity", "-Infinity", "NaN", "1e999", "-1e999"]
#: text that is not what it seems: lone surrogates, control and direction characters, odd digits, sizes
ODD_TEXT = ['"\\ud800"', '"a\\udfffb"', '"\\u0000"', '"\\u202eevil"', '"\\u200b"', '"\\ud83d\\ude00"',
            '"' + "n" * 10000 + '"', '"first \\u00b2"', '"bid w\\u2460"', '"\\u0663"', '"\\ufeff"', '"\\n\\t"']
#: action notations the rules must refuse (or read) without an exception
ODD_NOTATION = ["first ²", "first ①", "first " + "9" * 5000, "bid w①", "bid m" + "1" * 5000, "roll W² B1",
                "move M٣ to ٥,٦", "place worker 5,6 logs " + "7" * 4400, "order ²,1", "pay ①/0/0",
                "visit 1 boats " + "1," * 3000 + "1", "buy huts_a shell_hut T3 II r" + "9" * 5000, "",
                " ", "\u0000", "\ud800", "take", "look A" + "0" * 5000, "end -1", "fish , boats ,",
                "kane 1/2", "layout " + ",".join(["x"] * 5000)]
DEPTHS = [1000, 100_000]


@dataclass(frozen=True)
class Case:
    """One hostile input: ``kind`` is "bytes" (``data`` is the file) or a special path kind."""

    name: str
    cls: str
    kind: str = "bytes"
    data: bytes = b""
    #: "record" or "save": which reader the case is aimed at (both readers get every case)
    form: str = "record"


def _base_records() -> dict[str, dict[str, Any]]:
    """A short seeded game of each title, played by the rules themselves."""
    from giantapp.engine import CHANCE, GameRecord, Seat, get_game, record_action

    records = {}
    for game_name, players, steps in (("giants", 3, 30), ("hawaii", 3, 25)):
        game = get_game(game_name)
        options = game.validate_options({})
        state = game.new_game(players, options)
        record = GameRecord(game=game_name, players=players, options=options,
                            seats=[Seat(f"P{i + 1}", "computer" if i else "human", "easy" if i else None) for i in range(players)])
        rng = random.Random(7)
        for _ in range(steps):
            acting = state.to_act()
            if not acting:
                break
            seat = acting[0]
            action = state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
            record_action(record, seat, action)
        records[game_name] = record.to_json()
    return records


def _save(record: dict[str, Any], checksum: bool = True, like: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    """A save around ``record``; its summary describes ``like`` (the record before a mutation)."""
    from giantapp.app.saves import record_checksum

    like = like or record
    names = [s["name"] for s in like["seats"]]
    data: dict[str, Any] = {
        "format": "giantapp-save", "version": 1,
        "summary": {"game": like["game"], "players": like["players"], "names": names, "round": 1,
                    "actions": len(like["actions"]), "finished": False, "saved_at": "2026-01-02T21:40:00+00:00"},
        "seed": 5, "viewer": None, "saved_at": "2026-01-02T21:40:00+00:00",
    }
    if checksum:
        data["checksum"] = record_checksum(record)
    data.update(extra)
    data["record"] = record
    return data


def _paths(value: Any, prefix: tuple = ()) -> Iterator[tuple]:
    """Every path to a field (dict keys, the first two list items) in ``value``."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield prefix + (key,)
            yield from _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value[:2]):
            yield prefix + (index,)
            yield from _paths(item, prefix + (index,))


def _with_hole(value: Any, path: tuple) -> Any:
    copied = copy.deepcopy(value)
    target = copied
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = HOLE
    return copied


def _fill(value: Any, fragment: str) -> bytes:
    """``value`` as JSON text with the raw JSON ``fragment`` where the hole is."""
    return json.dumps(value).replace(json.dumps(HOLE), fragment).encode("utf-8")


def _field_cases(cls: str, fragments: list[str], records: dict[str, dict[str, Any]], paths_of: str = "all") -> Iterator[Case]:
    for game, record in records.items():
        record_paths = [p for p in _paths(record) if p[:1] != ("actions",) or len(p) <= 3]
        for path in record_paths:
            label = ".".join(map(str, path))
            for number, fragment in enumerate(fragments):
                yield Case(f"{game}-record-{label}-{number}", cls, data=_fill(_with_hole(record, path), fragment))
                if len(path) == 1:  # inside a save the same reader checks the record: its top level is enough
                    save = _save(_with_hole(record, path), checksum=False, like=record)
                    yield Case(f"{game}-save-record.{label}-{number}", cls, data=_fill(save, fragment), form="save")
        save = _save(record)
        for path in [p for p in _paths({k: v for k, v in save.items() if k != "record"})]:
            label = ".".join(map(str, path))
            for number, fragment in enumerate(fragments):
                yield Case(f"{game}-save-{label}-{number}", cls, data=_fill(_with_hole(save, path), fragment), form="save")


def cases() -> list[Case]:
    """The whole corpus (deterministic)."""
    records = _base_records()
    out: list[Case] = []
    rng = random.Random(2026)
    for game, record in records.items():
        valid_record = json.dumps(record).encode("utf-8")
        valid_save = json.dumps(_save(record)).encode("utf-8")
        for form, text in (("record", valid_record), ("save", valid_save)):
            # damaged: empty, cut short, bytes flipped, not UTF-8, not JSON
            damaged = [b"", b" \n\t ", b"\x00" * 64, b"\xff\xfe{\x00}\x00", text.decode().encode("utf-16"),
                       b"\x89PNG\r\n\x1a\n" + bytes(range(256)), text[:-1] + b"\xc3", b"[" * 10 + b"]" * 9,
                       b"{" + text, text + b"}", text.replace(b'"', b"'"), b"null", b"[1, 2, 3]", b'"a string"',
                       b"123", b"true", b"\xef\xbb\xbf" + text]
            for cut in (1, 2, len(text) // 3, len(text) // 2, len(text) - 2, len(text) - 1):
                damaged.append(text[:cut])
            for _ in range(6):
                position = rng.randrange(len(text))
                damaged.append(text[:position] + bytes([rng.randrange(256)]) + text[position + 1:])
            for number, data in enumerate(damaged):
                out.append(Case(f"{game}-{form}-damaged-{number}", "damaged", data=data, form=form))
            # nesting, at the top and inside fields
            for depth in DEPTHS:
                out.append(Case(f"{game}-{form}-nested-list-{depth}", "nesting", data=b"[" * depth + b"]" * depth, form=form))
                out.append(Case(f"{game}-{form}-nested-object-{depth}", "nesting",
                                data=b'{"a":' * depth + b"1" + b"}" * depth, form=form))
                out.append(Case(f"{game}-{form}-nested-unclosed-{depth}", "nesting", data=b"[" * depth, form=form))
            # size: just over the limit, and a legal-looking file of many actions
            from giantapp.engine.untrusted import MAX_FILE_BYTES

            out.append(Case(f"{game}-{form}-over-the-limit", "size", data=text + b" " * (MAX_FILE_BYTES + 1 - len(text)), form=form))
        many = dict(record, actions=record["actions"] + [{"seat": 0, "action": "x" * 20}] * 150_000)
        out.append(Case(f"{game}-record-many-actions", "size", data=json.dumps(many).encode("utf-8")))
        long_name = copy.deepcopy(record)
        long_name["seats"][0]["name"] = "n" * 6_000_000
        out.append(Case(f"{game}-record-huge-name", "size", data=json.dumps(long_name).encode("utf-8")))
        # notation: one action replaced by text the parsers must refuse
        for number, notation in enumerate(ODD_NOTATION + ["".join(chr(rng.randrange(0x20, 0x2FFFF)) for _ in range(rng.randrange(1, 30)))
                                                          for _ in range(20)]):
            mutated = copy.deepcopy(record)
            mutated["actions"][len(mutated["actions"]) // 2]["action"] = notation
            try:
                data = json.dumps(mutated, ensure_ascii=False).encode("utf-8")
            except UnicodeEncodeError:
                data = json.dumps(mutated).encode("utf-8")  # a lone surrogate: only as an escape
            out.append(Case(f"{game}-record-notation-{number}", "notation", data=data))
        # out of range: players, seats, options
        for players in (0, 1, 2, 6, 99, -1):
            out.append(Case(f"{game}-record-players-{players}", "out-of-range", data=json.dumps(dict(record, players=players)).encode()))
        for seat in (-2, record["players"], 99, -99):
            mutated = copy.deepcopy(record)
            mutated["actions"][3]["seat"] = seat
            out.append(Case(f"{game}-record-seat-{seat}", "out-of-range", data=json.dumps(mutated).encode()))
            out.append(Case(f"{game}-save-viewer-{seat}", "out-of-range", data=json.dumps(_save(record, viewer=seat)).encode(), form="save"))
        for option, values in (("first_player", (3, 4, 5, 99, -2)), ("round_cap", (0, 100, 10**17))):
            for value in values:
                mutated = copy.deepcopy(record)
                mutated["options"][option] = value
                out.append(Case(f"{game}-record-{option}-{value}", "out-of-range", data=json.dumps(mutated).encode()))
                out.append(Case(f"{game}-save-{option}-{value}", "out-of-range", data=json.dumps(_save(mutated)).encode(), form="save"))
        # a save whose checksum or version does not fit
        for number, extra in enumerate(({"checksum": "0" * 64}, {"version": 2}, {"version": 0}, {"format": "giantapp-record"})):
            out.append(Case(f"{game}-save-head-{number}", "wrong-type", data=json.dumps(_save(record, **extra)).encode(), form="save"))
    out += list(_field_cases("wrong-type", WRONG_TYPES, records))
    out += list(_field_cases("huge-int", HUGE_INTS, records))
    out += list(_field_cases("non-finite", NON_FINITE, records))
    out += list(_field_cases("unicode", ODD_TEXT, records))
    for kind in ("directory", "fifo", "dev-zero", "dev-null", "dangling-link", "missing", "dev-urandom"):
        out.append(Case(f"special-{kind}", "not-a-file", kind=kind))
        out.append(Case(f"special-{kind}-save", "not-a-file", kind=kind, form="save"))
    return out


def materialize(case: Case, folder: Path, name: str | None = None) -> Path:
    """Put ``case`` into ``folder`` as a file (or a FIFO, link, folder...) and return its path."""
    digest = hashlib.sha1(case.name.encode()).hexdigest()[:10]
    path = folder / (name or f"{case.cls}-{digest}.giantapp.json")
    if case.kind == "bytes":
        path.write_bytes(case.data)
    elif case.kind == "directory":
        path.mkdir()
    elif case.kind == "fifo":
        os.mkfifo(path)
    elif case.kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif case.kind == "dev-null":
        path.symlink_to("/dev/null")
    elif case.kind == "dev-urandom":
        path.symlink_to("/dev/urandom")
    elif case.kind == "dangling-link":
        path.symlink_to(folder / "nothing-here")
    elif case.kind != "missing":
        raise ValueError(case.kind)
    return path


#: what ``giantapp replay`` must answer per class (None: 0, 1 or 2 are all clean answers there: a
#: wrong-typed value can still be valid (no colour, no actions), a flipped byte can land in a name, and
#: replay checks the record inside a save, not the save's viewer). Notation: 1 when the rules refuse
#: the text, 2 when the file itself is refused first (a lone surrogate, over 1000 characters).
EXPECTED_REPLAY = {"damaged": None, "nesting": {2}, "size": {1, 2}, "not-a-file": {2}, "huge-int": {2},
                   "non-finite": {2}, "notation": {1, 2}, "out-of-range": None, "wrong-type": None, "unicode": None}


def main() -> int:
    """Print the corpus counts and replay's answers per class (one JSON object)."""
    import contextlib
    import io
    import sys
    import tempfile
    from collections import Counter, defaultdict

    from giantapp.cli.main import main as cli

    answers: dict[str, Counter] = defaultdict(Counter)
    with tempfile.TemporaryDirectory() as tmp:
        for index, case in enumerate(cases()):
            path = materialize(case, Path(tmp), f"{index}.json")
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                code = cli(["replay", str(path), "--json"])
            answers[case.cls][f"exit {code}"] += 1
    summary = {cls: dict(sorted(counter.items())) for cls, counter in sorted(answers.items())}
    summary["total"] = sum(sum(c.values()) for c in answers.values())
    print(json.dumps(summary))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

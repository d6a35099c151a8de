#!/usr/bin/env python3
"""Extract every player-visible string, merge it into the .ts files and compile the .qm files.

Why our own extractor instead of only ``pyside6-lupdate``: the pure layers (rules, computer players)
may not import Qt, so they call ``giantapp.engine.i18n.tr("Context", "text", **fields)``, which lupdate
does not know; and data-held strings (tooltips, piece and space names) live in JSON. One AST pass finds
all of them the same way, so the test in ``tests/i18n`` can re-run exactly this extraction and fail when
a string lacks a finished translation.

Recognised calls (arguments must be string literals; anything else is reported as a warning):

- ``tr("Context", "text", ...)`` and ``something.tr("Context", "text", ...)``  (pure-layer hook)
- ``noop("Context", "text")`` / ``QT_TRANSLATE_NOOP("Context", "text")``     (marked, translated later)
- ``QCoreApplication.translate("Context", "text"[, "disambiguation"])`` / ``translate(...)``
- ``self.tr("text")`` / ``QT_TR_NOOP("text")``: context = the enclosing class name, as lupdate does.
- calls of a module's own wrapper, e.g. ``def _tr(text): return QCoreApplication.translate("Session", text)``
  then ``_tr("Seat {n} needs a name.")``: the wrapper's fixed context is used (see :func:`_wrappers`).

Data strings come from ``resources/help/tooltips.json`` (contexts ``GiantsTerms`` / ``HawaiiTerms``),
see :func:`data_messages`.

Usage (from the repository root)::

    python tools/update_translations.py            # extract, merge, compile; print a summary
    python tools/update_translations.py --todo todo.json    # also write the unfinished strings as JSON
    python tools/update_translations.py --apply done.json   # fill translations from such a JSON, compile
    python tools/update_translations.py --check    # change nothing; exit 1 if anything is missing/stale
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "giantapp"
I18N_DIR = ROOT / "resources" / "i18n"
TOOLTIPS = ROOT / "resources" / "help" / "tooltips.json"
#: The shipped translations besides the English source text.
LANGUAGES = ("zh_TW", "zh_CN")
#: Context of data-held names and tooltips per game (see giantapp/app/i18n.py).
TERMS_CONTEXT = {"giants": "GiantsTerms", "hawaii": "HawaiiTerms", "common": "CommonTerms"}

_PAIR_CALLS = {"tr", "noop", "translate", "QT_TRANSLATE_NOOP"}
_CLASS_CALLS = {"QT_TR_NOOP"}
_FIELD_RE = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:[!:][^{}]*)?\}(?!\})")


@dataclass(frozen=True, order=True)
class Key:
    """A message as Qt identifies it: context, source text and optional disambiguation."""

    context: str
    source: str
    comment: str = ""


@dataclass
class Message:
    key: Key
    locations: list[str] = field(default_factory=list)


@dataclass
class Entry:
    """One message in a .ts file."""

    key: Key
    translation: str = ""
    finished: bool = False
    vanished: bool = False


def ts_path(language: str) -> Path:
    return I18N_DIR / f"giantapp_{language}.ts"


def qm_path(language: str) -> Path:
    return I18N_DIR / f"giantapp_{language}.qm"


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a format string (translations must keep exactly these)."""
    return set(_FIELD_RE.findall(text))


# --------------------------------------------------------------------------- extraction
def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _call_name(node: ast.Call) -> tuple[str, bool] | None:
    """(function name, called as attribute?) for names we care about."""
    func = node.func
    if isinstance(func, ast.Name):
        return func.id, False
    if isinstance(func, ast.Attribute):
        return func.attr, True
    return None


def _wrappers(tree: ast.Module) -> tuple[dict[str, tuple[str, int]], set[int]]:
    """Functions of a module that translate one of their parameters in a fixed context.

    ``def _tr(text): return QCoreApplication.translate("Session", text)`` gives ``{"_tr": ("Session", 0)}``:
    calls ``_tr("literal")`` (or ``self._tr("literal")`` for a method) are then extracted in "Session".
    Also returns the ids of the translate calls inside the wrappers (their text is a parameter, not a
    mistake to warn about).
    """
    found: dict[str, tuple[str, int]] = {}
    bodies: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            name, args, body = node.name, node.args, node
        elif (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
              and isinstance(node.value, ast.Lambda)):  # t = lambda text: QCoreApplication.translate("C", text)
            name, args, body = node.targets[0].id, node.value.args, node.value
        else:
            continue
        params = [a.arg for a in args.args]
        if params and params[0] in ("self", "cls"):
            params = params[1:]
        for inner in ast.walk(body):
            if not isinstance(inner, ast.Call):
                continue
            named = _call_name(inner)
            if named is None or named[0] not in ("translate", "tr") or len(inner.args) < 2:
                continue
            context, text = _literal(inner.args[0]), inner.args[1]
            if context is not None and isinstance(text, ast.Name) and text.id in params:
                found[name] = (context, params.index(text.id))
                bodies.add(id(inner))
    return found, bodies


def _is_self(func: ast.expr) -> bool:
    """``self.tr`` / ``cls.tr`` / ``super().tr``: the context is the enclosing class."""
    value = getattr(func, "value", None)
    if isinstance(value, ast.Name):
        return value.id in ("self", "cls")
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "super"


def _constants(tree: ast.Module) -> dict[str, str]:
    """Module-level ``NAME = "literal"`` constants (``self.tr(FILTER_TEXT)`` translates one of these)."""
    out: dict[str, str] = {}
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and _literal(node.value) is not None):
            out[node.targets[0].id] = _literal(node.value)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None \
                and _literal(node.value) is not None:
            out[node.target.id] = _literal(node.value)
    return out


class _Visitor(ast.NodeVisitor):
    def __init__(self, filename: str, wrappers: tuple[dict[str, tuple[str, int]], set[int]] | None = None,
                 constants: dict[str, str] | None = None) -> None:
        self.filename = filename
        self.wrapper_bodies = wrappers[1] if wrappers else set()
        self.wrappers = wrappers[0] if wrappers else {}
        self.constants = constants or {}
        self.classes: list[str] = []
        self.found: list[tuple[Key, str]] = []
        self.warnings: list[str] = []
        self.annotations: list[dict[str, str]] = []

    def _text(self, node: ast.AST) -> str | None:
        """A literal, or a module-level string constant named by ``node``."""
        literal = _literal(node)
        if literal is None and isinstance(node, ast.Name):
            return self.constants.get(node.id)
        return literal

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        annotated: dict[str, str] = {}
        for arg in node.args.args + node.args.kwonlyargs:
            note = arg.annotation
            if isinstance(note, ast.Constant) and isinstance(note.value, str) and note.value.isidentifier():
                annotated[arg.arg] = note.value  # dialog: "NewGameDialog"
            elif isinstance(note, ast.Name):
                annotated[arg.arg] = note.id
        self.annotations.append(annotated)
        self.generic_visit(node)
        self.annotations.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def _receiver_class(self, func: ast.expr) -> str | None:
        """The annotated class of ``x`` in ``x.tr(...)`` when ``x`` is a parameter with a class annotation."""
        value = getattr(func, "value", None)
        if isinstance(value, ast.Name) and self.annotations:
            return self.annotations[-1].get(value.id)
        return None

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def _warn(self, node: ast.AST, what: str) -> None:
        if id(node) in self.wrapper_bodies:
            return  # the wrapper's own body translates its parameter: that is the point of it
        self.warnings.append(f"{self.filename}:{getattr(node, 'lineno', '?')}: {what}")

    def visit_Call(self, node: ast.Call) -> None:
        named = _call_name(node)
        if named is not None:
            name, attribute = named
            where = f"{self.filename}:{node.lineno}"
            args = node.args
            if name in self.wrappers and name not in _PAIR_CALLS:
                context, index = self.wrappers[name]
                text = self._text(args[index]) if len(args) > index else None
                if text is not None:
                    self.found.append((Key(context, text), where))
                elif len(args) > index:
                    self._warn(node, f"{name}() with a non-literal text cannot be extracted")
            elif name in _PAIR_CALLS and len(args) >= 2:
                context, text = _literal(args[0]), self._text(args[1])
                comment = _literal(args[2]) if name == "translate" and len(args) >= 3 else ""
                if context is not None and text is not None:
                    self.found.append((Key(context, text, comment or ""), where))
                elif name in ("tr", "translate", "QT_TRANSLATE_NOOP") and (context is not None or text is not None):
                    self._warn(node, f"{name}() with a non-literal argument cannot be extracted")
            elif (name == "tr" and attribute and len(args) >= 1 and not _is_self(node.func)
                  and self._text(args[0]) is not None and self._receiver_class(node.func)):
                self.found.append((Key(self._receiver_class(node.func), self._text(args[0])), where))
            elif (name == "tr" and attribute and len(args) >= 1 and not _is_self(node.func)
                  and _literal(args[0]) is not None):
                # other.tr("text") translates in other's class, which the source does not say
                self._warn(node, f"{ast.unparse(node.func)}({args[0].value!r}): the context is the class of "
                           f"{ast.unparse(node.func.value)}, unknown here; use QCoreApplication.translate(\"Class\", ...)")
            elif (name == "tr" and attribute and len(args) >= 1) or (name in _CLASS_CALLS and len(args) == 1):
                text = self._text(args[0])
                comment = _literal(args[1]) if len(args) >= 2 else ""
                if text is not None and self.classes:
                    self.found.append((Key(self.classes[-1], text, comment or ""), where))
                elif text is None and len(args) == 1 and not isinstance(args[0], ast.Constant):
                    self._warn(node, f"{name}() with a non-literal text cannot be extracted")
                elif not self.classes:
                    self._warn(node, f"{name}('...') outside a class has no context")
        self.generic_visit(node)


def python_messages(source_dir: Path = SOURCE_DIR) -> tuple[list[Message], list[str]]:
    """Every translatable literal in the Python sources, with locations, and the warnings."""
    messages: dict[Key, Message] = {}
    warnings: list[str] = []
    for path in sorted(source_dir.rglob("*.py")):
        rel = path.relative_to(source_dir.parent).as_posix()
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
        except SyntaxError as exc:  # someone's file mid-edit: say so, extract the rest
            warnings.append(f"{rel}: not parsed ({exc.msg} at line {exc.lineno})")
            continue
        visitor = _Visitor(rel, _wrappers(tree), _constants(tree))
        visitor.visit(tree)
        warnings.extend(visitor.warnings)
        for key, where in visitor.found:
            messages.setdefault(key, Message(key)).locations.append(where)
    return list(messages.values()), warnings


def data_messages(tooltips: Path = TOOLTIPS) -> list[Message]:
    """Names and tooltip texts held in resources/help/tooltips.json."""
    if not tooltips.is_file():
        return []
    data = json.loads(tooltips.read_text(encoding="utf-8"))
    out: list[Message] = []
    for game, context in TERMS_CONTEXT.items():
        for kind, item in sorted(data.get(game, {}).items()):
            for part in ("name", "tip"):
                text = item.get(part)
                if text:
                    out.append(Message(Key(context, text), [f"resources/help/tooltips.json:{game}.{kind}.{part}"]))
    return out


def extract() -> tuple[list[Message], list[str]]:
    """All messages of the application (Python sources and data), deduplicated, sorted."""
    found, warnings = python_messages()
    merged: dict[Key, Message] = {m.key: m for m in found}
    for message in data_messages():
        merged.setdefault(message.key, message).locations.extend(
            loc for loc in message.locations if loc not in merged[message.key].locations
        )
    return sorted(merged.values(), key=lambda m: m.key), warnings


# --------------------------------------------------------------------------- .ts files
def read_ts(path: Path) -> dict[Key, Entry]:
    """The entries of a .ts file (empty when it does not exist yet)."""
    if not path.is_file():
        return {}
    root = ET.parse(path).getroot()
    entries: dict[Key, Entry] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment") or ""
            tnode = message.find("translation")
            kind = tnode.get("type", "") if tnode is not None else "unfinished"
            text = (tnode.text or "") if tnode is not None else ""
            key = Key(name, source, comment)
            entries[key] = Entry(
                key,
                translation=text,
                finished=kind == "",
                vanished=kind in ("vanished", "obsolete"),
            )
    return entries


def merge(messages: Iterable[Message], existing: dict[Key, Entry]) -> dict[Key, Entry]:
    """Current messages keep their translations; new ones come in unfinished; gone ones are vanished.

    A vanished string that comes back unchanged (same context and text) is finished again: its translation
    was written for exactly that text (strings disappear for a while when code is mid-edit, and
    translations can be prepared ahead for strings about to be added).
    """
    merged: dict[Key, Entry] = {}
    for message in messages:
        old = existing.get(message.key)
        if old is None:
            merged[message.key] = Entry(message.key)
        else:
            finished = (old.finished or old.vanished) and bool(old.translation)
            if finished and placeholders(old.translation) != placeholders(message.key.source):
                finished = False
            merged[message.key] = Entry(message.key, old.translation, finished, False)
    for key, old in existing.items():
        if key not in merged and old.translation:
            merged[key] = Entry(key, old.translation, False, True)
    return merged


def write_ts(path: Path, language: str, entries: dict[Key, Entry]) -> None:
    """Write a .ts file in Qt Linguist's format, contexts and messages sorted (stable diffs)."""
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    by_context: dict[str, list[Entry]] = {}
    for entry in entries.values():
        by_context.setdefault(entry.key.context, []).append(entry)
    for context_name in sorted(by_context):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = context_name
        for entry in sorted(by_context[context_name], key=lambda e: e.key):
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = entry.key.source
            if entry.key.comment:
                ET.SubElement(message, "comment").text = entry.key.comment
            translation = ET.SubElement(message, "translation")
            translation.text = entry.translation
            if entry.vanished:
                translation.set("type", "vanished")
            elif not entry.finished:
                translation.set("type", "unfinished")
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".ts.tmp")
    tmp.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    os.replace(tmp, path)


# --------------------------------------------------------------------------- checks
def problems(language: str, messages: Iterable[Message], entries: dict[Key, Entry]) -> list[str]:
    """Why ``language`` is not complete: missing, unfinished, empty or placeholder-mismatched strings."""
    out: list[str] = []
    for message in messages:
        entry = entries.get(message.key)
        where = message.locations[0] if message.locations else "?"
        label = f"[{language}] {message.key.context}: {message.key.source!r} ({where})"
        if entry is None or entry.vanished:
            out.append(f"{label} is not in the .ts file (run tools/update_translations.py)")
        elif not entry.translation.strip():
            out.append(f"{label} has no translation")
        elif not entry.finished:
            out.append(f"{label} is marked unfinished")
        elif placeholders(entry.translation) != placeholders(message.key.source):
            out.append(f"{label} has fields {sorted(placeholders(entry.translation))}, "
                       f"the source has {sorted(placeholders(message.key.source))}")
    for entry in entries.values():
        if not entry.vanished and not entry.finished and not any(m.key == entry.key for m in messages):
            out.append(f"[{language}] {entry.key.context}: {entry.key.source!r} is unfinished in the .ts file")
    return out


# --------------------------------------------------------------------------- compiling
def lrelease_command() -> list[str]:
    """pyside6-lrelease next to this Python, on PATH, or PySide6's own binary."""
    here = Path(sys.executable).parent
    for candidate in (here / "pyside6-lrelease", here / "pyside6-lrelease.exe"):
        if candidate.is_file():
            return [str(candidate)]
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if found:
        return [found]
    import PySide6  # only the tool needs Qt here

    binary = Path(PySide6.__file__).parent / ("lrelease.exe" if os.name == "nt" else "lrelease")
    if binary.is_file():
        return [str(binary)]
    raise SystemExit("pyside6-lrelease was not found; install PySide6 (pip install PySide6-Essentials)")


def compile_qm(ts: Path, qm: Path) -> None:
    """Compile ``ts`` to ``qm`` with lrelease (unfinished entries are left out, as Qt does)."""
    result = subprocess.run([*lrelease_command(), "-silent", "-removeidentical", str(ts), "-qm", str(qm)],
                            capture_output=True, text=True)
    if result.returncode != 0 or not qm.is_file():
        raise RuntimeError(f"lrelease failed on {ts}: {result.stderr.strip() or result.stdout.strip()}")


def qm_is_current(language: str) -> bool:
    """True when the shipped .qm is exactly what the .ts compiles to now."""
    ts, qm = ts_path(language), qm_path(language)
    if not ts.is_file() or not qm.is_file():
        return False
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / qm.name
        compile_qm(ts, fresh)
        return fresh.read_bytes() == qm.read_bytes()


# --------------------------------------------------------------------------- JSON exchange
def todo_items(messages: list[Message], per_language: dict[str, dict[Key, Entry]]) -> list[dict[str, str]]:
    """Unfinished messages as JSON items a translator fills in (``--apply`` reads them back)."""
    items = []
    for message in messages:
        row = {"context": message.key.context, "source": message.key.source}
        if message.key.comment:
            row["comment"] = message.key.comment
        missing = False
        for language in LANGUAGES:
            entry = per_language[language].get(message.key)
            row[language] = entry.translation if entry else ""
            missing |= entry is None or not entry.finished or not entry.translation
        if missing:
            row["where"] = message.locations[0] if message.locations else ""
            similar = similar_vanished(message.key, per_language)
            if similar is not None:
                row["was"] = similar  # the translation of a reworded string, to edit rather than retype
            items.append(row)
    return items


def similar_vanished(key: Key, per_language: dict[str, dict[Key, Entry]]) -> dict[str, str] | None:
    """The closest vanished string of the same context (a rewording), with its translations, or None."""
    import difflib

    first = per_language[LANGUAGES[0]]
    candidates = [k for k, e in first.items() if e.vanished and k.context == key.context]
    best = difflib.get_close_matches(key.source, [k.source for k in candidates], n=1, cutoff=0.75)
    if not best:
        return None
    old = next(k for k in candidates if k.source == best[0])
    out = {"source": old.source}
    for language in LANGUAGES:
        entry = per_language[language].get(old)
        out[language] = entry.translation if entry else ""
    return out


def apply_items(items: list[dict[str, str]], per_language: dict[str, dict[Key, Entry]]) -> int:
    """Fill translations from JSON items (finished when non-empty); returns how many were set."""
    count = 0
    for row in items:
        key = Key(row["context"], row["source"], row.get("comment", ""))
        for language in LANGUAGES:
            text = (row.get(language) or "").strip("\n")
            if not text:
                continue
            if placeholders(text) != placeholders(key.source):
                print(f"warning: [{language}] {key.source!r}: fields differ in {text!r}; left unfinished",
                      file=sys.stderr)
                finished = False
            else:
                finished = True
            entries = per_language[language]
            entries[key] = Entry(key, text, finished, False)
            count += 1
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if anything is missing or stale")
    parser.add_argument("--todo", metavar="JSON", help="write the unfinished strings to this JSON file")
    parser.add_argument("--apply", metavar="JSON", action="append", default=[],
                        help="fill translations from a JSON list of {context, source, zh_TW, zh_CN}")
    parser.add_argument("--no-compile", action="store_true", help="do not run lrelease")
    parser.add_argument("--quiet", action="store_true", help="no warnings about non-literal calls")
    args = parser.parse_args(argv)

    messages, warnings = extract()
    if not args.quiet:
        for warning in warnings:
            print(f"warning: {warning}", file=sys.stderr)
    per_language = {lang: merge(messages, read_ts(ts_path(lang))) for lang in LANGUAGES}
    for name in args.apply:
        try:
            items = json.loads(Path(name).read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            print(f"error: cannot read {name}: {exc}", file=sys.stderr)
            return 2
        if not isinstance(items, list) or not all(isinstance(i, dict) and "context" in i and "source" in i for i in items):
            print(f"error: {name} must be a JSON list of objects with context and source", file=sys.stderr)
            return 2
        print(f"{name}: {apply_items(items, per_language)} translations applied")
    current = {m.key for m in messages}
    for entries in per_language.values():  # translations of strings no longer in the source are kept vanished
        for key, entry in entries.items():
            if key not in current and not entry.vanished:
                entry.vanished, entry.finished = True, False
    failing = 0
    for language in LANGUAGES:
        entries = per_language[language]
        issues = problems(language, messages, entries)
        finished = sum(1 for m in messages if entries[m.key].finished)
        vanished = sum(1 for e in entries.values() if e.vanished)
        print(f"{language}: {len(messages)} strings, {finished} finished, {len(messages) - finished} to do, "
              f"{vanished} vanished")
        if args.check:
            stale = not qm_is_current(language) or read_ts(ts_path(language)) != entries
            if stale:
                print(f"{language}: .ts or .qm is not up to date (run tools/update_translations.py)")
            for issue in issues[:40]:
                print("  " + issue)
            failing += bool(issues) or stale
            continue
        write_ts(ts_path(language), language, entries)
        if not args.no_compile:
            compile_qm(ts_path(language), qm_path(language))
    if args.todo:
        items = todo_items(messages, per_language)
        Path(args.todo).write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"{args.todo}: {len(items)} strings to translate")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Refresh the vendored copy of the edition spec in ``tests/spec/`` from ``../shared/rules`` and say
whether it changed.

Why a vendored copy: the spec lives outside the repository (``../shared/rules/*.json`` and ``*.md``), and a
fresh clone in CI does not have it, yet ``tests/spec`` checks ``resources/`` against it wherever both
define a value. The copy is refreshed by hand with this tool and committed; a change of the spec then
shows up as a diff to review (and as failing tests where our data no longer agrees). The copy folder
holds the spec's JSON and Markdown files and no others of those types (a sync removes them).

Usage (from the repository root)::

    python tools/sync_spec.py            # copy; print what changed; exit 1 if anything changed
    python tools/sync_spec.py --check    # change nothing; exit 1 if the copy is not up to date
    python tools/sync_spec.py --source DIR --target DIR

Exit status: 0 the copy was already up to date, 1 it changed (or would change with ``--check``),
2 the spec folder is missing.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT.parent / "shared" / "rules"
TARGET = ROOT / "tests" / "spec"
PATTERNS = ("*.json", "*.md")


def spec_files(folder: Path) -> dict[str, bytes]:
    """{file name: bytes} of the spec files in ``folder`` (JSON and Markdown; nothing else)."""
    return {p.name: p.read_bytes() for pattern in PATTERNS for p in sorted(folder.glob(pattern)) if p.is_file()}


def differences(source: Path, target: Path) -> list[tuple[str, str]]:
    """(change, file name) that copying ``source`` over ``target`` would make: added, changed, removed."""
    new, old = spec_files(source), spec_files(target) if target.is_dir() else {}
    changes = [("added", name) for name in sorted(set(new) - set(old))]
    changes += [("changed", name) for name in sorted(set(new) & set(old)) if new[name] != old[name]]
    changes += [("removed", name) for name in sorted(set(old) - set(new))]
    return changes


def sync(source: Path, target: Path) -> list[tuple[str, str]]:
    """Make ``target`` hold exactly the spec files of ``source``; the changes made."""
    changes = differences(source, target)
    target.mkdir(parents=True, exist_ok=True)
    new = spec_files(source)
    for change, name in changes:
        if change == "removed":
            (target / name).unlink()
        else:
            (target / name).write_bytes(new[name])
    return changes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if the copy is not up to date")
    parser.add_argument("--source", type=Path, default=SOURCE, help=f"the spec folder (default {SOURCE})")
    parser.add_argument("--target", type=Path, default=TARGET, help=f"the vendored copy (default {TARGET})")
    args = parser.parse_args(argv)
    if not args.source.is_dir() or not spec_files(args.source):
        print(f"sync_spec: no spec files in {args.source}", file=sys.stderr)
        return 2
    changes = differences(args.source, args.target) if args.check else sync(args.source, args.target)
    verb = "would change" if args.check else "changed"
    for change, name in changes:
        print(f"{name}: {change}" + (" (not copied: --check)" if args.check else ""))
    if not changes:
        print(f"the spec copy in {args.target} is up to date with {args.source}")
        return 0
    print(f"{len(changes)} spec file(s) {verb} in {args.target}; review the diff and run tests/spec")
    return 1


if __name__ == "__main__":
    sys.exit(main())

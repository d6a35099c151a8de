"""The pure layers (rules and computer players) must never import Qt."""

import ast
from pathlib import Path

import pytest

PURE = ["engine", "giants", "hawaii", "ai"]
ROOT = Path(__file__).resolve().parent.parent / "giantapp"


def python_files():
    for layer in PURE:
        yield from sorted((ROOT / layer).rglob("*.py"))


def imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_pure_layers_exist():
    files = list(python_files())
    assert len(files) >= 5


@pytest.mark.parametrize("path", list(python_files()), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_qt_in_pure_layers(path):
    for module in imported_modules(path):
        top = module.split(".")[0]
        assert top not in ("PySide6", "shiboken6", "PyQt5", "PyQt6"), f"{path} imports {module}"
        assert not module.startswith("giantapp.app"), f"{path} imports the Qt app layer ({module})"

"""Every refusal reason the Giants engine can show a player goes through ``tr("Giants", "literal", ...)``.

The app can be switched to Chinese; the extraction script only finds ``tr`` calls whose context and
text are string literals. These checks read the engine source with ``ast`` so a new English f-string
inside ``IllegalAction(...)`` fails here, before a player sees untranslated text.
"""

import ast
import string
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "giantapp" / "giants"
CONTEXT = "Giants"
# Functions whose returned strings become refusal reasons (they are raised as IllegalAction elsewhere);
# besides these, every function named ``*_problem`` (the rules' checks in ``checks.py``).
REASON_FUNCTIONS = ("_why_unreachable", "check_fields")
# Calls whose first (or, for _fail, second) argument is shown to the player.
REASON_CALLS = {"IllegalAction": 0, "_fail": 1}


def _call_name(node: ast.Call) -> str | None:
    return getattr(node.func, "id", None) or getattr(node.func, "attr", None)


def _raw_text(node: ast.AST) -> bool:
    """Whether ``node`` builds English text on the spot (literal, f-string, concatenation, format)."""
    if isinstance(node, ast.Constant):
        return node.value is not None  # None means "no refusal"
    if isinstance(node, (ast.JoinedStr, ast.BinOp)):
        return True
    if isinstance(node, ast.IfExp):
        return _raw_text(node.body) or _raw_text(node.orelse)
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"


def untranslated_reasons(package: Path, reason_functions=REASON_FUNCTIONS, reason_calls=REASON_CALLS) -> list[str]:
    """``file:line`` of every reason that is built from raw English instead of a ``tr`` call."""
    found = []
    for path in sorted(package.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _call_name(node) in reason_calls:
                index = reason_calls[_call_name(node)]
                if len(node.args) > index and _raw_text(node.args[index]):
                    found.append(f"{path.name}:{node.lineno}")
            if isinstance(node, ast.FunctionDef) and (node.name in reason_functions or node.name.endswith("_problem")):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Return) and inner.value is not None:
                        value = inner.value
                        if not (isinstance(value, ast.Constant) and value.value is None) and _raw_text(value):
                            found.append(f"{path.name}:{inner.lineno}")
    return found


def malformed_tr_calls(package: Path, context: str, data_contexts: tuple[str, ...] = ()) -> list[str]:
    """``tr`` calls the extraction tool would miss or that would fail to format, with the reason.

    ``data_contexts`` are contexts whose texts live in data files (the extraction script reads them
    from the JSON), so there the text may be a variable; the context must still be a literal.
    """
    found = []
    for path in sorted(package.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = {target.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
                     and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
                     for target in node.targets if isinstance(target, ast.Name)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr"):
                continue
            where = f"{path.name}:{node.lineno}"
            first = node.args[0] if node.args else None
            named = constants.get(first.id) if isinstance(first, ast.Name) else getattr(first, "value", None)
            if len(node.args) == 2 and named in data_contexts and not node.keywords:
                continue
            if len(node.args) != 2 or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args):
                found.append(f"{where}: context and text must be two string literals")
                continue
            if node.args[0].value != context:
                found.append(f"{where}: context {node.args[0].value!r}, expected {context!r}")
            keywords = {k.arg for k in node.keywords}
            if None in keywords:
                found.append(f"{where}: fields must be named, not **unpacked")
                continue
            if keywords & {"context", "text"}:
                found.append(f"{where}: a field may not be called 'context' or 'text' (tr's own parameters)")
            fields = {name.split(".")[0].split("[")[0]
                      for _, name, _, _ in string.Formatter().parse(node.args[1].value) if name is not None}
            if "" in fields or any(f.isdigit() for f in fields):
                found.append(f"{where}: use named fields such as {{obj}}, not {{}} or {{0}}")
            elif fields != keywords:
                found.append(f"{where}: text names {sorted(fields)} but the call passes {sorted(keywords)}")
    return found


@pytest.mark.source_scan
def test_every_refusal_reason_goes_through_tr() -> None:
    assert untranslated_reasons(PACKAGE) == []


@pytest.mark.source_scan
def test_every_tr_call_is_extractable_and_formats() -> None:
    assert malformed_tr_calls(PACKAGE, CONTEXT) == []


@pytest.mark.parametrize("source, bad", [
    ('raise IllegalAction(f"hex {h} is bad")', True),
    ('raise IllegalAction("the game is over")', True),
    ('raise IllegalAction("seat " + str(n))', True),
    ('raise IllegalAction("{n} left".format(n=n))', True),
    ('raise IllegalAction(tr("Giants", "a") if x else "b")', True),
    ('raise IllegalAction(tr("Giants", "hex {h} is bad", h=h))', False),
    ('raise IllegalAction(reason)', False),
    ('def hat_problem(state):\n    return "the hat is bad"', True),
    ('def hat_problem(state):\n    return tr("Giants", "the hat is bad") if state else None', False),
])
def test_the_check_catches_raw_text(tmp_path: Path, source: str, bad: bool) -> None:
    (tmp_path / "engine.py").write_text(source + "\n", encoding="utf-8")
    assert bool(untranslated_reasons(tmp_path)) == bad


@pytest.mark.parametrize("source, bad", [
    ('tr("Giants", "hex {h} is bad", h=h)', False),
    ('tr("Giants", "hex {h!r} is bad", h=h)', False),
    ('tr("Giants", f"hex {h} is bad")', True),
    ('tr("Giants", "hex {h} is bad", hex=h)', True),
    ('tr("Giants", "{text} is bad", text=t)', True),
    ('tr("Hawaii", "bad")', True),
    ('tr("Giants", "hex {} is bad", h)', True),
])
def test_the_check_catches_malformed_tr(tmp_path: Path, source: str, bad: bool) -> None:
    (tmp_path / "engine.py").write_text(source + "\n", encoding="utf-8")
    assert bool(malformed_tr_calls(tmp_path, "Giants")) == bad


def test_data_contexts_may_pass_a_variable_text(tmp_path: Path) -> None:
    (tmp_path / "engine.py").write_text('TERMS = "GiantsTerms"\ntr(TERMS, name)\ntr("GiantsTerms", name)\n', encoding="utf-8")
    assert malformed_tr_calls(tmp_path, "Giants") != []
    assert malformed_tr_calls(tmp_path, "Giants", data_contexts=("GiantsTerms",)) == []

"""A translator for the rules tests that lets through only the catalogues a title's rules may use.

The rules word every refusal and log line with ``tr(context, text)``, and the app looks the text up in
that context's catalogue: a reason asked for in the wrong context ("hawaii", "XXHawaiiXX", none) stays
untranslated for every player of another language, and no English test would notice. Under this
translator such a text reads ``<not in the catalogues of ...: context>`` instead of its words, so every
test that compares a reason or a log line word for word (or with ``match=``) also checks its context.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from giantapp.engine import i18n


@contextmanager
def only_catalogues(*contexts: str) -> Iterator[None]:
    allowed = frozenset(contexts)
    previous = i18n._translate

    def translate(context: str, text: str) -> str:
        return text if context in allowed else f"<not in the catalogues of {'/'.join(sorted(allowed))}: {context!r}>"

    i18n.install_translator(translate)
    try:
        yield
    finally:
        i18n.install_translator(previous)

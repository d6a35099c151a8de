#!/usr/bin/env python3
"""Render the hand-written application icon (resources/icons/giantapp.svg) to PNG, ICO and ICNS.

Why a script: the SVG is the only source of truth; desktops, PyInstaller's Windows ``.ico`` and macOS
``.icns`` need pixel images, which are regenerated from it with Qt's own QSvgRenderer (no Pillow, no
Inkscape). ICO and ICNS both accept PNG payloads, so they are written directly.

    python tools/render_icons.py          # writes resources/icons/png/*.png, packaging/giantapp.ico/.icns
    python tools/render_icons.py --check  # exit 1 if a render is missing or differs from the SVG
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "giantapp.svg"
PNG_DIR = ROOT / "resources" / "icons" / "png"
ICO = ROOT / "packaging" / "giantapp.ico"
ICNS = ROOT / "packaging" / "giantapp.icns"
#: Sizes the Linux icon theme, the window icon and the installers use.
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS chunk types holding PNG data, by pixel size.
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512))


def render_png(size: int) -> bytes:
    """The SVG rendered at ``size`` × ``size`` as PNG bytes (antialiased, transparent background)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = 6 + 16 * len(ICO_SIZES)
    directory, payload = io.BytesIO(), io.BytesIO()
    for size in ICO_SIZES:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        directory.write(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        payload.write(data)
        offset += len(data)
    return header + directory.getvalue() + payload.getvalue()


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG chunks."""
    chunks = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def outputs() -> dict[Path, bytes]:
    """Every file this script writes, with its content."""
    pngs = {size: render_png(size) for size in SIZES}
    files = {PNG_DIR / f"giantapp-{size}.png": data for size, data in pngs.items()}
    files[ICO] = ico_bytes(pngs)
    files[ICNS] = icns_bytes(pngs)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the application icon from its SVG.")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a render is stale")
    args = parser.parse_args(argv)
    stale = []
    for path, data in outputs().items():
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path.relative_to(ROOT).as_posix())
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT).as_posix()} ({len(data)} bytes)")
    if stale:
        print("stale icon renders (run tools/render_icons.py): " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/bin/sh
# Install the built bundle (dist/giantapp) for the current user on Linux, with its menu entry and icons.
#   packaging/install-linux.sh [BUNDLE_DIR]        (default: dist/giantapp)
#   packaging/install-linux.sh --uninstall
# Files go under ~/.local (XDG): the bundle in ~/.local/opt/giantapp, a link in ~/.local/bin,
# packaging/giantapp.desktop in ~/.local/share/applications, icons in ~/.local/share/icons/hicolor.
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
root=$(dirname -- "$here")
prefix=${XDG_DATA_HOME:-$HOME/.local/share}
opt=$HOME/.local/opt/giantapp
bin=$HOME/.local/bin/giantapp
sizes="16 24 32 48 64 128 256 512"

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf -- "$opt"
    rm -f -- "$bin" "$prefix/applications/giantapp.desktop" "$prefix/icons/hicolor/scalable/apps/giantapp.svg"
    for size in $sizes; do rm -f -- "$prefix/icons/hicolor/${size}x${size}/apps/giantapp.png"; done
    echo "giantapp removed"
    exit 0
fi

bundle=${1:-$root/dist/giantapp}
if [ ! -x "$bundle/giantapp" ]; then
    echo "no bundle at $bundle: build it first with 'python3 dev.py bundle'" >&2
    exit 2
fi
mkdir -p "$(dirname -- "$opt")" "$(dirname -- "$bin")" "$prefix/applications" "$prefix/icons/hicolor/scalable/apps"
rm -rf -- "$opt"
cp -a -- "$bundle" "$opt"
ln -sf -- "$opt/giantapp" "$bin"
sed "s|^Exec=giantapp|Exec=$opt/giantapp|; s|^TryExec=giantapp|TryExec=$opt/giantapp|" \
    "$here/giantapp.desktop" > "$prefix/applications/giantapp.desktop"
cp -- "$root/resources/icons/giantapp.svg" "$prefix/icons/hicolor/scalable/apps/giantapp.svg"
for size in $sizes; do
    mkdir -p "$prefix/icons/hicolor/${size}x${size}/apps"
    cp -- "$root/resources/icons/png/giantapp-$size.png" "$prefix/icons/hicolor/${size}x${size}/apps/giantapp.png"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$prefix/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q "$prefix/icons/hicolor" 2>/dev/null || true
"$opt/giantapp" --version
echo "installed: run 'giantapp' or find 'Giants & Hawaii' in the menu"

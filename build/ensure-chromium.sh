#!/usr/bin/env bash
# Make sure a Chromium for the end-to-end tests is installed at /usr/bin/chromium
# (or at $CHROMIUM if set). Playwright's own browser download is not used: only
# Debian's package is reachable on our machines.
set -euo pipefail

CHROMIUM_BIN="${CHROMIUM:-/usr/bin/chromium}"

if [ -x "$CHROMIUM_BIN" ]; then
    exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
    echo "ensure-chromium: $CHROMIUM_BIN is missing and this is not root." >&2
    echo "ensure-chromium: install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
    echo "ensure-chromium: (or point the CHROMIUM environment variable at a Chromium binary)" >&2
    exit 1
fi

echo "ensure-chromium: installing Debian's chromium (apt-get) ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends chromium >/dev/null
if [ ! -x "$CHROMIUM_BIN" ]; then
    echo "ensure-chromium: apt-get finished but $CHROMIUM_BIN is still missing" >&2
    exit 1
fi
echo "ensure-chromium: $("$CHROMIUM_BIN" --version 2>/dev/null || echo "$CHROMIUM_BIN installed")"

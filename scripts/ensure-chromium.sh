#!/usr/bin/env bash
# The end-to-end tests use Debian's Chromium (Playwright downloads no browser here) and the fonts the
# visual references were made with (Liberation Sans stands in for Arial); install what is missing.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
for pkg in fonts-dejavu-core fonts-liberation; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing ${missing[*]} for the end-to-end tests"
if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"

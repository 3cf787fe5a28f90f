#!/usr/bin/env bash
# Debian's Chromium (Playwright downloads no browser here) and the fonts the visual references were
# made with (Liberation Sans stands in for Arial); installs what is missing. The end-to-end tests use
# the headless shell (the default): Playwright's own choice for headless runs, without the full
# browser's GPU process and UI, it ran the same specs here in about a fifth less time. The web bench
# passes `chromium`: it times pages in the browser users have.
set -euo pipefail
package=${1:-chromium-headless-shell}
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/$package}" ] || missing+=("$package")
for pkg in fonts-dejavu-core fonts-liberation; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"

#!/usr/bin/env bash
# Installs what a fresh machine lacks for the build and the tests: the -dev packages of the C
# libraries the system-library targets wrap (libqrencode-dev: the Share tab's QR code), Debian's
# Chromium for the browser tests, zbar-tools (zbarimg decodes the Share tab's QR code) and
# librsvg2-bin (rsvg-convert draws the server's QR SVG for the Swift tests' zbarimg), Playwright and
# pytest from PyPI, and the official MCP Python SDK (the client `pager-playground mcp` is tested with).
# PostgreSQL: libpq-dev (the CLibPQ target; the server links libpq and needs no PostgreSQL server unless
# `--db postgres://…` is chosen) and postgresql (the PostgreSQL 15 server scripts/pg-cluster.sh starts for
# the store tests; Debian's package also starts a system cluster, which the tests do not use).
# Fonts: Inter's variable font (fonts-inter-variable, the default face, decision 0052), DejaVu Sans
# (fonts-dejavu-core), and Roboto (fonts-roboto-unhinted) with fontTools from PyPI for the uploaded-font tests. The fallback fonts
# titles in other scripts are measured in, as Chromium's canvas draws them (decision 0036): fonts-noto-cjk
# (Noto Sans CJK; 57 MB download, 91 MB installed) and fonts-noto-color-emoji (10 MB, 11 MB); DejaVu Sans
# covers Hebrew and Arabic. Both installed in about 7 s on a 2-core machine. fonts-noto-core (12 MB download,
# 43 MB installed, about 7 s): Thai, the Indic scripts, Khmer, Myanmar, Ethiopic… (decision 0042), with
# scripts/fontconfig/70-pager-playground-no-grantha.conf so that Chromium draws Tamil in Noto Sans Tamil and
# not as boxes (Noto Sans Grantha, which fontconfig ranks first for a few Tamil letters, lacks the vowel signs).
# The benchmarks' own tools (wrk, nginx) are installed by Benchmarks/run.sh when it runs.
# Idempotent: does nothing when everything is present.
set -euo pipefail

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v pkg-config >/dev/null 2>&1 || need_apt+=(pkg-config)
command -v zbarimg >/dev/null 2>&1 || need_apt+=(zbar-tools)
command -v rsvg-convert >/dev/null 2>&1 || need_apt+=(librsvg2-bin)
# nginx: deploy/up.sh and the deployment test (Tests/deploy) put it in front of the instances.
command -v nginx >/dev/null 2>&1 || need_apt+=(nginx)
command -v curl >/dev/null 2>&1 || need_apt+=(curl)
# openssl: Tests/deploy/test_http2.py makes a certificate for nginx's HTTPS.
command -v openssl >/dev/null 2>&1 || need_apt+=(openssl)
for pkg in libsqlite3-dev zlib1g-dev libfreetype-dev libharfbuzz-dev libssl-dev libqrencode-dev libpq-dev postgresql \
    fonts-dejavu-core fonts-roboto-unhinted fonts-inter-variable fonts-noto-cjk fonts-noto-color-emoji \
    fonts-noto-core; do
    # Installed, not merely known (a removed package keeps its config files and `dpkg -s` still succeeds).
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need_apt+=("$pkg")
done
if [ "${#need_apt[@]}" -gt 0 ]; then
    echo "setup: apt-get install ${need_apt[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

no_grantha=/etc/fonts/conf.d/70-pager-playground-no-grantha.conf
if ! cmp -s "$(dirname "$0")/fontconfig/70-pager-playground-no-grantha.conf" "$no_grantha"; then
    echo "setup: $no_grantha"
    cp "$(dirname "$0")/fontconfig/70-pager-playground-no-grantha.conf" "$no_grantha"
fi

if ! python3 -c "import playwright, pytest" >/dev/null 2>&1; then
    echo "setup: pip install playwright pytest"
    python3 -m pip install -q --disable-pip-version-check playwright pytest
fi

if ! python3 -c "import fontTools" >/dev/null 2>&1; then
    echo "setup: pip install fonttools"
    python3 -m pip install -q --disable-pip-version-check fonttools
fi

if ! python3 -c "import mcp.client.stdio" >/dev/null 2>&1; then
    echo "setup: pip install mcp"
    python3 -m pip install -q --disable-pip-version-check "mcp>=2.3,<3"
fi

#!/usr/bin/env bash
# Starts the Chromium named by CARTWATCH_CHROMIUM with every --disable-features switch merged into one.
# Chromium keeps only the last --disable-features it is given, so a second one (ours) would silently
# undo the list Playwright passes first; merged, both lists apply.
set -euo pipefail
features=()
passed=()
for argument in "$@"; do
  case "$argument" in
    --disable-features=*) features+=("${argument#--disable-features=}") ;;
    *) passed+=("$argument") ;;
  esac
done
if ((${#features[@]} > 0)); then
  merged=$(IFS=,; echo "${features[*]}")
  passed+=("--disable-features=$merged")
fi
exec "${CARTWATCH_CHROMIUM:?CARTWATCH_CHROMIUM names the Chromium binary to start}" ${passed[@]+"${passed[@]}"}

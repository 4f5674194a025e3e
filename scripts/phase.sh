# Timing of the test phases, sourced by scripts/test.sh and .ci/run.
# `phase NAME COMMAND...` runs COMMAND and, when PHASE_LOG names a file,
# appends "NAME<TAB>seconds<TAB>ok|failed" to it; it returns COMMAND's status.
# `phase_table` prints that file as a table with the total.

phase() {
  local name=$1 start status=0
  shift
  start=$(date +%s)
  "$@" || status=$?
  if [ -n "${PHASE_LOG:-}" ]; then
    printf '%s\t%s\t%s\n' "$name" "$(($(date +%s) - start))" "$([ "$status" -eq 0 ] && echo ok || echo failed)" >>"$PHASE_LOG"
  fi
  return "$status"
}

phase_table() {
  [ -s "${PHASE_LOG:-}" ] || return 0
  awk -F'\t' '
    BEGIN { print "\n| phase | seconds | min:s | result |\n|---|---:|---:|---|" }
    { total += $2; printf "| %s | %d | %d:%02d | %s |\n", $1, $2, $2 / 60, $2 % 60, $3 }
    END { printf "| total | %d | %d:%02d | |\n", total, total / 60, total % 60 }
  ' "$PHASE_LOG"
}

#!/usr/bin/env bash
# CPU time of each thread of a running process over a window, summed by thread name (MainThread, libuv-worker,
# V8Worker…): which thread saturates while a bench row runs. Usage: bash scripts/bench/thread-cpu.sh <pid> <seconds>
set -euo pipefail
pid=$1
seconds=$2
snapshot() {
  for task in /proc/"$pid"/task/*; do
    # utime and stime are the 14th and 15th fields of stat; the name in parentheses may hold spaces, so cut after it.
    read -r -a fields <<<"$(sed 's/.*) //' "$task/stat" 2>/dev/null || true)"
    echo "$(basename "$task") $(tr ' ' '_' <"$task/comm" 2>/dev/null || echo gone) $((${fields[11]:-0} + ${fields[12]:-0}))"
  done | sort
}
before=$(snapshot)
sleep "$seconds"
after=$(snapshot)
join <(echo "$before") <(echo "$after") |
  awk -v hz="$(getconf CLK_TCK)" -v s="$seconds" '{ by[$2] += $5 - $3 } END { for (name in by) if (by[name] > 0) printf "%-16s %6.1f %% of a core\n", name, 100 * by[name] / hz / s }' |
  sort -k2 -nr

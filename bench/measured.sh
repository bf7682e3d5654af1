#!/usr/bin/env bash
# Runs a command in a CPU group of its own at a high share, and prints its wall time, the CPU
# seconds it and its children used, and the cores it kept busy:
#
#   sudo bench/measured.sh <name> <command...>      e.g. sudo bench/measured.sh unit npx vitest run
#
# Other work on the box then takes only what the command leaves, so a figure is close to a quiet
# box's even on a shared one, and the CPU seconds say what the command costs whatever the load.
# Needs root and cgroup v1's cpu and cpuacct controllers (/sys/fs/cgroup/cpu, /sys/fs/cgroup/cpuacct).
set -uo pipefail
name=$1
shift
acct=/sys/fs/cgroup/cpuacct/measured_$name
share=/sys/fs/cgroup/cpu/measured_$name
mkdir -p "$acct" "$share"
echo 200000 >"$share/cpu.shares"
echo 0 >"$acct/cpuacct.usage"
echo $$ >"$acct/cgroup.procs"
echo $$ >"$share/cgroup.procs"
start=$(date +%s.%N)
"$@"
status=$?
end=$(date +%s.%N)
usage=$(cat "$acct/cpuacct.usage")
awk -v s="$start" -v e="$end" -v u="$usage" -v n="$name" -v rc="$status" 'BEGIN {
  w = e - s; c = u / 1e9
  printf "== %s: exit %d, wall %.0f s, cpu %.0f s, cores busy %.2f\n", n, rc, w, c, c / w
}'
exit "$status"

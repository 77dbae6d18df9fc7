#!/usr/bin/env bash
# Starts Debian's clamd for the tests, offline: its only signature database is ours
# (apps/api/test/clamav, the EICAR test signature), no freshclam, no system config.
#   scripts/clamd-test.sh RUN_DIR [PORT]
# Prints CLAMAV_URL (tcp://127.0.0.1:PORT) once clamd answers PING; clamd keeps running
# in the background, its pid in RUN_DIR/clamd.pid and its log in RUN_DIR/clamd.log.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
run_dir="${1:?usage: scripts/clamd-test.sh RUN_DIR [PORT]}"
port="${2:-3310}"
clamd_bin="$(command -v clamd || echo /usr/sbin/clamd)"
if [ ! -x "$clamd_bin" ]; then
  echo "clamd-test: clamd is not installed (apt-get install clamav-daemon)" >&2
  exit 3
fi
mkdir -p "$run_dir"
run_dir="$(cd "$run_dir" && pwd)"
# StreamMaxLength above the 25 MiB upload limit (UPLOAD_MAX_BYTES): production needs the same.
cat >"$run_dir/clamd.conf" <<CONF
DatabaseDirectory $root/apps/api/test/clamav
TCPSocket $port
TCPAddr 127.0.0.1
LocalSocket $run_dir/clamd.sock
Foreground yes
LogFile $run_dir/clamd.log
StreamMaxLength 26M
SelfCheck 0
CONF
"$clamd_bin" --config-file="$run_dir/clamd.conf" >"$run_dir/clamd.out" 2>&1 &
pid=$!
echo "$pid" >"$run_dir/clamd.pid"
for _ in $(seq 1 300); do
  reply="$(timeout 1 bash -c "exec 3<>/dev/tcp/127.0.0.1/$port && printf 'zPING\\0' >&3 && head -c 4 <&3" 2>/dev/null || true)"
  if [ "$reply" = PONG ]; then
    echo "tcp://127.0.0.1:$port"
    exit 0
  fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "clamd-test: clamd exited:" >&2
    cat "$run_dir/clamd.out" "$run_dir/clamd.log" >&2 2>/dev/null || true
    exit 1
  fi
  sleep 0.1
done
echo "clamd-test: clamd did not answer PING on 127.0.0.1:$port within 30 s" >&2
kill "$pid" 2>/dev/null || true
exit 1

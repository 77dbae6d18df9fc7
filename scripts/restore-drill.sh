#!/usr/bin/env bash
# The restore drill (docs/operations.md, Backups): fill a database, back it up, restore it into
# a new one, and compare the rows of every table and one stored file's bytes. Once on
# PostgreSQL with pg_dump/pg_restore, once on the embedded database with the CLI.
# Usage: scripts/restore-drill.sh [postgres://user@host:port]   (default: the local server)
set -euo pipefail
cd "$(dirname "$0")/.."

PG_SERVER="${1:-${CI_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}}"
STAMP="$(date +%s)_$$"
SRC_DB="ir_drill_src_$STAMP"
DST_DB="ir_drill_dst_$STAMP"
WORK="$(mktemp -d)"
cleanup() {
  psql "$PG_SERVER/postgres" -qc "DROP DATABASE IF EXISTS $SRC_DB WITH (FORCE)" >/dev/null 2>&1 || true
  psql "$PG_SERVER/postgres" -qc "DROP DATABASE IF EXISTS $DST_DB WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

fail() {
  echo "restore-drill: FAILED: $*" >&2
  exit 1
}

# Every table of the application and of the migration journal with its row count, one a line.
COUNTS_SQL="select table_schema || '.' || table_name || ' ' ||
  (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', table_schema, table_name), false, true, '')))[1]::text
  from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1"

# A stored file of two chunks, as the PostgreSQL storage writes it (random bytes, so a
# mangled copy cannot pass by chance).
head -c 300000 /dev/urandom >"$WORK/file.bin"
SHA="$(sha256sum "$WORK/file.bin" | cut -d' ' -f1)"
hex() { od -An -v -tx1 | tr -d ' \n'; }

# Throwaway keys: the CLI refuses a shared database without them.
export CAPTCHA_HMAC_KEY="restore-drill-$STAMP"
EMAIL_LINK_KEY="$(head -c 32 /dev/urandom | hex)"
MFA_ENCRYPTION_KEY="$(head -c 32 /dev/urandom | hex)"
export EMAIL_LINK_KEY MFA_ENCRYPTION_KEY
export NODE_ENV=development
unset DATA_DIR

started=$SECONDS
echo "restore-drill: PostgreSQL ($SRC_DB -> pg_dump -Fc -> pg_restore -> $DST_DB)"
psql "$PG_SERVER/postgres" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE $SRC_DB"
DATABASE_URL="$PG_SERVER/$SRC_DB" npm run --silent cli -- demo seed --parcels 2000 --sales 300 >/dev/null
DATABASE_URL="$PG_SERVER/$SRC_DB" npm run --silent cli -- user create --muni kent \
  --email drill@example.com --role admin --password 'Drill-Password-2024' >/dev/null
{
  echo "insert into stored_files (sha256, size) values ('$SHA', 300000);"
  echo "insert into stored_file_chunks (sha256, seq, bytes) values"
  echo "  ('$SHA', 0, '\\x$(head -c 200000 "$WORK/file.bin" | hex)'),"
  echo "  ('$SHA', 1, '\\x$(tail -c 100000 "$WORK/file.bin" | hex)');"
} >"$WORK/file.sql"
psql "$PG_SERVER/$SRC_DB" -v ON_ERROR_STOP=1 -q -f "$WORK/file.sql"

pg_dump -Fc -f "$WORK/drill.dump" "$PG_SERVER/$SRC_DB"
psql "$PG_SERVER/postgres" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE $DST_DB"
pg_restore --exit-on-error --no-owner -d "$PG_SERVER/$DST_DB" "$WORK/drill.dump"

psql "$PG_SERVER/$SRC_DB" -tAc "$COUNTS_SQL" >"$WORK/src.counts"
psql "$PG_SERVER/$DST_DB" -tAc "$COUNTS_SQL" >"$WORK/dst.counts"
diff -u "$WORK/src.counts" "$WORK/dst.counts" || fail "PostgreSQL row counts differ"
grep -q '^public.parcels 2000$' "$WORK/dst.counts" || fail "the restored database lacks the parcels"
psql "$PG_SERVER/$DST_DB" -tAc \
  "select encode(string_agg(bytes, ''::bytea order by seq), 'hex') from stored_file_chunks where sha256 = '$SHA'" |
  tr -d '\n' >"$WORK/restored.hex"
[ "$(hex <"$WORK/file.bin")" = "$(cat "$WORK/restored.hex")" ] || fail "the stored file's bytes differ after pg_restore"
tables=$(wc -l <"$WORK/dst.counts")
rows=$(awk '{s+=$2} END {print s}' "$WORK/dst.counts")
echo "restore-drill: PostgreSQL ok: $tables tables, $rows rows and a 300,000-byte file equal after restore"

echo "restore-drill: embedded (backup --out, restore --from into a new DATA_DIR)"
mkdir -p "$WORK/a" "$WORK/b"
DATA_DIR="$WORK/a" npm run --silent cli -- demo seed --parcels 2000 --sales 300 >/dev/null
STORED="files/${SHA:0:2}/${SHA:2:2}/$SHA"
mkdir -p "$WORK/a/$(dirname "$STORED")"
cp "$WORK/file.bin" "$WORK/a/$STORED"
DATA_DIR="$WORK/a" npm run --silent cli -- backup --out "$WORK/a.tar"
# The restore checks every file's hash and every table's rows against the backup's manifest;
# a second backup of the restored copy then gives counts read back from the new database.
DATA_DIR="$WORK/b" npm run --silent cli -- restore --from "$WORK/a.tar"
DATA_DIR="$WORK/b" npm run --silent cli -- backup --out "$WORK/b.tar"
manifest_tables() { tar -xOf "$1" manifest.json | node -e 'const m = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(JSON.stringify(m.tables, null, 1))'; }
diff -u <(manifest_tables "$WORK/a.tar") <(manifest_tables "$WORK/b.tar") || fail "embedded row counts differ"
cmp "$WORK/file.bin" "$WORK/b/$STORED" || fail "the stored file's bytes differ after restore"
echo "restore-drill: embedded ok"
echo "restore-drill: done in $((SECONDS - started)) s"

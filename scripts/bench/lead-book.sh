#!/usr/bin/env bash
# A book of 10,000 leads (issue 16): import and background scoring times on PostgreSQL, with 100,000 more leads in
# ten other licences, through the production build's CLI. Numbers go to docs/performance.md ("A book of 10,000 leads").
#   npm run build:server && bash scripts/bench/lead-book.sh        (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432)
# Leaves its database (lead_book_<time>) for EXPLAIN ANALYZE of the list's queries; drop it afterwards.
set -euo pipefail
cd "$(dirname "$0")/../.."
server=${BENCH_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}
db=lead_book_$(date +%s)
psql -q "$server/postgres" -c "CREATE DATABASE $db"
work=$(mktemp -d)
export DATABASE_URL=$server/$db LEADS_SYNC_INTERVAL_MINUTES=0 DATA_DIR=$work
# 10,000 leads whose conversations are the Indian and UK evaluation sets', in turn.
node --input-type=module -e "
import { readFileSync, writeFileSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
const chats = ['in-dev', 'uk-dev', 'in-held', 'uk-held'].flatMap((f) => readFileSync('test/fixtures/ai-eval/' + f + '.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l)));
const rows = Array.from({ length: 10000 }, (_, i) => { const c = chats[i % chats.length]; return ['b-' + i, c.name + ' ' + i, c.pastChats, c.previousIntent ?? '']; });
writeFileSync('$work/leads.csv', stringify([['id', 'name', 'chats', 'intent'], ...rows]));
"
issue() { node dist/server/cli.js licence issue --name "$1" --email "$2" | sed -n 's/^ *id: *//p'; }
id=$(issue 'Bench Realty' bench@example.com)
/usr/bin/time -f 'leads import, 10,000 leads: %e s' node dist/server/cli.js leads import --licence "$id" "$work/leads.csv" > /dev/null
/usr/bin/time -f 'leads analyse, 10,000 leads: %e s' node dist/server/cli.js leads analyse --licence "$id"
for n in $(seq 1 10); do node dist/server/cli.js leads import --licence "$(issue "Other $n" "other$n@example.com")" "$work/leads.csv" > /dev/null; done
/usr/bin/time -f 'leads analyse, 100,000 more leads: %e s' node dist/server/cli.js leads analyse
rm -rf "$work"
echo "Database $db, licence $id (drop it with: psql $server/postgres -c 'DROP DATABASE $db')"

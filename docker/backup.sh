#!/bin/sh
# The `backup` service of docker/compose.yaml. It runs in the postgres:18 image, so pg_dump is the server's major
# version, and reaches the database through PGHOST, PGUSER, PGPASSWORD and PGDATABASE. Each backup writes into
# /backups (the `backups` volume):
#   db-<UTC time>.dump    the whole database, `pg_dump --format=custom` (restore with pg_restore: docker/README.md)
#   data-<UTC time>.tgz   the app's /data volume (résumés under uploads/), which is mounted read-only here
# Files older than BACKUP_KEEP_DAYS days are deleted. Copy them off this host: a backup on the same disk is lost
# with the disk.
#
#   sh backup.sh          one backup now, then one a day at BACKUP_TIME (HH:MM, UTC): the service's command
#   sh backup.sh once     one backup now (before an upgrade, or to test the setup)
#   sh backup.sh check    succeeds if the last backup worked less than 25 hours ago: the service's health check
set -eu
# Backups hold personal data (enquiries, applications, résumés): readable by their owner only.
umask 077

DIR=/backups
MARK="$DIR/.last-success"
KEEP_DAYS="${BACKUP_KEEP_DAYS:-14}"
AT="${BACKUP_TIME:-03:00}"

# Every step ends in `|| return 1`: `set -e` does not apply inside a function called as `backup || ...`.
backup() {
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  # Written under a hidden name and renamed once complete and readable, so every db-*.dump is a whole dump.
  pg_dump --format=custom --file="$DIR/.db-$stamp.partial" || return 1
  pg_restore --list "$DIR/.db-$stamp.partial" > /dev/null || return 1
  mv "$DIR/.db-$stamp.partial" "$DIR/db-$stamp.dump" || return 1
  # Right after the dump, so it holds the résumés of the applications in the dump. Exit status 1 from tar means a
  # file changed while it was read (a résumé being written): the archive is still good.
  { tar czf "$DIR/.data-$stamp.partial" -C /data . || [ $? -eq 1 ]; } || return 1
  mv "$DIR/.data-$stamp.partial" "$DIR/data-$stamp.tgz" || return 1
  find "$DIR" -maxdepth 1 \( -name 'db-*.dump' -o -name 'data-*.tgz' \) -mtime +"$KEEP_DAYS" -delete || return 1
  touch "$MARK" || return 1
  echo "backup: wrote db-$stamp.dump ($(du -h "$DIR/db-$stamp.dump" | cut -f1)) and data-$stamp.tgz ($(du -h "$DIR/data-$stamp.tgz" | cut -f1))"
}

failed() {
  rm -f "$DIR"/.db-*.partial "$DIR"/.data-*.partial
  echo "backup: FAILED, see the lines above" >&2
}

seconds_until_next_run() {
  now=$(date -u +%s)
  next=$(date -u -d "today $AT" +%s)
  [ "$next" -gt "$now" ] || next=$(date -u -d "tomorrow $AT" +%s)
  echo $((next - now))
}

case "${1:-}" in
  once)
    backup || { failed; exit 1; }
    ;;
  check)
    [ -n "$(find "$MARK" -mmin -1500 2>/dev/null)" ]
    ;;
  '')
    # As PID 1 the shell would ignore SIGTERM: stop at once on `docker compose stop` instead of after the timeout.
    trap 'exit 0' TERM INT
    date -u -d "today $AT" > /dev/null || { echo "backup: BACKUP_TIME must be HH:MM, got '$AT'" >&2; exit 2; }
    while :; do
      if backup; then
        sleep "$(seconds_until_next_run)" &
      else
        # Logged and tried again in 15 minutes; after 25 hours without a good backup the health check fails.
        failed
        sleep 900 &
      fi
      wait $!
    done
    ;;
  *)
    echo "usage: backup.sh [once|check]" >&2
    exit 2
    ;;
esac

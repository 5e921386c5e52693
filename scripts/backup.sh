#!/bin/sh
# GeneHive's backups (docs/deploy.md sections 3 and 10), for cron and for a copy before an upgrade:
#
#   sh scripts/backup.sh postgres '<connection>' <backup folder> [copies to keep, default 30]
#   sh scripts/backup.sh embedded <data folder> <backup folder> [copies to keep, default 7]
#
# postgres: pg_dump --format=custom of the database the connection names (a libpq string such as
#   'host=/var/run/postgresql port=5432 dbname=genehive': the port says which cluster), into genehive-<time>.dump.
# embedded: a copy of the data folder, taken while no server runs on it, into data-<time>/.
#
# A backup is written under a temporary name and renamed only once it is complete and not empty, so a file with
# a backup's name is always a whole one. Every run gets its own name (date and time to the second), so a copy
# before an upgrade never replaces the night's. The newest copies are kept, older ones removed. On failure
# nothing is left behind, the reason goes to stderr (cron mails it) and to the system log (journalctl -t
# genehive-backup), and the exit status is not 0. PG_DUMP names another pg_dump.
set -u
export LC_ALL=C

kind=${1:-}
source=${2:-}
folder=${3:-}
tag=genehive-backup

# Failures to stderr, which cron mails; what went well to a terminal only, so cron stays quiet on good nights.
say() {
  if [ "$2" = err ]; then echo "$tag: $1" >&2; elif [ -t 1 ]; then echo "$tag: $1"; fi
  command -v logger >/dev/null 2>&1 && logger -t "$tag" -p "user.$2" -- "$1"
  return 0
}
fail() {
  say "$1; no backup written" err
  exit 1
}

case "$kind" in
postgres)
  keep=${4:-30}
  prefix=genehive-
  suffix=.dump
  ;;
embedded)
  keep=${4:-7}
  prefix=data-
  suffix=
  ;;
*)
  echo "usage: $0 postgres '<connection>' <backup folder> [keep] | embedded <data folder> <backup folder> [keep]" >&2
  exit 2
  ;;
esac
[ -n "$source" ] && [ -n "$folder" ] || fail "no $([ -n "$source" ] && echo 'backup folder' || echo 'source') given"
case "$keep" in '' | *[!0-9]* | 0) fail "the number of copies to keep must be a whole number above 0, not '$keep'" ;; esac
[ -d "$folder" ] || fail "the backup folder $folder does not exist"

# Two runs in the same second still get two names: the second waits for the next second.
while name="$prefix$(date +%F-%H%M%S)" && [ -e "$folder/$name$suffix" ]; do sleep 1; done
final="$folder/$name$suffix"
partial="$folder/.$name$suffix.$$.partial"
trap 'rm -rf "$partial"' EXIT
trap 'exit 1' HUP INT TERM

if [ "$kind" = postgres ]; then
  "${PG_DUMP:-pg_dump}" --format=custom --file="$partial" --dbname="$source" || fail "pg_dump failed (exit $?)"
  [ -s "$partial" ] || fail "pg_dump wrote an empty file"
else
  [ -d "$source" ] || fail "the data folder $source does not exist"
  # A copy of a running embedded database can be unusable: the server's lock file names its process.
  pid=$(cat "$source/server.lock" 2>/dev/null || true)
  case "$pid" in
  '' | *[!0-9]*) ;;
  *) [ -d "/proc/$pid" ] && fail "a GeneHive process (PID $pid) is using $source: stop it first" ;;
  esac
  [ -n "$(ls -A "$source")" ] || fail "the data folder $source is empty"
  mkdir "$partial" && cp -aT "$source" "$partial" || fail "copying $source failed"
fi
mv -T "$partial" "$final" || fail "renaming the finished backup to $final failed"
say "wrote $final ($(du -sh "$final" | cut -f1))" info

# The newest $keep backups stay; their names sort by time. Dumps named by the date alone come from the guide's
# earlier cron line, and go the same way.
ls -1 "$folder" | grep -E "^$prefix[0-9]{4}-[0-9]{2}-[0-9]{2}(-[0-9]{6})?$(echo "$suffix" | sed 's/\./\\./')\$" | sort -r |
  tail -n +"$((keep + 1))" | while read -r old; do
  rm -rf "${folder:?}/$old" && say "removed the older backup $folder/$old" info
done
exit 0

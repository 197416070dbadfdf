#!/usr/bin/env bash
# Installs or starts what the panel and its test suite need from the system: Debian's Chromium for the
# end-to-end tests and the receipt corpus, Tesseract (Turkish + English) and poppler's pdftoppm for the
# receipt reader, and a running PostgreSQL server for the API tests. Safe to run repeatedly.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "setup-system: '$*' needs root" >&2
    return 1
  fi
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" -eq 0 ]; then
    as_root apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if ! command -v chromium >/dev/null 2>&1; then
  echo "setup-system: installing Debian's chromium"
  apt_install chromium fonts-dejavu-core
fi

missing_ocr=()
command -v tesseract >/dev/null 2>&1 || missing_ocr+=(tesseract-ocr tesseract-ocr-eng)
if command -v tesseract >/dev/null 2>&1 && ! tesseract --list-langs 2>/dev/null | grep -qx tur; then
  missing_ocr+=(tesseract-ocr-tur)
elif ! command -v tesseract >/dev/null 2>&1; then
  missing_ocr+=(tesseract-ocr-tur)
fi
command -v pdftoppm >/dev/null 2>&1 || missing_ocr+=(poppler-utils)
if [ "${#missing_ocr[@]}" -gt 0 ]; then
  echo "setup-system: installing ${missing_ocr[*]}"
  apt_install "${missing_ocr[@]}"
fi

# pg_dump / pg_restore for npm run backup and restore on PostgreSQL.
if ! command -v pg_dump >/dev/null 2>&1 || ! command -v pg_restore >/dev/null 2>&1; then
  echo "setup-system: installing postgresql-client"
  apt_install postgresql-client
fi

pg_host="${PGHOST:-127.0.0.1}"
pg_port="${PGPORT:-5432}"
if ! pg_isready -q -h "$pg_host" -p "$pg_port" 2>/dev/null; then
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    echo "setup-system: starting PostgreSQL"
    for version in $(ls /etc/postgresql); do
      as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
    done
    for _ in $(seq 1 30); do
      pg_isready -q -h "$pg_host" -p "$pg_port" && break
      sleep 1
    done
  fi
fi
if ! pg_isready -q -h "$pg_host" -p "$pg_port" 2>/dev/null; then
  echo "setup-system: PostgreSQL is not reachable on $pg_host:$pg_port" >&2
  exit 1
fi

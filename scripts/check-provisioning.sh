#!/usr/bin/env bash
# Checks, on this machine, what `npm test` does where Debian's chromium-headless-shell and postgresql are absent.
# Run as root: each case runs in a private mount namespace where /usr/bin/chromium-headless-shell and
# /usr/lib/postgresql are hidden, so nothing outside it changes and no package is touched.
#  1. as an ordinary user, `npm test` stops at once with one line naming the apt-get command;
#  2. as root, the provisioning step calls apt-get update and apt-get install -y chromium-headless-shell postgresql;
#     a stand-in apt-get first on PATH "installs" by showing the hidden files again, and the step
#     then finds both.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" = 0 ] || { echo "run as root (it uses mount namespaces)"; exit 2; }
work=$(mktemp -d)
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT

# Hides the packages inside the namespace; the originals stay reachable under $work/orig-*.
hide='
  mkdir -p -m 755 "$W" && mkdir -p "$W/orig-bin" "$W/bin" "$W/orig-pg" "$W/home"
  mount --make-rprivate /
  mount --bind /usr/bin "$W/orig-bin"
  mount --bind /usr/lib/postgresql "$W/orig-pg"
  for f in "$W"/orig-bin/*; do
    n=${f##*/} t=$f
    [ "$n" = chromium-headless-shell ] && continue
    if [ -L "$f" ]; then t=$(readlink "$f"); case $t in /*) ;; *) t=/usr/bin/$t ;; esac; fi
    ln -s "$t" "$W/bin/$n"
  done
  mount --bind "$W/bin" /usr/bin
  mount -t tmpfs none /usr/lib/postgresql
  [ ! -e /usr/bin/chromium-headless-shell ] && [ -z "$(ls /usr/lib/postgresql)" ] || { echo "could not hide the packages"; exit 3; }
'
mkdir -p "$work/fake"
cat >"$work/fake/apt-get" <<'EOF'
#!/bin/sh
[ -n "$W" ] || exit 9
echo "apt-get $* (DEBIAN_FRONTEND=$DEBIAN_FRONTEND)" >>"$W/apt-calls"
if [ "$2" = install ]; then
  ln -s "$W/orig-bin/chromium-headless-shell" /usr/bin/chromium-headless-shell
  mount --bind "$W/orig-pg" /usr/lib/postgresql
fi
EOF
chmod 755 "$work/fake/apt-get"

echo "1. npm test as an ordinary user, packages absent:"
set +e
out=$(W="$work/1" unshare -m sh -c "$hide"'
  chown nobody "$W/home"
  cd "'"$PWD"'" && runuser -u nobody -- env HOME="$W/home" PATH=/usr/local/bin:/usr/bin:/bin npm test --silent 2>&1' 2>&1)
status=$?
set -e
echo "$out" | sed 's/^/   | /'
[ "$status" = 1 ] || { echo "FAIL: exit $status, expected 1"; exit 1; }
[ "$(echo "$out" | grep -c .)" = 1 ] || { echo "FAIL: expected exactly one line"; exit 1; }
echo "$out" | grep -q 'sudo apt-get update && sudo apt-get install -y chromium-headless-shell postgresql' ||
  { echo "FAIL: the line does not name the command"; exit 1; }

echo "2. the provisioning step as root, packages absent, a stand-in apt-get first on PATH:"
W="$work/2" unshare -m sh -c "$hide"'
  PATH="'"$work"'/fake:$PATH" node_modules/.bin/node scripts/provision.ts &&
  [ -x /usr/bin/chromium-headless-shell ] && ls /usr/lib/postgresql/*/bin/postgres >/dev/null' | sed 's/^/   | /'
sed 's/^/   | /' "$work/2/apt-calls"
[ "$(cat "$work/2/apt-calls")" = "apt-get -q update (DEBIAN_FRONTEND=noninteractive)
apt-get -q install -y chromium-headless-shell postgresql (DEBIAN_FRONTEND=noninteractive)" ] ||
  { echo "FAIL: unexpected apt-get calls"; exit 1; }
echo "OK: npm test provisions Debian's packages as root and names the command otherwise."

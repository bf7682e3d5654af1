#!/usr/bin/env bash
# Installs the lounge on a fresh Debian 12 box, as docs/on-premise.md describes:
#   1. the packages the build needs (apt-get),
#   2. Node.js 24 LTS from the official tarball, checked against nodejs.org's SHASUMS256.txt,
#   3. the service user `lounge` (home /var/lib/lounge, so /opt/lounge stays empty for the clone),
#   4. the app in /opt/lounge (a clone of the checkout this script is in), a private data folder and
#      a .env made from .env.example with a fresh SESSION_SECRET,
#   5. npm ci and the build, as the service user,
#   6. the systemd unit (enabled; started once .env is filled in).
# Run it as root: sudo ops/install.sh. Running it again skips what is already done.
#
# Options (the test runs it with --root and a local tarball, offline):
#   --root DIR          install under DIR instead of / ; steps that change the system outside DIR
#                       (apt-get, useradd, chown, systemctl) are printed, not run
#   --dry-run           print every step, run nothing
#   --node-tarball F    use this node-v24...-linux-x64.tar.xz instead of downloading it
#   --node-shasums F    use this SHASUMS256.txt instead of downloading it
#   --skip-build        leave out npm ci and the build
set -euo pipefail

NODE_VERSION=22.23.3
NODE_DIST="node-v${NODE_VERSION}-linux-x64"
NODE_URL="https://nodejs.org/dist/v${NODE_VERSION}"
APP_USER=lounge
APP_HOME=/var/lib/lounge
APP_DIR=/opt/lounge

ROOT=""
DRY_RUN=0
SKIP_BUILD=0
NODE_TARBALL=""
NODE_SHASUMS=""
SOURCE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

while [ $# -gt 0 ]; do
  case "$1" in
    --root) ROOT="$(mkdir -p "$2" && cd "$2" && pwd)"; shift 2 ;;
    --dry-run) DRY_RUN=1; shift ;;
    --node-tarball) NODE_TARBALL="$(realpath "$2")"; shift 2 ;;
    --node-shasums) NODE_SHASUMS="$(realpath "$2")"; shift 2 ;;
    --skip-build) SKIP_BUILD=1; shift ;;
    -h|--help) sed -n '2,20p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

say() { echo "== $*"; }
# A step inside the install root: run it (or print it in a dry run).
run() {
  if [ "$DRY_RUN" = 1 ]; then echo "+ $*"; else "$@"; fi
}
# A step that changes the system itself: only on a real install, as root.
run_system() {
  if [ "$DRY_RUN" = 1 ] || [ -n "$ROOT" ]; then echo "+ (system) $*"; return 0; fi
  "$@"
}

if [ -z "$ROOT" ] && [ "$DRY_RUN" = 0 ] && [ "$(id -u)" -ne 0 ]; then
  echo "install.sh: run as root (sudo $0), or with --dry-run or --root DIR" >&2
  exit 1
fi

say "1. packages: git, the tools that build the database driver, curl and xz for Node"
run_system apt-get update
run_system env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
  ca-certificates curl xz-utils git python3 make g++ openssl

say "2. Node.js ${NODE_VERSION} (${NODE_DIST}.tar.xz from ${NODE_URL})"
NODE_HOME="$ROOT/usr/local/lib/nodejs/$NODE_DIST"
if [ -x "$NODE_HOME/bin/node" ]; then
  echo "already installed: $NODE_HOME"
else
  WORK="$(mktemp -d)"
  trap 'rm -rf "$WORK"' EXIT
  if [ -n "$NODE_TARBALL" ]; then run cp "$NODE_TARBALL" "$WORK/$NODE_DIST.tar.xz"
  else run curl -fsSLo "$WORK/$NODE_DIST.tar.xz" "$NODE_URL/$NODE_DIST.tar.xz"; fi
  if [ -n "$NODE_SHASUMS" ]; then run cp "$NODE_SHASUMS" "$WORK/SHASUMS256.txt"
  else run curl -fsSLo "$WORK/SHASUMS256.txt" "$NODE_URL/SHASUMS256.txt"; fi
  if [ "$DRY_RUN" = 1 ]; then
    echo "+ check $NODE_DIST.tar.xz against SHASUMS256.txt (sha256sum -c)"
  else
    # Only the line for our file; no line, or a different sum, stops the install here.
    (cd "$WORK" && grep " $NODE_DIST.tar.xz\$" SHASUMS256.txt | sha256sum -c --status) || {
      echo "install.sh: $NODE_DIST.tar.xz does not match SHASUMS256.txt: not installing it" >&2
      exit 1
    }
  fi
  run mkdir -p "$ROOT/usr/local/lib/nodejs" "$ROOT/usr/local/bin"
  run tar -xJf "$WORK/$NODE_DIST.tar.xz" -C "$ROOT/usr/local/lib/nodejs"
fi
for tool in node npm npx; do
  run ln -sfn "/usr/local/lib/nodejs/$NODE_DIST/bin/$tool" "$ROOT/usr/local/bin/$tool"
done
if [ "$DRY_RUN" = 0 ]; then
  version="$("$NODE_HOME/bin/node" --version)"
  [ "$version" = "v$NODE_VERSION" ] || { echo "install.sh: node says $version, not v$NODE_VERSION" >&2; exit 1; }
  echo "node $version"
fi

say "3. the service user $APP_USER (home $APP_HOME; the app folder stays empty for the clone)"
if id "$APP_USER" >/dev/null 2>&1 && [ -z "$ROOT" ]; then
  echo "already there"
else
  run_system useradd --system --create-home --home-dir "$APP_HOME" --shell /usr/sbin/nologin "$APP_USER"
fi

say "4. the app in $APP_DIR"
TARGET="$ROOT$APP_DIR"
if [ -d "$TARGET/.git" ]; then
  echo "already a checkout: $TARGET (upgrade with git pull, see the guide)"
elif [ -e "$TARGET" ] && [ -n "$(ls -A "$TARGET")" ]; then
  echo "install.sh: $TARGET exists and is not empty; move it away first" >&2
  exit 1
else
  run git clone --quiet "$SOURCE" "$TARGET"
  origin="$(git -C "$SOURCE" remote get-url origin 2>/dev/null || true)"
  if [ -n "$origin" ]; then run git -C "$TARGET" remote set-url origin "$origin"; fi
fi
run install -d -m 0700 "$TARGET/data"
if [ -e "$TARGET/.env" ]; then
  echo "keeping the existing $TARGET/.env"
elif [ "$DRY_RUN" = 1 ]; then
  echo "+ .env from .env.example with a new SESSION_SECRET (0600)"
else
  secret="$(openssl rand -base64 48 | tr -d '\n')"
  (umask 077 && sed "s|^SESSION_SECRET=\$|SESSION_SECRET=$secret|" "$TARGET/.env.example" >"$TARGET/.env")
fi
run_system chown -R "$APP_USER:$APP_USER" "$APP_DIR"

say "5. dependencies and the build, as $APP_USER"
if [ "$SKIP_BUILD" = 1 ]; then
  echo "skipped (--skip-build)"
else
  as_app() { run_system runuser -u "$APP_USER" -- env PATH="/usr/local/bin:$PATH" HOME="$APP_HOME" "$@"; }
  as_app sh -c "cd $APP_DIR && npm ci && npm run build"
fi

say "6. the systemd unit"
run install -D -m 0644 "$TARGET/docs/lounge.service" "$ROOT/etc/systemd/system/lounge.service"
run_system systemctl daemon-reload
run_system systemctl enable lounge

say "done. Next: fill in $APP_DIR/.env (docs/on-premise.md, section 2), create the first admin, then"
echo "   systemctl start lounge && curl http://localhost:5000/api/health"
echo "   cd $APP_DIR && sudo -u $APP_USER npm run -s version:check   # the server runs this release"

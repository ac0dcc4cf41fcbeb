#!/usr/bin/env bash
# The production install starts, and serves no source map (docs/deploy.md).
# In a throw-away copy of the committed tree (this checkout's node_modules and dist/ untouched):
#   npm ci && npm run build && npm prune --omit=dev
# then `npm run api` (NODE_ENV=production, PGlite in the copy, no Auth emulator) and `npm run serve`
# in front of it; `/` and `/api/auth/organisations?…` must answer through the web server.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/simusession-production-XXXXXX")"
pids=()

cleanup() {
  # Each server was started in its own process group (setsid): npm, its shell, tsx and node all stop.
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "ÉCHEC : $*" >&2
  for log in "$work"/*.log; do [ -f "$log" ] && { echo "── $log" >&2; tail -n 30 "$log" >&2; }; done
  exit 1
}

# GET URL: prints the body, then the status on a last line; exits non-zero when nothing answers (node, not curl: always here).
http_get() { node -e 'fetch(process.argv[1]).then(async (r) => console.log(`${await r.text()}\n${r.status}`), () => process.exit(7))' "$1"; }

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

# Polls URL until it answers HTTP (any status); prints nothing.
wait_for() {
  local url=$1
  for _ in $(seq 120); do
    http_get "$url" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  fail "$url ne répond pas après 60 s"
}

echo "── copie de $(git -C "$repo" rev-parse --short HEAD) dans $work/app"
mkdir "$work/app"
git -C "$repo" archive HEAD | tar -x -C "$work/app"
cd "$work/app"

echo "── npm ci, build, prune --omit=dev"
npm ci --no-audit --no-fund --loglevel=error >"$work/install.log" 2>&1 || fail "npm ci"
npm run build >"$work/build.log" 2>&1 || fail "npm run build"
npm prune --omit=dev --no-audit --no-fund --loglevel=error >"$work/prune.log" 2>&1 || fail "npm prune --omit=dev"
[ ! -e node_modules/webpack ] || fail "npm prune a laissé les paquets de développement"

echo "── aucune carte de sources sous dist/"
maps="$(find dist -name '*.map' | head -n 5)"
[ -z "$maps" ] || fail "cartes de sources servies publiquement : $maps"
[ -n "$(find dist-sourcemaps -name '*.js.map' 2>/dev/null | head -n 1)" ] || fail "aucune carte de sources dans dist-sourcemaps/"
if grep -rl 'sourceMappingURL' dist --include='*.js' >/dev/null; then fail "un fichier de dist/ pointe vers une carte de sources"; fi

api_port="$(free_port)"
web_port="$(free_port)"
while [ "$web_port" = "$api_port" ]; do web_port="$(free_port)"; done
export NODE_ENV=production FIREBASE_PROJECT_ID=demo-simusession PGLITE_DATA_DIR="$work/pglite" CI=true
unset FIREBASE_AUTH_EMULATOR_HOST DATABASE_URL USE_AUTH_EMULATOR

echo "── base de démo (PGlite), puis npm run api sur $api_port et npm run serve sur $web_port"
npm run db:seed >"$work/seed.log" 2>&1 || fail "npm run db:seed"
API_PORT="$api_port" setsid npm run api >"$work/api.log" 2>&1 &
pids+=($!)
PORT="$web_port" API_PROXY_TARGET="http://127.0.0.1:$api_port" setsid npm run serve >"$work/serve.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$api_port/"
wait_for "http://127.0.0.1:$web_port/"

page="$(http_get "http://127.0.0.1:$web_port/")"
[ "$(tail -n 1 <<<"$page")" = 200 ] || fail "GET / → $(tail -n 1 <<<"$page")"
grep -q 'id="\?root' <<<"$page" || fail "GET / ne sert pas l'application"

# The demo world's active organisation (server/seed/demoWorld.ts), through the web server's /api proxy.
check="$(http_get "http://127.0.0.1:$web_port/api/auth/organisations?accessCheck=true&id=369ea230-88f9-4efd-bbeb-9457c8f95931")"
[ "$(tail -n 1 <<<"$check")" = 200 ] || fail "GET /api/auth/organisations → $check"
grep -q '"success":true' <<<"$check" || fail "GET /api/auth/organisations → $check"

echo "Installation de production vérifiée : npm run api et npm run serve répondent après npm prune --omit=dev, sans carte de sources publique."

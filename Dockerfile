# The API as a container (docs/deploy.md): `server/api/main.ts`, what `npm run api` runs, over the
# managed PostgreSQL of DATABASE_URL. Stateless: run as many as the load needs behind the runtime's
# load balancer (Cloud Run, or any container runtime). The SPA is not in this image (a CDN serves dist/).
#   docker build -t simusession-api .
#   docker run -e DATABASE_URL=postgres://… -e FIREBASE_PROJECT_ID=… -e APP_ORIGIN=https://… -p 8080:8080 simusession-api
FROM node:20.20-bookworm-slim

ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=8080 \
    # One hop: the runtime's front end (Cloud Run's), the only way in, appends the browser's address.
    TRUST_PROXY=1 \
    RATE_LIMIT_STORE=database \
    PAYMENT_PROVIDER=none \
    NO_UPDATE_NOTIFIER=1

WORKDIR /app
# The lockfile pins every package; production dependencies only, install scripts as docs/dependencies.md lists.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# The API needs the server and the contract it shares with the browser; TypeScript runs through tsx.
COPY tsconfig.json ./
COPY contract ./contract
COPY server ./server

USER node
EXPOSE 8080
# Node runs tsx's loader itself: SIGTERM (a scale-in, a deploy) reaches the API, which closes its pool and exits.
CMD ["node", "--import", "tsx", "server/api/main.ts"]

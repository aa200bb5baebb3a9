# syntax=docker/dockerfile:1
# The shop's production image: `docker build -t lovely-gifts .`, then run it with the settings of the README's
# "Production" section (APP_MODE=production is set here). Not built on the development machines (they run no
# container engine). The local stack with the emulators is docker-compose.yml, not this file.

# Build: every dependency, codegen, the web app (dist/web) and the server (dist/server).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies, the build and the schema (read at start), run as the unprivileged `node` user.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production APP_MODE=production PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY schema.graphql ./
COPY --from=build /app/dist ./dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/src/main.js"]

# The site's own Node server in one small image (README "Deploy").
#   podman build -t cat-tours .   (or docker build)
#   podman run -p 3000:3000 -v cat-tours-outbox:/data cat-tours
# Public settings (VITE_*) are read at build time: pass them as --build-arg.
# Server settings (SMTP_URL, MAIL_FROM, MAIL_TO, TRUST_PROXY…) are read at start: pass them as -e.
# It refuses to start while placeholders remain (LAUNCH_STRICT, on in production): -e LAUNCH_STRICT=0 for a preview.

# 1. Dependencies, from the lock file only (cached while package*.json are unchanged).
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# 2. The production build, then only the packages the server needs at run time.
FROM deps AS build
ARG VITE_SITE_URL \
    VITE_GA_MEASUREMENT_ID VITE_EMAILJS_PUBLIC_KEY VITE_EMAILJS_SERVICE_ID VITE_EMAILJS_TEMPLATE_CONFIRM \
    VITE_EMAILJS_TEMPLATE_ADMIN VITE_EMAILJS_SURVEY_TEMPLATE_ID VITE_MC_ACCOUNT VITE_MC_DC VITE_MC_U VITE_MC_ID
COPY . .
# The launch check lists every placeholder the image is built with (it does not stop the build: the
# start does, in strict mode, the default; -e LAUNCH_STRICT=0 starts a preview anyway).
RUN npm run build && (npm run --silent launch-check || true) && rm -rf build/static build/nginx \
    && npm prune --omit=dev --no-audit --no-fund

# 3. Run time: the build, the server and its packages, as an unprivileged user.
FROM node:24-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 OUTBOX_DIR=/data
WORKDIR /app
# What the server needs (server/runtime-files.ts): the build, the server, the app
# modules it imports and the content it reads at start, package.json; and the
# production packages.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server closes gracefully on SIGTERM (podman stop / docker stop).
STOPSIGNAL SIGTERM
CMD ["node", "server/index.ts"]

# Toolshed as a container: the static build served by nginx with the generated dist/nginx.conf
# (the same header rules as dist/_headers and `npm start`), as a non-root user on port 8080.
#   docker build --build-arg VITE_SITE_ORIGIN=https://tools.example -t toolshed .
#   (--build-arg BASE_PATH=/tools/ serves it under /tools/; --build-arg TOOLSHED_TOOLS=json-formatter,base64
#   builds only those tools: README, Deploy)
#   docker run --rm -p 8080:8080 toolshed        (or: docker compose up --build)
# This repository's CI cannot run Docker; tests/e2e/nginx.spec.ts runs the same nginx.conf with
# Debian's nginx against the same build.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Absolute URLs (canonical, Open Graph, social cards, sitemap, robots.txt) use this origin.
ARG VITE_SITE_ORIGIN=
# Self-hosting options (scripts/build-options.mjs): a sub-path such as /tools/, and a chosen set of tools.
ARG BASE_PATH=
ARG TOOLSHED_TOOLS=
# The site, the embed and the published Storybook (linked from the footer and /docs/api).
RUN npm run build \
 && mkdir /out \
 && mv dist/nginx.conf /out/nginx.conf

# nginx's official unprivileged image: runs as user nginx (101), listens on 8080, keeps its pid
# and temp files in /tmp, so the container needs no root and can run read-only (compose.yaml).
FROM nginxinc/nginx-unprivileged:stable-alpine
# Under a base path the generated locations are /tools/…, so the build goes to the root's tools/.
ARG BASE_PATH=
ENV TOOLSHED_BASE=${BASE_PATH}
COPY --from=build /app/dist /usr/share/nginx/html${BASE_PATH}
COPY --from=build /out/nginx.conf /etc/nginx/conf.d/default.conf
USER 101
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD wget -q -O /dev/null "http://127.0.0.1:8080${TOOLSHED_BASE%/}/robots.txt" || exit 1

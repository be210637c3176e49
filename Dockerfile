# The site as an nginx image: `docker build -t rainbond-website .`, then `docker run -p 8080:80 rainbond-website`.
# tests/unit/dockerfile.test.ts checks this file against the repository (paths, build script, output dir, nginx config).

# Build stage. The full Node image, not -slim or -alpine: it has git, from whose history the build dates
# each documentation page (.dockerignore lets .git into the context).
FROM node:20-bookworm AS build
WORKDIR /site
# Dependencies first, so that a change to the content reuses this layer.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# The settings of the README's 配置 section, as build arguments of the same names. Statistics stay off
# unless asked for (RAINBOND_ANALYTICS=on with the site ids).
ARG RAINBOND_ANALYTICS=off
ARG BAIDU_ANALYTICS_ID
ARG HOTJAR_ID
ARG ALGOLIA_APP_ID
ARG ALGOLIA_API_KEY
ARG ALGOLIA_INDEX_NAME
ARG ALGOLIA_EXTERNAL_URL_REGEX
ARG ALGOLIA_REPLACE_PATHNAME_FROM
ARG ALGOLIA_REPLACE_PATHNAME_TO
RUN npm run build

# The official image has no brotli module: deploy/brotli.conf stays out, and responses are gzip-compressed.
FROM nginx:1.28-alpine
# Replaces the image's default server; the image's nginx.conf includes conf.d/*.conf in http{}.
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site/doc_build /usr/share/nginx/rainbond

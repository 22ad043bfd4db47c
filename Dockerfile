# A build and verify image with the exact native packages the goldens were recorded against, so
# `hero verify` with tolerance 0 gives the same pixels here as on the machine that recorded them.
# Untested: docker was not available where this was written (see docs/ci.md).
#
#   docker build -t heroframes .
#   docker run --rm -v "$PWD:/project" -w /project heroframes verify --report artefacts/report
FROM swift:6.0-bookworm AS build
# Debian 12 (bookworm) versions: Cairo 1.16.0, pixman 0.42.2, libpng 1.6.39, Pango 1.50.12.
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      pkg-config \
      libcairo2-dev=1.16.0-7 \
      libpixman-1-dev=0.42.2-1 \
      libpng-dev=1.6.39-2+deb12u4 \
      libpango1.0-dev=1.50.12+ds-1 \
      libdeflate-dev=1.14-1 \
      fonts-inter=4.0~beta7+ds-1 \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
# The Swift runtime linked in, so the run stage needs only the native libraries.
RUN swift build -c release --product hero --static-swift-stdlib \
 && install -D "$(swift build -c release --show-bin-path)/hero" /usr/local/bin/hero

FROM debian:bookworm-slim
# The same library versions at run time (the -dev packages above pull exactly these).
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      libcairo2=1.16.0-7 \
      libpixman-1-0=0.42.2-1 \
      libpng16-16=1.6.39-2+deb12u4 \
      libpango-1.0-0=1.50.12+ds-1 \
      libpangocairo-1.0-0=1.50.12+ds-1 \
      libdeflate0=1.14-1 \
      fonts-inter=4.0~beta7+ds-1 \
      ffmpeg \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /usr/local/bin/hero /usr/local/bin/hero
ENTRYPOINT ["hero"]

# An image with hero, built by the same scripts the tests run: scripts/install-deps --pinned (the
# native packages at the versions in scripts/native-pins.txt, and patchelf), scripts/package (the
# release archive, which carries those native libraries in lib/), and a slim Debian 12 run stage that
# needs nothing from apt but ffmpeg for previews (the archive's install-deps --with-ffmpeg).
# Docker could not run where this was written: scripts/test-package runs these scripts, not this file.
#
#   docker build -t heroframes .
#   docker run --rm -v "$PWD:/project" -w /project heroframes verify --sandbox --report artefacts/report
FROM swift:6.1-bookworm AS build
WORKDIR /src
COPY . .
RUN scripts/install-deps --pinned --with-patchelf \
 && scripts/package --no-deb \
 && mkdir /opt/heroframes \
 && tar -xzf dist/heroframes-*-linux-*.tar.gz -C /opt/heroframes --strip-components=1

FROM debian:bookworm-slim
COPY --from=build /opt/heroframes /opt/heroframes
RUN /opt/heroframes/install-deps --with-ffmpeg \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s /opt/heroframes/bin/hero /usr/local/bin/hero
ENTRYPOINT ["hero"]

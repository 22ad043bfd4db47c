/* The frame PNG encoder under AddressSanitizer and UndefinedBehaviorSanitizer (scripts/sanitize
 * builds and runs this; it is not part of the Swift package).
 *
 * Seeded random images: sizes from 1×1 to a few thousand pixels wide, strides with padding (filled
 * with noise the output must not depend on, and no byte allocated past the last row's pixels), both
 * pixel layouts, opaque and translucent content (flat runs, repeated rows, gradients, noise), then
 * sequences of reuse steps that change random rows. Every encode is checked three ways:
 *   - it is the same bytes as a fresh encode of the same pixels, packed with no padding;
 *   - libpng decodes it to the input pixels (unpremultiplied by the rule below), in colour type RGB
 *     exactly when every pixel is opaque;
 *   - the output of the whole run is summed into a CRC-32 printed at the end ("digest …"), which
 *     scripts/sanitize compares between the vector and the scalar (-DHERO_PNG_SCALAR) builds.
 * The filtered rows hero_frame_png_filter returns must be what the PNG's IDAT inflates to (zlib).
 * A few refused inputs check that errors are messages, not crashes. Then the JPEG decoder
 * (jpegrows.c) on seeded mutations of the fixtures in Tests/Fixtures/jpeg (bit flips, cuts, spliced
 * bytes, at factors 1 to 3) into buffers that end right after the last output pixel: each decode
 * returns 0 or -1 with a message. Exit 1 on the first failure, naming the seed and case to rerun. */
#include "framepng.h"
#include "cpng.h"
#include "jpegrows.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static uint64_t rng_state;

/* SplitMix64: the same sequence on every machine for a seed. */
static uint64_t next_random(void) {
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* A number in [low, high]. */
static uint32_t between(uint32_t low, uint32_t high) {
  return low + (uint32_t)(next_random() % ((uint64_t)high - low + 1));
}

static uint64_t seed;
static unsigned current_case;
static uint32_t digest;

#define FAIL(...)                                                                                \
  do {                                                                                           \
    fprintf(stderr, "sanitize harness: seed %llu case %u: ", (unsigned long long)seed, current_case); \
    fprintf(stderr, __VA_ARGS__);                                                                \
    fprintf(stderr, "\n");                                                                       \
    exit(1);                                                                                     \
  } while (0)

/* One test image: `height` rows `stride` bytes apart, allocated to end right after the last row's
 * pixels so that a read past them is caught. */
typedef struct {
  uint32_t width, height;
  size_t stride;
  hero_pixel_layout layout;
  uint8_t *pixels;
} image;

static size_t image_bytes(const image *m) { return (m->height - 1) * m->stride + (size_t)m->width * 4; }

/* A pixel in the image's layout from straight r, g, b, a. Premultiplied pixels are rounded as Cairo
 * does; now and then one is made invalid (a channel above alpha), which the encoder clamps. */
static void put_pixel(image *m, uint32_t x, uint32_t y, uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
  uint8_t *p = m->pixels + y * m->stride + 4 * (size_t)x;
  if (m->layout == HERO_PIXELS_STRAIGHT_RGBA8) {
    p[0] = r, p[1] = g, p[2] = b, p[3] = a;
    return;
  }
  uint32_t pr = (r * a + 127) / 255, pg = (g * a + 127) / 255, pb = (b * a + 127) / 255;
  if (a < 255 && next_random() % 64 == 0) pr = a + (255 - a) / 2; /* invalid: r above alpha */
  uint32_t word = (uint32_t)a << 24 | pr << 16 | pg << 8 | pb;
  memcpy(p, &word, 4);
}

/* Fills rows [from, to) with one of the kinds of content frames have. */
static void paint_rows(image *m, uint32_t from, uint32_t to, int translucent) {
  uint8_t base[4] = {(uint8_t)next_random(), (uint8_t)next_random(), (uint8_t)next_random(), 255};
  unsigned kind = between(0, 4);
  for (uint32_t y = from; y < to; y++) {
    if (kind == 1 && y > from && next_random() % 4) { /* a row like the one above */
      memcpy(m->pixels + y * m->stride, m->pixels + (y - 1) * m->stride, (size_t)m->width * 4);
      continue;
    }
    for (uint32_t x = 0; x < m->width; x++) {
      uint8_t r = base[0], g = base[1], b = base[2], a = 255;
      switch (kind) {
      case 0: break;                                               /* flat */
      case 1: if (x % 7 < 3) r = (uint8_t)~r; break;               /* stripes */
      case 2: r = (uint8_t)(r + x), g = (uint8_t)(g + y); break;   /* gradient */
      case 3: r = (uint8_t)next_random(), g = (uint8_t)next_random(), b = (uint8_t)next_random(); break;
      default: if (next_random() % 16 == 0) r = (uint8_t)next_random(); break; /* mostly flat, specks */
      }
      if (translucent) {
        unsigned pick = (unsigned)(next_random() % 8);
        a = pick == 0 ? 0 : pick == 1 ? (uint8_t)next_random() : pick == 2 ? 128 : 255;
      }
      put_pixel(m, x, y, r, g, b, a);
    }
  }
}

/* Padding bytes between rows: noise, which must not change the output. */
static void pad_with_noise(image *m) {
  for (uint32_t y = 0; y + 1 < m->height; y++) {
    for (size_t i = (size_t)m->width * 4; i < m->stride; i++) m->pixels[y * m->stride + i] = (uint8_t)next_random();
  }
}

/* The straight RGBA the PNG must decode to: premultiplied pixels are unpremultiplied as
 * round(c · 255 / a), clamped to 255, and are 0 where alpha is 0. */
static void expected_rgba(const image *m, uint8_t *rgba) {
  for (uint32_t y = 0; y < m->height; y++) {
    for (uint32_t x = 0; x < m->width; x++) {
      const uint8_t *p = m->pixels + y * m->stride + 4 * (size_t)x;
      uint8_t *e = rgba + ((size_t)y * m->width + x) * 4;
      if (m->layout == HERO_PIXELS_STRAIGHT_RGBA8) {
        memcpy(e, p, 4);
        continue;
      }
      uint32_t word;
      memcpy(&word, p, 4);
      uint32_t a = word >> 24;
      for (int c = 0; c < 3; c++) {
        uint32_t v = (word >> (16 - 8 * c)) & 0xFF;
        uint32_t u = a == 0 ? 0 : (v * 255 + a / 2) / a;
        e[c] = (uint8_t)(u > 255 ? 255 : u);
      }
      e[3] = (uint8_t)a;
    }
  }
}

static int all_opaque(const image *m) {
  for (uint32_t y = 0; y < m->height; y++) {
    for (uint32_t x = 0; x < m->width; x++) {
      uint8_t a = m->pixels[y * m->stride + 4 * (size_t)x + 3];
      if (a != 255) return 0;
    }
  }
  return 1;
}

/* Decodes `png` with libpng and compares it with the image's pixels. */
static void check_decodes(const image *m, const uint8_t *png, size_t size) {
  const int opaque = all_opaque(m);
  if (size < 33 || png[25] != (opaque ? 2 : 6))
    FAIL("colour type %u for a %s image", size < 33 ? 0 : png[25], opaque ? "opaque" : "translucent");
  png_image decoded;
  memset(&decoded, 0, sizeof(decoded));
  decoded.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&decoded, png, size)) FAIL("libpng refuses the file: %s", decoded.message);
  if (decoded.width != m->width || decoded.height != m->height) FAIL("decoded as %ux%u", decoded.width, decoded.height);
  decoded.format = PNG_FORMAT_RGBA;
  size_t count = (size_t)m->width * m->height * 4;
  uint8_t *got = malloc(count), *want = malloc(count);
  if (!got || !want) FAIL("out of memory");
  if (!png_image_finish_read(&decoded, NULL, got, 0, NULL)) FAIL("libpng cannot decode the file: %s", decoded.message);
  expected_rgba(m, want);
  for (size_t i = 0; i < count; i++) {
    if (got[i] != want[i]) {
      size_t pixel = i / 4;
      FAIL("%ux%u (layout %d): pixel (%zu, %zu) byte %zu decodes to %u, expected %u", m->width, m->height, m->layout,
           pixel % m->width, pixel / m->width, i % 4, got[i], want[i]);
    }
  }
  free(got);
  free(want);
}

/* The PNG of the image's pixels packed with no padding, from a fresh encoder. */
static uint8_t *fresh_encode(const image *m, size_t *size) {
  image packed = *m;
  packed.stride = (size_t)m->width * 4;
  packed.pixels = malloc(image_bytes(&packed));
  if (!packed.pixels) FAIL("out of memory");
  for (uint32_t y = 0; y < m->height; y++) {
    memcpy(packed.pixels + y * packed.stride, m->pixels + y * m->stride, packed.stride);
  }
  uint8_t *png = NULL;
  char message[HERO_PNG_MESSAGE_SIZE];
  if (hero_frame_png_encode(packed.pixels, packed.stride, m->width, m->height, m->layout, &png, size, message) != 0)
    FAIL("fresh encode of %ux%u failed: %s", m->width, m->height, message);
  free(packed.pixels);
  return png;
}

/* Checks one encoder output against a fresh encode and libpng, and adds it to the digest. */
static void check(const image *m, const uint8_t *png, size_t size, const char *what, unsigned step) {
  size_t fresh_size = 0;
  uint8_t *fresh = fresh_encode(m, &fresh_size);
  if (fresh_size != size || memcmp(fresh, png, size) != 0)
    FAIL("%s (step %u) of %ux%u, stride %zu, layout %d: %zu bytes differ from a fresh encode's %zu", what, step,
         m->width, m->height, m->stride, m->layout, size, fresh_size);
  hero_png_free(fresh);
  check_decodes(m, png, size);
  digest = (uint32_t)crc32(digest, png, (uInt)size);
}

/* The encoder's stages before deflate (hero_frame_png_filter, what hero-bench's libdeflate variant
 * deflates): the same bpp as the PNG, and the very bytes its IDAT inflates to (zlib's inflate). */
static void check_filtered_rows(const image *m, const uint8_t *png, size_t size) {
  unsigned bpp = 0;
  uint8_t *rows = NULL;
  size_t count = 0;
  char message[HERO_PNG_MESSAGE_SIZE];
  if (hero_frame_png_filter(m->pixels, m->stride, m->width, m->height, m->layout, &bpp, &rows, &count, message) != 0)
    FAIL("filtering %ux%u failed: %s", m->width, m->height, message);
  if (count != (size_t)m->height * (1 + (size_t)m->width * bpp) || (bpp == 3) != (png[25] == 2))
    FAIL("filtered %ux%u as %zu bytes at bpp %u, the PNG has colour type %u", m->width, m->height, count, bpp, png[25]);
  uint32_t idat = (uint32_t)png[33] << 24 | (uint32_t)png[34] << 16 | (uint32_t)png[35] << 8 | png[36];
  if (41 + (size_t)idat > size || memcmp(png + 37, "IDAT", 4) != 0) FAIL("no IDAT chunk after IHDR");
  uint8_t *inflated = malloc(count + 1);
  uLongf inflated_size = (uLongf)count + 1;
  if (!inflated) FAIL("out of memory");
  if (uncompress(inflated, &inflated_size, png + 41, idat) != Z_OK || inflated_size != count ||
      memcmp(inflated, rows, count) != 0)
    FAIL("the IDAT of %ux%u does not inflate to hero_frame_png_filter's rows", m->width, m->height);
  free(inflated);
  hero_png_free(rows);
}

/* A random size: mostly small (odd widths, 1-pixel images), sometimes wide or tall, at most about
 * `budget` pixels so a case stays quick under the sanitizers. */
static void random_size(uint32_t *width, uint32_t *height, uint32_t budget) {
  switch (between(0, 5)) {
  case 0: *width = between(1, 8), *height = between(1, 8); break;
  case 1: *width = between(1, 64), *height = between(1, 300); break;
  case 2: *width = between(200, 1200), *height = between(1, 120); break;
  case 3: *width = between(1200, 4000), *height = between(1, 40); break; /* rows past the 32 KiB window */
  case 4: *width = between(1, 16), *height = between(500, 5000); break;  /* many bands */
  default: *width = between(64, 600), *height = between(64, 400); break;
  }
  while ((uint64_t)*width * *height > budget) *height = *height / 2 + 1;
}

/* One case: an image, encoded fresh and through a reuse context over a few steps. */
static void run_case(hero_png_reuse *reuse) {
  image m;
  random_size(&m.width, &m.height, 600000);
  m.stride = (size_t)m.width * 4 + (next_random() % 3 == 0 ? 0 : between(1, 67));
  m.layout = next_random() % 2 ? HERO_PIXELS_PREMULTIPLIED_ARGB32 : HERO_PIXELS_STRAIGHT_RGBA8;
  m.pixels = malloc(image_bytes(&m));
  if (!m.pixels) FAIL("out of memory");
  int translucent = next_random() % 3 == 0;
  for (uint32_t y = 0; y < m.height;) { /* a few regions of different content */
    uint32_t to = y + between(1, m.height - y);
    paint_rows(&m, y, to, translucent && next_random() % 2);
    y = to;
  }
  pad_with_noise(&m);

  uint8_t *png = NULL;
  size_t size = 0;
  char message[HERO_PNG_MESSAGE_SIZE];
  if (hero_frame_png_encode(m.pixels, m.stride, m.width, m.height, m.layout, &png, &size, message) != 0)
    FAIL("encode of %ux%u failed: %s", m.width, m.height, message);
  check(&m, png, size, "encode", 0);
  check_filtered_rows(&m, png, size);
  hero_png_free(png);

  /* Reuse steps: the first sees no list (every row may differ); then random rows change, each
   * flagged, with a few unchanged rows flagged too (a list may say more than changed). */
  uint8_t *changed = malloc(m.height);
  if (!changed) FAIL("out of memory");
  unsigned steps = between(1, 5);
  for (unsigned step = 0; step < steps; step++) {
    memset(changed, 0, m.height);
    if (step > 0) {
      unsigned edits = between(0, 4);
      for (unsigned e = 0; e < edits; e++) {
        uint32_t y0 = between(0, m.height - 1), y1 = y0 + between(1, m.height - y0 < 40 ? m.height - y0 : 40);
        unsigned mode = between(0, 9);
        paint_rows(&m, y0, y1, mode == 0 ? 1 : mode == 1 ? 0 : translucent && next_random() % 2);
        memset(changed + y0, 1, y1 - y0);
      }
      if (next_random() % 4 == 0) changed[between(0, m.height - 1)] = 1;
    }
    if (hero_frame_png_encode_reusing(m.pixels, m.stride, m.width, m.height, m.layout, step ? changed : NULL, reuse,
                                      &png, &size, message) != 0)
      FAIL("reusing encode of %ux%u failed: %s", m.width, m.height, message);
    check(&m, png, size, "reusing encode", step);
    hero_png_free(png);
  }
  free(changed);
  free(m.pixels);
}

/* Inputs the encoder refuses: a message each, no output. */
static void check_refusals(void) {
  static const uint8_t pixels[64];
  struct {
    uint32_t width, height;
    size_t stride;
  } bad[] = {{0, 1, 4}, {1, 0, 4}, {4, 1, 15}, {0x7FFFFFFFu, 1, 0x1FFFFFFFCull}};
  for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
    uint8_t *png = (uint8_t *)1;
    size_t size = 1;
    char message[HERO_PNG_MESSAGE_SIZE] = "";
    if (hero_frame_png_encode(pixels, bad[i].stride, bad[i].width, bad[i].height, HERO_PIXELS_STRAIGHT_RGBA8, &png,
                              &size, message) != -1 ||
        png != NULL || size != 0 || message[0] == 0)
      FAIL("a %ux%u image with stride %zu was not refused with a message", bad[i].width, bad[i].height, bad[i].stride);
  }
}

/* A whole file read into memory (the JPEG fixtures). */
static uint8_t *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) FAIL("cannot open %s (run from the repository's root)", path);
  fseek(f, 0, SEEK_END);
  long length = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint8_t *bytes = (uint8_t *)malloc((size_t)length);
  if (!bytes || fread(bytes, 1, (size_t)length, f) != (size_t)length) FAIL("cannot read %s", path);
  fclose(f);
  *size = (size_t)length;
  return bytes;
}

/* `cases` mutated decodes of each JPEG fixture. */
static void check_jpeg_decoder(unsigned cases) {
  static const struct {
    const char *path;
    uint32_t width, height;
  } fixtures[] = {{"Tests/Fixtures/jpeg/gradient-420.jpg", 48, 32},
                  {"Tests/Fixtures/jpeg/gradient-progressive.jpg", 48, 32},
                  {"Tests/Fixtures/jpeg/cmyk.jpg", 48, 32},
                  {"Tests/Fixtures/jpeg/odd-size.jpg", 37, 23}};
  unsigned decoded = 0;
  for (size_t f = 0; f < sizeof(fixtures) / sizeof(fixtures[0]); f++) {
    size_t size;
    uint8_t *original = read_file(fixtures[f].path, &size);
    for (unsigned c = 0; c < cases; c++, current_case++) {
      uint8_t *bytes = (uint8_t *)malloc(size + 16);
      if (!bytes) FAIL("out of memory");
      memcpy(bytes, original, size);
      size_t length = size;
      switch (between(0, 3)) {
      case 0: /* the original, every factor must decode */
        break;
      case 1:
        for (uint32_t n = between(1, 6); n > 0; n--) bytes[between(0, (uint32_t)length - 1)] ^= (uint8_t)(1u << between(0, 7));
        break;
      case 2:
        length = between(0, (uint32_t)length);
        break;
      default: {
        uint32_t at = between(2, (uint32_t)length - 1), n = between(1, 16);
        memmove(bytes + at + n, bytes + at, length - at);
        for (uint32_t i = 0; i < n; i++) bytes[at + i] = (uint8_t)between(0, 255);
        length += n;
      }
      }
      uint32_t factor = between(1, 3);
      uint32_t width = (fixtures[f].width + factor - 1) / factor, height = (fixtures[f].height + factor - 1) / factor;
      size_t stride = (size_t)width * 4;
      uint8_t *out = (uint8_t *)malloc(stride * height);
      if (!out) FAIL("out of memory");
      char message[HERO_PNG_MESSAGE_SIZE] = "";
      int checked = hero_jpeg_check(bytes, length, fixtures[f].width, fixtures[f].height, message);
      int rc = hero_jpeg_decode_rows(bytes, length, fixtures[f].width, fixtures[f].height, factor,
                                     HERO_DECODE_PREMULTIPLIED_ARGB32, out, stride, message);
      if (rc != 0 && message[0] == 0) FAIL("%s: a failed JPEG decode gave no message", fixtures[f].path);
      if (checked != 0 && rc == 0) FAIL("%s: a JPEG the check refused decoded", fixtures[f].path);
      if (length == size && memcmp(bytes, original, size) == 0 && rc != 0)
        FAIL("%s: the unchanged file did not decode at factor %u: %s", fixtures[f].path, factor, message);
      decoded += rc == 0;
      free(out);
      free(bytes);
    }
    free(original);
  }
  printf("sanitize harness: JPEG decoder, %u mutated files, %u decoded\n", cases * 4, decoded);
}

int main(int argc, char **argv) {
  unsigned cases = 200;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
      seed = strtoull(argv[++i], NULL, 10);
    } else if (strcmp(argv[i], "--cases") == 0 && i + 1 < argc) {
      cases = (unsigned)strtoul(argv[++i], NULL, 10);
    } else {
      fprintf(stderr, "usage: %s [--seed N] [--cases N]\n", argv[0]);
      return 2;
    }
  }
  rng_state = seed;
  check_refusals();
  hero_png_reuse *reuse = hero_png_reuse_create();
  if (!reuse) FAIL("out of memory");
  for (current_case = 0; current_case < cases; current_case++) {
    /* Now and then a new context; otherwise the last case's image is in it (another size). */
    if (next_random() % 4 == 0) {
      hero_png_reuse_free(reuse);
      reuse = hero_png_reuse_create();
      if (!reuse) FAIL("out of memory");
    }
    run_case(reuse);
  }
  hero_png_reuse_free(reuse);
  check_jpeg_decoder(cases);
  printf("sanitize harness: seed %llu, %u cases passed; digest %08x\n", (unsigned long long)seed, cases, digest);
  return 0;
}

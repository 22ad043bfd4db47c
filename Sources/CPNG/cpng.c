/* libpng shim: see cpng.h. Every longjmp lands in the function that called setjmp, here. */
#include "cpng.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* libpng's own header sanity limit; the caller's (smaller) limits are checked after it with a
 * clearer message. */
#define HERO_PNG_MAX_SIDE 65535u

typedef struct {
  char *message; /* HERO_PNG_MESSAGE_SIZE bytes */
} error_sink;

static void on_error(png_structp png, png_const_charp text) {
  error_sink *sink = (error_sink *)png_get_error_ptr(png);
  if (sink && sink->message) {
    snprintf(sink->message, HERO_PNG_MESSAGE_SIZE, "%s", text ? text : "unknown libpng error");
  }
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text; /* warnings (e.g. bad sRGB chunks) do not stop decoding */
}

/* ---- encoding ---- */

typedef struct {
  uint8_t *data;
  size_t size;
  size_t capacity;
  int failed;
} byte_buffer;

static void buffer_write(png_structp png, png_bytep bytes, png_size_t length) {
  byte_buffer *buffer = (byte_buffer *)png_get_io_ptr(png);
  if (buffer->size + length > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 65536;
    while (capacity < buffer->size + length) capacity *= 2;
    uint8_t *grown = (uint8_t *)realloc(buffer->data, capacity);
    if (!grown) {
      buffer->failed = 1;
      png_error(png, "out of memory while encoding PNG");
    }
    buffer->data = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->data + buffer->size, bytes, length);
  buffer->size += length;
}

static void buffer_flush(png_structp png) { (void)png; }

int hero_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int has_alpha, int level,
                    uint8_t **out, size_t *out_size, char *message) {
  error_sink sink = {message};
  byte_buffer buffer = {NULL, 0, 0, 0};
  png_structp png = NULL;
  png_infop info = NULL;
  *out = NULL;
  *out_size = 0;
  if (width == 0 || height == 0) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "cannot encode an empty image (%ux%u)", width, height);
    return -1;
  }
  png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
  if (!png) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "libpng could not create a write struct");
    return -1;
  }
  info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, NULL);
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "libpng could not create an info struct");
    return -1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(buffer.data);
    return -1;
  }
  png_set_write_fn(png, &buffer, buffer_write, buffer_flush);
  png_set_IHDR(png, info, width, height, 8, has_alpha ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (level < 1 || level > 9) level = 9;
  png_set_compression_level(png, level);
  if (level == 1) {
    /* The fast setting HeroFrames used before its own encoder: the baseline hero-bench compares. */
    png_set_compression_strategy(png, Z_RLE);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
  } else {
    png_set_compression_strategy(png, Z_DEFAULT_STRATEGY);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_ALL_FILTERS);
  }
  png_write_info(png, info);
  if (!has_alpha) {
    /* The rows stay RGBA in memory; libpng drops the fourth byte while writing. */
    png_set_filler(png, 0, PNG_FILLER_AFTER);
  }
  for (uint32_t y = 0; y < height; y++) {
    png_write_row(png, (png_const_bytep)(rgba + (size_t)y * width * 4));
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  *out = buffer.data;
  *out_size = buffer.size;
  return 0;
}

/* ---- decoding ---- */

typedef struct {
  const uint8_t *data;
  size_t size;
  size_t offset;
} byte_reader;

static void reader_read(png_structp png, png_bytep bytes, png_size_t length) {
  byte_reader *reader = (byte_reader *)png_get_io_ptr(png);
  if (length > reader->size - reader->offset) {
    png_error(png, "unexpected end of file (truncated PNG)");
  }
  memcpy(bytes, reader->data + reader->offset, length);
  reader->offset += length;
}

int hero_png_decode(const uint8_t *data, size_t size, uint32_t max_side, uint64_t max_pixels,
                    uint32_t *width, uint32_t *height, uint8_t **out, char *message) {
  error_sink sink = {message};
  byte_reader reader = {data, size, 0};
  png_structp png = NULL;
  png_infop info = NULL;
  /* volatile: modified between setjmp and a possible longjmp. */
  uint8_t *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;
  *out = NULL;
  *width = 0;
  *height = 0;
  if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "not a PNG file (bad signature)");
    return -1;
  }
  /* Every chunk must fit in the file before libpng sees it: libpng allocates a chunk's claimed
   * length before reading it (a 400-byte file claiming a 2 GiB tEXt chunk cost 2 GiB). */
  for (size_t at = 8; at + 8 <= size;) {
    uint32_t length = ((uint32_t)data[at] << 24) | ((uint32_t)data[at + 1] << 16) |
                      ((uint32_t)data[at + 2] << 8) | (uint32_t)data[at + 3];
    if ((uint64_t)length + 12 > size - at) {
      snprintf(message, HERO_PNG_MESSAGE_SIZE,
               "chunk '%.4s' at byte %zu claims %u bytes, but only %zu remain in the file (corrupt PNG)",
               (const char *)data + at + 4, at, length, size - at - 8 < size ? size - at - 8 : 0);
      return -1;
    }
    if (memcmp(data + at + 4, "IEND", 4) == 0) break;
    at += (size_t)length + 12;
  }
  png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
  if (!png) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "libpng could not create a read struct");
    return -1;
  }
  info = png_create_info_struct(png);
  if (!info) {
    png_destroy_read_struct(&png, NULL, NULL);
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "libpng could not create an info struct");
    return -1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    free(pixels);
    free(rows);
    return -1;
  }
  png_set_read_fn(png, &reader, reader_read);
  png_set_user_limits(png, HERO_PNG_MAX_SIDE, HERO_PNG_MAX_SIDE);
  /* Belt and braces with the chunk walk above: no chunk allocation beyond the file's size. */
  png_set_chunk_malloc_max(png, size);
  png_read_info(png, info);
  png_uint_32 w = png_get_image_width(png, info);
  png_uint_32 h = png_get_image_height(png, info);
  /* A header can claim any size; deflate expands at most about 1032:1, so the bytes left in the
   * file bound the image data they can hold. Refuse a claim they cannot meet before allocating
   * (a 100-byte file must not cost a 1 GiB buffer). */
  size_t raw_bytes = png_get_rowbytes(png, info) * (size_t)h;
  if (raw_bytes / 1032 > reader.size - reader.offset + 1024) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE,
             "image data too short for a %ux%u image (%zu bytes left in the file; truncated or corrupt PNG)",
             (unsigned)w, (unsigned)h, reader.size - reader.offset);
    png_destroy_read_struct(&png, &info, NULL);
    return -1;
  }
  if (w > max_side || h > max_side || (uint64_t)w * h > max_pixels) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE,
             "image is %ux%u pixels; the limit is %u pixels a side and %llu pixels in all; scale the image down",
             (unsigned)w, (unsigned)h, (unsigned)max_side, (unsigned long long)max_pixels);
    png_destroy_read_struct(&png, &info, NULL);
    return -1;
  }
  int color_type = png_get_color_type(png, info);
  int bit_depth = png_get_bit_depth(png, info);
  /* Everything becomes 8-bit RGBA: palette and low-bit grey expand, tRNS becomes alpha,
   * 16-bit is stripped, grey is copied to RGB, a missing alpha is filled opaque. */
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (bit_depth == 16) png_set_strip_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
    png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)w * 4) {
    png_error(png, "unsupported PNG layout after conversion to RGBA8");
  }
  pixels = (uint8_t *)malloc((size_t)w * h * 4);
  rows = (png_bytep *)malloc(sizeof(png_bytep) * h);
  if (!pixels || !rows) png_error(png, "out of memory while decoding PNG");
  for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &info, NULL);
  free(rows);
  *out = pixels;
  *width = w;
  *height = h;
  return 0;
}

void hero_png_free(void *buffer) { free(buffer); }

const char *hero_png_library_version(void) { return png_get_libpng_ver(NULL); }

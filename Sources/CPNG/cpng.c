/* libpng shim: see cpng.h. Every longjmp lands in the function that called setjmp, here. */
#include "cpng.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

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

void hero_png_free(void *buffer) { free(buffer); }

const char *hero_png_library_version(void) { return png_get_libpng_ver(NULL); }

uint32_t hero_crc32(uint32_t crc, const uint8_t *bytes, size_t count) {
  uLong value = crc;
  while (count > 0) {
    uInt chunk = count > (1u << 30) ? (1u << 30) : (uInt)count;
    value = crc32(value, bytes, chunk);
    bytes += chunk;
    count -= chunk;
  }
  return (uint32_t)value;
}

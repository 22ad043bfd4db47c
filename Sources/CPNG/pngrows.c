/* The row decoder: see pngrows.h. Every longjmp lands in the exported function that called setjmp
 * (hero_png_check, hero_png_decode_rows), whose frame is alive throughout. */
#include "pngrows.h"

#include "cpng.h"
#include "pixelsink.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libpng's own header sanity limit; the caller's (smaller) limits are checked before decoding. */
#define HERO_PNG_MAX_SIDE 65535u

static void on_read_error(png_structp png, png_const_charp text) {
  char *message = (char *)png_get_error_ptr(png);
  if (message) snprintf(message, HERO_PNG_MESSAGE_SIZE, "%s", text ? text : "unknown libpng error");
  png_longjmp(png, 1);
}

static void on_read_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text; /* warnings (e.g. bad sRGB chunks) do not stop decoding */
}

typedef struct {
  const uint8_t *data;
  size_t size;
  size_t offset;
} byte_reader;

static void reader_read(png_structp png, png_bytep bytes, png_size_t length) {
  byte_reader *reader = (byte_reader *)png_get_io_ptr(png);
  if (length > reader->size - reader->offset) png_error(png, "unexpected end of file (truncated PNG)");
  memcpy(bytes, reader->data + reader->offset, length);
  reader->offset += length;
}

/* Every chunk must fit in the file before libpng sees it: libpng allocates a chunk's claimed length
 * before reading it (a 400-byte file claiming a 2 GiB tEXt chunk cost 2 GiB). */
static int check_chunks(const uint8_t *data, size_t size, char *message) {
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
  return 0;
}

/* A header can claim any size; deflate expands at most about 1032:1, so the bytes left in the file
 * after the header bound the image data they can hold. Refuses a claim they cannot meet before
 * anything is allocated or decoded (a 100-byte file must not cost a 1 GiB buffer). */
static int check_data_length(png_structp png, png_infop info, const byte_reader *reader, char *message) {
  png_uint_32 w = png_get_image_width(png, info);
  png_uint_32 h = png_get_image_height(png, info);
  size_t raw_bytes = png_get_rowbytes(png, info) * (size_t)h;
  if (raw_bytes / 1032 > reader->size - reader->offset + 1024) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE,
             "image data too short for a %ux%u image (%zu bytes left in the file; truncated or corrupt PNG)",
             (unsigned)w, (unsigned)h, reader->size - reader->offset);
    return -1;
  }
  return 0;
}

/* Signature, chunk lengths and IHDR as libpng reads them (the setjmp of the caller's frame catches
 * libpng's errors); 0 when decoding may begin. */
static int start_reading(png_structp png, png_infop info, byte_reader *reader, char *message) {
  png_set_read_fn(png, reader, reader_read);
  png_set_user_limits(png, HERO_PNG_MAX_SIDE, HERO_PNG_MAX_SIDE);
  /* Belt and braces with the chunk walk: no chunk allocation beyond the file's size. */
  png_set_chunk_malloc_max(png, reader->size);
  png_read_info(png, info);
  return check_data_length(png, info, reader, message);
}

/* The signature and chunk checks, then libpng's read and info structs (nothing in here longjmps);
 * 0 with both set, or -1 with a message. */
static int open_png(const uint8_t *data, size_t size, png_structp *png, png_infop *info, char *message) {
  if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "not a PNG file (bad signature)");
    return -1;
  }
  if (check_chunks(data, size, message) != 0) return -1;
  *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, message, on_read_error, on_read_warning);
  *info = *png ? png_create_info_struct(*png) : NULL;
  if (!*info) {
    png_destroy_read_struct(png, NULL, NULL);
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "libpng could not create its read structs");
    return -1;
  }
  return 0;
}

int hero_png_check(const uint8_t *data, size_t size, char *message) {
  byte_reader reader = {data, size, 0};
  png_structp png = NULL;
  png_infop info = NULL;
  if (open_png(data, size, &png, &info, message) != 0) return -1;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    return -1;
  }
  int rc = start_reading(png, info, &reader, message);
  png_destroy_read_struct(&png, &info, NULL);
  return rc;
}

int hero_png_decode_rows(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint32_t factor,
                         hero_decode_layout layout, uint8_t *out, size_t out_stride, char *message) {
  byte_reader reader = {data, size, 0};
  png_structp png = NULL;
  png_infop info = NULL;
  /* volatile: modified between setjmp and a possible longjmp. */
  uint8_t *volatile row = NULL;
  uint32_t *volatile sums = NULL;
  if (factor < 1 || factor > HERO_PNG_MAX_FACTOR || (factor > 1 && layout != HERO_DECODE_PREMULTIPLIED_ARGB32)) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "downsampling factor %u is not supported for this layout", factor);
    return -1;
  }
  if (open_png(data, size, &png, &info, message) != 0) return -1;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    free(row);
    free(sums);
    return -1;
  }
  if (start_reading(png, info, &reader, message) != 0) {
    png_destroy_read_struct(&png, &info, NULL);
    return -1;
  }
  png_uint_32 w = png_get_image_width(png, info);
  png_uint_32 h = png_get_image_height(png, info);
  if (w != width || h != height) png_error(png, "the image header changed while it was read");
  int color_type = png_get_color_type(png, info);
  int bit_depth = png_get_bit_depth(png, info);
  int interlaced = png_get_interlace_type(png, info) == PNG_INTERLACE_ADAM7;
  /* Everything becomes 8-bit RGBA: palette and low-bit grey expand, tRNS becomes alpha, 16-bit is
   * stripped, grey is copied to RGB, a missing alpha is filled opaque. Interlace passes arrive as
   * they are stored (no png_set_interlace_handling, which needs the whole image in memory) and each
   * pixel goes to its place. */
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (bit_depth == 16) png_set_strip_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unsupported PNG layout after conversion to RGBA8");

  pixel_sink sink = {w, h, factor, layout, out, out_stride, (w + factor - 1) / factor, NULL, 0, 0};
  uint32_t out_height = (h + factor - 1) / factor;
  row = (uint8_t *)malloc((size_t)w * 4);
  if (!row) png_error(png, "out of memory while decoding PNG");
  if (factor > 1) {
    sink.sum_rows = interlaced ? out_height : 1;
    sums = (uint32_t *)calloc((size_t)sink.sum_rows * sink.out_width, 16);
    if (!sums) png_error(png, "out of memory while decoding PNG");
    sink.sums = sums;
  }
  int passes = interlaced ? 7 : 1;
  for (int pass = 0; pass < passes; pass++) {
    png_uint_32 columns = interlaced ? PNG_PASS_COLS(w, pass) : w;
    png_uint_32 rows = interlaced ? PNG_PASS_ROWS(h, pass) : h;
    if (columns == 0 || rows == 0) continue; /* libpng skips empty passes */
    for (png_uint_32 r = 0; r < rows; r++) {
      png_read_row(png, row, NULL);
      png_uint_32 y = interlaced ? PNG_ROW_FROM_PASS_ROW(r, pass) : r;
      if (!interlaced) sink.first_sum_row = y / factor; /* the one block row being summed */
      hero_sink_put_row(&sink, y, row, columns, interlaced ? pass : -1);
      /* Row by row, a block row is complete after its last source row. */
      if (factor > 1 && !interlaced && ((y + 1) % factor == 0 || y + 1 == h)) hero_sink_flush_sums(&sink, y / factor, 1);
    }
  }
  if (factor > 1 && interlaced) hero_sink_flush_sums(&sink, 0, out_height);
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &info, NULL);
  free(row);
  free(sums);
  return 0;
}

/* The JPEG decoder: see jpegrows.h. Every longjmp lands in the exported function that called setjmp
 * (hero_jpeg_check, hero_jpeg_decode_rows), whose frame is alive throughout. */
#include "jpegrows.h"

#include "cpng.h"
#include "pixelsink.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h> /* before jpeglib.h, which uses FILE */
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>

/* libjpeg's state with our error and progress managers beside it. */
typedef struct {
  struct jpeg_decompress_struct cinfo;
  struct jpeg_error_mgr err;
  struct jpeg_progress_mgr progress;
  jmp_buf jump;
  char *message;
} jpeg_reader;

/* Every libjpeg struct is the first member of its reader. */
static jpeg_reader *reader_of(j_common_ptr cinfo) { return (jpeg_reader *)(void *)cinfo; }

/* Fails the decode with a message of our own. */
static void fail(jpeg_reader *reader, const char *format, ...) {
  va_list args;
  va_start(args, format);
  vsnprintf(reader->message, HERO_PNG_MESSAGE_SIZE, format, args);
  va_end(args);
  longjmp(reader->jump, 1);
}

/* libjpeg's fatal errors: its message, then back to the setjmp. */
static void on_error_exit(j_common_ptr cinfo) {
  char text[JMSG_LENGTH_MAX];
  (*cinfo->err->format_message)(cinfo, text);
  fail(reader_of(cinfo), "%s (corrupt or unsupported JPEG)", text);
}

/* Warnings (level -1) mean damaged data that libjpeg would paper over with grey: an error here.
 * Trace messages (level ≥ 0) are ignored. */
static void on_message(j_common_ptr cinfo, int level) {
  if (level >= 0) return;
  char text[JMSG_LENGTH_MAX];
  (*cinfo->err->format_message)(cinfo, text);
  fail(reader_of(cinfo), "%s (truncated or corrupt JPEG)", text);
}

static void on_progress(j_common_ptr cinfo) {
  j_decompress_ptr d = (j_decompress_ptr)cinfo;
  if ((unsigned)d->input_scan_number > HERO_JPEG_MAX_SCANS) {
    fail(reader_of(cinfo), "the JPEG has more than %u scans; save it again with an ordinary encoder",
         HERO_JPEG_MAX_SCANS);
  }
}

/* Sets up libjpeg (nothing in here longjmps). */
static void open_jpeg(jpeg_reader *reader, char *message) {
  memset(reader, 0, sizeof *reader);
  reader->message = message;
  reader->cinfo.err = jpeg_std_error(&reader->err);
  reader->err.error_exit = on_error_exit;
  reader->err.emit_message = on_message;
}

/* Reads the headers up to the first scan and checks them (under the caller's setjmp). */
static void start_reading(jpeg_reader *reader, const uint8_t *data, size_t size, uint32_t width, uint32_t height) {
  j_decompress_ptr cinfo = &reader->cinfo;
  jpeg_create_decompress(cinfo);
  cinfo->mem->max_memory_to_use = (long)HERO_JPEG_MAX_BUFFER_BYTES;
  reader->progress.progress_monitor = on_progress;
  cinfo->progress = &reader->progress;
  if (size > (unsigned long)-1) fail(reader, "the JPEG file is too large");
  jpeg_mem_src(cinfo, data, (unsigned long)size);
  jpeg_read_header(cinfo, TRUE);
  if (cinfo->image_width != width || cinfo->image_height != height) {
    fail(reader, "the JPEG frame is %ux%u, not the %ux%u its header gave", (unsigned)cinfo->image_width,
         (unsigned)cinfo->image_height, (unsigned)width, (unsigned)height);
  }
  if (cinfo->arith_code) {
    fail(reader, "arithmetic-coded JPEG is not decoded; save it again as a baseline or progressive JPEG");
  }
  /* Every 8×8 block of the first component costs at least one bit of entropy-coded data (its DC
   * code), so the bytes left bound the blocks a file can hold: a tiny file claiming a huge frame is
   * refused before its pixels are allocated. */
  uint64_t blocks = (uint64_t)cinfo->comp_info[0].width_in_blocks * cinfo->comp_info[0].height_in_blocks;
  size_t left = cinfo->src->bytes_in_buffer;
  if ((blocks + 7) / 8 > left) {
    fail(reader, "image data too short for a %ux%u image (%zu bytes left in the file; truncated or corrupt JPEG)",
         (unsigned)width, (unsigned)height, left);
  }
}

int hero_jpeg_check(const uint8_t *data, size_t size, uint32_t width, uint32_t height, char *message) {
  jpeg_reader reader;
  open_jpeg(&reader, message);
  if (setjmp(reader.jump)) {
    jpeg_destroy_decompress(&reader.cinfo);
    return -1;
  }
  start_reading(&reader, data, size, width, height);
  jpeg_destroy_decompress(&reader.cinfo);
  return 0;
}

/* x · y / 255, rounded. */
static inline uint8_t scale255(uint32_t x, uint32_t y) {
  uint32_t t = x * y + 128;
  return (uint8_t)((t + (t >> 8)) >> 8);
}

/* CMYK samples to opaque RGBA, in place. Adobe's encoders (the only common writers of CMYK JPEG,
 * marked by their APP14 segment) store the inks inverted. */
static void cmyk_to_rgba(uint8_t *row, uint32_t columns, int inverted) {
  for (uint32_t i = 0; i < columns; i++, row += 4) {
    uint32_t c = row[0], m = row[1], y = row[2], k = row[3];
    if (!inverted) c = 255 - c, m = 255 - m, y = 255 - y, k = 255 - k;
    row[0] = scale255(c, k);
    row[1] = scale255(m, k);
    row[2] = scale255(y, k);
    row[3] = 255;
  }
}

int hero_jpeg_decode_rows(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint32_t factor,
                          hero_decode_layout layout, uint8_t *out, size_t out_stride, char *message) {
  jpeg_reader reader;
  /* volatile: modified between setjmp and a possible longjmp. */
  uint8_t *volatile row = NULL;
  uint32_t *volatile sums = NULL;
  if (factor < 1 || factor > HERO_PNG_MAX_FACTOR || (factor > 1 && layout != HERO_DECODE_PREMULTIPLIED_ARGB32)) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "downsampling factor %u is not supported for this layout", factor);
    return -1;
  }
  open_jpeg(&reader, message);
  if (setjmp(reader.jump)) {
    jpeg_destroy_decompress(&reader.cinfo);
    free(row);
    free(sums);
    return -1;
  }
  start_reading(&reader, data, size, width, height);
  j_decompress_ptr cinfo = &reader.cinfo;
  int cmyk = cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK;
  cinfo->out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  /* The exact integer transform (libjpeg-turbo's SIMD and C paths agree on it bit for bit). */
  cinfo->dct_method = JDCT_ISLOW;
  jpeg_start_decompress(cinfo);
  if (cinfo->output_width != width || cinfo->output_height != height || cinfo->output_components != 4) {
    fail(&reader, "unsupported JPEG layout after conversion to RGBA8");
  }
  pixel_sink sink = {width, height, factor, layout, out, out_stride, (width + factor - 1) / factor, NULL, 0, 0};
  row = (uint8_t *)malloc((size_t)width * 4);
  if (!row) fail(&reader, "out of memory while decoding JPEG");
  if (factor > 1) {
    sink.sum_rows = 1;
    sums = (uint32_t *)calloc(sink.out_width, 16);
    if (!sums) fail(&reader, "out of memory while decoding JPEG");
    sink.sums = sums;
  }
  while (cinfo->output_scanline < height) {
    uint32_t y = cinfo->output_scanline;
    JSAMPROW rows[1] = {row};
    if (jpeg_read_scanlines(cinfo, rows, 1) != 1) fail(&reader, "the JPEG data ended early (truncated JPEG)");
    if (cmyk) cmyk_to_rgba(row, width, cinfo->saw_Adobe_marker);
    sink.first_sum_row = y / factor;
    hero_sink_put_row(&sink, y, row, width, -1);
    if (factor > 1 && ((y + 1) % factor == 0 || y + 1 == height)) hero_sink_flush_sums(&sink, y / factor, 1);
  }
  jpeg_finish_decompress(cinfo);
  jpeg_destroy_decompress(cinfo);
  free(row);
  free(sums);
  return 0;
}

#define HERO_STRINGIFY(x) #x
#define HERO_VERSION_TEXT(x) HERO_STRINGIFY(x)
const char *hero_jpeg_library_version(void) { return HERO_VERSION_TEXT(LIBJPEG_TURBO_VERSION); }

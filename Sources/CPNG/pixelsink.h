#ifndef HERO_PIXELSINK_H
#define HERO_PIXELSINK_H
/* Where the image decoders (pngrows.c, jpegrows.c) put their rows: each decoded RGBA row is
 * converted and box-downsampled as it arrives, straight into the caller's pixel memory. Internal to
 * CPNG (not in include/): Swift never sees it. */
#include "pngrows.h"

#include <stddef.h>
#include <stdint.h>

/* Where decoded pixels go: straight to the output at factor 1, else summed per block. */
typedef struct {
  uint32_t width, height, factor;
  hero_decode_layout layout;
  uint8_t *out;
  size_t out_stride;
  uint32_t out_width;
  /* factor > 1: premultiplied R, G, B, A sums of `sum_rows` output rows from `first_sum_row` on. */
  uint32_t *sums;
  uint32_t first_sum_row;
  uint32_t sum_rows;
} pixel_sink;

/* Takes one decoded row: `columns` straight RGBA8 pixels of source row `y`, from PNG interlace pass
 * `pass` (-1: not interlaced, pixel c is column c). With factor > 1, `first_sum_row` must name the
 * block row being summed (row by row: y / factor). */
void hero_sink_put_row(pixel_sink *sink, uint32_t y, const uint8_t *row, uint32_t columns, int pass);

/* Writes the means of the summed output rows [first, first + count) and clears their sums. */
void hero_sink_flush_sums(pixel_sink *sink, uint32_t first, uint32_t count);

#endif

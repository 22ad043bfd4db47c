/* The decoders' pixel sink: see pixelsink.h. */
#include "pixelsink.h"

#include <png.h> /* PNG_COL_FROM_PASS_COL: where an interlace pass's column lies */
#include <string.h>

/* round(c · a / 255), as Cairo's premultiplied ARGB32 needs: the formula of Premultiplication.premultiply
 * (HeroCompositor), so a factor-1 decode is the surface Surface(image:) makes from the RGBA decode. */
static inline uint32_t premultiply(uint32_t c, uint32_t a) {
  uint32_t t = c * a + 128;
  return (t + (t >> 8)) >> 8;
}


/* Adds one straight RGBA pixel, premultiplied, to a block's sums. */
static inline void add_pixel(uint32_t *sum, const uint8_t *rgba) {
  uint32_t a = rgba[3];
  if (a == 255) { /* premultiplying by 255 changes nothing: the common opaque case */
    sum[0] += rgba[0];
    sum[1] += rgba[1];
    sum[2] += rgba[2];
  } else {
    sum[0] += premultiply(rgba[0], a);
    sum[1] += premultiply(rgba[1], a);
    sum[2] += premultiply(rgba[2], a);
  }
  sum[3] += a;
}

/* Takes one decoded row: `columns` RGBA pixels of source row `y`, from interlace pass `pass`
 * (-1: not interlaced, pixel c is column c). */
void hero_sink_put_row(pixel_sink *sink, uint32_t y, const uint8_t *row, uint32_t columns, int pass) {
  if (sink->factor == 1) {
    uint8_t *out = sink->out + (size_t)y * sink->out_stride;
    if (sink->layout == HERO_DECODE_STRAIGHT_RGBA8 && pass < 0) {
      /* The row is already the output row (goldens and other compared images: one copy a row). */
      memcpy(out, row, (size_t)columns * 4);
      return;
    }
    for (uint32_t c = 0; c < columns; c++, row += 4) {
      uint32_t x = pass < 0 ? c : PNG_COL_FROM_PASS_COL(c, pass);
      if (sink->layout == HERO_DECODE_STRAIGHT_RGBA8) {
        memcpy(out + (size_t)x * 4, row, 4);
      } else {
        uint32_t a = row[3];
        ((uint32_t *)out)[x] =
            (a << 24) | (premultiply(row[0], a) << 16) | (premultiply(row[1], a) << 8) | premultiply(row[2], a);
      }
    }
    return;
  }
  uint32_t f = sink->factor;
  uint32_t *sums = sink->sums + (size_t)(y / f - sink->first_sum_row) * sink->out_width * 4;
  if (pass < 0) {
    /* Consecutive columns fill one block after another: no division per pixel. */
    uint32_t *sum = sums;
    uint32_t left = f;
    for (uint32_t c = 0; c < columns; c++, row += 4) {
      add_pixel(sum, row);
      if (--left == 0) {
        sum += 4;
        left = f;
      }
    }
  } else {
    for (uint32_t c = 0; c < columns; c++, row += 4) {
      add_pixel(sums + (size_t)(PNG_COL_FROM_PASS_COL(c, pass) / f) * 4, row);
    }
  }
}

/* Writes the means of the summed output rows [first, first + count) and clears their sums. */
void hero_sink_flush_sums(pixel_sink *sink, uint32_t first, uint32_t count) {
  uint32_t f = sink->factor;
  for (uint32_t j = first; j < first + count; j++) {
    uint32_t block_height = (j + 1) * f <= sink->height ? f : sink->height - j * f;
    uint32_t *sum = sink->sums + (size_t)(j - sink->first_sum_row) * sink->out_width * 4;
    uint32_t *row = (uint32_t *)(sink->out + (size_t)j * sink->out_stride);
    for (uint32_t i = 0; i < sink->out_width; i++, sum += 4) {
      uint32_t block_width = (i + 1) * f <= sink->width ? f : sink->width - i * f;
      uint32_t n = block_width * block_height;
      uint32_t r = (uint32_t)(((uint64_t)sum[0] + n / 2) / n), g = (uint32_t)(((uint64_t)sum[1] + n / 2) / n);
      uint32_t b = (uint32_t)(((uint64_t)sum[2] + n / 2) / n), a = (uint32_t)(((uint64_t)sum[3] + n / 2) / n);
      row[i] = (a << 24) | (r << 16) | (g << 8) | b;
    }
    memset(sink->sums + (size_t)(j - sink->first_sum_row) * sink->out_width * 4, 0,
           (size_t)sink->out_width * 16);
  }
}


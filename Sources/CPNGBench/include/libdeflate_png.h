#ifndef HERO_LIBDEFLATE_PNG_H
#define HERO_LIBDEFLATE_PNG_H
/* hero-bench's comparison for the frame encoder (not part of the product): the same PNG, converted and
 * filtered by the frame encoder (hero_frame_png_filter), but deflated by libdeflate at `level` (1…12)
 * instead of the frame encoder's band coder. */
#include "framepng.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Returns 0 and sets *out (free with hero_png_free) and *out_size, or -1 with a message
 * (HERO_PNG_MESSAGE_SIZE bytes). */
int hero_bench_png_encode_libdeflate(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                                     hero_pixel_layout layout, int level, uint8_t **out, size_t *out_size,
                                     char *message);

#ifdef __cplusplus
}
#endif
#endif

/* hero-bench's libdeflate variant of the frame encoder: see libdeflate_png.h. */
#include "libdeflate_png.h"

#include "cpng.h"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>

int hero_bench_png_encode_libdeflate(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                                     hero_pixel_layout layout, int level, uint8_t **out, size_t *out_size,
                                     char *message) {
  *out = NULL;
  *out_size = 0;
  unsigned bpp = 0;
  uint8_t *filtered = NULL;
  size_t filtered_size = 0;
  if (hero_frame_png_filter(pixels, stride, width, height, layout, &bpp, &filtered, &filtered_size, message) != 0)
    return -1;
  struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level < 1 ? 1 : level > 12 ? 12 : level);
  size_t bound = compressor ? libdeflate_zlib_compress_bound(compressor, filtered_size) : 0;
  uint8_t *stream = compressor ? (uint8_t *)malloc(bound) : NULL;
  size_t stream_size = stream ? libdeflate_zlib_compress(compressor, filtered, filtered_size, stream, bound) : 0;
  int rc = -1;
  if (stream_size == 0) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "out of memory while deflating a %ux%u PNG with libdeflate", width,
             height);
  } else {
    rc = hero_png_from_zlib_stream(width, height, bpp, stream, stream_size, out, out_size, message);
  }
  free(stream);
  if (compressor) libdeflate_free_compressor(compressor);
  hero_png_free(filtered);
  return rc;
}

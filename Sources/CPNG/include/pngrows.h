#ifndef HERO_PNGROWS_H
#define HERO_PNGROWS_H
/* The PNG decoder: libpng row by row, each row converted (and box-downsampled) as it is read, straight
 * into the caller's pixel memory (a Cairo surface's, or an RGBA buffer), so no full-size copy of a
 * large image is ever held. Every setjmp/longjmp stays inside pngrows.c. */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The largest downsampling factor: a block of factor² pixels' channel sums (each ≤ 255) must fit
 * the decoder's 32-bit accumulators (4096² × 255 < 2³²). */
#define HERO_PNG_MAX_FACTOR 4096u

/* What the decoder writes. */
typedef enum {
  /* Cairo's CAIRO_FORMAT_ARGB32: one native-endian uint32 per pixel, premultiplied alpha. Each
   * output pixel is the rounded mean of its block's premultiplied source pixels. */
  HERO_DECODE_PREMULTIPLIED_ARGB32 = 0,
  /* R, G, B, A bytes, straight alpha (factor 1 only: straight values cannot be averaged). */
  HERO_DECODE_STRAIGHT_RGBA8 = 1,
} hero_decode_layout;

/* Checks, without decoding or allocating pixels, what hero_png_decode_rows checks before it starts:
 * the signature, that every chunk fits in the file, libpng's reading of the header, and that the
 * compressed data can hold the claimed size. Returns 0, or -1 with a message in `message`. */
int hero_png_check(const uint8_t *data, size_t size, char *message);

/* Decodes the PNG `data` (any colour type, bit depth and interlace) whose header says
 * `width` × `height` (checked against libpng's reading of it), box-downsampled by `factor`
 * (1…HERO_PNG_MAX_FACTOR): output pixel (i, j) covers source pixels [i·factor, (i+1)·factor) ×
 * [j·factor, (j+1)·factor), cut at the image's edge, so the output is ceil(width / factor) ×
 * ceil(height / factor) pixels, written to `out` in rows of `out_stride` bytes.
 *
 * No chunk may claim more bytes than the file holds, and the compressed data must be able to hold
 * the claimed size, both checked before libpng allocates anything. Memory beyond `out`: one source
 * row, plus for an interlaced image decoded with factor > 1 one 16-byte sum per output pixel (Adam7
 * delivers a block's pixels over seven passes).
 * Returns 0, or -1 with a message in `message` (HERO_PNG_MESSAGE_SIZE bytes). */
int hero_png_decode_rows(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint32_t factor,
                         hero_decode_layout layout, uint8_t *out, size_t out_stride, char *message);

#ifdef __cplusplus
}
#endif
#endif

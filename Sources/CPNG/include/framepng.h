#ifndef HERO_FRAMEPNG_H
#define HERO_FRAMEPNG_H
/* HeroFrames' own PNG encoder, built for rendered UI frames (flat colours, long runs, rows that
 * repeat), written from the PNG specification and RFC 1950/1951.
 *
 * One pass per row: the pixels are converted to straight RGB(A) (premultiplied Cairo pixels are
 * unpremultiplied through a table, opaque ones are copied), filtered (Up or Sub, whichever leaves
 * more zero bytes), then tokenised with run-length matches at two distances only — one pixel and
 * one row — and coded with dynamic Huffman codes built from each band's histogram. See
 * docs/performance.md. */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The pixel layouts hero_frame_png_encode reads. */
typedef enum {
  /* Cairo's CAIRO_FORMAT_ARGB32: native-endian 32-bit words, premultiplied alpha. */
  HERO_PIXELS_PREMULTIPLIED_ARGB32 = 0,
  /* R, G, B, A bytes, straight alpha. */
  HERO_PIXELS_STRAIGHT_RGBA8 = 1,
} hero_pixel_layout;

/* Encodes `height` rows of `width` pixels, `stride` bytes apart, as a PNG in memory: colour type
 * RGB when every pixel is opaque, RGBA (straight alpha) otherwise, 8 bits per channel. The output
 * depends only on the pixels (byte-identical on every run).
 * On success returns 0 and sets *out (free with hero_png_free) and *out_size.
 * On failure returns -1 and writes a message (HERO_PNG_MESSAGE_SIZE bytes) into `message`. */
int hero_frame_png_encode(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                          hero_pixel_layout layout, uint8_t **out, size_t *out_size, char *message);

/* What the encoder keeps of the last image encoded with it (its compressed row bands), so that the
 * next image can copy the bands whose rows did not change. One per sequence of images of the same
 * surface (a render worker's); not shared between threads. */
typedef struct hero_png_reuse hero_png_reuse;
hero_png_reuse *hero_png_reuse_create(void);
void hero_png_reuse_free(hero_png_reuse *reuse);

/* hero_frame_png_encode, copying the compressed bands of the image last encoded with `reuse` whose
 * rows are unchanged: `changed_rows` has `height` flags, non-zero for every row that may differ
 * from that image (NULL: every row). The output is the same bytes hero_frame_png_encode writes;
 * `reuse` then holds this image. On failure `reuse` is emptied. */
int hero_frame_png_encode_reusing(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                                  hero_pixel_layout layout, const uint8_t *changed_rows, hero_png_reuse *reuse,
                                  uint8_t **out, size_t *out_size, char *message);

/* The encoder's stages before deflate, for comparing other deflaters on the same data (hero-bench):
 * the image converted (RGB, *bpp 3, when every pixel is opaque, else straight RGBA, *bpp 4) and
 * filtered as hero_frame_png_encode does, `height` rows of 1 + width * *bpp bytes back to back in
 * *out (free with hero_png_free). Returns 0, or -1 with a message. */
int hero_frame_png_filter(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                          hero_pixel_layout layout, unsigned *bpp, uint8_t **out, size_t *out_size, char *message);

/* A PNG (signature, IHDR, one IDAT, IEND) of `width`×`height` pixels at `bpp` 3 (RGB) or 4 (RGBA),
 * whose IDAT data is `stream`: a zlib stream of the filtered rows hero_frame_png_filter writes.
 * Returns 0 and sets *out (free with hero_png_free), or -1 with a message. */
int hero_png_from_zlib_stream(uint32_t width, uint32_t height, unsigned bpp, const uint8_t *stream, size_t size,
                              uint8_t **out, size_t *out_size, char *message);

/* Converts `height` rows of premultiplied ARGB32 pixels (`stride` bytes apart) to straight RGBA8
 * rows with no padding in `rgba` (width * height * 4 bytes), with the encoder's table. */
void hero_unpremultiply_argb32(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                               uint8_t *rgba);

#ifdef __cplusplus
}
#endif
#endif

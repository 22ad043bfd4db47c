#ifndef HERO_YUV420_H
#define HERO_YUV420_H
/* Cairo frames → planar YUV 4:2:0 for video encoders (hero preview to MP4/WebM). */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Bytes hero_argb32_to_yuv420 writes for a `width` × `height` frame: both sides rounded up to even. */
size_t hero_yuv420_size(uint32_t width, uint32_t height);

/* Converts premultiplied native-endian ARGB32 rows (Cairo's layout, `stride` bytes apart) into
 * planar yuv420p (Y plane, then U, then V; no padding between rows) with the BT.709 matrix in
 * limited ("TV") range: Y 16…235, U/V 16…240. The premultiplied values are used as they are, which
 * is the frame composited over black (video has no alpha). Chroma is the mean of each 2×2 block.
 * An odd width or height is padded to even by repeating the last column or row (the edge colour,
 * not black). `out` holds hero_yuv420_size(width, height) bytes. */
void hero_argb32_to_yuv420(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, uint8_t *out);

#ifdef __cplusplus
}
#endif
#endif

/* Cairo ARGB32 → yuv420p, BT.709 limited range, in one pass over each pair of rows.
 *
 * Written from the BT.709 definition: Y' = Kr·R + Kg·G + Kb·B with Kr = 0.2126, Kb = 0.0722,
 * Cb = (B − Y')/(2(1 − Kb)), Cr = (R − Y')/(2(1 − Kr)); limited range scales Y' by 219/255 plus
 * 16, and Cb/Cr by 224/255 plus 128. Coefficients are 16-bit fixed point; each chroma row's
 * coefficients sum to zero, so greys get exactly 128. */
#include "yuv420.h"

#include <string.h>

/* round(65536 · 219/255 · K) */
#define YR 11966
#define YG 40254
#define YB 4064
/* round(65536 · 224/255 · −Kr/(2(1−Kb))), round(65536 · 224/255 · −Kg/(2(1−Kb))); B closes the sum. */
#define UR (-6596)
#define UG (-22189)
#define UB (-(UR + UG))
/* round(65536 · 224/255 · −Kg/(2(1−Kr))), round(65536 · 224/255 · −Kb/(2(1−Kr))); R closes the sum. */
#define VG (-26145)
#define VB (-2639)
#define VR (-(VG + VB))

size_t hero_yuv420_size(uint32_t width, uint32_t height) {
  size_t w = ((size_t)width + 1) & ~(size_t)1;
  size_t h = ((size_t)height + 1) & ~(size_t)1;
  return w * h + 2 * (w / 2) * (h / 2);
}

static inline uint8_t luma(uint32_t p) {
  int32_t r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
  return (uint8_t)(16 + ((YR * r + YG * g + YB * b + 32768) >> 16));
}

/* One row of luma; a plain map over the pixels, which the compiler vectorises. */
static void luma_row(const uint32_t *restrict row, size_t width, uint8_t *restrict out) {
  for (size_t x = 0; x < width; x++) out[x] = luma(row[x]);
}

/* Cb and Cr of 2×2 blocks from a pair of rows (`bottom` may be `top`), `pairs` whole blocks. */
static void chroma_row(const uint32_t *restrict top, const uint32_t *restrict bottom, size_t pairs,
                       uint8_t *restrict u, uint8_t *restrict v) {
  for (size_t i = 0; i < pairs; i++) {
    uint32_t a = top[2 * i], b = top[2 * i + 1], c = bottom[2 * i], d = bottom[2 * i + 1];
    int32_t r = (int32_t)(((a >> 16) & 255) + ((b >> 16) & 255) + ((c >> 16) & 255) + ((d >> 16) & 255));
    int32_t g = (int32_t)(((a >> 8) & 255) + ((b >> 8) & 255) + ((c >> 8) & 255) + ((d >> 8) & 255));
    int32_t bl = (int32_t)((a & 255) + (b & 255) + (c & 255) + (d & 255));
    /* Sums of four pixels: shifting by 18 instead of 16 averages them. */
    u[i] = (uint8_t)(128 + ((UR * r + UG * g + UB * bl + (1 << 17)) >> 18));
    v[i] = (uint8_t)(128 + ((VR * r + VG * g + VB * bl + (1 << 17)) >> 18));
  }
}

void hero_argb32_to_yuv420(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, uint8_t *out) {
  if (width == 0 || height == 0) return;
  size_t w = width, h = height;
  size_t w2 = (w + 1) & ~(size_t)1;
  size_t h2 = (h + 1) & ~(size_t)1;
  uint8_t *yPlane = out;
  uint8_t *uPlane = out + w2 * h2;
  uint8_t *vPlane = uPlane + (w2 / 2) * (h2 / 2);
  for (size_t y = 0; y < h; y++) {
    uint8_t *luma_out = yPlane + y * w2;
    luma_row((const uint32_t *)(pixels + y * stride), w, luma_out);
    if (w2 > w) luma_out[w] = luma_out[w - 1]; /* the last column again */
  }
  if (h2 > h) memcpy(yPlane + h * w2, yPlane + (h - 1) * w2, w2); /* the last row again */
  for (size_t y = 0; y < h2; y += 2) {
    /* The row below the last one is the last one again. */
    const uint32_t *top = (const uint32_t *)(pixels + y * stride);
    const uint32_t *bottom = (const uint32_t *)(pixels + (y + 1 < h ? y + 1 : h - 1) * stride);
    uint8_t *u = uPlane + (y / 2) * (w2 / 2);
    uint8_t *v = vPlane + (y / 2) * (w2 / 2);
    chroma_row(top, bottom, w / 2, u, v);
    if (w2 > w) {
      /* The last block of an odd width: its right column is its left one again. */
      uint32_t edge[4] = {top[w - 1], top[w - 1], bottom[w - 1], bottom[w - 1]};
      chroma_row(edge, edge + 2, 1, u + w / 2, v + w / 2);
    }
  }
}

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

void hero_argb32_to_yuv420(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, uint8_t *out) {
  if (width == 0 || height == 0) return;
  size_t w2 = ((size_t)width + 1) & ~(size_t)1;
  size_t h2 = ((size_t)height + 1) & ~(size_t)1;
  uint8_t *yPlane = out;
  uint8_t *uPlane = out + w2 * h2;
  uint8_t *vPlane = uPlane + (w2 / 2) * (h2 / 2);
  for (size_t y = 0; y < h2; y += 2) {
    /* The row below the last one is the last one again. */
    const uint32_t *top = (const uint32_t *)(pixels + (y < height ? y : height - 1) * stride);
    const uint32_t *bottom = (const uint32_t *)(pixels + (y + 1 < height ? y + 1 : height - 1) * stride);
    uint8_t *yTop = yPlane + y * w2;
    uint8_t *yBottom = yTop + w2;
    uint8_t *u = uPlane + (y / 2) * (w2 / 2);
    uint8_t *v = vPlane + (y / 2) * (w2 / 2);
    for (size_t x = 0; x < w2; x += 2) {
      size_t x1 = x + 1 < width ? x + 1 : width - 1;
      uint32_t a = top[x], b = top[x1], c = bottom[x], d = bottom[x1];
      yTop[x] = luma(a);
      yTop[x + 1] = luma(b);
      yBottom[x] = luma(c);
      yBottom[x + 1] = luma(d);
      int32_t r = ((a >> 16) & 255) + ((b >> 16) & 255) + ((c >> 16) & 255) + ((d >> 16) & 255);
      int32_t g = ((a >> 8) & 255) + ((b >> 8) & 255) + ((c >> 8) & 255) + ((d >> 8) & 255);
      int32_t bl = (a & 255) + (b & 255) + (c & 255) + (d & 255);
      /* Sums of four pixels: shift by 18 instead of 16 averages them. */
      u[x / 2] = (uint8_t)(128 + ((UR * r + UG * g + UB * bl + (1 << 17)) >> 18));
      v[x / 2] = (uint8_t)(128 + ((VR * r + VG * g + VB * bl + (1 << 17)) >> 18));
    }
  }
}

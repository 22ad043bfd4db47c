#ifndef HERO_CPNG_H
#define HERO_CPNG_H
/* A tiny libpng shim for HeroCompositor.
 *
 * libpng reports errors with longjmp; every setjmp/longjmp stays inside cpng.c, so a corrupt or
 * truncated file becomes a return code and a message, never undefined behaviour in Swift. */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Size of the caller's message buffer that the functions below fill on error. */
#define HERO_PNG_MESSAGE_SIZE 256

/* Encodes straight-alpha RGBA8 rows (no padding) as a PNG in memory with libpng and zlib.
 * `has_alpha` = 0 writes colour type RGB (the alpha bytes are skipped), else RGBA.
 * `level` 1 is tuned for speed (the Up filter, the Z_RLE strategy); 2…9 use every filter and
 * zlib's default strategy at that level (9: the smallest files). Frames normally go through
 * hero_frame_png_encode (framepng.h), which is several times faster.
 * On success returns 0 and sets *out (free with hero_png_free) and *out_size.
 * On failure returns -1 and writes a message into `message`. */
int hero_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int has_alpha, int level,
                    uint8_t **out, size_t *out_size, char *message);

/* Decoding is in pngrows.h (row by row, downsampled while read). */

/* The version of the libpng loaded at run time ("1.6.39"). */
const char *hero_png_library_version(void);

/* Frees a buffer returned by hero_png_encode. */
void hero_png_free(void *buffer);

#ifdef __cplusplus
}
#endif

// zlib's CRC-32 of `count` bytes, continuing from `crc` (0 to start): a checksum of the font files.
uint32_t hero_crc32(uint32_t crc, const uint8_t *bytes, size_t count);
#endif

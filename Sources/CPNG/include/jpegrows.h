#ifndef HERO_JPEGROWS_H
#define HERO_JPEGROWS_H
/* The JPEG decoder: libjpeg-turbo scanline by scanline, each row converted (and box-downsampled, as
 * PNG rows are: pngrows.h) as it is read, straight into the caller's pixel memory. libjpeg reports
 * errors by calling an exit routine; ours longjmps back into the exported function that called
 * setjmp, so a corrupt file becomes a return code and a message, never undefined behaviour in Swift.
 *
 * Strict where libjpeg is lenient: any warning libjpeg gives (a premature end of data, corrupt
 * entropy data, extraneous bytes) fails the decode, so a damaged file is an error and never a
 * partly grey picture. */
#include "pngrows.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The most scans a (progressive) file may hold: each scan re-reads the whole coefficient buffer,
 * so a small file of thousands of tiny scans would cost minutes. Encoders write at most about 10. */
#define HERO_JPEG_MAX_SCANS 256u
/* What libjpeg may allocate for whole-image buffers (a progressive file keeps every coefficient
 * until its last scan: 2 bytes a sample). */
#define HERO_JPEG_MAX_BUFFER_BYTES (1024ul * 1024ul * 1024ul)

/* Checks, without decoding or allocating pixels, what hero_jpeg_decode_rows checks before it
 * starts: libjpeg's reading of the headers (up to the first scan), that the frame is `width` ×
 * `height` and of a kind decoded here (not arithmetic-coded), and that the entropy-coded data left
 * in the file can hold that many blocks (at least one bit per 8×8 block of the first component).
 * Returns 0, or -1 with a message in `message` (HERO_PNG_MESSAGE_SIZE bytes). */
int hero_jpeg_check(const uint8_t *data, size_t size, uint32_t width, uint32_t height, char *message);

/* Decodes the JPEG `data` (baseline or progressive; grey, YCbCr, RGB, CMYK or YCCK) whose frame
 * header says `width` × `height`, box-downsampled by `factor` exactly as hero_png_decode_rows does,
 * into `out` in rows of `out_stride` bytes. Every pixel is opaque. Memory beyond `out`: libjpeg's
 * (one row group; a progressive file's coefficients, capped at HERO_JPEG_MAX_BUFFER_BYTES) and one
 * RGBA row. Returns 0, or -1 with a message; on failure `out` may hold some rows (the caller throws
 * its surface away). */
int hero_jpeg_decode_rows(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint32_t factor,
                          hero_decode_layout layout, uint8_t *out, size_t out_stride, char *message);

/* The libjpeg-turbo version the package was built with ("2.1.5"): libjpeg-turbo 2.x has no run-time
 * query, and its soname (libjpeg.so.62) changes with any incompatible version. */
const char *hero_jpeg_library_version(void);

#ifdef __cplusplus
}
#endif
#endif

/* HeroFrames' PNG encoder for rendered frames: see framepng.h and docs/performance.md.
 *
 * Layout of the work, per band of rows (about 64 KiB of filtered bytes):
 *   1. each row is converted to straight RGB(A) and filtered (Up or Sub) into the band buffer;
 *   2. the band is tokenised: literals, and matches at distance bpp (a repeated pixel; runs of
 *      zeros) or one filtered row (a row like the one above), greedy, never crossing the band end;
 *   3. one dynamic-Huffman deflate block per band, codes from the band's histogram (or a stored
 *      block when that is smaller), ending on a byte boundary.
 * The first row of a band may refer to the last row of the previous band (kept as history), so a
 * band's bytes depend on its rows and the two rows above it, nothing else: a reuse context copies
 * the bytes of bands whose rows did not change since the previous frame. */
#include "cpng.h"
#include "framepng.h"

#include <libdeflate.h>
#include <zlib.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* The vector paths (x86-64 only) and their scalar equivalents give the same bytes. HERO_PNG_SCALAR
 * builds the scalar ones only, as on every other CPU: scripts/sanitize builds the encoder both ways
 * and compares their output. */
#if defined(__SSE2__) && !defined(HERO_PNG_SCALAR)
#include <emmintrin.h>
#define HAVE_SSE2_PATH 1
#endif
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__)) && !defined(HERO_PNG_SCALAR)
#include <tmmintrin.h>
#define HAVE_SSSE3_PATH 1
#endif

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "framepng.c reads Cairo's native-endian ARGB32 words and compares bytes as little-endian words"
#endif

enum {
  MIN_MATCH = 4,       /* shorter repeats are cheaper as literals with these codes */
  MAX_MATCH = 258,     /* RFC 1951 */
  WINDOW = 32768,      /* RFC 1951: the farthest a match may reach back */
  BAND_BYTES = 65536,  /* target filtered bytes per band (one deflate block) */
  LITLEN_CODES = 286,
  DIST_CODES = 30,
  CODELEN_CODES = 19,
};

/* ---- static tables, built once ---- */

static uint8_t unpremultiply_table[256 * 256]; /* [a * 256 + p] = round(p * 255 / a), clamped */
static uint16_t length_symbol[MAX_MATCH + 1];  /* match length → lit/len symbol (257…285) */
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[DIST_CODES] = {1,    2,    3,    4,    5,    7,     9,     13,    17,  25,
                                               33,   49,   65,   97,   129,  193,   257,   385,   513, 769,
                                               1025, 1537, 2049, 3073, 4097, 6145,  8193,  12289, 16385, 24577};
static const uint8_t dist_extra[DIST_CODES] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                               6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t codelen_order[CODELEN_CODES] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;
#if HAVE_SSSE3_PATH
static int use_ssse3; /* the CPU has SSSE3's byte shuffle (checked once) */
#endif

static void build_tables(void) {
#if HAVE_SSSE3_PATH
  use_ssse3 = __builtin_cpu_supports("ssse3");
#endif
  for (unsigned a = 1; a < 256; a++) {
    for (unsigned p = 0; p < 256; p++) {
      unsigned v = (p * 255 + a / 2) / a; /* round to nearest: the inverse of Premultiplication.premultiply */
      unpremultiply_table[a * 256 + p] = (uint8_t)(v > 255 ? 255 : v);
    }
  }
  for (unsigned s = 0; s < 29; s++) {
    unsigned end = s == 28 ? MAX_MATCH + 1 : length_base[s + 1];
    for (unsigned l = length_base[s]; l < end; l++) length_symbol[l] = (uint16_t)(257 + s);
  }
}

/* ---- pixel conversion: one row of source pixels → straight RGB (bpp 3) or RGBA (bpp 4) ---- */

#if HAVE_SSSE3_PATH
/* Opaque ARGB32 → RGB, 4 pixels a step: one byte shuffle (the 4 bytes stored past the 12 are
 * overwritten by the next step; the row buffer has 16 bytes of slack). Returns the AND of every
 * source word in the processed pixels (alpha 0xFF.. when all opaque) and sets *done. */
__attribute__((target("ssse3"))) static uint32_t argb_to_rgb_ssse3(const uint8_t *src, uint32_t width, uint8_t *dst,
                                                                    uint32_t *done) {
  const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
  __m128i all = _mm_set1_epi32(-1);
  uint32_t x = 0;
  for (; x + 4 <= width; x += 4) {
    __m128i p = _mm_loadu_si128((const __m128i *)(src + 4 * (size_t)x));
    all = _mm_and_si128(all, p);
    _mm_storeu_si128((__m128i *)(dst + 3 * (size_t)x), _mm_shuffle_epi8(p, order));
  }
  all = _mm_and_si128(all, _mm_shuffle_epi32(all, 0x4E));
  all = _mm_and_si128(all, _mm_shuffle_epi32(all, 0xB1));
  *done = x;
  return (uint32_t)_mm_cvtsi128_si32(all);
}
#endif

/* Converts one row; returns 0 when it met a pixel that is not opaque. */
static int convert_premultiplied(const uint8_t *src, uint32_t width, unsigned bpp, uint8_t *dst) {
  if (bpp == 3) {
    uint32_t all = 0xFFFFFFFFu, x = 0;
#if HAVE_SSSE3_PATH
    if (use_ssse3) all = argb_to_rgb_ssse3(src, width, dst, &x);
#endif
    for (; x < width; x++) {
      uint32_t p;
      memcpy(&p, src + 4 * (size_t)x, 4);
      all &= p;
      dst[3 * (size_t)x] = (uint8_t)(p >> 16);
      dst[3 * (size_t)x + 1] = (uint8_t)(p >> 8);
      dst[3 * (size_t)x + 2] = (uint8_t)p;
    }
    return (all >> 24) == 0xFF;
  }
  uint32_t all = 0xFF;
  for (uint32_t x = 0; x < width; x++) {
    uint32_t p;
    memcpy(&p, src + 4 * (size_t)x, 4);
    uint32_t a = p >> 24;
    all &= a;
    uint8_t *d = dst + 4 * (size_t)x;
    if (a == 255) {
      d[0] = (uint8_t)(p >> 16);
      d[1] = (uint8_t)(p >> 8);
      d[2] = (uint8_t)p;
    } else {
      const uint8_t *t = unpremultiply_table + a * 256; /* row 0 is all zeros: a = 0 → 0 */
      d[0] = t[(p >> 16) & 0xFF];
      d[1] = t[(p >> 8) & 0xFF];
      d[2] = t[p & 0xFF];
    }
    d[3] = (uint8_t)a;
  }
  return all == 0xFF;
}

static int convert_straight(const uint8_t *src, uint32_t width, unsigned bpp, uint8_t *dst) {
  if (bpp == 4) {
    memcpy(dst, src, 4 * (size_t)width);
    uint8_t alpha = 0xFF;
    for (uint32_t x = 0; x < width; x++) alpha &= src[4 * (size_t)x + 3];
    return alpha == 0xFF;
  }
  uint8_t all = 0xFF;
  for (uint32_t x = 0; x < width; x++) {
    dst[3 * (size_t)x] = src[4 * (size_t)x];
    dst[3 * (size_t)x + 1] = src[4 * (size_t)x + 1];
    dst[3 * (size_t)x + 2] = src[4 * (size_t)x + 2];
    all &= src[4 * (size_t)x + 3];
  }
  return all == 0xFF;
}

void hero_unpremultiply_argb32(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                               uint8_t *rgba) {
  pthread_once(&tables_once, build_tables);
  for (uint32_t y = 0; y < height; y++) {
    convert_premultiplied(pixels + y * stride, width, 4, rgba + (size_t)y * width * 4);
  }
}

/* ---- output: a growable buffer with an LSB-first bit writer (RFC 1951 §3.1.1) ---- */

typedef struct {
  uint8_t *data;
  size_t size;
  size_t capacity;
  uint64_t bits;
  unsigned count;
} writer;

static int reserve(writer *w, size_t more) {
  if (w->size + more <= w->capacity) return 1;
  size_t capacity = w->capacity ? w->capacity : 65536;
  while (capacity < w->size + more) capacity *= 2;
  uint8_t *grown = (uint8_t *)realloc(w->data, capacity);
  if (!grown) return 0;
  w->data = grown;
  w->capacity = capacity;
  return 1;
}

/* Appends the low `n` (≤ 31) bits of `value`; space must be reserved. */
static inline void put_bits(writer *w, uint32_t value, unsigned n) {
  w->bits |= (uint64_t)value << w->count;
  w->count += n;
  if (w->count >= 32) {
    uint32_t low = (uint32_t)w->bits;
    memcpy(w->data + w->size, &low, 4);
    w->size += 4;
    w->bits >>= 32;
    w->count -= 32;
  }
}

/* Pads the bit stream with zeros to a whole byte and writes out what is pending. */
static void align_bits(writer *w) {
  while (w->count > 0) {
    w->data[w->size++] = (uint8_t)w->bits;
    w->bits >>= 8;
    w->count = w->count > 8 ? w->count - 8 : 0;
  }
  w->bits = 0;
}

static void put_u32be(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
}

/* ---- Huffman codes ---- */

typedef struct {
  uint32_t freq;
  uint16_t symbol;
} leaf;

static int leaf_order(const void *a, const void *b) {
  const leaf *x = (const leaf *)a, *y = (const leaf *)b;
  if (x->freq != y->freq) return x->freq < y->freq ? -1 : 1;
  return (int)x->symbol - (int)y->symbol;
}

/* Code lengths (≤ limit) for symbols 0..n-1 with the given frequencies; at least two symbols must
 * have a non-zero frequency. The code is complete (a full prefix code), as zlib's inflate requires. */
static void build_lengths(const uint32_t *freq, unsigned n, unsigned limit, uint8_t *length) {
  leaf leaves[LITLEN_CODES];
  uint32_t weight[2 * LITLEN_CODES];
  unsigned parent[2 * LITLEN_CODES];
  unsigned depth[2 * LITLEN_CODES];
  unsigned m = 0;
  memset(length, 0, n);
  for (unsigned s = 0; s < n; s++) {
    if (freq[s]) leaves[m++] = (leaf){freq[s], (uint16_t)s};
  }
  qsort(leaves, m, sizeof(leaf), leaf_order);
  /* Two queues: the sorted leaves, and the internal nodes (created in non-decreasing weight). */
  for (unsigned i = 0; i < m; i++) weight[i] = leaves[i].freq;
  unsigned next_leaf = 0, next_node = m, end = m;
  while (end < 2 * m - 1) {
    unsigned pick[2];
    for (int k = 0; k < 2; k++) {
      if (next_leaf < m && (next_node == end || weight[next_leaf] <= weight[next_node])) {
        pick[k] = next_leaf++;
      } else {
        pick[k] = next_node++;
      }
    }
    weight[end] = weight[pick[0]] + weight[pick[1]];
    parent[pick[0]] = parent[pick[1]] = end;
    end++;
  }
  depth[2 * m - 2] = 0;
  for (int i = (int)(2 * m) - 3; i >= 0; i--) depth[i] = depth[parent[i]] + 1;
  /* Limit the lengths: clamp, then lengthen the deepest short codes until the Kraft sum fits, then
   * shorten the deepest codes while there is room, so the code is complete again. */
  unsigned kraft = 0, full = 1u << limit;
  for (unsigned i = 0; i < m; i++) {
    if (depth[i] > limit) depth[i] = limit;
    kraft += 1u << (limit - depth[i]);
  }
  while (kraft > full) {
    unsigned best = m;
    for (unsigned i = 0; i < m; i++) {
      if (depth[i] < limit && (best == m || depth[i] > depth[best])) best = i;
    }
    depth[best]++;
    kraft -= 1u << (limit - depth[best]);
  }
  while (kraft < full) {
    unsigned best = m;
    for (unsigned i = m; i-- > 0;) { /* most frequent first */
      if (depth[i] > 1 && kraft + (1u << (limit - depth[i])) <= full && (best == m || depth[i] > depth[best]))
        best = i;
    }
    kraft += 1u << (limit - depth[best]);
    depth[best]--;
  }
  for (unsigned i = 0; i < m; i++) length[leaves[i].symbol] = (uint8_t)depth[i];
}

/* Canonical codes (RFC 1951 §3.2.2), bit-reversed for the LSB-first writer. */
static void assign_codes(const uint8_t *length, unsigned n, uint16_t *code) {
  unsigned count[16] = {0}, next[16];
  for (unsigned s = 0; s < n; s++) count[length[s]]++;
  count[0] = 0;
  unsigned c = 0;
  for (unsigned b = 1; b < 16; b++) {
    c = (c + count[b - 1]) << 1;
    next[b] = c;
  }
  for (unsigned s = 0; s < n; s++) {
    unsigned len = length[s];
    if (!len) continue;
    unsigned v = next[len]++, r = 0;
    for (unsigned b = 0; b < len; b++) r |= ((v >> b) & 1u) << (len - 1 - b);
    code[s] = (uint16_t)r;
  }
}

/* ---- one band → one deflate block ---- */

/* A token: a literal byte (< 256), or MATCH_FLAG | distance choice << 16 | length. */
#define MATCH_FLAG 0x80000000u

typedef struct {
  uint32_t litlen_freq[LITLEN_CODES];
  uint32_t dist_freq[DIST_CODES];
  uint8_t litlen_len[LITLEN_CODES];
  uint8_t dist_len[DIST_CODES];
  uint16_t litlen_code[LITLEN_CODES];
  uint16_t dist_code[DIST_CODES];
} block_codes;

/* The two match distances of a frame and their deflate codes. */
typedef struct {
  uint32_t distance[2];
  uint16_t symbol[2];
  uint32_t extra_value[2];
  uint8_t extra_bits[2];
  int usable[2];
} distances;

static void describe_distance(distances *d, int k, uint32_t distance) {
  unsigned s = 0;
  while (s + 1 < DIST_CODES && dist_base[s + 1] <= distance) s++;
  d->distance[k] = distance;
  d->symbol[k] = (uint16_t)s;
  d->extra_bits[k] = dist_extra[s];
  d->extra_value[k] = distance - dist_base[s];
  d->usable[k] = distance <= WINDOW;
}

static inline uint32_t match_length(const uint8_t *a, const uint8_t *b, uint32_t max) {
  uint32_t n = 0;
  while (n + 8 <= max) {
    uint64_t x, y;
    memcpy(&x, a + n, 8);
    memcpy(&y, b + n, 8);
    uint64_t diff = x ^ y;
    if (diff) return n + (uint32_t)(__builtin_ctzll(diff) >> 3);
    n += 8;
  }
  while (n < max && a[n] == b[n]) n++;
  return n;
}

/* Tokenises buffer[start, end) (bytes before `start` are history) and counts the symbols. */
static size_t tokenize(const uint8_t *buffer, size_t start, size_t end, const distances *d, uint32_t *tokens,
                       block_codes *codes) {
  size_t p = start, count = 0;
  const uint32_t near = d->distance[0], far = d->distance[1];
  const int far_ok = d->usable[1];
  while (p < end) {
    uint32_t max = end - p > MAX_MATCH ? MAX_MATCH : (uint32_t)(end - p);
    uint32_t best = 0, which = 0;
    if (p >= near && buffer[p] == buffer[p - near]) best = match_length(buffer + p, buffer + p - near, max);
    if (far_ok && best < max && p >= far && buffer[p] == buffer[p - far]) {
      uint32_t l = match_length(buffer + p, buffer + p - far, max);
      if (l > best) {
        best = l;
        which = 1;
      }
    }
    if (best >= MIN_MATCH) {
      tokens[count++] = MATCH_FLAG | which << 16 | best;
      codes->litlen_freq[length_symbol[best]]++;
      codes->dist_freq[d->symbol[which]]++;
      p += best;
    } else {
      tokens[count++] = buffer[p];
      codes->litlen_freq[buffer[p]]++;
      p++;
    }
  }
  return count;
}

/* The code-length sequence of a dynamic block header, run-length coded (RFC 1951 §3.2.7). */
typedef struct {
  uint8_t symbol[LITLEN_CODES + DIST_CODES];
  uint8_t extra[LITLEN_CODES + DIST_CODES];
  unsigned count;
  uint32_t freq[CODELEN_CODES];
} codelen_runs;

static void push_run(codelen_runs *r, unsigned symbol, unsigned extra) {
  r->symbol[r->count] = (uint8_t)symbol;
  r->extra[r->count] = (uint8_t)extra;
  r->count++;
  r->freq[symbol]++;
}

static void encode_lengths(const uint8_t *lengths, unsigned total, codelen_runs *r) {
  memset(r, 0, sizeof(*r));
  unsigned i = 0;
  while (i < total) {
    unsigned v = lengths[i], run = 1;
    while (i + run < total && lengths[i + run] == v) run++;
    i += run;
    if (v == 0) {
      while (run >= 11) {
        unsigned k = run > 138 ? 138 : run;
        push_run(r, 18, k - 11);
        run -= k;
      }
      if (run >= 3) {
        push_run(r, 17, run - 3);
        run = 0;
      }
      while (run--) push_run(r, 0, 0);
    } else {
      push_run(r, v, 0);
      run--;
      while (run >= 3) {
        unsigned k = run > 6 ? 6 : run;
        push_run(r, 16, k - 3);
        run -= k;
      }
      while (run--) push_run(r, v, 0);
    }
  }
}

static const uint8_t codelen_extra_bits[CODELEN_CODES] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                          0, 0, 0, 0, 0, 0, 2, 3, 7};

/* Makes sure at least two symbols have a code (a one-symbol code is legal but not for every decoder). */
static void ensure_two(uint32_t *freq, unsigned n) {
  unsigned used = 0;
  for (unsigned s = 0; s < n && used < 2; s++) used += freq[s] != 0;
  for (unsigned s = 0; used < 2 && s < n; s++) {
    if (!freq[s]) {
      freq[s] = 1;
      used++;
    }
  }
}

/* Writes band bytes buffer[start, end) as stored blocks. */
static void write_stored(writer *w, const uint8_t *bytes, size_t size, int final) {
  do {
    size_t chunk = size > 65535 ? 65535 : size;
    size -= chunk;
    put_bits(w, final && size == 0, 1);
    put_bits(w, 0, 2);
    align_bits(w);
    uint8_t *o = w->data + w->size;
    o[0] = (uint8_t)chunk;
    o[1] = (uint8_t)(chunk >> 8);
    o[2] = (uint8_t)~chunk;
    o[3] = (uint8_t)(~chunk >> 8);
    memcpy(o + 4, bytes, chunk);
    w->size += 4 + chunk;
    bytes += chunk;
  } while (size > 0);
}

/* Writes one band as a dynamic-Huffman block (or stored blocks when smaller). Returns 0 when out of
 * memory. */
static int write_block(writer *w, const uint8_t *bytes, size_t size, const uint32_t *tokens, size_t token_count,
                       block_codes *c, const distances *d, int final) {
  c->litlen_freq[256] = 1; /* end of block */
  ensure_two(c->litlen_freq, LITLEN_CODES);
  ensure_two(c->dist_freq, DIST_CODES);
  build_lengths(c->litlen_freq, LITLEN_CODES, 15, c->litlen_len);
  build_lengths(c->dist_freq, DIST_CODES, 15, c->dist_len);
  unsigned hlit = LITLEN_CODES, hdist = DIST_CODES;
  while (hlit > 257 && c->litlen_len[hlit - 1] == 0) hlit--;
  while (hdist > 1 && c->dist_len[hdist - 1] == 0) hdist--;
  uint8_t lengths[LITLEN_CODES + DIST_CODES];
  memcpy(lengths, c->litlen_len, hlit);
  memcpy(lengths + hlit, c->dist_len, hdist);
  codelen_runs runs;
  encode_lengths(lengths, hlit + hdist, &runs);
  uint8_t codelen_len[CODELEN_CODES];
  uint16_t codelen_code[CODELEN_CODES];
  ensure_two(runs.freq, CODELEN_CODES);
  build_lengths(runs.freq, CODELEN_CODES, 7, codelen_len);
  assign_codes(codelen_len, CODELEN_CODES, codelen_code);
  unsigned hclen = CODELEN_CODES;
  while (hclen > 4 && codelen_len[codelen_order[hclen - 1]] == 0) hclen--;

  /* The exact size of the dynamic block, to compare with stored blocks. */
  uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
  for (unsigned i = 0; i < runs.count; i++) bits += codelen_len[runs.symbol[i]] + codelen_extra_bits[runs.symbol[i]];
  for (unsigned s = 0; s < LITLEN_CODES; s++) {
    uint64_t per = c->litlen_len[s] + (s > 256 ? length_extra[s - 257] : 0);
    bits += per * c->litlen_freq[s];
  }
  for (unsigned s = 0; s < DIST_CODES; s++) bits += (uint64_t)(c->dist_len[s] + dist_extra[s]) * c->dist_freq[s];
  uint64_t stored_bits = 8 * ((uint64_t)size + 5 * (size / 65535 + 1)) + 8;
  if (stored_bits <= bits) {
    if (!reserve(w, size + 5 * (size / 65535 + 1) + 16)) return 0;
    write_stored(w, bytes, size, final);
    return 1;
  }
  if (!reserve(w, (size_t)(bits / 8) + 16)) return 0;
  assign_codes(c->litlen_len, LITLEN_CODES, c->litlen_code);
  assign_codes(c->dist_len, DIST_CODES, c->dist_code);

  put_bits(w, final ? 1 : 0, 1);
  put_bits(w, 2, 2);
  put_bits(w, hlit - 257, 5);
  put_bits(w, hdist - 1, 5);
  put_bits(w, hclen - 4, 4);
  for (unsigned i = 0; i < hclen; i++) put_bits(w, codelen_len[codelen_order[i]], 3);
  for (unsigned i = 0; i < runs.count; i++) {
    unsigned s = runs.symbol[i];
    put_bits(w, codelen_code[s], codelen_len[s]);
    if (codelen_extra_bits[s]) put_bits(w, runs.extra[i], codelen_extra_bits[s]);
  }
  /* The match codes of the two distances, looked up once per block. */
  uint32_t dist_bits[2], dist_count[2];
  for (int k = 0; k < 2; k++) {
    unsigned s = d->symbol[k];
    dist_bits[k] = c->dist_code[s] | d->extra_value[k] << c->dist_len[s];
    dist_count[k] = c->dist_len[s] + d->extra_bits[k];
  }
  for (size_t i = 0; i < token_count; i++) {
    uint32_t t = tokens[i];
    if (!(t & MATCH_FLAG)) {
      put_bits(w, c->litlen_code[t], c->litlen_len[t]);
      continue;
    }
    uint32_t length = t & 0xFFFF, which = (t >> 16) & 1;
    unsigned s = length_symbol[length];
    unsigned extra = length_extra[s - 257];
    put_bits(w, c->litlen_code[s] | (length - length_base[s - 257]) << c->litlen_len[s], c->litlen_len[s] + extra);
    put_bits(w, dist_bits[which], dist_count[which]);
  }
  put_bits(w, c->litlen_code[256], c->litlen_len[256]);
  return 1;
}

/* ---- the PNG ---- */

static void put_chunk_header(writer *w, uint32_t length, const char *type) {
  put_u32be(w->data + w->size, length);
  memcpy(w->data + w->size + 4, type, 4);
  w->size += 8;
}

/* Writes the chunk's CRC over its type and `length` data bytes, which end at w->size. */
static void put_chunk_crc(writer *w, size_t length) {
  uint32_t crc = libdeflate_crc32(0, w->data + w->size - length - 4, length + 4);
  put_u32be(w->data + w->size, crc);
  w->size += 4;
}

typedef int (*row_converter)(const uint8_t *src, uint32_t width, unsigned bpp, uint8_t *dst);

/* The encoding state that lives for one call. */
typedef struct {
  uint8_t *band;      /* one filtered row of history, then the band's filtered rows */
  uint8_t *current;   /* the converted row, after bpp zero bytes (the Sub filter's left pixels) */
  uint8_t *previous;  /* the previous converted row (zeros above the first row) */
  uint8_t *sub;       /* the Sub-filtered candidate of a row */
  uint32_t *tokens;
  block_codes *codes;
} workspace;

static void release(workspace *s) {
  free(s->band);
  free(s->current);
  free(s->previous);
  free(s->sub);
  free(s->tokens);
  free(s->codes);
}

/* out[i] = a[i] - b[i] for i < n; returns how many are zero. Up is (row, row above), Sub is (row,
 * row shifted by one pixel). SSE2 (every x86-64) does 16 bytes a step. */
static size_t subtract_count_zeros(const uint8_t *a, const uint8_t *b, size_t n, uint8_t *out) {
  size_t zeros = 0, i = 0;
#if HAVE_SSE2_PATH
  const __m128i zero = _mm_setzero_si128();
  while (i + 16 <= n) {
    /* Zero lanes count in bytes (−1 per hit) for at most 255 steps, then fold into `zeros`. */
    __m128i counts = _mm_setzero_si128();
    size_t stop = i + 16 * 255 < n ? i + 16 * 255 : n;
    for (; i + 16 <= stop; i += 16) {
      __m128i v = _mm_sub_epi8(_mm_loadu_si128((const __m128i *)(a + i)), _mm_loadu_si128((const __m128i *)(b + i)));
      _mm_storeu_si128((__m128i *)(out + i), v);
      counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(v, zero));
    }
    __m128i sums = _mm_sad_epu8(counts, zero);
    zeros += (size_t)_mm_cvtsi128_si32(sums) + (size_t)_mm_extract_epi16(sums, 4);
  }
#endif
  for (; i < n; i++) {
    uint8_t v = (uint8_t)(a[i] - b[i]);
    out[i] = v;
    zeros += v == 0;
  }
  return zeros;
}

/* Filters the converted row `cur` (which has bpp zero bytes before it) into out[0 .. rowbytes],
 * filter type byte first: Up, or Sub when that leaves more zero bytes. */
static void filter_row(const uint8_t *cur, const uint8_t *prev, size_t rowbytes, unsigned bpp, uint8_t *sub,
                       uint8_t *out) {
  out[0] = 2;
  size_t up_zeros = subtract_count_zeros(cur, prev, rowbytes, out + 1);
  if (up_zeros == rowbytes) return; /* the same row as above: nothing beats all zeros */
  size_t sub_zeros = subtract_count_zeros(cur, cur - bpp, rowbytes, sub + 1);
  if (sub_zeros > up_zeros) {
    sub[0] = 1;
    memcpy(out, sub, rowbytes + 1);
  }
}

/* Closes the IDAT chunk that starts at `idat` (its data ends at w->size) and appends IEND. Returns 1,
 * -1 when out of memory, -2 when the chunk would be over 2 GiB. */
static int finish_png(writer *w, size_t idat) {
  if (!reserve(w, 4 + 12)) return -1;
  size_t length = w->size - idat - 8;
  put_u32be(w->data + idat, (uint32_t)length);
  put_chunk_crc(w, length);
  put_chunk_header(w, 0, "IEND");
  put_chunk_crc(w, 0);
  return length <= 0x7FFFFFFFu ? 1 : -2;
}

/* Writes the signature, IHDR and the header of the one IDAT chunk (its length is filled in by
 * finish_png) into the empty writer; *idat is where that chunk starts. Returns 0 when out of memory. */
static int write_header(writer *w, uint32_t width, uint32_t height, unsigned bpp, size_t *idat) {
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  if (!reserve(w, 8 + 25 + 8)) return 0;
  memcpy(w->data, signature, 8);
  w->size = 8;
  put_chunk_header(w, 13, "IHDR");
  uint8_t *ihdr = w->data + w->size;
  put_u32be(ihdr, width);
  put_u32be(ihdr + 4, height);
  ihdr[8] = 8;                        /* bits per channel */
  ihdr[9] = bpp == 4 ? 6 : 2;         /* RGBA : RGB */
  ihdr[10] = ihdr[11] = ihdr[12] = 0; /* deflate, adaptive filters, no interlace */
  w->size += 13;
  put_chunk_crc(w, 13);
  *idat = w->size;
  put_chunk_header(w, 0, "IDAT");
  return 1;
}

/* ---- band geometry ---- */

/* How an image's rows are cut into bands (one deflate block each): every band has `band_rows` rows
 * but the last, which has the rest. Encoding, copying and the colour-type shortcut all cut by this. */
typedef struct {
  uint32_t height;
  unsigned bpp;
  size_t rowbytes;    /* converted bytes per row */
  size_t filtered;    /* filtered bytes per row: the filter type byte, then rowbytes */
  uint32_t band_rows; /* about BAND_BYTES of filtered rows, at least one row */
  uint32_t bands;
} band_geometry;

static band_geometry geometry_of(uint32_t width, uint32_t height, unsigned bpp) {
  band_geometry g = {height, bpp, (size_t)width * bpp, (size_t)width * bpp + 1, 0, 0};
  size_t band_rows = BAND_BYTES / g.filtered;
  if (band_rows < 1) band_rows = 1;
  if (band_rows > height) band_rows = height;
  g.band_rows = (uint32_t)band_rows;
  g.bands = (uint32_t)((height + band_rows - 1) / band_rows);
  return g;
}

static uint32_t band_first_row(const band_geometry *g, uint32_t b) { return b * g->band_rows; }

static uint32_t band_row_count(const band_geometry *g, uint32_t b) {
  uint32_t y0 = band_first_row(g, b);
  return g->height - y0 < g->band_rows ? g->height - y0 : g->band_rows;
}

/* ---- bands and their reuse ---- */

/* What is recorded of each band while encoding, and what a reuse context keeps of the last image:
 * where its compressed bytes start (from the first band's; `bands + 1` offsets, the last one is the
 * end), the Adler-32 of its filtered bytes, and whether its pixels are all opaque. */
typedef struct {
  size_t *offset;
  uint32_t *adler;
  uint8_t *opaque;
} band_records;

static int records_init(band_records *r, uint32_t bands) {
  r->offset = (size_t *)malloc(sizeof(size_t) * ((size_t)bands + 1));
  r->adler = (uint32_t *)malloc(sizeof(uint32_t) * bands);
  r->opaque = (uint8_t *)malloc(bands);
  return r->offset && r->adler && r->opaque;
}

static void records_free(band_records *r) {
  free(r->offset);
  free(r->adler);
  free(r->opaque);
  memset(r, 0, sizeof(*r));
}

/* The last image a reuse context encoded: its size, colour type and layout, its bands' compressed
 * bytes back to back (each band is whole bytes, see align_band) and their records. */
struct hero_png_reuse {
  int valid;
  uint32_t width;
  band_geometry geometry;
  hero_pixel_layout layout;
  uint8_t *bytes;
  band_records records;
};

hero_png_reuse *hero_png_reuse_create(void) { return (hero_png_reuse *)calloc(1, sizeof(hero_png_reuse)); }

static void reuse_clear(hero_png_reuse *r) {
  free(r->bytes);
  records_free(&r->records);
  memset(r, 0, sizeof(*r));
}

void hero_png_reuse_free(hero_png_reuse *r) {
  if (!r) return;
  reuse_clear(r);
  free(r);
}

/* The reuse context's image when it has this size and bpp (its bands line up with this image's). */
static const hero_png_reuse *matching(const hero_png_reuse *r, uint32_t width, uint32_t height, unsigned bpp) {
  return r && r->valid && r->width == width && r->geometry.height == height && r->geometry.bpp == bpp ? r : NULL;
}

/* True when rows [from, to) of the image are unchanged since the reuse context's image (no
 * `changed` list: nothing is known to be unchanged). */
static int rows_unchanged(const uint8_t *changed, uint32_t from, uint32_t to) {
  if (!changed) return 0;
  for (uint32_t y = from; y < to; y++) {
    if (changed[y]) return 0;
  }
  return 1;
}

/* True when band b and the two rows above it are unchanged: its bytes are the last image's. */
static int band_unchanged(const band_geometry *g, uint32_t b, const uint8_t *changed) {
  uint32_t y0 = band_first_row(g, b);
  return rows_unchanged(changed, y0 < 2 ? 0 : y0 - 2, y0 + band_row_count(g, b));
}

/* Ends a band on a byte boundary with an empty stored block (a deflate "sync flush"), so that its
 * bytes do not depend on where the previous band ended. Stored blocks already end on one. */
static int align_band(writer *w) {
  if (!reserve(w, 16)) return 0;
  if (w->count % 8 == 0) {
    align_bits(w); /* whole bytes already: write out what is pending */
    return 1;
  }
  put_bits(w, 0, 3); /* not final, stored */
  align_bits(w);
  static const uint8_t empty[4] = {0x00, 0x00, 0xFF, 0xFF};
  memcpy(w->data + w->size, empty, 4);
  w->size += 4;
  return 1;
}

/* The pixels being encoded. */
typedef struct {
  const uint8_t *pixels;
  size_t stride;
  uint32_t width;
  row_converter convert;
} source;

/* The buffers of one encode, sized for geometry `g`. Returns 0 when out of memory. */
static int workspace_init(workspace *s, const band_geometry *g) {
  s->band = (uint8_t *)malloc(g->filtered * ((size_t)g->band_rows + 1));
  s->current = (uint8_t *)calloc(g->rowbytes + g->bpp + 16, 1);
  s->previous = (uint8_t *)calloc(g->rowbytes, 1);
  s->sub = (uint8_t *)malloc(g->filtered);
  s->tokens = (uint32_t *)malloc(sizeof(uint32_t) * g->filtered * g->band_rows);
  s->codes = (block_codes *)malloc(sizeof(block_codes));
  return s->band && s->current && s->previous && s->sub && s->tokens && s->codes;
}

/* Converts row y into `current` and filters it into `out` against `previous` (the converted row
 * above, or zeros), then keeps it as `previous`. Returns what the converter returned (0: a pixel
 * that is not opaque). */
static int filter_image_row(const source *src, const band_geometry *g, uint32_t y, workspace *s, uint8_t *out) {
  uint8_t *cur = s->current + g->bpp;
  int opaque = src->convert(src->pixels + (size_t)y * src->stride, src->width, g->bpp, cur);
  filter_row(cur, s->previous, g->rowbytes, g->bpp, s->sub, out);
  memcpy(s->previous, cur, g->rowbytes);
  return opaque;
}

/* Converts, filters and deflates band b: one block, ending on a byte boundary, and keeps its last
 * filtered row as the next band's history (matches one row back). `primed`: `previous` and the
 * history row already hold the rows above the band (the band above was encoded, not copied).
 * Returns 1, 0 when a pixel that is not opaque turned up in RGB mode, -1 when out of memory. */
static int encode_band(const source *src, const band_geometry *g, const distances *d, uint32_t b, int primed,
                       workspace *s, writer *w, band_records *records) {
  const uint32_t y0 = band_first_row(g, b), rows = band_row_count(g, b);
  const size_t size = (size_t)rows * g->filtered, history = y0 == 0 ? 0 : g->filtered;
  if (!primed && y0 > 0) {
    /* The band above was copied: rebuild the converted row above and its filtered bytes. */
    memset(s->previous, 0, g->rowbytes);
    if (y0 >= 2) filter_image_row(src, g, y0 - 2, s, s->band + g->filtered);
    filter_image_row(src, g, y0 - 1, s, s->band);
  }
  uint8_t *out = s->band + history;
  int all_opaque = 1;
  for (uint32_t r = 0; r < rows; r++) {
    if (!filter_image_row(src, g, y0 + r, s, out + (size_t)r * g->filtered)) {
      if (g->bpp == 3) return 0;
      all_opaque = 0;
    }
  }
  records->opaque[b] = (uint8_t)all_opaque;
  records->adler[b] = libdeflate_adler32(1, out, size);
  memset(s->codes, 0, sizeof(block_codes));
  size_t count = tokenize(s->band, history, history + size, d, s->tokens, s->codes);
  if (!write_block(w, out, size, s->tokens, count, s->codes, d, 0) || !align_band(w)) return -1;
  memmove(s->band, out + size - g->filtered, g->filtered);
  return 1;
}

/* Appends band b's compressed bytes from the last image, with its records. In RGB mode the last
 * image was RGB, so these rows are opaque. Returns 0 when out of memory. */
static int copy_band(const hero_png_reuse *last, uint32_t b, writer *w, band_records *records) {
  const size_t from = last->records.offset[b], n = last->records.offset[b + 1] - from;
  if (!reserve(w, n)) return 0;
  memcpy(w->data + w->size, last->bytes + from, n);
  w->size += n;
  records->adler[b] = last->records.adler[b];
  records->opaque[b] = last->records.opaque[b];
  return 1;
}

/* Writes every band, from w->size on: copied from `last` (the reuse context's image, or NULL) where
 * `changed` says the band and the two rows above it are unchanged, else encoded. Sets *adler to the
 * Adler-32 of the whole filtered image. Returns as encode_band does. */
static int write_bands(const source *src, const band_geometry *g, const uint8_t *changed, const hero_png_reuse *last,
                       workspace *s, writer *w, band_records *records, uint32_t *adler) {
  distances d;
  describe_distance(&d, 0, g->bpp);
  describe_distance(&d, 1, (uint32_t)(g->filtered > WINDOW ? WINDOW + 1 : g->filtered));
  const size_t first_band = w->size;
  int primed = 1;
  *adler = 1;
  for (uint32_t b = 0; b < g->bands; b++) {
    records->offset[b] = w->size - first_band;
    int copied = last && band_unchanged(g, b, changed);
    if (copied) {
      if (!copy_band(last, b, w, records)) return -1;
    } else {
      int rc = encode_band(src, g, &d, b, primed, s, w, records);
      if (rc != 1) return rc;
    }
    primed = !copied;
    *adler = (uint32_t)adler32_combine(*adler, records->adler[b], (z_off_t)(band_row_count(g, b) * g->filtered));
  }
  records->offset[g->bands] = w->size - first_band;
  return 1;
}

/* Keeps the image just written (its bands start at `first_band` in w) in `reuse` for the next one;
 * takes `records`' arrays. When out of memory `reuse` is left empty: the next image is encoded whole. */
static void keep_bands(hero_png_reuse *reuse, uint32_t width, const band_geometry *g, const writer *w,
                       size_t first_band, band_records *records) {
  size_t n = records->offset[g->bands];
  uint8_t *bytes = (uint8_t *)malloc(n ? n : 1);
  reuse_clear(reuse);
  if (!bytes) return;
  memcpy(bytes, w->data + first_band, n);
  *reuse = (hero_png_reuse){1, width, *g, 0, bytes, *records};
  memset(records, 0, sizeof(*records));
}

/* Encodes with `bpp` bytes per pixel into the empty writer. Returns 1 on success, 0 when a
 * non-opaque pixel turned up in RGB mode (retry as RGBA), -1 when out of memory, -2 when the image
 * data is over 2 GiB.
 *
 * Every band is deflated on its own: one block (dynamic Huffman, or stored), ending on a byte
 * boundary; a final empty block closes the stream. A band's bytes therefore depend only on its own
 * rows and the two rows above it (the Up filter of its first row reads the row above, whose
 * filtered bytes — which depend on the row above that — are the history its matches may reach
 * into). When `reuse` holds the previous image at the same size and bpp and `changed` says those
 * rows are unchanged, the band's compressed bytes are copied instead of encoded: the same bytes. */
static int encode_with(const source *src, uint32_t height, unsigned bpp, const uint8_t *changed,
                       hero_png_reuse *reuse, writer *w) {
  const band_geometry g = geometry_of(src->width, height, bpp);
  workspace s = {0};
  band_records records = {0};
  size_t idat = 0;
  int rc = -1;
  if (workspace_init(&s, &g) && records_init(&records, g.bands) && write_header(w, src->width, height, bpp, &idat) &&
      reserve(w, 2)) {
    w->data[w->size++] = 0x78; /* zlib: deflate, 32 KiB window */
    w->data[w->size++] = 0x01; /* no dictionary, fastest; (0x78 * 256 + 0x01) % 31 == 0 */
    const size_t first_band = w->size;
    uint32_t adler = 1;
    rc = write_bands(src, &g, changed, matching(reuse, src->width, height, bpp), &s, w, &records, &adler);
    if (rc == 1 && !reserve(w, 2 + 4)) rc = -1;
    if (rc == 1) {
      /* The final block: empty, fixed codes (BFINAL 1, BTYPE 01, end-of-block 0000000), padded. */
      w->data[w->size++] = 0x03;
      w->data[w->size++] = 0x00;
      put_u32be(w->data + w->size, adler);
      w->size += 4;
      rc = finish_png(w, idat);
    }
    if (rc == 1 && reuse) keep_bands(reuse, src->width, &g, w, first_band, &records);
  }
  release(&s);
  records_free(&records);
  return rc;
}

/* True when the reuse context's previous image was RGBA because of rows that `changed` says are
 * unchanged: this image has a pixel that is not opaque too, so it is RGBA without trying RGB. */
static int known_translucent(const hero_png_reuse *reuse, uint32_t width, uint32_t height, const uint8_t *changed) {
  const hero_png_reuse *r = matching(reuse, width, height, 4);
  if (!r || !changed) return 0;
  for (uint32_t b = 0; b < r->geometry.bands; b++) {
    uint32_t y0 = band_first_row(&r->geometry, b);
    if (!r->records.opaque[b] && rows_unchanged(changed, y0, y0 + band_row_count(&r->geometry, b))) return 1;
  }
  return 0;
}

/* ---- the public functions ---- */

/* Checks the arguments every encoding function takes; writes the message when they are refused. */
static int acceptable(uint32_t width, uint32_t height, size_t stride, char *message) {
  if (width == 0 || height == 0 || width > 0x7FFFFFFFu / 4 || height > 0x7FFFFFFFu) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "cannot encode a %ux%u image", width, height);
    return 0;
  }
  if (stride < (size_t)width * 4) {
    snprintf(message, HERO_PNG_MESSAGE_SIZE, "row stride %zu is shorter than %u pixels", stride, width);
    return 0;
  }
  pthread_once(&tables_once, build_tables);
  return 1;
}

static source source_of(const uint8_t *pixels, size_t stride, uint32_t width, hero_pixel_layout layout) {
  return (source){pixels, stride, width,
                  layout == HERO_PIXELS_PREMULTIPLIED_ARGB32 ? convert_premultiplied : convert_straight};
}

static void describe_failure(int rc, uint32_t width, uint32_t height, char *message) {
  snprintf(message, HERO_PNG_MESSAGE_SIZE,
           rc == -2 ? "the compressed image is over 2 GiB" : "out of memory while encoding a %ux%u PNG", width,
           height);
}

int hero_frame_png_encode_reusing(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                                  hero_pixel_layout layout, const uint8_t *changed_rows, hero_png_reuse *reuse,
                                  uint8_t **out, size_t *out_size, char *message) {
  *out = NULL;
  *out_size = 0;
  if (!acceptable(width, height, stride, message)) return -1;
  const source src = source_of(pixels, stride, width, layout);
  if (reuse && reuse->valid && reuse->layout != layout) reuse_clear(reuse);
  writer w = {0};
  /* Opaque frames (the common case) are written as RGB; the first pixel that is not opaque sends
   * the encoder back to the start in RGBA. */
  int rc = 0;
  if (!known_translucent(reuse, width, height, changed_rows)) {
    rc = encode_with(&src, height, 3, changed_rows, reuse, &w);
  }
  if (rc == 0) {
    w.size = 0;
    w.bits = 0;
    w.count = 0;
    rc = encode_with(&src, height, 4, changed_rows, reuse, &w);
  }
  if (rc != 1) {
    free(w.data);
    if (reuse) reuse_clear(reuse);
    describe_failure(rc, width, height, message);
    return -1;
  }
  if (reuse) reuse->layout = layout;
  *out = w.data;
  *out_size = w.size;
  return 0;
}

int hero_frame_png_encode(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                          hero_pixel_layout layout, uint8_t **out, size_t *out_size, char *message) {
  return hero_frame_png_encode_reusing(pixels, stride, width, height, layout, NULL, NULL, out, out_size, message);
}

/* Filters every row into `all` at `bpp`. Returns 1, 0 when a pixel that is not opaque turned up in
 * RGB mode, -1 when out of memory. */
static int filter_all(const source *src, const band_geometry *g, uint8_t *all) {
  workspace s = {0};
  int rc = workspace_init(&s, g) ? 1 : -1;
  for (uint32_t y = 0; y < g->height && rc == 1; y++) {
    if (!filter_image_row(src, g, y, &s, all + (size_t)y * g->filtered) && g->bpp == 3) rc = 0;
  }
  release(&s);
  return rc;
}

int hero_frame_png_filter(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                          hero_pixel_layout layout, unsigned *bpp, uint8_t **out, size_t *out_size, char *message) {
  *out = NULL;
  *out_size = 0;
  if (!acceptable(width, height, stride, message)) return -1;
  const source src = source_of(pixels, stride, width, layout);
  int rc = 0;
  for (unsigned b = 3; b <= 4 && rc == 0; b++) {
    const band_geometry g = geometry_of(width, height, b);
    free(*out);
    *out_size = g.filtered * height;
    *out = (uint8_t *)malloc(*out_size);
    rc = *out ? filter_all(&src, &g, *out) : -1;
    *bpp = b;
  }
  if (rc != 1) {
    free(*out);
    *out = NULL;
    *out_size = 0;
    describe_failure(rc, width, height, message);
    return -1;
  }
  return 0;
}

int hero_png_from_zlib_stream(uint32_t width, uint32_t height, unsigned bpp, const uint8_t *stream, size_t size,
                              uint8_t **out, size_t *out_size, char *message) {
  *out = NULL;
  *out_size = 0;
  writer w = {0};
  size_t idat = 0;
  int rc = write_header(&w, width, height, bpp, &idat) && reserve(&w, size) ? 1 : -1;
  if (rc == 1) {
    memcpy(w.data + w.size, stream, size);
    w.size += size;
    rc = finish_png(&w, idat);
  }
  if (rc != 1) {
    free(w.data);
    describe_failure(rc, width, height, message);
    return -1;
  }
  *out = w.data;
  *out_size = w.size;
  return 0;
}

/// Decompression bombs for tests, made in memory: a black 1-bit grey PNG of any size whose image
/// data is a run of zero bytes, deflated as one literal and then 258-byte back-references (about
/// 13 bits each), so a 16384 × 16384 image is a file of about 200 KB — no large file is committed.
public enum PNGBomb {
  /// The PNG file of a black `width` × `height` 1-bit grey image (never interlaced).
  public static func black(width: Int, height: Int) -> [UInt8] {
    let rowBytes = 1 + (width + 7) / 8  // the filter byte, then 8 pixels a byte: all zero
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", bigEndian(width) + bigEndian(height) + [1, 0, 0, 0, 0])
    png += chunk("IDAT", zlibZeros(count: rowBytes * height))
    png += chunk("IEND", [])
    return png
  }

  /// A PNG that is only a header claiming `width` × `height` (8-bit RGBA) and an end: enough for
  /// checks that read the header, refused by the decoder.
  public static func headerOnly(width: Int, height: Int) -> [UInt8] {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    png += chunk("IEND", [])
    return png
  }

  /// A zlib stream of `count` zero bytes in one fixed-Huffman block.
  static func zlibZeros(count: Int) -> [UInt8] {
    var bits = BitWriter()
    bits.write(1, count: 1)  // BFINAL
    bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
    var left = count
    while left > 0 {
      if left < count && left >= 258 {
        bits.writeCode(0b1100_0101, length: 8)  // length code 285: 258 bytes, no extra bits
        bits.writeCode(0, length: 5)  // distance code 0: 1 byte back
        left -= 258
      } else {
        bits.writeCode(0x30, length: 8)  // literal 0
        left -= 1
      }
    }
    bits.writeCode(0, length: 7)  // end of block (256)
    let adler = UInt32(count % 65521) << 16 | 1  // the Adler-32 of zero bytes
    return [0x78, 0x01] + bits.bytes + bigEndian(Int(adler))
  }

  /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
  struct BitWriter {
    var bytes: [UInt8] = []
    var used = 8

    mutating func write(_ value: Int, count: Int) {
      for i in 0..<count { put((value >> i) & 1) }
    }

    mutating func writeCode(_ code: Int, length: Int) {
      for i in stride(from: length - 1, through: 0, by: -1) { put((code >> i) & 1) }
    }

    private mutating func put(_ bit: Int) {
      if used == 8 {
        bytes.append(0)
        used = 0
      }
      bytes[bytes.count - 1] |= UInt8(bit << used)
      used += 1
    }
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(data.count) + body + bigEndian(Int(crc32(body)))
  }

  static func bigEndian(_ value: Int) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

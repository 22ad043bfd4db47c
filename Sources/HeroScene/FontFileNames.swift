/// The family names an OpenType / TrueType font file declares (its `name` table), read without
/// any font library so the scene decoder can check a label's family against the fonts the
/// compositor will load.
///
/// Both the typographic family (name 16, e.g. `Inter`) and the legacy family (name 1, e.g.
/// `Inter Medium`) are returned, in the file's order: fontconfig matches a request against either.
enum FontFileNames {
  struct Failure: Error {
    var message: String
  }

  /// Family names of the font (the first font of a collection), deduplicated; the typographic
  /// family first when present.
  static func families(in bytes: [UInt8]) throws(Failure) -> [String] {
    let reader = Reader(bytes: bytes)
    var offset = 0
    let tag = try reader.u32(at: 0)
    if tag == 0x7474_6366 {  // 'ttcf': a collection; read its first font.
      offset = Int(try reader.u32(at: 12))
    } else if tag != 0x0001_0000 && tag != 0x4F54_544F && tag != 0x7472_7565 {  // 1.0, 'OTTO', 'true'
      throw Failure(message: "not an OpenType or TrueType font")
    }
    let tables = Int(try reader.u16(at: offset + 4))
    var nameTable: Int?
    for i in 0..<tables {
      let record = offset + 12 + 16 * i
      if try reader.u32(at: record) == 0x6E61_6D65 {  // 'name'
        nameTable = Int(try reader.u32(at: record + 8))
        break
      }
    }
    guard let base = nameTable else { throw Failure(message: "the font has no name table") }
    let count = Int(try reader.u16(at: base + 2))
    let strings = base + Int(try reader.u16(at: base + 4))
    var typographic: [String] = []
    var legacy: [String] = []
    for i in 0..<count {
      let record = base + 6 + 12 * i
      let platform = try reader.u16(at: record)
      let encoding = try reader.u16(at: record + 2)
      let nameID = try reader.u16(at: record + 6)
      guard nameID == 1 || nameID == 16 else { continue }
      let length = Int(try reader.u16(at: record + 8))
      let start = strings + Int(try reader.u16(at: record + 10))
      let raw = Array(try reader.slice(start, length))
      let name: String
      switch (platform, encoding) {
      case (0, _), (3, 0), (3, 1), (3, 10):  // UTF-16BE
        let units = stride(from: 0, to: raw.count - 1, by: 2).map {
          UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
        }
        name = String(decoding: units, as: UTF16.self)
      case (1, 0):  // Mac Roman; family names are ASCII in practice.
        name = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
      default: continue
      }
      guard !name.isEmpty else { continue }
      if nameID == 16 { typographic.append(name) } else { legacy.append(name) }
    }
    var seen = Set<String>()
    let names = (typographic + legacy).filter { seen.insert($0).inserted }
    guard !names.isEmpty else { throw Failure(message: "the font names no family") }
    return names
  }

  /// Bounds-checked big-endian reads.
  struct Reader {
    let bytes: [UInt8]
    func slice(_ start: Int, _ length: Int) throws(Failure) -> ArraySlice<UInt8> {
      guard start >= 0, length >= 0, start <= bytes.count - length else {
        throw Failure(message: "the font file is truncated or damaged")
      }
      return bytes[start..<(start + length)]
    }
    func u16(at i: Int) throws(Failure) -> UInt16 {
      let s = try slice(i, 2)
      return UInt16(s[s.startIndex]) << 8 | UInt16(s[s.startIndex + 1])
    }
    func u32(at i: Int) throws(Failure) -> UInt32 {
      UInt32(try u16(at: i)) << 16 | UInt32(try u16(at: i + 2))
    }
  }
}

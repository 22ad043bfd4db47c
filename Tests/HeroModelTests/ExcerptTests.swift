import HeroModel
import Testing

/// Quoted values are short and cannot act on the terminal, the CI runner or the page showing them.
@Suite struct ExcerptTests {
  @Test func controlCharactersAreEscapedVisibly() {
    #expect(Excerpt.quote("x\n::error::INJECTED") == "x\\n::error::INJECTED")
    #expect(Excerpt.quote("a\r\nb\tc") == "a\\r\\nb\\tc")
    #expect(Excerpt.quote("\u{1B}[2J\u{7F}\u{85}\u{9B}") == "\\u{1B}[2J\\u{7F}\\u{85}\\u{9B}")
    #expect(Excerpt.quote("safe\u{2028}\u{2029}") == "safe\\u{2028}\\u{2029}")
    for bidi in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
      let scalar = Unicode.Scalar(UInt32(bidi))!
      #expect(Excerpt.quote("a\(scalar)b") == "a\\u{\(String(bidi, radix: 16, uppercase: true))}b")
    }
    // Ordinary text, accents, emoji and right-to-left letters are kept.
    #expect(Excerpt.quote("café 🎉 שלום") == "café 🎉 שלום")
    #expect(Excerpt.visibleKeepingLines("one\ntwo\tthree\r\u{1B}") == "one\ntwo\tthree\\r\\u{1B}")
  }

  @Test func longValuesAreCutCountingTheEscapes() {
    let exactly = String(repeating: "a", count: Excerpt.maximumLength)
    #expect(Excerpt.quote(exactly) == exactly)
    let long = exactly + "b"
    #expect(Excerpt.quote(long) == String(repeating: "a", count: 79) + "… (81 bytes)")
    // 40 line breaks are 80 characters escaped: cut after 39 of them, never inside an escape.
    let breaks = String(repeating: "\n", count: 41)
    #expect(Excerpt.quote(breaks) == String(repeating: "\\n", count: 39) + "… (41 bytes)")
    let megabyte = String(repeating: "\u{1B}", count: 1 << 20)
    #expect(Excerpt.quote(megabyte).count < 100)
  }
}

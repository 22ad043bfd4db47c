import Foundation
import HeroScene
import Testing

/// JSON written by `lint --json`, `verify --json`, `hero states` and `hero serve` (its errors too)
/// carries no raw control character: beyond the C0 controls JSON requires escaping, DEL, C1, the
/// line and paragraph separators and the bidi controls are `\u` escapes, which read back the same.
@Suite struct JSONOutputEscapingTests {
  @Test func controlCharactersAreEscapedAndReadBackTheSame() throws {
    let hostile = "x\n::error::INJECTED\u{1B}[2J\u{7F}\u{85}\u{9B}\u{2028}\u{2029}\u{202A}\u{202E}\u{2066}\u{2069}é🎉"
    let text = JSONOutput.object([.init("error", .string(hostile))]).rendered()
    #expect(
      text
        == #"{"error": "x\n::error::INJECTED\u001b[2J\u007f\u0085\u009b\u2028\u2029\u202a\u202e\u2066\u2069é🎉"}"#
        || text.contains(#""x\n::error::INJECTED\u001b[2J\u007f\u0085\u009b\u2028\u2029\u202a\u202e\u2066\u2069é🎉""#),
      "\(text)")
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != " " })
    let read = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
    #expect(read?["error"] == hostile)
    // Text without controls is written as before (state dumps stay byte-identical).
    #expect(JSONOutput.string("café – “quoted” ‎שלום").rendered() == "\"café – “quoted” ‎שלום\"")
  }
}

import HeroEngine
import HeroModel
import HeroTestSupport
import Testing

/// Deterministic fuzzing of every `ModifierParser` entry point: each must return or throw a
/// `ModifierSyntaxError` (typed throws make any other error impossible; a crash or hang fails the
/// run), errors must point inside the text, and whatever parses must print back to itself.
@Suite struct ModifierParserFuzzTests {
  /// Seeds and iterations: 4 × 800 strings, about a second in a debug build.
  static let seeds: [UInt64] = [1, 2, 3, 0xC0FFEE]
  static let iterations = 800

  @Test(arguments: seeds)
  func randomStringsParseOrThrowSyntaxErrors(seed: UInt64) {
    var generator = ModifierStringGenerator(seed: seed)
    defer { print("fuzz modifier parser seed \(seed): \(Self.iterations) strings") }
    for _ in 0..<Self.iterations {
      let text = generator.next()
      let length = text.unicodeScalars.count  // columns count Unicode scalars
      func checkError(_ e: ModifierSyntaxError, _ entry: String) {
        #expect(
          (1...(length + 1)).contains(e.column) && !e.message.isEmpty,
          "\(entry)(\(text.debugDescription)): column \(e.column) outside 1…\(length + 1) or empty message")
      }
      do {
        let modifiers = try ModifierParser.parse(text)
        for m in modifiers { expectRoundTrip(m, from: text) }
      } catch { checkError(error, "parse") }
      do {
        let (modifiers, warnings) = try ModifierParser.parseLenient(text)
        for m in modifiers { expectRoundTrip(m, from: text) }
        for w in warnings { checkError(w, "parseLenient warning") }
      } catch { checkError(error, "parseLenient") }
      do {
        let animation = try ModifierParser.parseDefaultAnimation(text)
        _ = animation.reversed()
      } catch { checkError(error, "parseDefaultAnimation") }
      do {
        let curve = try ModifierParser.parseTimingCurve(text)
        let finite = [curve.c1x, curve.c1y, curve.c2x, curve.c2y].allSatisfy(\.isFinite)
        #expect(finite, "\(text.debugDescription)")
      } catch { checkError(error, "parseTimingCurve") }
      do {
        let t = try ModifierParser.parseTransform(text)
        _ = t.inverted()
      } catch { checkError(error, "parseTransform") }
      do { _ = try ModifierParser.parseColor(text) } catch { checkError(error, "parseColor") }
    }
  }

  /// Random modifiers from the Swift API (extreme numbers included) read back from their string
  /// form as themselves.
  @Test(arguments: seeds)
  func stringFormRoundTrips(seed: UInt64) {
    var random = RandomModifiers(rng: SplitMix64(seed: seed), wild: true)
    defer { print("fuzz modifier round trip seed \(seed): \(Self.iterations) modifiers") }
    for _ in 0..<Self.iterations {
      expectRoundTrip(random.modifier(), from: nil)
    }
  }

  func expectRoundTrip(_ m: Modifier, from source: String?, sourceLocation: SourceLocation = #_sourceLocation) {
    let text = m.stringForm
    let context = source.map { " (parsed from \($0.debugDescription))" } ?? ""
    do {
      let back = try ModifierParser.parse(text)
      #expect(back == [m], "\(text)\(context) reads back as \(back)", sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(text)\(context) does not parse: \(error)", sourceLocation: sourceLocation)
    }
  }

  /// Nesting far beyond the parser's limit is refused with a message, at every entry point.
  @Test(arguments: [
    String(repeating: "beginWith(", count: 2000) + "fade" + String(repeating: ")", count: 2000),
    "opacity(" + String(repeating: "(", count: 2000) + "1" + String(repeating: ")", count: 2000) + ")",
    // Regression: a chain of labels recursed once per label (a stack overflow, and quadratic time).
    "selectBy(" + String(repeating: "presenting: ", count: 20_000) + "fade)",
    // Regression: a long operator chain built a 3000-deep tree that crashed when destroyed.
    "opacity(" + Array(repeating: "1", count: 3000).joined(separator: " + ") + ")",
  ])
  func deepNestingIsAnError(text: String) {
    #expect(throws: ModifierSyntaxError.self) { try ModifierParser.parse(text) }
    #expect(throws: ModifierSyntaxError.self) { try ModifierParser.parseDefaultAnimation(text) }
  }
}

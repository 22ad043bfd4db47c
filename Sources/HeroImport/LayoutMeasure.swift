import Foundation
import HeroLayout
import HeroModel

extension StoryboardImporter {
  /// One screen laid out for the document's own device (as `hero import` lays it out without
  /// `--device`), compared with the frames IB stored. Nil for a screen without a constraint: the
  /// import keeps its stored frames as they are.
  public func checkStoredFrames(_ reference: String, measureText: TextMeasuring?) throws(ImportError)
    -> StoredFrameCheck?
  {
    guard let c = storyboard.controller(id: try controllerID(reference)), let root = c.rootView,
      Self.hasConstraints(root)
    else { return nil }
    let solved = try layOut(reference, measureText: measureText).frames
    let textSolved = try layOut(reference, measureText: measureText.map(StoredFrameCheck.enlarged)).frames
    let importer = ViewImporter(
      storyboard: storyboard, colors: ColorReader(storyboard: storyboard, catalog: AssetLookups(catalog, scale: 2)),
      assets: AssetLookups(catalog, scale: 2), side: .from)
    return StoredFrameCheck.compare(root: root, solved: solved, textSolved: textSolved, importer: importer)
  }
}

extension StoryboardImporter {
  /// For the document's own device, IB's stored frames are a check of the layout: a warning for the
  /// screen when views are off by more than the tolerance (and which of those are IB's own doing).
  func checkStoredFrames(
    root: XMLNode, _ c: Storyboard.Controller, importer: ViewImporter, target: LayoutTarget, request: Request,
    report: inout ImportReport
  ) throws(ImportError) {
    var scratch = ImportReport()
    let textSolved =
      try request.measureText.map { (measure) throws(ImportError) in
        try importer.layOut(
          root: root, controller: c.node, target: target, measureText: StoredFrameCheck.enlarged(measure),
          report: &scratch)
      } ?? importer.frames
    let check = StoredFrameCheck.compare(
      root: root, solved: importer.frames, textSolved: textSolved, importer: importer)
    if let warning = check.warning(screen: target.description) {
      report.add(.warning, "\(importer.side.rawValue)/\(c.id)", warning)
    }
  }
}

/// `hero import measure`: how close the import's layout comes to the frames Interface Builder
/// stored, over every screen of a document (each laid out for the document's own device).
public struct LayoutMeasure: Sendable {
  public var file: String
  /// Screens laid out (those with constraints) and screens kept as stored.
  public var screens = 0
  public var storedOnly = 0
  /// Views whose frame does not depend on text: how many, and how many match.
  public var plain = (views: 0, matching: 0)
  /// Views whose frame depends on text metrics.
  public var text = (views: 0, matching: 0)
  /// Off views whose stored frames IB itself flags (`misplaced`, `ambiguous`) or that break their
  /// own required constraints: counted apart.
  public var flawed = 0
  /// The import's error, when the document (or one of its screens) does not import.
  public var errors: [String] = []
  /// Every off view, for `--details`.
  public var off: [(screen: String, view: StoredFrameCheck.ViewResult)] = []

  public init(file: String) { self.file = file }

  /// Measures one `.storyboard` or `.xib`.
  public static func measure(file: String, measureText: TextMeasuring?) -> LayoutMeasure {
    var result = LayoutMeasure(file: file)
    let importer: StoryboardImporter
    do {
      importer = try file.hasSuffix(".xib") ? StoryboardImporter(xibs: [file]) : StoryboardImporter(path: file)
    } catch {
      result.errors.append(error.description)
      return result
    }
    for c in importer.storyboard.controllers where c.rootView != nil {
      do {
        guard let check = try importer.checkStoredFrames(c.id, measureText: measureText) else {
          result.storedOnly += 1
          continue
        }
        result.add(check, screen: c.displayName)
      } catch {
        result.errors.append(error.description)
      }
    }
    return result
  }

  mutating func add(_ check: StoredFrameCheck, screen: String) {
    screens += 1
    for v in check.views {
      if v.flaw != nil && !v.matches {
        flawed += 1
        continue
      }
      if v.dependsOnText {
        text.views += 1
        if v.matches { text.matching += 1 }
      } else {
        plain.views += 1
        if v.matches { plain.matching += 1 }
      }
      if !v.matches { off.append((screen, v)) }
    }
  }

  /// Adds another document's counts (the total line).
  public mutating func add(_ other: LayoutMeasure) {
    screens += other.screens
    storedOnly += other.storedOnly
    plain = (plain.views + other.plain.views, plain.matching + other.plain.matching)
    text = (text.views + other.text.views, text.matching + other.text.matching)
    flawed += other.flawed
    errors += other.errors
  }

  static func share(_ part: (views: Int, matching: Int)) -> String {
    guard part.views > 0 else { return "-" }
    return String(format: "%.1f%% (%d/%d)", 100 * Double(part.matching) / Double(part.views), part.matching, part.views)
  }

  /// One line of the table: screens, the two shares, IB's flawed frames and errors.
  public var row: String {
    "\(Self.share(plain))  text \(Self.share(text))  screens \(screens) (+\(storedOnly) stored)  IB-flawed \(flawed)  errors \(errors.count)"
  }
}

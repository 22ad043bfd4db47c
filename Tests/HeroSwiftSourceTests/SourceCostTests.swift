import Foundation
import HeroImport
import HeroTestSupport
import Testing

@testable import HeroSwiftSource

/// What finding and reading controllers' code costs as the sources grow, and the caps that refuse
/// a folder too large before reading it all.
@Suite struct SourceCostTests {
  func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("herocode-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A controller whose viewDidLoad sets `n` outlets' ids and modifiers, with as many helpers.
  func controller(_ name: String, outlets n: Int) -> String {
    var lines = ["import UIKit", "final class \(name): UIViewController {"]
    for i in 0..<n { lines.append("  @IBOutlet weak var v\(i): UIView!") }
    lines.append("  override func viewDidLoad() {")
    lines.append("    super.viewDidLoad()")
    for i in 0..<n {
      lines.append("    v\(i).hero.id = \"id\(i)\"")
      lines.append("    v\(i).hero.modifiers = [.fade, .scale(0.5), .translate(x: \(i), y: 100)]")
    }
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  @Test func readingALargeSwiftFileGrowsLinearly() throws {
    func read(_ n: Int) -> Double {
      let text = controller("Big", outlets: n)
      var code = ControllerCode()
      let time = bestThreadCPUSeconds {
        code = SwiftControllerReader(className: "Big").read([("Big.swift", text)])
      }
      #expect(code.assignments.count == 2 * n)
      return time
    }
    expectLinearCost("Swift controller read", small: read(150), large: read(600))
  }

  @Test func readingALargeObjectiveCFileGrowsLinearly() throws {
    func read(_ n: Int) -> Double {
      var lines = ["@implementation Big", "- (void)viewDidLoad {"]
      for i in 0..<n { lines.append("    self.v\(i).heroID = @\"id\(i)\"; // { ; = }") }
      lines += ["}", "@end"]
      let text = lines.joined(separator: "\n")
      var code = ControllerCode()
      let time = bestThreadCPUSeconds { code = ObjCControllerReader(className: "Big").read([("Big.m", text)]) }
      #expect(code.assignments.count == n)
      return time
    }
    expectLinearCost("Objective-C controller read", small: read(2000), large: read(8000))
  }

  @Test func indexingManyFilesGrowsLinearly() throws {
    func index(_ n: Int) throws -> Double {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      for i in 0..<n {
        try controller("C\(i)", outlets: 5).write(toFile: "\(folder)/C\(i).swift", atomically: false, encoding: .utf8)
      }
      var index: SourceIndex?
      let time = try bestThreadCPUSeconds { index = try SourceIndex(folders: [folder]) }
      #expect(index?.files(declaring: "C\(n - 1)") == ["\(folder)/C\(n - 1).swift"])
      return time
    }
    expectLinearCost("source index", small: try index(50), large: try index(200))
  }

  @Test func capsRefuseAFolderTooLargeAndLinksAreNotFollowed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for i in 0..<20 { try "class C\(i) {}".write(toFile: "\(folder)/C\(i).swift", atomically: false, encoding: .utf8) }
    var limits = SourceIndex.Limits()
    limits.files = 10
    #expect {
      _ = try SourceIndex(folders: [folder], limits: limits)
    } throws: { error in
      "\(error)".contains("more than 10 Swift and Objective-C files; give the folders that hold the view controllers")
    }
    limits = .init()
    limits.bytes = 100
    #expect(throws: SourceIndex.Error.self) { _ = try SourceIndex(folders: [folder], limits: limits) }

    // A linked file and a linked folder out of the tree are skipped, not read.
    let outside = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: outside) }
    try "class Outside {}".write(toFile: "\(outside)/Outside.swift", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/Linked.swift", withDestinationPath: "\(outside)/Outside.swift")
    try FileManager.default.createSymbolicLink(atPath: "\(folder)/linked", withDestinationPath: outside)
    let index = try SourceIndex(folders: [folder])
    #expect(index.files(declaring: "Outside").isEmpty)
    #expect(index.files(declaring: "C3") == ["\(folder)/C3.swift"])
    // Under --sandbox a folder outside the root is refused.
    #expect(throws: SourceIndex.Error.self) { _ = try SourceIndex(folders: [outside], sandbox: folder) }
  }
}

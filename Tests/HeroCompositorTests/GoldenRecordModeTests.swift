import Foundation
import HeroTestSupport
import Testing

@Suite("Golden record mode")
struct GoldenRecordModeTests {
  @Test func parsesTheEnvironmentValue() throws {
    #expect(try GoldenRecordMode.fromEnvironment(nil).get() == .never)
    #expect(try GoldenRecordMode.fromEnvironment("").get() == .never)
    #expect(try GoldenRecordMode.fromEnvironment("missing").get() == .missing)
    #expect(try GoldenRecordMode.fromEnvironment("failed").get() == .failed)
    #expect(try GoldenRecordMode.fromEnvironment("all").get() == .all)
    #expect(throws: GoldenModeError(value: "yes")) { try GoldenRecordMode.fromEnvironment("yes").get() }
    #expect(throws: GoldenModeError(value: "never")) { try GoldenRecordMode.fromEnvironment("never").get() }
  }

  @Test func repositoryRootHoldsThePackage() {
    #expect(repositoryRoot().hasSuffix("/") == false)
    #expect(FileManagerCheck.exists(repositoryRoot() + "/Package.swift"))
    #expect(FileManagerCheck.exists(repositoryRoot() + "/golden/compositor"))
  }
}

enum FileManagerCheck {
  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}

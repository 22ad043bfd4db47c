import ArgumentParser
import Foundation
import HeroFiles
import HeroProject
import HeroVerify

/// `hero merge-reports`: one report from the reports of sharded `hero verify --shard i/n` runs.
struct MergeReportsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-reports",
    abstract: "Combine the --report folders of sharded verify runs into one report.",
    discussion: """
      Reads each folder's report.json (written by hero verify --report), copies the failure images \
      into the output folder and writes its index.html and report.json, and with --junit one JUnit \
      file for all shards. Prints the combined totals; exits 1 when any sample failed, 2 when any \
      scene was invalid, like verify, so it can be the gate of a sharded CI run.

      Examples:
        hero merge-reports report-1 report-2 report-3 -o report
        hero merge-reports shards/* -o report --junit report/junit.xml
      """)

  @Argument(help: "Report folders of sharded runs (each holding report.json).", completion: .directory)
  var reports: [String]

  @Option(name: .shortAndLong, help: "Folder for the combined report.")
  var output: String

  @Option(help: "Also write the combined results as JUnit XML to this file.")
  var junit: String?

  func validate() throws {
    if reports.isEmpty { throw ValidationError("give at least one report folder") }
  }

  func run() throws {
    let project = try Project.current()
    let outputFolder = try project.outputFolders(
      [.init(output, .report, option: "--output")], scenes: [], sandbox: false)[0]
    VerificationRun.removeStaleArtefacts(in: outputFolder)
    var merged = VerificationRun()
    var seen: [String: (folder: String, file: String)] = [:]
    for folder in reports {
      let run = try VerificationRun.read(directory: folder)
      for var scene in run.scenes {
        if let other = seen.updateValue((folder, scene.file), forKey: scene.id) {
          // Two scene files with one golden folder: a collision the shards could not see.
          if other.file != scene.file {
            throw Project.collision(other.file, scene.file, id: scene.id, goldenFolder: scene.golden)
          }
          throw CLIError.badInput(
            "scene \(scene.id) is in both \(other.folder) and \(folder); were all shards run with the same --shard count?"
          )
        }
        for i in scene.samples.indices {
          scene.samples[i].artefacts = try scene.samples[i].artefacts.map { path throws(CLIError) in
            try copyArtefact(path, from: folder, to: outputFolder, scene: scene.id, sample: scene.samples[i].name)
          }
        }
        merged.scenes.append(scene)
      }
      merged.invalid += run.invalid
    }
    merged.scenes.sort { $0.id < $1.id }
    try HTMLReport(run: merged).write(to: outputFolder)
    if let junit { try JUnitReport(run: merged).write(to: junit) }
    try StepSummary(
      run: merged, report: output,
      sources: ViewSources(sandbox: (try? Project.current().root) ?? FileManager.default.currentDirectoryPath)
    ).write()
    Terminal.line("\(merged.totals) from \(reports.count) reports; report: \(output)/index.html")
    if merged.exitStatus != .ok { throw ExitCode(merged.exitStatus.rawValue) }
  }

  /// Copies one failure image to `<output>/<id>/<sample>/`: found beside the shard's report
  /// (`<folder>/<id>/<sample>/diff.png`, wherever the shard ran) or else at the path it recorded.
  /// Beside the report no link is followed, and only a PNG is copied (a report names paths, so a
  /// hostile one must not pull another file into the merged report); the copy is written without
  /// following a link inside the output folder.
  private func copyArtefact(
    _ path: String, from folder: String, to merged: ConfinedFolder, scene id: String, sample: String
  ) throws(CLIError) -> String {
    let name = (path as NSString).lastPathComponent
    guard VerificationRun.staysInside(id), VerificationRun.staysInside(sample),
      VerificationRun.staysInside(name), name.hasSuffix(".png")
    else {
      throw .badInput(
        "\(folder)/\(VerificationRun.fileName): scene '\(id.prefix(80))' names a path outside the report")
    }
    let relative = [id, sample, name].joined(separator: "/")
    let beside = ConfinedFolder(folder)
    let bytes: [UInt8]
    do {
      bytes =
        try beside.type(of: relative) != nil
        ? beside.read(relative, kind: .golden) : InputFile.read(path, kind: .golden)
    } catch {
      throw .badInput("cannot copy \(error) into the merged report")
    }
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw .badInput("cannot copy \(path) into the merged report: not a PNG file")
    }
    do {
      try merged.write(bytes, to: relative)
    } catch {
      throw .badInput("cannot write \(error)")
    }
    return merged.path(relative)
  }
}

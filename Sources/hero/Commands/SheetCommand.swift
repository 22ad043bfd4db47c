import ArgumentParser
import Foundation
import HeroCompositor
import HeroProject
import HeroRender
import HeroScene
import HeroVerify

/// `hero sheet`: a contact sheet of sampled frames, labelled with time and progress.
struct SheetCommand: ParsableCommand, ReportsProgress {
  static let configuration = CommandConfiguration(
    commandName: "sheet",
    abstract: "Make a contact sheet (PNG) of sampled frames with time labels.",
    discussion: """
      Samples the scene at evenly spaced progress fractions (or --at), renders them at --scale \
      (default 1, to keep sheets small) and labels each with its time and progress ("0.125s 25%").

      Examples:
        hero sheet scenes/basics/match-basic.json   # out/match-basic-sheet.png
        hero sheet scenes/basics/match-basic.json -o s.png --columns 3 --samples 6
        hero sheet scenes/basics/match-basic.json --at 0,0.1,0.2,0.5,1
      """)

  @OptionGroup var sceneFile: SceneFileOptions
  var scene: String { sceneFile.scene }

  @OptionGroup var progressOptions: ProgressOptions

  @Option(
    name: .shortAndLong, parsing: .unconditional,
    help: "Output PNG (default: out/<scene>-sheet.png; - for standard output).")
  var output: String?

  @Option(parsing: .unconditional, help: "Frames per row.")
  var columns = 5

  @Option(parsing: .unconditional, help: "How many evenly spaced samples, from progress 0 to 1.")
  var samples = 5

  @Option(parsing: .unconditional, help: "Sample these progress fractions instead, comma-separated.")
  var at: String?

  @Option(
    parsing: .unconditional, help: PixelScale.help("smaller sheets than the scene's scale"),
    transform: PixelScale.parse)
  var scale = PixelScale(1)

  @OptionGroup var workers: WorkersOption

  func validate() throws {
    if columns < 1 { throw ValidationError("--columns must be at least 1") }
    if !(2...200).contains(samples) { throw ValidationError("--samples must be in 2…200") }
  }

  func run() throws {
    let loaded = try sceneFile.load(Project.current())
    let progresses =
      try at.map { (s) throws(CLIError) in try FrameSelection.parseProgressList(s) }
      ?? (0..<samples).map { Double($0) / Double(samples - 1) }
    let jobs = progresses.map {
      FrameJob(name: GoldenSamples.sampleName(progress: $0), time: loaded.time(atProgress: $0))
    }
    let path = output ?? "out/\(loaded.stem)-sheet.png"
    var cells: [(image: RGBAImage, label: String)] = []
    let scale = try loaded.scale(override: scale.value)
    let (width, height) = loaded.pixelSize(scale: scale)
    let layout = ContactSheet(columns: columns)
    let sheetSize = layout.size(cellWidth: width, cellHeight: height, count: jobs.count)
    try ResourceBudget.checkSheet(width: sheetSize.width, height: sheetSize.height, file: scene)
    let renderer = FrameRenderer(
      transition: loaded.transition, scale: scale,
      workers: try loaded.workers(requested: workers.jobs, scale: scale))
    let sheet = try ProgressReporter.run(loaded.stem, total: jobs.count, file: scene) { progress in
      try renderer.renderInOrder(jobs, progress: progress) { job, image in
        cells.append((image, Self.label(time: job.time, progress: progresses[cells.count])))
      }
      return try layout.compose(cells)
    }
    try OutputFiles.write(try PNGCodec.encode(sheet), to: path)
    // With `-o -` the PNG is standard output, so the summary goes to standard error.
    let summary = "\(loaded.stem): \(cells.count) frames → \(path == "-" ? "standard output" : path)"
    if path == "-" { Terminal.error(summary + "\n") } else { Terminal.line(summary) }
  }

  /// `0.125s 25%`: seconds to the millisecond (trailing zeros dropped: `0s`, `0.06s`) and whole percent.
  static func label(time: Double, progress: Double) -> String {
    var seconds = String(format: "%.3f", time)
    while seconds.hasSuffix("0") { seconds.removeLast() }
    if seconds.hasSuffix(".") { seconds.removeLast() }
    return "\(seconds)s \(Int((progress * 100).rounded()))%"
  }
}

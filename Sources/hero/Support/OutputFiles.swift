import Foundation
import HeroFiles
import HeroProject

/// Creating output folders and files for the commands (through `HeroFiles`: temporaries, fsync,
/// rename, non-regular targets written in place, `-` for standard output).
enum OutputFiles {
  /// Fails when `path` exists and is not a folder (`--report out/x.html`), naming the option.
  static func requireFolderOrNothing(_ path: String, option: String) throws(CLIError) {
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .badInput("\(option) '\(path)': is a file, not a folder; give a folder name")
    }
  }

  /// Creates the folder that will hold `file` (nothing for `-`, standard output) and runs `body`,
  /// which writes it; the folders made are removed again when `body` fails before writing
  /// (`OutputFolder.prepare(_:for:)`).
  static func prepareParent<T>(of file: String, option: String = "output", for body: () throws -> T) throws -> T {
    guard file != OutputFile.standardOutputName else { return try body() }
    // Never out of the project through a link the checkout holds (`Project.checkOutputFile`).
    try Project.current().checkOutputFile(file, option: option)
    return try OutputFolder.prepare(URL(fileURLWithPath: file).deletingLastPathComponent().path, for: body)
  }

  /// Writes `bytes` to `file` (creating its folder) or, for `-` / nil, to standard output.
  static func write(_ bytes: [UInt8], to file: String?, option: String = "output") throws(CLIError) {
    let file = file ?? OutputFile.standardOutputName
    do {
      try prepareParent(of: file, option: option) {
        do throws(FileError) { try OutputFile.write(bytes, to: file) } catch { throw CLIError.cannotWrite(error) }
      }
    } catch let error as CLIError {
      throw error
    } catch let error as OutputFolderError {
      throw CLIError(error)
    } catch {
      throw .badInput("cannot write \(file): \(error)")
    }
  }

  static func write(_ text: String, to file: String?, option: String = "output") throws(CLIError) {
    try write(Array(text.utf8), to: file, option: option)
  }
}

import Foundation
import HeroFiles
import HeroVerify

/// Creating output folders and files for the commands (through `HeroFiles`: temporaries, fsync,
/// rename, non-regular targets written in place, `-` for standard output).
enum OutputFiles {
  /// Deletes earlier `<prefix>*.png` files in `path`, so a shorter re-render leaves no frames from
  /// the last run.
  static func removeStale(prefix: String, in path: String) throws(CLIError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw .badInput("cannot list output folder '\(path)'")
    }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".png") {
      // Another run may have removed it first (ENOENT): that is the state we want.
      if unlink(path + "/" + name) != 0 && errno != ENOENT {
        throw .badInput("cannot remove stale '\(path)/\(name)': \(String(cString: strerror(errno)))")
      }
    }
  }

  /// Takes the folder's exclusive lock (`flock`), waiting for another hero run holding it; returns
  /// the descriptor for `unlockFolder`. The lock goes with the process, however it ends.
  static func lockFolder(_ path: String) throws(CLIError) -> Int32 {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else {
      throw .badInput("cannot open output folder '\(path)': \(String(cString: strerror(errno)))")
    }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else {
        close(fd)
        throw .badInput("cannot lock output folder '\(path)': \(String(cString: strerror(errno)))")
      }
    }
    return fd
  }

  static func unlockFolder(_ fd: Int32) { close(fd) }

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
  static func prepareParent<T>(of file: String, for body: () throws -> T) throws -> T {
    guard file != OutputFile.standardOutputName else { return try body() }
    return try OutputFolder.prepare(URL(fileURLWithPath: file).deletingLastPathComponent().path, for: body)
  }

  /// Writes `bytes` to `file` (creating its folder) or, for `-` / nil, to standard output.
  static func write(_ bytes: [UInt8], to file: String?) throws(CLIError) {
    let file = file ?? OutputFile.standardOutputName
    do {
      try prepareParent(of: file) {
        do throws(FileError) { try OutputFile.write(bytes, to: file) } catch { throw CLIError.cannotWrite(error) }
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .badInput("cannot write \(file): \(error)")
    }
  }

  static func write(_ text: String, to file: String?) throws(CLIError) {
    try write(Array(text.utf8), to: file)
  }
}

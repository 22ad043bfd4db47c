import Foundation

/// Reads regular files up to a size limit, with messages that name the file.
enum BoundedFile {
  /// A symbolic link is followed: what must be regular is the file it names.
  static func read(_ path: String, limit: Int, what: String) throws(ImportError) -> Data {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: target)
    } catch {
      throw ImportError(file: path, message: "no such file")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw ImportError(file: path, message: "is not a regular file, not a \(what)")
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= limit else {
      throw ImportError(
        file: path, message: "\(what) is \(size) bytes; at most \(limit) are read")
    }
    guard let handle = FileHandle(forReadingAtPath: target) else {
      throw ImportError(file: path, message: "cannot be read")
    }
    defer { try? handle.close() }
    // Read one byte past the limit: a file that grew after the size check is still refused.
    let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
    guard data.count <= limit else {
      throw ImportError(file: path, message: "\(what) is larger than \(limit) bytes")
    }
    return data
  }
}

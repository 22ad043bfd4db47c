import HeroFiles

/// The one place that decides where a command may write (docs/project.md, "Output folders"): every
/// folder HeroFrames creates, writes or deletes in — goldens, artefacts, the report, `render`'s
/// frames, previews — is resolved here before the first write, and the writers get it back as a
/// `ConfinedFolder` that opens its canonical path without following any link.
///
/// In CI the repository is the pull request, so a link inside the project was chosen by whoever
/// wrote the pull request, not by the person running the command. The rules:
/// - the folder, resolved, lies inside the project root, and is neither the root nor a folder that
///   holds a scene of the run or another output folder of the run (verify deletes in its artefacts
///   folder; `"artefacts": "."` must not mean the project);
/// - a folder typed on the command line may lie outside the project when no link inside the project
///   leads it there: the path as typed passes no symlink found inside the project root (a link
///   outside it — `/tmp` on macOS — is the machine's, not the checkout's). It may not hold the
///   project;
/// - with `--sandbox`, a symlink inside the project anywhere on the way is refused outright, even
///   one that stays inside.
public struct OutputFolderRequest: Sendable {
  /// What the folder is for: names it in messages.
  public enum Role: String, Sendable {
    case golden = "golden folder"
    case artefacts = "artefacts folder"
    case report = "report folder"
    case out = "output folder"
    case preview = "preview folder"
  }

  /// The folder as given (relative to the working directory, or absolute).
  public var path: String
  public var role: Role
  /// The option that named it (`--report`), or nil for the project file's setting or a default.
  public var option: String?

  public init(_ path: String, _ role: Role, option: String? = nil) {
    (self.path, self.role, self.option) = (path, role, option)
  }

  /// `--report 'report-1'`, `the golden folder 'golden'`: how messages name it.
  var shown: String { (option.map { "\($0) '" } ?? "the \(role.rawValue) '") + path + "'" }
}

extension Project {
  /// Resolves and checks `requests` together (see `OutputFolderRequest`); `scenes` are the run's
  /// scene files, which no output folder may hold. Returns one folder per request, in order.
  public func outputFolders(_ requests: [OutputFolderRequest], scenes: [String], sandbox: Bool) throws(CLIError)
    -> [ConfinedFolder]
  {
    var resolved: [String] = []
    for request in requests { resolved.append(try resolve(request, sandbox: sandbox)) }
    let scenePaths = scenes.map { Self.canonical(absolute($0)) ?? absolute($0) }
    for (i, request) in requests.enumerated() {
      let path = resolved[i]
      if let scene = scenePaths.firstIndex(where: { ResolvedPath.isInside($0, path) }) {
        throw .badInput(
          "\(request.shown) holds the scene \(scenes[scene]); give the \(request.role.rawValue) a folder of its own")
      }
      for j in requests.indices where j > i {
        let other = requests[j]
        // verify's report folder is its artefacts folder unless told otherwise.
        let shared: Set<OutputFolderRequest.Role> = [.artefacts, .report]
        if resolved[j] == path && request.role != other.role && shared.contains(request.role)
          && shared.contains(other.role)
        {
          continue
        }
        if resolved[j] == path && request.role == other.role { continue }
        if ResolvedPath.isInside(resolved[j], path) || ResolvedPath.isInside(path, resolved[j]) {
          throw .badInput(
            "\(request.shown) and \(other.shown) overlap (\(display(path: path)), \(display(path: resolved[j]))); "
              + "give each its own folder, neither inside the other")
        }
      }
    }
    return requests.indices.map { ConfinedFolder(requests[$0].path, resolved: resolved[$0]) }
  }

  /// The canonical path of `request`'s folder, or the error saying which rule it breaks.
  private func resolve(_ request: OutputFolderRequest, sandbox: Bool) throws(CLIError) -> String {
    let resolution: ResolvedPath
    do { resolution = try ResolvedPath.resolve(absolute(request.path)) } catch {
      throw .badInput("\(request.shown): \(error)")
    }
    let path = resolution.path
    // Links found inside the project root were put there by the checkout.
    let chosen = resolution.links.filter { ResolvedPath.isInside($0, root) }
    if sandbox, let link = chosen.first {
      throw .badInput(
        "\(request.shown) passes the symlink \(display(path: link)) inside the project; with --sandbox an output "
          + "folder may not be reached through a link (replace it with a real folder)")
    }
    if path == root {
      throw .badInput(
        "\(request.shown) is the project root itself; give the \(request.role.rawValue) a folder inside the project")
    }
    if ResolvedPath.isInside(path, root) { return path }
    if let link = chosen.first {
      throw .badInput(
        "\(request.shown) leads outside the project root \(root) through the symlink \(display(path: link)) "
          + "(to \(path)); a link inside the project was chosen by the checkout, so output folders may not follow "
          + "one out (give the folder's real path)")
    }
    if ResolvedPath.isInside(root, path) {
      throw .badInput("\(request.shown) holds the project \(root); give a folder inside it or beside it")
    }
    return path
  }

  /// Fails when the output file `path` (`--junit`, `-o`) would be written outside the project
  /// through a symlink inside it: the file, or a folder on its way, that the checkout holds. A file
  /// typed outside the project (`/dev/stdout`, `/tmp/x.mp4`) is the user's choice and stays allowed.
  public func checkOutputFile(_ path: String, option: String) throws(CLIError) {
    guard path != "-" else { return }
    let resolution: ResolvedPath
    do { resolution = try ResolvedPath.resolve(absolute(path)) } catch {
      throw .badInput("\(option) '\(path)': \(error)")
    }
    // `/dev/null` keeps nothing: a link to it (a test's way of discarding output) harms nothing.
    guard !ResolvedPath.isInside(resolution.path, root), resolution.path != "/dev/null",
      let link = resolution.links.first(where: { ResolvedPath.isInside($0, root) })
    else { return }
    throw .badInput(
      "\(option) '\(path)' leads outside the project root \(root) through the symlink \(display(path: link)) "
        + "(to \(resolution.path)); a link inside the project was chosen by the checkout, so output files may not "
        + "follow one out (give the file's real path)")
  }

  /// A canonical path as messages show it: below the root relative to it, else absolute.
  func display(path: String) -> String {
    Self.relative(path, below: root).map { display($0) } ?? path
  }
}

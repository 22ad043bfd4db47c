import HeroSync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a command leaves behind if it is stopped: temporary files and child processes. On SIGINT,
/// SIGTERM or SIGHUP (once `installHandlers()` ran) the temporaries are removed, the children are
/// sent SIGTERM and the process exits 128 + the signal (130, 143, 129), so Ctrl-C never leaves a
/// `.x.partial-…` file or a running ffmpeg behind. SIGXFSZ is ignored, so a file-size limit is a
/// write error like a full disk.
///
/// The signal handler only writes the signal number to a pipe (all a handler may safely do); a
/// watcher thread does the cleanup with ordinary code.
public enum Interruption {
  /// The signals that stop a run.
  public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// What the cleanup removes and stops, and whether it has begun.
  private struct Registry {
    var temporaries: [Int: String] = [:]
    var children: [Int32: Int] = [:]
    var folders: [String] = []
    var nextToken = 0
    var installed = false
    var stopping = false
  }

  private static let registry = Locked(Registry())
  /// Written once under the lock, before any handler is installed; read by the signal handler.
  nonisolated(unsafe) fileprivate static var pipeWrite: Int32 = -1

  /// True once a stop signal arrived. The cleanup then stops ffmpeg, so the main thread may see a
  /// failed write: an error it meets now is a consequence of the signal, and the exit status must be
  /// the signal's (`waitIfStopping()`), not the error's.
  public static var isStopping: Bool { registry.withLock { $0.stopping } }

  /// When a stop signal arrived, never returns: the watcher exits the process with 128 + the signal.
  public static func waitIfStopping() {
    guard isStopping else { return }
    while true { pause() }
  }

  /// Routes the stop signals to the cleanup (once per process; later calls do nothing).
  public static func installHandlers() {
    registry.withLock { r in
      guard !r.installed else { return }
      r.installed = true
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { return }
      // Children (ffmpeg) must not inherit the pipe.
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      pipeWrite = fds[1]
      let readEnd = fds[0]
      Thread.detach { watch(readEnd) }
      for s in signals { signal(s, onSignal) }
      // A parent may have started us with these signals blocked (a spawning thread's mask is
      // inherited); unblocked here, threads made later inherit that.
      var set = sigset_t()
      sigemptyset(&set)
      for s in signals { sigaddset(&set, s) }
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      // Past `ulimit -f` a write must fail with EFBIG (reported, temporary removed) instead of
      // the default SIGXFSZ killing the process mid-file.
      signal(SIGXFSZ, SIG_IGN)
    }
  }

  /// Registers a temporary file to remove on interruption (one another program, such as ffmpeg,
  /// will create); returns the token for `forget`. Once stopping, never returns.
  public static func remember(temporary path: String) -> Int {
    // A registration without a file to make always succeeds.
    register(path) { true } ?? 0
  }

  /// Creates the temporary file `path` (`O_CREAT | O_EXCL`) and registers it in one step under the
  /// lock, so the cleanup either sees the file or it is never made: a worker that creates its file
  /// just after a stop signal would otherwise leave it behind. Once stopping, never returns (the
  /// watcher exits the process). Returns the descriptor (-1 on failure, `errno` set) and the token.
  public static func createTemporary(_ path: String) -> (fd: Int32, token: Int?) {
    var fd: Int32 = -1
    let token = register(path) {
      fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      return fd >= 0
    }
    return (fd, token)
  }

  /// Under the lock: runs `make` and, when it succeeds, registers `path`; returns the token. Once
  /// stopping, never returns: the watcher is removing what is registered and exiting the process.
  private static func register(_ path: String, _ make: () -> Bool) -> Int? {
    let outcome = registry.withLock { r -> Int?? in
      guard !r.stopping else { return .none }
      guard make() else { return .some(nil) }
      r.nextToken += 1
      r.temporaries[r.nextToken] = path
      return .some(r.nextToken)
    }
    guard let token = outcome else { while true { pause() } }
    return token
  }

  /// Registers a temporary folder to remove, with everything in it, on interruption (a server's
  /// scratch space, which lives until the process is stopped).
  public static func remember(folder path: String) { registry.withLock { $0.folders.append(path) } }

  /// The temporary is renamed into place or already removed: no longer ours to clean up.
  public static func forget(_ token: Int) { _ = registry.withLock { $0.temporaries.removeValue(forKey: token) } }

  /// Registers a child process to stop on interruption.
  public static func remember(child pid: Int32) { registry.withLock { $0.children[pid, default: 0] += 1 } }

  public static func forget(child pid: Int32) { _ = registry.withLock { $0.children.removeValue(forKey: pid) } }

  /// Blocks on the pipe; on a signal removes the temporaries, stops the children and exits.
  private static func watch(_ fd: Int32) {
    var signalNumber: Int32 = 0
    while true {
      let n = read(fd, &signalNumber, MemoryLayout<Int32>.size)
      if n == MemoryLayout<Int32>.size { break }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return }
    }
    let (paths, pids, trees) = registry.withLock { r in
      r.stopping = true
      return (Array(r.temporaries.values), Array(r.children.keys), r.folders)
    }
    for pid in pids { kill(pid, SIGTERM) }
    for path in paths { unlink(path) }
    // A child may still be writing its output file: wait for it (briefly), then remove again.
    for pid in pids {
      var status: Int32 = 0
      for _ in 0..<50 where waitpid(pid, &status, WNOHANG) == 0 { usleep(20_000) }
    }
    for path in paths { unlink(path) }
    for tree in trees { removeTree(tree) }
    _exit(128 + signalNumber)
  }
}

/// `rm -r path`: children first, symlinks removed, never followed.
private func removeTree(_ path: String) {
  if let folder = opendir(path) {
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      guard name != ".", name != ".." else { continue }
      let child = path + "/" + name
      var info = stat()
      if lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { removeTree(child) } else { unlink(child) }
    }
    closedir(folder)
  }
  rmdir(path)
}

/// The C signal handler: only an async-signal-safe `write`.
private func onSignal(_ number: Int32) {
  var value = number
  _ = write(Interruption.pipeWrite, &value, MemoryLayout<Int32>.size)
}

/// A detached thread running `body`.
enum Thread {
  static func detach(_ body: @escaping @Sendable () -> Void) {
    final class Box {
      let body: @Sendable () -> Void
      init(_ b: @escaping @Sendable () -> Void) { body = b }
    }
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    pthread_create(
      &thread, nil,
      { raw in
        let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
        box.body()
        return nil
      }, box)
    pthread_detach(thread)
  }
}

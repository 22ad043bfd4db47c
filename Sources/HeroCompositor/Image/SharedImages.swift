#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decoded image contents shared by every compositor in the process: each image file is decoded
/// once, however many render workers show it (a large image used to cost its full size per worker).
///
/// The surfaces are only ever read (as Cairo sources) after they are made, which Cairo allows from
/// several threads. Entries beyond `byteBudget` are forgotten oldest first; a surface still in use
/// by a worker stays alive through its reference.
final class SharedImages: @unchecked Sendable {
  static let shared = SharedImages()

  /// Decoded bytes kept (1 GiB: one image at the surface limit, or many smaller ones).
  let byteBudget = 1 << 30

  private final class Entry {
    var mutex = pthread_mutex_t()
    var surface: Surface?
    init() { pthread_mutex_init(&mutex, nil) }
  }

  private var mutex = pthread_mutex_t()
  private var entries: [String: Entry] = [:]
  private var order: [String] = []
  private var bytes = 0

  private init() { pthread_mutex_init(&mutex, nil) }

  /// The surface for `key`, made by `make` on first request; concurrent requests for the same key
  /// wait for that one decode instead of decoding again.
  func surface(for key: String, make: () throws(CompositorError) -> Surface) throws(CompositorError)
    -> Surface
  {
    pthread_mutex_lock(&mutex)
    let entry: Entry
    if let existing = entries[key] {
      entry = existing
    } else {
      entry = Entry()
      entries[key] = entry
      order.append(key)
    }
    pthread_mutex_unlock(&mutex)

    pthread_mutex_lock(&entry.mutex)
    defer { pthread_mutex_unlock(&entry.mutex) }
    if let surface = entry.surface { return surface }
    let surface: Surface
    do {
      surface = try make()
    } catch {
      forget(key, entry)
      throw error
    }
    entry.surface = surface
    account(surface.stride * surface.height, keeping: key)
    return surface
  }

  /// A failed decode is not cached: the error is reported again on the next request.
  private func forget(_ key: String, _ entry: Entry) {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    if entries[key] === entry {
      entries[key] = nil
      order.removeAll { $0 == key }
    }
  }

  private func account(_ size: Int, keeping key: String) {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    bytes += size
    while bytes > byteBudget, let oldest = order.first, oldest != key {
      order.removeFirst()
      if let entry = entries.removeValue(forKey: oldest), let surface = entry.surface {
        bytes -= surface.stride * surface.height
      }
    }
  }

  /// How many images are decoded and held (for tests).
  var count: Int {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return entries.values.filter { $0.surface != nil }.count
  }
}

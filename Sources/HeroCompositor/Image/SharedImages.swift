import HeroFiles
import HeroSync

/// Decoded image contents shared by every compositor in the process: each image file is decoded
/// once per downsampling factor, however many render workers show it (a large image used to cost
/// its full size per worker).
///
/// The surfaces are only ever read (as Cairo sources) after they are made, which Cairo allows from
/// several threads. Entries beyond `byteBudget` are forgotten oldest first; a surface still in use
/// by a worker stays alive through its reference.
final class SharedImages: Sendable {
  static let shared = SharedImages()

  /// Decoded bytes kept (1 GiB: one image at the surface limit, or many smaller ones).
  let byteBudget: Int

  /// An image file as it is on disk now, decoded at one factor (`ImageDecoding`): the factor
  /// follows from the scene and the scale, so two runs showing a file at different sizes keep apart
  /// decodes; the stamp changes when the file does, so a long-running process (`hero serve`) never
  /// shows an earlier content of a file that was replaced.
  struct Key: Hashable {
    var path: String
    var factor: Int
    var stamp: FileStamp
  }

  /// One key's decode: nil until made; concurrent requests wait on this entry's lock, not the table's.
  private typealias Entry = Locked<DecodedImage?>

  /// Locked after an entry's lock, never before: a decode that fails forgets its entry here.
  private struct Table {
    var entries: [Key: Entry] = [:]
    var order: [Key] = []
    /// The bytes of each decoded entry, so that accounting never waits on an entry's lock.
    var sizes: [Key: Int] = [:]
    var bytes = 0
  }

  private let table = Locked(Table())

  /// The process's one cache has `byteBudget` 1 GiB; tests make small ones to evict with.
  init(byteBudget: Int = 1 << 30) { self.byteBudget = byteBudget }

  /// The image for `key`, made by `make` on first request; concurrent requests for the same key
  /// wait for that one decode instead of decoding again.
  func image(for key: Key, make: () throws(CompositorError) -> DecodedImage) throws(CompositorError)
    -> DecodedImage
  {
    let entry = table.withLock { t in
      if let existing = t.entries[key] { return existing }
      let entry = Entry(nil)
      t.entries[key] = entry
      t.order.append(key)
      return entry
    }
    let made = try entry.withLock { (image: inout DecodedImage?) throws(CompositorError) -> (DecodedImage, Bool) in
      if let image { return (image, false) }
      do throws(CompositorError) {
        image = try make()
      } catch {
        forget(key, entry)
        throw error
      }
      return (image!, true)
    }
    if made.1 { account(made.0.surface.byteCount, keeping: key, entry) }
    return made.0
  }

  /// A failed decode is not cached: the error is reported again on the next request.
  private func forget(_ key: Key, _ entry: Entry) {
    table.withLock { t in
      if t.entries[key] === entry {
        t.entries[key] = nil
        t.order.removeAll { $0 == key }
        t.sizes[key] = nil
      }
    }
  }

  /// Counts a finished decode, unless its entry was evicted while it decoded (counted then, its
  /// bytes would never be taken off again and the total would drift up in a long-running serve).
  private func account(_ size: Int, keeping key: Key, _ entry: Entry) {
    table.withLock { t in
      guard t.entries[key] === entry, t.sizes[key] == nil else { return }
      t.sizes[key] = size
      t.bytes += size
      while t.bytes > byteBudget, let oldest = t.order.first, oldest != key {
        t.order.removeFirst()
        t.entries[oldest] = nil
        t.bytes -= t.sizes.removeValue(forKey: oldest) ?? 0
      }
    }
  }

  /// True when the accounting holds: the bytes are the sum of the decoded entries' sizes, and
  /// every counted entry is still held (tests check it after concurrent use).
  var invariantHolds: Bool {
    table.withLock { t in
      t.bytes == t.sizes.values.reduce(0, +) && t.sizes.keys.allSatisfy { t.entries[$0] != nil }
        && t.order.count == t.entries.count
    }
  }

  /// How many images are decoded and held (for tests).
  var count: Int {
    table.withLock { $0.sizes.count }
  }
}

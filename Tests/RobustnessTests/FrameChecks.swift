import HeroModel

/// What every frame the engine produces must satisfy, whatever the scene: finite numbers
/// everywhere in the layer tree (snapshots included), opacities in 0…1, sizes not negative.
enum FrameChecks {
  /// Human-readable problems in `frame` (empty when it is sound).
  static func problems(in frame: FrameState) -> [String] {
    var out: [String] = []
    if !frame.time.isFinite || !(0...1).contains(frame.progress) {
      out.append("time \(frame.time), progress \(frame.progress)")
    }
    for layer in frame.layers { check(layer, path: layer.key, into: &out) }
    for id in frame.snapshots.keys.sorted() {
      for layer in frame.snapshots[id]!.layers {
        check(layer, path: "snapshot \(id)/\(layer.key)", into: &out)
      }
    }
    return out
  }

  static func check(_ l: Layer, path: String, into out: inout [String]) {
    var numbers =
      [
        l.position.x, l.position.y, l.size.width, l.size.height, l.anchorPoint.x, l.anchorPoint.y, l.opacity,
        l.zPosition, l.cornerRadius, l.borderWidth, l.shadowOpacity, l.shadowRadius, l.shadowOffset.width,
        l.shadowOffset.height, l.contentsScale, l.contentsRect.origin.x, l.contentsRect.origin.y,
        l.contentsRect.size.width, l.contentsRect.size.height,
      ]
      + l.transform.elements + (l.backgroundColor?.components ?? []) + l.borderColor.components
      + l.shadowColor.components
    numbers += (l.shadowPath?.points ?? []).flatMap { [$0.x, $0.y] }
    if let o = l.overlay { numbers += o.color.components + [o.opacity] }
    if !numbers.allSatisfy(\.isFinite) { out.append("\(path): a value is not finite") }
    for (name, v) in [
      ("opacity", l.opacity), ("shadowOpacity", l.shadowOpacity), ("overlay", l.overlay?.opacity ?? 0),
    ]
    where !(0...1).contains(v) {
      out.append("\(path): \(name) \(v) outside 0…1")
    }
    if !(l.size.width >= 0 && l.size.height >= 0) { out.append("\(path): negative size \(l.size)") }
    for s in l.sublayers { check(s, path: path + "/" + s.key, into: &out) }
  }
}

import HeroModel

/// What every frame the engine produces must satisfy, whatever the scene: finite numbers
/// everywhere in the layer tree (snapshots included), every property inside its range.
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

  /// Every layer property (`LayerProperty.all`) finite and inside its declared range (opacities and
  /// colours in 0…1, lengths ≥ 0).
  static func check(_ l: Layer, path: String, into out: inout [String]) {
    for property in LayerProperty.all {
      let value = property.get(l)
      if !value.isFinite {
        out.append("\(path): \(property.name) is not finite")
      } else if value.clamped(to: property.range) != value {
        out.append("\(path): \(property.name) \(value.numbers) outside its range \(property.range)")
      }
    }
    for s in l.sublayers { check(s, path: path + "/" + s.key, into: &out) }
  }
}

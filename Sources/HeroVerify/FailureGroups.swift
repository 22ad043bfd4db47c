/// A run's failing samples gathered by what changed: one group per scene file and set of changed
/// views (`ChangedViews`), across its variants and samples, so a change that shows in 14 samples of
/// 4 variants is reported once with them listed. Samples whose views are not known (no golden, a
/// size change, an unreadable golden) group by scene file, variant and what went wrong.
public struct FailureGroup: Sendable {
  /// One failing scene×variant of the group and its failing samples in it.
  public struct Member: Sendable {
    public var scene: SceneVerification
    public var samples: [SceneVerification.Sample]
  }

  public var file: String
  /// The views the difference is in (sorted); empty when not known.
  public var views: [ChangedViews.View]
  public var members: [Member]

  /// How many failing samples the group holds.
  public var sampleCount: Int { members.reduce(0) { $0 + $1.samples.count } }

  /// The variants the group spans (`[]` for a scene without variants).
  public var variants: [String] { members.compactMap(\.scene.variant) }

  /// `from/title, to/title`, or `unknown views`.
  public var viewList: String { views.isEmpty ? "unknown views" : views.map(\.key).joined(separator: ", ") }

  /// The groups of `run`'s failing samples, in the order the run lists them.
  public static func groups(_ run: VerificationRun) -> [FailureGroup] {
    var groups: [FailureGroup] = []
    var index: [String: Int] = [:]
    for scene in run.scenes where !scene.passed {
      for sample in scene.failures {
        let views = (sample.changedViews ?? []).sorted()
        let key: String
        if views.isEmpty {
          key = "\(scene.file)\u{0}\(scene.variant ?? "")\u{0}\(sample.status.rawValue)\u{0}\(sample.sizeMismatch)"
        } else {
          key = "\(scene.file)\u{0}" + views.map(\.key).joined(separator: "\u{0}")
        }
        if let at = index[key] {
          if let m = groups[at].members.lastIndex(where: { $0.scene.id == scene.id }) {
            groups[at].members[m].samples.append(sample)
          } else {
            groups[at].members.append(Member(scene: scene, samples: [sample]))
          }
        } else {
          index[key] = groups.count
          groups.append(
            FailureGroup(file: scene.file, views: views, members: [Member(scene: scene, samples: [sample])]))
        }
      }
    }
    return groups
  }

  /// The commands that accept every sample of the group (one per variant).
  public var acceptCommands: [String] {
    members.map { member in
      member.scene.hasNoGoldens ? member.scene.recordCommand : member.scene.acceptCommand(member.samples.map(\.name))
    }
  }

  /// `p050, p075 in iPhone-SE.dark, iPad.light` / `p050, p075`: the group's samples and variants.
  public var whereText: String {
    var names: [String] = []
    for member in members {
      for sample in member.samples where !names.contains(sample.name) { names.append(sample.name) }
    }
    let variants = self.variants
    return names.joined(separator: ", ") + (variants.isEmpty ? "" : " in " + variants.joined(separator: ", "))
  }
}

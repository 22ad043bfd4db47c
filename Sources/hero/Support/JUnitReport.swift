import Foundation

/// A verification run as JUnit XML, the format CI servers (GitLab, Jenkins, GitHub test reporters)
/// show as test results: one `<testsuite>` per scene, one `<testcase>` per golden sample, a
/// `<failure>` carrying the same line `hero verify` prints, and an `<error>` per invalid scene.
struct JUnitReport {
  var run: VerificationRun

  var xml: String {
    let tests = run.scenes.reduce(0) { $0 + $1.samples.count } + run.invalid.count
    let failures = run.scenes.reduce(0) { $0 + $1.failures.count }
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="hero verify" tests="\(tests)" failures="\(failures)" errors="\(run.invalid.count)">

      """
    for scene in run.scenes {
      out +=
        "  <testsuite name=\"\(Self.escape(scene.id))\" file=\"\(Self.escape(scene.file))\" tests=\"\(scene.samples.count)\" failures=\"\(scene.failures.count)\" errors=\"0\">\n"
      for sample in scene.samples {
        let head =
          "    <testcase classname=\"\(Self.escape(scene.id))\" name=\"\(Self.escape(sample.name))\" file=\"\(Self.escape(scene.file))\""
        if sample.status == .passed {
          out += head + "/>\n"
        } else {
          let line = scene.failureLine(sample)
          let type = sample.status == .missing ? "missing golden" : "golden differs"
          out += head + ">\n      <failure message=\"\(Self.escape(line))\" type=\"\(type)\">\(Self.escape(line))</failure>\n"
          out += "    </testcase>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    for invalid in run.invalid {
      out +=
        "  <testsuite name=\"\(Self.escape(invalid.file))\" file=\"\(Self.escape(invalid.file))\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
      out += "    <testcase classname=\"\(Self.escape(invalid.file))\" name=\"load\" file=\"\(Self.escape(invalid.file))\">\n"
      out += "      <error message=\"\(Self.escape(invalid.message))\" type=\"invalid scene\"/>\n    </testcase>\n  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  func write(to file: String) throws(CLIError) { try OutputFiles.write(xml, to: file) }

  /// XML attribute- and text-safe: the five entities, and control characters (not allowed in XML 1.0) dropped.
  static func escape(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\t": out += "&#9;"
      default: if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}

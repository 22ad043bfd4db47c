import Foundation
import HeroProject
import HeroVerify

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
        "  <testsuite name=\"\(Markup.escape(scene.id))\" file=\"\(Markup.escape(scene.file))\" tests=\"\(scene.samples.count)\" failures=\"\(scene.failures.count)\" errors=\"0\">\n"
      for sample in scene.samples {
        let head =
          "    <testcase classname=\"\(Markup.escape(scene.id))\" name=\"\(Markup.escape(sample.name))\" file=\"\(Markup.escape(scene.file))\""
        if sample.status == .passed {
          out += head + "/>\n"
        } else {
          let line = scene.failureLine(sample)
          let type = sample.status == .missing ? "missing golden" : "golden differs"
          out +=
            head
            + ">\n      <failure message=\"\(Markup.escape(line))\" type=\"\(type)\">\(Markup.escape(line))</failure>\n"
          out += "    </testcase>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    for invalid in run.invalid {
      out +=
        "  <testsuite name=\"\(Markup.escape(invalid.file))\" file=\"\(Markup.escape(invalid.file))\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
      out +=
        "    <testcase classname=\"\(Markup.escape(invalid.file))\" name=\"load\" file=\"\(Markup.escape(invalid.file))\">\n"
      out +=
        "      <error message=\"\(Markup.escape(invalid.message))\" type=\"invalid scene\"/>\n    </testcase>\n  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  func write(to file: String) throws(CLIError) { try OutputFiles.write(xml, to: file, option: "--junit") }
}

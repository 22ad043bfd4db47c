/// A Playwright for Python script that drives Debian's headless chromium: `page` (a new page, its
/// script errors and console errors collected in `problems`) opened at `sys.argv[1]` (a URL, or a
/// file path made a file: URL), then `body` (Python at the top level of the `with` block), then the
/// browser closed. Run it with `runPython(["-c", script, target])`.
public func chromiumScript(opening target: ChromiumTarget, _ body: String) -> String {
  let url = target == .file ? "\"file://\" + sys.argv[1]" : "sys.argv[1]"
  let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
  return """
    import sys
    from playwright.sync_api import sync_playwright
    problems = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        page.on("pageerror", lambda e: problems.append(str(e)))
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.goto(\(url))
    \(indented.joined(separator: "\n"))
        browser.close()

    """
}

/// What `chromiumScript` opens: a file path or a URL.
public enum ChromiumTarget: Sendable { case file, url }

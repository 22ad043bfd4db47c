"""Drives a `hero verify --report` page in Debian's headless chromium (Playwright for Python).

Usage: report_page.py REPORT_INDEX_HTML [SCREENSHOT_DIR]

The report is of a run with 4 scenes whose colour changed (5 failing samples each, 20 in all), one
scene with no goldens and one that passes. Checks, as a person would, opened from file:// as an
unzipped CI artefact: the summary table comes first with a row per scene; only the first failing
sample of each scene is open; the scene without goldens is one line; the filters hide scenes; j/k
move between failing samples; the shared viewer zooms, crops to the difference box, drags the
slider's divider, reads the pixel under the pointer (both values and Δ) and draws the heat map.
Any console error or failed request fails the run. Screenshots only when SCREENSHOT_DIR is given.
"""
import os
import sys

from playwright.sync_api import sync_playwright

PAGE, SHOTS = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else None)
TIMEOUT = 60_000
problems = []


def check(condition, message):
    if not condition:
        raise SystemExit(f"FAIL {message}")
    print(f"ok   {message}", flush=True)


def shot(page, name, **options):
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, f"report-{name}.png"), **options)


with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(TIMEOUT)
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("requestfailed", lambda r: problems.append(f"request failed: {r.url[:120]} {r.failure}"))
    page.goto("file://" + PAGE)
    page.wait_for_selector("details.sample[open][data-ready=true]", timeout=TIMEOUT)

    # The summary table comes before any sample, one row per scene.
    first = page.evaluate("() => document.querySelector('table.summary, details.sample').tagName")
    check(first == "TABLE", "the summary table comes before the samples")
    totals = page.inner_text("p.totals")
    check(totals == "1 passed, 5 failed · 20 failing samples · 1 scene without goldens.", "totals: " + totals)
    rows = page.locator("table.summary tbody tr")
    check(rows.count() == 6, f"one row per scene ({rows.count()})")
    failed_rows = page.locator("table.summary tr[data-status=failed]")
    check(failed_rows.count() == 4, "four failing scenes in the table")
    row = failed_rows.first.inner_text()
    check("5 / 5" in row and "hero record" in row and "--samples p000,p025,p050,p075,p100" in row,
          "a failing row says 5 / 5 and the command accepting all five: " + row.replace("\n", " | "))
    missing = page.locator("table.summary tr[data-status=missing]").inner_text()
    check("no goldens" in missing, "the scene without goldens is marked in the table")

    # Samples collapsed except the first failing one of each scene; no goldens is one line.
    check(page.locator("details.sample").count() == 20, "20 failing samples are listed")
    check(page.locator("details.sample[open]").count() == 4, "only the first failing sample of each scene is open")
    fresh = page.locator("section[data-status=missing]")
    check(fresh.count() == 1 and fresh.locator("details").count() == 0, "the scene without goldens has no sample list")
    check("no goldens (5 samples): record with hero record scenes/new/fresh.json" in fresh.inner_text(),
          "…but one line: " + fresh.locator(".nogoldens").inner_text())
    shot(page, "summary")

    # Filters.
    page.fill("#filter", "fade")
    visible = page.locator("table.summary tbody tr:visible")
    check(visible.count() == 2, f"filtering by 'fade' leaves its two rows ({visible.count()})")
    check(page.locator("section.scene:visible").count() == 1, "and its one failing section")
    page.fill("#filter", "")
    page.select_option("#status", "missing")
    check(page.locator("table.summary tbody tr:visible").count() == 1, "the status filter shows only no-golden scenes")
    page.select_option("#status", "all")
    check(page.locator("table.summary tbody tr:visible").count() == 6, "all scenes again")

    # Keyboard: j opens the next failing sample, k goes back.
    page.locator("h1").click()
    page.keyboard.press("j")
    page.keyboard.press("j")
    current = page.locator("details.sample.current")
    check(current.count() == 1 and current.get_attribute("data-sample") == "p025" and
          current.evaluate("d => d.open"), "j, j opens the second failing sample (p025)")
    page.wait_for_selector("details.sample.current[data-ready=true]")
    page.keyboard.press("k")
    check(page.locator("details.sample.current").get_attribute("data-sample") == "p000", "k goes back to p000")
    page.keyboard.press("n")
    page.keyboard.press("p")
    check(page.locator("details.sample.current").get_attribute("data-sample") == "p000", "n / p do the same")
    current = page.locator("details.sample.current .viewer")
    page.keyboard.press("2")
    page.keyboard.press("z")
    page.keyboard.press("c")
    check(current.get_attribute("data-view") == "slider 1 crop", "2, z, c: slider, 1:1, cropped: "
          + current.get_attribute("data-view"))
    for key in ["1", "z", "z", "z", "c"]:
        page.keyboard.press(key)
    check(current.get_attribute("data-view") == "side fit whole", "1, z z z, c: back to side by side, fit, whole")

    # The viewer of the first open sample of push-interactive (only its avatar changed colour).
    sample = page.locator("section[data-scene='basics/push-interactive'] details.sample[open]")
    viewer = sample.locator(".viewer")
    box = sample.evaluate("d => JSON.parse(d.dataset.images).box")
    check(box and 0 < box["width"] < 200 and 0 < box["height"] < 300, f"the verifier shipped the difference box {box}")
    canvas = viewer.locator("canvas").first
    whole = canvas.bounding_box()

    # Pixel readout: both values and Δ.
    canvas.hover(position={"x": whole["width"] / 2, "y": whole["height"] / 2})
    readout = viewer.locator(".hv-readout").inner_text()
    check("golden rgba(" in readout and "new rgba(" in readout and "Δ" in readout, "pixel readout: " + readout)

    # Zoom: 2× makes a pixel two CSS pixels (the pane is cut to the page), pan by dragging.
    viewer.locator("button[data-zoom='2']").click()
    check(viewer.get_attribute("data-view").startswith("side 2"), "2× zoom is on")
    canvas.hover(position={"x": 10, "y": 10})
    at_origin = viewer.locator(".hv-readout").inner_text()
    check(at_origin.startswith("x 5, y 5"), "at 2× the pixel 10 CSS px in is (5, 5): " + at_origin)
    page.mouse.down()
    page.mouse.move(canvas.bounding_box()["x"] - 90, canvas.bounding_box()["y"] - 90, steps=4)
    page.mouse.up()
    canvas.hover(position={"x": 10, "y": 10})
    panned = viewer.locator(".hv-readout").inner_text()
    check(not panned.startswith("x 5, y 5"), "dragging pans the zoomed image: " + panned)
    viewer.locator("button[data-zoom='1']").click()
    viewer.locator("button[data-zoom=fit]").click()

    # Crop to the difference box (with a margin): the pane's centre is inside the box.
    viewer.locator("input.hv-crop").check()
    check("crop" in viewer.get_attribute("data-view"), "crop to difference is on")
    cropped = canvas.bounding_box()
    canvas.hover(position={"x": cropped["width"] / 2, "y": cropped["height"] / 2})
    text = viewer.locator(".hv-readout").inner_text()
    x, y = [int(v) for v in text.split(" · ")[0].replace("x ", "").replace("y ", "").split(", ")]
    check(box["x"] - 16 <= x <= box["x"] + box["width"] + 16 and box["y"] - 16 <= y <= box["y"] + box["height"] + 16,
          f"the cropped view shows the difference box: centre pixel ({x}, {y})")
    canvas.hover(position={"x": 1, "y": 1})
    corner = viewer.locator(".hv-readout").inner_text()
    check(corner.startswith(f"x {max(0, box['x'] - 16)}, y {max(0, box['y'] - 16)}"),
          f"…with a 16-pixel margin: top-left {corner.split(' · ')[0]}")
    canvas.hover(position={"x": 41, "y": 1})
    further = int(viewer.locator(".hv-readout").inner_text().split(",")[0][2:])
    check(further - max(0, box["x"] - 16) < 30, f"…magnified to fit the pane (40 CSS px is {further - max(0, box['x'] - 16)} px)")
    viewer.locator("input.hv-crop").uncheck()

    # Slider: the divider is on the image and follows a drag.
    viewer.locator("button[data-mode=slider]").click()
    canvas = viewer.locator("canvas").first
    b = canvas.bounding_box()
    page.mouse.move(b["x"] + b["width"] * 0.5, b["y"] + b["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] * 0.8, b["y"] + b["height"] / 2, steps=5)
    page.mouse.up()
    split = float(viewer.get_attribute("data-split"))
    check(78 <= split <= 82, f"dragging the divider moves it to {split} %")
    divider = canvas.evaluate(
        """(c, s) => { const x = Math.round(c.width * s / 100);
             const d = c.getContext('2d').getImageData(x, Math.floor(c.height / 2) + 20, 1, 1).data;
             return [d[0], d[1], d[2]]; }""", split)
    check(divider == [10, 132, 255], f"the divider is drawn on the image at the split ({divider})")
    if SHOTS:  # the divider through the avatar, whose colour changed
        page.mouse.move(b["x"] + b["width"] * 0.8, b["y"] + b["height"] / 2)
        page.mouse.down()
        page.mouse.move(b["x"] + b["width"] * 0.16, b["y"] + b["height"] / 2, steps=5)
        page.mouse.up()
        sample.scroll_into_view_if_needed()
        shot(page, "slider", clip=sample.bounding_box())

    for mode in ["overlay", "blink", "diff", "heat"]:
        viewer.locator(f"button[data-mode={mode}]").click()
        check(viewer.get_attribute("data-mode") == mode and viewer.locator("canvas").count() == 1, f"{mode} draws")
    painted = viewer.locator("canvas").first.evaluate(
        "c => { const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
        " let n = 0; for (let i = 0; i < d.length; i += 4) if (d[i] > 100 && d[i + 2] < 60 && d[i + 1] < 200) n++; return n; }")
    check(painted > 0, f"the heat map marks differing pixels ({painted})")
    viewer.locator("button[data-mode=side]").click()
    if SHOTS:  # cropped to the difference, the pointer on the avatar's edge
        viewer.locator("input.hv-crop").check()
        sample.scroll_into_view_if_needed()
        c = viewer.locator("canvas").nth(1).bounding_box()
        page.mouse.move(c["x"] + c["width"] * 0.3, c["y"] + c["height"] * 0.5)
        shot(page, "side", clip=sample.bounding_box())
        viewer.locator("input.hv-crop").uncheck()

    page.goto("about:blank")
    page.goto("file://" + PAGE + "#slider")
    page.wait_for_selector("details.sample[open][data-ready=true]")
    check(page.locator(".viewer[data-mode=slider]").count() == 4, "index.html#slider opens every viewer in slider mode")
    browser.close()

check(not problems, "no console errors or failed requests" + ("" if not problems else ": " + "; ".join(problems)))
print("report checks passed")

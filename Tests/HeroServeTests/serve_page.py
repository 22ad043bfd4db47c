"""Drives the `hero serve` page in Debian's headless chromium (Playwright for Python).

Usage: serve_page.py URL PROJECT_DIR HERO_BINARY [SCREENSHOT_DIR]

Checks, as a person would: load a scene (while the state dump of the scene shown before it arrives
late, which must not replace the selected scene's layers), scrub to a frame and compare the shown image with
`hero render --frames N`; the inspector lists layers and highlights one, and a frame step does not
work its property curve out again; edit the scene file and
see the page update; break it and see the error with line and column while the last frame stays;
break a golden, review it, press Accept and see the file change. Prints one line per check and
exits non-zero at the first failure. Screenshots are written only when SCREENSHOT_DIR is given.
"""
import base64
import io
import json
import os
import subprocess
import sys
import tempfile

from PIL import Image
from playwright.sync_api import sync_playwright

URL, PROJECT, HERO = sys.argv[1], sys.argv[2], sys.argv[3]
SHOTS = sys.argv[4] if len(sys.argv) > 4 else None
SCENE_ID, SCENE_FILE = "basics/match-basic", os.path.join(PROJECT, "scenes/basics/match-basic.json")
TIMEOUT = 60_000


def check(condition, message):
    if not condition:
        raise SystemExit(f"FAIL {message}")
    print(f"ok   {message}", flush=True)


def shown_image(page):
    """The bytes of the image the page shows now, decoded to RGBA."""
    data = page.evaluate(
        """async () => {
             const r = await fetch(document.getElementById('frame').src);
             const bytes = new Uint8Array(await r.arrayBuffer());
             let s = ''; for (const b of bytes) s += String.fromCharCode(b);
             return btoa(s);
           }""")
    return Image.open(io.BytesIO(base64.b64decode(data))).convert("RGBA")


def rendered_frame(index):
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([HERO, "render", SCENE_FILE, "--frames", str(index), "-o", out], check=True,
                       capture_output=True)
        name = f"frame-{index:04d}.png"
        return Image.open(os.path.join(out, "match-basic", name)).convert("RGBA")


def wait_frame(page, index):
    page.wait_for_function(
        "i => document.getElementById('frame').src.includes('index=' + i + '&') && document.getElementById('frame').complete",
        arg=index, timeout=TIMEOUT)


def shot(page, name):
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, f"serve-{name}.png"))


with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
    page = browser.new_page(viewport={"width": 1280, "height": 860})
    # Every wait (clicks included) gets the long timeout: the suite runs beside heavy tests on 2 cores.
    page.set_default_timeout(TIMEOUT)
    # The page first opens the first scene; its state dump is held back until the scene picked next
    # has loaded, so it arrives late, as it can on a loaded machine: it must not replace the layers.
    held = []
    first_dump = "**/api/states?scene=basics%2Fcard-shadow*"
    page.route(first_dump, lambda route: held.append(route))
    page.goto(URL)
    page.wait_for_selector("#scene option", state="attached", timeout=TIMEOUT)
    for _ in range(TIMEOUT // 50):
        if held:
            break
        page.wait_for_timeout(50)
    check(len(held) == 1, "the first scene's state dump is asked for (and held back)")
    page.select_option("#scene", SCENE_ID)
    page.wait_for_function("id => (document.body.dataset.version || '').startsWith(id + '@')", arg=SCENE_ID,
                           timeout=TIMEOUT)
    wait_frame(page, 0)
    check(page.input_value("#scrub") == "0", "a scene loads at frame 0")
    with page.expect_response(lambda r: "/api/states?scene=basics%2Fcard-shadow" in r.url) as late:
        held[0].continue_()
    late.value.finished()
    page.unroute(first_dump)
    page.wait_for_timeout(300)
    check(page.evaluate("() => hero.states.scene") == "match-basic"
          and page.evaluate("() => document.body.dataset.version").startswith(SCENE_ID + "@"),
          "a late state dump of the scene shown before does not replace the selected scene's")

    # Frame-exact stepping: shift+right is 10 frames, right one more.
    page.locator("#stage").click()
    page.keyboard.press("Shift+ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    wait_frame(page, 11)
    check("frame 11 /" in page.inner_text("#readout"), "arrow keys step to frame 11: " + page.inner_text("#readout"))
    shown = shown_image(page)
    expected = rendered_frame(11)
    check(shown.size == expected.size and shown.tobytes() == expected.tobytes(),
          "the shown frame 11 is exactly `hero render --frames 11`")

    # Play at 0.5× with ping-pong, then pause.
    page.select_option("#speed", "0.5")
    page.select_option("#repeat", "pingpong")
    page.click("#play")
    page.wait_for_function("() => document.getElementById('scrub').value !== '11'", timeout=TIMEOUT)
    page.click("#play")
    check(page.inner_text("#play") == "▶", "play advances the frames and pause stops them")

    # Scrubber to an exact frame.
    page.locator("#scrub").fill("6")
    wait_frame(page, 6)
    check(shown_image(page).tobytes() == rendered_frame(6).tobytes(), "the scrubber shows frame 6 exactly")

    # Inspector: layers listed; a click selects one, shows its properties and its bounds.
    layers = page.locator("#tree span")
    check(layers.count() >= 3, f"the inspector lists {layers.count()} layers")
    target = page.locator("#tree span", has_text="to/red ♦redView").first
    target.click()
    page.wait_for_selector("#highlight:not([hidden])", timeout=TIMEOUT)
    props = json.loads(page.inner_text("#props"))
    check("position" in props and "heroID" in props, f"properties of {props.get('key')} are shown")
    box = page.locator("#highlight").bounding_box()
    check(box and box["width"] > 4 and box["height"] > 4, f"its bounds are highlighted ({box})")
    check(page.evaluate("() => document.getElementById('plot').getContext('2d').getImageData(0,0,360,120).data.some(v => v)"),
          "its property curve is plotted")
    # A frame step only moves the curve's marker: the curve is worked out once per scene load, layer and
    # property, so stepping looks the layer up in the shown frame alone, not in every frame again.
    frames = page.evaluate("() => hero.states.frames.length")
    page.evaluate("() => { window.lookups = 0; const find = findLayer;"
                  " findLayer = (...a) => { window.lookups++; return find(...a); }; }")
    page.locator("#stage").click()
    page.keyboard.press("ArrowRight")
    wait_frame(page, 7)
    lookups = page.evaluate("() => window.lookups")
    check(0 < lookups < frames, f"a frame step looks the layer up {lookups} times, not in all {frames} frames")
    page.select_option("#curve", "opacity")
    lookups = page.evaluate("() => window.lookups")
    check(lookups >= frames, f"choosing another property works its curve out ({lookups} look-ups)")
    page.locator("#stage").click()
    page.keyboard.press("ArrowLeft")
    wait_frame(page, 6)
    shot(page, "inspector")

    page.click("#tabs button[data-tab=exploded]")
    planes = page.locator("#stack > div").count()
    check(planes == layers.count(), f"the 3D view has one plane per layer ({planes})")
    viewport = page.locator("#viewport").bounding_box()
    page.mouse.move(viewport["x"] + 200, viewport["y"] + 200)
    page.mouse.down()
    page.mouse.move(viewport["x"] + 170, viewport["y"] + 215)
    page.mouse.up()
    check("rotateY" in page.get_attribute("#stack", "style"), "dragging rotates the exploded view")
    shot(page, "exploded")
    page.click("#tabs button[data-tab=inspector]")

    # Watch: an edit of the scene file updates the page.
    before = shown_image(page).tobytes()
    version = page.evaluate("() => document.body.dataset.version")
    scene = json.load(open(SCENE_FILE))
    original = open(SCENE_FILE).read()
    scene["from"]["backgroundColor"] = "#ff00ff"
    scene["to"]["backgroundColor"] = "#ff00ff"
    open(SCENE_FILE, "w").write(json.dumps(scene, indent=2))
    page.wait_for_function("v => document.body.dataset.version !== v", arg=version, timeout=TIMEOUT)
    wait_frame(page, 6)
    page.wait_for_timeout(300)
    after = shown_image(page)
    check(after.tobytes() != before, "editing the scene file updates the shown frame")
    check(after.tobytes() == rendered_frame(6).tobytes(), "the updated frame is the edited scene's frame 6")

    # A broken edit: the error with its place shows, the last good frame stays.
    src = page.get_attribute("#frame", "src")
    open(SCENE_FILE, "w").write(original.replace('"fps"', '"fsp"', 1))
    page.wait_for_selector("#error:not([hidden])", timeout=TIMEOUT)
    banner = page.inner_text("#error")
    check("line" in banner and "column" in banner and "fsp" in banner, "a scene error shows its line and column: "
          + banner.replace("\n", " | "))
    check(page.get_attribute("#frame", "src") == src, "the last good frame stays on screen")
    shot(page, "error")
    open(SCENE_FILE, "w").write(original)
    page.wait_for_selector("#error", state="hidden", timeout=TIMEOUT)
    check(True, "fixing the file clears the error")

    # Golden review: a broken golden fails, Accept records it (and only then).
    golden = os.path.join(PROJECT, "golden", SCENE_ID, "p050.png")
    broken = open(os.path.join(PROJECT, "golden", SCENE_ID, "p000.png"), "rb").read()
    open(golden, "wb").write(broken)
    page.click("#tabs button[data-tab=review]")
    page.click("#verify")
    page.wait_for_selector("#samples li.failed", timeout=TIMEOUT)
    check(page.locator("#samples li.failed").count() == 1, "verify lists the broken sample as failing")
    facts = page.inner_text("#facts")
    check("p050" in facts and "frame" in facts and "tolerance" in facts and "budget" in facts,
          "the failing sample shows sample, frame, tolerance and budget")
    check(open(golden, "rb").read() == broken, "reviewing does not touch the golden")
    for mode in ["slider", "overlay", "heat"]:
        page.check(f"input[name=mode][value={mode}]")
        check(page.locator("#views canvas").count() == 1, f"the {mode} view draws")
        if mode == "slider":
            shot(page, "review-slider")
    page.check("#zoom")
    check(page.locator("#views canvas").count() == 1, "zoom to the difference box draws")
    page.uncheck("#zoom")
    page.check("input[name=mode][value=side]")
    check(page.locator("#views canvas").count() == 2, "side by side draws golden and actual")
    page.click("#accept")
    page.wait_for_function("() => document.getElementById('accepted').textContent.includes('recorded')",
                           timeout=TIMEOUT)
    check(open(golden, "rb").read() != broken, "Accept rewrote the golden file")
    page.wait_for_function("() => document.getElementById('verdict').textContent.includes('pass')", timeout=TIMEOUT)
    check(True, "after Accept every sample passes")
    browser.close()
print("browser checks passed")

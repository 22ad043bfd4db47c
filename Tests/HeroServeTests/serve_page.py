"""Drives the `hero serve` page in Debian's headless chromium (Playwright for Python).

Usage: serve_page.py URL PROJECT_DIR HERO_BINARY [SCREENSHOT_DIR]

Checks, as a person would: load a scene (while the state dump of the scene shown before it arrives
late, which must not replace the selected scene's layers), scrub to a frame and compare the shown image with
`hero render --frames N`; the inspector lists layers and highlights one, and a frame step does not
work its property curve out again; edit the scene file and
see the page update; break it and see the error with line and column while the last frame stays;
while it is broken, arrow keys do not step and nothing is asked for that cannot render; the 3D view
shows each layer's own pixels, zooms and rotates only so far; break goldens, review one in the shared
viewer (modes, crop to difference, pixel readout), accept all of a scene, undo, accept all of the run
and keep. Any console error, failed request or 4xx/5xx answer fails the run. Prints one line per
check and exits non-zero at the first failure. Screenshots are written only when SCREENSHOT_DIR is
given.
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
problems = []


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
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("requestfailed", lambda r: problems.append(f"request failed: {r.url[:120]} {r.failure}")
            if "/api/events" not in r.url else None)
    page.on("response", lambda r: problems.append(f"{r.status} for {r.url[:120]}") if r.status >= 400 else None)
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
    position = page.inner_text("#props tr[data-property=position] td")
    check(page.inner_text("#props tr[data-property=heroID] td") == "redView" and ", " in position,
          f"its properties are a table (position {position})")
    transform = page.inner_text("#props tr[data-property=transform] summary")
    check(transform == "identity" or transform.startswith(("translate", "scale", "rotate")),
          f"the transform reads as {transform}")
    page.click("#props tr[data-property=transform] summary")
    check(page.locator("#props table.matrix td").count() == 16, "the matrix is one click away")
    # The decomposition itself: rotate 30° · scale 2, 3 · translate (5, -7) reads back as such; a 3D or
    # skewed matrix does not decompose (the table then opens the matrix).
    parts = page.evaluate("""async () => {
        const { decompose } = await import('/page/properties.js');
        const c = Math.cos(Math.PI / 6), s = Math.sin(Math.PI / 6);
        const m = [2 * c, 2 * s, 0, 0, -3 * s, 3 * c, 0, 0, 0, 0, 1, 0, 5, -7, 0, 1];
        const tilted = [1, 0, 0, 0, 0, 1, 0, -0.002, 0, 0, 1, 0, 0, 0, 0, 1];
        const skewed = [1, 0, 0, 0, 0.5, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
        return [decompose(m), decompose(tilted), decompose(skewed)]; }""")
    first = parts[0]
    check(first and abs(first["rotate"] - 30) < 1e-9 and [round(v, 9) for v in first["scale"]] == [2, 3]
          and first["translate"] == [5, -7] and parts[1] is None and parts[2] is None,
          f"a transform decomposes into translate / scale / rotate only when it is one: {parts}")
    box = page.locator("#highlight").bounding_box()
    check(box and box["width"] > 4 and box["height"] > 4, f"its bounds are highlighted ({box})")
    check(page.evaluate("() => document.getElementById('plot').getContext('2d').getImageData(0,0,360,120).data.some(v => v)"),
          "its property curve is plotted")
    # A frame step only moves the curve's marker: the curve is worked out once per scene load, layer and
    # property, so stepping looks the layer up in the shown frame alone, not in every frame again.
    frames = page.evaluate("() => hero.states.frames.length")
    page.evaluate("() => { heroInspector.lookups = 0; }")
    page.locator("#stage").click()
    page.keyboard.press("ArrowRight")
    wait_frame(page, 7)
    lookups = page.evaluate("() => heroInspector.lookups")
    check(0 < lookups < frames, f"a frame step looks the layer up {lookups} times, not in all {frames} frames")
    page.select_option("#curve", "opacity")
    lookups = page.evaluate("() => heroInspector.lookups")
    check(lookups >= frames, f"choosing another property works its curve out ({lookups} look-ups)")
    page.locator("#stage").click()
    page.keyboard.press("ArrowLeft")
    wait_frame(page, 6)
    shot(page, "inspector")

    page.click("#tabs button[data-tab=exploded]")
    page.wait_for_function("n => document.querySelectorAll('#stack .plane').length === n", arg=layers.count())
    check(True, f"the 3D view has one plane per layer ({layers.count()})")
    page.wait_for_function(
        "() => [...document.querySelectorAll('#stack .plane img')].every(i => i.complete && i.naturalWidth > 0)")
    images = page.locator("#stack .plane img").count()
    check(images == layers.count() - 1, f"every layer but the container shows its own pixels ({images} images)")
    check(page.locator("#stack .plane.container img").count() == 0, "the container is a frame, not a slab")
    red = page.evaluate("""() => { const i = document.querySelector('#stack .plane[data-key="to/red"] img');
        const c = document.createElement('canvas'); c.width = i.naturalWidth; c.height = i.naturalHeight;
        const g = c.getContext('2d'); g.drawImage(i, 0, 0);
        const d = g.getImageData(c.width >> 1, c.height >> 1, 1, 1).data; return [d[0], d[1], d[2], d[3]]; }""")
    check(red[0] > 200 and red[1] < 60 and red[2] < 60 and red[3] == 255, f"to/red's plane is its own red pixels {red}")
    viewport = page.locator("#viewport").bounding_box()
    page.mouse.move(viewport["x"] + 200, viewport["y"] + 200)
    page.mouse.down()
    page.mouse.move(viewport["x"] + 170, viewport["y"] + 215)
    page.mouse.up()
    check("rotateY" in page.get_attribute("#stack", "style"), "dragging rotates the exploded view")
    page.mouse.move(viewport["x"] + 20, viewport["y"] + 200)
    page.mouse.down()
    page.mouse.move(viewport["x"] + 1200, viewport["y"] + 200, steps=8)
    page.mouse.up()
    ry = page.evaluate("() => Number(document.getElementById('stack').style.transform.match(/rotateY\\(([-.\\d]+)deg/)[1])")
    check(abs(ry) <= 70, f"a long drag stops at ±70° (rotateY {ry}), never edge-on")
    page.click("#zoom-in")
    check("scale(1.25)" in page.get_attribute("#stack", "style"), "+ zooms the 3D view")
    page.click("#view-reset")
    shot(page, "exploded")
    # Stepping five frames in a row with the 3D view open draws it once, for the frame it stops on.
    layer_requests = []
    page.on("request", lambda r: layer_requests.append(r.url) if "/api/layer?" in r.url else None)
    page.evaluate("""() => { for (let i = 0; i < 5; i++)
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })); }""")
    wait_frame(page, 11)
    page.wait_for_function("() => [...document.querySelectorAll('#stack .plane img')].every(i => i.complete)"
                           " && document.querySelector('#stack .plane img').src.includes('index=11&')")
    page.wait_for_timeout(300)
    check(len(layer_requests) == images and all("index=11&" in u for u in layer_requests),
          f"five quick steps ask for one frame's layer images ({len(layer_requests)} requests)")
    page.locator("#stage").click()
    for key in ["Shift+ArrowLeft"] + ["ArrowRight"] * 5:
        page.keyboard.press(key)
    wait_frame(page, 6)
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
    page.wait_for_function("() => !hero.prefetching", timeout=TIMEOUT)
    src = page.get_attribute("#frame", "src")
    readout = page.inner_text("#readout")
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "/api/frame" in r.url or "/api/states" in r.url else None)
    open(SCENE_FILE, "w").write(original.replace('"fps"', '"fsp"', 1))
    page.wait_for_selector("#error:not([hidden])", timeout=TIMEOUT)
    banner = page.inner_text("#error")
    check("line" in banner and "column" in banner and "fsp" in banner, "a scene error shows its line and column: "
          + banner.replace("\n", " | "))
    check(page.get_attribute("#frame", "src") == src, "the last good frame stays on screen")
    page.locator("#stage").click()
    for key in ["ArrowRight", "ArrowRight", "Shift+ArrowRight", "Space"]:
        page.keyboard.press(key)
    page.wait_for_timeout(500)
    check(page.inner_text("#readout") == readout and page.get_attribute("#frame", "src") == src,
          "while the scene is broken, arrow keys and space do not move the frame")
    check(not asked, f"…and no frame is asked for that cannot render ({len(asked)} requests)")
    shot(page, "error")
    open(SCENE_FILE, "w").write(original)
    page.wait_for_selector("#error", state="hidden", timeout=TIMEOUT)
    check(True, "fixing the file clears the error")

    # A request that gets no HTTP answer at all (the server gone, the connection dropped) shows the
    # banner too, and the next frame that loads clears it. The aborted requests are this check's own.
    reported = len(problems)
    page.route("**/api/frame*", lambda route: route.abort())
    page.locator("#stage").click()
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#error:not([hidden])", timeout=TIMEOUT)
    check("did not answer" in page.inner_text("#error"), "a network error shows the banner: "
          + page.inner_text("#error").replace("\n", " | "))
    others = [p for p in problems[reported:] if "/api/frame" not in p and "Failed to load resource" not in p]
    check(not others, f"only the aborted frames failed: {others}")
    del problems[reported:]
    page.unroute("**/api/frame*")
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector("#error", state="hidden", timeout=TIMEOUT)
    check(True, "a frame that loads again clears the network error")

    # The golden viewer's lifecycle: destroyed before its images load, it leaves no resize listener;
    # in blink mode redraws (pan, zoom, resize) keep one timer rather than restarting it.
    lifecycle = page.evaluate("""async () => {
        const { createViewer } = await import('/page/viewer.js');
        const added = [], removed = [], timers = [];
        const add = window.addEventListener, remove = window.removeEventListener, every = window.setInterval;
        window.addEventListener = function (type, f, o) { if (type === 'resize') added.push(f); return add.call(this, type, f, o); };
        window.removeEventListener = function (type, f, o) { if (type === 'resize') removed.push(f); return remove.call(this, type, f, o); };
        window.setInterval = function (f, ms) { timers.push(ms); return every.call(this, f, ms); };
        const pixel = document.getElementById('frame').src;
        try {
          const early = createViewer(document.createElement('div'), { golden: pixel, actual: pixel, diff: null, box: null });
          early.destroy();
          await early.ready;
          const dropped = added.filter(f => !removed.includes(f)).length;
          const root = document.createElement('div');
          document.body.append(root);
          const viewer = createViewer(root, { golden: pixel, actual: pixel, diff: null, box: null });
          await viewer.ready;
          viewer.set({ mode: 'blink' });
          const started = timers.length;
          viewer.set({ zoom: '2' }); viewer.set({ panX: 3 }); window.dispatchEvent(new Event('resize'));
          const afterRedraws = timers.length;
          viewer.set({ mode: 'side' }); viewer.set({ mode: 'blink' });
          const reentered = timers.length;
          viewer.destroy(); root.remove();
          return { dropped, started, afterRedraws, reentered, leftOver: added.filter(f => !removed.includes(f)).length };
        } finally {
          window.addEventListener = add; window.removeEventListener = remove; window.setInterval = every;
        } }""")
    check(lifecycle["dropped"] == 0, f"a viewer destroyed before it loads leaves no resize listener: {lifecycle}")
    check(lifecycle["leftOver"] == 0, f"a destroyed viewer leaves no resize listener: {lifecycle}")
    check(lifecycle["started"] == 1 and lifecycle["afterRedraws"] == 1 and lifecycle["reentered"] == 2,
          f"blink keeps one timer through redraws and starts one when entered again: {lifecycle}")

    # Golden review: broken goldens fail; the shared viewer shows them; accept all, undo, accept the run.
    folder = os.path.join(PROJECT, "golden", SCENE_ID)
    broken = open(os.path.join(folder, "p000.png"), "rb").read()
    goldens = [os.path.join(folder, name) for name in ["p050.png", "p075.png"]]
    for golden in goldens:
        open(golden, "wb").write(broken)
    page.click("#tabs button[data-tab=review]")
    page.click("#verify")
    page.wait_for_selector("#samples li.failed", timeout=TIMEOUT)
    check(page.locator("#samples li.failed").count() == 2, "verify lists the two broken samples as failing")
    facts = page.inner_text("#facts")
    check("p050" in facts and "frame" in facts and "tolerance" in facts and "budget" in facts,
          "the failing sample shows sample, frame, tolerance and budget")
    check(all(open(g, "rb").read() == broken for g in goldens), "reviewing does not touch the goldens")
    viewer = page.locator("#viewer")
    page.wait_for_function("() => document.querySelectorAll('#viewer canvas').length === 2")
    for mode in ["slider", "overlay", "blink", "diff", "heat"]:
        viewer.locator(f"button[data-mode={mode}]").click()
        check(viewer.locator("canvas").count() == 1 and viewer.get_attribute("data-mode") == mode, f"the {mode} view draws")
        if mode == "slider":
            shot(page, "review-slider")
    viewer.locator("input.hv-crop").check()
    check("crop" in viewer.get_attribute("data-view"), "crop to the difference box draws")
    canvas = viewer.locator("canvas").first
    b = canvas.bounding_box()
    canvas.hover(position={"x": b["width"] / 2, "y": b["height"] / 2})
    readout = viewer.locator(".hv-readout").inner_text()
    check("golden rgba(" in readout and "new rgba(" in readout and "Δ" in readout, "pixel readout: " + readout)
    viewer.locator("input.hv-crop").uncheck()
    viewer.locator("button[data-mode=side]").click()
    check(viewer.locator("canvas").count() == 2, "side by side draws golden and new frame")
    page.keyboard.press("6")
    page.keyboard.press("z")
    check(viewer.get_attribute("data-view") == "heat 1 whole", "keys 6 and z: heat map at 1:1")
    page.keyboard.press("1")
    for _ in range(3):
        page.keyboard.press("z")
    check(viewer.get_attribute("data-view") == "side fit whole", "1 and z z z: side by side, fit")

    accept_scene = page.locator("#accept-scene")
    check(accept_scene.inner_text() == "Accept all 2 failing samples of this scene", accept_scene.inner_text())
    accept_scene.click()
    page.wait_for_selector("#notice .notice .undo")
    check("Recorded 2 goldens" in page.inner_text("#notice"), "the notice says what was recorded: "
          + page.inner_text("#notice .notice span"))
    check(all(open(g, "rb").read() != broken for g in goldens), "Accept all rewrote both goldens")
    page.wait_for_function("() => document.getElementById('verdict').textContent.includes('pass')", timeout=TIMEOUT)
    page.wait_for_timeout(800)
    check(page.locator("#notice .notice").count() == 1, "the notice stays after the verification that follows")
    page.click("#notice .undo")
    page.wait_for_function("() => document.querySelector('#notice').textContent.includes('Undone')")
    check(all(open(g, "rb").read() == broken for g in goldens), "Undo put the previous goldens back")
    page.wait_for_selector("#samples li.failed", timeout=TIMEOUT)
    check(page.locator("#samples li.failed").count() == 2, "and they fail again")

    # The run: another scene's golden broken too; verify all, accept all of the run, keep.
    other = os.path.join(PROJECT, "golden", "basics", "fade", "p050.png")
    open(other, "wb").write(open(os.path.join(PROJECT, "golden", "basics", "fade", "p000.png"), "rb").read())
    page.click("#verify-all")
    page.wait_for_function("() => !document.getElementById('verify-all').disabled", timeout=TIMEOUT)
    accept_run = page.locator("#accept-run")
    check(accept_run.inner_text() == "Accept all 3 failing samples of 2 scenes", accept_run.inner_text())
    accept_run.click()
    page.wait_for_function("() => document.querySelectorAll('#notice .notice').length === 2")
    page.wait_for_function("() => document.getElementById('verdict').textContent.includes('pass')", timeout=TIMEOUT)
    page.wait_for_function("() => document.getElementById('accept-run').hidden"
                           " && document.getElementById('run-verdict').textContent.includes(': 0 failing')", timeout=TIMEOUT)
    check(True, "once every scene is verified again, nothing is left to accept in the run: "
          + page.inner_text("#run-verdict"))
    check(all(open(g, "rb").read() != broken for g in goldens), "accept all of the run rewrote this scene's goldens")
    check(open(other, "rb").read() != open(os.path.join(PROJECT, "golden", "basics", "fade", "p000.png"), "rb").read(),
          "…and the other scene's")
    shot(page, "accept-all")
    page.click("#notice .notice .keep")
    check("(kept)" in page.inner_text("#notice .notice span"), "Keep confirms the new goldens")
    page.click("#notice .notice .dismiss")
    check(page.locator("#notice .notice").count() == 1, "× dismisses a notice")

    favicon = page.request.get(URL + "favicon.ico")
    check(favicon.status == 200 and "svg" in favicon.headers["content-type"], "/favicon.ico is the page's icon")
    browser.close()
check(not problems, "no console errors, failed requests or error answers" + ("" if not problems else ": " + "; ".join(problems)))
print("browser checks passed")

// The golden viewer: one failing sample's golden and new frame, shared by `hero verify --report`
// (inlined into index.html, so it works from an unzipped CI artefact) and the `hero serve` review
// tab. Modes: side by side, slider (drag the divider on the image), overlay, blink, diff (the
// verifier's diff image) and heat map; zoom fit / 1:1 / 2× / 4× with drag-to-pan; crop to the
// difference box (computed once by the verifier and passed in); the pixel under the cursor in both
// images and their Δ. No framework, no build step: an ES module.

export const modes = [
  ['side', 'side by side'], ['slider', 'slider'], ['overlay', 'overlay'], ['blink', 'blink'],
  ['diff', 'diff'], ['heat', 'heat map'],
];
export const zooms = [['fit', 'fit'], ['1', '1:1'], ['2', '2×'], ['4', '4×']];

// Whether a scene's variant (`iPhone-SE.dark`, or none) is one a page's variant filter shows: no
// filter, the variant's name, or one of its values (`dark`), as `hero --variant` selects
// (docs/variants.md). The report's and the serve page's variant pickers both use it.
export function variantSelected(variant, wanted) {
  if (!wanted) return true;
  const name = variant || '';
  return name === wanted || name.split('.').includes(wanted);
}

// Keys a page hands to its current viewer: 1–6 pick a mode, z steps the zoom, c toggles the crop.
export const keyHelp = '1–6: mode · z: zoom · c: crop to difference';

/// Applies a key press to `viewer`; true when the key was one of its keys (the caller then
/// prevents its default).
export function viewerKey(viewer, event) {
  if (!viewer || event.ctrlKey || event.metaKey || event.altKey) return false;
  const index = Number(event.key) - 1;
  if (Number.isInteger(index) && index >= 0 && index < modes.length) { viewer.set({ mode: modes[index][0] }); return true; }
  if (event.key === 'z') {
    const next = zooms[(zooms.findIndex(([z]) => z === viewer.state.zoom) + 1) % zooms.length][0];
    viewer.set({ zoom: next, panX: 0, panY: 0 });
    return true;
  }
  if (event.key === 'c') { viewer.set({ crop: !viewer.state.crop, panX: 0, panY: 0 }); return true; }
  return false;
}

// Pixels of margin around the difference box when cropping to it.
const cropMargin = 16;

function element(tag, attributes = {}, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function loadImage(url) {
  return new Promise((resolve) => {
    if (!url) { resolve(null); return; }
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

// RGBA pixels of `image` on a width×height canvas (transparent outside it); null when the browser
// refuses to read them (an image from another origin).
function pixelsOf(image, width, height) {
  const canvas = document.createElement('canvas');
  canvas.width = width; canvas.height = height;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  if (image) g.drawImage(image, 0, 0);
  try { return g.getImageData(0, 0, width, height); } catch { return null; }
}

function delta(a, b, i) {
  return Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2]),
    Math.abs(a[i + 3] - b[i + 3]));
}

// Each pixel's Δ as a heat colour, dark red (just over the tolerance) to yellow (255); pixels
// within the tolerance as the golden, faded.
export function heatMap(a, b, tolerance) {
  const out = new ImageData(a.width, a.height);
  for (let i = 0; i < a.data.length; i += 4) {
    const d = delta(a.data, b.data, i);
    if (d > tolerance) {
      const t = d / 255;
      out.data.set([Math.round(128 + 127 * Math.min(1, t * 2)), Math.round(255 * Math.max(0, t * 2 - 1)), 0, 255], i);
    } else {
      const luma = (299 * a.data[i] + 587 * a.data[i + 1] + 114 * a.data[i + 2]) / 1000;
      const faded = 255 - (255 - (luma * a.data[i + 3] + 255 * (255 - a.data[i + 3])) / 255) / 4;
      out.data.set([faded, faded, faded, 255], i);
    }
  }
  return out;
}

// The region shown: the whole image, or the difference box with a margin, inside the image.
export function cropRegion(width, height, box, cropped) {
  if (!cropped || !box) return { x: 0, y: 0, width, height };
  const x0 = Math.max(0, box.x - cropMargin), y0 = Math.max(0, box.y - cropMargin);
  const x1 = Math.min(width, box.x + box.width + cropMargin), y1 = Math.min(height, box.y + box.height + cropMargin);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/// Builds the viewer inside `root`. `sample`: { golden, actual, diff (image URLs; golden null when
/// there is none), box ({x, y, width, height} in pixels, or null), tolerance }. `options.mode` picks
/// the first mode. Returns { ready (a promise), set(state), state, destroy() }.
export function createViewer(root, sample, options = {}) {
  const state = { mode: options.mode || 'side', zoom: 'fit', crop: false, mix: 50, split: 50, panX: 0, panY: 0 };
  root.classList.add('hv');
  root.replaceChildren();
  const bar = element('div', { class: 'hv-bar' });
  const modeButtons = modes.map(([mode, label]) => {
    const b = element('button', { type: 'button', 'data-mode': mode }, label);
    b.addEventListener('click', () => set({ mode }));
    return b;
  });
  const zoomButtons = zooms.map(([zoom, label]) => {
    const b = element('button', { type: 'button', 'data-zoom': zoom }, label);
    b.addEventListener('click', () => set({ zoom, panX: 0, panY: 0 }));
    return b;
  });
  const cropBox = element('input', { type: 'checkbox', class: 'hv-crop' });
  const cropLabel = element('label', { title: 'show only the box around the differing pixels' });
  cropLabel.append(cropBox, ' crop to difference');
  cropBox.addEventListener('change', () => set({ crop: cropBox.checked, panX: 0, panY: 0 }));
  const mix = element('input', { type: 'range', min: '0', max: '100', value: '50', class: 'hv-mix', 'aria-label': 'overlay opacity' });
  mix.addEventListener('input', () => set({ mix: Number(mix.value) }));
  bar.append(element('span', { class: 'hv-group' }), element('span', { class: 'hv-group' }), cropLabel, mix);
  bar.children[0].append(...modeButtons);
  bar.children[1].append(...zoomButtons);
  const stage = element('div', { class: 'hv-stage' });
  const readout = element('div', { class: 'hv-readout' }, 'move the pointer over the image to read its pixels');
  root.append(bar, stage, readout);

  let images = { golden: null, actual: null, diff: null, heat: null };
  let data = { golden: null, actual: null };
  let size = { width: 0, height: 0 };
  let blink = null, blinkGolden = true;
  let panes = [];
  let destroyed = false;

  const ready = Promise.all([loadImage(sample.golden), loadImage(sample.actual), loadImage(sample.diff)])
    .then(([golden, actual, diff]) => {
      if (destroyed) return; // destroy() came first: nothing to draw, no listener to leave behind
      images = { golden, actual, diff, heat: null };
      size = {
        width: Math.max(golden ? golden.naturalWidth : 0, actual ? actual.naturalWidth : 0),
        height: Math.max(golden ? golden.naturalHeight : 0, actual ? actual.naturalHeight : 0),
      };
      if (size.width && size.height) {
        data = { golden: pixelsOf(golden, size.width, size.height), actual: pixelsOf(actual, size.width, size.height) };
      }
      if (!golden) state.mode = 'actual';
      cropBox.disabled = !sample.box;
      draw();
      window.addEventListener('resize', draw);
    });

  function heat() {
    if (!images.heat && data.golden && data.actual) {
      const canvas = element('canvas');
      canvas.width = size.width; canvas.height = size.height;
      canvas.getContext('2d').putImageData(heatMap(data.golden, data.actual, sample.tolerance || 0), 0, 0);
      images.heat = canvas;
    }
    return images.heat;
  }

  // Image pixels per CSS pixel → CSS pixels per image pixel, for the region and pane width.
  function scaleFor(region, paneWidth) {
    if (state.zoom !== 'fit') return Number(state.zoom);
    const maxHeight = Math.max(200, window.innerHeight * 0.7);
    return Math.min(paneWidth / region.width, maxHeight / region.height, 8);
  }

  // What each pane shows, as (caption, draw(g, region, scale)) pairs.
  function paneContents() {
    const whole = (image) => (g, r, s, ox, oy) => {
      if (image) g.drawImage(image, r.x + ox, r.y + oy, g.canvas.width / s, g.canvas.height / s, 0, 0, g.canvas.width, g.canvas.height);
    };
    const { golden, actual } = images;
    switch (state.mode) {
      case 'actual': return [['new frame (no golden)', whole(actual)]];
      case 'side': return [['golden', whole(golden)], ['new frame', whole(actual)]];
      case 'slider': return [[`golden | new frame`, (g, r, s, ox, oy) => {
        whole(golden)(g, r, s, ox, oy);
        const cut = Math.round(g.canvas.width * state.split / 100);
        g.save(); g.beginPath(); g.rect(cut, 0, g.canvas.width - cut, g.canvas.height); g.clip();
        g.clearRect(cut, 0, g.canvas.width - cut, g.canvas.height);
        whole(actual)(g, r, s, ox, oy);
        g.restore();
        g.fillStyle = '#0a84ff'; g.fillRect(cut - 1, 0, 2, g.canvas.height);
        g.beginPath(); g.arc(cut, g.canvas.height / 2, 9, 0, 2 * Math.PI); g.fill();
        g.fillStyle = '#fff'; g.font = 'bold 11px sans-serif'; g.textAlign = 'center'; g.textBaseline = 'middle';
        g.fillText('⇔', cut, g.canvas.height / 2);
      }]];
      case 'overlay': return [[`new frame over golden at ${state.mix} %`, (g, r, s, ox, oy) => {
        whole(golden)(g, r, s, ox, oy);
        g.globalAlpha = state.mix / 100; whole(actual)(g, r, s, ox, oy); g.globalAlpha = 1;
      }]];
      case 'blink': return [[blinkGolden ? 'golden' : 'new frame', whole(blinkGolden ? golden : actual)]];
      case 'diff': return [['diff (differing pixels in red)', whole(images.diff)]];
      case 'heat': {
        const map = heat();
        return [[map ? 'heat map (Δ: dark red small, yellow large)' : 'heat map unavailable (pixels not readable)', whole(map)]];
      }
    }
    return [];
  }

  function draw() {
    if (!size.width) return;
    blinkWhileInBlinkMode();
    root.dataset.mode = state.mode;
    for (const b of modeButtons) {
      b.classList.toggle('on', b.dataset.mode === state.mode);
      b.disabled = !images.golden && b.dataset.mode !== 'actual';
    }
    for (const b of zoomButtons) b.classList.toggle('on', b.dataset.zoom === state.zoom);
    cropBox.checked = state.crop;
    mix.hidden = state.mode !== 'overlay';
    const contents = paneContents();
    const available = Math.max(160, (stage.clientWidth || root.clientWidth || 600) - 4);
    const paneWidth = (available - (contents.length - 1) * 8) / contents.length;
    const region = cropRegion(size.width, size.height, sample.box, state.crop);
    const scale = scaleFor(region, paneWidth);
    const maxHeight = Math.max(200, window.innerHeight * 0.7);
    const width = Math.max(1, Math.floor(Math.min(paneWidth, region.width * scale)));
    const height = Math.max(1, Math.floor(Math.min(maxHeight, region.height * scale)));
    // Pan: image pixels from the region's corner, kept inside the region.
    state.panX = Math.max(0, Math.min(state.panX, region.width - width / scale));
    state.panY = Math.max(0, Math.min(state.panY, region.height - height / scale));
    if (panes.length !== contents.length) {
      stage.replaceChildren();
      panes = contents.map(() => {
        const figure = element('figure');
        const canvas = element('canvas');
        figure.append(canvas, element('figcaption'));
        stage.append(figure);
        attachPointer(canvas);
        return { figure, canvas };
      });
    }
    panes.forEach((p) => {
      p.canvas.width = width; p.canvas.height = height;
      p.canvas.style.width = `${width}px`; p.canvas.style.height = `${height}px`;
    });
    layout = { region, scale };
    paint();
  }

  // One timer while the mode is blink, started when it is entered and stopped when it is left: a
  // redraw (a pan, a zoom, a resize) keeps the rhythm instead of restarting it.
  function blinkWhileInBlinkMode() {
    if (state.mode === 'blink' && blink === null) {
      blink = setInterval(() => { blinkGolden = !blinkGolden; paint(); }, 500);
    } else if (state.mode !== 'blink' && blink !== null) {
      clearInterval(blink); blink = null;
    }
  }

  let layout = { region: { x: 0, y: 0, width: 1, height: 1 }, scale: 1 };
  function paint() {
    const contents = paneContents();
    contents.forEach(([caption, paintPane], i) => {
      const p = panes[i];
      if (!p) return;
      const g = p.canvas.getContext('2d');
      g.imageSmoothingEnabled = layout.scale < 1;
      g.clearRect(0, 0, p.canvas.width, p.canvas.height);
      paintPane(g, layout.region, layout.scale, state.panX, state.panY);
      p.figure.querySelector('figcaption').textContent = caption;
    });
    root.dataset.view = `${state.mode} ${state.zoom} ${state.crop ? 'crop' : 'whole'}`;
  }

  // Image pixel under a pointer event on a pane's canvas.
  function pixelAt(event) {
    const rect = event.target.getBoundingClientRect();
    const x = Math.floor(layout.region.x + state.panX + (event.clientX - rect.left) / layout.scale);
    const y = Math.floor(layout.region.y + state.panY + (event.clientY - rect.top) / layout.scale);
    return { x, y };
  }

  function showReadout(event) {
    const { x, y } = pixelAt(event);
    if (x < 0 || y < 0 || x >= size.width || y >= size.height) { readout.textContent = ''; return; }
    const i = (y * size.width + x) * 4;
    const rgba = (d) => (d ? `rgba(${d.data[i]}, ${d.data[i + 1]}, ${d.data[i + 2]}, ${d.data[i + 3]})` : 'unreadable');
    const d = data.golden && data.actual ? delta(data.golden.data, data.actual.data, i) : null;
    readout.textContent = `x ${x}, y ${y} · golden ${images.golden ? rgba(data.golden) : 'none'} · new ${rgba(data.actual)}`
      + (d === null ? '' : ` · Δ ${d}${d > (sample.tolerance || 0) ? ' (over tolerance)' : ''}`);
    readout.classList.toggle('over', d !== null && d > (sample.tolerance || 0));
  }

  // Slider mode: dragging moves the divider. Other modes: dragging pans (when zoomed past the pane).
  function attachPointer(canvas) {
    let drag = null;
    canvas.addEventListener('pointerdown', (event) => {
      canvas.setPointerCapture(event.pointerId);
      drag = { x: event.clientX, y: event.clientY, panX: state.panX, panY: state.panY };
      if (state.mode === 'slider') moveSplit(event);
    });
    canvas.addEventListener('pointermove', (event) => {
      showReadout(event);
      if (!drag) return;
      if (state.mode === 'slider') { moveSplit(event); return; }
      state.panX = drag.panX - (event.clientX - drag.x) / layout.scale;
      state.panY = drag.panY - (event.clientY - drag.y) / layout.scale;
      draw();
    });
    canvas.addEventListener('pointerup', () => { drag = null; });
    canvas.addEventListener('pointercancel', () => { drag = null; });
    canvas.addEventListener('wheel', (event) => {
      if (state.zoom === 'fit') return;
      event.preventDefault();
      state.panX += event.deltaX / layout.scale; state.panY += event.deltaY / layout.scale;
      draw();
    }, { passive: false });
    function moveSplit(event) {
      const rect = canvas.getBoundingClientRect();
      state.split = Math.max(0, Math.min(100, ((event.clientX - rect.left) / rect.width) * 100));
      root.dataset.split = state.split.toFixed(1);
      paint();
    }
  }

  function set(changes) {
    if (changes.mode && !images.golden && size.width) delete changes.mode;
    if (changes.crop && !sample.box) delete changes.crop;
    Object.assign(state, changes);
    draw();
  }

  function destroy() {
    destroyed = true;
    clearInterval(blink); blink = null;
    window.removeEventListener('resize', draw);
    root.replaceChildren();
  }

  return { ready, set, state, destroy };
}

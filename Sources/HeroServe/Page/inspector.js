// The inspector: the layer tree of the current frame (from the state dump, as `hero states` writes
// it), the selected layer's properties, its bounds on the frame, a plot of one property over time,
// and the 3D exploded view of the layer stack.
import { hero, api } from './app.js';
import { propertiesTable } from './properties.js';

// `lookups` counts layer look-ups (the browser test checks a frame step does not redo a curve).
const inspector = { key: null, lookups: 0 };
window.heroInspector = inspector;

// Every layer of a frame in paint order, as the state dump nests them.
function flatten(layers) {
  const out = [];
  const walk = (list) => list.forEach((l) => { out.push({ layer: l }); walk(l.sublayers || []); });
  walk(layers);
  return out;
}

// Where each layer of the current frame is on the canvas: /api/geometry, worked out by the server
// as the compositor maps layers (quads in points, paint order, depth). Fetched once per frame shown
// while the inspector or the 3D view needs it.
const geometry = { key: null, value: null, pending: null };
async function frameGeometry() {
  const s = hero.scene;
  if (!s || hero.broken) return geometry.value;
  const key = `${s.id}@${s.version}#${hero.index}`;
  if (geometry.key === key) return geometry.value;
  if (geometry.pending && geometry.pending.key === key) return geometry.pending.promise;
  const promise = api(`/api/geometry?scene=${encodeURIComponent(s.id)}&index=${hero.index}`)
    .then((value) => { if (geometry.pending && geometry.pending.key === key) Object.assign(geometry, { key, value, pending: null }); return value; })
    .catch(() => null);
  geometry.pending = { key, promise };
  return promise;
}

// Axis-aligned box of a quad, in points.
function boxOf(quad) {
  const xs = quad.map((c) => c[0]), ys = quad.map((c) => c[1]);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

function label(l) {
  return `${l.key}${l.heroID ? ` ♦${l.heroID}` : ''}${l.content && l.content !== 'none' ? ` [${l.content}]` : ''}`;
}

function currentFrame() {
  return hero.states && hero.states.frames[Math.min(hero.index, hero.states.frames.length - 1)];
}

function findLayer(frame, key) {
  inspector.lookups++;
  return frame && flatten(frame.layers).find((e) => e.layer.key === key);
}

function renderTree() {
  const frame = currentFrame();
  const tree = hero.$('tree');
  tree.innerHTML = '';
  if (!frame) return;
  const build = (layers, into) => layers.forEach((l) => {
    const li = document.createElement('li');
    const span = document.createElement('span');
    span.textContent = label(l);
    span.dataset.key = l.key;
    span.classList.toggle('selected', l.key === inspector.key);
    span.classList.toggle('hidden', l.hidden || l.opacity === 0);
    span.addEventListener('click', () => { inspector.key = l.key; update(); });
    li.appendChild(span);
    if (l.sublayers && l.sublayers.length) {
      const ul = document.createElement('ul');
      build(l.sublayers, ul);
      li.appendChild(ul);
    }
    into.appendChild(li);
  });
  build(frame.layers, tree);
}

async function renderSelection() {
  const entry = findLayer(currentFrame(), inspector.key);
  const box = hero.$('highlight');
  if (!entry) { hero.$('props').textContent = inspector.key ? `${inspector.key}: not in this frame` : 'Click a layer.'; box.hidden = true; return; }
  hero.$('props').replaceChildren(propertiesTable(entry.layer));
  const shown = await frameGeometry();
  const placed = shown && shown.layers.find((l) => l.key === inspector.key);
  if (!placed || !placed.quad) { box.hidden = true; return; }
  const image = hero.$('frame');
  const ratio = image.clientWidth / shown.canvas[0];
  const b = boxOf(placed.quad);
  Object.assign(box.style, { left: `${b.x * ratio}px`, top: `${b.y * ratio}px`, width: `${b.width * ratio}px`, height: `${b.height * ratio}px` });
  box.hidden = false;
}

const curveValue = {
  x: (l) => l.position[0], y: (l) => l.position[1], width: (l) => l.size[0], height: (l) => l.size[1],
  opacity: (l) => l.opacity, cornerRadius: (l) => l.cornerRadius, zPosition: (l) => l.zPosition,
};

// The selected property of the selected layer at every frame, with its range: worked out once per
// (state dump, layer, property) — a new scene load replaces `hero.states` — not on every frame step,
// which only moves the marker.
const plotted = { states: null, key: null, property: null, points: [], low: 0, high: 0 };
function plotPoints(property) {
  if (plotted.states === hero.states && plotted.key === inspector.key && plotted.property === property) return plotted;
  const value = curveValue[property];
  const points = hero.states.frames.map((f, i) => {
    const e = findLayer(f, inspector.key);
    return e ? [i, value(e.layer)] : null;
  });
  const values = points.filter(Boolean).map((p) => p[1]);
  let low = Math.min(...values), high = Math.max(...values);
  if (high - low < 1e-9) { low -= 1; high += 1; }
  return Object.assign(plotted, { states: hero.states, key: inspector.key, property, points, low, high });
}

// The selected property of the selected layer over every frame, the current frame marked.
function renderPlot() {
  const canvas = hero.$('plot');
  const g = canvas.getContext('2d');
  g.clearRect(0, 0, canvas.width, canvas.height);
  if (!hero.states || !inspector.key) return;
  const { points, low, high } = plotPoints(hero.$('curve').value);
  if (!points.some(Boolean)) return;
  const pad = 14, w = canvas.width - 2 * pad, h = canvas.height - 2 * pad;
  const last = Math.max(1, hero.states.frames.length - 1);
  const X = (i) => pad + (i / last) * w, Y = (v) => pad + h - ((v - low) / (high - low)) * h;
  g.strokeStyle = '#0a84ff'; g.lineWidth = 1.5; g.beginPath();
  let drawing = false;
  for (const p of points) {
    if (!p) { drawing = false; continue; }
    drawing ? g.lineTo(X(p[0]), Y(p[1])) : g.moveTo(X(p[0]), Y(p[1]));
    drawing = true;
  }
  g.stroke();
  g.strokeStyle = '#e33'; g.beginPath(); g.moveTo(X(hero.index), 0); g.lineTo(X(hero.index), canvas.height); g.stroke();
  g.fillStyle = '#777'; g.font = '10px sans-serif';
  g.fillText(high.toFixed(2), 2, 10); g.fillText(low.toFixed(2), 2, canvas.height - 2);
}

// The exploded view: each layer's own pixels (/api/layer, painted by the compositor alone) on its
// own plane, placed where /api/geometry says it is on the canvas, spread along z by paint order. The
// container is drawn as a frame (an outline), so it does not hide the layers in front of it. Drag
// rotates (held to ±70°, so the stack never turns edge-on), the wheel or +/− zooms.
const exploded = { rx: -20, ry: 30, spread: 28, zoom: 1, shown: null };
const limit = (v, low, high) => Math.max(low, Math.min(high, v));
// Layer images fetched for one frame at most (a huge tree shows the rest as outlines).
const maximumLayerImages = 64;

function stackTransform() {
  return `scale(${exploded.zoom}) rotateX(${exploded.rx}deg) rotateY(${exploded.ry}deg)`;
}

async function renderExploded() {
  if (hero.$('exploded').hidden) return;
  const s = hero.scene;
  const shown = await frameGeometry();
  const stack = hero.$('stack');
  if (!shown || hero.$('exploded').hidden) return;
  const key = `${geometry.key}`;
  if (exploded.shown === key && stack.childElementCount) {
    stack.style.transform = stackTransform();
    for (const plane of stack.children) plane.classList.toggle('selected', plane.dataset.key === inspector.key);
    return;
  }
  exploded.shown = key;
  stack.replaceChildren();
  const [width, height] = shown.canvas;
  const viewport = hero.$('viewport');
  const fit = Math.min((viewport.clientHeight || 400) * 0.7 / height, (viewport.clientWidth || 400) * 0.5 / width);
  Object.assign(stack.style, { width: `${width * fit}px`, height: `${height * fit}px`, transform: stackTransform() });
  const states = currentFrame();
  const byKey = new Map(states ? flatten(states.layers).map((e) => [e.layer.key, e.layer]) : []);
  shown.layers.forEach((placed, i) => {
    if (!placed.quad) return;
    const l = byKey.get(placed.key) || {};
    const [w, h] = placed.size;
    const [p0, p1, , p3] = placed.quad;
    const plane = document.createElement('div');
    plane.className = 'plane';
    plane.dataset.key = placed.key;
    plane.title = label(l.key ? l : { key: placed.key });
    const matrix = w > 0 && h > 0
      ? [(p1[0] - p0[0]) / w, (p1[1] - p0[1]) / w, (p3[0] - p0[0]) / h, (p3[1] - p0[1]) / h, p0[0] * fit, p0[1] * fit]
      : [1, 0, 0, 1, p0[0] * fit, p0[1] * fit];
    Object.assign(plane.style, {
      width: `${w * fit}px`, height: `${h * fit}px`,
      transform: `translateZ(${i * exploded.spread}px) matrix(${matrix.join(', ')})`,
    });
    plane.classList.toggle('container', i === 0);
    plane.classList.toggle('hidden', Boolean(l.hidden) || l.opacity === 0);
    plane.classList.toggle('selected', placed.key === inspector.key);
    if (i > 0 && i <= maximumLayerImages && w * h > 0) {
      const image = document.createElement('img');
      image.alt = placed.key;
      image.draggable = false;
      image.src = `/api/layer?scene=${encodeURIComponent(s.id)}&index=${shown.index}&key=${encodeURIComponent(placed.key)}&v=${s.version}`;
      plane.appendChild(image);
    }
    const name = document.createElement('span');
    name.textContent = placed.key;
    plane.appendChild(name);
    plane.addEventListener('click', () => { inspector.key = placed.key; update(); });
    stack.appendChild(plane);
  });
}

(function dragToRotate() {
  const viewport = hero.$('viewport');
  let from = null;
  const apply = () => { hero.$('stack').style.transform = stackTransform(); };
  viewport.addEventListener('pointerdown', (e) => { from = [e.clientX, e.clientY]; viewport.setPointerCapture(e.pointerId); });
  viewport.addEventListener('pointerup', () => { from = null; });
  viewport.addEventListener('pointermove', (e) => {
    if (!from) return;
    exploded.ry = limit(exploded.ry + (e.clientX - from[0]) * 0.3, -70, 70);
    exploded.rx = limit(exploded.rx - (e.clientY - from[1]) * 0.3, -70, 70);
    from = [e.clientX, e.clientY];
    apply();
  });
  viewport.addEventListener('wheel', (e) => {
    e.preventDefault();
    exploded.zoom = limit(exploded.zoom * Math.exp(-e.deltaY / 500), 0.3, 5);
    apply();
  }, { passive: false });
  const zoomBy = (f) => { exploded.zoom = limit(exploded.zoom * f, 0.3, 5); apply(); };
  hero.$('zoom-in').addEventListener('click', () => zoomBy(1.25));
  hero.$('zoom-out').addEventListener('click', () => zoomBy(0.8));
  hero.$('view-reset').addEventListener('click', () => { Object.assign(exploded, { rx: -20, ry: 30, zoom: 1 }); apply(); });
  hero.$('spread').addEventListener('input', (e) => { exploded.spread = Number(e.target.value); exploded.shown = null; renderExploded(); });
})();

// The 3D view asks the server for every layer's pixels: during playback or a held arrow key it is
// drawn once the frame has stayed put for a moment, not for every frame that flies by.
let explodedTimer = null;
function scheduleExploded() {
  clearTimeout(explodedTimer);
  explodedTimer = setTimeout(renderExploded, hero.playing ? 250 : 120);
}

function update() { renderTree(); renderSelection(); renderPlot(); scheduleExploded(); }

hero.$('curve').addEventListener('change', renderPlot);
hero.$('frame').addEventListener('load', renderSelection);
window.addEventListener('resize', renderSelection);
hero.listeners.push(update);

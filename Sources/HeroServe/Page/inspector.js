// The inspector: the layer tree of the current frame (from the state dump, as `hero states` writes
// it), the selected layer's properties, its bounds on the frame, a plot of one property over time,
// and the 3D exploded view of the layer stack.
'use strict';

const inspector = { key: null };

// The 2D affine part of a layer's 4×4 transform (row-major m11…m44, row vectors as in Core
// Animation): [a, b, c, d, tx, ty] with x' = a x + c y + tx, y' = b x + d y + ty. Perspective terms
// are left out, so the highlighted box of a layer rotated in 3D is approximate.
function affine(t) { return [t[0], t[1], t[4], t[5], t[12], t[13]]; }

function multiply(m, n) { // apply m first, then n
  return [
    m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

// Layer bounds coordinates → parent bounds coordinates.
function layerToParent(l) {
  const origin = l.boundsOrigin || [0, 0];
  const ax = origin[0] + l.anchorPoint[0] * l.size[0];
  const ay = origin[1] + l.anchorPoint[1] * l.size[1];
  return multiply(multiply([1, 0, 0, 1, -ax, -ay], affine(l.transform)), [1, 0, 0, 1, l.position[0], l.position[1]]);
}

// Every layer in paint order with its path, depth and bounds-to-canvas matrix.
function flatten(layers) {
  const out = [];
  const walk = (list, parent, depth, path) => list.forEach((l, i) => {
    const matrix = multiply(layerToParent(l), parent);
    const id = path.concat(i).join('.');
    out.push({ layer: l, matrix, depth, id });
    walk(l.sublayers || [], matrix, depth + 1, path.concat(i));
  });
  walk(layers, [1, 0, 0, 1, 0, 0], 0, []);
  return out;
}

// Axis-aligned box of a layer's bounds on the canvas, in points.
function canvasBox(entry) {
  const l = entry.layer, m = entry.matrix, o = l.boundsOrigin || [0, 0];
  const corners = [[0, 0], [l.size[0], 0], [0, l.size[1]], [l.size[0], l.size[1]]].map(([x, y]) => {
    const px = o[0] + x, py = o[1] + y;
    return [m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5]];
  });
  const xs = corners.map((c) => c[0]), ys = corners.map((c) => c[1]);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

function label(l) {
  return `${l.key}${l.heroID ? ` ♦${l.heroID}` : ''}${l.content && l.content !== 'none' ? ` [${l.content}]` : ''}`;
}

function currentFrame() {
  return hero.states && hero.states.frames[Math.min(hero.index, hero.states.frames.length - 1)];
}

function findLayer(frame, key) {
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

function renderSelection() {
  const entry = findLayer(currentFrame(), inspector.key);
  const box = hero.$('highlight');
  if (!entry) { hero.$('props').textContent = inspector.key ? `${inspector.key}: not in this frame` : 'Click a layer.'; box.hidden = true; return; }
  const { sublayers, ...own } = entry.layer;
  hero.$('props').textContent = JSON.stringify(own, null, 1);
  const image = hero.$('frame');
  const points = hero.states.canvas.size || hero.scene.size;
  const ratio = image.clientWidth / points[0];
  const b = canvasBox(entry);
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

// The exploded view: each layer's canvas box on its own plane, spread along z by paint order.
const exploded = { rx: -25, ry: 35, spread: 24 };
function renderExploded() {
  if (hero.$('exploded').hidden) return;
  const frame = currentFrame();
  const stack = hero.$('stack');
  stack.innerHTML = '';
  if (!frame) return;
  const size = hero.states.canvas.size || hero.scene.size;
  const fit = Math.min(1, 300 / size[1]);
  Object.assign(stack.style, { width: `${size[0] * fit}px`, height: `${size[1] * fit}px`,
    transform: `rotateX(${exploded.rx}deg) rotateY(${exploded.ry}deg)` });
  const base = document.createElement('img');
  base.src = hero.$('frame').src;
  base.style.width = `${size[0] * fit}px`;
  stack.appendChild(base);
  flatten(frame.layers).forEach((entry, i) => {
    const l = entry.layer, b = canvasBox(entry);
    const div = document.createElement('div');
    const c = l.backgroundColor;
    Object.assign(div.style, {
      left: `${b.x * fit}px`, top: `${b.y * fit}px`, width: `${b.width * fit}px`, height: `${b.height * fit}px`,
      transform: `translateZ(${(i + 1) * exploded.spread}px)`,
      background: c ? `rgba(${c[0] * 255}, ${c[1] * 255}, ${c[2] * 255}, ${Math.max(0.15, c[3] * l.opacity)})` : 'rgba(255,255,255,.15)',
      outline: l.key === inspector.key ? '2px solid #0a84ff' : '',
    });
    div.title = label(l);
    div.textContent = l.key;
    div.dataset.key = l.key;
    stack.appendChild(div);
  });
}

(function dragToRotate() {
  const viewport = hero.$('viewport');
  let from = null;
  viewport.addEventListener('pointerdown', (e) => { from = [e.clientX, e.clientY]; viewport.setPointerCapture(e.pointerId); });
  viewport.addEventListener('pointerup', () => { from = null; });
  viewport.addEventListener('pointermove', (e) => {
    if (!from) return;
    exploded.ry += (e.clientX - from[0]) * 0.4;
    exploded.rx -= (e.clientY - from[1]) * 0.4;
    from = [e.clientX, e.clientY];
    hero.$('stack').style.transform = `rotateX(${exploded.rx}deg) rotateY(${exploded.ry}deg)`;
  });
})();

function update() { renderTree(); renderSelection(); renderPlot(); renderExploded(); }

hero.$('curve').addEventListener('change', renderPlot);
hero.$('frame').addEventListener('load', renderSelection);
hero.listeners.push(update);

// Golden review: runs the same verification as `hero verify` (/api/verify), lists the samples, and
// compares a failing one with its golden side by side, with a slider, as an overlay, blinking, or
// as a heat map of the differences, optionally zoomed to the box around them. Accept records that
// sample's golden (/api/accept, as `hero record --samples NAME`): only when clicked.
'use strict';

const review = { result: null, sample: null, golden: null, actual: null, blink: null };

function loadImage(url) {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

function pixels(image, width, height) {
  const canvas = document.createElement('canvas');
  canvas.width = width; canvas.height = height;
  const g = canvas.getContext('2d');
  if (image) g.drawImage(image, 0, 0);
  return g.getImageData(0, 0, width, height);
}

async function runVerify() {
  const s = hero.scene;
  if (!s) return;
  hero.$('verdict').textContent = 'verifying…';
  try {
    review.result = await api(`/api/verify?scene=${encodeURIComponent(s.id)}`);
  } catch (e) {
    hero.$('verdict').textContent = '';
    showError(e.detail);
    return;
  }
  const r = review.result;
  const failing = r.samples.filter((x) => x.status !== 'passed');
  hero.$('verdict').textContent = failing.length
    ? `${failing.length} of ${r.samples.length} samples fail (tolerance ${r.tolerance}, budget ${r.pixelBudget} px)`
    : `all ${r.samples.length} samples pass`;
  const list = hero.$('samples');
  list.innerHTML = '';
  for (const sample of r.samples) {
    const li = document.createElement('li');
    li.className = sample.status;
    li.dataset.sample = sample.name;
    li.textContent = `${sample.name} · ${sample.status}` +
      (sample.status === 'failed' ? ` · ${sample.differingPixels} px differ, max Δ ${sample.maxChannelDelta}` : '');
    li.addEventListener('click', () => openSample(sample));
    list.appendChild(li);
  }
  hero.$('compare').hidden = true;
  if (failing.length) openSample(failing[0]);
}

async function openSample(sample) {
  const r = review.result, id = encodeURIComponent(r.id), name = encodeURIComponent(sample.name);
  review.sample = sample;
  for (const li of hero.$('samples').children) li.classList.toggle('current', li.dataset.sample === sample.name);
  const stamp = Date.now();
  review.golden = sample.status === 'missing' ? null : await loadImage(`/api/golden?scene=${id}&sample=${name}&t=${stamp}`);
  review.actual = sample.status === 'passed'
    ? await loadImage(`/api/golden?scene=${id}&sample=${name}&t=${stamp}`)
    : await loadImage(`/api/artefact?scene=${id}&sample=${name}&kind=actual&t=${stamp}`);
  hero.$('facts').textContent =
    `${r.scene} · sample ${sample.name} · t ${sample.time.toFixed(3)} s · frame ${sample.frameIndex} at ${r.fps} fps · ` +
    `${sample.status}: ${sample.differingPixels} px differ (budget ${r.pixelBudget}), max Δ ${sample.maxChannelDelta} ` +
    `(tolerance ${r.tolerance}) · golden ${sample.goldenPath}` +
    (sample.sizeMismatch ? ` · size golden ${sample.goldenSize}, actual ${sample.actualSize}` : '');
  hero.$('accepted').textContent = '';
  hero.$('compare').hidden = false;
  drawComparison();
}

// The box around every pixel whose channels differ by more than the tolerance (null if none).
function differenceBox(a, b, tolerance) {
  let minX = Infinity, minY = Infinity, maxX = -1, maxY = -1;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      const d = Math.max(Math.abs(a.data[i] - b.data[i]), Math.abs(a.data[i + 1] - b.data[i + 1]),
        Math.abs(a.data[i + 2] - b.data[i + 2]), Math.abs(a.data[i + 3] - b.data[i + 3]));
      if (d > tolerance) { minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y); }
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

// Delta per pixel as a heat colour (dark red → yellow); equal pixels as the faded golden.
function heatMap(a, b, tolerance) {
  const out = new ImageData(a.width, a.height);
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.max(Math.abs(a.data[i] - b.data[i]), Math.abs(a.data[i + 1] - b.data[i + 1]),
      Math.abs(a.data[i + 2] - b.data[i + 2]), Math.abs(a.data[i + 3] - b.data[i + 3]));
    if (d > tolerance) {
      const t = d / 255;
      out.data.set([255, Math.round(255 * Math.min(1, t * 2)), Math.round(255 * Math.max(0, t * 2 - 1)), 255], i);
    } else {
      const luma = (299 * a.data[i] + 587 * a.data[i + 1] + 114 * a.data[i + 2]) / 1000;
      const faded = 255 - (255 - luma) / 4;
      out.data.set([faded, faded, faded, 255], i);
    }
  }
  return out;
}

function figure(caption, image, crop, scale) {
  const fig = document.createElement('figure');
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(crop.width * scale); canvas.height = Math.round(crop.height * scale);
  const g = canvas.getContext('2d');
  g.imageSmoothingEnabled = false;
  if (image) g.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, canvas.width, canvas.height);
  const cap = document.createElement('figcaption');
  cap.textContent = caption;
  fig.append(canvas, cap);
  return { fig, canvas, g };
}

function drawComparison() {
  clearInterval(review.blink);
  const views = hero.$('views');
  views.innerHTML = '';
  const { golden, actual, result: r } = review;
  const width = Math.max(golden ? golden.width : 0, actual ? actual.width : 0);
  const height = Math.max(golden ? golden.height : 0, actual ? actual.height : 0);
  if (!width) return;
  const a = pixels(golden, width, height), b = pixels(actual, width, height);
  const box = differenceBox(a, b, r.tolerance);
  const zoom = hero.$('zoom').checked && box;
  const pad = 8;
  const crop = zoom
    ? { x: Math.max(0, box.x - pad), y: Math.max(0, box.y - pad),
        width: Math.min(width, box.x + box.width + pad) - Math.max(0, box.x - pad),
        height: Math.min(height, box.y + box.height + pad) - Math.max(0, box.y - pad) }
    : { x: 0, y: 0, width, height };
  const scale = Math.min(8, 320 / crop.height, 360 / crop.width);
  const mode = document.querySelector('input[name=mode]:checked').value;
  const mix = Number(hero.$('mix').value) / 100;
  if (mode === 'side') {
    views.append(figure('golden', golden, crop, scale).fig, figure('actual', actual, crop, scale).fig);
  } else if (mode === 'slider') {
    const f = figure(`golden | actual (${Math.round(mix * 100)} %)`, golden, crop, scale);
    const cut = f.canvas.width * mix;
    f.g.save(); f.g.beginPath(); f.g.rect(cut, 0, f.canvas.width - cut, f.canvas.height); f.g.clip();
    f.g.clearRect(cut, 0, f.canvas.width - cut, f.canvas.height);
    if (actual) f.g.drawImage(actual, crop.x, crop.y, crop.width, crop.height, 0, 0, f.canvas.width, f.canvas.height);
    f.g.restore();
    f.g.fillStyle = '#0a84ff'; f.g.fillRect(cut - 1, 0, 2, f.canvas.height);
    views.append(f.fig);
  } else if (mode === 'overlay') {
    const f = figure(`actual over golden at ${Math.round(mix * 100)} %`, golden, crop, scale);
    f.g.globalAlpha = mix;
    if (actual) f.g.drawImage(actual, crop.x, crop.y, crop.width, crop.height, 0, 0, f.canvas.width, f.canvas.height);
    views.append(f.fig);
  } else if (mode === 'blink') {
    const f = figure('golden', golden, crop, scale);
    let showingGolden = true;
    review.blink = setInterval(() => {
      showingGolden = !showingGolden;
      const image = showingGolden ? golden : actual;
      f.g.clearRect(0, 0, f.canvas.width, f.canvas.height);
      if (image) f.g.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, f.canvas.width, f.canvas.height);
      f.fig.querySelector('figcaption').textContent = showingGolden ? 'golden' : 'actual';
    }, 500);
    views.append(f.fig);
  } else {
    const heat = document.createElement('canvas');
    heat.width = width; heat.height = height;
    heat.getContext('2d').putImageData(heatMap(a, b, r.tolerance), 0, 0);
    views.append(figure('differences (red: small, yellow: large)', heat, crop, scale).fig);
  }
}

async function accept() {
  const r = review.result, sample = review.sample;
  if (!r || !sample) return;
  try {
    const done = await api(`/api/accept?scene=${encodeURIComponent(r.id)}&sample=${encodeURIComponent(sample.name)}`, { method: 'POST' });
    hero.$('accepted').textContent = `recorded ${done.golden}`;
    await runVerify();
  } catch (e) {
    showError(e.detail);
  }
}

hero.$('verify').addEventListener('click', runVerify);
hero.$('accept').addEventListener('click', accept);
hero.$('zoom').addEventListener('change', drawComparison);
hero.$('mix').addEventListener('input', drawComparison);
for (const radio of document.querySelectorAll('input[name=mode]')) radio.addEventListener('change', drawComparison);
// A golden or scene changed on disk while reviewing: show the comparison as it is now.
hero.listeners.push((index, why) => {
  if (why === 'files' && !hero.$('review').hidden && review.result) runVerify();
});

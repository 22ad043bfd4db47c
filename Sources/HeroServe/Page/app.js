// The player: scene picker, frame-exact scrubber, play/pause, speed, loop/ping-pong, and watching
// the served files (server-sent events). Frames come from /api/frame, rendered by hero itself.
// The page's entry module: inspector.js and review.js import what they share from here.

import { variantSelected } from './viewer.js';

export const hero = {
  scenes: [],        // /api/scenes entries
  cachedFrames: 0,   // how many frames the server keeps rendered (/api/scenes)
  scene: null,       // the selected entry (last good load)
  states: null,      // the whole state dump of the selected scene (/api/states)
  index: 0,          // current frame index
  playing: false,
  direction: 1,      // ping-pong direction
  broken: false,     // the selected scene's file does not load now: no stepping, no prefetch
  prefetching: false, // frames are being rendered ahead in the background
  listeners: [],     // called with the frame index after every change
  $: (id) => document.getElementById(id),
};
// For the browser console (and the browser test): the page's state.
window.hero = hero;

// The token the server hands the page (<meta name="hero-token">): every request that changes
// something carries it, so another site's page open in the same browser cannot.
const token = document.querySelector('meta[name="hero-token"]')?.content;

// Every request of the page goes through here: JSON or a blob back, an Error with the server's
// structured `detail` on a 4xx/5xx.
export async function api(path, options = {}) {
  const method = (options.method || 'GET').toUpperCase();
  const headers = new Headers(options.headers || {});
  if (method !== 'GET' && method !== 'HEAD' && token) headers.set('X-Hero-Token', token);
  let response;
  try {
    response = await fetch(path, { ...options, headers });
  } catch (cause) {
    // No HTTP answer at all (the server stopped, the connection dropped): an error like any other,
    // so every caller's banner says so instead of being cleared.
    const error = new Error(cause.message);
    error.detail = { kind: 'network', message: `hero serve did not answer (${cause.message}); is it still running?` };
    throw error;
  }
  const type = response.headers.get('content-type') || '';
  if (!response.ok) {
    const body = type.includes('json') ? await response.json() : { error: { message: await response.text() } };
    const error = new Error(body.error.message);
    error.detail = body.error;
    throw error;
  }
  return type.includes('json') ? response.json() : response.blob();
}

export function showError(detail) {
  const banner = hero.$('error');
  if (!detail) { banner.hidden = true; banner.textContent = ''; banner.dataset.kind = ''; return; }
  banner.dataset.kind = detail.kind || '';
  const where = detail.file
    ? `${detail.file}${detail.path ? ' · ' + detail.path : ''}${detail.line ? ` · line ${detail.line}, column ${detail.column}` : ''}\n`
    : '';
  banner.textContent = where + (detail.detail || detail.message);
  banner.hidden = false;
}

function frameURL(index) {
  const s = hero.scene;
  return `/api/frame?scene=${encodeURIComponent(s.id)}&index=${index}&v=${s.version}`;
}

// Shows frame `index`; the previous image stays until the new one has loaded (or failed).
export function showFrame(index) {
  const s = hero.scene;
  if (!s) return;
  index = Math.max(0, Math.min(s.frameCount - 1, index));
  hero.index = index;
  hero.$('scrub').value = index;
  const url = frameURL(index);
  const loader = new Image();
  loader.onload = () => {
    if (hero.$('error').dataset.kind === 'network') showError(null); // the server answers again
    if (hero.index === index) hero.$('frame').src = url;
  };
  loader.onerror = () => api(url).catch((e) => showError(e.detail));
  loader.src = url;
  const time = s.fps ? Math.min(index / s.fps, s.duration) : 0;
  const progress = s.frameCount > 1 ? index / (s.frameCount - 1) : 1;
  hero.$('readout').textContent =
    `frame ${index} / ${s.frameCount - 1} · t ${time.toFixed(3)} s of ${s.duration.toFixed(3)} s · ${(progress * 100).toFixed(1)} % · ${s.fps} fps`;
  hero.listeners.forEach((f) => f(index));
}

async function loadScenes() {
  const { scenes, cachedFrames } = await api('/api/scenes');
  hero.scenes = scenes;
  hero.cachedFrames = cachedFrames;
  fillVariants();
  fillScenes();
}

// The variant picker (shown when a scene has variants, docs/variants.md): every value of the
// served variants, then every variant; a value shows the variants that have it, as --variant does.
function fillVariants() {
  const names = [...new Set(hero.scenes.map((s) => s.variant).filter(Boolean))];
  hero.$('variant-picker').hidden = names.length === 0;
  const select = hero.$('variant');
  const current = select.value;
  const values = [...new Set(names.flatMap((n) => n.split('.')))];
  select.innerHTML = '<option value="">all</option>';
  for (const value of [...values, ...names.filter((n) => !values.includes(n))]) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = value;
    select.appendChild(option);
  }
  select.value = [...select.options].some((o) => o.value === current) ? current : '';
}

function variantShown(scene) { return variantSelected(scene.variant, hero.$('variant').value); }

// The scene picker: the scenes the variant picker shows, grouped by variant.
function fillScenes() {
  const select = hero.$('scene');
  const current = select.value;
  select.innerHTML = '';
  const groups = new Map();
  for (const s of hero.scenes.filter(variantShown)) {
    const key = s.variant || '';
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(s);
  }
  for (const [variant, members] of groups) {
    let parent = select;
    if (variant) {
      parent = document.createElement('optgroup');
      parent.label = variant;
      select.appendChild(parent);
    }
    for (const s of members) {
      const option = document.createElement('option');
      option.value = s.id;
      option.textContent = s.error ? `${s.id} (error)` : s.id;
      option.title = s.description || '';
      parent.appendChild(option);
    }
  }
  const shown = [...select.options].map((o) => o.value);
  select.value = shown.includes(current) ? current : shown[0];
}

// Selects the scene in the picker; keeps the last good version when it has an error now.
async function selectScene(keepIndex) {
  const entry = hero.scenes.find((s) => s.id === hero.$('scene').value);
  if (!entry) return;
  hero.$('file').textContent = entry.file;
  hero.$('file').title = entry.description || '';
  hero.broken = Boolean(entry.error);
  document.body.classList.toggle('broken', hero.broken);
  if (entry.error) { pause(); showError(entry.error); return; }
  showError(null);
  const changed = !hero.scene || hero.scene.id !== entry.id || hero.scene.version !== entry.version;
  hero.scene = entry;
  hero.$('scrub').max = entry.frameCount - 1;
  if (changed) {
    const states = await api(`/api/states?scene=${encodeURIComponent(entry.id)}`);
    // Another scene (or version) was selected while this dump was on its way: that one is shown,
    // and this late answer must not replace its layers.
    if (hero.scene !== entry) return;
    hero.states = states;
  }
  document.body.dataset.version = `${entry.id}@${entry.version}`;
  showFrame(keepIndex ? hero.index : 0);
  prefetch(entry);
}

// Renders the frames once in the background (two at a time) so playback is smooth: as many as
// the server keeps, so a long scene does not make it render frames it would only forget again.
// Stops at the first frame that fails, and as soon as the scene's file breaks: a broken scene
// must not cost a request per frame that can only fail.
async function prefetch(entry) {
  let next = 0;
  let failed = false;
  const count = Math.min(entry.frameCount, hero.cachedFrames);
  const worker = async () => {
    while (next < count && hero.scene === entry && !hero.broken && !failed) {
      const i = next++;
      const response = await fetch(frameURL(i)).catch(() => null);
      if (!response || !response.ok) failed = true;
      else await response.arrayBuffer().catch(() => {});
    }
  };
  hero.prefetching = true;
  await Promise.all([worker(), worker()]);
  if (hero.scene === entry) hero.prefetching = false;
}

// While the scene's file is broken the frame on screen is the last good one: stepping or playing
// would ask for frames that cannot render.
function step(delta) { pause(); if (!hero.broken) showFrame(hero.index + delta); }

function play() {
  const s = hero.scene;
  if (!s || hero.broken) return;
  if (hero.index >= s.frameCount - 1 && hero.$('repeat').value === 'once') showFrame(0);
  hero.playing = true;
  hero.$('play').textContent = '❚❚';
  let last = performance.now();
  let position = hero.index;
  const tick = (now) => {
    if (!hero.playing || hero.scene !== s) return;
    position += hero.direction * ((now - last) / 1000) * s.fps * Number(hero.$('speed').value);
    last = now;
    const lastFrame = s.frameCount - 1;
    const repeat = hero.$('repeat').value;
    if (position > lastFrame || position < 0) {
      if (repeat === 'loop') position = position > lastFrame ? 0 : lastFrame;
      else if (repeat === 'pingpong') { hero.direction *= -1; position = Math.max(0, Math.min(lastFrame, position)); }
      else { showFrame(lastFrame); pause(); return; }
    }
    if (Math.round(position) !== hero.index) showFrame(Math.round(position));
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

function pause() { hero.playing = false; hero.$('play').textContent = '▶'; }

function watch() {
  const events = new EventSource('/api/events');
  events.addEventListener('change', async () => {
    await loadScenes();
    await selectScene(true);
    hero.listeners.forEach((f) => f(hero.index, 'files'));
  });
}

document.addEventListener('keydown', (event) => {
  if (event.target.tagName === 'SELECT' || (event.target.tagName === 'INPUT' && event.target.type !== 'range')) return;
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    event.preventDefault();
    step((event.key === 'ArrowRight' ? 1 : -1) * (event.shiftKey ? 10 : 1));
  } else if (event.key === ' ') {
    event.preventDefault();
    hero.playing ? pause() : play();
  }
});

hero.$('scrub').addEventListener('input', (e) => {
  pause();
  if (hero.broken) { e.target.value = hero.index; return; }
  showFrame(Number(e.target.value));
});
hero.$('play').addEventListener('click', () => (hero.playing ? pause() : play()));
hero.$('scene').addEventListener('change', () => { pause(); hero.scene = null; selectScene(false); });
hero.$('variant').addEventListener('change', () => {
  const before = hero.$('scene').value;
  fillScenes();
  if (hero.$('scene').value !== before) { pause(); hero.scene = null; selectScene(false); }
});
for (const button of document.querySelectorAll('#tabs button')) {
  button.addEventListener('click', () => {
    for (const b of document.querySelectorAll('#tabs button')) b.classList.toggle('active', b === button);
    for (const tab of document.querySelectorAll('.tab')) tab.hidden = tab.id !== button.dataset.tab;
    hero.listeners.forEach((f) => f(hero.index, 'tab'));
  });
}

loadScenes().then(() => selectScene(false)).then(watch).catch((e) => showError(e.detail || { message: String(e) }));

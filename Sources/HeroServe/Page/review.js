// Golden review: runs the same verification as `hero verify` (/api/verify) on this scene or on
// every served scene, lists the samples, and shows a failing one in the golden viewer (viewer.js,
// the same module the verify report inlines). Accept records goldens (/api/accept, /api/accept-all
// as `hero record --samples`) only when clicked; the notice that says what was recorded stays until
// dismissed and offers Undo, which puts the previous goldens back, until Keep is pressed or the page
// is closed.
import { hero, api, showError } from './app.js';
import { createViewer, viewerKey } from './viewer.js';

const review = { result: null, sample: null, viewer: null, mode: 'side', run: new Map(), undo: [] };
window.heroReview = review;

const failing = (result) => result.samples.filter((x) => x.status !== 'passed');

// One verification at a time, and its images loaded before the next starts: a verification
// rewrites the scene's failure images, so one running beside another (an Accept's and the file
// watcher's) would remove the images the first one's sample is loading.
let queue = Promise.resolve();
let verifyQueued = false;
function serial(task) {
  const run = queue.then(task, task);
  queue = run.catch(() => {});
  return run;
}

function runVerify() {
  if (verifyQueued) return queue;
  verifyQueued = true;
  return serial(() => { verifyQueued = false; return verifyNow(); });
}

async function verifyNow() {
  const s = hero.scene;
  if (!s || hero.broken) return;
  hero.$('verdict').textContent = 'verifying…';
  try {
    review.result = await api(`/api/verify?scene=${encodeURIComponent(s.id)}`);
  } catch (e) {
    hero.$('verdict').textContent = '';
    showError(e.detail);
    return;
  }
  review.run.set(review.result.id, review.result);
  await showResult();
  showRun();
}

async function showResult() {
  const r = review.result;
  const failures = failing(r);
  hero.$('verdict').textContent = failures.length
    ? `${failures.length} of ${r.samples.length} samples fail (tolerance ${r.tolerance}, budget ${r.pixelBudget} px)`
    : `all ${r.samples.length} samples pass`;
  const acceptScene = hero.$('accept-scene');
  acceptScene.hidden = failures.length < 2;
  acceptScene.textContent = `Accept all ${failures.length} failing samples of this scene`;
  const list = hero.$('samples');
  list.replaceChildren();
  for (const sample of r.samples) {
    const li = document.createElement('li');
    li.className = sample.status;
    li.dataset.sample = sample.name;
    li.textContent = `${sample.name} · ${sample.status}` +
      (sample.status === 'failed' ? ` · ${sample.differingPixels} px differ, max Δ ${sample.maxChannelDelta}` : '');
    li.addEventListener('click', () => serial(() => openSample(sample).ready));
    list.appendChild(li);
  }
  hero.$('compare').hidden = true;
  if (review.viewer) { review.mode = review.viewer.state.mode; review.viewer.destroy(); review.viewer = null; }
  if (failures.length) await openSample(failures[0]).ready;
}

// The run: every scene verified while the page is open, and how many samples fail in all.
function showRun() {
  let samples = 0, scenes = 0;
  for (const result of review.run.values()) {
    const n = failing(result).length;
    samples += n;
    if (n) scenes++;
  }
  const button = hero.$('accept-run');
  // One failing scene, the one shown: its own Accept all says the same.
  const onlyThisScene = scenes === 1 && review.result && failing(review.result).length === samples;
  button.hidden = samples === 0 || onlyThisScene;
  button.textContent = `Accept all ${samples} failing samples of ${scenes} scene${scenes === 1 ? '' : 's'}`;
  hero.$('run-verdict').textContent = review.run.size
    ? `${review.run.size} scene${review.run.size === 1 ? '' : 's'} verified: ${samples} failing samples` : '';
}

async function verifyAll() {
  const button = hero.$('verify-all');
  button.disabled = true;
  try {
    for (const entry of hero.scenes) {
      if (entry.error) continue;
      await serial(async () => {
        hero.$('run-verdict').textContent = `verifying ${entry.id}…`;
        try {
          const result = await api(`/api/verify?scene=${encodeURIComponent(entry.id)}`);
          review.run.set(result.id, result);
          if (hero.scene && result.id === hero.scene.id) { review.result = result; await showResult(); }
        } catch (e) {
          showError(e.detail);
        }
      });
    }
  } finally {
    button.disabled = false;
    showRun();
  }
}

// Shows `sample` of the current result in the viewer; returns the viewer (its `ready` resolves
// once the images are loaded).
function openSample(sample) {
  const r = review.result, id = encodeURIComponent(r.id), name = encodeURIComponent(sample.name);
  review.sample = sample;
  for (const li of hero.$('samples').children) li.classList.toggle('current', li.dataset.sample === sample.name);
  const stamp = Date.now();
  const golden = `/api/golden?scene=${id}&sample=${name}&t=${stamp}`;
  const artefact = (kind) => `/api/artefact?scene=${id}&sample=${name}&kind=${kind}&t=${stamp}`;
  hero.$('facts').textContent =
    `${r.scene} · sample ${sample.name} · t ${sample.time.toFixed(3)} s · frame ${sample.frameIndex} at ${r.fps} fps · ` +
    `${sample.status}: ${sample.differingPixels} px differ (budget ${r.pixelBudget}), max Δ ${sample.maxChannelDelta} ` +
    `(tolerance ${r.tolerance}) · golden ${sample.goldenPath}` +
    (sample.sizeMismatch ? ` · size golden ${sample.goldenSize}, actual ${sample.actualSize}` : '');
  hero.$('compare').hidden = false;
  hero.$('accept').hidden = sample.status === 'passed';
  if (review.viewer) { review.mode = review.viewer.state.mode; review.viewer.destroy(); }
  const passed = sample.status === 'passed';
  return review.viewer = createViewer(hero.$('viewer'), {
    golden: sample.status === 'missing' ? null : golden,
    actual: passed ? golden : artefact('actual'),
    diff: passed || sample.status === 'missing' ? null : artefact('diff'),
    box: sample.differenceBox || null,
    tolerance: r.tolerance,
  }, { mode: review.mode });
}

// Says what was recorded, with Undo and Keep; stays until dismissed (a re-verify does not clear it).
function notify(done, what) {
  const notice = hero.$('notice');
  const item = document.createElement('div');
  item.className = 'notice';
  const text = document.createElement('span');
  text.textContent = done.partial
    ? `Accept stopped part way (${what}); Undo puts back the goldens it replaced.`
    : done.count
    ? `Recorded ${done.count} golden${done.count === 1 ? '' : 's'} (${what}): ` + done.accepted.map((a) => `${a.id} ${a.sample}`).join(', ')
    : `Nothing to accept (${what}).`;
  item.append(text);
  if (done.undo) {
    const token = done.undo;
    review.undo.push(token);
    const undo = button('Undo', async () => {
      try {
        const back = await serial(() => api(`/api/undo?token=${encodeURIComponent(token)}`, { method: 'POST' }));
        forget(token);
        text.textContent = `Undone: ${back.restored} golden${back.restored === 1 ? '' : 's'} put back as they were.`;
        undo.remove(); keep.remove();
        await reverify();
      } catch (e) { showError(e.detail); }
    });
    const keep = button('Keep', async () => {
      forget(token);
      undo.remove(); keep.remove();
      text.textContent += ' (kept)';
      await api(`/api/undo?token=${encodeURIComponent(token)}`, { method: 'DELETE' }).catch(() => {});
    });
    undo.className = 'undo'; keep.className = 'keep';
    item.append(undo, keep);
  }
  const close = button('×', () => item.remove());
  close.className = 'dismiss';
  close.title = 'dismiss';
  item.append(close);
  notice.prepend(item);
}

function button(label, action) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', action);
  return b;
}

function forget(token) { review.undo = review.undo.filter((t) => t !== token); }

// After an accept or an undo: every scene verified so far is verified again, one by one (the
// accepted ones no longer fail; the run's count follows as each answer comes).
async function reverify() {
  for (const id of [...review.run.keys()]) {
    if (hero.scene && id === hero.scene.id) continue;
    await serial(async () => {
      try { review.run.set(id, await api(`/api/verify?scene=${encodeURIComponent(id)}`)); } catch { review.run.delete(id); }
      showRun();
    });
  }
  await runVerify();
}

async function accept(url, what) {
  try {
    // In the queue: an accept makes the server forget the scene's verification and its images.
    const done = await serial(() => api(url, { method: 'POST' }));
    notify(done, what);
    await reverify();
  } catch (e) {
    showError(e.detail);
    // The server kept what it replaced before failing: offer to put it back.
    if (e.detail && e.detail.undo) {
      notify({ partial: true, undo: e.detail.undo }, what);
      await reverify();
    }
  }
}

hero.$('verify').addEventListener('click', runVerify);
hero.$('verify-all').addEventListener('click', verifyAll);
hero.$('accept').addEventListener('click', () => {
  const r = review.result, sample = review.sample;
  if (r && sample) accept(`/api/accept?scene=${encodeURIComponent(r.id)}&sample=${encodeURIComponent(sample.name)}`, `${r.id} ${sample.name}`);
});
hero.$('accept-scene').addEventListener('click', () => {
  const r = review.result;
  if (r) accept(`/api/accept-all?scene=${encodeURIComponent(r.id)}`, `every failing sample of ${r.id}`);
});
hero.$('accept-run').addEventListener('click', () => accept('/api/accept-all', 'every failing sample of the run'));
// Closing the page keeps what was accepted: the server may forget the old goldens.
window.addEventListener('pagehide', () => {
  for (const token of review.undo) {
    api(`/api/undo?token=${encodeURIComponent(token)}`, { method: 'DELETE', keepalive: true }).catch(() => {});
  }
});
// The viewer's keys (1–6 mode, z zoom, c crop) while the Review tab shows a sample.
document.addEventListener('keydown', (event) => {
  if (hero.$('review').hidden || hero.$('compare').hidden || event.target.closest('input, select, textarea')) return;
  if (viewerKey(review.viewer, event)) event.preventDefault();
});
// A golden or scene changed on disk while reviewing: show the comparison as it is now.
hero.listeners.push((index, why) => {
  if (why === 'files' && !hero.$('review').hidden && review.result && !hero.broken) runVerify();
});

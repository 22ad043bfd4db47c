// The verify report's page script, inlined after viewer.js in one module: a sample's viewer is
// built when its row is opened (the first failing sample of each scene starts open); the summary
// table filters by scene and status; j/n and k/p move between failing samples.
const start = location.hash.slice(1);
const startMode = modes.some(([m]) => m === start) ? start : 'side';
const viewers = new Map();

function open(details) {
  if (viewers.has(details)) return;
  const images = JSON.parse(details.dataset.images);
  const root = details.querySelector('.viewer');
  const viewer = createViewer(root, images, { mode: startMode });
  viewers.set(details, viewer);
  viewer.ready.then(() => { details.dataset.ready = 'true'; });
}

for (const details of document.querySelectorAll('details.sample')) {
  if (details.open) open(details);
  details.addEventListener('toggle', () => { if (details.open) open(details); });
}

// Filters: a scene id substring, a status and (in a run with variants) a variant or one of its
// values, as --variant selects; hides table rows and scene sections alike.
const filterText = document.getElementById('filter');
const filterStatus = document.getElementById('status');
const filterVariant = document.getElementById('variant');
function variantShown(item) { return variantSelected(item.dataset.variant, filterVariant ? filterVariant.value : ''); }
function applyFilter() {
  const text = filterText.value.trim().toLowerCase();
  const status = filterStatus.value;
  for (const item of document.querySelectorAll('[data-scene]')) {
    const shown = item.dataset.scene.toLowerCase().includes(text) && (status === 'all' || item.dataset.status === status)
      && variantShown(item);
    item.hidden = !shown;
  }
}
filterText.addEventListener('input', applyFilter);
filterStatus.addEventListener('change', applyFilter);
if (filterVariant) filterVariant.addEventListener('change', applyFilter);

// Keyboard: the next / previous failing sample that the filter shows, opened and scrolled to; the
// viewer's own keys (1–6, z, c) go to the current sample, or the first open one.
let current = -1;
document.addEventListener('keydown', (event) => {
  if (event.target.closest('input, select, textarea') || event.ctrlKey || event.metaKey || event.altKey) return;
  const step = { j: 1, n: 1, k: -1, p: -1 }[event.key];
  if (!step) {
    const target = document.querySelector('details.sample.current[open]') || document.querySelector('details.sample[open]');
    if (target && viewerKey(viewers.get(target), event)) event.preventDefault();
    return;
  }
  const samples = [...document.querySelectorAll('details.sample')].filter((d) => !d.closest('[hidden]'));
  if (!samples.length) return;
  const here = samples.indexOf(document.querySelector('details.sample.current'));
  current = here < 0 ? (step > 0 ? 0 : samples.length - 1) : Math.max(0, Math.min(samples.length - 1, here + step));
  for (const d of samples) d.classList.toggle('current', d === samples[current]);
  const target = samples[current];
  target.open = true;
  open(target);
  target.scrollIntoView({ block: 'start' });
  target.querySelector('summary').focus({ preventScroll: true });
  event.preventDefault();
});

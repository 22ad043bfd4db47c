// The selected layer's properties as a table a person reads: points as "x, y", colours as a swatch
// and rgba, the transform as translate / scale / rotate when it is a 2D one that decomposes that
// way (the 4×4 matrix one click away), numbers rounded.

const round = (v) => (Number.isInteger(v) ? String(v) : String(Math.round(v * 1000) / 1000));
const near = (a, b) => Math.abs(a - b) < 1e-9;

// A row-major 4×4 transform (Core Animation's m11…m44, row vectors) as its 2D parts, or null when
// it moves z, has perspective, or skews (then only the matrix says what it does).
export function decompose(m) {
  if (!Array.isArray(m) || m.length !== 16) return null;
  const flat = [2, 3, 6, 7, 8, 9, 11, 14].every((i) => near(m[i], 0)) && near(m[10], 1) && near(m[15], 1);
  if (!flat) return null;
  const [a, b, c, d, tx, ty] = [m[0], m[1], m[4], m[5], m[12], m[13]];
  const sx = Math.hypot(a, b);
  if (near(sx, 0) || !near(a * c + b * d, 0)) return null;
  const sy = (a * d - b * c) / sx;
  return { translate: [tx, ty], scale: [sx, sy], rotate: (Math.atan2(b, a) * 180) / Math.PI };
}

function transformText(m) {
  const parts = decompose(m);
  if (!parts) return null;
  const out = [];
  if (!near(parts.translate[0], 0) || !near(parts.translate[1], 0)) out.push(`translate(${parts.translate.map(round).join(', ')})`);
  if (!near(parts.scale[0], 1) || !near(parts.scale[1], 1)) {
    out.push(near(parts.scale[0], parts.scale[1]) ? `scale(${round(parts.scale[0])})` : `scale(${parts.scale.map(round).join(', ')})`);
  }
  if (!near(parts.rotate, 0)) out.push(`rotate(${round(parts.rotate)}°)`);
  return out.length ? out.join(' ') : 'identity';
}

function isColour(name, v) {
  return /color$/i.test(name) && Array.isArray(v) && v.length === 4 && v.every((x) => typeof x === 'number');
}

function cell(name, value) {
  const td = document.createElement('td');
  if (value === null || value === undefined) { td.textContent = '–'; td.className = 'none'; return td; }
  if (name === 'transform') {
    const text = transformText(value);
    const details = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = text || 'matrix (3D or skewed)';
    const grid = document.createElement('table');
    grid.className = 'matrix';
    for (let r = 0; r < 4; r++) {
      const tr = grid.insertRow();
      for (let c = 0; c < 4; c++) tr.insertCell().textContent = round(value[r * 4 + c]);
    }
    details.append(summary, grid);
    if (!text) details.open = true;
    td.append(details);
    return td;
  }
  if (isColour(name, value)) {
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    const [r, g, b, a] = value;
    swatch.style.background = `rgba(${r * 255}, ${g * 255}, ${b * 255}, ${a})`;
    td.append(swatch, ` rgba(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)}, ${round(a)})`);
    return td;
  }
  if (Array.isArray(value) && value.every((x) => typeof x === 'number')) { td.textContent = value.map(round).join(', '); return td; }
  if (typeof value === 'number') { td.textContent = round(value); return td; }
  if (typeof value === 'object') { td.textContent = JSON.stringify(value); return td; }
  td.textContent = String(value);
  return td;
}

/// A <table> of `layer`'s own properties (its sublayers left out), in the state dump's order.
export function propertiesTable(layer) {
  const table = document.createElement('table');
  table.className = 'properties';
  for (const [name, value] of Object.entries(layer)) {
    if (name === 'sublayers') continue;
    const tr = table.insertRow();
    tr.dataset.property = name;
    const th = document.createElement('th');
    th.textContent = name;
    tr.append(th, cell(name, value));
  }
  return table;
}

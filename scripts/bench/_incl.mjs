import { readFileSync } from 'node:fs';
const prof = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map(); const dt = prof.timeDeltas; 
let t = 0; const times = dt.map((d) => (t += d)); const from = t - Number(process.env.WINDOW_S ?? 10.5) * 1e6;
prof.samples.forEach((id, i) => { if (times[i] >= from) self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)); });
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const total = [...self.values()].reduce((a, b) => a + b, 0);
const incl = new Map();
for (const [id, t] of self) { const seen = new Set(); let cur = id; while (cur !== undefined) { const n = byId.get(cur); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*node_modules\//, '').replace(/.*dist\//,'')}:${f.lineNumber}`; if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + t); } cur = parent.get(cur); } }
const pat = new RegExp(process.argv[3] ?? '.');
[...incl].filter(([k]) => pat.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 60)).forEach(([k, t]) => console.log((100 * t / total).toFixed(1).padStart(5), k));

// Reads a V8 .cpuprofile (run.mjs --cpu-prof) and prints where the server's CPU went, by package and by function,
// over the last seconds of the profile only (the run measured last), since start-up and warm-up would blur it.
// Usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [seconds, default 11] [skip the last seconds, default 1]
import { readFileSync } from 'node:fs';

const [file, seconds = '11', skip = '1'] = process.argv.slice(2);
if (!file) {
  process.stderr.write('Usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [seconds] [skip]\n');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const from = profile.endTime - Number(seconds) * 1e6;
const to = profile.endTime - Number(skip) * 1e6;

/** Self time in microseconds per profile node, within the window. */
const selfTime = new Map();
let time = profile.startTime;
profile.samples.forEach((id, i) => {
  time += profile.timeDeltas[i];
  if (time >= from && time <= to) selfTime.set(id, (selfTime.get(id) ?? 0) + profile.timeDeltas[i]);
});

function packageOf({ url, functionName }) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return 'node core';
  return url ? 'the app' : functionName; // (idle), (garbage collector), native calls such as writev
}

const byPackage = new Map();
const byFunction = new Map();
let total = 0;
for (const [id, micros] of selfTime) {
  const frame = nodes.get(id).callFrame;
  const where = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(dist|server)\//, '$1/')}:${frame.lineNumber + 1}`;
  byPackage.set(packageOf(frame), (byPackage.get(packageOf(frame)) ?? 0) + micros);
  byFunction.set(where, (byFunction.get(where) ?? 0) + micros);
  total += micros;
}

const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
process.stdout.write(`${(total / 1e6).toFixed(1)} s of samples\n\nBy package:\n${top(byPackage, 20)}\n\nBy function (self time):\n${top(byFunction, 30)}\n`);

// 200 invented leads for the portal endpoints: varied enough (intent, budget, rooms, area, timeline, visit, length)
// that the offline analyzer takes its different paths, and seeded, so every run imports the same file.
import { writeFileSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';

const FIRST = ['Priya', 'Daniel', 'Mei', 'Arjun', 'Sofia', 'Liam', 'Aisha', 'Tomás', 'Yuki', 'Grace', 'Omar', 'Elena', 'Kwame', 'Hana', 'Lucas', 'Zara'];
const LAST = ['Sharma', 'Okafor', 'Lin', 'Patel', 'Rossi', 'Nguyen', 'Khan', 'García', 'Tanaka', 'Mensah', 'Novak', 'Berg', 'Silva'];
const AREAS = ['Fremont', 'Riverside Park', 'Downtown', 'Oak Hill', 'San Mateo', 'Maple Grove', 'Lakeview', 'Sunnyvale'];
const TYPES = ['apartment', 'house', 'condo', 'townhouse', 'studio'];
const FEATURES = ['a garage', 'in-unit laundry', 'a garden', 'parking', 'a balcony', 'a pool', 'pets allowed'];
const TIMELINES = ['before the school year starts', 'next month', 'in the next 3 months', 'sometime next year', 'as soon as possible'];
const INTENTS = ['buy', 'rent', 'sell', 'invest', '', 'browse'];

/** A small deterministic generator (mulberry32), so the file is the same on every run. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function conversation(pick, intent) {
  const rooms = 1 + Math.floor(pick() * 4);
  const type = pick(TYPES);
  const area = pick(AREAS);
  const budget = intent === 'rent' ? `$${(1500 + Math.floor(pick() * 30) * 100).toLocaleString('en-US')} a month` : `$${300 + Math.floor(pick() * 60) * 10},000`;
  const lines = [
    `Agent: Hi, thanks for your enquiry. Are you looking to ${intent === 'sell' ? 'sell' : 'rent or buy'}?`,
    intent === 'sell'
      ? `Lead: I want to sell my ${rooms} bedroom ${type} in ${area}. What could it be worth?`
      : `Lead: I would like to ${intent === 'rent' ? 'rent' : 'buy'} a ${rooms} bedroom ${type} in ${area}, with ${pick(FEATURES)}.`,
    'Agent: What budget do you have in mind?',
    `Lead: Up to ${budget}. ${pick() < 0.5 ? 'We are pre-approved for a mortgage.' : 'I am still comparing options.'}`,
    'Agent: And when would you like to move?',
    `Lead: Ideally ${pick(TIMELINES)}.`,
  ];
  // Longer threads for some leads: conversation length is what the analyzer's cost grows with.
  for (let extra = Math.floor(pick() * 8); extra > 0; extra--) {
    lines.push(`Agent: I found a ${type} near ${pick(AREAS)} with ${pick(FEATURES)}. Would that work?`);
    lines.push(pick() < 0.5 ? `Lead: Maybe, but I really need ${pick(FEATURES)}.` : 'Lead: That sounds good, please send me the details.');
  }
  if (pick() < 0.4) lines.push(`Lead: Can we visit on ${pick(['Saturday morning', 'Thursday after 5', 'Monday'])}?`);
  if (pick() < 0.15) lines.push('Lead: Actually we are not ready to decide this year, just looking for now.');
  return lines.join('\n');
}

/** Writes the CSV (columns ID, Name, Past Chats, Previous Intent) and returns its path. */
export function writeLeadsCsv(file, count = 200) {
  const next = random(20261123);
  const pick = (list) => (list ? list[Math.floor(next() * list.length)] : next());
  const rows = [['ID', 'Name', 'Past Chats', 'Previous Intent']];
  for (let i = 1; i <= count; i++) {
    const intent = pick(INTENTS);
    rows.push([`bench-${i}`, `${pick(FIRST)} ${pick(LAST)} ${i}`, conversation(pick, intent || 'buy'), intent]);
  }
  writeFileSync(file, stringify(rows));
  return file;
}

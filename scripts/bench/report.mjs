// The results as Markdown tables ready for docs/performance.md, and the targets of issue 7 checked as PASS/FAIL.

const TARGETS = {
  listP99Ms: 50,
  searchP99Ms: 100,
  buyerInfoWireKb: 60,
  scoringSeconds: 60,
  pageWhileScoringP99Ms: 50,
  contactP99Ms: 50,
  contactShareOfInsert: 0.5,
  pageShareOfStatic: 1 / 3,
};

const number = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const ratio = (n) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');

/** PASS/FAIL for each target; a target whose measurement did not run is left out. */
export function checkTargets(results, settings) {
  const { page, staticBaseline, contact, insertBaseline } = results;
  const targets = [];
  if (contact) {
    const p99 = contact.rounds.medianP99;
    targets.push({ target: `POST /api/contact p99 ≤ ${TARGETS.contactP99Ms} ms at ${settings.connections} connections`, measured: `${p99} ms`, pass: p99 <= TARGETS.contactP99Ms });
    const errors = contact.rounds.errors;
    targets.push({ target: 'POST /api/contact: zero errors', measured: number(errors), pass: errors === 0 });
  }
  if (contact && insertBaseline) {
    const share = contact.rounds.medianRatio;
    targets.push({ target: 'POST /api/contact ≥ ½ of the raw INSERT rate', measured: `${ratio(share)} ×`, pass: share >= TARGETS.contactShareOfInsert });
  }
  const book = results.leadBook;
  if (book) {
    const kb = book.buyerInfoWire.bytes / 1024;
    targets.push(
      { target: `GET /api/leads (first page of ${number(book.book)}) p99 ≤ ${TARGETS.listP99Ms} ms at ${settings.connections} connections`, measured: `${book.list.p99} ms`, pass: book.list.p99 <= TARGETS.listP99Ms && book.list.errors === 0 },
      { target: `GET /api/leads?q=<a name> p99 ≤ ${TARGETS.searchP99Ms} ms at ${settings.connections} connections`, measured: `${book.search.p99} ms`, pass: book.search.p99 <= TARGETS.searchP99Ms && book.search.errors === 0 },
      { target: `GET /api/buyer-info ≤ ${TARGETS.buyerInfoWireKb} KB on the wire`, measured: `${kb.toFixed(1)} KB (${book.buyerInfoWire.encoding})`, pass: kb <= TARGETS.buyerInfoWireKb },
      { target: `Scoring ${number(book.book)} imported leads in the background ≤ ${TARGETS.scoringSeconds} s`, measured: `${book.scoredIn.toFixed(1)} s`, pass: book.scoredIn <= TARGETS.scoringSeconds },
      { target: `Prerendered page p99 ≤ ${TARGETS.pageWhileScoringP99Ms} ms while they are scored`, measured: `${book.pageWhileScoring.p99} ms`, pass: book.pageWhileScoring.p99 <= TARGETS.pageWhileScoringP99Ms },
    );
  }
  if (page && staticBaseline) {
    const share = page.rounds.medianRatio;
    targets.push({ target: 'Prerendered page ≥ ⅓ of the bare static server’s rate', measured: `${ratio(share)} ×`, pass: share >= TARGETS.pageShareOfStatic });
  }
  return targets;
}

/** Every round of a measurement taken in rounds: its ratio to the baseline and its p99. */
function roundsLine(label, measured) {
  if (!measured || measured.rounds.ratios.length < 2) return '';
  const { ratios, p99s } = measured.rounds;
  return `${label}, round by round: ÷ baseline ${ratios.map(ratio).join(', ')}; p99 ${p99s.join(', ')} ms.\n`;
}

const cpu = (n) => (Number.isFinite(n) ? n.toFixed(2) : '–');

function row(label, m, versus = '') {
  return `| ${label} | ${number(m.requestsPerSecond)} | ${m.p50} | ${m.p99} | ${number(m.errors)} | ${cpu(m.serverCpuMsPerRequest)} | ${cpu(m.databaseCpuMsPerRequest)} | ${versus} |`;
}

/** The results table, the targets table and the machine line, as Markdown. */
export function markdown(results, machine, settings) {
  const { page, staticBaseline, contact, insertBaseline, aiCached, aiUncached, buyerInfo } = results;
  const lines = ['| Measurement | Requests/s | p50 ms | p99 ms | Errors | Server CPU ms/request | PostgreSQL CPU ms/request | App ÷ baseline |', '|---|---|---|---|---|---|---|---|'];
  if (page) lines.push(row(`GET ${page.path} (prerendered, ${page.encoding}, ${number(page.bytes)} B)`, page, staticBaseline ? ratio(page.requestsPerSecond / staticBaseline.requestsPerSecond) : ''));
  if (staticBaseline) lines.push(row('↳ baseline: bare `node:http`, same bytes from memory', staticBaseline));
  if (contact) lines.push(row('POST /api/contact (the enquiry and its 2 e-mails, 1 statement)', contact, insertBaseline ? ratio(contact.requestsPerSecond / insertBaseline.requestsPerSecond) : ''));
  if (insertBaseline) lines.push(row(`↳ baseline: raw \`pg\` INSERT loop, the app's statement (${insertBaseline.rowsPerStatement} rows), pool of ${insertBaseline.poolSize}`, insertBaseline));
  if (aiCached) lines.push(row(`POST /api/ai-analysis, cached (${aiCached.leads} leads in turn)`, aiCached));
  if (aiUncached) lines.push(row('POST /api/ai-analysis, uncached (every conversation new)', aiUncached));
  if (buyerInfo) lines.push(row(`GET /api/buyer-info (the first ${buyerInfo.leads} leads by score)`, buyerInfo));
  const book = results.leadBook;
  if (book) {
    lines.push(row(`GET / while ${number(book.book)} leads are scored (worst of ${book.pageWhileScoring.runs} runs)`, book.pageWhileScoring));
    lines.push(row(`GET /api/leads, first page of ${number(book.book)} (${number(book.others)} more in other licences)`, book.list));
    if (book.listUncached) lines.push(row('↳ the same page read from the database each time (`?limit=49`: not the page kept for 2 s)', book.listUncached));
    lines.push(row('GET /api/leads?q=<a full name>, 200 names in turn', book.search));
    if (book.floor) lines.push(row('↳ floor: GET /api/leads?limit=1 (the session, the licence, one lead)', book.floor));
  }

  const targets = checkTargets(results, settings);
  const targetLines = ['| Target | Measured | Result |', '|---|---|---|', ...targets.map((t) => `| ${t.target} | ${t.measured} | ${t.pass ? 'PASS' : 'FAIL'} |`)];
  const roundLines = roundsLine(`GET ${page?.path}`, page) + roundsLine('POST /api/contact', contact);

  const about =
    `${settings.connections} connections from ${settings.addresses} client address${settings.addresses === 1 ? '' : 'es'}, ` +
    `${settings.seconds} s per run after a ${settings.warmupSeconds} s warm-up, rate limits counted ${settings.rateLimits === 'Redis' ? 'in Redis' : 'in process'}; ` +
    `${machine.date.slice(0, 10)}, ${machine.cpu}, ${machine.cores} cores, ${machine.ramGiB} GiB RAM, Node ${machine.node}, ` +
    `PostgreSQL ${machine.postgres} (synchronous_commit=${insertBaseline?.synchronousCommit ?? results.synchronousCommit}), ` +
    `load average at start ${machine.loadAverageAtStart.join(' ')}.`;
  const roundsNote = roundLines
    ? `\nThe page and the contact form were measured in ${settings.rounds} rounds, baseline then app each time; the table shows the round with the median ratio, and the targets use the median ratio and the median p99.\n${roundLines}`
    : '';
  return { tables: `${lines.join('\n')}\n\n${targetLines.join('\n')}\n${roundsNote}\n${about}\n${mailLine(results.mail)}${bookLine(book)}`, targets };
}

function bookLine(book) {
  if (!book) return '';
  return (
    `\nLead book: ${number(book.others)} leads of ${book.others / 5_000} other licences imported and scored in ${book.othersScoredIn.toFixed(0)} s first; ` +
    `then ${number(book.book)} imported in ${book.importSeconds.toFixed(1)} s and scored in the background in ${book.scoredIn.toFixed(1)} s; ` +
    `buyer-info ${number(book.buyerInfoWire.bytes)} B on the wire (${book.buyerInfoWire.encoding}).\n`
  );
}

function mailLine(mail) {
  if (!mail) return '';
  const afterwards = mail.deliveredPerSecondAfterwards === null ? '' : `, then ${number(mail.deliveredPerSecondAfterwards)} a second once the load stopped`;
  const outbox = Object.entries(mail.outboxAtEnd).map(([status, n]) => `${number(n)} ${status}`);
  return (
    `\nMail: the worker delivered ${number(mail.deliveredDuringRuns)} e-mails while POST /api/contact was measured ` +
    `(each request queues two)${afterwards}; outbox at the end: ${outbox.join(', ')}.\n`
  );
}

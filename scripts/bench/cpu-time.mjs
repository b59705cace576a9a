// CPU time a process spent (user + system, all its threads), from /proc: per request, it is far steadier than
// requests/s when other work shares the machine, so it is the number to compare two builds by.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ; `getconf CLK_TCK` is 100 on every mainstream Linux

/** Milliseconds of CPU used so far by process `pid`, or NaN where /proc is not there (macOS, Windows). */
export function processCpuMs(pid) {
  return procStat(pid)?.cpuMs ?? NaN;
}

/**
 * Milliseconds of CPU used so far by every process named `name` (PostgreSQL's backends, checkpointer, WAL writer…
 * are all `postgres`), or NaN when there is none here (a database on another machine, or no /proc).
 */
export function cpuMsOfProcessesNamed(name) {
  let total = NaN;
  let pids;
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return NaN;
  }
  for (const pid of pids) {
    const stat = procStat(pid);
    if (stat?.name === name) total = (Number.isNaN(total) ? 0 : total) + stat.cpuMs;
  }
  return total;
}

/** Name and CPU time of one process, or undefined once it has gone. */
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, close), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** PostgreSQL's CPU time from now on, per request: call `perRequest(n)` when the run of n requests is over. */
export function databaseCpu() {
  const before = cpuMsOfProcessesNamed('postgres');
  return { perRequest: (requests) => Math.round(((cpuMsOfProcessesNamed('postgres') - before) / requests) * 1000) / 1000 };
}

// CPU time a process spent (user + system, all its threads), from /proc: per request, it is far steadier than
// requests/s when other work shares the machine, so it is the number to compare two builds by.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ; `getconf CLK_TCK` is 100 on every mainstream Linux

/** Milliseconds of CPU used so far by process `pid`, or NaN where /proc is not there (macOS, Windows). */
export function processCpuMs(pid) {
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

// What the numbers were measured on: load figures mean little without the CPU, cores, memory and versions beside them.
import { cpus, loadavg, totalmem } from 'node:os';

/** The machine, Node and PostgreSQL of this run; `pgVersion` comes from the database the app used. */
export function describeMachine(pgVersion) {
  const cores = cpus();
  return {
    date: new Date().toISOString(),
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    ramGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    postgres: pgVersion,
    loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

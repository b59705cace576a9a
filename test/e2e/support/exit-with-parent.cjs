// Preloaded (node --require) into every server a test starts: when the test process that started it dies without
// stopping it (a Jest worker killed on a timeout, a run interrupted with Ctrl-C), the server is re-parented and ends
// itself within a second. Left running, such strays once kept eight servers polling their mail queues and slowed the
// Lighthouse budgets that run last in CI.
// The starter passes its pid: read here, process.ppid would already be 1 if the starter died while this one booted.
const parent = Number(process.env.TEST_PARENT_PID) || process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGKILL');
}, 1000).unref();

// A process that runs until it is killed, like a server: what exit-with-parent.e2e-spec.ts starts.
setInterval(() => {}, 60_000);

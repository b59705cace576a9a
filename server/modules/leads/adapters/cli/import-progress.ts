import { SingleBar, Presets } from 'cli-progress';

/**
 * A progress bar on stderr ("Saving leads [####----] 120/400"), only when stderr is a terminal: pipes, logs and tests
 * get the report alone.
 */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  if (!stream.isTTY) return { onProgress: undefined, stop: () => undefined };
  const bar = new SingleBar({ stream, format: `${label} [{bar}] {value}/{total}`, hideCursor: true, clearOnComplete: true }, Presets.shades_classic);
  let started = false;
  return {
    onProgress(done: number, total: number) {
      if (!started) {
        bar.start(total, done);
        started = true;
      } else bar.update(done);
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}

/** The bar while leads are written. */
export function importProgress(stream: NodeJS.WriteStream = process.stderr) {
  return progressBar('Saving leads', stream);
}

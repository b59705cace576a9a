import { SingleBar, Presets } from 'cli-progress';

/**
 * A progress bar on stderr while leads are written, only when stderr is a terminal: pipes, logs and tests get the
 * report alone.
 */
export function importProgress(stream: NodeJS.WriteStream = process.stderr) {
  if (!stream.isTTY) return { onProgress: undefined, stop: () => undefined };
  const bar = new SingleBar({ stream, format: 'Saving leads [{bar}] {value}/{total}', hideCursor: true, clearOnComplete: true }, Presets.shades_classic);
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

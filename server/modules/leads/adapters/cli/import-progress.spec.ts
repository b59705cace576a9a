import { Writable } from 'node:stream';
import { importProgress } from './import-progress.js';

function stream(isTTY: boolean) {
  const out = { text: '' };
  const writable = new Writable({ write: (chunk, _encoding, done) => void ((out.text += String(chunk)), done()) });
  return { out, stream: Object.assign(writable, { isTTY, columns: 80, cursorTo: () => true, clearLine: () => true, moveCursor: () => true }) as unknown as NodeJS.WriteStream };
}

describe('import progress bar', () => {
  it('draws on a terminal', () => {
    const { out, stream: tty } = stream(true);
    const progress = importProgress(tty);
    progress.onProgress!(0, 4);
    progress.onProgress!(4, 4);
    progress.stop();
    expect(out.text).toContain('Saving leads');
  });

  it('stays silent when stderr is a pipe or a file', () => {
    const { out, stream: pipe } = stream(false);
    const progress = importProgress(pipe);
    expect(progress.onProgress).toBeUndefined();
    progress.stop();
    expect(out.text).toBe('');
  });
});

import { render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadOnceForChunk } from './chunk-reload.js';
import { CHUNK_ERROR_TEXT, RouteErrorBoundary } from './RouteError.js';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ContactPage-1a2b.js');

describe('chunk reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises the browsers’ messages for a chunk that did not load, and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then not again within a minute, then again after it', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunk(1_000_000, sessionStorage, reload)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForChunk(1_000_000 + CHUNK_RELOAD_WINDOW_MS - 1, sessionStorage, reload)).toBe(false);
    expect(reloadOnceForChunk(1_000_000 + CHUNK_RELOAD_WINDOW_MS, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when it cannot remember having done so (no storage)', () => {
    const reload = jest.fn();
    const broken = { getItem: () => null, setItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(reloadOnceForChunk(Date.now(), broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('the error screen after a second failure explains, without the browser’s raw message', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now())); // reloaded moments ago
    const Broken = () => {
      throw chunkError();
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CHUNK_ERROR_TEXT);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to fetch dynamically imported module');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { digestOfSources, offlineAnalyzerVersion } from './analyzer-version.js';

describe('the analyzer version', () => {
  let dir: string;
  const url = () => pathToFileURL(`${dir}/`);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'analyzer-version-'));
    writeFileSync(join(dir, 'budget.ts'), 'export const a = 1;');
    writeFileSync(join(dir, 'intent-model.json'), '{}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is a short digest of the analyzer code and models', () => {
    expect(digestOfSources(url())).toMatch(/^offline-[0-9a-f]{12}$/);
    expect(digestOfSources(url())).toBe(digestOfSources(url()));
  });

  it('changes when the code or a model changes, not when a test, a compiled file or a source map does', () => {
    const before = digestOfSources(url());
    writeFileSync(join(dir, 'budget.spec.ts'), 'test');
    writeFileSync(join(dir, 'budget.js'), 'compiled');
    writeFileSync(join(dir, 'budget.js.map'), '{}');
    expect(digestOfSources(url())).toBe(before);
    writeFileSync(join(dir, 'intent-model.json'), '{"a":1}');
    expect(digestOfSources(url())).not.toBe(before);
  });

  it('is, for the running analyzer, the digest of its sources', () => {
    expect(offlineAnalyzerVersion()).toBe(digestOfSources(new URL('./', import.meta.url)));
  });
});

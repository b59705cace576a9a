import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClientFiles } from './client-files.js';

describe('ClientFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'client-dist-'));
  for (const file of ['index.html', 'pages/index.html', 'pages/contact.html', 'pages/services/teaching.html', 'pages/404.html']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '<!doctype html>');
  }
  const files = new ClientFiles(root);

  it('serves a prerendered route from its own file, with or without a trailing slash', () => {
    expect(files.resolve('/')).toEqual({ file: join(root, 'pages/index.html'), status: 200 });
    expect(files.resolve('/contact')).toEqual({ file: join(root, 'pages/contact.html'), status: 200 });
    expect(files.resolve('/services/teaching/')).toEqual({ file: join(root, 'pages/services/teaching.html'), status: 200 });
  });

  it('serves private routes the SPA shell', () => {
    expect(files.resolve('/products/airedashboard')).toEqual({ file: join(root, 'index.html'), status: 200, private: true });
  });

  it('redirects the old addresses of the spec', () => {
    expect(files.resolve('/contactus')).toEqual({ redirect: '/contact' });
    expect(files.resolve('/courses/applied-data-science-ai')).toEqual({ redirect: '/applieddsai' });
    expect(files.resolve('/services/courses/')).toEqual({ redirect: '/courses' });
  });

  it('answers anything else with the 404 page and status 404', () => {
    const notFound = { file: join(root, 'pages/404.html'), status: 404 };
    expect(files.resolve('/../../etc/passwd')).toEqual(notFound);
    expect(files.resolve('/Contact')).toEqual(notFound);
    expect(files.resolve('/404')).toEqual(notFound);
    expect(files.resolve('/pages/contact')).toEqual(notFound);
  });
});

import { ClientFiles } from './client-files.js';

describe('ClientFiles', () => {
  const files = new ClientFiles('/srv/site');

  it('serves a prerendered route from its own file, with or without a trailing slash', () => {
    expect(files.resolve('/')).toEqual({ file: '/srv/site/pages/index.html', status: 200 });
    expect(files.resolve('/contact')).toEqual({ file: '/srv/site/pages/contact.html', status: 200 });
    expect(files.resolve('/joinclass/')).toEqual({ file: '/srv/site/pages/joinclass.html', status: 200 });
  });

  it('answers anything else with the 404 page and status 404', () => {
    expect(files.resolve('/../../etc/passwd')).toEqual({ file: '/srv/site/pages/404.html', status: 404 });
    expect(files.resolve('/Contact')).toEqual({ file: '/srv/site/pages/404.html', status: 404 });
  });
});

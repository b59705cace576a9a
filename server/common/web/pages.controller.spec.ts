import { NotFoundException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { ClientFiles } from './client-files.js';
import { PagesController } from './pages.controller.js';
import type { PageBodies } from './page-bodies.js';

describe('PagesController', () => {
  const controller = new PagesController({ built: true, resolve: () => ({ redirect: '/' }) } as unknown as ClientFiles, {} as PageBodies);
  const visit = (path: string) => controller.page({ path, method: 'GET', url: path } as Request, { redirect: () => undefined } as unknown as Response, (() => undefined) as NextFunction);

  it.each(['/api', '/api/nope', '/API/NOPE', '/Api/../etc/passwd'])('answers the unknown API path %s with a JSON 404, never a page', (path) => {
    expect(() => visit(path)).toThrow(NotFoundException);
  });

  it.each(['/apiary', '/about'])('serves %s as a page', (path) => {
    expect(() => visit(path)).not.toThrow();
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { RESUME_MAX_BYTES } from '../../shared/limits.js';

/**
 * The production stack of docker/compose.yaml, read as a file: what makes N replicas behind one balancer work
 * (docker/README.md). `bash docker/validate.sh` checks the same files with the real `docker compose config` and
 * `caddy validate`; this spec pins the decisions that those tools accept either way.
 */

type Healthcheck = { test: string[] | string };
type DependsOn = Record<string, { condition: string }>;
type Service = {
  image?: string;
  build?: unknown;
  restart?: string;
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string | null>;
  healthcheck?: Healthcheck;
  depends_on?: DependsOn;
  deploy?: { replicas?: string | number };
  container_name?: string;
  command?: string[];
};
type ComposeFile = { name: string; services: Record<string, Service>; volumes: Record<string, unknown> };

const DOCKER = join(import.meta.dirname, '../../docker');
const compose = load(readFileSync(join(DOCKER, 'compose.yaml'), 'utf8')) as ComposeFile;
const caddyfile = readFileSync(join(DOCKER, 'Caddyfile'), 'utf8');
const services = compose.services;
const app = services.app;

/** `${NAME:-default}` -> default; anything else as it is. */
function defaultOf(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const match = /^\$\{[A-Z_]+:-([^}]*)\}$/.exec(String(value));
  return match ? match[1] : String(value);
}

/** "8MiB" / "10MB" -> bytes. */
function bytes(size: string): number {
  const match = /^(\d+)(B|KB|KiB|MB|MiB|GB|GiB)$/.exec(size);
  if (!match) throw new Error(`unreadable size ${size}`);
  const unit = { B: 1, KB: 1e3, KiB: 1024, MB: 1e6, MiB: 1024 ** 2, GB: 1e9, GiB: 1024 ** 3 }[match[2]]!;
  return Number(match[1]) * unit;
}

describe('docker/compose.yaml', () => {
  it('runs the app, the balancer, PostgreSQL 18, Redis, Mailpit and the backup job', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'backup', 'lb', 'mailpit', 'postgres', 'redis']);
    expect(services.lb.image).toMatch(/^caddy:/);
    expect(services.postgres.image).toBe('postgres:18');
    expect(services.backup.image).toBe(services.postgres.image);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit/);
  });

  it('runs several app replicas, none with a fixed name', () => {
    expect(app.deploy?.replicas).toBe('${APP_REPLICAS:-2}');
    expect(Number(defaultOf(app.deploy?.replicas))).toBeGreaterThanOrEqual(2);
    expect(app.container_name).toBeUndefined();
  });

  it('publishes only the balancer to the world; the app not at all, Mailpit on loopback only', () => {
    expect(app.ports).toBeUndefined();
    for (const name of ['postgres', 'redis', 'backup']) expect(services[name].ports).toBeUndefined();
    expect(services.lb.ports).toEqual(expect.arrayContaining(['${HTTP_PORT:-80}:80', '${HTTPS_PORT:-443}:443']));
    for (const port of services.mailpit.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
  });

  it('gives every service a restart policy and a health check its image can run', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, service.healthcheck?.test]).toEqual([name, expect.anything()]);
    }
    const test = (name: string) => [services[name].healthcheck!.test].flat().join(' ');
    expect(test('app')).toContain('/api/ready');
    expect(test('app')).toMatch(/^CMD node /); // node:24-slim has no curl or wget
    expect(test('lb')).toMatch(/^CMD wget /); // busybox wget in the caddy image
    expect(test('redis')).toContain('redis-cli ping');
    expect(test('postgres')).toContain('pg_isready');
    expect(test('mailpit')).toBe('CMD /mailpit readyz');
  });

  it('starts each service after what it needs is healthy', () => {
    expect(app.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(services.lb.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    expect(services.backup.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const service of Object.values(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(services[dependency].healthcheck).toBeDefined();
    }
  });

  it('configures the app for a shared database, shared rate limits, SMTP and exactly one proxy', () => {
    const env = app.environment!;
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(defaultOf(env.SMTP_URL)).toBe('smtp://mailpit:1025');
    expect(defaultOf(env.TRUST_PROXY)).toBe('1');
    expect(defaultOf(env.APP_ORIGIN)).toMatch(/^https:\/\//);
    expect(env.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(env.OTP_PEPPER).toMatch(/^\$\{OTP_PEPPER:\?/);
  });

  it('keeps state in named volumes, and the uploads on one volume shared by every replica', () => {
    const named = new Set(Object.keys(compose.volumes));
    expect(app.volumes).toEqual(['app-data:/data']);
    expect(services.postgres.volumes).toEqual(['pg-data:/var/lib/postgresql']);
    expect(services.backup.volumes).toEqual(expect.arrayContaining(['backups:/backups', 'app-data:/data:ro']));
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const [source, , mode] = volume.split(':');
        if (source.startsWith('./')) {
          // Bind mounts are only the config files next to compose.yaml, read-only.
          expect([name, volume, mode]).toEqual([name, volume, 'ro']);
          expect(existsSync(join(DOCKER, source))).toBe(true);
        } else {
          expect([name, named.has(source)]).toEqual([name, true]);
        }
      }
    }
  });
});

describe('docker/Caddyfile', () => {
  it('is the file the balancer mounts', () => {
    expect(services.lb.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('balances over every replica by asking Docker DNS again and again', () => {
    expect(caddyfile).toMatch(/dynamic a app 3000 \{\s*refresh \d+s/);
  });

  it('answers its health check on the port that compose probes', () => {
    const probed = /http:\/\/127\.0\.0\.1:(\d+)\//.exec([services.lb.healthcheck!.test].flat().join(' '))![1];
    expect(caddyfile).toContain(`http://:${probed} {`);
  });

  it('lets a résumé at the app limit through, with room for the multipart framing and the other fields', () => {
    const limit = bytes(/max_size (\S+)/.exec(caddyfile)![1]);
    expect(limit).toBeGreaterThanOrEqual(RESUME_MAX_BYTES + 256 * 1024);
  });

  it('trusts no X-Forwarded-For from clients, matching TRUST_PROXY=1', () => {
    expect(caddyfile).not.toMatch(/^\s*trusted_proxies/m);
  });
});

import { runCli } from './support/server-process.js';

/**
 * Issue 14, point 17: `--help` answers without starting the application (it took 5-8 s), and every wrong usage
 * exits 2 with one line, as the README promises. Both come from dist/server/cli-commands.json, which the build
 * writes from the registered commands (server/cli-manifest.ts).
 */
describe('The admin CLI: help and usage mistakes', () => {
  const env = { DATA_DIR: '/nonexistent/never-opened', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };

  it.each([[['--help']], [['licence', '--help']], [['licence', 'issue', '--help']], [['leads', 'source', 'set', '--help']], [['mail']], [[]]])(
    'answers %j with help, exit 0, in well under a second and without touching the database',
    async (args) => {
      const started = performance.now();
      const result = await runCli(args, env);
      const took = performance.now() - started;
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^Usage: npm run cli -- /);
      expect(result.stderr).toBe('');
      expect(took).toBeLessThan(1000);
    },
  );

  it('lists every command in the top-level help', async () => {
    const { stdout } = await runCli(['--help'], env);
    for (const command of ['submissions', 'careers', 'mail', 'seed', 'licence', 'leads']) expect(stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
  });

  it.each([
    [['nope'], "Error: Unknown command 'nope'"],
    [['licence', 'frobnicate'], "Error: Unknown command 'frobnicate'"],
    [['licence', 'revoke'], "Error: Missing required argument 'id'"],
    [['licence', 'revoke', 'a', 'b'], 'Error: Too many arguments'],
    [['licence', 'list', '--bogus'], "Error: Unknown option '--bogus'"],
    [['mail', 'outbox', '--limit'], "Error: Option '--limit <n>' argument missing"],
  ])('answers %j with one line on stderr and exit 2, without starting the application', async (args, message) => {
    const result = await runCli(args, env);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.startsWith(message)).toBe(true);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a bad value is found by the command itself: one line, exit 2', async () => {
    const result = await runCli(['submissions', 'export', '--type', 'invoices'], { DATA_DIR: '/tmp/cli-usage-bad-value' });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual(['Error: --type must be one of: contact, booking, careers']);
  });
});

import { checkUsage, type CommandSpec } from './command-manifest.js';

const SPECS: CommandSpec[] = [
  {
    name: 'licence',
    aliases: ['license'],
    description: 'Licence keys',
    arguments: '',
    argsDescription: {},
    options: [],
    subCommands: [
      {
        name: 'revoke',
        aliases: [],
        description: 'Revoke a licence',
        arguments: '<id>',
        argsDescription: { id: 'the licence id' },
        options: [],
        subCommands: [],
      },
      {
        name: 'list',
        aliases: [],
        description: 'List licences',
        arguments: '',
        argsDescription: {},
        options: [{ flags: '--format <format>', description: 'table, csv or json', required: false, choices: [] }],
        subCommands: [],
      },
    ],
  },
];

describe('checkUsage (the CLI answered from its manifest, without the application)', () => {
  it.each([[[]], [['--help']], [['licence', '--help']], [['licence']], [['license', 'revoke', '--help']]])('prints help for %j and exits 0', (argv) => {
    const { outcome, stdout, stderr } = checkUsage(SPECS, argv);
    expect(outcome).toEqual({ exit: 0 });
    expect(stdout).toMatch(/^Usage: npm run cli -- /);
    expect(stderr).toBe('');
  });

  it.each([
    [['nope'], "Error: Unknown command 'nope'"],
    [['licence', 'nope'], "Error: Unknown command 'nope'"],
    [['licence', 'revoke'], "Error: Missing required argument 'id'"],
    [['licence', 'revoke', 'a', 'b'], 'Error: Too many arguments'],
    [['licence', 'list', '--bogus'], "Error: Unknown option '--bogus'"],
    [['licence', 'list', '--format'], "Error: Option '--format <format>' argument missing"],
  ])('answers %j with one line and exit 2', (argv, message) => {
    const { outcome, stdout, stderr } = checkUsage(SPECS, argv);
    expect(outcome).toEqual({ exit: 2 });
    expect(stdout).toBe('');
    expect(stderr.startsWith(message)).toBe(true);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('lets a valid command through to the application', () => {
    expect(checkUsage(SPECS, ['licence', 'revoke', 'abc']).outcome).toEqual({ run: true });
    expect(checkUsage(SPECS, ['licence', 'list', '--format', 'csv']).outcome).toEqual({ run: true });
  });
});

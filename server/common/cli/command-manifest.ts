import { Command, Option } from 'commander';

/**
 * The admin CLI's commands as data: names, arguments and options, read from the nest-commander decorators at build
 * time (server/cli-manifest.ts) and written to dist/server/cli-commands.json. With it, `--help` and every usage
 * mistake are answered by commander alone, without starting the application (which connects to the database:
 * 5-8 s), and the manifest can never drift from the commands, since it is generated from them.
 */
export interface CommandSpec {
  name: string;
  aliases: string[];
  description: string;
  /** As written in @Command: e.g. '<id>' or '[file]'. */
  arguments: string;
  argsDescription: Record<string, string>;
  options: { flags: string; description: string; required: boolean; choices: string[] }[];
  subCommands: CommandSpec[];
}

const COMMAND_META = 'CommandBuilder:Command:Meta';
const SUBCOMMAND_META = 'CommandBuilder:Subcommand:Meta';
const OPTION_META = 'CommandBuilder:Option:Meta';

type Meta = { name: string; aliases?: string[]; description?: string; arguments?: string; argsDescription?: Record<string, string>; subCommands?: unknown[] };
type OptionMeta = { flags: string; description?: string; required?: boolean; choices?: string[] | boolean };

function metaOf(type: object): Meta | undefined {
  return (Reflect.getMetadata(COMMAND_META, type) ?? Reflect.getMetadata(SUBCOMMAND_META, type)) as Meta | undefined;
}

/** Whether a class is a top-level command (@Command, not @SubCommand). */
export function isRootCommand(type: unknown): type is object {
  return typeof type === 'function' && Reflect.getMetadata(COMMAND_META, type) !== undefined;
}

/** A command class and its subcommands, as data. */
export function describeCommand(type: object): CommandSpec {
  const meta = metaOf(type)!;
  const options: CommandSpec['options'] = [];
  const seen = new Set<string>();
  // Options may be declared on a shared base class (as nest-commander finds them): walk the prototype chain.
  for (let prototype = (type as { prototype: object }).prototype; prototype && prototype !== Object.prototype; prototype = Object.getPrototypeOf(prototype)) {
    for (const key of Object.getOwnPropertyNames(prototype)) {
      if (seen.has(key)) continue;
      seen.add(key);
      const method = Object.getOwnPropertyDescriptor(prototype, key)?.value;
      const option = typeof method === 'function' ? (Reflect.getMetadata(OPTION_META, method) as OptionMeta | undefined) : undefined;
      if (option) options.push({ flags: option.flags, description: option.description ?? '', required: option.required === true, choices: Array.isArray(option.choices) ? option.choices : [] });
    }
  }
  return {
    name: meta.name,
    aliases: meta.aliases ?? [],
    description: meta.description ?? '',
    arguments: meta.arguments ?? '',
    argsDescription: meta.argsDescription ?? {},
    options,
    subCommands: (meta.subCommands ?? []).map((sub) => describeCommand(sub as object)),
  };
}

/** What the fast path decided: the answer is printed (help, or a usage error), or the app must run the command. */
export type FastOutcome = { exit: number } | { run: true };

/** Builds a commander program from the manifest, whose actions only record that the arguments were valid. */
export function programFrom(specs: CommandSpec[], cliName: string, write: { out: (s: string) => void; err: (s: string) => void }): { program: Command; valid: { ran: boolean } } {
  const valid = { ran: false };
  const configure = (command: Command) =>
    command
      .exitOverride()
      .configureOutput({ writeOut: write.out, writeErr: () => undefined })
      .showHelpAfterError(false);
  const build = (spec: CommandSpec): Command => {
    const command = configure(new Command(spec.name)).description(spec.description);
    for (const alias of spec.aliases) command.alias(alias);
    if (spec.arguments) command.arguments(spec.arguments);
    // Commander 11 ignores surplus arguments by default; "revoke a b" is a mistake, not "revoke a".
    command.allowExcessArguments(false);
    for (const [name, description] of Object.entries(spec.argsDescription)) {
      const argument = command.registeredArguments.find((arg) => arg.name() === name);
      if (argument) argument.description = description;
    }
    for (const option of spec.options) {
      const built = new Option(option.flags, option.description).makeOptionMandatory(option.required);
      command.addOption(option.choices.length ? built.choices(option.choices) : built);
    }
    for (const sub of spec.subCommands) command.addCommand(build(sub));
    if (!spec.subCommands.length) command.action(() => void (valid.ran = true));
    return command;
  };
  const program = configure(new Command(cliName));
  for (const spec of specs) program.addCommand(build(spec));
  return { program, valid };
}

/** Parses `argv` (the arguments after the script) with commander against the manifest; never starts the app. */
export function checkUsage(specs: CommandSpec[], argv: string[], cliName = 'npm run cli --'): { outcome: FastOutcome; stdout: string; stderr: string } {
  let stdout = '';
  const { program, valid } = programFrom(specs, cliName, { out: (s) => (stdout += s), err: () => undefined });
  // A command with subcommands and nothing after it: its help, as `licence --help` would print it.
  const args = argv.length === 0 ? ['--help'] : argv;
  try {
    program.parse(args, { from: 'user' });
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    // A group without its subcommand ("licence") shows its help too (commander writes it to stderr: ours to stdout).
    if (code === 'commander.helpDisplayed' || code === 'commander.help' || code === 'commander.version') {
      return { outcome: { exit: 0 }, stdout: stdout || helpOf(program, args), stderr: '' };
    }
    if (code === 'commander.executeSubCommandAsync' || code === undefined) throw error;
    return { outcome: { exit: 2 }, stdout, stderr: `${oneLine(message ?? 'wrong usage')}\n` };
  }
  if (valid.ran) return { outcome: { run: true }, stdout, stderr: '' };
  // A group without its subcommand ("licence"): its help.
  return { outcome: { exit: 0 }, stdout: stdout || helpOf(program, args), stderr: '' };
}

function helpOf(program: Command, args: string[]): string {
  let command = program;
  for (const arg of args) {
    const next = command.commands.find((c) => c.name() === arg || c.aliases().includes(arg));
    if (!next) break;
    command = next;
  }
  return command.helpInformation();
}

/** Commander's message on one line, as "Error: …" like every other CLI error. */
function oneLine(message: string): string {
  const text = message.replace(/^error:\s*/i, '').replace(/\s*\n\s*/g, ' ').trim();
  return `Error: ${text.charAt(0).toUpperCase()}${text.slice(1)} (npm run cli -- --help lists the commands)`;
}

import { UsageError } from '../../../../common/cli/usage.js';

/** The `--licence <id>` every leads command takes; `command` names the command in the message. */
export function requireLicenceOption(value: string | undefined, command: string): string {
  if (!value?.trim()) throw new UsageError(`${command} needs --licence <id> (\`licence list\` shows the ids)`);
  return value.trim();
}

export const LICENCE_FLAGS = { flags: '--licence <id>', description: 'the licence whose leads these are (see `licence list`)' };

/** The six digits of a sign-in code e-mail. No server imports, so the browser tests can use it too. */
export function codeFromMail(text: string | undefined): string {
  const match = /^\s+(\d{6})\s*$/m.exec(text ?? '');
  if (!match) throw new Error(`no code in e-mail:\n${text}`);
  return match[1];
}

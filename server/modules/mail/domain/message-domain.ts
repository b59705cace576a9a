/** The domain part of the sender address, used to make Message-IDs: `Site <no-reply@averra.ai>` → `averra.ai`. */
export function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match?.[1] ?? 'localhost';
}

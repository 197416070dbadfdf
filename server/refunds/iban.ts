/** IBAN without spaces, upper-case; null when empty. */
export function normalizeIban(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  return compact === '' ? null : compact;
}

/** ISO 13616 check: country letters, two check digits, mod 97 = 1; Turkish IBANs have 26 characters. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith('TR') && iban.length !== 26) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

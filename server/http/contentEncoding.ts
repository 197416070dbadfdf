export type PrecompressedEncoding = 'br' | 'gzip';

/** The encodings the build writes beside each asset, in order of preference (smallest first). */
const PREFERENCE: readonly PrecompressedEncoding[] = ['br', 'gzip'];

/**
 * The best precompressed encoding the client accepts (RFC 9110 Accept-Encoding, with q-values and `*`), or
 * null for the file as it is. Equal q-values are broken by our preference, not by the client's order.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<PrecompressedEncoding>,
): PrecompressedEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: PrecompressedEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.has(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Types of scripts/pack.mjs (plain JavaScript: `npm test` runs it with bare Node). */
export interface Pack {
  name: string;
  version: string;
  /** Absolute path of the tarball. */
  file: string;
  /** Bytes, packed. */
  size: number;
  /** Bytes, unpacked (as npm reports it). */
  unpackedSize: number;
  /** Paths inside the tarball, relative to its `package/` folder. */
  files: string[];
}
export function publishedPackages(): { dir: string; name: string }[];
export function pack(outDir?: string): { dir: string; packs: Pack[]; ms: number };

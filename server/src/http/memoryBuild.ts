/**
 * A built single-page app (vite's output) held in memory: every file's bytes, its type, a strong
 * ETag of its content, and gzip and brotli copies made once, when the build is loaded, so a page
 * or script is answered without touching the disk or compressing again. Hidden files and folders
 * (vite's .vite/manifest.json) are left out, as a static server would.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ContentEncoding = 'br' | 'gzip';

export interface Representation {
  body: Buffer;
  etag: string;
}

export interface MemoryFile {
  type: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

export type MemoryBuild = Map<string, MemoryFile>;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Types worth compressing: text. Images and fonts are compressed already. */
function isCompressible(type: string): boolean {
  return /^text\/|javascript|json|xml|svg|wasm/.test(type);
}

/** Smaller than this, a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 256;

function etagOf(body: Buffer, suffix = ''): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;
}

/**
 * Brotli's best quality costs seconds a megabyte; past this size a file gets quality 6 (within a
 * few per cent of the best, at a fraction of the time): a whole build loads in under a second here.
 */
const BEST_QUALITY_UP_TO_BYTES = 64 * 1024;

async function compressed(body: Buffer): Promise<Pick<MemoryFile, 'br' | 'gzip'>> {
  const small = body.length <= BEST_QUALITY_UP_TO_BYTES;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: small ? constants.BROTLI_MAX_QUALITY : 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: small ? constants.Z_BEST_COMPRESSION : 6 }),
  ]);
  const identityTag = etagOf(body);
  // Each encoding is its own representation, so it has its own validator.
  return {
    ...(br.length < body.length ? { br: { body: br, etag: identityTag.replace(/"$/, '-br"') } } : {}),
    ...(gz.length < body.length ? { gzip: { body: gz, etag: identityTag.replace(/"$/, '-gz"') } } : {}),
  };
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const lists = await Promise.all(
    entries
      .filter((e) => !e.name.startsWith('.'))
      .map(async (e) => {
        const rel = prefix ? `${prefix}/${e.name}` : e.name;
        if (e.isDirectory()) return listFiles(path.join(dir, e.name), rel);
        return e.isFile() ? [rel] : [];
      }),
  );
  return lists.flat();
}

/** One file as the build holds it: its bytes, ETag and, for text worth it, compressed copies. */
export async function memoryFile(body: Buffer, type: string): Promise<MemoryFile> {
  const worthIt = isCompressible(type) && body.length >= MIN_COMPRESS_BYTES;
  return { type, identity: { body, etag: etagOf(body) }, ...(worthIt ? await compressed(body) : {}) };
}

/** The content type a file's name calls for. */
export const typeOfFile = (name: string) =>
  TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

/** Reads every file of a build into memory, keyed by its '/'-separated path inside the build. */
export async function loadMemoryBuild(dir: string): Promise<MemoryBuild> {
  const build: MemoryBuild = new Map();
  for (const rel of await listFiles(dir)) {
    build.set(rel, await memoryFile(await readFile(path.join(dir, rel)), typeOfFile(rel)));
  }
  return build;
}

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli, then gzip, then none. An
 * encoding the client lists with q=0 (or leaves out) is never chosen.
 */
export function chooseEncoding(acceptEncoding: string | undefined, file: MemoryFile): ContentEncoding | null {
  if (!acceptEncoding || (!file.br && !file.gzip)) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (file.br && accepts('br')) return 'br';
  if (file.gzip && accepts('gzip')) return 'gzip';
  return null;
}

/** True when an If-None-Match header names this ETag (or is '*'). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * One way of serving a built single-page app, for the website at / and the desk console at /desk:
 * every file of the build held in memory (http/memoryBuild.ts) with a strong ETag and brotli and
 * gzip copies, answered 304 when the browser's copy is current.
 *
 * - A path that names a file serves it; a path whose page was prerendered (route/index.html or
 *   route.html in the build) serves that page.
 * - Any other path up to `fallbackDepth` segments deep serves index.html, so the app's router
 *   handles it on a reload or a shared link (single-page app fallback).
 * - assets/ holds vite's content-hashed files: their names change when their content does, so
 *   browsers may keep them for a year without asking again. Everything else, HTML first, must be
 *   revalidated (the ETag makes that a 304), or a browser would keep an old page pointing at
 *   deleted assets. A missing assets/ file stays a 404: answering HTML for a script hides the error.
 * - Without a build, a plain 503 says so instead of a puzzling 404. A build made or remade while
 *   the server runs is picked up: index.html's modification time is looked at once a second.
 */
import Boom from '@hapi/boom';
import type { ReqRef, Request, ResponseObject, ResponseToolkit, Server } from '@hapi/hapi';
import Joi from 'joi';
import { LiveBuild } from '../http/liveBuild';
import { chooseEncoding, type MemoryBuild, type MemoryFile, matchesEtag } from '../http/memoryBuild';
import { filePath } from '../http/validation';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
type AppRefs = { Params: { path?: string } };

export interface BuiltAppOptions {
  /** Where the app is served: '' for the site's root, '/desk' for the console. */
  mount: '' | `/${string}`;
  /** The build's folder. */
  dist: string;
  notBuiltMessage: string;
  /** How many path segments deep an unknown path may be and still get the fallback page. */
  fallbackDepth: number;
  /** The page unknown paths get (the single-page app's shell); index.html unless the build says. */
  fallbackFile?: (build: MemoryBuild) => string;
  /** Paths that are files or nothing: a 404 when missing, never the fallback page. */
  noFallback?: (rel: string) => boolean;
  /**
   * Paths the app does not route: they get the fallback page (which shows the app's 'Page Not
   * Found') with the status 404, so search engines do not index a page that is not there.
   */
  unrouted?: (rel: string) => boolean;
  /** Turns the files read from disk into what is served (the website fills in its pages). */
  prepare?: (build: MemoryBuild) => Promise<MemoryBuild>;
  /** What `prepare` puts in: the build is prepared again when this changes (the website's photos). */
  version?: () => number;
  /** Runs before anything else; a response it returns is the answer (the desk's redirect). */
  before?: (request: Request<AppRefs>, h: ResponseToolkit<AppRefs>) => ResponseObject | undefined;
}

/** The file a path inside the build names, and whether it is a content-hashed asset. */
function findFile(
  build: MemoryBuild,
  rel: string,
  options: BuiltAppOptions,
): { file: MemoryFile; immutable: boolean; status: 200 | 404 } | null {
  const candidates = rel === '' ? ['index.html'] : [rel, `${rel}/index.html`, `${rel}.html`];
  for (const name of candidates) {
    const file = build.get(name);
    if (file) return { file, immutable: name.startsWith('assets/'), status: 200 };
  }
  if (rel.startsWith('assets/') || options.noFallback?.(rel)) return null;
  if (rel.split('/').length > options.fallbackDepth) return null;
  const fallback = build.get(options.fallbackFile?.(build) ?? 'index.html');
  if (!fallback) return null;
  return { file: fallback, immutable: false, status: options.unrouted?.(rel) ? 404 : 200 };
}

function answer<Refs extends ReqRef>(
  request: Request<Refs>,
  h: ResponseToolkit<Refs>,
  file: MemoryFile,
  immutable: boolean,
  status: 200 | 404 = 200,
) {
  const header = (name: string) => {
    const value: unknown = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const encoding = chooseEncoding(header('accept-encoding'), file);
  const chosen = encoding ? file[encoding] : file.identity;
  const representation = chosen ?? file.identity;
  // A 404 is always sent whole: a 304 would answer 'not modified' for a page that is not there.
  const response =
    status === 200 && matchesEtag(header('if-none-match'), representation.etag)
      ? h.response().code(304)
      : h.response(representation.body).type(file.type).code(status);
  if (encoding && response.statusCode !== 304) response.compressed(encoding);
  if (file.br || file.gzip) response.vary('accept-encoding');
  // No ETag on a 404: hapi would answer a matching If-None-Match with a 304.
  if (status === 200) response.header('etag', representation.etag);
  return response.header('cache-control', immutable ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
}

export function registerBuiltApp(server: Server, options: BuiltAppOptions): void {
  const live = new LiveBuild(options.dist, options.prepare, options.version);
  // Loaded (and compressed) now, so the first visitor does not wait for it; a failure shows there.
  live.current().catch(() => undefined);
  server.route<AppRefs>({
    method: 'GET',
    path: `${options.mount}/{path*}`,
    // The apps' own pages read their query; the path is checked like any file path.
    options: {
      auth: false,
      validate: { params: Joi.object({ path: filePath }), query: true },
      // A page, not an API answer: its 404 is the app's HTML (the tests' refusal schema is for /api).
      response: { status: { 404: true } },
    },
    async handler(request, h) {
      const early = options.before?.(request, h);
      if (early) return early;
      const build = await live.current();
      if (!build) {
        return h.response(options.notBuiltMessage).code(503).type('text/plain; charset=utf-8');
      }
      const found = findFile(build, request.params.path ?? '', options);
      if (!found) throw Boom.notFound();
      return answer(request, h, found.file, found.immutable, found.status);
    },
  });
}

/**
 * A built single-page app held in memory for web/builtAppRoutes.ts: loaded again when its index.html
 * changes on disk (looked at once a second), and prepared again, from the files already read, when
 * what its `prepare` step puts in (the website's photos and legal texts) changes version.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadMemoryBuild, type MemoryBuild } from './memoryBuild';

const RECHECK_MS = 1000;

/**
 * The build in memory, reloaded when its index.html changes on disk, and prepared again from the
 * files already read when what `prepare` puts in (its `version`) changes.
 */
export class LiveBuild {
  private loaded: { raw: MemoryBuild; build: MemoryBuild; mtimeMs: number; version: number } | null = null;
  private pending: Promise<void> | null = null;
  private checkedAt = 0;

  constructor(
    private readonly dir: string,
    private readonly prepare: (build: MemoryBuild) => Promise<MemoryBuild> = async (build) => build,
    private readonly version: () => number = () => 0,
  ) {}

  /** The current build, or null when there is none on disk. */
  async current(): Promise<MemoryBuild | null> {
    const now = Date.now();
    if (this.loaded && this.loaded.version !== this.version()) {
      // What changed was just written (a photo): the next answer shows it, so wait for it. The work
      // in flight may have begun before the latest change (a second photo removed while the page
      // was being prepared for the first): prepare again until the build is of the current version.
      while (this.loaded && this.loaded.version !== this.version()) {
        this.pending ??= this.prepareAgain().finally(() => {
          this.pending = null;
        });
        await this.pending;
      }
      return this.loaded?.build ?? null;
    }
    if (this.loaded && now - this.checkedAt < RECHECK_MS) return this.loaded.build;
    this.checkedAt = now;
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    const refreshing = this.pending;
    // While a rebuild loads, the build loaded before still answers. A reload that fails (the build
    // replaced while it was read, its folder removed) keeps that build and is tried again at the
    // next look; left unhandled, its rejection would stop the server.
    if (!this.loaded) await refreshing;
    else refreshing.catch(() => {});
    return this.loaded?.build ?? null;
  }

  private async refresh(): Promise<void> {
    const mtimeMs = await stat(path.join(this.dir, 'index.html')).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null || mtimeMs === this.loaded?.mtimeMs) return;
    const raw = await loadMemoryBuild(this.dir);
    const version = this.version();
    this.loaded = { raw, build: await this.prepare(raw), mtimeMs, version };
  }

  private async prepareAgain(): Promise<void> {
    const loaded = this.loaded;
    if (!loaded) return;
    const version = this.version();
    this.loaded = { ...loaded, build: await this.prepare(loaded.raw), version };
  }
}

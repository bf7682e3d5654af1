/**
 * The venue's own Terms of Service and Privacy Policy, when an admin has replaced the defaults:
 * `legal/terms.txt` and `legal/privacy.txt` beside the database, in the plain form core reads
 * (legalTextToPlain). Read once at start and held in memory; `version` moves on every change so
 * the prerendered pages know to step aside. A file edited on the box by hand is read at the next
 * start.
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LegalDocument } from '@lounge/core';
import { writePrivateFile } from './contentDir';

export interface StoredLegalText {
  plain: string;
  /** When it was saved, ms since the epoch. */
  savedAt: number;
}

const DOCUMENTS: readonly LegalDocument[] = ['terms', 'privacy'];

export class LegalTextStore {
  private texts = new Map<LegalDocument, StoredLegalText>();
  /** Moves on every change. */
  version = 0;

  constructor(readonly dir: string) {
    for (const document of DOCUMENTS) {
      const file = this.file(document);
      if (existsSync(file))
        this.texts.set(document, { plain: readFileSync(file, 'utf8'), savedAt: statSync(file).mtimeMs });
    }
  }

  private file(document: LegalDocument): string {
    return path.join(this.dir, `${document}.txt`);
  }

  /** The replacement, or null while the default applies. */
  get(document: LegalDocument): StoredLegalText | null {
    return this.texts.get(document) ?? null;
  }

  save(document: LegalDocument, plain: string, now: number): StoredLegalText {
    writePrivateFile(this.file(document), plain);
    const stored = { plain, savedAt: now };
    this.texts.set(document, stored);
    this.version += 1;
    return stored;
  }

  /** Back to the default; false when there was no replacement. */
  remove(document: LegalDocument): boolean {
    if (!this.texts.delete(document)) return false;
    rmSync(this.file(document), { force: true });
    this.version += 1;
    return true;
  }
}

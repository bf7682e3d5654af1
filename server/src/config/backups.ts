import Joi from 'joi';
import { given, type SectionOf, type Simplify, type Table, text } from './variables';

/** Daily online backups (see server/src/ops/backups.ts). */
export const BACKUPS = {
  /** Beside the database when unset. */
  dir: text('BACKUP_DIR', Joi.string()),
  /** How many backups to keep, newest first. */
  retention: given<number>('BACKUP_RETENTION', Joi.number().integer().min(1).max(1000).default(14)),
  /** Hours between automatic backups; 0 turns them off. */
  intervalHours: given<number>(
    'BACKUP_INTERVAL_HOURS',
    Joi.number()
      .min(0)
      .max(24 * 31)
      .default(24),
  ),
} satisfies Table;
export type BackupConfig = Simplify<Omit<SectionOf<typeof BACKUPS>, 'dir'> & { dir: string }>;

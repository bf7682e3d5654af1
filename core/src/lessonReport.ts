/**
 * The lessons' report (docs/lessons.md), computed from rows as the other reports are
 * (docs/decisions/020): revenue by coach and by type, credits sold and used, and the credit still
 * owed, a liability, to the cent. A card lesson earns what was paid less what was refunded; a lesson
 * on a credit earns its share of its pack's price. A pack's credits are worth what an admin's refund
 * would return for them (packRefundCents, half up), so the n-th credit of a pack used in the range is
 * worth the difference between n and n - 1 credits' worth, and a pack's shares always add up to the
 * worth of all its credits used: nothing is lost or made by rounding.
 */
import { packRefundCents } from './lessons';

export interface ReportLessonRow {
  coachId: string;
  coachName: string;
  typeId: string;
  typeName: string;
  /** A card lesson: its charge less its refunds. */
  netCents?: number;
  /** A lesson on a credit: its pack. */
  pack?: { id: string; priceCents: number; size: number };
}

export interface OpenPackRow {
  priceCents: number;
  size: number;
  /** Its credits neither used, refunded nor expired. */
  unused: number;
}

export interface LessonFigure {
  id: string;
  name: string;
  lessons: number;
  revenueCents: number;
}

export interface LessonReport {
  byCoach: LessonFigure[];
  byType: LessonFigure[];
  creditsSold: number;
  /** What the packs sold in the range took, less their refunds. */
  packsSoldCents: number;
  creditsUsed: number;
  /** Credits still to be used (unexpired) and what they are worth: the lounge owes these lessons. */
  outstandingCredits: number;
  outstandingCents: number;
}

function add(into: Map<string, LessonFigure>, id: string, name: string, cents: number): void {
  const figure = into.get(id) ?? { id, name, lessons: 0, revenueCents: 0 };
  into.set(id, { ...figure, lessons: figure.lessons + 1, revenueCents: figure.revenueCents + cents });
}

export function lessonReport(input: {
  lessons: readonly ReportLessonRow[];
  packsSold: readonly { size: number; netCents: number }[];
  openPacks: readonly OpenPackRow[];
}): LessonReport {
  const byCoach = new Map<string, LessonFigure>();
  const byType = new Map<string, LessonFigure>();
  const usedOfPack = new Map<string, number>();
  let creditsUsed = 0;
  for (const lesson of input.lessons) {
    let cents = lesson.netCents ?? 0;
    if (lesson.pack) {
      const { id, priceCents, size } = lesson.pack;
      const n = (usedOfPack.get(id) ?? 0) + 1;
      usedOfPack.set(id, n);
      cents = packRefundCents(priceCents, size, n) - packRefundCents(priceCents, size, n - 1);
      creditsUsed += 1;
    }
    add(byCoach, lesson.coachId, lesson.coachName, cents);
    add(byType, lesson.typeId, lesson.typeName, cents);
  }
  const byName = (a: LessonFigure, b: LessonFigure) => a.name.localeCompare(b.name);
  return {
    byCoach: [...byCoach.values()].sort(byName),
    byType: [...byType.values()].sort(byName),
    creditsSold: input.packsSold.reduce((sum, p) => sum + p.size, 0),
    packsSoldCents: input.packsSold.reduce((sum, p) => sum + p.netCents, 0),
    creditsUsed,
    outstandingCredits: input.openPacks.reduce((sum, p) => sum + p.unused, 0),
    outstandingCents: input.openPacks.reduce(
      (sum, p) => sum + packRefundCents(p.priceCents, p.size, p.unused),
      0,
    ),
  };
}

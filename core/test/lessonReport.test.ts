import { describe, expect, it } from 'vitest';
import { lessonReport } from '../src/lessonReport';
import { packRefundCents } from '../src/lessons';

const coach = { coachId: 'c1', coachName: 'Robin', typeId: 't1', typeName: 'Private lesson' };

describe('lessonReport', () => {
  it('a pack whose price does not split evenly: its credits used and owed add up to what was paid, to the cent', () => {
    // $100.01 for 3 credits: 33.34 (half up of 33.336...), then 33.33, then 33.34.
    const pack = { id: 'p1', priceCents: 10_001, size: 3 };
    const report = lessonReport({
      lessons: [
        { ...coach, pack },
        { ...coach, coachId: 'c2', coachName: 'Sam', pack },
      ],
      packsSold: [{ size: 3, netCents: 10_001 }],
      openPacks: [{ priceCents: 10_001, size: 3, unused: 1 }],
    });
    expect(report.byCoach.map((f) => [f.name, f.revenueCents])).toEqual([
      ['Robin', 3_334],
      ['Sam', 3_333],
    ]);
    expect(report.byType).toEqual([{ id: 't1', name: 'Private lesson', lessons: 2, revenueCents: 6_667 }]);
    expect(report.outstandingCents).toBe(packRefundCents(10_001, 3, 1));
    expect((report.byType[0]?.revenueCents ?? 0) + report.outstandingCents).toBe(10_001);
    expect(report).toMatchObject({
      creditsSold: 3,
      creditsUsed: 2,
      outstandingCredits: 1,
      packsSoldCents: 10_001,
    });
  });

  it('a card lesson earns its charge less its refunds', () => {
    const report = lessonReport({
      lessons: [
        { ...coach, netCents: 6_500 },
        { ...coach, netCents: 0 },
      ],
      packsSold: [],
      openPacks: [],
    });
    expect(report.byCoach).toEqual([{ id: 'c1', name: 'Robin', lessons: 2, revenueCents: 6_500 }]);
    expect(report).toMatchObject({ creditsUsed: 0, outstandingCents: 0, outstandingCredits: 0 });
  });
});

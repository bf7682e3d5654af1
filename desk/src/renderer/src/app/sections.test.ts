import { describe, expect, it } from 'vitest';
import { sectionsFor } from './sections';

describe('sectionsFor', () => {
  it('shows the audit trail to admins only; reports to staff and admins', () => {
    expect(sectionsFor('admin').map((s) => s.key)).toContain('audit');
    expect(sectionsFor('staff').map((s) => s.key)).not.toContain('audit');
    expect(sectionsFor('staff').map((s) => s.key)).toContain('reports');
    expect(sectionsFor('staff').map((s) => s.key)).toContain('kiosks');
  });
});

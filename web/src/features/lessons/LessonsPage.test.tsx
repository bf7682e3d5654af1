import { coachPicture, lessonMessages as L, lessonsPageCopy } from '@lounge/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import { LessonsCard } from './LessonsCard';
import LessonsPage from './LessonsPage';

const TYPE = {
  id: 't1',
  name: 'Private lesson',
  minutes: 60,
  priceCents: 12_000,
  vipPriceCents: 9_600,
  needsBay: true,
  bookableBy: 'everyone',
};
const COACH = { id: 'c1', name: 'Pat Coach', bio: '', colour: null, typeIds: ['t1'], photo: null };
const vip = makeUser({ membershipType: 'vip', membershipStatus: 'monthly' });

function lounge(credits: unknown[] = []) {
  return stubApi({
    'GET /api/lessons/types': { body: [TYPE] },
    'GET /api/lessons/coaches': { body: [COACH] },
    'GET /api/lessons/availability*': {
      body: [{ coachId: 'c1', bay: '1', startTime: '10:00', endTime: '11:00' }],
    },
    'GET /api/lesson-packs/mine': { body: credits },
    'POST /api/lessons': { status: 201, body: { id: 'l1', priceCents: 0 } },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/lessons', () => {
  it('shows the VIP’s price and books a free time with a credit', async () => {
    const api = lounge([{ typeId: 't1', remaining: 2, expiresOn: '2099-01-01' }]);
    renderWithApp(<LessonsPage />, { user: vip, route: '/lessons' });
    expect(await screen.findByRole('option', { name: /Private lesson, 60 min, \$96/ })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '10:00 AM' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Book with a credit (2 left)' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/lessons')).toBe(true),
    );
    const sent = api.calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toMatchObject({ typeId: 't1', coachId: 'c1', startTime: '10:00', useCredit: true });
    expect(screen.getByRole('button', { name: /Buy 5 × Private lesson: \$432/ })).toBeTruthy();
  });

  it('shows each coach’s photo by its name, or its initials on its colour until there is one', async () => {
    const photo = coachPicture('a'.repeat(32), 480);
    stubApi({
      'GET /api/lessons/types': { body: [TYPE] },
      'GET /api/lessons/coaches': {
        body: [
          { ...COACH, bio: 'PGA professional.', photo },
          { ...COACH, id: 'c2', name: 'Sam de la Cruz', colour: '#f5d76e' },
        ],
      },
      'GET /api/lessons/availability*': { body: [] },
    });
    renderWithApp(<LessonsPage />, { route: '/lessons' });
    const img = await screen.findByRole('img', { name: 'Pat Coach' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '480']);
    expect(img.getAttribute('src')).toBe(photo.src);
    const avif = img.closest('picture')?.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toBe(
      `/media/${'a'.repeat(32)}-240.avif 240w, /media/${'a'.repeat(32)}-480.avif 480w`,
    );
    expect(screen.getByText('PGA professional.')).toBeTruthy();
    // The second coach has no photo: its initials, dark on its light colour, hidden from readers.
    expect(within(screen.getByRole('region', { name: L.ourCoaches })).getAllByRole('img')).toHaveLength(1);
    const initials = screen.getByTestId('coach-initials');
    expect(initials.textContent).toBe('SC');
    expect(initials.getAttribute('aria-hidden')).toBe('true');
    expect(initials.style.color).toBe('rgb(26, 26, 26)');
    expect(initials.closest('li')?.textContent).toContain('Sam de la Cruz');
  });

  it('states the rules as figures, and how a lesson works after the booking controls', async () => {
    lounge();
    const { container } = renderWithApp(<LessonsPage />, { route: '/lessons' });
    const figures = within(screen.getByRole('region', { name: lessonsPageCopy.factsTitle }))
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(figures).toEqual(['20%', '5 or 10', '12 months', '24 hours']);
    const how = screen.getByRole('region', { name: lessonsPageCopy.howTitle });
    expect(within(how).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(how).getByRole('img', { name: /simulator bay/ })).toBeTruthy();
    // The booking controls stay where they were, between the figures and the explanation.
    const picker = container.querySelector('form.lessons-picker') as HTMLElement;
    expect(await within(picker).findByRole('combobox', { name: 'Lesson' })).toBeTruthy();
    expect(how.compareDocumentPosition(picker) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('asks a visitor to sign in to book', async () => {
    lounge();
    renderWithApp(<LessonsPage />, { route: '/lessons' });
    fireEvent.click(await screen.findByRole('button', { name: '10:00 AM' }));
    expect(await screen.findByRole('link', { name: L.signInToBook.title })).toBeTruthy();
  });
});

describe('the dashboard’s lessons', () => {
  it('lists the lessons to come with their coach and bay, and the credits left', async () => {
    stubApi({
      'GET /api/lessons/types': { body: [TYPE] },
      'GET /api/lesson-packs/mine': { body: [{ typeId: 't1', remaining: 3, expiresOn: '2027-11-30' }] },
      'GET /api/lessons/mine': {
        body: [
          {
            id: 'l1',
            typeId: 't1',
            typeName: 'Private lesson',
            coachId: 'c1',
            coachName: 'Pat Coach',
            studentName: 'Sam Tester',
            date: '2026-12-07',
            startTime: '10:00',
            endTime: '11:00',
            startsAt: '2026-12-07T17:00:00.000Z',
            endsAt: '2026-12-07T18:00:00.000Z',
            bay: '1',
            status: 'booked',
            priceCents: 0,
            paidWith: 'credit',
          },
        ],
      },
    });
    renderWithApp(<LessonsCard />, { user: vip });
    const item = await screen.findByText(/with Pat Coach/);
    expect(item.closest('li')?.textContent).toMatch(/Private lesson with Pat Coach, .*10:00 AM, Bay 1/);
    expect(await screen.findByText(/3 Private lesson credits to use by/)).toBeTruthy();
  });

  it('cancels a booked lesson after a second press, and says what came back', async () => {
    let lessons = [
      {
        id: 'l1',
        typeId: 't1',
        typeName: 'Private lesson',
        coachId: 'c1',
        coachName: 'Pat Coach',
        studentName: 'Sam Tester',
        date: '2026-12-07',
        startTime: '10:00',
        endTime: '11:00',
        startsAt: '2026-12-07T17:00:00.000Z',
        endsAt: '2026-12-07T18:00:00.000Z',
        bay: '1',
        status: 'booked',
        priceCents: 0,
        paidWith: 'credit',
      },
    ];
    const api = stubApi({
      'GET /api/lessons/types': { body: [TYPE] },
      'GET /api/lesson-packs/mine': { body: [] },
      'GET /api/lessons/mine': () => ({ body: lessons }),
      'DELETE /api/lessons/l1': () => {
        lessons = [];
        return { body: { returned: true, message: L.cancelledInTime } };
      },
    });
    renderWithApp(<LessonsCard />, { user: vip });
    fireEvent.click(
      await screen.findByRole('button', { name: /^Cancel Lesson: Private lesson with Pat Coach/ }),
    );
    expect(screen.getByText(new RegExp(L.cancelNote))).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: L.cancelConfirm }));
    expect(await screen.findByText(L.cancelledInTime)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/lessons/l1']);
    await waitFor(() => expect(screen.queryByText(/with Pat Coach/)).toBeNull());
  });
});

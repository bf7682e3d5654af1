import { tourRequestCopy } from '@lounge/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/renderWithApp';
import { TourRequestedCard } from './TourRequestedCard';

const answer = {
  id: 't1',
  message: 'We will confirm within 24 hours. Nothing is booked until then.',
  lines: ['Thursday, June 11, 2026 at 2:00 PM', 'Party of 2', '100 N Main Street, Bozeman, MT 59715'],
  calendar: 'BEGIN:VCALENDAR\r\nSUMMARY:Tour of Big Sky Golf Lounge (requested)\r\nEND:VCALENDAR\r\n',
};

describe('the tour request confirmation', () => {
  it('states the summary and what happens next, in the words the receipt uses, and takes the focus', () => {
    renderWithApp(<TourRequestedCard answer={answer} />, { route: '/tour' });
    const heading = screen.getByRole('heading', { name: tourRequestCopy.title });
    expect(document.activeElement).toBe(heading);
    const region = screen.getByRole('region', { name: tourRequestCopy.title });
    for (const line of answer.lines) expect(region.textContent).toContain(line);
    expect(screen.getByText(answer.message)).toBeTruthy();
  });

  it('offers the request as a calendar file, the very file the server sent', () => {
    renderWithApp(<TourRequestedCard answer={answer} />, { route: '/tour' });
    const link = screen.getByRole('link', { name: tourRequestCopy.addToCalendar });
    expect(link.getAttribute('download')).toBe('lounge-tour-request.ics');
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(answer.calendar);
  });
});

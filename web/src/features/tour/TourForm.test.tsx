import { formMessages } from '@lounge/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { freezeDateInEachTest } from '../../testing/frozenDate';
import { renderWithApp } from '../../testing/renderWithApp';
import { TourForm } from './TourForm';

describe('tour form', () => {
  it('names each missing field, the date and time in core words', async () => {
    renderWithApp(<TourForm />, { route: '/tour' });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule My Tour' }));
    expect(await screen.findByText(formMessages.required('First name'))).toBeTruthy();
    expect(await screen.findByText(formMessages.required('Last name'))).toBeTruthy();
    expect(await screen.findByText(formMessages.emailInvalid)).toBeTruthy();
    const fieldError = { selector: '.ant-form-item-explain-error' };
    expect(await screen.findByText(formMessages.tourDateRequired.message, fieldError)).toBeTruthy();
    expect(await screen.findByText(formMessages.tourTimeRequired.message, fieldError)).toBeTruthy();
    // The missing date also gets its toast, titled as docs/product.md says.
    expect(await screen.findByText(formMessages.tourDateRequired.title)).toBeTruthy();
  });

  it('says tours run Wednesday through Saturday, and offers parties of 1 to 4', () => {
    renderWithApp(<TourForm />, { route: '/tour' });
    expect(screen.getByText(formMessages.tourWeekdaysOnly)).toBeTruthy();
    expect(screen.getByText('1 person')).toBeTruthy();
  });
});

describe('tour form: the date and choices are the browser’s own fields', () => {
  // Wednesday 10 June 2026, 14:00 at the venue.
  freezeDateInEachTest(Date.parse('2026-06-10T20:00:00.000Z'));
  const field = (name: string) => document.getElementById(`tour_${name}`) as HTMLInputElement;

  function fillVisitor() {
    fireEvent.change(field('firstName'), { target: { value: 'Annika' } });
    fireEvent.change(field('lastName'), { target: { value: 'Sorenstam' } });
    fireEvent.change(field('email'), { target: { value: 'annika@example.com' } });
  }

  it("refuses a Monday at the field in core's words, and sends nothing", async () => {
    const api = stubApi({ 'POST /api/tours/book': { status: 201, body: {} } });
    renderWithApp(<TourForm />, { route: '/tour' });
    fillVisitor();
    fireEvent.change(field('preferredDate'), { target: { value: '2026-06-15' } });
    fireEvent.change(field('preferredTime'), { target: { value: '15:00' } });
    const fieldError = { selector: '.ant-form-item-explain-error' };
    // Named as soon as it is chosen: the browser's calendar cannot grey it.
    expect(await screen.findByText(formMessages.tourWeekdaysOnly, fieldError)).toBeTruthy();
    // Said once: the hint under the field steps aside while the refusal names the same days.
    expect(screen.getAllByText(formMessages.tourWeekdaysOnly)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule My Tour' }));
    await waitFor(() => expect(field('preferredDate').getAttribute('aria-invalid')).toBe('true'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("offers days from the venue's today to the window's last, and today's later times only", async () => {
    renderWithApp(<TourForm />, { route: '/tour' });
    expect(field('preferredDate').type).toBe('date');
    expect(field('preferredDate').min).toBe('2026-06-10');
    expect(field('preferredDate').max).toBe('2026-08-09');
    const time = field('preferredTime') as unknown as HTMLSelectElement;
    const disabled = () => [...time.options].filter((o) => o.disabled && o.value !== '').map((o) => o.value);
    expect(disabled()).toEqual([]);
    fireEvent.change(field('preferredDate'), { target: { value: '2026-06-10' } });
    // The times follow the chosen date (the form's watch re-renders after the change).
    await waitFor(() => expect(disabled()).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00']));
    fireEvent.change(field('preferredDate'), { target: { value: '2026-06-11' } });
    await waitFor(() => expect(disabled()).toEqual([]));
  });

  it('sends the date as the venue date, the time and the party chosen', async () => {
    const api = stubApi({ 'POST /api/tours/book': { status: 400, body: { message: 'no' } } });
    renderWithApp(<TourForm />, { route: '/tour' });
    fillVisitor();
    fireEvent.change(field('preferredDate'), { target: { value: '2026-06-12' } });
    fireEvent.change(field('preferredTime'), { target: { value: '12:30' } });
    fireEvent.change(field('partySize'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule My Tour' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      preferredDate: '2026-06-12',
      preferredTime: '12:30',
      partySize: '3',
    });
  });
});

import { addDays, DEFAULT_VENUE, formMessages, venueDate } from '@lounge/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { EventInquiryForm } from './EventInquiryForm';

const field = (name: string) => document.getElementById(`event_${name}`) as HTMLInputElement;
const today = () => venueDate(Date.now(), DEFAULT_VENUE.timeZone);

/** Everything the inquiry needs, typed and chosen as a visitor does in the browser's own fields. */
function fillRequired() {
  fireEvent.change(field('contactName'), { target: { value: 'Tiger Events Co.' } });
  fireEvent.change(field('email'), { target: { value: 'tiger@example.com' } });
  fireEvent.change(field('eventType'), { target: { value: 'corporate' } });
  fireEvent.change(field('message'), { target: { value: 'A team outing for twelve.' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('event inquiry form', () => {
  it('requires contact, email, type and message', async () => {
    renderWithApp(<EventInquiryForm />, { route: '/events' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText(formMessages.required('Contact name'))).toBeTruthy();
    expect(await screen.findByText(formMessages.emailInvalid)).toBeTruthy();
    expect(await screen.findByText(formMessages.required('Event type'))).toBeTruthy();
    expect(await screen.findByText(formMessages.required('Message'))).toBeTruthy();
  });

  it("starts from a signed-in member's details ('Plan My Custom Event')", async () => {
    renderWithApp(
      <EventInquiryForm
        contact={{ firstName: 'Vic', lastName: 'Tester', email: 'vic@example.com', phone: '+14065550100' }}
      />,
      { route: '/events' },
    );
    await waitFor(() => expect(field('contactName')).toHaveProperty('value', 'Vic Tester'));
    expect(field('email')).toHaveProperty('value', 'vic@example.com');
    expect(field('phone')).toHaveProperty('value', '+14065550100');
  });

  it("sends the date as the venue date the browser's date field gives, and the guest range chosen", async () => {
    const api = stubApi({ 'POST /api/events': { status: 201, body: { message: 'ok', id: 'e1' } } });
    renderWithApp(<EventInquiryForm />, { route: '/events' });
    // The browser's own fields: a date field from the venue's today, a select with a real "none".
    expect(field('eventDate').type).toBe('date');
    expect(field('eventDate').min).toBe(today());
    expect(field('guestCount').tagName).toBe('SELECT');
    fillRequired();
    const day = addDays(today(), 30);
    fireEvent.change(field('eventDate'), { target: { value: day } });
    fireEvent.change(field('guestCount'), { target: { value: '9-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      contactName: 'Tiger Events Co.',
      eventType: 'corporate',
      eventDate: day,
      guestCount: '9-15',
    });
  });

  it('takes the guest range back to "not sure yet": sent as none', async () => {
    const api = stubApi({ 'POST /api/events': { status: 201, body: { message: 'ok', id: 'e1' } } });
    renderWithApp(<EventInquiryForm />, { route: '/events' });
    fillRequired();
    fireEvent.change(field('guestCount'), { target: { value: '16-25' } });
    fireEvent.change(field('guestCount'), { target: { value: '' } });
    expect(field('guestCount')).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      eventDate: null,
      guestCount: null,
    });
  });

  it("refuses yesterday at the field in core's words, and sends nothing", async () => {
    const api = stubApi({ 'POST /api/events': { status: 201, body: { message: 'ok', id: 'e1' } } });
    renderWithApp(<EventInquiryForm />, { route: '/events' });
    fillRequired();
    // Typed past the calendar's first day (the browser's field takes a typed date below its min).
    fireEvent.change(field('eventDate'), { target: { value: addDays(today(), -1) } });
    const fieldError = { selector: '.ant-form-item-explain-error' };
    // Named as soon as it is chosen, as the old calendar greyed it.
    expect(await screen.findByText(formMessages.eventDatePast, fieldError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(field('eventDate').getAttribute('aria-invalid')).toBe('true'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(formMessages.eventDatePast, fieldError)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

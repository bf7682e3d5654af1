import { formMessages } from '@lounge/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/renderWithApp';
import { EventInquiryForm } from './EventInquiryForm';

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
    const field = (name: string) => document.getElementById(`event_${name}`);
    await waitFor(() => expect(field('contactName')).toHaveProperty('value', 'Vic Tester'));
    expect(field('email')).toHaveProperty('value', 'vic@example.com');
    expect(field('phone')).toHaveProperty('value', '+14065550100');
  });
});

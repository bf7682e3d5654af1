import { formMessages } from '@lounge/core';
import { fireEvent, screen } from '@testing-library/react';
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
});

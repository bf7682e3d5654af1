import { formMessages } from '@lounge/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/renderWithApp';
import { ContactForm } from './ContactForm';

describe('contact form', () => {
  it('requires everything but the phone', async () => {
    renderWithApp(<ContactForm />, { route: '/contact' });
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(formMessages.required('First name'))).toBeTruthy();
    expect(await screen.findByText(formMessages.required('Last name'))).toBeTruthy();
    expect(await screen.findByText(formMessages.emailInvalid)).toBeTruthy();
    expect(await screen.findByText(formMessages.required('Inquiry type'))).toBeTruthy();
    expect(await screen.findByText(formMessages.required('Message'))).toBeTruthy();
    expect(screen.queryByText(formMessages.required('Phone'))).toBeNull();
  });
});

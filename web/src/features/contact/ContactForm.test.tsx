import { formMessages, INQUIRY_TYPE_LABELS } from '@lounge/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { ContactForm } from './ContactForm';

afterEach(() => {
  vi.unstubAllGlobals();
});

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

  it('asks the topic in a native select tied to its label, its error on it, the placeholder no choice', async () => {
    renderWithApp(<ContactForm />, { route: '/contact' });
    const topic = screen.getByRole('combobox', { name: 'What can we help with?' });
    expect(topic.tagName).toBe('SELECT');
    expect(topic.id).toBe('contact_inquiryType');
    expect(topic.getAttribute('aria-required')).toBe('true');
    const placeholder = screen.getByRole('option', { name: 'Choose a topic' }) as HTMLOptionElement;
    expect(placeholder.selected).toBe(true);
    expect(placeholder.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const error = await screen.findByText(formMessages.required('Inquiry type'));
    await waitFor(() => expect(topic.getAttribute('aria-invalid')).toBe('true'));
    expect(topic.getAttribute('aria-describedby')?.split(' ')).toContain(error.closest('[id]')?.id);
  });

  it('sends the chosen topic with the message', async () => {
    const api = stubApi({ 'POST /api/contact': { body: { id: 'c1' } } });
    renderWithApp(<ContactForm />, { route: '/contact' });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Bobby' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Jones' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'bobby@example.com' },
    });
    const topic = screen.getByRole('combobox', { name: 'What can we help with?' }) as HTMLSelectElement;
    fireEvent.change(topic, { target: { value: 'events' } });
    expect(topic.value).toBe('events');
    expect(
      (screen.getByRole('option', { name: INQUIRY_TYPE_LABELS.events }) as HTMLOptionElement).selected,
    ).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'A party of twelve?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/contact')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/contact')?.body).toMatchObject({
      firstName: 'Bobby',
      inquiryType: 'events',
      message: 'A party of twelve?',
    });
  });
});

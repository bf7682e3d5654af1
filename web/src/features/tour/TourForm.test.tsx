import { formMessages } from '@lounge/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

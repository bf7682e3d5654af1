// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { coachPicture, photoMessages } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { CoachesPanel } from './CoachesPanel';

afterEach(() => vi.unstubAllGlobals());

const PHOTO = coachPicture('b'.repeat(32), 480);
const coach = (photo: typeof PHOTO | null) => ({
  id: 'c1',
  name: 'Pat Coach',
  bio: '',
  colour: '#1f4a37',
  typeIds: [],
  photo,
  weekly: [],
  exceptions: [],
});

describe('a coach’s photo at the desk', () => {
  it('uploads one as multipart, shows it, says a refused file’s problem, and removes it after a second press', async () => {
    let photo: typeof PHOTO | null = null;
    let refuseNext = false;
    const api = stubApi({
      'GET /api/lessons/types': { body: [] },
      'GET /api/staff/lessons*': { body: [] },
      'GET /api/staff/coaches': () => ({ body: [coach(photo)] }),
      'PUT /api/staff/coaches/c1/photo': () => {
        if (refuseNext) return { status: 413, body: { ...photoMessages.tooManyPixels, field: 'file' } };
        photo = PHOTO;
        return {
          body: { title: 'Photo Uploaded', message: 'Pat Coach’s photo is on the lessons page now.', photo },
        };
      },
      'DELETE /api/staff/coaches/c1/photo': () => {
        photo = null;
        return { body: { title: 'Photo Removed', message: 'Pat Coach’s photo is off the lessons page.' } };
      },
    });
    // The upload's body is FormData, which the stand-in does not record: keep it here.
    const stubbed = globalThis.fetch;
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      sent.push(init?.body);
      return stubbed(url, init);
    });
    renderAtDesk(<CoachesPanel />);
    const group = await screen.findByRole('group', { name: 'Pat Coach’s photo' });
    // No photo yet: the initials, and nothing to send until a file is chosen.
    expect(within(group).getByText('PC')).toBeTruthy();
    const upload = within(group).getByRole('button', { name: 'Upload Photo' });
    expect(upload.hasAttribute('disabled')).toBe(true);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'pat.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(group).getByLabelText(/Pat Coach’s photo \(JPEG/), { target: { files: [file] } });
    fireEvent.click(upload);
    expect(await screen.findByText('Pat Coach’s photo is on the lessons page now.')).toBeTruthy();
    const form = sent.find((b) => b instanceof FormData) as FormData | undefined;
    expect((form?.get('file') as File | null)?.name).toBe('pat.jpg');
    const shown = await within(group).findByRole('img', { name: 'Pat Coach' });
    expect(shown.getAttribute('src')).toBe(PHOTO.src);

    // A refused file: the server's words in the toast, the photo kept.
    refuseNext = true;
    fireEvent.change(within(group).getByLabelText(/Pat Coach’s photo \(JPEG/), { target: { files: [file] } });
    const replace = within(group).getByRole('button', { name: 'Replace Photo' });
    await waitFor(() => expect(replace.hasAttribute('disabled')).toBe(false));
    fireEvent.click(replace);
    expect(await screen.findByText(photoMessages.tooManyPixels.message)).toBeTruthy();

    fireEvent.click(within(group).getByRole('button', { name: 'Remove Photo' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Pat Coach’s photo is off the lessons page.')).toBeTruthy();
    await waitFor(() => expect(within(group).queryByRole('img')).toBeNull());
    expect(within(group).getByText('PC')).toBeTruthy();
  });
});

/**
 * A photo's upload into one of the site's slots: the file, a few words saying what it shows (read
 * out to visitors who cannot see it), and its credit and licence (CreditFields.tsx), all sent
 * together, so a photo whose licence asks for its maker to be named goes on the site named. The
 * form checks the credit with core's reading, the server's own: a CC BY photo without a credit, or
 * a link that is not https, is said at its field and nothing is sent.
 */
import {
  CREDIT_COPY,
  PHOTO_ALT_MAX,
  PHOTO_LICENCE_DEFAULT,
  PHOTO_MAX_BYTES,
  type PhotoCredit,
  type PhotoSlot,
  readPhotoCredit,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useId, useRef, useState } from 'react';
import { refusalText } from '../api/staffApi';
import { CreditFields } from './CreditFields';
import { photoApi } from './photoApi';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
/** A new photo is the lounge's own and uncredited until staff say otherwise. */
const NO_CREDIT: PhotoCredit = { credit: '', licence: PHOTO_LICENCE_DEFAULT, sourceUrl: '' };

export function PhotoUploadForm({
  slot,
  label,
  queryKey,
}: {
  slot: PhotoSlot;
  label: string;
  queryKey: readonly string[];
}) {
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [credit, setCredit] = useState<PhotoCredit>(NO_CREDIT);
  const reading = readPhotoCredit(credit);
  const ids = { file: useId(), alt: useId(), hint: useId(), credit: useId() };
  const upload = useMutation({
    mutationFn: () => {
      if (!file) throw new Error('no file');
      return photoApi.upload(slot, file, alt, credit);
    },
    onSuccess: (answer) => {
      showToast({ title: answer.title, message: answer.message, kind: 'success' });
      setFile(null);
      setAlt('');
      setCredit(NO_CREDIT);
      if (fileInput.current) fileInput.current.value = '';
    },
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
  return (
    <form
      className="website-upload"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (reading.ok) upload.mutate();
      }}
    >
      <h3>{label}</h3>
      <label htmlFor={ids.file}>
        Photo (JPEG, PNG, WebP or AVIF, up to {PHOTO_MAX_BYTES / 1024 / 1024} MB)
      </label>
      <input
        id={ids.file}
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={ids.alt}>What the photo shows</label>
      <Input
        id={ids.alt}
        value={alt}
        maxLength={PHOTO_ALT_MAX}
        aria-describedby={ids.hint}
        onChange={(event) => setAlt(event.target.value)}
      />
      <span id={ids.hint} className="muted">
        Read out to visitors who cannot see the photo, e.g. “Bay two with a course on the screen”.
      </span>
      <fieldset className="website-upload-credit" aria-describedby={ids.credit}>
        <legend>{CREDIT_COPY.uploadLegend}</legend>
        <p id={ids.credit} className="muted">
          {CREDIT_COPY.uploadHint}
        </p>
        <CreditFields value={credit} onChange={setCredit} reading={reading} />
      </fieldset>
      <Button
        type="primary"
        htmlType="submit"
        disabled={!file || !alt.trim() || !reading.ok}
        loading={upload.isPending}
      >
        Upload Photo
      </Button>
    </form>
  );
}

/**
 * A photo's credit and licence at the desk, beside a photo already on the site: the fields
 * (CreditFields.tsx) as the photo has them, saved together. Checked before sending by core's
 * reading (readPhotoCredit: a CC BY photo needs a credit, the link is https), the server's own
 * check, so a refusal is said at its field and nothing is sent; any other refusal of the server is
 * shown in its own words.
 */
import { CREDIT_COPY, type PhotoCredit, readPhotoCredit, type VenuePhoto } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { refusalText } from '../api/staffApi';
import { CreditFields } from './CreditFields';
import { photoApi } from './photoApi';

export function CreditForm({ photo, queryKey }: { photo: VenuePhoto; queryKey: readonly string[] }) {
  const client = useQueryClient();
  const [fields, setFields] = useState<PhotoCredit>({
    credit: photo.credit,
    licence: photo.licence,
    sourceUrl: photo.sourceUrl,
  });
  const reading = readPhotoCredit(fields);
  const hint = useId();
  const save = useMutation({
    mutationFn: () => photoApi.credit(photo.id, fields),
    onSuccess: (answer) => showToast({ title: answer.title, message: answer.message, kind: 'success' }),
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
  const unchanged =
    fields.credit === photo.credit &&
    fields.licence === photo.licence &&
    fields.sourceUrl === photo.sourceUrl;
  return (
    <form
      className="website-credit"
      aria-label={CREDIT_COPY.legend(photo.alt)}
      aria-describedby={hint}
      onSubmit={(event) => {
        event.preventDefault();
        if (reading.ok) save.mutate();
      }}
    >
      <p id={hint} className="muted">
        {CREDIT_COPY.hint}
      </p>
      <CreditFields value={fields} onChange={setFields} reading={reading} />
      <Button htmlType="submit" disabled={unchanged || !reading.ok} loading={save.isPending}>
        {CREDIT_COPY.save}
      </Button>
    </form>
  );
}

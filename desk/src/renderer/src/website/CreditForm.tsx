/**
 * A photo's credit and licence at the desk: who made it, the licence it is shown under (core's
 * fixed list) and, optionally, where it came from. The server holds the rules (a CC BY photo needs
 * a credit; the link is https) and its refusal is shown in its own words.
 */
import {
  CREDIT_COPY,
  PHOTO_CREDIT_MAX,
  PHOTO_LICENCE_NAMES,
  PHOTO_LICENCES,
  PHOTO_SOURCE_MAX,
  type PhotoLicence,
  type VenuePhoto,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Radio } from 'antd';
import { useId, useState } from 'react';
import { refusalText } from '../api/staffApi';
import { photoApi } from './photoApi';

const LICENCE_OPTIONS = PHOTO_LICENCE_NAMES.map((value) => ({ value, label: PHOTO_LICENCES[value].label }));

export function CreditForm({ photo, queryKey }: { photo: VenuePhoto; queryKey: readonly string[] }) {
  const client = useQueryClient();
  const [credit, setCredit] = useState(photo.credit);
  const [licence, setLicence] = useState<PhotoLicence>(photo.licence);
  const [sourceUrl, setSourceUrl] = useState(photo.sourceUrl);
  const ids = { hint: useId(), credit: useId(), licence: useId(), source: useId() };
  const save = useMutation({
    mutationFn: () => photoApi.credit(photo.id, { credit, licence, sourceUrl }),
    onSuccess: (answer) => showToast({ title: answer.title, message: answer.message, kind: 'success' }),
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
  const unchanged = credit === photo.credit && licence === photo.licence && sourceUrl === photo.sourceUrl;
  return (
    <form
      className="website-credit"
      aria-label={CREDIT_COPY.legend(photo.alt)}
      aria-describedby={ids.hint}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <p id={ids.hint} className="muted">
        {CREDIT_COPY.hint}
      </p>
      <label htmlFor={ids.credit}>{CREDIT_COPY.credit}</label>
      <Input
        id={ids.credit}
        value={credit}
        maxLength={PHOTO_CREDIT_MAX}
        placeholder={CREDIT_COPY.creditPlaceholder}
        onChange={(event) => setCredit(event.target.value)}
      />
      <span id={ids.licence}>{CREDIT_COPY.licence}</span>
      <Radio.Group
        className="stacked-radios"
        aria-labelledby={ids.licence}
        options={LICENCE_OPTIONS}
        value={licence}
        onChange={(event) => setLicence(event.target.value as PhotoLicence)}
      />
      <label htmlFor={ids.source}>{CREDIT_COPY.sourceUrl}</label>
      <Input
        id={ids.source}
        type="url"
        inputMode="url"
        value={sourceUrl}
        maxLength={PHOTO_SOURCE_MAX}
        placeholder={CREDIT_COPY.sourcePlaceholder}
        onChange={(event) => setSourceUrl(event.target.value)}
      />
      <Button htmlType="submit" disabled={unchanged} loading={save.isPending}>
        {CREDIT_COPY.save}
      </Button>
    </form>
  );
}

/**
 * A photo's credit fields, the same in the upload form and beside a photo already up
 * (CreditForm.tsx): who made it, the licence it is shown under (core's fixed list) and, optionally,
 * where it came from. A form that checks before it sends passes core's reading of them
 * (readPhotoCredit, the server's own check), and the field it refuses says why.
 */
import {
  CREDIT_COPY,
  PHOTO_CREDIT_MAX,
  PHOTO_LICENCE_NAMES,
  PHOTO_LICENCES,
  PHOTO_SOURCE_MAX,
  type PhotoCredit,
  type PhotoCreditReading,
  type PhotoLicence,
} from '@lounge/core';
import { Input, Radio } from 'antd';
import { useId } from 'react';

const LICENCE_OPTIONS = PHOTO_LICENCE_NAMES.map((value) => ({ value, label: PHOTO_LICENCES[value].label }));

export function CreditFields({
  value,
  onChange,
  reading,
}: {
  value: PhotoCredit;
  onChange: (next: PhotoCredit) => void;
  /** Core's reading of the fields, where the form checks them itself; its refusal shows at its field. */
  reading?: PhotoCreditReading;
}) {
  const ids = { credit: useId(), licence: useId(), source: useId(), problem: useId() };
  const problem = reading && !reading.ok ? reading : null;
  const problemAt = (field: 'credit' | 'sourceUrl') =>
    problem?.field === field
      ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': ids.problem }
      : {};
  const said = problem && (
    <p id={ids.problem} role="alert" className="credit-problem">
      {problem.notice.message}
    </p>
  );
  return (
    <>
      <label htmlFor={ids.credit}>{CREDIT_COPY.credit}</label>
      <Input
        id={ids.credit}
        value={value.credit}
        maxLength={PHOTO_CREDIT_MAX}
        placeholder={CREDIT_COPY.creditPlaceholder}
        onChange={(event) => onChange({ ...value, credit: event.target.value })}
        {...problemAt('credit')}
      />
      {problem?.field === 'credit' && said}
      <span id={ids.licence}>{CREDIT_COPY.licence}</span>
      <Radio.Group
        className="stacked-radios"
        aria-labelledby={ids.licence}
        options={LICENCE_OPTIONS}
        value={value.licence}
        onChange={(event) => onChange({ ...value, licence: event.target.value as PhotoLicence })}
      />
      <label htmlFor={ids.source}>{CREDIT_COPY.sourceUrl}</label>
      <Input
        id={ids.source}
        type="url"
        inputMode="url"
        value={value.sourceUrl}
        maxLength={PHOTO_SOURCE_MAX}
        placeholder={CREDIT_COPY.sourcePlaceholder}
        onChange={(event) => onChange({ ...value, sourceUrl: event.target.value })}
        {...problemAt('sourceUrl')}
      />
      {problem?.field === 'sourceUrl' && said}
    </>
  );
}

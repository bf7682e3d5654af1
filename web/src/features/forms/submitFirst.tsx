/**
 * How every form shows its errors: none while the member fills it in for the first time (an error
 * on blur, before they have even tried to send, only nags), then all of them at once on submit, each
 * on its field (antd sets aria-invalid and aria-describedby), the focus on the first, and a summary
 * read out by a live region; from then on each field's error updates as the member types.
 */
import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';

interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/** What a form needs: its props, the live region, and `fail` for errors found outside antd's rules. */
export interface SubmitFirst {
  /** Spread onto <Form>: no validation until the first submit, then on every change. */
  formProps: {
    validateTrigger: string | false;
    onFinishFailed: (info: { errorFields: FieldError[] }) => void;
    scrollToFirstError: { focus: boolean; block: 'center' };
  };
  /** The errors found by the form's own check (core's rules) after antd's passed: shown the same way. */
  fail: (errors: Record<string, string>) => void;
  /** Put once inside the form: the visually hidden live region that reads the errors out. */
  announcer: React.ReactElement;
  /** Whether the form was sent once: fields that check each other (a password's confirmation) wait for it too. */
  submitted: boolean;
  /** After the form was sent and emptied: back to saying nothing until the next submit. */
  reset: () => void;
}

/** "2 fields need attention: Choose a date. Choose a bay." */
function errorSummary(messages: readonly string[]): string {
  if (messages.length === 0) return '';
  const count =
    messages.length === 1 ? '1 field needs attention' : `${messages.length} fields need attention`;
  return `${count}: ${messages.join(' ')}`;
}

/**
 * `onFailed` runs too when antd's rules refuse a submit (a form that also toasts a missing field,
 * as the tour form's date and time do).
 */
export function useSubmitFirst(form: FormInstance, onFailed?: () => void): SubmitFirst {
  const [submitted, setSubmitted] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const announce = useCallback((messages: string[]) => {
    setSubmitted(true);
    // The same words twice would not be read again: clear, then say them.
    setAnnouncement('');
    window.setTimeout(() => setAnnouncement(errorSummary(messages)), 50);
  }, []);

  const onFinishFailed = useCallback(
    ({ errorFields }: { errorFields: FieldError[] }) => {
      announce(errorFields.flatMap((f) => f.errors));
      onFailed?.();
    },
    [announce, onFailed],
  );

  const fail = useCallback(
    (errors: Record<string, string>) => {
      const entries = Object.entries(errors);
      form.setFields(entries.map(([name, message]) => ({ name, errors: [message] })));
      const first = entries[0];
      if (first) form.focusField(first[0]);
      announce(entries.map(([, message]) => message));
    },
    [announce, form],
  );

  return {
    formProps: {
      validateTrigger: submitted ? 'onChange' : false,
      onFinishFailed,
      scrollToFirstError: { focus: true, block: 'center' },
    },
    fail,
    submitted,
    reset: useCallback(() => {
      setSubmitted(false);
      setAnnouncement('');
    }, []),
    announcer: (
      <div className="visually-hidden" role="alert" aria-atomic="true">
        {announcement}
      </div>
    ),
  };
}

/**
 * A prerendered form hydrated after the visitor has used it: the page's HTML is rendered on the
 * "server", the visitor's typing and choice are put into that DOM, then the app hydrates it, as on a
 * slow phone where the form is on screen seconds before its code runs.
 */
import { act, render } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useKeptTypedBeforeStart } from './keptTypedBeforeStart';
import { NativeDateField } from './NativeDateField';
import { NativeSelect } from './NativeSelect';

const topics = [
  { value: 'general', label: 'General' },
  { value: 'events', label: 'Events' },
];

let probeForm: FormInstance | undefined;

function Probe() {
  const [form] = Form.useForm();
  probeForm = form;
  useKeptTypedBeforeStart(form, 'probe');
  return (
    <Form form={form} name="probe">
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="topic" label="Topic">
        <NativeSelect options={topics} placeholder="Choose a topic" />
      </Form.Item>
      <Form.Item name="day" label="Day">
        <NativeDateField timeZone="America/Denver" />
      </Form.Item>
    </Form>
  );
}

/** The page as sent, used by the visitor (`use`), then hydrated. */
function hydrateAfter(use: (page: HTMLElement) => void): { container: HTMLElement; form: FormInstance } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  document.body.appendChild(container);
  use(container);
  probeForm = undefined;
  render(<Probe />, { container, hydrate: true });
  if (!probeForm) throw new Error('the form did not hydrate');
  return { container, form: probeForm };
}

function selectIn(page: HTMLElement): HTMLSelectElement {
  const select = page.querySelector<HTMLSelectElement>('select#probe_topic');
  if (!select) throw new Error('no select');
  return select;
}

describe('kept typed before start', () => {
  it('keeps a native select chosen before the code ran, in the form and on screen', async () => {
    const { container, form } = hydrateAfter((page) => {
      const name = page.querySelector<HTMLInputElement>('input#probe_name');
      if (name) name.value = 'Bobby';
      selectIn(page).value = 'events';
    });
    expect(form.getFieldValue('topic')).toBe('events');
    expect(form.getFieldValue('name')).toBe('Bobby');
    // A later render (any change to the form) keeps the choice on screen: the state holds it.
    await act(async () => form.setFieldsValue({ name: 'Bobby Jones' }));
    expect(selectIn(container).value).toBe('events');
  });

  it('takes nothing from a select still on its placeholder', () => {
    const { container, form } = hydrateAfter(() => {});
    expect(selectIn(container).value).toBe('');
    expect(form.getFieldValue('topic')).toBeUndefined();
  });

  it("keeps a date chosen in the browser's date field before the code ran, as its ISO date", async () => {
    const { container, form } = hydrateAfter((page) => {
      const day = page.querySelector<HTMLInputElement>('input#probe_day');
      if (!day) throw new Error('no date field');
      day.value = '2027-03-17';
    });
    expect(form.getFieldValue('day')).toBe('2027-03-17');
    await act(async () => form.setFieldsValue({ name: 'Bobby Jones' }));
    expect(container.querySelector<HTMLInputElement>('input#probe_day')?.value).toBe('2027-03-17');
  });
});

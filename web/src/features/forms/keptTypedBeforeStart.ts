/**
 * What a visitor typed into a prerendered form before the app's code arrived (a slow phone shows
 * the form long before it can run it). Hydration keeps the DOM as it is, so the typing is still in
 * the fields, but not in the form's state: the next render would put the state's empty value back
 * over it. So, once, as the form mounts and before anything renders again (a layout effect runs in
 * hydration's own commit), each field the visitor typed into and the state has empty takes what
 * the page shows. Fields are found by antd's ids (`<form name>_<field>`): inputs (the browser's
 * date field too: its value is the ISO date the form holds, docs/decisions/071), text areas and
 * native selects (a choice made before the code ran, its placeholder's "" being no choice:
 * docs/decisions/069). antd's pickers and selects are left alone (a typed date is not their value,
 * and their inputs are read-only). A form sent before its code ran is sent again now
 * (submitBeforeStart.ts).
 */
import type { FormInstance } from 'antd';
import { useLayoutEffect } from 'react';
import { takeOverForm } from './submitBeforeStart';

export function useKeptTypedBeforeStart(form: FormInstance, formName: string | undefined): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form mounts
  useLayoutEffect(() => {
    if (!formName) return;
    const typed: Record<string, string> = {};
    const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      `input[id^="${formName}_"], textarea[id^="${formName}_"], select[id^="${formName}_"]`,
    );
    for (const field of fields) {
      if (field.closest('.ant-picker') || field.getAttribute('role') === 'combobox') continue;
      if (!(field instanceof HTMLSelectElement) && field.readOnly) continue;
      if (field instanceof HTMLInputElement && ['radio', 'checkbox', 'hidden'].includes(field.type)) continue;
      const name = field.id.slice(formName.length + 1);
      if (field.value !== '' && !form.getFieldValue(name)) typed[name] = field.value;
    }
    if (Object.keys(typed).length > 0) form.setFieldsValue(typed);
    // Sent before the code ran (submitBeforeStart.ts): sent now, with what was typed, once hydration
    // has finished its commit.
    if (takeOverForm(formName)) window.setTimeout(() => form.submit(), 0);
  }, []);
}

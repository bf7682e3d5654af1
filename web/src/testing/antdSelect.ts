/**
 * Driving antd's Select in jsdom the way a pointer does: the list opens on mouse down; each option
 * carries its text in `title` and is disabled by class.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';

export interface ShownOption {
  text: string;
  disabled: boolean;
}

function optionElements(label: string): Element[] {
  const list = screen.getByRole('combobox', { name: label }).getAttribute('aria-controls') ?? '';
  return [...document.querySelectorAll(`.ant-select-item-option[id^="${list}_"]`)];
}

/** Opens the select labelled `label` and lists its options. */
export async function openOptions(label: string): Promise<ShownOption[]> {
  const options = await waitFor(() => {
    // Opened again while closed: a select enabled by the change just made may not have been yet.
    const box = screen.getByRole('combobox', { name: label });
    if (box.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(box);
    const found = optionElements(label);
    if (found.length === 0) throw new Error(`no options open for ${label}`);
    return found;
  });
  return options.map((o) => ({
    text: o.getAttribute('title') ?? '',
    disabled: o.classList.contains('ant-select-item-option-disabled'),
  }));
}

/** Picks the option of `label` whose text starts with `text`. */
export async function chooseOption(label: string, text: string): Promise<void> {
  await openOptions(label);
  // Until the open list shows it: on a busy box the list first seen can be the one rendered
  // before the last change (another start, another day), not yet the current one.
  const option = await waitFor(() => {
    const found = optionElements(label).find((o) => o.getAttribute('title')?.startsWith(text));
    if (!found) throw new Error(`${label} has no option "${text}"`);
    return found;
  });
  fireEvent.click(option);
  await waitFor(() => {
    if (!selectedText(label).startsWith(text)) throw new Error(`${label} did not take "${text}"`);
  });
}

/** What the select labelled `label` shows as chosen ('' when nothing is). */
export function selectedText(label: string): string {
  const box = screen.getByRole('combobox', { name: label });
  const item = box.closest('.ant-select')?.querySelector('.ant-select-content-has-value');
  return item?.getAttribute('title') ?? '';
}

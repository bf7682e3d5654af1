/**
 * For component tests: antd's Select driven as a pointer does (the list opens on mouse down, the
 * option clicked in the one dropdown open), the open dialog that carries a title, and a refund's
 * amount and reason typed and put to review.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Picks the option of the select labelled `label` whose text starts with `text`. */
export async function choose(label: string, text: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((o) => o.getAttribute('title')?.startsWith(text));
    if (!found) throw new Error(`no option ${text} for ${label}`);
    return found;
  });
  fireEvent.click(option);
}

/**
 * Enter in a member field once the member matching `text` is the highlighted option, as staff see
 * it before they press Enter. The list marks its first option active in an effect that runs after
 * the option is on screen; an Enter sent between the two (a busy machine stretches that gap) picks
 * no one, and the test then waited for a bay that was never chosen.
 */
export async function enterOnHighlighted(field: HTMLElement, text: RegExp): Promise<void> {
  await waitFor(() => {
    const active = document.querySelector(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active',
    );
    if (!active || !text.test(active.textContent ?? '')) throw new Error(`${text} is not highlighted`);
  });
  await act(async () => void fireEvent.keyDown(field, { key: 'Enter', keyCode: 13, which: 13 }));
}

/** The open dialog whose title is `title`. */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.textContent?.includes(title));
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });
}

/** In the refund dialog: the amount in dollars and the reason typed, then 'Review Refund'. */
export function reviewRefund(dialog: HTMLElement, dollars: string, reason: string): void {
  fireEvent.change(within(dialog).getByLabelText(/Amount \(dollars\)/), { target: { value: dollars } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Review Refund' }));
}

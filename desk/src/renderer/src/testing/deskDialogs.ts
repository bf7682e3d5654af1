/**
 * For component tests: antd's Select driven as a pointer does (the list opens on mouse down, the
 * option clicked in the one dropdown open), and the open dialog that carries a title.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';

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

/** The open dialog whose title is `title`. */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.textContent?.includes(title));
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });
}

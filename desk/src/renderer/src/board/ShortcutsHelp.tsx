/** The '?' help: every board shortcut with its keys (boardShortcuts.ts). */
import { Modal } from 'antd';
import { Fragment } from 'react';
import { BOARD_SHORTCUTS, keyLabel } from './boardShortcuts';

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Keyboard shortcuts" onCancel={onClose} footer={null} destroyOnHidden>
      <p className="muted">On the board, whenever you are not typing in a field.</p>
      <dl className="shortcut-list">
        {BOARD_SHORTCUTS.map((shortcut) => (
          <Fragment key={shortcut.action}>
            <dt>
              {shortcut.keys.map((key, i) => (
                <Fragment key={key}>
                  {i > 0 && ' or '}
                  <kbd>{keyLabel(key)}</kbd>
                </Fragment>
              ))}
            </dt>
            <dd>{shortcut.label}</dd>
          </Fragment>
        ))}
        <dt>
          <kbd>Esc</kbd>
        </dt>
        <dd>Close the details or a dialog</dd>
      </dl>
    </Modal>
  );
}

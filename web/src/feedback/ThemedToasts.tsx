import { AntdScope } from '../app/AntdScope';
import { ToastBridge } from './ToastBridge';

/** The toasts in the lounge's antd theme: the chunk ToastHost loads with the first toast. */
export default function ThemedToasts() {
  return (
    <AntdScope>
      <ToastBridge />
    </AntdScope>
  );
}

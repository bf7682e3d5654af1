import { AntdScope } from '../../app/AntdScope';
import { TourForm } from './TourForm';

/** The tour request form in the lounge's antd theme: the chunk the tour page loads when it is near. */
export default function ThemedTourForm() {
  return (
    <AntdScope>
      <TourForm />
    </AntdScope>
  );
}

/**
 * The member a tab is for, found by name, phone or email as anywhere at the desk: the field of the
 * dialogs that open a tab and split one.
 */
import { Select } from 'antd';
import { useState } from 'react';
import { memberPickerProps, useMemberSearch } from '../board/memberPicker';

export function TabMemberField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | null;
  onChange: (userId: string) => void;
}) {
  const [query, setQuery] = useState('');
  const { members } = useMemberSearch(query);
  return (
    <div className="shop-field">
      <label className="field-label" htmlFor={id}>
        Member
      </label>
      <Select
        id={id}
        className="full-width"
        value={value}
        onChange={onChange}
        {...memberPickerProps(members.data ?? [], setQuery)}
      />
    </div>
  );
}

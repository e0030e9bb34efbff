'use client';
import OutlinedField, { type OutlinedFieldProps } from './OutlinedField';
import type { TextInputState } from './useTextInput';

type Props = Omit<OutlinedFieldProps, 'value' | 'onChange' | 'error'> & { field: TextInputState };

/**
 * A text field bound to useTextInput: shows the field's Norwegian message, and a counter once
 * the text nears its cap.
 */
export default function TextInput({ field, helperText, ...props }: Props) {
  const length = field.raw.trim().length;
  const counter = length > field.rule.max * 0.8 ? `${length}/${field.rule.max}` : null;
  return (
    <OutlinedField
      fullWidth
      size="small"
      {...props}
      value={field.raw}
      onChange={(event) => field.setRaw(event.target.value)}
      error={field.message !== null}
      helperText={field.message ?? counter ?? helperText}
    />
  );
}

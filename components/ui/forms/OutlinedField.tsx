'use client';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import HydrateApart from '@/components/ui/HydrateApart';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'size' | 'fullWidth' | 'required' | 'disabled' | 'sx'> & {
  label?: ReactNode;
  /** Under the field: a hint, or the error message when `error` is set. */
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Keeps the label above the field, for inputs that show their own placeholder (a date). */
  shrinkLabel?: boolean;
  sx?: FormControlProps['sx'];
};

/**
 * MUI's outlined text field, built from the pieces `TextField` is made of and looking the same.
 * `TextField` itself carries its `select` mode — Select, Menu, Popover and Modal, about 30 kB
 * gzipped — into every screen with a text box; only a real drop-down should pay for that.
 */
export default function OutlinedField({
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  size = 'medium',
  fullWidth = false,
  shrinkLabel,
  sx,
  id: givenId,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const { textarea, ...rest } = growingTextarea(input);
  return (
    // A form of several fields would otherwise hydrate in one long task.
    <HydrateApart>
      <FormControl variant="outlined" size={size} fullWidth={fullWidth} error={error} required={required} disabled={disabled} sx={sx}>
        {label ? (
          <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
            {label}
          </InputLabel>
        ) : null}
        <OutlinedInput {...rest} {...textarea} id={id} label={label} notched={shrinkLabel} aria-describedby={helperTextId} />
        {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
      </FormControl>
    </HydrateApart>
  );
}

/** MUI's input line height (1.4375em): a textarea's rows are multiples of it. */
const LINE_EM = 1.4375;

/**
 * A multiline field as a plain textarea that grows with its text through CSS (`field-sizing`),
 * between `minRows` and `maxRows`. MUI's own autosizing textarea measures itself in a layout
 * effect, which makes the browser lay out the whole page inside React's commit: on a cheap phone
 * that was the longest task of a room's live takeover. Browsers without `field-sizing` show
 * `minRows` lines and scroll.
 */
function growingTextarea<T extends Pick<OutlinedInputProps, 'minRows' | 'maxRows' | 'rows' | 'multiline'>>(input: T) {
  const { minRows, maxRows, rows, ...rest } = input;
  if (!input.multiline) return { textarea: {}, ...rest };
  const lines = Number(rows ?? minRows ?? 1);
  const most = maxRows === undefined ? undefined : Number(maxRows);
  return {
    ...rest,
    textarea: {
      // MUI swaps in its autosizing textarea for any multiline `input`; a given component it keeps.
      inputComponent: 'textarea' as const,
      rows: lines,
      sx: {
        '& textarea': {
          fieldSizing: 'content',
          minHeight: `${lines * LINE_EM}em`,
          ...(most ? { maxHeight: `${most * LINE_EM}em`, overflowY: 'auto' } : {}),
        },
      },
    },
  };
}

'use client';
import type { Database } from 'firebase/database';
import type { FormEvent } from 'react';
import { useTextFields, type TextFieldSpec, type TextInputState } from '@/components/ui/forms/useTextFields';
import { useDbWrite, type DbWrite } from './useDbWrite';

export type DbFormOptions<K extends string, R> = {
  /** The form's free-text fields by name: a rule, or a rule and the text the field starts with. */
  fields: Record<K, TextFieldSpec>;
  /**
   * The form's own further checks (a password a private room needs, an id still being made).
   * Called on every submit after the fields are checked, so all messages show at once; false
   * refuses the submit.
   */
  check?: () => boolean;
  /** The data module's write, given the fields' cleaned values. */
  write: (db: Database, values: Record<K, string>) => Promise<R>;
  /**
   * Which fields empty once the database accepted the write: `true` all of them, or a list.
   * Left out, they keep their text (the screen moves on, or an edit form closes by itself).
   */
  reset?: true | readonly NoInfer<K>[];
  /** After the database accepted the write (and the fields were reset). */
  onSuccess?: (result: R, values: Record<K, string>) => void;
};

export type DbForm<K extends string> = {
  /** Bind each to a `<TextInput field={…}/>`. */
  fields: Record<K, TextInputState>;
  /**
   * Checks the fields (each shows its Norwegian message), then writes. Resolves true when the
   * database accepted the write; false when the input was refused (nothing is written) or the
   * write failed (its message is in `status`, and every field keeps its text).
   */
  submit: (event?: FormEvent) => Promise<boolean>;
  pending: boolean;
  /** The write's outcome, for `<WriteStatus write={form.status}/>`. */
  status: DbWrite;
};

/**
 * One form's whole cycle: its text fields, their checks, the write with its pending state,
 * emptying the fields once it is stored, and the status to show (a refusal by the rules, an
 * input error from the data module, or a write waiting for the network).
 */
export function useDbForm<K extends string, R = unknown>(options: DbFormOptions<K, R>): DbForm<K> {
  const fields = useTextFields(options.fields);
  const status = useDbWrite();
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const keys = Object.keys(fields) as K[];
    // Every field and check runs, so each shows its message at once, not one per attempt.
    const values = {} as Record<K, string>;
    let valid = true;
    for (const key of keys) {
      const value = fields[key].validate();
      if (value === null) valid = false;
      else values[key] = value;
    }
    if (options.check && !options.check()) valid = false;
    if (!valid) return false;
    let result: R | undefined;
    const ok = await status.run(async (db) => {
      result = await options.write(db, values);
    });
    if (!ok) return false;
    const emptied = options.reset === true ? keys : (options.reset ?? []);
    for (const key of emptied) fields[key].reset();
    options.onSuccess?.(result as R, values);
    return true;
  };
  return { fields, submit, pending: status.pending, status };
}

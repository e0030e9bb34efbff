'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminScope } from '@/lib/admin/code';
import { proveAdminCode } from '@/lib/admin/data';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import OutlinedField from '@/components/ui/forms/OutlinedField';
import AdminCodeMissing from './AdminCodeMissing';

export type AdminLoginTexts = {
  /** Shown above the field while the visitor is not admin. */
  notAuthenticated?: string;
  label?: string;
  button?: string;
  hint?: string;
};

const DEFAULTS: Required<AdminLoginTexts> = {
  notAuthenticated: 'Du er ikke logget inn som admin.',
  label: 'Adminkode',
  button: 'Logg inn',
  hint: 'Store og små bokstaver spiller ingen rolle.',
};

/**
 * The form that proves a scope's admin code. A wrong code, a code tried too soon after another
 * and an empty field each get a message; on success useIsAdmin(scope) turns true by itself.
 */
export default function AdminLogin({ scope, texts }: { scope: AdminScope; texts?: AdminLoginTexts }) {
  const t = { ...DEFAULTS, ...texts };
  const uid = useUid();
  const [code, setCode] = useState('');
  // A code is not free text: proveAdminCode checks it (case-insensitively).
  const form = useDbForm({
    fields: {},
    write: (db) => proveAdminCode(db, scope, uid, code),
    onSuccess: () => setCode(''),
  });

  return (
    <Box component="form" onSubmit={form.submit} noValidate sx={{ display: 'grid', gap: 1.5, my: 2 }}>
      <Typography>{t.notAuthenticated}</Typography>
      <AdminCodeMissing scope={scope} />
      <OutlinedField
        label={t.label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        helperText={t.hint}
        size="small"
        fullWidth
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        type="password"
      />
      <WriteStatus write={form.status} />
      <Button type="submit" variant="contained" disabled={form.pending} sx={{ justifySelf: 'start' }}>
        {t.button}
      </Button>
    </Box>
  );
}

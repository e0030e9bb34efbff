'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AdminScope } from '@/lib/admin/code';
import { leaveAdmin } from '@/lib/admin/data';
import DbView from '@/components/firebase/DbView';
import { useUid } from '@/components/firebase/SessionProvider';
import { useDbWrite } from '@/components/firebase/useDbWrite';
import WriteStatus from '@/components/firebase/WriteStatus';
import AdminLogin, { type AdminLoginTexts } from './AdminLogin';
import { useIsAdmin } from './useIsAdmin';

/**
 * Admin controls behind the code of `scope`: the login form until the visitor has proved it,
 * then the children (and a way to log out on a shared phone). Use under DatabaseGate.
 */
export default function AdminArea({
  scope,
  texts,
  children,
  showLogout = true,
}: {
  scope: AdminScope;
  texts?: AdminLoginTexts;
  children: ReactNode;
  showLogout?: boolean;
}) {
  const isAdmin = useIsAdmin(scope);
  return (
    <DbView result={isAdmin}>
      {(admin) => (admin ? <Signed scope={scope} showLogout={showLogout}>{children}</Signed> : <AdminLogin scope={scope} texts={texts} />)}
    </DbView>
  );
}

function Signed({ scope, showLogout, children }: { scope: AdminScope; showLogout: boolean; children: ReactNode }) {
  const uid = useUid();
  const write = useDbWrite();
  return (
    <>
      {showLogout ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography color="success.main" sx={{ fontWeight: 600 }}>
            Du er admin.
          </Typography>
          <Button size="small" onClick={() => write.run((db) => leaveAdmin(db, scope, uid))} disabled={write.pending}>
            Logg ut som admin
          </Button>
        </Stack>
      ) : null}
      <WriteStatus write={write} />
      {children}
    </>
  );
}

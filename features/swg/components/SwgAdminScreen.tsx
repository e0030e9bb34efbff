'use client';
import AdminScreen from '@/components/admin/AdminScreen';
import SwgAdmin from './SwgAdmin';

/** SPEC §2 texts for the survival game's admin login. */
export const SWG_LOGIN_TEXTS = {
  notAuthenticated: 'Not authenticated',
  label: 'Admin kode',
  button: 'Authenticate',
  hint: 'Store og små bokstaver spiller ingen rolle.',
};

/** /Swg/admin: the swg admin code, then the game controls. */
export default function SwgAdminScreen() {
  return (
    <AdminScreen scope="swg" label="SWG-admin" texts={SWG_LOGIN_TEXTS}>
      <SwgAdmin />
    </AdminScreen>
  );
}

'use client';
import type { ReactNode } from 'react';
import type { AdminScope } from '@/lib/admin/code';
import DatabaseGate from '@/components/firebase/DatabaseGate';
import AdminArea from './AdminArea';
import type { AdminLoginTexts } from './AdminLogin';

/** A whole admin screen: the database frame, the code form, then the controls (children). */
export default function AdminScreen({
  scope,
  label,
  texts,
  children,
}: {
  scope: AdminScope;
  /** Names the screen in error messages: «adminsiden». */
  label: string;
  texts?: AdminLoginTexts;
  children: ReactNode;
}) {
  return (
    <DatabaseGate label={label}>
      <AdminArea scope={scope} texts={texts}>
        {children}
      </AdminArea>
    </DatabaseGate>
  );
}

'use client';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import DbView from '@/components/firebase/DbView';
import type { DbResult } from '@/components/firebase/useDbValue';

/**
 * The member list of a room's or a party's «Medlemmer» (RoomMembersDialog, the party's
 * PartyMembersDialog): each member's name and whether a phone of theirs is there now, with
 * `action` (the dialog's «Fjern», which does what its scope needs) beside everyone but `me`.
 */
export default function MemberList({
  members,
  me,
  name,
  presence,
  action,
  testId,
}: {
  members: DbResult<string[]>;
  me: string;
  name: (member: string) => string;
  presence: (member: string) => string;
  action: (member: string) => ReactNode;
  testId?: string;
}) {
  return (
    <DbView result={members}>
      {(list) => (
        <List dense disablePadding aria-label="Medlemmer" data-testid={testId}>
          {list.map((member) => (
            <ListItem key={member} disableGutters secondaryAction={member === me ? undefined : action(member)}>
              <ListItemText primary={name(member)} secondary={presence(member)} />
            </ListItem>
          ))}
        </List>
      )}
    </DbView>
  );
}

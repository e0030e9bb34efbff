// The invite link's password (#p=…, features/fest/lib/invite.ts), taken from the address once per
// page load and then stripped from it, so it is not left in the history, a bookmark or a TV's
// address bar. Every part of the page that needs it (the join form, the TV board) asks here, so
// whichever mounts first does not take it away from the other.
import { invitePasswordOf } from '../lib/invite';

let taken: string | null | undefined;

export function takeInvitePassword(): string | null {
  if (taken === undefined) {
    taken = invitePasswordOf(window.location.hash);
    if (taken) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return taken;
}

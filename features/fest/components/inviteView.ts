// An invite link carries the party's password in its fragment (features/fest/lib/invite.ts), so its
// join form asks only for a name. The fragment never reaches the server and the page's HTML is the
// same for every party: this script, inlined right after the form, shows the invited view while
// the HTML is parsed. Otherwise the password box would vanish at hydration and move «Bli med» up
// under a guest's finger. It only flips `hidden` (React keeps attributes it did not render the
// same and renders the same view itself once mounted); inlined as text, so self-contained.

/** Marks a part of the form shown only without (`plain`) or only with (`invited`) an invite's password. */
export const INVITE_VIEW = 'data-invite-view';

export function showInviteView(script: Element | null, attribute: string): void {
  const form = script && script.parentElement;
  if (!form) return;
  const password = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('p');
  if (!password || !password.trim()) return;
  const parts = form.querySelectorAll(`[${attribute}]`);
  for (let i = 0; i < parts.length; i++) (parts[i] as HTMLElement).hidden = parts[i].getAttribute(attribute) !== 'invited';
}

export function inviteViewScript(): string {
  return `try{(${showInviteView.toString()})(document.currentScript,${JSON.stringify(INVITE_VIEW)})}catch(e){}`;
}

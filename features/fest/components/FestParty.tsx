'use client';

/** The party page, under the shared room gate (so its reader is a member). */
export default function FestParty({ code }: { code: string }) {
  return <p>Festrom {code}</p>;
}

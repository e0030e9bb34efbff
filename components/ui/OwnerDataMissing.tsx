import PlainAlert from './PlainAlert';

// Owner data (fridge categories, the Cah card bank) is written by `npm run setup-project`, never
// by a client. A fresh project without it must say so rather than sit disabled without a word.
export const NO_CATEGORIES_TEXT = 'Ingen kategorier ennå – eieren må kjøre oppsettet';
export const NO_CARDS_TEXT = 'Ingen kort i kortbanken ennå – eieren må kjøre oppsettet';

/** Plain, so a room's first live commit can say it without waiting for MUI's code. */
export default function OwnerDataMissing({ text }: { text: string }) {
  return (
    <PlainAlert severity="info" role="status" testId="owner-data-missing">
      {text}
    </PlainAlert>
  );
}

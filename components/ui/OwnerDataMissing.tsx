import Alert from '@mui/material/Alert';

// Owner data (fridge categories, the Cah card bank) is written by `npm run setup-project`, never
// by a client. A fresh project without it must say so rather than sit disabled without a word.
export const NO_CATEGORIES_TEXT = 'Ingen kategorier ennå – eieren må kjøre oppsettet';
export const NO_CARDS_TEXT = 'Ingen kort i kortbanken ennå – eieren må kjøre oppsettet';

export default function OwnerDataMissing({ text }: { text: string }) {
  return (
    <Alert severity="info" data-testid="owner-data-missing" sx={{ my: 1.5 }}>
      {text}
    </Alert>
  );
}

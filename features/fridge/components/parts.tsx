'use client';
import Loading from '@/components/ui/Loading';
import { lazyPart } from '@/components/ui/lazyPart';

// The fridge's MUI pieces, apart from its live screen's first commit, which is plain (the heading,
// «Legg til vare», the stock tables): the add form with its drop-downs, the edit dialog and the
// «Angre» snackbar load once the page has settled, or when first wanted (FridgeScreen), so the
// stock a guest came to see waits for no MUI code (docs/rooms.md, "How a room page loads").
export const AddItemFormPart = lazyPart(() => import('./AddItemForm'), { loading: <Loading label="Henter skjemaet …" /> });
export const EditItemDialogPart = lazyPart(() => import('./EditItemDialog'));

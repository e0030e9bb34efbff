/**
 * useDbForm against a real localdb through the real SDK: bad input is refused in Norwegian and
 * never written; a stored write empties the fields it names and keeps the others; a write the
 * rules refuse shows the refusal and keeps what was typed; a late confirmation never wipes text
 * typed meanwhile.
 * Node export conditions: localdb runs in-process and needs the real `ws`, not its browser stub.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ref, set, type Database } from 'firebase/database';
import { useState } from 'react';
import { useDbForm } from '@/components/firebase/useDbForm';
import WriteStatus from '@/components/firebase/WriteStatus';
import TextInput from '@/components/ui/forms/TextInput';
import type { TextRule } from '@/lib/forms/text';
import { closeClients, connectClients, readAsOwner, startTestDb, uniqueNamespace, type TestClient } from '@/localdb/testing';
import { renderScreen } from '../support/screen';

const RULES = {
  rules: {
    notes: {
      $id: {
        '.read': 'auth != null',
        // One note the rules keep for nobody: the form's write to it is refused.
        '.write': "auth != null && $id !== 'locked'",
        '.validate': "newData.hasChildren(['title', 'by'])",
      },
    },
  },
};

const TITLE: TextRule = { label: 'tittelen', max: 20 };
const BY: TextRule = { label: 'hvem det er fra', max: 20, optional: true };

type Written = { title: string; by: string };

function NoteForm({ id, onWrite, onSuccess, gate }: { id: string; onWrite?: (values: Written) => void; onSuccess?: (key: string, values: Written) => void; gate?: Promise<void> }) {
  const [tag, setTag] = useState('');
  const [tagMissing, setTagMissing] = useState(false);
  const form = useDbForm({
    fields: { title: TITLE, by: { rule: BY, initial: 'DM' } },
    check: () => {
      setTagMissing(tag === '');
      return tag !== '';
    },
    write: async (db: Database, values) => {
      onWrite?.(values);
      await gate;
      await set(ref(db, `notes/${id}`), { ...values, tag });
      return `notes/${id}`;
    },
    reset: ['title'],
    onSuccess,
  });
  return (
    <form onSubmit={form.submit} noValidate aria-label="Notat">
      <TextInput field={form.fields.title} label="Tittel" />
      <TextInput field={form.fields.by} label="Fra" />
      <input aria-label="Merke" value={tag} onChange={(event) => setTag(event.target.value)} />
      {tagMissing ? <p>Velg et merke.</p> : null}
      <WriteStatus write={form.status} />
      <button type="submit" disabled={form.pending}>
        Lagre
      </button>
    </form>
  );
}

describe('useDbForm (real SDK, localdb)', () => {
  let server: Awaited<ReturnType<typeof startTestDb>>;
  let ns: string;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestDb({ rules: RULES });
    ns = uniqueNamespace('dbform');
    [client] = await connectClients(server, ns, 1, { uids: ['u1'] });
  });

  afterAll(async () => {
    await closeClients([client]);
    await server.close();
  });

  const title = () => screen.getByRole('textbox', { name: 'Tittel' });
  const by = () => screen.getByRole('textbox', { name: 'Fra' });

  it('refuses empty text with a Norwegian message and writes nothing', async () => {
    const onWrite = jest.fn();
    renderScreen(<NoteForm id="empty" onWrite={onWrite} />, { client });
    await userEvent.type(screen.getByRole('textbox', { name: 'Merke' }), 'a');
    await userEvent.type(title(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Skriv inn tittelen.')).toBeInTheDocument();
    // The check is synchronous, before any write could start.
    expect(onWrite).not.toHaveBeenCalled();
    expect(await readAsOwner(server, ns, '/notes/empty')).toBeNull();
  });

  it('says at once when a text is too long, and refuses to send it', async () => {
    const onWrite = jest.fn();
    renderScreen(<NoteForm id="long" onWrite={onWrite} />, { client });
    await userEvent.type(screen.getByRole('textbox', { name: 'Merke' }), 'a');
    await userEvent.type(title(), 'Dragen under fjellet sover');
    expect(screen.getByText('For langt: høyst 20 tegn (nå 26).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(onWrite).not.toHaveBeenCalled();
    expect(await readAsOwner(server, ns, '/notes/long')).toBeNull();
  });

  it("runs the form's own check alongside the fields', showing every message at once", async () => {
    const onWrite = jest.fn();
    renderScreen(<NoteForm id="check" onWrite={onWrite} />, { client });
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Skriv inn tittelen.')).toBeInTheDocument();
    expect(screen.getByText('Velg et merke.')).toBeInTheDocument();
    await userEvent.type(title(), 'Finn kartet');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(screen.getByText('Velg et merke.')).toBeInTheDocument();
    expect(onWrite).not.toHaveBeenCalled();
    expect(await readAsOwner(server, ns, '/notes/check')).toBeNull();
  });

  it('writes the cleaned values, then empties the fields it resets and keeps the others', async () => {
    const onSuccess = jest.fn();
    renderScreen(<NoteForm id="ok" onSuccess={onSuccess} />, { client });
    await userEvent.type(screen.getByRole('textbox', { name: 'Merke' }), 'a');
    await userEvent.type(title(), '  Finn   kartet ');
    await userEvent.clear(by());
    await userEvent.type(by(), 'Kari');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(title()).toHaveValue(''));
    expect(by()).toHaveValue('Kari');
    expect(await readAsOwner(server, ns, '/notes/ok')).toEqual({ title: 'Finn kartet', by: 'Kari', tag: 'a' });
    expect(onSuccess).toHaveBeenCalledWith('notes/ok', { title: 'Finn kartet', by: 'Kari' });
    // A fresh start: the emptied field does not greet the next entry with «Skriv inn tittelen.».
    expect(screen.queryByText('Skriv inn tittelen.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal by the rules and keeps what was typed', async () => {
    const onSuccess = jest.fn();
    renderScreen(<NoteForm id="locked" onSuccess={onSuccess} />, { client });
    await userEvent.type(screen.getByRole('textbox', { name: 'Merke' }), 'a');
    await userEvent.type(title(), 'Forræderen i rådet');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Endringen ble avvist. Du har kanskje ikke lov til dette, eller noe var ugyldig.')).toBeInTheDocument();
    expect(title()).toHaveValue('Forræderen i rådet');
    expect(by()).toHaveValue('DM');
    expect(screen.getByRole('button', { name: 'Lagre' })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(await readAsOwner(server, ns, '/notes/locked')).toBeNull();
  });

  it('is pending until stored, and a late confirmation keeps text typed meanwhile', async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    renderScreen(<NoteForm id="late" gate={gate} />, { client });
    await userEvent.type(screen.getByRole('textbox', { name: 'Merke' }), 'a');
    await userEvent.type(title(), 'Finn kartet');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(screen.getByRole('button', { name: 'Lagre' })).toBeDisabled();
    await userEvent.clear(title());
    await userEvent.type(title(), 'Neste oppdrag');
    open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lagre' })).toBeEnabled());
    expect(title()).toHaveValue('Neste oppdrag');
    expect(await readAsOwner(server, ns, '/notes/late')).toEqual({ title: 'Finn kartet', by: 'DM', tag: 'a' });
  });
});

/**
 * Roadmap and question board states against a real localdb with the real rules: loading,
 * empty, data, validation (a refused read: roadmap-denied.test.tsx).
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionBoard } from '@/features/questions/components/QuestionBoardScreen';
import { Roadmap } from '@/features/home/components/RoadmapScreen';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '../support/screen';

// Typing into real forms against a real server is slow on a loaded 2-core machine.
jest.setTimeout(60_000);

describe('roadmap and question board', () => {
  const db = setupScreenDb('boards-ui', { users: ['u1'] });

  beforeEach(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await db.seed('/suggestions', null);
    await db.seed('/questions', null);
  });
  afterEach(() => jest.restoreAllMocks());

  it('roadmap: loading, then «Ingenting å vise her», then a suggestion as Ny', async () => {
    renderScreen(<Roadmap />, { client: db.clients.u1, uid: 'u1' });
    expect(screen.getByRole('status')).toHaveTextContent('Henter veikartet');
    expect(await screen.findByText('Ingenting å vise her')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Foreslå noe' }));
    await userEvent.type(screen.getByLabelText('Tittel'), 'Quiz');
    await userEvent.click(screen.getByRole('button', { name: 'Send forslag' }));
    expect(await screen.findByText('Skriv inn hvem det er fra.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Fra'), 'Ola');
    await userEvent.click(screen.getByRole('button', { name: 'Send forslag' }));
    const card = await screen.findByTestId('suggestion');
    expect(card).toHaveTextContent('Quiz');
    expect(within(card).getByText('Ny')).toBeInTheDocument();
  });

  it('roadmap: sorted by status, then newest first', async () => {
    const s = (title: string, status: number, created_at: number) => ({ title, desc: '', from: 'x', status, created_at, created_by: 'x' });
    await db.seed('/suggestions', { a: s('Gammel ny', 1, 1), b: s('Ferdig', 3, 9), c: s('Fersk ny', 1, 5), d: s('Startet', 2, 2) });
    renderScreen(<Roadmap />, { client: db.clients.u1, uid: 'u1' });
    await waitFor(() => expect(screen.getAllByTestId('suggestion')).toHaveLength(4));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Fersk ny', 'Gammel ny', 'Startet', 'Ferdig']);
  });

  it('questions: validation, a new card, Besvart moves it to the answered tab', async () => {
    renderScreen(<QuestionBoard />, { client: db.clients.u1, uid: 'u1' });
    expect(await screen.findByText('Ingenting å vise her')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Skriv inn hvem spørsmålet er til.')).toBeInTheDocument();
    expect(screen.getByText('Skriv inn spørsmålet.')).toBeInTheDocument();
    expect(screen.getByText('Skriv inn hvem det er fra.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Til'), 'Per');
    await userEvent.type(screen.getByLabelText('Spørsmål'), 'Kaffe?');
    await userEvent.type(screen.getByLabelText('Fra'), 'Kari');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const card = await screen.findByTestId('question-card');
    expect(card).toHaveTextContent('Til Per');
    await userEvent.click(within(card).getByRole('button', { name: 'Besvart: Kaffe?' }));
    expect(await screen.findByText('Ingenting å vise her')).toBeInTheDocument();
    const stored = (await db.readAsOwner('/questions')) as Record<string, { answered: boolean }>;
    expect(Object.values(stored)[0].answered).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Besvarte' }));
    expect(await screen.findByTestId('question-card')).toHaveTextContent('Kaffe?');
  });
});

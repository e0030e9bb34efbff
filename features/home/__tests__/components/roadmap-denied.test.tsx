/**
 * A refused read of the roadmap, in a file of its own: live reads are shared by key within a
 * module registry, and here no other test may have read the roadmap as a signed-in visitor.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen } from '@testing-library/react';
import { Roadmap } from '@/features/home/components/RoadmapScreen';
import { READ_DENIED_TEXT } from '@/lib/firebase/errors';
import { setupScreenDb } from '@/__tests__/components/support/db';
import { renderScreen } from '@/__tests__/components/support/screen';

const db = setupScreenDb('roadmap-denied', { users: [], signedOut: true });

it('roadmap: a refused read shows the Norwegian message with a retry', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    renderScreen(<Roadmap />, { client: db.signedOut, uid: 'nobody' });
    expect(await screen.findByText(READ_DENIED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  } finally {
    jest.restoreAllMocks();
  }
});

/**
 * A refused read of the roadmap, in a file of its own: live reads are shared by key within a
 * module registry, and here no other test may have read the roadmap as a signed-in visitor.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { screen } from '@testing-library/react';
import { Roadmap } from '@/features/home/components/RoadmapScreen';
import { READ_DENIED_TEXT } from '@/lib/firebase/errors';
import { closeClients, connectClients, type TestClient } from '@/localdb/testing';
import { startRulesDb } from '@/__tests__/rules/helpers';
import { renderScreen } from '@/__tests__/components/support/screen';


it('roadmap: a refused read shows the Norwegian message with a retry', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const ctx = await startRulesDb('roadmap-denied');
  const [signedOut]: TestClient[] = await connectClients(ctx.server, ctx.ns, 1);
  try {
    renderScreen(<Roadmap />, { client: signedOut, uid: 'nobody' });
    expect(await screen.findByText(READ_DENIED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  } finally {
    await closeClients([signedOut]);
    await ctx.server.close();
    jest.restoreAllMocks();
  }
});

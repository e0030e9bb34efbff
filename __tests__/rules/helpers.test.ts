/** @jest-environment node */
// The assertions every rules test leans on must fail when the rules say otherwise.
import { expectAllowed, expectDenied } from './helpers';

const writeDenied = () => Promise.reject(Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' }));
const readDenied = () => Promise.reject(new Error('Permission denied'));

describe('expectDenied / expectAllowed', () => {
  it('accept a refused write and a refused read as denied', async () => {
    await expectDenied(writeDenied());
    await expectDenied(readDenied());
  });

  it('fail when the operation was allowed', async () => {
    await expect(expectDenied(Promise.resolve())).rejects.toThrow(/expected permission denied, but it was allowed/);
  });

  it('fail when the operation failed for another reason than the rules', async () => {
    await expect(expectDenied(Promise.reject(new Error('Client is offline.')))).rejects.toThrow(/failed otherwise/);
  });

  it('expectAllowed fails on a refusal', async () => {
    await expect(expectAllowed(writeDenied())).rejects.toThrow(/expected the rules to allow/);
    await expectAllowed(Promise.resolve('ok'));
  });
});

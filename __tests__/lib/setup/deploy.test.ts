/**
 * `npm run deploy` refuses a build that would talk to the local emulators or another project,
 * and deploys rules and hosting after a fresh build (checked with --dry-run; a real deploy needs
 * a project and a login).
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.join(__dirname, '..', '..', '..');
const CONFIG = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'my-portal.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://my-portal-default-rtdb.europe-west1.firebasedatabase.app',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'my-portal',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
};
const withoutConfig = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('NEXT_PUBLIC_FIREBASE_')));
const deploy = (args: string[], env: Record<string, string | undefined>) =>
  run('node', [path.join(ROOT, 'scripts', 'deploy.mjs'), ...args], { cwd: ROOT, env: { ...withoutConfig, ...env } as NodeJS.ProcessEnv });

jest.setTimeout(30_000);

describe('deploy', () => {
  it('needs --project', async () => {
    await expect(deploy(['--dry-run'], CONFIG)).rejects.toMatchObject({ stderr: expect.stringContaining('--project <id> is required') });
  });

  it('refuses without the web config (the build would use the emulators)', async () => {
    await expect(deploy(['--project', 'my-portal', '--dry-run'], {})).rejects.toMatchObject({
      stderr: expect.stringContaining('missing NEXT_PUBLIC_FIREBASE_API_KEY'),
    });
  });

  it('refuses a config of another project', async () => {
    await expect(deploy(['--project', 'other', '--dry-run'], CONFIG)).rejects.toMatchObject({
      stderr: expect.stringContaining('NEXT_PUBLIC_FIREBASE_PROJECT_ID is my-portal, but --project is other'),
    });
  });

  it('builds afresh, then deploys database rules and hosting to the project', async () => {
    const { stdout } = await deploy(['--project', 'my-portal', '--dry-run'], CONFIG);
    const commands = stdout.split('\n').filter((line) => line.startsWith('$ '));
    expect(commands).toEqual(['$ next build', '$ firebase deploy --project my-portal --only database,hosting']);
  });
});

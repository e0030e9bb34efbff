import {
  emulatorConfig,
  fetchEmulatorConfigFile,
  firebaseOptions,
  NAMESPACE_OVERRIDE_KEY,
  storedNamespaceOverride,
  usesEmulators,
} from '@/lib/firebase/config';

describe('usesEmulators', () => {
  it('is true without a real project and false with one', () => {
    expect(usesEmulators({})).toBe(true);
    expect(usesEmulators({ apiKey: 'k' })).toBe(true);
    expect(usesEmulators({ apiKey: 'k', databaseURL: 'https://x.firebaseio.com' })).toBe(false);
  });
});

describe('emulatorConfig', () => {
  it('uses the page host and the default ports when nothing was fetched', () => {
    expect(emulatorConfig('192.168.1.20', null)).toEqual({
      host: '192.168.1.20',
      authPort: 9099,
      databasePort: 9000,
      namespace: 'demo-portalen',
    });
  });

  it('maps localhost to 127.0.0.1 so IPv6 resolution cannot miss the servers', () => {
    expect(emulatorConfig('localhost', null).host).toBe('127.0.0.1');
  });

  it('takes valid ports and namespace from /emulators.json and ignores junk', () => {
    expect(emulatorConfig('h', { authPort: 4321, databasePort: 5432, namespace: 'ns-1' })).toMatchObject({
      authPort: 4321,
      databasePort: 5432,
      namespace: 'ns-1',
    });
    expect(emulatorConfig('h', { authPort: '80', databasePort: 70000, namespace: '../x' })).toMatchObject({
      authPort: 9099,
      databasePort: 9000,
      namespace: 'demo-portalen',
    });
  });
});

describe('namespace override (browser tests isolate their data with it)', () => {
  afterEach(() => localStorage.clear());

  it('wins over /emulators.json and reaches the database URL', () => {
    const config = emulatorConfig('h', { databasePort: 9100, namespace: 'stack-ns' }, 't-1a2b3c');
    expect(config.namespace).toBe('t-1a2b3c');
    expect(firebaseOptions(config).databaseURL).toBe('http://h:9100?ns=t-1a2b3c');
  });

  it('is ignored unless it is a plain namespace name', () => {
    for (const bad of ['', 'Upper', 'a/b', 'x?ns=y', 'a'.repeat(65), null, undefined]) {
      expect(emulatorConfig('h', { namespace: 'stack-ns' }, bad).namespace).toBe('stack-ns');
    }
  });

  it('is read from localStorage, and absent storage means no override', () => {
    expect(storedNamespaceOverride()).toBeNull();
    localStorage.setItem(NAMESPACE_OVERRIDE_KEY, 'e2e-42');
    expect(storedNamespaceOverride()).toBe('e2e-42');
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(storedNamespaceOverride()).toBeNull();
    getItem.mockRestore();
  });
});

describe('firebaseOptions', () => {

  it('points a local build at the database emulator with its namespace', () => {
    const options = firebaseOptions(emulatorConfig('10.0.0.5', { databasePort: 9100 }));
    expect(options.projectId).toBe('demo-portalen');
    expect(options.databaseURL).toBe('http://10.0.0.5:9100?ns=demo-portalen');
  });
});

describe('fetchEmulatorConfigFile', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('resolves to the JSON of /emulators.json, fetched past the cache', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ authPort: 4001 }) });
    global.fetch = fetchMock as never;
    await expect(fetchEmulatorConfigFile()).resolves.toEqual({ authPort: 4001 });
    expect(fetchMock).toHaveBeenCalledWith('/emulators.json', { cache: 'no-store' });
  });

  it('uses the config the page was served with, without a request', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as never;
    (globalThis as Record<string, unknown>).__portalenEmulators = { databasePort: 4002, namespace: 'fest' };
    try {
      await expect(fetchEmulatorConfigFile()).resolves.toEqual({ databasePort: 4002, namespace: 'fest' });
    } finally {
      delete (globalThis as Record<string, unknown>).__portalenEmulators;
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resolves to null, never rejects, when the file is missing or the network fails', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, json: async () => ({}) }) as never;
    await expect(fetchEmulatorConfigFile()).resolves.toBeNull();
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as never;
    await expect(fetchEmulatorConfigFile()).resolves.toBeNull();
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => JSON.parse('{') }) as never;
    await expect(fetchEmulatorConfigFile()).resolves.toBeNull();
  });
});

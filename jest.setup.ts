import '@testing-library/jest-dom';

// SessionProvider's hooks answer from renderScreen's test session where there is one
// (__tests__/components/support/session.ts) and from the real provider everywhere else. A test
// file that mocks SessionProvider itself replaces this.
jest.mock('@/components/firebase/SessionProvider', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./__tests__/components/support/session').sessionProviderMock(
    jest.requireActual('@/components/firebase/SessionProvider'),
  ),
);

import { describeWriteError } from '@/lib/firebase/errors';

/**
 * A live part's action for a plain form (liveActions): a refusal comes back as an Error whose
 * message is the Norwegian sentence the form shows, the cause kept in the console.
 */
export function describedAction<A extends unknown[], R>(act: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await act(...args);
    } catch (caught) {
      console.warn('Write failed', caught);
      throw new Error(describeWriteError(caught).message);
    }
  };
}

// reactfire 4.2.6 imports every Firebase product at the top of its single module, and the bundler
// cannot drop them: Firestore, Functions, Remote Config and Storage came to ~118 kB gzipped in the
// chunk every database screen waits for. The portal uses only Auth and the Realtime Database, so
// next.config.mjs points those four imports here. Calling one means someone started using a
// product this alias hides: remove its entry from next.config.mjs first.
function unused(name: string): never {
  throw new Error(
    `${name} is not bundled: next.config.mjs aliases unused Firebase products to lib/firebase/reactfireUnusedProducts.ts`,
  );
}

// firebase/firestore
export const onSnapshot = () => unused('firebase/firestore');
export const queryEqual = () => unused('firebase/firestore');
// firebase/functions
export const httpsCallable = () => unused('firebase/functions');
// firebase/remote-config
export const ensureInitialized = () => unused('firebase/remote-config');
export const getAll = () => unused('firebase/remote-config');
export const getBoolean = () => unused('firebase/remote-config');
export const getNumber = () => unused('firebase/remote-config');
export const getString = () => unused('firebase/remote-config');
export const getValue = () => unused('firebase/remote-config');
// firebase/storage
export const getDownloadURL = () => unused('firebase/storage');
export const ref = () => unused('firebase/storage');

// The bar calculator's database paths: each visitor's archived orders. The one place that builds
// them (docs/architecture.md).
import { assertKey } from '@/lib/firebase/paths';

export const calculatorPaths = {
  orders: (uid: string) => `calculator/orders/${assertKey(uid)}`,
};

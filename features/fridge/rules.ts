// Fridge (features/fridge/lib/): global categories, and per fridge its info and stock. Anyone signed in
// may add; a field of an item changes only by whoever added it or the fridge's creator.
import { rateNamed, rateNamedOrStored } from '@/rules/common';
import { rates } from './rates';
import * as r from '@/rules/dsl';
import { DATE_ADDED_MIN, QUANTITY_MAX } from './lib/item';
import { fridgePaths } from './paths';

const $id = r.wild('id');
const $item = r.wild('item');

const id = r.key($id);
const item = $item;
/** A fridge id is any valid key of at most 64 characters but `categories` (isValidFridgeId). */
const validId = r.and(r.ne($id, r.str('categories')), r.le(r.length($id), '64'));
const fridgeCreator = r.eq(r.val(r.root(`${fridgePaths.info(id)}/created_by`)), r.auth.uid);
const adderOrCreator = r.or(r.eq(r.valAt(r.dataParent(), 'added_by'), r.auth.uid), fridgeCreator);
/** A field only whoever added the item or the fridge's creator may change. */
const guarded = (check: r.Expr) => r.and(check, r.or(r.not(r.dataExists), r.eq(r.newVal, r.oldVal), adderOrCreator));

export const fridge: r.RuleNode = {
  // Readable signed out: a fridge's id is its link.
  categories: { '.read': true, '.write': false },
  $id: {
    '.read': validId,
    info: {
      // One new fridge per update and per uid every 10 s (rate kind newFridge, docs/security.md §Floods).
      '.write': r.and(r.signedIn, validId, r.isCreate, rateNamed(rates, 'newFridge', $id)),
      ...r.record({ name: r.textLen(1, 40), created_at: r.is(r.now), created_by: r.is(r.auth.uid) }),
    },
    stock: {
      $item: {
        '.write': r.or(
          r.and(
            r.signedIn,
            validId,
            r.exists(r.root(fridgePaths.info(id))),
            r.newExists,
            r.or(r.dataExists, rateNamedOrStored(rates, 'fridge', r.plus(r.plus($id, r.str('/')), item))),
          ),
          r.and(r.signedIn, r.isDelete, r.or(r.eq(r.oldChildVal('added_by'), r.auth.uid), fridgeCreator)),
        ),
        ...r.record({
          id: r.is(item),
          name: guarded(r.textLen(1, 40)),
          quantity: r.intRange(0, QUANTITY_MAX),
          quantityType: guarded(r.oneOf(r.newVal, ['Stk', 'Pakke', 'Gram', 'Portioner'])),
          category: guarded(r.and(r.isNumber, r.exists(r.root(`fridge/categories/${r.key(r.newVal)}`)))),
          shelf: guarded(r.textLen(0, 40)),
          barcode: guarded(r.textMatching(/^[0-9]{0,20}$/)),
          // Empty: no expiry (the add form's default).
          expiration_date: guarded(r.textMatching(/^([0-9]{4}-[0-9]{2}-[0-9]{2})?$/)),
          avaliable: r.isBoolean,
          // 0 is "unknown" (the migration's value for SPEC items without one); else a real time, not in
          // the future (docs/apps.md, Fridge). «Angre» puts an item back with its own date.
          date_added: r.ifElse(r.dataExists, r.eq(r.newVal, r.oldVal), r.and(r.isNumber, r.or(r.eq(r.newVal, '0'), r.and(r.ge(r.newVal, String(DATE_ADDED_MIN)), r.le(r.newVal, r.now))))),
          added_by: r.ifElse(r.dataExists, r.eq(r.newVal, r.oldVal), r.or(r.eq(r.newVal, r.auth.uid), fridgeCreator)),
        }, { after: [r.eq(r.newChildVal('avaliable'), r.gt(r.newChildVal('quantity'), '0'))] }),
      },
    },
    ...r.closed,
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { fridge } satisfies Record<string, r.RuleNode>;

// Fridge (features/fridge/lib/): global categories, and per fridge its info and stock. Anyone signed in
// may add; a field of an item changes only by whoever added it or the fridge's creator.
import { rateNamed, rateNamedOrStored } from '@/rules/common';
import {
  and,
  closed,
  auth,
  ge,
  dataExists,
  eq,
  exists,
  fields,
  hasChildren,
  ifElse,
  intRange,
  is,
  isBoolean,
  isCreate,
  isDelete,
  isNumber,
  key,
  le,
  newExists,
  newVal,
  not,
  now,
  oldVal,
  oneOf,
  or,
  plus,
  root,
  signedIn,
  str,
  textLen,
  textMatching,
  val,
  type Expr,
  type RuleNode,
} from '@/rules/dsl';
import { DATE_ADDED_MIN, QUANTITY_MAX } from './lib/item';
import { fridgePaths } from './paths';

const id = key('$id');
const item = '$item';
/** A fridge id is any valid key of at most 64 characters but `categories` (isValidFridgeId). */
const validId = and('$id !== \'categories\'', '$id.length <= 64');
const fridgeCreator = eq(val(root(`${fridgePaths.info(id)}/created_by`)), auth.uid);
const adderOrCreator = or("data.parent().child('added_by').val() === auth.uid", fridgeCreator);
/** A field only whoever added the item or the fridge's creator may change. */
const guarded = (check: Expr) => and(`(${check})`, or(not(dataExists), eq(newVal, oldVal), `(${adderOrCreator})`));

export const fridge: RuleNode = {
  // Readable signed out: a fridge's id is its link.
  categories: { '.read': true, '.write': false },
  $id: {
    '.read': validId,
    info: {
      // One new fridge per update and per uid every 10 s (rate kind newFridge, docs/security.md §Floods).
      '.write': and(signedIn, validId, isCreate, rateNamed('newFridge', '$id')),
      '.validate': hasChildren('name', 'created_at', 'created_by'),
      ...fields({ name: textLen(1, 40), created_at: is(now), created_by: is(auth.uid) }),
    },
    stock: {
      $item: {
        '.write': or(
          and(
            signedIn,
            validId,
            exists(root(fridgePaths.info(id))),
            newExists,
            or(dataExists, rateNamedOrStored('fridge', plus(plus('$id', str('/')), item))),
          ),
          and(signedIn, isDelete, or("data.child('added_by').val() === auth.uid", fridgeCreator)),
        ),
        '.validate': and(
          hasChildren(
            'id',
            'name',
            'quantity',
            'quantityType',
            'category',
            'shelf',
            'barcode',
            'expiration_date',
            'avaliable',
            'date_added',
            'added_by',
          ),
          "newData.child('avaliable').val() === (newData.child('quantity').val() > 0)",
        ),
        ...fields({
          id: is(item),
          name: guarded(textLen(1, 40)),
          quantity: intRange(0, QUANTITY_MAX),
          quantityType: guarded(oneOf(newVal, ['Stk', 'Pakke', 'Gram', 'Portioner'])),
          category: guarded(and(isNumber, exists(root(`fridge/categories/${key(newVal)}`)))),
          shelf: guarded(textLen(0, 40)),
          barcode: guarded(textMatching(/^[0-9]{0,20}$/)),
          // Empty: no expiry (the add form's default).
          expiration_date: guarded(textMatching(/^([0-9]{4}-[0-9]{2}-[0-9]{2})?$/)),
          avaliable: isBoolean,
          // 0 is "unknown" (the migration's value for SPEC items without one); else a real time, not in
          // the future (docs/apps.md, Fridge). «Angre» puts an item back with its own date.
          date_added: ifElse(dataExists, eq(newVal, oldVal), and(isNumber, or(eq(newVal, '0'), and(ge(newVal, String(DATE_ADDED_MIN)), le(newVal, now))))),
          added_by: ifElse(dataExists, eq(newVal, oldVal), or(eq(newVal, auth.uid), fridgeCreator)),
        }),
      },
    },
    ...closed,
  },
};

/** This app's top-level nodes of database.rules.json (its manifest names them; rules/index.ts merges them). */
export const rules = { fridge } satisfies Record<string, RuleNode>;

import type { RoleDeclaration } from '../lib/roles'
import type { TranslatableFields } from './translatable-form'

/** A reference by natural key in the export file: `destinationId` → `destination: "<slug>"`. */
export interface ContentReference {
  /** The foreign-key column (camelCase), replaced by `as` in the file. */
  readonly column: string
  readonly as: string
  readonly table: string
  /** The parent's natural key column. */
  readonly via: string
}

/**
 * One declaration per content type (docs/decisions/028): its table and key, its translatable
 * attributes with their kinds, its admin screen and who may use it, and how it moves in the
 * export file. The form schema and values, the stored columns, the admin form's text fields,
 * the translation report, export/import, the admin menu and the screens' role checks are all
 * derived from it — adding a translatable attribute is one line here plus a migration.
 */
export interface ContentType<F extends TranslatableFields = TranslatableFields> {
  /** Names the type in the translation report. */
  readonly kind: string
  readonly table: string
  /** The primary key column (camelCase): `id`, or a natural key (`key`, `pageKey`). */
  readonly key: string
  /** The translatable attributes, in the order the admin form shows them. */
  readonly texts: F
  /** The attribute naming an item in lists and the translation report. */
  readonly label: string
  /** The translation report's order of items (a column, camelCase). */
  readonly order: string
  /** SEO records keep one jsonb map per attribute instead of a translations column. */
  readonly perLanguageColumns?: boolean
  readonly admin: {
    /** The list screen; an item is edited at `<path>/edit/<key>`. */
    readonly path: string
    /** The admin texts of the screen (`tripsAdmin` → admin:tripsAdmin.title, admin:tripsAdmin.<attribute>). */
    readonly texts: string
    /** Who may open the screens and send their forms (ADR 019). */
    readonly roles: RoleDeclaration
    /** The list screen declares its own sidebar entry (+menu.ts, e.g. under Operations) instead of being listed under Content. */
    readonly ownMenuEntry?: boolean
  }
  /** Export/import (/admin/utilities, ADR 011). */
  readonly transfer: {
    /** The natural key (as in the file); absent: the file replaces the whole table. */
    readonly key?: readonly string[]
    readonly refs?: readonly ContentReference[]
    readonly order: readonly string[]
    /** Columns each site keeps for itself (operations, not content): left out of the file. */
    readonly omit?: readonly string[]
  }
}

export function defineContentType<F extends TranslatableFields>(type: ContentType<F>): ContentType<F> {
  return type
}

/** The admin address where an item is edited. */
export function editPathOf(type: Pick<ContentType, 'admin'>, key: string | number): string {
  return `${type.admin.path}/edit/${encodeURIComponent(String(key))}`
}

/** Attribute names of a declaration, in form order. */
export function textNamesOf<F extends TranslatableFields>(type: Pick<ContentType<F>, 'texts'>): Array<keyof F & string> {
  return Object.keys(type.texts)
}

import { describe, expect, it } from 'vitest'
import { defineContentType, editPathOf, textNamesOf, type ContentType } from '../content-kit/content-type'
import { text } from '../content-kit/translatable-form'
import { CONTENT_TABLES } from './content-transfer'
import { CONTENT_TYPES, inDependencyOrder } from './content-types'
import { ADMIN_NAVIGATION } from './navigation'

const typeOf = (table: string, refs: string[] = []): ContentType =>
  defineContentType({
    kind: table,
    table,
    key: 'id',
    label: 'name',
    order: 'id',
    texts: { name: text({ max: 10 }) },
    admin: { path: `/admin/${table}`, texts: table, roles: ['admin'] },
    transfer: { order: ['id'], refs: refs.map((parent) => ({ column: `${parent}Id`, as: parent, table: parent, via: 'slug' })) },
  })

describe('content type declarations', () => {
  it('orders types so that every table comes after the tables it refers to, keeping the given order otherwise', () => {
    const types = [typeOf('posts', ['categories', 'authors']), typeOf('faq'), typeOf('categories'), typeOf('authors')]
    expect(inDependencyOrder(types).map((t) => t.table)).toEqual(['categories', 'authors', 'posts', 'faq'])
    expect(() => inDependencyOrder([typeOf('a', ['b']), typeOf('b', ['a'])])).toThrow(/cycle/)
  })

  it('every declared type is exported after its parents, listed in the admin menu and edited at its own address', () => {
    const exported = CONTENT_TABLES.map((spec) => spec.table)
    const menu = ADMIN_NAVIGATION.flatMap((group) => group.items.map((item) => item.href))
    for (const type of CONTENT_TYPES) {
      expect(exported, type.kind).toContain(type.table)
      for (const ref of type.transfer.refs ?? []) expect(exported.indexOf(ref.table), `${type.table} after ${ref.table}`).toBeLessThan(exported.indexOf(type.table))
      expect(menu, type.kind).toContain(type.admin.path)
      expect(textNamesOf(type).length, type.kind).toBeGreaterThan(0)
    }
    expect(editPathOf(CONTENT_TYPES.find((t) => t.kind === 'contentPage')!, 'legal/privacy')).toBe('/admin/pages/edit/legal%2Fprivacy')
  })
})

import { FAQ_TOPICS } from '../../faq/faq.schema'
import { AdminForm, LocalizedFields } from '../admin-form'
import { TextField } from '../form'
import { SelectField } from '../form-choices'
import { usePageContext } from '../page-context'
import { AdminToggle } from './admin-fields'
import { FAQ_CONTENT } from '../../faq/faq.content'

/** New and edit of a FAQ entry share the form; only the action and the starting values differ. */
export function FaqAdminForm({ action, values }: { action: string; values: Record<string, string> }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:faqAdmin.${key}`)
  return (
    <AdminForm action={action}>
      <LocalizedFields content={FAQ_CONTENT} values={values} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="topic" label={a('topic')} hint={a('topicHint')} required placeholder={a('chooseTopic')} options={FAQ_TOPICS.map((topic) => ({ value: topic, label: t(`faqPage.topics.${topic}`) }))} defaultValue={values.topic} />
        <TextField name="sortOrder" type="number" label={a('sortOrder')} hint={a('sortOrderHint')} required min={0} defaultValue={values.sortOrder ?? '0'} />
      </div>
      <AdminToggle name="isPublished" label={a('published')} hint={a('publishedHint')} defaultChecked={values.isPublished === 'on'} />
    </AdminForm>
  )
}

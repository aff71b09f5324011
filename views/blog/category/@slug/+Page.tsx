import { BlogList } from '../../BlogList'

export default function Page() {
  return <BlogList />
}

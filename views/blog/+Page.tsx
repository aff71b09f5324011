import { BlogList } from './blog-list'

export default function Page() {
  return <BlogList />
}

import type { SeedBlogPost } from '../types'
import { blogCategories } from './blog/categories'
import { blogPosts1 } from './blog/posts-1'
import { blogPosts2 } from './blog/posts-2'
import { blogPosts3 } from './blog/posts-3'
import { blogPosts4 } from './blog/posts-4'
import { blogPosts5 } from './blog/posts-5'

export { blogCategories }

export const blogPosts: SeedBlogPost[] = [
  ...blogPosts1,
  ...blogPosts2,
  ...blogPosts3,
  ...blogPosts4,
  ...blogPosts5,
]

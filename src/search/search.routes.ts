import { Router } from 'express'
import { ValidationError } from '../lib/errors'
import { SEARCH_MAX_LENGTH } from './search.schema'
import { searchSite } from './search.server'

/** GET /api/search?q=: the /search page's results as JSON, in the visitor's language. */
export function searchApi(): Router {
  const api = Router()
  api.get('/search', async (req, res) => {
    const result = await searchSite(req.lng, req.query, req.t)
    if (result.status === 'too-long') throw new ValidationError({ q: req.t('searchPage.tooLong', { max: SEARCH_MAX_LENGTH }) })
    res.json(result)
  })
  return api
}

import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, ApiRequestError, getQueryFn } from './api-client'

function respond(status: number, body: string, statusText = '') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body || null, { status, statusText })))
}

describe('API client (SPEC §7, §8)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reports a failure as "<status>: <response text>" and keeps the server message', async () => {
    respond(400, JSON.stringify({ error: { code: 'validation', message: 'Correo no válido' } }))
    const error = (await apiRequest('POST', '/api/subscribe', { email: 'x' }).catch((e: unknown) => e)) as ApiRequestError
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error.message).toBe('400: {"error":{"code":"validation","message":"Correo no válido"}}')
    expect(error.serverMessage).toBe('Correo no válido')
  })

  it('uses the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable')
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable')
  })

  it('sends JSON with credentials', async () => {
    respond(200, '{}')
    await apiRequest('POST', '/api/subscribe', { email: 'a@b.es' })
    const [url, init] = vi.mocked(fetch).mock.calls[0]!
    expect(url).toBe('/api/subscribe')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.es"}' })
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })

  it('loads the first element of the query key, and can turn a 401 into null', async () => {
    respond(401, 'Unauthorized')
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/user'] })).resolves.toBeNull()
    respond(401, 'Unauthorized')
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/user'] })).rejects.toThrow('401: Unauthorized')
    respond(200, '{"id":1,"role":"admin"}')
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/user', 'x'] })).resolves.toEqual({ id: 1, role: 'admin' })
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/user')
  })
})

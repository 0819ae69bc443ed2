const ADMIN_KEY_HEADER = 'service-admin-key'

/** The few admin calls the benchmark needs, over HTTP like any operator's script. */
export function adminApi(baseUrl: string, adminKey: string) {
  const post = async <T>(path: string, body: object): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { [ADMIN_KEY_HEADER]: adminKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (res.status !== 201) throw new Error(`POST ${path}: HTTP ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  return {
    createOrganization: (name: string) => post<{ id: string }>('/admin/organizations', { name }),
    issueKey: (organizationId: string) =>
      post<{ key: string }>(`/admin/organizations/${organizationId}/api-keys`, { name: 'mecha bench' }),
    registerMecha: (organizationId: string, name: string) =>
      post<{ id: string; broker_credentials?: { username: string; password: string } }>('/admin/mechas', {
        organization_id: organizationId,
        model: 'quadruped',
        name,
      }),
  }
}

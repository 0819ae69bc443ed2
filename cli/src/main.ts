import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROLES, type Role } from '@hangar/server/src/auth/roles.ts'
import { Command, InvalidArgumentError, Option } from 'commander'
import { eventsCommands } from './commands/events.ts'
import { exportCommand } from './commands/export.ts'
import { importCommand } from './commands/import.ts'
import { importLeRobotCommand } from './commands/import-lerobot.ts'
import { jobsCommands } from './commands/jobs.ts'
import { storageCommands } from './commands/storage.ts'
import { streamsCommands } from './commands/streams.ts'
import { withServices } from './with-services.ts'

/**
 * `hangar` — the platform's command line. It opens the same database and file store as the
 * service (same environment variables) and calls the same services, so every rule holds.
 * What a command needs is loaded when it runs (`withServices`, and the imports inside actions):
 * a command starts without the modules of the others.
 */

const out = (v: unknown): void => {
  process.stdout.write(`${typeof v === 'string' ? v : JSON.stringify(v, null, 2)}\n`)
}

const role = (v: string): Role => {
  if (!(ROLES as readonly string[]).includes(v)) throw new InvalidArgumentError(`one of ${ROLES.join(', ')}`)
  return v as Role
}

const program = new Command('hangar').description('Hangar platform command line')

const org = program.command('org').description('organizations')
org
  .command('create <name>')
  .description('create an organization and print it')
  .action((name: string) => withServices(async (s) => out(await s.services.organizations.create(name))))
org.command('list').action(() => withServices(async (s) => out(await s.services.organizations.list())))

const key = program.command('key').description('API keys')
key
  .command('create <organization-id>')
  .option('--name <name>', 'a label for the key')
  .description('issue an API key; it is printed once and stored only as a digest')
  .action((orgId: string, o: { name?: string }) =>
    withServices(async (s) => out(await s.services.organizations.issueKey(orgId, o.name ?? null))),
  )
key.command('revoke <key-id>').action((keyId: string) =>
  withServices(async (s) => {
    await s.services.organizations.revokeKey(keyId)
    out(`revoked ${keyId}`)
  }),
)

program
  .command('invite')
  .description(
    'print a one-time invitation link (7 days) for a person of an organization, e.g. its first owner',
  )
  .requiredOption('--org <organization-id>', 'the organization')
  .requiredOption('--email <email>', "the person's email address")
  .option('--role <role>', `one of ${ROLES.join(', ')}`, role, 'owner')
  .action((o: { org: string; email: string; role: Role }) =>
    withServices(async (s) => {
      const inv = await s.services.invitations.create(
        o.org,
        { email: o.email, role: o.role },
        { kind: 'admin' },
      )
      out({ url: inv.url, expires_at: inv.expires_at })
    }),
  )

const user = program
  .command('user')
  .description("people's accounts, one per organization an address belongs to (docs/platform.md#people)")
user
  .command('find <email>')
  .description("list an address's accounts, each with its organization")
  .action((email: string) => withServices(async (s) => out(await s.services.userAdmin.find(email))))
user
  .command('remove <user-id>')
  .description('delete an account; its sessions end at once')
  .action((userId: string) =>
    withServices(async (s) => {
      await s.services.userAdmin.remove(userId)
      out(`removed ${userId}`)
    }),
  )
user
  .command('move <user-id>')
  .description('move an account to another organization with a role; its sessions end')
  .requiredOption('--org <organization-id>', 'the organization it moves to')
  .requiredOption('--role <role>', `one of ${ROLES.join(', ')}`, role)
  .action((userId: string, o: { org: string; role: Role }) =>
    withServices(async (s) =>
      out(await s.services.userAdmin.move(userId, { organization_id: o.org, role: o.role })),
    ),
  )

importCommand(program, withServices)

program
  .command('seed-demo')
  .description('create the demo organization, its key and the demo datasets (once)')
  .action(() =>
    withServices(async (s) => {
      const { seedDemo } = await import('@hangar/server/src/seed/seed-demo.ts')
      const creds = await seedDemo(s)
      out(creds ?? 'demo data was already seeded')
    }),
  )

const manifest = program.command('manifest').description('release manifests')
manifest
  .command('validate <files...>')
  .description('validate manifest files; exit 1 if any is invalid, 2 if any cannot be read')
  .action(async (files: string[]) => {
    const { validateManifestFiles } = await import('@hangar/server/src/releases/validate-files.ts')
    process.exitCode = await validateManifestFiles(files, (line) => out(line))
  })

const release = program.command('release').description('releases')
release
  .command('fetch <release-id>')
  .description("download a release's manifest from a running service to a file")
  .addOption(new Option('--url <base>', 'service address').env('HANGAR_URL').default('http://localhost:8080'))
  .addOption(new Option('--key <api-key>', 'API key').env('HANGAR_API_KEY'))
  .option('--out <file>', 'where to write the manifest', '')
  .action(async (id: string, o: { url: string; key?: string; out: string }) => {
    if (!o.key) throw new Error('an API key is needed: --key or HANGAR_API_KEY')
    const { createHangarClient, HangarApiError, must } = await import('@hangar/client')
    const hangar = createHangarClient({ baseUrl: o.url, apiKey: o.key })
    const manifest = await must(
      hangar.GET('/releases/{release_id}/manifest', { params: { path: { release_id: id } } }),
    ).catch((err: unknown) => {
      throw err instanceof HangarApiError ? new Error(`${err.status}: ${err.detail}`) : err
    })
    const file = o.out || `release-${id}.manifest.json`
    await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`)
    out(`wrote ${file}`)
  })

const broker = program.command('broker').description("the robots' message broker (docs/robots.md)")
broker
  .command('mosquitto-files <folder>')
  .description(
    'write a Mosquitto password file and ACL file from the mechas’ broker credentials (each robot only its own topics)',
  )
  .option('--service-username <name>', 'the service’s own broker login (default MQTT_USERNAME with MQTT_URL)')
  .option(
    '--service-password <password>',
    'its password (default MQTT_PASSWORD with MQTT_URL), hashed into the file',
  )
  .action((folder: string, o: { serviceUsername?: string; servicePassword?: string }) =>
    withServices(async (s) => {
      const [
        { loadConfig },
        { listMechaCredentials },
        { hashBrokerPassword },
        { mosquittoAclFile, mosquittoPasswordFile },
      ] = await Promise.all([
        import('@hangar/server/src/config.ts'),
        import('@hangar/server/src/mecha-control/broker-credentials.repository.ts'),
        import('@hangar/server/src/mecha-control/broker-credentials.ts'),
        import('@hangar/server/src/mecha-control/mosquitto-files.ts'),
      ])
      const mqtt = loadConfig().mqtt
      const username = o.serviceUsername ?? mqtt?.username
      const password = o.servicePassword ?? mqtt?.password
      if (!username || !password)
        throw new Error('give the service’s login: --service-username and --service-password')
      const robots = await listMechaCredentials(s.deps.db)
      const service = { username, password_hash: await hashBrokerPassword(password) }
      await writeFile(join(folder, 'passwords'), mosquittoPasswordFile([service, ...robots]), { mode: 0o600 })
      await writeFile(join(folder, 'acl'), mosquittoAclFile(mqtt?.interfaceName ?? 'hangar', username))
      out(
        `wrote ${join(folder, 'passwords')} (${robots.length} robots) and ${join(folder, 'acl')}; reload Mosquitto (SIGHUP)`,
      )
    }),
  )

storageCommands(program)

eventsCommands(program)
exportCommand(program)

importLeRobotCommand(program, withServices)
streamsCommands(program, withServices)
jobsCommands(program, withServices)

program.parseAsync().catch((err) => {
  process.stderr.write(`${err?.detail ?? err?.message ?? err}\n`)
  process.exit(1)
})

import '@mantine/dropzone/styles.css'
import { must } from '@hangar/client'
import { Alert, Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconCircleCheck, IconFileAlert, IconFileUpload } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { hangar } from '../api/hangar.ts'
import { errorSentence } from '../ui/error-sentence.ts'
import type { ValidationResult } from './queries.ts'

const MAX_BYTES = 1024 * 1024

/** Reads a dropped file as JSON, with a sentence naming what is wrong when it is not. */
async function readJson(file: File): Promise<unknown> {
  if (file.size > MAX_BYTES) throw new Error(`${file.name} is larger than 1 MB, the most the service accepts`)
  const text = await file.text()
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new Error(`${file.name} is not valid JSON: ${(err as Error).message}`)
  }
}

/** Drop a manifest file: the service validates it against the schema, each error at its JSON pointer. */
export function ManifestCheck() {
  const [fileName, setFileName] = useState<string | null>(null)
  const [refused, setRefused] = useState<string | null>(null)
  const openRef = useRef<() => void>(null)
  const check = useMutation({
    mutationFn: async (file: File): Promise<ValidationResult> =>
      must(hangar.POST('/releases/validate', { body: await readJson(file) })),
  })
  const result = check.data
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb={4}>
        Check a manifest
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        Drop a release manifest (JSON) to validate it against the release manifest schema.
      </Text>
      <Dropzone
        onDrop={(files) => {
          const file = files[0]
          if (!file) return
          setFileName(file.name)
          setRefused(null)
          check.mutate(file)
        }}
        onReject={(rejections) => {
          check.reset()
          setFileName(rejections[0]?.file.name ?? null)
          setRefused(
            rejections.length > 1
              ? 'Drop one manifest at a time'
              : `${rejections[0]?.file.name ?? 'The file'} is larger than 1 MB, the most the service accepts`,
          )
        }}
        maxSize={MAX_BYTES}
        maxFiles={1}
        multiple={false}
        loading={check.isPending}
        openRef={openRef}
        // The button below opens the file picker for keyboard users; the area is for dropping.
        activateOnKeyboard={false}
        tabIndex={-1}
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconFileUpload size={40} stroke={1.4} aria-hidden="true" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconFileAlert size={40} stroke={1.4} aria-hidden="true" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={40} stroke={1.4} aria-hidden="true" />
          </Dropzone.Idle>
          <div>
            <Text fw={500}>Drop a manifest here</Text>
            <Text fz="sm" c="dimmed">
              JSON, at most 1 MB
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Group mt="sm">
        <Button variant="light" onClick={() => openRef.current?.()} loading={check.isPending}>
          Choose a manifest file
        </Button>
      </Group>

      <Stack mt="md" gap="sm" aria-live="polite">
        {refused && (
          <Alert color="red" icon={<IconFileAlert />} title="File not checked" role="alert">
            {refused}
          </Alert>
        )}
        {check.isError && (
          <Alert
            color="red"
            icon={<IconFileAlert />}
            title={`Could not check ${fileName ?? 'the file'}`}
            role="alert"
          >
            {errorSentence(check.error)}
          </Alert>
        )}
        {result?.valid && (
          <Alert color="teal" icon={<IconCircleCheck />} title={`${fileName} is a valid manifest`}>
            It matches the release manifest schema.
          </Alert>
        )}
        {result && !result.valid && (
          <>
            <Alert
              color="orange"
              icon={<IconFileAlert />}
              title={`${fileName} has ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}`}
            >
              Each is listed at its JSON pointer.
            </Alert>
            <Table withTableBorder striped fz="sm">
              <Table.Caption>Problems found in {fileName}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w="40%">
                    JSON pointer
                  </Table.Th>
                  <Table.Th scope="col">Problem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((e) => (
                  <Table.Tr key={`${e.pointer} ${e.message}`}>
                    <Table.Td>
                      <Code>{e.pointer || '/'}</Code>
                    </Table.Td>
                    <Table.Td>{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  )
}

import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type FormEvent, useEffect, useState } from 'react'
import { errorSentence } from '../../ui/error-sentence.ts'
import { SEVERITIES, type Severity } from './finding-types.ts'
import { useFileFinding } from './queries.ts'
import { formatSpan, type TimeRange } from './time-range.ts'

const MAX_CODE = 100
const MAX_MESSAGE = 2000

/** `f`: a finding on the selected range (an instant at the time shown when none is selected). */
export function FileFindingDialog({
  datasetId,
  range,
  opened,
  onClose,
}: {
  datasetId: string
  /** null: a finding about the whole file (a recording the player cannot show). */
  range: TimeRange | null
  opened: boolean
  onClose: () => void
}) {
  const [code, setCode] = useState('')
  const [severity, setSeverity] = useState<Severity>('warning')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<{ code?: string; message?: string }>({})
  const file = useFileFinding(datasetId)
  const forgetLastTry = file.reset
  // The span shown keeps its value while the dialog fades out, rather than flashing "whole file".
  const [span, setSpan] = useState(range)
  useEffect(() => {
    if (opened) {
      setSpan(range)
      setCode('')
      setMessage('')
      setErrors({})
      forgetLastTry()
    }
  }, [opened, forgetLastTry, range])

  function submit(e: FormEvent) {
    e.preventDefault()
    const c = code.trim()
    const m = message.trim()
    const found = {
      ...(c
        ? c.length > MAX_CODE
          ? { code: `At most ${MAX_CODE} characters` }
          : {}
        : { code: 'Name what you saw, e.g. collision' }),
      ...(m
        ? m.length > MAX_MESSAGE
          ? { message: `At most ${MAX_MESSAGE} characters` }
          : {}
        : { message: 'Say what happens, with the numbers' }),
    }
    setErrors(found)
    if (found.code || found.message) return
    file.mutate(
      {
        code: c,
        severity,
        start_seconds: span ? span.start : null,
        end_seconds: span && span.end > span.start ? span.end : null,
        message: m,
      },
      {
        onSuccess: (f) => {
          notifications.show({
            color: 'teal',
            title: 'Finding filed',
            message: `${f.code}, ${formatSpan(f.start_seconds, f.end_seconds)}`,
            autoClose: 2500,
          })
          onClose()
        },
      },
    )
  }

  return (
    <Modal opened={opened} onClose={onClose} title="File a finding" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">
            On <strong>{span ? formatSpan(span.start, span.end) : 'the whole file'}</strong> of the recording.
          </Text>
          <TextInput
            label="Code"
            description="Short and stable, e.g. collision, feet_slip"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={errors.code}
            data-autofocus
          />
          <Radio.Group label="Severity" value={severity} onChange={(v) => setSeverity(v as Severity)}>
            <Group gap="md" mt={6}>
              {SEVERITIES.map((s) => (
                <Radio key={s} value={s} label={s} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label="What you saw"
            placeholder="e.g. The arm hits the table at 5 s"
            autosize
            minRows={2}
            maxRows={6}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit(e)
            }}
            error={errors.message}
          />
          {file.isError && (
            <Alert color="red" role="alert" title="Not filed">
              {errorSentence(file.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={file.isPending}>
              File finding
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

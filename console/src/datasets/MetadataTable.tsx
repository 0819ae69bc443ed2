import { Code, Table, Text } from '@mantine/core'

/** Every metadata entry: scalars as text, objects and arrays as JSON. */
export function MetadataTable({ metadata }: { metadata: Record<string, unknown> }) {
  const entries = Object.entries(metadata).sort(([a], [b]) => a.localeCompare(b))
  if (entries.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        No metadata.
      </Text>
    )
  return (
    <Table striped withTableBorder verticalSpacing={6} fz="sm">
      <Table.Caption>Metadata</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="35%">
            Key
          </Table.Th>
          <Table.Th scope="col">Value</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Td>
              <Code>{key}</Code>
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>
              {value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

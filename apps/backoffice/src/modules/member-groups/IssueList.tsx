import { Alert, List, ScrollArea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

export interface Refusal {
  message: string;
  lines: string[];
}

/** A refused paste or file: the server's message and, one per line, the ids it does not know. */
export function IssueList({ refusal }: { refusal: Refusal }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={refusal.message}
      role="alert"
    >
      {refusal.lines.length > 0 && (
        <ScrollArea.Autosize mah={180}>
          <List size="sm" spacing={2}>
            {refusal.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
      )}
    </Alert>
  );
}

import { TextField as KitTextField, type TextFieldProps } from '@portal/web-kit';
import { useIssueText } from './use-issue-text.js';

/** web-kit's field with this tool's message texts; read-only fields are disabled like its selects. */
export function TextField(props: TextFieldProps) {
  const issueText = useIssueText();
  return (
    <KitTextField
      {...props}
      messageText={issueText}
      disabled={props.disabled || props.readOnly}
      readOnly={undefined}
    />
  );
}

import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CannedResponse, StatusCannedResponse } from './statusCannedResponseTypes';

export interface CannedResponseLabelProps {
  mapping: Pick<StatusCannedResponse, 'canned_response_id' | 'canned_response_name'>;
  /** The help desk's response of this mapping, when the list loaded and still has it. */
  response?: CannedResponse;
}

/** The mapped response as its help-desk shortcuts when it has some, else its name and 'ID: {id}'. */
export const CannedResponseLabel = ({ mapping, response }: CannedResponseLabelProps) => {
  const translate = useTranslate();
  const shortcuts = (response?.shortcuts ?? []).filter((shortcut) => shortcut.trim() !== '');
  if (shortcuts.length > 0) {
    return (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {shortcuts.map((shortcut) => (
          <Chip key={shortcut} size="small" variant="outlined" label={shortcut} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack>
      <Typography variant="body2" component="span">
        {mapping.canned_response_name || response?.name || ''}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary">
        {translate('statusCannedResponses.fields.responseId', { id: String(mapping.canned_response_id) })}
      </Typography>
    </Stack>
  );
};

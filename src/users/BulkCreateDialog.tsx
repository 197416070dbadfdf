import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider } from '../providers/dataProvider';
import { httpBodyOf } from '../providers/httpClient';
import type { JsonImportAnswer } from './types';

export interface BulkCreateDialogProps {
  onClose: () => void;
  onCreated: () => void;
}

async function readUsersFile(file: File): Promise<unknown[] | null> {
  try {
    const parsed: unknown = JSON.parse(await file.text());
    return Array.isArray(parsed) && parsed.length > 0 ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Bulk creation from a JSON file (an array of users with the POST fields). The server creates all or
 * none; the dialog lists the created users or the error of each rejected row.
 */
export const BulkCreateDialog = ({ onClose, onCreated }: BulkCreateDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [users, setUsers] = useState<unknown[] | null>(null);
  const [fileName, setFileName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<JsonImportAnswer | null>(null);
  const [sending, setSending] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setResult(null);
    setFileName(file.name);
    const parsed = await readUsersFile(file);
    setUsers(parsed);
    setProblem(parsed ? null : translate('users.bulkImport.invalidFile'));
  };

  const send = async () => {
    if (!users) return;
    setSending(true);
    try {
      const answer = await dataProvider.importUsersFromJson(users);
      setResult(answer);
      notify(answer.message ?? translate('users.bulkImport.done'), { type: 'success' });
      onCreated();
    } catch (error) {
      const body = httpBodyOf(error) as Partial<JsonImportAnswer>;
      setResult({ success: false, message: body.message, errors: body.errors ?? [] });
      notifyError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('users.bulkCreate')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{translate('users.bulkImport.hint')}</Typography>
          <Box>
            <Button component="label" variant="outlined">
              {translate('users.bulkImport.chooseFile')}
              <input
                hidden
                type="file"
                accept="application/json,.json"
                aria-label={translate('users.bulkImport.chooseFile')}
                onChange={(event) => void pick(event)}
              />
            </Button>
            {fileName && (
              <Typography component="span" variant="body2" sx={{ ml: 2 }}>
                {users
                  ? translate('users.bulkImport.fileSummary', { name: fileName, count: users.length })
                  : fileName}
              </Typography>
            )}
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
          {result && (
            <Alert severity={result.success ? 'success' : 'error'}>
              {result.message ?? ''}
              <List dense aria-label={translate('users.bulkImport.results')}>
                {(result.created ?? []).map((row) => (
                  <ListItem key={`ok-${row.id}`}>
                    <ListItemText
                      primary={translate('users.bulkImport.created', { username: row.username, id: row.id })}
                    />
                  </ListItem>
                ))}
                {(result.errors ?? []).map((row) => (
                  <ListItem key={`err-${row.index}`}>
                    <ListItemText
                      primary={translate('users.bulkImport.rowError', {
                        index: row.index + 1,
                        username: row.username ?? '-',
                        message: row.message,
                      })}
                    />
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('common.close')}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={!users || sending}>
          {translate('users.bulkImport.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

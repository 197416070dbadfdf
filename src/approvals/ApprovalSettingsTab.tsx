import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ApprovalSettings } from '../../contract/approvals';
import { errorText } from '../common/errorText';
import { formatDetailDateTime } from '../common/formatters';
import { useNotifyError } from '../common/useNotifyError';
import { LoadingText } from '../layout/LoadingText';
import { useCatalog } from '../refunds/useCatalog';
import { APPROVALS_KEY, getApprovalSettings, saveApprovalSettings } from './approvalCalls';

const SETTINGS_KEY = [APPROVALS_KEY, 'settings'];

/** The threshold as the field shows it: Turkish decimal comma, two decimals. */
const thresholdText = (lira: number) => lira.toFixed(2).replace('.', ',');

interface FormState {
  enabled: boolean;
  threshold: string;
  followsCompleted: boolean;
  statusIds: number[];
}

const formOf = (settings: ApprovalSettings): FormState => ({
  enabled: settings.enabled,
  threshold: thresholdText(settings.threshold),
  followsCompleted: settings.follows_completed,
  statusIds: settings.status_ids,
});

/** The form, once the stored settings are in; the server validates the threshold and statuses. */
const ApprovalSettingsForm = ({ settings }: { settings: ApprovalSettings }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const client = useQueryClient();
  const statuses = useCatalog('statuses');
  const [form, setForm] = useState<FormState>(() => formOf(settings));
  const [saving, setSaving] = useState(false);
  const set = (changes: Partial<FormState>) => setForm((current) => ({ ...current, ...changes }));
  const toggleStatus = (id: number, on: boolean) =>
    set({ statusIds: on ? [...form.statusIds, id] : form.statusIds.filter((other) => other !== id) });

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveApprovalSettings({
        enabled: form.enabled,
        threshold: form.threshold.trim(),
        status_ids: form.followsCompleted ? null : form.statusIds,
      });
      client.setQueryData(SETTINGS_KEY, saved);
      setForm(formOf(saved));
      notify('approvals.settings.saved', { type: 'success' });
    } catch (error) {
      notifyError(error, null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('approvals.settings.intro')}
      </Typography>
      <FormControlLabel
        control={
          <Switch checked={form.enabled} onChange={(event) => set({ enabled: event.target.checked })} />
        }
        label={translate('approvals.settings.enabled')}
      />
      <TextField
        label={translate('approvals.settings.threshold')}
        helperText={translate('approvals.settings.thresholdHelp')}
        value={form.threshold}
        onChange={(event) => set({ threshold: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 32 } }}
        sx={{ maxWidth: 320 }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{translate('approvals.settings.statuses')}</FormLabel>
        <RadioGroup
          value={form.followsCompleted ? 'completed' : 'chosen'}
          onChange={(event) => set({ followsCompleted: event.target.value === 'completed' })}
        >
          <FormControlLabel
            value="completed"
            control={<Radio />}
            label={translate('approvals.settings.followsCompleted')}
          />
          <FormControlLabel
            value="chosen"
            control={<Radio />}
            label={translate('approvals.settings.chooseStatuses')}
          />
        </RadioGroup>
        <FormGroup sx={{ pl: 4 }}>
          {statuses.items.map((status) => (
            <FormControlLabel
              key={status.id}
              disabled={form.followsCompleted}
              control={
                <Checkbox
                  checked={form.statusIds.includes(Number(status.id))}
                  onChange={(event) => toggleStatus(Number(status.id), event.target.checked)}
                />
              }
              label={status.name}
            />
          ))}
        </FormGroup>
      </Box>
      <Box>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={saving}>
          {translate('approvals.settings.save')}
        </Button>
      </Box>
      {settings.updated_at && (
        <Typography variant="caption" color="text.secondary">
          {translate('approvals.settings.lastUpdated', { date: formatDetailDateTime(settings.updated_at) })}
        </Typography>
      )}
    </Stack>
  );
};

/** The admin panel's 'Onay Ayarları' tab (admin_access): four-eyes approval on/off, threshold, statuses. */
const ApprovalSettingsTab = () => {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: getApprovalSettings,
    retry: false,
  });
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('approvals.settings.tab')}
      </Typography>
      {isPending ? (
        <LoadingText />
      ) : error || !data ? (
        <Alert severity="error">
          {translate('approvals.settings.loadError')}: {errorText(error, translate('errors.generic'))}
        </Alert>
      ) : (
        <ApprovalSettingsForm key={data.updated_at ?? 'initial'} settings={data} />
      )}
    </Box>
  );
};

export default ApprovalSettingsTab;

import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SAVED_VIEW_NAME_MAX, type SavedView } from '../../contract/savedViews';
import { ViewChangeDialog } from './ViewChangeDialog';

/** Renames a view; a refused name (taken, too long) keeps the dialog open with the server's message. */
export const RenameViewDialog = ({ view, onClose }: { view: SavedView; onClose: () => void }) => {
  const translate = useTranslate();
  const [name, setName] = useState(view.name);
  return (
    <ViewChangeDialog
      view={view}
      title={translate('savedViews.renameTitle')}
      change={() => ({ name })}
      canConfirm={name.trim() !== ''}
      onClose={onClose}
    >
      <TextField
        autoFocus
        required
        fullWidth
        size="small"
        sx={{ mt: 1 }}
        label={translate('savedViews.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX } }}
      />
    </ViewChangeDialog>
  );
};

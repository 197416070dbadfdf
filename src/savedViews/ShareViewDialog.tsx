import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SavedView } from '../../contract/savedViews';
import { AudienceSelect } from './AudienceSelect';
import { ViewChangeDialog } from './ViewChangeDialog';

/** Changes whom a view is shared with (admin_access); only its owner may make it personal again. */
export const ShareViewDialog = ({ view, onClose }: { view: SavedView; onClose: () => void }) => {
  const translate = useTranslate();
  const [roleId, setRoleId] = useState(view.shared_role_id === null ? '' : String(view.shared_role_id));
  return (
    <ViewChangeDialog
      view={view}
      title={translate('savedViews.shareTitle', { name: view.name })}
      change={() => ({ shared_role_id: roleId === '' ? null : Number(roleId) })}
      contentSx={{ display: 'flex', flexDirection: 'column', pt: 1 }}
      onClose={onClose}
    >
      <AudienceSelect value={roleId} onChange={setRoleId} allowPersonal={view.mine} />
    </ViewChangeDialog>
  );
};

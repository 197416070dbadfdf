import { CatalogTab } from '../admin/catalog/CatalogTab';
import type { CatalogConfig } from '../admin/catalog/catalogTypes';

const STATUSES: CatalogConfig = {
  resource: 'statuses',
  ns: 'statuses',
  kind: 'color',
  requiredMessage: 'statuses.messages.nameRequired',
};

/** Statuses tab of /admin: order, name, colour, active. */
const StatusesTab = () => <CatalogTab config={STATUSES} />;

export default StatusesTab;

import { CatalogTab } from '../admin/catalog/CatalogTab';
import type { CatalogConfig } from '../admin/catalog/catalogTypes';

const REASONS: CatalogConfig = {
  resource: 'reasons',
  ns: 'reasons',
  kind: 'code',
  requiredMessage: 'reasons.messages.required',
};

/** Refund reasons tab of /admin: order, name, code, active. */
const ReasonsTab = () => <CatalogTab config={REASONS} />;

export default ReasonsTab;

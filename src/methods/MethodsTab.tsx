import { CatalogTab } from '../admin/catalog/CatalogTab';
import type { CatalogConfig } from '../admin/catalog/catalogTypes';

const METHODS: CatalogConfig = {
  resource: 'methods',
  ns: 'methods',
  kind: 'code',
  requiredMessage: 'methods.messages.required',
};

/** Payment methods tab of /admin: order, name, code, active. */
const MethodsTab = () => <CatalogTab config={METHODS} />;

export default MethodsTab;

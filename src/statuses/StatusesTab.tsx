import CatalogTab from '../catalog/CatalogTab';

/** Until /admin renders the catalog tab itself. */
const StatusesTab = () => <CatalogTab resource="statuses" />;

export default StatusesTab;

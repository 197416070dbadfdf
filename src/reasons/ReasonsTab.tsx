import CatalogTab from '../catalog/CatalogTab';

/** Until /admin renders the catalog tab itself. */
const ReasonsTab = () => <CatalogTab resource="reasons" />;

export default ReasonsTab;

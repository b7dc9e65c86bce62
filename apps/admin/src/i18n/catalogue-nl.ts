import { nl } from './nl';
import { catalogue } from './messages';
import { reactAdminDutch } from './react-admin-nl';

export const nlCatalogue = catalogue('nl', reactAdminDutch, nl);
